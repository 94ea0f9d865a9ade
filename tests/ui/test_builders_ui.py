"""M14 Master builders at the table, driven by real events: a master builder paid like money
from the hand (Auto-pay keeps it while ordinary cards pay; chosen by hand, it pays 3 and
leaves the game, the exact payment giving another action), then, after placing, the extra
redesign step: a reserve tile clicked and then a lit cell (the bought tile itself, D33), a
built tile taken out through the dialog that asks which card to discard, and the panel's No
button."""

from __future__ import annotations

import pytest

from game.rules import ACTION, WINDOW, TakeMoney
from game.rules.modules.builders import STAGE, SkipBuilderStep, state_of
from game.scenes.menu import MenuScene
from game.scenes.placement import PlacementScene
from game.scenes.turn.scene import TurnScene
from tests.modules.helpers import module_game, real_tile, set_market
from tests.modules.test_builders import hand
from tests.modules.test_gates import WALL_WEST, extra_step_game
from tests.rules.helpers import build_in_game
from tests.ui.scenarios import seated
from tests.ui.test_modules_ui import click_cards

PAVILION_5 = real_tile("pavilion", 5)


def _bought_with_a_builder(app, driver, *specs: str):
    """Seat 0 (human) buys the pavilion of square 1 paying a florin master builder and a 2,
    then ends its actions and puts the pavilion into the reserve."""
    game = module_game("builders", players=3)
    set_market(game, PAVILION_5)
    cards = hand(game, 0, "builder florin", "florin 2", "florin 3", *specs)
    mb, two = cards[:2]
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene)
    driver.click(scene.regions.rect_of("square", 0).center)
    driver.press_button("autopay")
    assert mb.id not in scene.pay     # Auto-pay keeps the master builder: 2 + 3 pay exactly
    scene.pay = []
    scene.touch()
    driver.frame()
    click_cards(driver, scene, [mb.id, two.id])
    head, _, detail, ready = scene.advice()
    assert ready and "exact" in head and "leaves the game" in detail
    driver.press_button("buy")
    game = match.game
    assert PAVILION_5 in game.players[0].pending and game.phase == ACTION  # exact: act again
    assert mb.id in state_of(game).used and mb not in game.discard
    driver.press_button("done")
    placement = app.top
    assert isinstance(placement, PlacementScene)
    driver.press_button("reserve")
    driver.press_button("end_turn")
    assert game.phase == STAGE and game.to_move == 0
    scene = app.top
    assert isinstance(scene, TurnScene) and scene.in_module_stage
    head, _, detail, _ = scene.advice()
    assert head == "Use a master builder for an extra step?"
    return match, scene


def test_a_master_builder_pays_and_then_buys_a_step_for_the_tile_just_bought(app, driver):
    match, scene = _bought_with_a_builder(app, driver, "builder dirham")
    game = match.game
    dirham = next(c for c in game.players[0].hand if type(c).__name__ == "MasterBuilder")
    driver.click(scene.regions.rect_of("reserve_tile", PAVILION_5.id).center)
    assert scene.targets is not None and scene.targets.tile == PAVILION_5
    cell = sorted(scene.targets.legal)[0]
    driver.click(scene.geometry.cell_rect(cell).center)
    assert game.players[0].alhambra.at(cell) == PAVILION_5   # one card: no question asked
    assert dirham.id in state_of(game).used and game.phase != STAGE


def test_a_built_tile_is_taken_out_after_choosing_the_card(app, driver):
    game = module_game("builders", players=3)
    seraglio = real_tile("seraglio", 9)
    build_in_game(game, 0, {(1, 0): seraglio})
    hand(game, 0, "builder florin", "builder ducat")
    game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "TakeMoney"))
    game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "EndTurn"))
    assert game.phase == STAGE
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    driver.click(scene.geometry.cell_rect((0, 0)).center)   # the fountain never moves
    assert "fountain" in match.notice.lower() and match.game.phase == STAGE
    driver.click(scene.geometry.cell_rect((1, 0)).center)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.note == "Use a master builder for an extra step?"
    labels = [e.text() for e in menu.entries]
    assert labels == ["Take seraglio 9 to the reserve (florin builder)",
                      "Take seraglio 9 to the reserve (ducat builder)", "Not now"]
    driver.press_button("Take seraglio 9 to the reserve (ducat builder)")
    game = match.game
    assert game.players[0].alhambra.at((1, 0)) is None and seraglio in game.players[0].reserve
    ducat = state_of(game).used[-1]
    assert [type(c).__name__ for c in game.players[0].hand].count("MasterBuilder") == 1
    assert ducat not in [c.id for c in game.players[0].hand]


def test_the_no_button_keeps_the_cards(app, driver):
    match, scene = _bought_with_a_builder(app, driver, "builder denar")
    before = list(match.game.players[0].hand)
    driver.press_button("builders_no")
    game = match.game
    assert SkipBuilderStep() in game.log and game.players[0].hand[:len(before)] == before
    assert PAVILION_5 in game.players[0].reserve


def test_auto_pay_says_a_master_builder_leaves_the_game_before_buying_whatever_else_it_says(
        app, driver):
    """Auto-pay's choice with a master builder, with the change module speaking of the
    coins an overpayment brings: the advice says the builder leaves the game, before Buy."""
    game = module_game("builders", "change", players=3)
    set_market(game, PAVILION_5)
    mb, four = hand(game, 0, "builder florin", "florin 4")   # 7 for 5: the builder must pay
    app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    driver.click(scene.regions.rect_of("square", 0).center)
    driver.press_button("autopay")
    assert sorted(scene.pay) == sorted([mb.id, four.id])
    head, _, detail, ready = scene.advice()
    assert ready and "coin" in head
    assert "master builder among these cards then leaves the game" in detail


def test_a_vizier_purchase_with_a_master_builder_says_so_before_buying(app, driver):
    """Between turns too (a vizier's exact purchase), the advice says it."""
    from game.rules.modules.vizier import Vizier

    game = module_game("builders", "vizier", players=3)
    set_market(game, PAVILION_5)
    mb, two = hand(game, 1, "builder florin", "florin 2")
    Vizier.state(game).active[1] = True
    game.apply(next(a for a in game.legal_actions() if isinstance(a, TakeMoney)))
    while game.phase != WINDOW or game.to_move != 1:
        game.apply(game.legal_actions()[0])
    app.start_match(seated(game, [1]))
    driver.frame()
    scene = app.top
    driver.click(scene.regions.rect_of("square", 0).center)
    driver.press_button("autopay")
    head, _, detail, ready = scene.advice()
    assert ready and "master builder among these cards then leaves the game" in detail


@pytest.mark.parametrize("extra", ["builders", "characters"])
def test_an_extra_step_builds_through_a_gate_where_only_a_gate_lets_the_tile_in(app, driver,
                                                                              extra):
    """M5 "also in a redesign", D33: in a master builder's or Ammar's stage, a reserve tile
    dropped where only a gate lets it in offers the extra step through the gate, which
    builds it there."""
    game = extra_step_game(extra)
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene) and scene.in_module_stage
    start = scene.regions.rect_of("reserve_tile", WALL_WEST.id)
    driver.drag(start.center, scene.geometry.cell_rect((2, 0)).center)
    menu = app.top
    assert isinstance(menu, MenuScene) and "gate" in menu.entries[0].text()
    menu.entries[0].action()
    driver.frame()
    game = match.game
    assert game.players[0].alhambra.at((2, 0)) == WALL_WEST
    assert (2, 0) in game.players[0].alhambra.locked() and game.phase not in (
        "builders:redesign", "characters:ammar")
