"""M6 Diamonds at the table, driven by real events: diamonds have a row of their own in the
hand, pay for a florin square, and a mixed payment is refused in words before it is sent."""

from __future__ import annotations

from game.rules import ACTION
from game.rules.modules.diamonds import DIAMOND
from game.scenes.turn.scene import TurnScene
from tests.modules.helpers import module_game, real_tile, set_hand, set_market
from tests.ui.scenarios import seated
from tests.ui.test_modules_ui import click_cards


def test_a_diamond_payment_on_a_florin_square(app, driver):
    game = module_game("diamonds", seed=4)
    tile = real_tile("pavilion", 7)
    set_market(game, tile)
    set_hand(game, 0, "diamond 3", "diamond 4", "florin 2")
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene)
    assert DIAMOND in match.game.currencies
    hand = match.game.players[0].hand
    driver.click(scene.regions.rect_of("square", 0).center)
    click_cards(driver, scene, [hand[0].id, hand[2].id])  # a diamond and a florin
    head, _, detail, ready = scene.advice()
    assert not ready and "all diamonds or none" in detail
    click_cards(driver, scene, [hand[2].id, hand[1].id])  # the florin out, a diamond in
    head, _, _, ready = scene.advice()
    assert ready and "exact" in head
    driver.press_button("buy")
    assert match.game.phase == ACTION  # exact: another action
    assert tile in match.game.players[0].pending
