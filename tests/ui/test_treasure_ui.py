"""M13 Treasure chamber at the table, driven by real events: a room chosen in its panel, paid
with cards clicked in the hand (a mix of currencies) and bought with "Buy"; at the end of the
turn a chest put on a building by clicking it where it is lit; chests offered to another human
bring the curtain in hot-seat."""

from __future__ import annotations

import pygame

from game.rules import ACTION, PLACEMENT, EndTurn
from game.rules.modules.treasure import PLACE, TakeRoom, state_of
from game.scenes.curtain import CurtainScene
from game.scenes.turn.scene import TurnScene
from tests.modules.helpers import build_in_game, module_game, set_hand
from tests.modules.test_treasure import GARDENS, TOWERS, set_room
from tests.ui.scenarios import seated


def treasure_table(app, humans=(0,), players: int = 3):
    game = module_game("treasure", players=players)
    build_in_game(game, 0, {(1, 0): GARDENS[0], (-1, 0): GARDENS[1], (0, 1): TOWERS[0]})
    set_room(game, 1, "garden", "tower", "tower", "pavilion")
    hand = set_hand(game, 0, "florin 3", "dirham 2", "denar 4", "ducat 9")
    match = app.start_match(seated(game, list(humans)))
    return match, hand


def test_a_room_is_bought_with_clicks_and_a_chest_placed_on_a_lit_building(app, driver):
    match, hand = treasure_table(app)
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene) and match.game.phase == ACTION
    driver.click(scene.regions.rect_of("treasure_room", 1).center)
    assert scene.buying is not None and scene.buying.offer.source == "treasure"
    head, _, _, ready = scene.advice()
    assert "room 2" in head and not ready
    for card in hand[:2]:                                  # 3 florins + 2 dirhams: short
        driver.click(scene.regions.rect_of("hand_card", card.id).center)
    head, _, _, ready = scene.advice()
    assert "more needed" in head and not ready
    driver.click(scene.regions.rect_of("hand_card", hand[2].id).center)   # + 4 denars = 9
    head, _, detail, ready = scene.advice()
    assert ready and "9" in head and "No change" in detail
    driver.press_button("buy")
    game = match.game
    assert isinstance(game.log[-1], TakeRoom) and game.log[-1].room == 1
    assert sorted(c.id for c in game.players[0].hand) == [hand[3].id]
    assert game.phase == PLACEMENT
    scene = app.top
    driver.press_button("end_turn")
    driver.until(lambda: match.game.phase == PLACE)
    state = state_of(match.game)
    assert state.placed[0] == {TOWERS[0].id: "tower"}     # the tower went on by itself
    scene = app.top
    assert isinstance(scene, TurnScene) and scene.in_module_stage
    head, detail = scene.stage_words()
    assert "garden chest" in head and "3 chests left" in detail
    scene.refresh()
    driver.click(scene.geometry.cell_rect((0, 1)).center)   # the tower: not lit
    assert GARDENS[0].id not in state.placed[0] and match.game.phase == PLACE
    driver.click(scene.geometry.cell_rect((-1, 0)).center)  # a lit garden
    assert state.placed[0][GARDENS[1].id] == "garden"
    assert match.game.phase != PLACE or match.game.to_move != 0


def test_auto_pay_picks_the_cheapest_mix(app, driver):
    match, hand = treasure_table(app)
    driver.frame()
    scene = app.top
    driver.click(scene.regions.rect_of("treasure_room", 0).center)
    driver.press_button("autopay")
    assert sorted(scene.pay) in (sorted([hand[0].id, hand[1].id, hand[2].id]),
                                 sorted([hand[3].id]))   # 9 either way
    head, _, _, ready = scene.advice()
    assert ready


def test_chests_offered_to_another_human_bring_the_curtain(app, driver):
    game = module_game("treasure", players=3)
    build_in_game(game, 1, {(1, 0): GARDENS[0], (-1, 0): GARDENS[1]})
    set_room(game, 0, "garden", "tower", "tower", "pavilion")
    cards = tuple(c.id for c in set_hand(game, 0, "florin 8"))
    game.apply(TakeRoom(0, cards))
    game.apply(EndTurn())
    assert game.phase == PLACE and game.to_move == 1
    match = app.start_match(seated(game, [0, 1]))
    match.holder = 0
    match.route()
    driver.frame()
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    assert "treasure room" in curtain.reason()
    driver.click(curtain.button.rect.center)
    scene = app.top
    assert isinstance(scene, TurnScene)
    scene.refresh()
    driver.click(scene.geometry.cell_rect((1, 0)).center)
    assert state_of(match.game).placed[1] == {GARDENS[0].id: "garden"}


def test_the_panel_and_chests_draw(app, driver):
    match, _ = treasure_table(app)
    state = state_of(match.game)
    state.placed[0][GARDENS[0].id] = "garden"
    state.bag["garden"] -= 1
    match.version += 1
    driver.frame()
    surface = pygame.display.get_surface()
    assert surface is not None
    scene = app.top
    scene.refresh()
    assert scene.tokens(0) == [("1", True)]
    assert all(scene.regions.rect_of("treasure_room", r) for r in range(3))


def test_a_room_says_where_its_chests_would_go_before_any_card_is_chosen(app, driver):
    """RULES M13: before paying, the room tells which of its chests the buyer's buildings
    would take (and on which), and which would go to the next players or the bag."""
    match, hand = treasure_table(app)
    driver.frame()
    scene = app.top
    room = scene.regions.rect_of("treasure_room", 1)
    driver.move(room.center)
    tip = scene.part_for_tag("treasure_room").tip(scene, "treasure_room", 1)
    first, second = (t.label() for t in GARDENS[:2])
    assert (f"1 garden on {first} or {second}" in tip
            or f"1 garden on {second} or {first}" in tip)   # the player chooses
    assert f"1 tower on {TOWERS[0].label()}" in tip
    assert "1 pavilion and 1 tower would go to the next players" in tip
    driver.click(room.center)
    _head, _colour, detail, _ready = scene.advice()
    assert detail.startswith("Your buildings would take 1 garden on")
    assert "1 pavilion and 1 tower would go to the next players or back into the bag" in detail


def test_a_room_none_of_whose_chests_the_buyer_can_place_asks_before_it_is_bought(app, driver):
    """A purchase that would put no chest on the buyer's buildings (every chest to the others
    or the bag) is confirmed first; "Not now" changes nothing."""
    from game.scenes.menu import MenuScene

    match, hand = treasure_table(app)
    set_room(match.game, 2, "seraglio", "seraglio", "arcades", "chambers")
    match.version += 1
    driver.frame()
    scene = app.top
    driver.click(scene.regions.rect_of("treasure_room", 2).center)
    assert "None of these chests has a building of yours" in scene.advice()[2]
    driver.click(scene.regions.rect_of("hand_card", hand[3].id).center)   # 9 ducats
    assert scene.advice()[3]
    driver.press_button("buy")
    dialog = app.top
    assert isinstance(dialog, MenuScene) and "buy it all the same?" in dialog.title
    assert match.game.phase == ACTION and not match.game.log
    driver.click(dialog.button("Not now").rect.center)
    assert match.game.phase == ACTION and not match.game.log
    driver.press_button("buy")
    driver.click(app.top.button("Yes, buy it").rect.center)
    assert isinstance(match.game.log[-1], TakeRoom) and match.game.log[-1].room == 2
