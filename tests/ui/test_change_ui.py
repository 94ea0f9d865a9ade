"""M11 Change at the table, driven by real events: a coin lies in the hand panel and pays
like money, an overpayment says how many coins of change it brings, and the coins arrive."""

from __future__ import annotations

from game.rules import ACTION, Currency
from game.rules.modules.change import COINS, coins_of
from game.rules.data import BASE_TILES
from game.scenes.turn.scene import TurnScene
from tests.modules.helpers import module_game, set_hand, set_market
from tests.ui.scenarios import seated
from tests.ui.test_modules_ui import click_cards


def coin_of(game, seat, currency):
    state = game.ext["change"]
    coin = next(COINS[i] for i in state.bag if COINS[i].currency is Currency(currency))
    state.bag.remove(coin.id)
    state.held[seat].append(coin.id)
    return coin


def test_a_coin_pays_and_an_overpayment_brings_change(app, driver):
    game = module_game("change", seed=4)
    cheap = next(t for t in BASE_TILES if t.price == 3)
    dear = next(t for t in BASE_TILES if t.price == 2 and t is not cheap)
    set_market(game, None, None, dear, cheap)  # squares 3 (denar) and 4 (ducat)
    set_hand(game, 0, "ducat 2", "denar 9")
    coin = coin_of(game, 0, "ducat")
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene)
    assert scene.regions.rect_of("hand_card", coin.id) is not None  # the coin is shown
    # exactly 3 ducats with the coin: another action
    driver.click(scene.regions.rect_of("square", 3).center)
    click_cards(driver, scene, [match.game.players[0].hand[0].id, coin.id])
    head, _, _, ready = scene.advice()
    assert ready and "exact" in head
    driver.press_button("buy")
    assert match.game.phase == ACTION and not coins_of(match.game, 0)
    # 9 denars for a price of 2: 7 over, 3 coins of change, said before paying
    driver.click(scene.regions.rect_of("square", 2).center)
    denar = next(c for c in match.game.players[0].hand if c.value == 9)
    click_cards(driver, scene, [denar.id])
    head, _, _, ready = scene.advice()
    assert ready and "3 coins of change" in head
    driver.press_button("buy")
    assert len(coins_of(match.game, 0)) == 3
    assert "change" in " ".join(match.log[-3:])
