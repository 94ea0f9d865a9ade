"""M16 Bazaars at the table, driven by real events: a waiting bazaar clicked in its panel,
paid with cards from the hand (or Auto-pay) and bought, then dragged from the tray onto the
Alhambra, the drag saying what it would score; between turns the vizier buys one (D35)."""

from __future__ import annotations

import pygame

from game.rules import ACTION, PLACE_NOW, PLACEMENT, WINDOW, TakeMoney
from game.rules.modules.bazaars import BuyBazaar, bazaar_tile
from game.rules.modules.vizier import VizierBuy
from game.scenes.placement import PlacementScene
from game.scenes.modules import describe
from game.scenes.turn.scene import TurnScene
from tests.modules.helpers import finish_turn, real_tile, set_hand
from tests.modules.test_bazaars import DIRHAM_PSC, bazaar_game, cards, take_tile
from tests.ui.scenarios import seated

PAVILION_8 = real_tile("pavilion", 8)   # no walls


def test_a_bazaar_bought_with_clicks_and_built_by_dragging(app, driver):
    game = bazaar_game()
    game.players[0].alhambra.place(take_tile(game, PAVILION_8.id), (1, 0))
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene)
    part = scene.parts[-1]
    assert "8 dirhams" in part.tip(scene, "bazaar", DIRHAM_PSC)
    picture, spot = part.flight_source(scene, BuyBazaar(DIRHAM_PSC, ()))  # a computer's buy
    assert spot.colliderect(scene.regions.rect_of("bazaar", DIRHAM_PSC))
    driver.click(scene.regions.rect_of("bazaar", DIRHAM_PSC).center)
    head, _, _, ready = scene.advice()
    assert head.startswith("Buy bazaar P-S-C for exactly 8 dirhams") and not ready
    five, three, nine = (scene.regions.rect_of("hand_card", i)
                         for i in cards(game, "dirham 5", "dirham 3", "dirham 9"))
    driver.click(nine.center)                       # 9: an overpay, refused before Buy
    head, _, _, ready = scene.advice()
    assert not ready
    driver.click(nine.center)
    driver.click(five.center)
    driver.click(three.center)
    head, _, _, ready = scene.advice()
    assert ready and "exact" in head
    driver.press_button("buy")
    game = match.game
    assert isinstance(game.log[-1], BuyBazaar)
    assert game.phase == ACTION and game.players[0].pending == [bazaar_tile(DIRHAM_PSC)]
    assert any("bought the dirham bazaar" in line for line in match.log)
    driver.press_button("done")
    scene = app.top
    assert isinstance(scene, PlacementScene) and match.game.phase == PLACEMENT
    start = scene.regions.rect_of("tray_tile", DIRHAM_PSC).center
    target = scene.geometry.cell_rect((1, 1)).center  # beside the pavilion, below it
    driver.drag(start, target)
    assert match.game.players[0].alhambra.at((1, 1)) == bazaar_tile(DIRHAM_PSC)
    assert not match.game.players[0].pending


def test_auto_pay_pays_a_bazaar_exactly_and_the_drag_previews_its_points(app, driver):
    game = bazaar_game()
    game.players[0].alhambra.place(take_tile(game, PAVILION_8.id), (1, 0))
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    driver.click(scene.regions.rect_of("bazaar", DIRHAM_PSC).center)
    driver.press_button("autopay")
    assert sorted(scene.pay) == sorted(cards(game, "dirham 5", "dirham 3"))
    driver.press_button("buy")
    driver.press_button("done")
    scene = app.top
    assert isinstance(scene, PlacementScene)
    start = scene.regions.rect_of("tray_tile", DIRHAM_PSC).center
    cell = scene.geometry.cell_rect((1, 1)).center
    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    driver.frame()
    driver.move(((start[0] + cell[0]) // 2, (start[1] + cell[1]) // 2), held=True)
    driver.move(cell, held=True)
    ok, words = scene.targets.verdict((1, 1))
    assert ok and "scores 1 × 1 = 1 at the final scoring" in words   # the pavilion above
    driver.post(pygame.MOUSEBUTTONUP, pos=cell, button=1)
    driver.frame()
    assert match.game.players[0].alhambra.at((1, 1)) == bazaar_tile(DIRHAM_PSC)


def test_between_turns_the_vizier_buys_a_bazaar_from_its_panel(app, driver):
    game = bazaar_game("vizier", hand=("florin 2",))
    set_hand(game, 1, "dirham 5", "dirham 3")
    game.apply(TakeMoney((game.display[0].id,)))
    finish_turn(game)
    assert game.phase == WINDOW and game.to_move == 1
    offered = next(a for a in game.legal_actions() if isinstance(a, VizierBuy))
    assert describe(offered, game) == "Vizier: buy the dirham P-S-C bazaar for 8 dirhams"
    match = app.start_match(seated(game, [1]))
    driver.frame()
    scene = app.top
    if not isinstance(scene, TurnScene):   # behind the curtain first (hot-seat)
        driver.click(scene.button.rect.center)
        scene = app.top
    assert isinstance(scene, TurnScene) and scene.in_window
    driver.click(scene.regions.rect_of("bazaar", DIRHAM_PSC).center)
    driver.press_button("autopay")
    driver.press_button("vizier_buy")
    assert isinstance(match.game.log[-1], VizierBuy)
    assert match.game.phase == PLACE_NOW and match.game.to_move == 1
    assert match.game.players[1].pending == [bazaar_tile(DIRHAM_PSC)]
