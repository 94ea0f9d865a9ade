"""Words fit their boxes in every language: a text given a box (a button, a panel's title, a
label with its width) is shrunk until it fits and never cut, and a wrapped text has no word
wider than its lines. French, Italian and German words run longer than English ones."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules import GameConfig, module_order
from game.session import Seat, Session
from game.ui import canvas, fonts
from tests.ui.conftest import AI

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


def _overflows() -> list[tuple[str, int, int]]:
    return sorted(set(fonts.overflows))


@pytest.mark.parametrize("speaking", SPOKEN, indirect=True)
def test_every_scene_fits_its_words(speaking, pygame_ready):
    from game.cli import parse_args
    from game.scenes.demo import smoke_test

    for players, modules in ((2, ["--modules", "all"]), (6, ["--modules", "all"]), (4, [])):
        args = parse_args(["--smoke-test", "--players", str(players), "--seed", "8",
                           "--think-ms", "20", *modules])
        assert smoke_test(args) == 0
    assert not _overflows(), _overflows()[:20]


@pytest.mark.parametrize("window", ["1024x600", "2560x1440"])
@pytest.mark.parametrize("speaking", ["en", "de"], indirect=True)
def test_every_scene_fits_its_words_at_other_window_sizes(speaking, window, pygame_ready,
                                                          monkeypatch):
    """The table is drawn at the window's resolution, its words measured at the size they
    are drawn: they fit at the smallest window and at a large one too (English, and German,
    whose words run longest). The type is never smaller than the table's smallest
    (``fonts.SMALLEST`` at 1280x720) in proportion."""
    from game.cli import parse_args
    from game.scenes.demo import smoke_test

    sizes: set[int] = set()
    real_font = fonts.real_font

    def noting(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        shape = real_font(size, bold, serif)
        sizes.add(shape.get_height())
        return shape

    monkeypatch.setattr(fonts, "real_font", noting)
    fonts.forget_fonts()
    try:
        for players in (2, 6):
            args = parse_args(["--smoke-test", "--players", str(players), "--seed", "8",
                               "--think-ms", "20", "--modules", "all", "--window", window])
            assert smoke_test(args) == 0
    finally:
        fonts.forget_fonts()
        canvas.set_zoom(1.0)
    assert not _overflows(), _overflows()[:20]
    width = int(window.split("x")[0])
    assert min(sizes) >= fonts.font(round(fonts.SMALLEST * width / 1280)).get_height()


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


@pytest.mark.parametrize("speaking", SPOKEN, indirect=True)
def test_the_market_notes_fit_their_squares_with_two_digit_amounts(speaking, pygame_ready):
    """A market square's note (can the player pay it, and how) fits under the tile at the
    table's smallest type, whatever the amount: a tile costs up to 13, a hand may hold none
    of its currency, an overpayment may run into two digits."""
    from game.i18n import _
    from game.rules import Game
    from game.scenes.panels import paint_market
    from game.ui import theme
    from game.ui.layout import rect
    from game.ui.widgets import Regions

    game = Game.new(GameConfig(players=3, seed=2))
    notes = {0: (_("short by {amount}").format(amount=13), theme.BAD),
             1: (_("✓ pays +{over}").format(over=10), theme.INK_SOFT),
             2: (_("no exact"), theme.INK_FAINT),
             3: (_("✓ exact"), theme.GOOD)}
    surface = canvas.new_surface((1280, 720))
    paint_market(surface, rect("market"), game, None, notes, Regions())
    assert not _overflows(), _overflows()
