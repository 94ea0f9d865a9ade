"""Expansion 3 at the table, driven by real events: a wall card chosen in its panel and put
on a tile of the player's own (refusals say why); a thief played between turns from the
hand, asked behind the curtain in hot-seat whether or not one could take a card; the
trader's citizens picked in secret and the disc laid on a lit place of the grid."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules import KINDS, WINDOW, Currency, Game, GameConfig, Pass
from game.rules.modules.citywalls import ADDED, wall_cards
from game.rules.modules.thieves import PlayThief
from game.rules.modules.traders import LIFTED, PICK, SIDE
from game.scenes.curtain import CurtainScene
from game.scenes.choice import ChoiceScene
from game.scenes.menu import MenuScene
from game.scenes.turn.scene import TurnScene
from tests.modules.helpers import module_game, real_tile, set_display
from tests.modules.test_thieves import end_turn_of_seat0, give_thieves
from game.ui.layout import rect
from tests.ui.scenarios import advance_until, seated

PAVILION_6 = real_tile("pavilion", 6)   # its top walled already


def test_a_wall_card_goes_on_the_tile_clicked_after_it(app, driver):
    game = module_game("citywalls", players=3)
    card = next(c for c in wall_cards() if c.sides == "N")
    game.deck.remove(card)
    game.deck_ranges.pop(card.id, None)
    game.ext["citywalls"].lying.append(card.id)
    game.players[0].reserve.append(PAVILION_6)
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene)
    driver.click(scene.regions.rect_of("wall_card", card.id).center)
    head, _, detail, ready = scene.advice()
    assert "top" in head and "click the tile" in detail and not ready
    driver.click(scene.regions.rect_of("reserve_tile", PAVILION_6.id).center)
    head, _, detail, ready = scene.advice()
    assert head.startswith("Not on") and "already has a wall" in detail and not ready
    driver.click(scene.geometry.cell_rect((0, 0)).center)   # the fountain takes it
    head, _, _, ready = scene.advice()
    assert ready and "fountain" in head
    driver.press_button("take_wall")
    assert match.game.players[0].alhambra.at((0, 0)).sides_of(ADDED) == {"N"}
    assert not match.game.ext["citywalls"].lying


def test_a_thief_is_played_from_the_hand_behind_the_curtain(app, driver):
    game = module_game("thieves", players=3)
    thief, = give_thieves(game, 2, Currency("florin"))
    set_display(game, "florin 6", "dirham 3", "denar 2", "ducat 4")
    six = game.display[0]
    end_turn_of_seat0(game)
    assert game.phase == WINDOW and game.to_move == 2
    match = app.start_match(seated(game, [0, 2]))
    driver.frame()
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 2
    assert "thieves" in curtain.reason()   # the same words whether it can steal or not
    driver.click(curtain.button.rect.center)
    scene = app.top
    assert isinstance(scene, TurnScene) and scene.in_window
    driver.click(scene.regions.rect_of("thief", thief).center)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.title == "Play this thief?"
    driver.press_button(menu.entries[0].text())
    assert six in match.game.players[2].hand and thief in match.game.ext["thieves"].played


def test_a_lone_human_with_nothing_to_steal_is_not_asked(app, driver):
    game = module_game("thieves", players=3)
    give_thieves(game, 2, Currency("dirham"))
    set_display(game, "florin 6", "florin 3", "denar 2", "ducat 4")
    end_turn_of_seat0(game)
    assert game.phase == WINDOW and game.to_move == 2 and game.legal_actions() == [Pass()]
    match = app.start_match(seated(game, [2]))
    driver.frame()
    assert match.game.phase != WINDOW or match.game.to_move != 2  # passed for them
    assert not any(isinstance(a, PlayThief) for a in match.game.log)


def test_the_trader_is_set_up_in_secret_and_laid_on_a_lit_cell(app, driver):
    game = Game.new(GameConfig(players=3, seed=2, modules=frozenset({"traders"})))
    first = game.to_move
    match = app.start_match(seated(game, [first]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene) and match.game.phase == PICK
    for k in range(3):   # a citizen of each colour, those chosen no longer offered
        if scene.button("more") is not None:   # more choices than fit as buttons: a list
            driver.press_button("more")
            chooser = app.top
            assert isinstance(chooser, ChoiceScene) and len(chooser.choices) == 6 - k
            driver.press_button(chooser.choices[0].label)
        else:   # as buttons, each in words
            offered = [b for b in scene.buttons if b.key.startswith("stage")]
            assert len(offered) == 6 - k
            driver.press_button(offered[0].key)
    driver.until(lambda: match.game.phase == SIDE and match.game.to_move == first)
    state = match.game.ext["traders"]
    assert len(state.disc[first]) == 3 and state.revealed
    scene = app.top
    scene.refresh()
    driver.click(scene.geometry.cell_rect((1, 1)).center)   # a corner: not beside it
    assert state.pos[first] is None
    driver.click(scene.geometry.cell_rect((1, 0)).center)
    assert state.pos[first] == (1, 0)


def test_a_choice_in_a_menu_is_titled_by_what_is_chosen(app, driver):
    """The trader's citizens are chosen in a menu headed by that choice (with what it
    means under it), not under a title shared by every unrelated choice."""
    game = Game.new(GameConfig(players=3, seed=2, modules=frozenset({"traders"})))
    app.start_match(seated(game, [game.to_move]))
    driver.frame()
    driver.press_button("more")
    menu = app.top
    assert isinstance(menu, ChoiceScene)
    assert menu.title == "Your trader: choose citizen 1 of 3"
    assert "the others see your choice only when everyone has chosen" in menu.note


def test_a_stage_s_buttons_never_spill_out_of_the_actions_panel(app, driver):
    """The trader disc lifted with the supply empty: "Move the citizen in" and "Keep the
    disc as it is" in German are too long for two buttons side by side, so they are offered
    in the Choose… menu instead of running out of the panel into the tray."""
    if not i18n.has_catalog("de"):
        pytest.skip("the catalogs are compiled by make")
    game = advance_until(["traders"], lambda g: g.phase == LIFTED)
    state = game.ext["traders"]
    for kind in KINDS:
        state.supply[kind] = 0
    assert len(game.legal_actions()) == 2
    i18n.set_language("de")
    try:
        app.start_match(seated(game, [game.to_move]))
        driver.frame()
        scene = app.top
        panel = rect("actions")
        assert all(panel.contains(button.rect) for button in scene.buttons
                   if button.key not in ("menu", "speed", "skip"))
        assert scene.button("more") is not None   # Choose…
    finally:
        i18n.set_language(i18n.ENGLISH)
