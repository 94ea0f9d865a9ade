"""The table as a new player meets it: words that tell the truth about modules' cards and
moments, help that names what the buttons are called, marks with their legends, and the
whole log at a click. Each test drives the table as a player would and reads what it says
or draws."""

from __future__ import annotations

import pygame

from game.rules import EndActions, GameConfig, Place
from game.rules.modules.huts import TakeHut
from game.rules.modules.vizier import ReactivateVizier
from game.scenes.log_view import LogScene
from game.scenes.placement import PlacementScene
from game.scenes.save_dialog import default_name
from game.scenes.turn.scene import TurnScene
from game.session import Seat, Session
from game.ui import theme
from tests.modules.helpers import module_game, office, real_tile, set_hand, set_market
from tests.ui.conftest import AI, session_with_human_first
from tests.ui.scenarios import seated
from tests.ui.test_languages import drawn_words  # noqa: F401  (a fixture)


# ----------------------------------------------------------------- an exchange office
def _office_table(app, driver) -> TurnScene:
    """Florin 2 and denars 3 + 6 in hand with the florin/denar office, a pavilion costing 7
    on the florin square: 11 in the two currencies together, but no exact 7."""
    game = module_game("exchange", players=3, seed=1, to_move=0)
    set_hand(game, 0, "florin 2", "denar 3", "denar 6")
    game.players[0].hand.append(office(game, "florin", "denar"))
    set_market(game, real_tile("pavilion", 7), None, None, None)
    app.start_match(seated(game, [0]))
    driver.frame()
    assert isinstance(app.top, TurnScene)
    return app.top


def test_with_an_office_the_note_and_auto_pay_count_both_its_currencies(app, driver):
    scene = _office_table(app, driver)
    # 11 in florins and denars together: what is missing is an exact sum, not money
    assert scene.market_notes()[0].words == "no exact"
    driver.click(scene.regions.rect_of("square", 0).center)
    driver.press_button("autopay")
    notice = app.match.notice
    assert "You hold 11 in florins and denars together; pavilion 7 costs 7." in notice
    assert "An exchange office in your hand lets two currencies pay together" in notice


def test_without_an_office_a_square_short_of_money_says_by_how_much(app, driver):
    game = module_game("exchange", players=3, seed=1, to_move=0)
    set_hand(game, 0, "florin 2", "denar 3", "denar 6")
    set_market(game, real_tile("pavilion", 7), None, None, None)
    app.start_match(seated(game, [0]))
    driver.frame()
    assert app.top.market_notes()[0].words == "short by 5"


# ----------------------------------------------------------------- the vizier's window
def test_in_the_vizier_s_window_a_square_without_an_exact_payment_says_so(app, driver):
    from game.scenes.paying import market_notes

    game = module_game("vizier", players=3, seed=1, to_move=0)
    set_hand(game, 0, "florin 9")
    set_market(game, real_tile("pavilion", 7), None, None, None)
    # between turns only an exact payment buys: 9 for a 7 is no exact, not "short"
    assert market_notes(game, 0, exact_only=True)[0].words == "no exact"
    assert market_notes(game, 0)[0].words == "✓ pays +2"


# ----------------------------------------------------------------- words, counted right
def test_a_hand_of_one_card_says_one_card(
        app, driver, drawn_words):  # noqa: F811 (the fixture, imported)
    session = session_with_human_first(3, seed=1)
    game = session.game
    set_hand(game, game.to_move, "florin 3")
    app.start_match(session)
    driver.frame()
    assert "1 card · 3 in all" in drawn_words
    assert not any("1 cards" in words for words in drawn_words)


def test_the_help_after_an_exact_payment_names_the_button_as_it_reads(app, driver):
    session = session_with_human_first(3, seed=1)
    game = session.game
    app.start_match(session)
    driver.frame()
    scene = app.top
    game.turn_actions = 1   # an exact payment was made: the player may act again
    scene.touch()
    driver.frame()
    head, _colour, detail, _ready = scene.advice()
    done = scene.button("done")
    assert head == "Exact payment: you may act again"
    assert done is not None and f"press {done.label} to end" in detail


