"""M15 Invaders at the table, driven by real events: a human buys a building of an emissary's
kind paying exactly and answers the emissary's offer with the "Look" button; what was seen is
shown in that player's hand and panel alone (not to the next human at the device); the
exposed sides are marked on the large Alhambra; the attack's losses are a line of the
scoring table."""

from __future__ import annotations

import pygame

from game.rules import EndTurn, Reserve, TakeMoney
from game.rules.modules.invaders import LINE, PEEK, Peek, state_of
from game.scenes.curtain import CurtainScene
from game.scenes.modules.invaders import MARK, PILE, SEEN, InvadersPart
from game.scenes.scoring import ScoringScene
from game.scenes.turn.scene import TurnScene
from tests.modules.helpers import card_ids, finish_turn, set_hand
from tests.modules.test_invaders import PAVILION_8, buying_game, next_attack
from tests.rules.helpers import put_on_top, scoring_card
from tests.ui.scenarios import seated
from tests.ui.test_languages import drawn_words  # noqa: F401  (a fixture)


def test_the_emissarys_offer_is_answered_with_a_click_and_seen_alone(app, driver):
    game = buying_game()
    set_hand(game, 0, "florin 8", "dirham 3")
    set_hand(game, 1, "denar 2")
    match = app.start_match(seated(game, [0, 1]))
    driver.frame()
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    driver.click(curtain.button.rect.center)
    scene = app.top
    assert isinstance(scene, TurnScene)
    eight = match.game.players[0].hand[0]
    driver.click(scene.regions.rect_of("square", 0).center)
    driver.click(scene.regions.rect_of("hand_card", eight.id).center)
    driver.press_button("buy")
    assert match.game.phase == PEEK and scene.in_module_stage
    head, _, detail, _ = scene.advice()
    assert head == "Look at the next attack card?" and "pavilion emissary" in detail
    assert scene.button("stage0").label == "Look" and scene.button("stage1").label == "No"
    driver.press_button("stage0")
    state = state_of(match.game)
    assert state.knows[0] and match.game.phase == "action"
    seen = state.top
    scene.refresh()
    assert scene.regions.rect_of(SEEN, seen) is not None       # in the looker's hand
    part = InvadersPart()
    assert "You looked" in part.tip(scene, PILE, None)
    # The looker ends the turn; the next human at the device does not see the card.
    assert match.act(TakeMoney(card_ids(match.game.display[:1]))) is None
    assert match.act(Reserve(PAVILION_8.id)) is None
    assert match.act(EndTurn()) is None
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    driver.click(curtain.button.rect.center)
    scene = app.top
    scene.refresh()
    assert match.holder == 1
    assert scene.regions.rect_of(SEEN) is None
    assert "You looked" not in part.tip(scene, PILE, None)
    assert state.top == seen and state.knows == [True, False, False]


def test_a_seat_asked_outside_its_turn_is_told_why_at_the_curtain(app, driver):
    game = buying_game()
    set_hand(game, 0, "florin 8")
    game.apply(TakeMoney(card_ids(game.display[:1])))   # seat 0 plays, seat 1 is next
    finish_turn(game)
    game.current = game.to_move = 1
    state_of(game).offer = (2, "pavilion")             # as after a vizier purchase of seat 2
    game.interrupt("invaders:peek")
    game.advance([])
    assert game.phase == PEEK and game.to_move == 2
    match = app.start_match(seated(game, [1, 2]))
    driver.frame()
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 2
    assert curtain.reason() == "An emissary lets you look at the next attack card."
    driver.click(curtain.button.rect.center)
    driver.press_button("stage1")                       # "No"
    assert not state_of(match.game).knows[2] and match.game.to_move == 1
    assert "pavilion" in state_of(match.game).face_up


def test_exposed_sides_are_marked_on_the_large_alhambra(app, driver):
    game = buying_game()
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    scene.refresh()
    box = scene.geometry.cell_rect((0, 0))              # the fountain alone: four open sides
    inset = max(1, box.width // 24)
    for point in ((box.centerx, box.y + inset + 1), (box.centerx, box.bottom - inset - 2),
                  (box.x + inset + 1, box.centery), (box.right - inset - 2, box.centery)):
        assert scene.static.get_at(point)[:3] == MARK, point
    # a built tile closes the side it touches
    match.game.players[0].alhambra.place(PAVILION_8, (1, 0))
    match.version += 1
    scene.refresh()
    box = scene.geometry.cell_rect((0, 0))
    assert scene.static.get_at((box.right - inset - 2, box.centery))[:3] != MARK
    assert "open sides N2 E1 S2 W1" in InvadersPart().facts(match.game, 0)


def test_the_attack_is_a_line_of_the_scoring_table(
        app, driver, drawn_words):  # noqa: F811 (the fixture, imported)
    game = buying_game()
    next_attack(game, "N")
    game.players[0].score = 5
    match = app.start_match(seated(game, [0]))
    driver.frame()
    put_on_top(match.game, scoring_card(match.game, 1))
    match.act(TakeMoney(card_ids(match.game.display[:1])))
    match.act(EndTurn())
    scene = app.top
    assert isinstance(scene, ScoringScene)
    rows = {row.seat: row for row in scene.scored.rows}
    assert rows[0].extras[LINE] == -1 and all(r.extras[LINE] == -1 for r in rows.values())
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)                                # the line is drawn with the others
    # headed with a capital like "Wall" and "Total", though named in lower case for sentences
    assert "Invaders" in drawn_words and "invaders" not in drawn_words
    driver.click((640, 360))
    assert not isinstance(app.top, ScoringScene)
    assert Peek(True) not in match.game.legal_actions()
