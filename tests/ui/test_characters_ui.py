"""M7 Characters at the table, driven by real events: a human bids in an auction (the bids
offered in words), wins the character, sees it beside their name, and uses Laila's swap
among the turn's other actions."""

from __future__ import annotations

import pygame

from game.rules.modules import characters as ch
from game.rules.modules.characters import AmmarStep, state_of
from game.scenes.amounts import AmountScene
from game.scenes.choice import ChoiceScene
from game.scenes.turn.scene import TurnScene
from tests.modules.helpers import module_game, set_hand
from tests.modules.test_characters import card_of, give, turn_of
from tests.rules.helpers import take_one_and_end_turn
from tests.ui.scenarios import advance_until, ammar_with_many_steps, seated


def test_a_human_wins_an_auction_with_a_bid(app, driver):
    game = module_game("characters", players=3, seed=2)
    turn_of(game, 0)
    set_hand(game, 1, "florin 5")
    set_hand(game, 2)  # the computer players hold nothing: they can only pass
    set_hand(game, 0)
    take_one_and_end_turn(game, card_of(game, ch.YUSUF))
    assert game.phase == ch.BID and game.to_move == 1
    match = app.start_match(seated(game, [1]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene) and scene.in_module_stage
    driver.press_button("bid")   # the amounts, a row per currency that can pay
    chooser = app.top
    assert isinstance(chooser, AmountScene)
    assert [(row.currency, row.least, row.most) for row in chooser.rows] == [("florin", 1, 5)]
    assert chooser.button("bid0").label == "Bid 1 florin"
    driver.press_button("bid0")
    driver.until(lambda: match.game.phase == ch.PAY)   # D38: the winner chooses the cards
    assert app.top.button("stage0").label == "Pay 5"
    driver.press_button("stage0")
    driver.until(lambda: state_of(match.game).auction is None)
    assert state_of(match.game).holds(1, ch.YUSUF) is not None
    assert ("U", True) in app.top.tokens(1)  # Yusuf, face up beside the player


def test_laila_is_used_from_the_turns_other_actions(app, driver):
    game = module_game("characters", players=3, seed=3)
    turn_of(game, 0)
    give(game, 0, ch.LAILA)
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    old = match.game.market[1]
    driver.press_button("more")
    chooser = app.top
    assert isinstance(chooser, ChoiceScene)
    entry = next(c for c in chooser.choices if c.label.startswith("Laila: swap the tile on "
                                                                 "square 2"))
    driver.press_button(entry.label)
    assert match.game.market[1] is not old and isinstance(app.top, TurnScene)
    assert scene is app.top


def test_abdul_karim_pays_a_building_clicked_in_the_hand(app, driver):
    from tests.modules.helpers import real_tile, set_market
    from tests.ui.test_modules_ui import click_cards

    game = module_game("characters", players=3, seed=3)
    turn_of(game, 0)
    give(game, 0, ch.KARIM)
    tile = real_tile("tower", 13)
    set_market(game, tile)
    set_hand(game, 0, "florin 9", "florin 4")  # money pays it too
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    karim = card_of(game, ch.KARIM)
    driver.click(scene.regions.rect_of("square", 0).center)
    driver.press_button("autopay")
    assert karim.id not in scene.pay  # Auto-pay keeps him while money pays
    scene.pay = []
    scene.touch()
    driver.frame()
    click_cards(driver, scene, [karim.id])
    head, _, _, ready = scene.advice()
    assert ready and "Abdul Karim" in head
    driver.press_button("buy")
    assert tile in match.game.players[0].pending
    assert karim.id in state_of(match.game).gone


def _ammar_with_many_steps(app, driver):
    game = advance_until({"characters", "builders", "traders"}, ammar_with_many_steps)
    match = app.start_match(seated(game, [game.to_move]))
    driver.frame()
    return match, app.top


def test_every_one_of_ammar_s_many_steps_is_offered_the_removals_too(app, driver):
    match, scene = _ammar_with_many_steps(app, driver)
    legal = match.game.legal_actions()
    driver.press_button("more")
    chooser = app.top
    assert isinstance(chooser, ChoiceScene)
    assert {c.action for c in chooser.choices} == {a for a in legal if a.kind != "none"}
    assert any(c.action.kind == "remove" for c in chooser.choices)
    headings = [row.words for row in chooser.rows if row.choice is None]
    assert "Take a tile out to the reserve" in headings
    driver.key(pygame.K_ESCAPE)
    mark = len(match.game.log)
    driver.press_button("no_step")
    assert match.game.log[mark] == AmmarStep("none", 0, (0, 0))


def test_ammar_s_step_is_made_on_the_alhambra_as_a_redesign(app, driver):
    match, scene = _ammar_with_many_steps(app, driver)
    game, seat, mark = match.game, match.game.to_move, len(match.game.log)
    removal = next(a for a in game.legal_actions() if a.kind == "remove")
    tile = game.player.alhambra.at(removal.pos)
    driver.drag(scene.geometry.cell_rect(removal.pos).center,
                scene.regions.rect_of("reserve").center)
    assert match.game.log[mark] == removal and tile in match.game.players[seat].reserve


def test_ammar_s_step_builds_a_reserve_tile_on_a_lit_cell(app, driver):
    match, scene = _ammar_with_many_steps(app, driver)
    game, mark = match.game, len(match.game.log)
    build = next(a for a in game.legal_actions() if a.kind == "add")
    driver.click(scene.regions.rect_of("reserve_tile", build.tile).center)
    assert scene.targets is not None and build.pos in scene.targets.legal
    assert scene.advice()[0].startswith("Redesign: build")
    driver.click(scene.geometry.cell_rect(build.pos).center)
    assert match.game.log[mark] == build
