"""RULES Part 2, M11 Change: coins for an overpayment, open money that pays like a card of
value 1, back into the bag when paid, and counted in the end-of-game distribution."""

from __future__ import annotations

import random

import pytest

from game.rules import ACTION, Buy, Currency, IllegalAction, MoneyCard
from game.rules.modules.change import COINS, COINS_PER_CURRENCY, Coin, coins_of
from game.rules.types import CURRENCIES
from tests.modules.helpers import module_game, set_hand, set_market


def change_game(seed: int = 1):
    game = module_game("change", seed=seed)
    return game, game.ext["change"]


def give_coins(game, seat: int, *currencies: str) -> list[Coin]:
    """Move coins of these currencies from the bag to ``seat``."""
    state = game.ext["change"]
    given = []
    for name in currencies:
        coin = next(COINS[i] for i in state.bag if COINS[i].currency is Currency(name))
        state.bag.remove(coin.id)
        state.held[seat].append(coin.id)
        given.append(coin)
    return given


def test_setup_24_coins_6_per_currency_in_the_bag():
    game, state = change_game()
    coins = [COINS[i] for i in state.bag]
    assert len(coins) == 24 and all(c.value == 1 for c in coins)
    assert {c: sum(1 for x in coins if x.currency is c) for c in CURRENCIES} == dict.fromkeys(
        CURRENCIES, COINS_PER_CURRENCY)
    assert all(not held for held in state.held)
    assert all(not isinstance(c, Coin) for p in game.players for c in p.hand)  # not dealt


@pytest.mark.parametrize("price, cards, coins", [
    (5, ("ducat 8",), 1),                 # overpaid by 3: floor(3/2) = 1
    (5, ("ducat 6",), 0),                 # overpaid by 1: none
    (2, ("ducat 6",), 2),                 # overpaid by 4: 2
    (4, ("ducat 9", "ducat 8"), 6),       # overpaying on purpose is allowed (D2): 13 over
])
def test_an_overpayment_of_x_draws_x_over_2_coins(price, cards, coins):
    game, state = change_game()
    tile = next(t for t in real_tiles(price))
    set_market(game, None, None, None, tile)  # square 4 takes ducats
    hand = set_hand(game, 0, *cards)
    ids = tuple(c.id for c in hand)
    overpaid = sum(c.value for c in hand) - price
    game.apply(Buy(3, ids))
    assert len(state.held[0]) == max(0, overpaid) // 2 == coins
    assert len(state.bag) == 24 - coins


def real_tiles(price: int):
    from game.rules.data import BASE_TILES

    return [t for t in BASE_TILES if t.price == price]


def test_the_bag_gives_only_what_it_holds():
    game, state = change_game()
    state.held[1], state.bag = list(state.bag[:-1]), state.bag[-1:]  # one coin left
    tile = real_tiles(2)[0]
    set_market(game, None, None, None, tile)
    hand = set_hand(game, 0, "ducat 9")
    game.apply(Buy(3, (hand[0].id,)))  # overpaid by 7: 3 owed, 1 left
    assert len(state.held[0]) == 1 and state.bag == []


def test_coins_pay_like_value_1_cards_and_go_back_to_the_bag():
    game, state = change_game()
    tile = real_tiles(3)[0]
    set_market(game, None, None, None, tile)
    set_hand(game, 0, "ducat 2")
    coin, = give_coins(game, 0, "ducat")
    assert coin in game.purse(0) and coin not in game.players[0].hand  # open, beside the hand
    pay = tuple(sorted((game.players[0].hand[0].id, coin.id)))
    assert any(sorted(a.cards) == list(pay) for a in game.legal_actions()
               if isinstance(a, Buy) and a.square == 3)
    game.apply(Buy(3, pay))
    assert game.phase == ACTION  # exactly 3: another action (RULES 1.3)
    assert coin.id in state.bag and coin not in game.discard
    assert not coins_of(game, 0)


def test_a_coin_of_another_currency_does_not_pay():
    game, state = change_game()
    tile = real_tiles(3)[0]
    set_market(game, None, None, None, tile)
    set_hand(game, 0, "ducat 2")
    coin, = give_coins(game, 0, "florin")
    with pytest.raises(IllegalAction):
        game.apply(Buy(3, (game.players[0].hand[0].id, coin.id)))


def test_coins_count_in_the_final_distribution():
    game, state = change_game()
    set_hand(game, 0, "ducat 3")
    set_hand(game, 1, "ducat 4")
    give_coins(game, 0, "ducat", "ducat")
    ducat = Currency("ducat")
    assert game.distribution_money(0, ducat) == 5
    assert game.distribution_money(1, ducat) == 4


def test_coins_are_public_in_every_view():
    game, state = change_game()
    give_coins(game, 1, "denar", "florin")
    view = game.view(0)
    assert coins_of(view, 1) == coins_of(game, 1)
    assert view.ext["change"].bag == state.bag


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_change_account_for_every_coin_and_replay(seed):
    from game.rules import Game, GameConfig

    modules = {"change"} | ({"vizier", "exchange"} if seed % 2 else set())
    game = Game.new(GameConfig(players=2 + seed % 5, seed=seed, modules=frozenset(modules)))
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        coins = [p for where, p in game.locations() if isinstance(p, Coin)]
        assert sorted(c.id for c in coins) == sorted(COINS)
    replay = Game.new(game.config)
    for act in game.log:
        replay.apply(act)
    assert replay.digest() == game.digest()
    assert not any(isinstance(c, Coin) for c in game.discard)  # paid coins go to the bag


def test_coins_are_money_but_never_starting_money():
    coin = next(iter(COINS.values()))
    assert isinstance(coin, MoneyCard) and not coin.counts_for_start