def test_a_currency_s_name_never_runs_into_a_two_digit_total(app, driver):
    """Two-digit totals in every currency, in every language: each name stays clear of its
    total (the watcher fails on letters that touch)."""
    from game import i18n
    from tests.ui.text_watch import watching_texts

    session = session_with_human_first(3, seed=1)
    game = session.game
    set_hand(game, game.to_move, "florin 9", "florin 8", "ducat 9", "ducat 8", "dirham 9",
             "dirham 7", "denar 9", "denar 8")
    app.start_match(session)
    try:
        for code in i18n.LANGUAGES:
            if code != i18n.ENGLISH and not i18n.has_catalog(code):
                continue
            i18n.set_language(code)
            with watching_texts() as watch:
                app.top.touch()
                driver.frame()
            assert watch.texts_seen > 50 and watch.clean(), (code, watch.report())
    finally:
        i18n.set_language(i18n.ENGLISH)


# ----------------------------------------------------------------- the modules' moments
def _module_session(modules: set[str], seed: int = 1) -> Session:
    game = module_game(*modules, players=3, seed=seed, to_move=0)
    return seated(game, [0])


def test_the_turn_help_tells_how_to_take_a_hut_and_to_reactivate_the_vizier(app, driver):
    from game.rules.modules.vizier import Vizier

    session = _module_session({"huts", "vizier"})
    game = session.game
    Vizier.state(game).active[0] = False   # spent: it may be reactivated as the action
    app.start_match(session)
    driver.frame()
    detail = app.top.advice()[2]
    assert any(isinstance(a, TakeHut) for a in game.legal_actions())
    assert ReactivateVizier() in game.legal_actions()
    assert "Or take a hut: click the top hut of a stack in Worker huts." in detail
    assert "Your vizier is spent: Reactivate vizier makes it ready again" in detail


def test_the_turn_help_says_nothing_of_a_vizier_that_is_ready(app, driver):
    session = _module_session({"vizier"})
    app.start_match(session)
    driver.frame()
    assert "vizier" not in app.top.advice()[2].lower()


def _take_a_hut(app, driver) -> TakeHut:
    """A table with the huts at the first human's turn, who has just taken a hut."""
    session = _module_session({"huts"})
    app.start_match(session)
    driver.frame()
    take = next(a for a in session.game.legal_actions() if isinstance(a, TakeHut))
    assert app.match.act(take) is None
    return take


def test_placing_a_hut_is_not_called_no_new_tile(app, driver):
    _take_a_hut(app, driver)
    if EndActions() in app.match.game.legal_actions():
        assert app.match.act(EndActions()) is None
    driver.frame()
    scene = app.top
    assert isinstance(scene, PlacementScene) and scene.pending
    place = next(a for a in app.match.game.legal_actions() if isinstance(a, Place))
    assert app.match.act(place) is None
    driver.frame()
    assert app.top.placed_this_turn()


def test_after_reactivating_the_vizier_no_new_tile_is_placed(app, driver):
    from game.rules.modules.vizier import Vizier

    session = _module_session({"vizier"})
    game = session.game
    Vizier.state(game).active[0] = False
    app.start_match(session)
    driver.frame()
    assert app.match.act(ReactivateVizier()) is None
    driver.frame()
    scene = app.top
    assert isinstance(scene, PlacementScene) and not scene.placed_this_turn()
    assert scene.status_line().endswith("· end the turn")


def test_a_card_s_tooltip_in_the_hand_stands_above_it(app, driver, monkeypatch):
    """Under the hand the actions panel tells the payment: a card's tooltip must not hide it."""
    from game.scenes.table import tips

    scene = _office_table(app, driver)
    card = next(c for c in app.match.game.players[0].hand if not hasattr(c, "value"))
    spot = scene.regions.rect_of("hand_card", card.id)
    drawn: list[dict] = []
    real = tips.draw_tooltip

    def noted(surface, words, pos, good, below=20, above=False):
        drawn.append({"pos": pos, "above": above})
        return real(surface, words, pos, good, below, above)

    monkeypatch.setattr(tips, "draw_tooltip", noted)
    driver.move(spot.center)
    assert drawn and drawn[-1]["above"] and drawn[-1]["pos"][1] == spot.top


