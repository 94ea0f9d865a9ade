"""Words fit their boxes in every language and at every window size: a text given a box (a
button, a panel's title, a label with its width) is shrunk until it fits and never cut, a
wrapped text has no word wider than its lines, and no text runs into another, across a
panel's edge, off the window or under a clip (``text_watch``). French, Italian and German
words run longer than English ones; at 1024x600 the smallest type takes a fifth more of
the table's room than at 1280x720, as it is drawn at 12 real pixels all the same."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game import i18n
from game.rules import GameConfig, module_order
from game.rules.config import DEFAULT_NAMES
from game.session import HUMAN, Seat, Session
from game.ui import canvas, fonts
from tests.ui.conftest import AI
from tests.ui.text_watch import watching_texts

SPOKEN = list(i18n.LANGUAGES)


@pytest.fixture
def speaking(request):
    code = request.param
    if not i18n.has_catalog(code):
        pytest.skip("the catalogs are compiled by make")
    i18n.set_language(code)
    fonts.overflows.clear()
    yield code
    i18n.set_language(i18n.ENGLISH)
    fonts.overflows.clear()


@pytest.fixture(autouse=True)
def every_overflow_kept(monkeypatch):
    """The game keeps the last hundred overflows; a test keeps them all."""
    monkeypatch.setattr(fonts, "OVERFLOWS_KEPT", 10**6)


def _overflows() -> list[tuple[str, int, int]]:
    return sorted(set(fonts.overflows))


def _tour(players: int, *options: str) -> None:
    """Every scene of the smoke test (the setup beside a game to continue and a named save,
    the table, its dialogs and the rules, the list of saves, a whole game to its end, the
    statistics and the replay)."""
    from game.cli import parse_args
    from game.rules import module_order
    from game.saves import autosave, save_named
    from game.app import smoke_test
    from game.scenes.demo import demo_session

    # games saved before, so that the setup and the list of saves show what they hold
    saved = demo_session(players, 5, turns=3 * players, modules=frozenset(module_order()))
    autosave(saved)
    save_named(saved, "Zusatzaktionen und Wechselstuben, 27. November")
    args = parse_args(["--smoke-test", "--players", str(players), "--seed", "8",
                       "--think-ms", "20", *options])
    assert smoke_test(args) == 0


@pytest.mark.parametrize("speaking", SPOKEN, indirect=True)
def test_every_scene_fits_its_words(speaking, pygame_ready):
    """Two and six players with every module; the base game's table too in English and in
    German, whose words run longest (French and Italian meet its words in the others)."""
    tours = [(2, ["--modules", "all"]), (6, ["--modules", "all"])]
    if speaking in ("en", "de"):
        tours.append((4, []))
    with watching_texts() as watch:
        for players, modules in tours:
            _tour(players, *modules)
    assert not _overflows(), _overflows()[:20]
    assert watch.texts_seen > 1000 and watch.clean(), watch.report()


@pytest.mark.parametrize(("speaking", "window"),
                         [("en", "1024x600"), ("de", "1024x600"), ("de", "1152x648"),
                          ("en", "2560x1440")], indirect=["speaking"])
def test_every_scene_fits_its_words_at_other_window_sizes(speaking, window, pygame_ready,
                                                          font_heights):
    """The table is drawn at the window's resolution, its words measured at the size they
    are drawn: they fit at the smallest window in English and in German, whose words run
    longest, between it and 1280x720 in German, and at a large window. No type is drawn
    under 12 real pixels: in the smallest window too the letters are as large as at
    1280x720."""
    try:
        with watching_texts() as watch:
            for players in (2, 6):
                _tour(players, "--modules", "all", "--window", window)
    finally:
        fonts.forget_fonts()
        canvas.set_zoom(1.0)
    assert not _overflows(), _overflows()[:20]
    assert watch.texts_seen > 1000 and watch.clean(), watch.report()
    assert min(font_heights) >= fonts.font(fonts.REAL_SMALLEST).get_height()


@pytest.mark.parametrize(("speaking", "window", "players"),
                         [("en", "1024x600", 4), ("de", "1024x600", 6), ("fr", "1024x600", 2),
                          ("it", "1280x720", 3)], indirect=["speaking"])
def test_the_dice_variant_fits_its_words(speaking, window, players, pygame_ready):
    """The Alcazaba variant's table (the dice board, a human's throw, the rounds' status),
    and a whole game of it to its end, at the smallest window and at 1280x720."""
    from game.app import App
    from game.scenes.game_over import GameOverScene
    from game.scenes.scoring import ScoringScene
    from game.ui.display import Display
    from game.ui.settings import TableSettings

    settings = replace(TableSettings.default(AI), speed="instant")
    width, height = (int(n) for n in window.split("x"))
    app = App(Display((width, height)), think_ms=20, settings=settings)
    app.autosave = False
    names = DEFAULT_NAMES[:players]
    config = GameConfig(players=players, seed=4, variant="alcazaba")
    try:
        with watching_texts() as watch:
            match = app.start_match(Session.new(config, [
                Seat(name, HUMAN if seat == 0 else AI) for seat, name in enumerate(names)]))
            for _frame in range(3000):
                app.step(1 / 60)
                if match.my_turn:
                    break
            app.top.button("throw").action()
            for _frame in range(60):   # the dice tumble, then settle
                app.step(1 / 30)
            match = app.start_match(Session.new(config, [Seat(name, AI) for name in names]))
            while not isinstance(app.top, GameOverScene):
                match.think_now()
                app.update(1.0 if isinstance(app.top, ScoringScene) else 0.02)
                if match.version % 25 == 0 or isinstance(app.top, ScoringScene):
                    app.draw()
            app.draw()
    finally:
        canvas.set_zoom(1.0)
    assert not _overflows(), _overflows()[:20]
    assert watch.texts_seen > 1000 and watch.clean(), watch.report()


@pytest.mark.parametrize("speaking", SPOKEN, indirect=True)
def test_every_rule_page_fits_its_words(speaking, app, driver):
    from game.scenes.rules_book import RulesScene

    session = Session.new(GameConfig(players=2, seed=4, modules=frozenset(module_order())),
                          [Seat("A"), Seat("B", AI)])
    app.start_match(session)
    driver.frame()
    driver.key(pygame.K_F1)
    book = app.top
    assert isinstance(book, RulesScene)
    for page in book.pages:
        driver.press_button(f"page:{page.key}")
        driver.frame()
    driver.key(pygame.K_ESCAPE)
    assert not _overflows(), _overflows()[:20]


def test_a_long_word_is_shrunk_before_it_is_cut(pygame_ready):
    fonts.overflows.clear()
    words = "Gebäudeplättchen"
    width = fonts.font(15, True).size(words)[0] - 4   # a little too narrow at 15 px
    shown, size = fonts.fit(words, 15, width, bold=True)
    assert shown == words and size < 15
    assert fonts.font(size, True).size(shown)[0] <= width
    assert not fonts.overflows
    shown, size = fonts.fit(words, 15, width // 2, bold=True)   # far too narrow: cut, told
    assert shown.endswith("…") and fonts.overflows == [(words, 15, width // 2)]
    fonts.overflows.clear()


def test_a_word_too_wide_for_its_lines_is_told_wherever_it_stands(pygame_ready):
    fonts.overflows.clear()
    long_word = "Gebäudeplättchenmarkt"
    width = fonts.width_of(long_word, 12) - 10
    lines = fonts.wrap(f"ein {long_word} hier", 12, width)
    assert long_word in lines and fonts.overflows == [(long_word, 12, width)]
    fonts.overflows.clear()
    fonts.wrap(f"ein {long_word} hier", 12, width, tell=False)   # a trial: nothing told
    assert not fonts.overflows


@pytest.mark.parametrize("zoom", [1.0, 0.8])
@pytest.mark.parametrize("speaking", SPOKEN, indirect=True)
def test_the_market_notes_fit_their_squares_with_two_digit_amounts(speaking, zoom,
                                                                   pygame_ready):
    """A market square's note (can the player pay it, and how) fits under the tile at the
    table's smallest type, whatever the amount: a tile costs up to 13, a hand may hold none
    of its currency, an overpayment may run into two digits. In the smallest window (a
    zoom of 0.8) the short forms ("13 short", then "−13") are drawn where the words do not fit."""
    from game.rules import Game
    from game.scenes.paying import EXACT, NO_EXACT, OVERPAYS, SHORT, market_note
    from game.scenes.table.layout import inside
    from game.scenes.table.supply import market_height, paint_market
    from game.ui.layout import rect
    from game.ui.widgets import Regions

    game = Game.new(GameConfig(players=3, seed=2))
    notes = {0: market_note(SHORT, 13), 1: market_note(OVERPAYS, 10),
             2: market_note(NO_EXACT), 3: market_note(EXACT)}
    canvas.set_zoom(zoom)
    try:
        market = inside(rect("supply"))
        market.height = market_height()
        paint_market(canvas.new_surface((1280, 720)), market, game, None, notes, Regions())
    finally:
        canvas.set_zoom(1.0)
    assert not _overflows(), _overflows()


def test_the_scoring_table_gives_module_lines_the_room_their_headings_need(pygame_ready):
    """In the smallest window, two modules' lines beside the wall: their columns take what
    their headings need and the kinds keep the rest, so every kind is named in full (before,
    one heading short of room made all columns equal, and "Chambers" became "C")."""
    import itertools

    from game.rules import KINDS
    from game.sprites.scoring_table import _column_tries, column_edges, heading_fits
    from game.ui import theme
    from game.ui.fonts import SMALLEST, fitting_size

    titles = ["Wall", "Invaders", "Treasure", "Gained", "Total"]
    span = 860   # the scoring table's columns at 1024x600
    canvas.set_zoom(0.8)
    fonts.forget_fonts()
    try:
        edges = column_edges(0, span, _column_tries(span, titles), [None] * 6 + titles)
        widths = [b - a for a, b in itertools.pairwise(edges)]
        for i, kind in enumerate(KINDS):
            assert fitting_size(theme.KIND_TITLES[kind], SMALLEST, widths[i] - 2), kind
        for title, width in zip(titles, widths[len(KINDS):]):
            assert heading_fits(title, width - 4), title
    finally:
        canvas.set_zoom(1.0)
        fonts.forget_fonts()


def test_the_watch_sees_words_run_into_each_other_across_edges_and_cut(pygame_ready):
    from game.scenes.base import Scene, SceneStack
    from game.scenes.table import tips
    from game.ui import paint, widgets
    from game.ui.widgets import draw_text

    class Crowded(Scene):
        def draw(self, surface):
            widgets.draw_panel(surface, pygame.Rect(10, 10, 200, 100))   # as the watch sees it
            draw_text(surface, "Take money", (20, 40), 14)
            draw_text(surface, "Buy a tile", (30, 44), 14)           # into the line above
            draw_text(surface, "Redesign your Alhambra", (150, 80), 14)   # across the edge
            surface.set_clip(pygame.Rect(300, 0, 40, 100))
            draw_text(surface, "Cut by the clip", (300, 40), 14)     # wider than the clip
            surface.set_clip(None)
            draw_text(surface, "Alone", (20, 200), 14)
            # labels drawn without a width, in a framed box and on a button
            paint.rect(surface, (0, 0, 0), pygame.Rect(400, 10, 120, 40), 1)
            draw_text(surface, "autosaved 27 Nov 2026, 18:10", (410, 20), 14)
            widgets.Button(pygame.Rect(400, 100, 60, 30), "OK", lambda: None).draw(surface)
            draw_text(surface, "Into the button", (440, 108), 14)
            paint.rect(surface, (0, 0, 0), pygame.Rect(400, 200, 200, 40), 2)   # a frame
            draw_text(surface, "Framed", (410, 210), 14)                    # round it
            # two tooltips over each other (each may cover the scene, not the other)
            tips.draw_tooltip(surface, "Column: a marker on 3 dice", (300, 300), True)
            tips.draw_tooltip(surface, "Tile: tower 9", (300, 304), True)

    stack = SceneStack(app=None)
    stack.push(Crowded())
    screen = canvas.Canvas((640, 360), alpha=False, zoom=1.5)
    with watching_texts() as watch:
        stack.draw(screen)
    assert ("Crowded", "Buy a tile", "Take money") in watch.collisions
    assert ("Crowded", "Column: a marker on 3 dice", "Tile: tower 9") in watch.collisions
    assert all("Framed" not in clash for clash in watch.collisions)
    assert {("Crowded", "Redesign your Alhambra"), ("Crowded", "autosaved 27 Nov 2026, 18:10"),
            ("Crowded", "Into the button")} <= watch.across_edges
    assert ("Crowded", "Framed") not in watch.across_edges
    assert watch.clipped == {("Crowded", "Cut by the clip")}
    assert watch.texts_seen == 13 and not watch.clean()



@pytest.mark.parametrize("window", ["1024x600", "1280x720"])
@pytest.mark.parametrize("speaking", SPOKEN, indirect=True)
def test_the_choosers_and_the_stages_buttons_fit_their_words(speaking, window, pygame_ready):
    """The table's long lists of choices and their buttons: an auction's buttons and its
    chooser of amounts in five currencies, Ammar's steps, a lifted trader disc's choices and
    Machma's swaps, each list scrolled to its end too."""
    from game.app import App
    from game.ui.display import Display
    from game.ui.settings import TableSettings
    from tests.ui.scenarios import CHOOSERS, advance_until, seated

    settings = replace(TableSettings.default(AI), speed="instant")
    width, height = (int(n) for n in window.split("x"))
    app = App(Display((width, height)), think_ms=20, settings=settings)
    app.autosave = False
    try:
        with watching_texts() as watch:
            for name, (moment, modules) in CHOOSERS.items():
                game = _moment(name, moment, modules, advance_until)
                app.start_match(seated(game, [game.to_move]))
                app.step(1 / 60)
                table = app.top
                table.button("bid" if name == "bid" else "more").action()
                app.step(1 / 60)
                for key in (pygame.K_DOWN, pygame.K_END, pygame.K_RIGHT):   # to the end
                    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
                    app.step(1 / 60)
    finally:
        canvas.set_zoom(1.0)
    assert not _overflows(), _overflows()[:20]
    assert watch.texts_seen > 200 and watch.clean(), watch.report()


_MOMENTS: dict[str, object] = {}


def _moment(name, moment, modules, advance_until):
    """The game brought to ``moment`` once for all the languages and sizes."""
    if name not in _MOMENTS:
        _MOMENTS[name] = advance_until(modules, moment)
    return _MOMENTS[name].clone()