def test_a_card_that_may_be_shown_now_glows(pygame_ready):
    """A module's card that may be used now is lifted and framed by a wide gold glow."""
    from game.scenes.table.own_area import paint_glow
    from game.ui.canvas import new_surface

    surface = new_surface((100, 100), alpha=False)
    surface.fill(theme.PANEL)
    card = pygame.Rect(40, 35, 20, 30)
    paint_glow(surface, card)
    gold = [surface.get_at((x, card.centery)) for x in range(card.x - 7, card.x)]
    assert all(tuple(c)[:3] != theme.PANEL for c in gold)   # seven pixels of glow


# ----------------------------------------------------------------- setup, saves, undo
def test_the_setup_explains_the_strengths_and_dirk(
        app, driver, drawn_words):  # noqa: F811 (the fixture, imported)
    app.open_setup()
    driver.frame()
    scene = app.top
    while len(scene.seats) > 2:
        scene.remove_seat(len(scene.seats) - 1)
    driver.frame()
    words = " ".join(drawn_words)
    assert "Easy makes slips a learner can beat" in words
    assert "Dirk, a neutral builder" in words


def test_the_proposed_save_name_keeps_the_turn_with_six_players(app, driver):
    names = ["Alexandra", "Bartholomew", "Constance", "Dominique", "Evangeline", "Frederick"]
    game_seats = [Seat(name, AI) for name in names]
    session = Session.new(GameConfig(players=6, seed=2), game_seats)
    match = app.start_match(session)
    name = default_name(match)
    assert name.endswith(f" - turn {match.game.turn}") and len(name) <= 40
    assert name.startswith("Al")


def test_undo_of_a_module_s_action_names_it(app, driver):
    from game.rules.types import kind_name

    take = _take_a_hut(app, driver)
    driver.frame()
    app.top.undo()
    assert app.match.notice == f"Taken back: “Take the {kind_name(take.kind)} hut”."


# ----------------------------------------------------------------- the end, the log
def _finished_with_huts_counted() -> Session:
    """A finished game whose last scoring counted a worker hut to a kind (a ⌂ mark)."""
    from game.ai import make_bot
    from game.ai.play import play_game

    for seed in range(1, 30):
        config = GameConfig(players=3, seed=seed, modules=frozenset({"huts"}))
        game = play_game(config, [make_bot(AI, seed * 10 + s) for s in range(3)])
        if any(row.count_bonus.get("huts") and any(row.count_bonus["huts"].values())
               for row in game.history[-1].rows):
            return Session(game, [Seat(name, AI) for name in game.names])
    raise AssertionError("no seed counts a hut at the last scoring")


def test_the_end_screen_says_what_its_marks_mean(
        app, driver, drawn_words):  # noqa: F811 (the fixture, imported)
    from game.scenes.game_over import GameOverScene

    app.start_match(_finished_with_huts_counted())
    driver.until(lambda: isinstance(app.top, GameOverScene))
    driver.frame()
    assert "Added to counts: ⌂ from worker huts." in drawn_words


def test_a_click_on_the_log_shows_the_whole_game(app, driver):
    session = Session.new(GameConfig(players=3, seed=2), [Seat(n, AI) for n in "ABC"])
    match = app.start_match(session)
    driver.until(lambda: len(match.log) > 40)   # more than the view holds at once
    driver.click(app.top.layout.zone("log").center)
    view = app.top
    assert isinstance(view, LogScene)
    told = " ".join(match.log)
    lines = [line for line, _newest, _first in view.lines()]
    assert sum(first for _line, _newest, first in view.lines()) == len(match.log)
    assert all(line.rstrip("-") in told for line in lines)   # every entry, whole
    assert view.max_scroll() > 0 and view.scroll is None   # at the newest entry
    driver.key(pygame.K_HOME)
    assert view.scroll == 0
    driver.key(pygame.K_ESCAPE)
    assert not isinstance(app.top, LogScene)
    driver.key(pygame.K_l)
    assert isinstance(app.top, LogScene)


def test_the_keyboard_s_cell_is_forgotten_at_a_new_turn(app, driver):
    session = session_with_human_first(3, seed=1)
    match = app.start_match(session)
    driver.frame()
    scene = PlacementScene(match)
    scene.cursor = (1, 0)
    scene.on_game_changed()
    assert scene.cursor == (1, 0)   # within the turn it stays where the keys put it
    match.game.turn += 1
    scene.on_game_changed()
    assert scene.cursor is None
