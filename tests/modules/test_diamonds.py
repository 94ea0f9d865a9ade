"""RULES Part 2, M6 Diamonds (and D22): a fifth currency in the money deck that pays for a
tile on any square, all diamonds or none, never with an exchange office, and never counts in
the end-of-game distribution."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import ACTION, PLACEMENT, Buy, Currency, Game, GameConfig, IllegalAction
from game.rules.modules.diamonds import DIAMOND, VALUES, is_diamond
from tests.modules.helpers import module_game, office, real_tile, set_hand, set_market

FLORIN_SQUARE = 0  # square 1 takes florins


def diamonds_in(game: Game) -> list:
    return [c for _, c in game.locations() if is_diamond(c)]


@pytest.mark.parametrize("players", [2, 3, 6])
def test_eleven_diamonds_in_the_money_deck_with_any_number_of_players(players):  # D22
    game = module_game("diamonds", players=players)
    assert sorted(c.value for c in diamonds_in(game)) == sorted(VALUES) == [
        3, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9]
    assert DIAMOND in game.currencies


def test_diamonds_are_dealt_as_starting_money_in_some_games():
    # shuffled into the money deck before the starting money is dealt (M6)
    dealt = sum(1 for seed in range(40)
                for p in module_game("diamonds", seed=seed).players for c in p.hand
                if is_diamond(c))
    assert dealt > 0


def diamond_game(hand: tuple[str, ...], price: int = 7):
    game = module_game("diamonds", "exchange")
    tile = real_tile("pavilion", price) if price in (2, 3, 4, 5, 6, 7, 8) else None
    set_market(game, tile)
    set_hand(game, 0, *hand)
    return game, tile


def ids(game: Game, *indexes: int) -> tuple[int, ...]:
    hand = game.players[0].hand
    return tuple(hand[i].id for i in indexes)


def test_diamonds_pay_on_any_square_and_exactly_gives_another_action():
    game, _ = diamond_game(("diamond 3", "diamond 4", "florin 2"))
    pay = ids(game, 0, 1)
    assert Buy(FLORIN_SQUARE, tuple(sorted(pay))) in [
        Buy(a.square, tuple(sorted(a.cards))) for a in game.legal_actions() if isinstance(a, Buy)]
    game.apply(Buy(FLORIN_SQUARE, pay))
    assert game.phase == ACTION  # 3 + 4 = 7, exact


def test_an_overpayment_in_diamonds_ends_the_actions():
    game, _ = diamond_game(("diamond 8",))
    game.apply(Buy(FLORIN_SQUARE, ids(game, 0)))
    assert game.phase == PLACEMENT


@pytest.mark.parametrize("hand, pick, reason", [
    (("diamond 5", "florin 2"), (0, 1), "diamonds_alone"),   # never mixed
    (("diamond 3",), (0,), "too_little"),
])
def test_a_payment_is_all_diamonds_or_none(hand, pick, reason):
    game, _ = diamond_game(hand)
    with pytest.raises(IllegalAction) as refused:
        game.apply(Buy(FLORIN_SQUARE, ids(game, *pick)))
    assert refused.value.reason == reason


def test_never_with_an_exchange_office():
    game, _ = diamond_game(("diamond 5", "dirham 2"))
    card = office(game, "florin", "dirham")
    game.players[0].hand.append(card)
    with pytest.raises(IllegalAction):
        game.apply(Buy(FLORIN_SQUARE, (card.id, *ids(game, 0, 1))))
    with pytest.raises(IllegalAction):
        game.apply(Buy(FLORIN_SQUARE, (card.id, *ids(game, 0))))


def test_diamonds_never_count_in_the_final_distribution():
    game = module_game("diamonds")
    set_hand(game, 0, "diamond 9", "diamond 8", "ducat 1")
    set_hand(game, 1, "ducat 2")
    ducat = Currency("ducat")
    assert game.distribution_money(0, ducat) == 1
    assert game.distribution_money(1, ducat) == 2
    assert DIAMOND not in {game.currency_of(s) for s in range(4)}


def test_the_vizier_may_pay_exactly_in_diamonds():
    from game.rules.modules.vizier import UseVizier

    game = module_game("diamonds", "vizier")
    game.current = 1
    set_market(game, real_tile("pavilion", 7))
    set_hand(game, 0, "diamond 3", "diamond 4")
    actions = game.module("vizier").window_actions(game, 0)
    assert UseVizier(FLORIN_SQUARE, tuple(sorted(c.id for c in game.players[0].hand))) in [
        UseVizier(a.square, tuple(sorted(a.cards))) for a in actions]


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_diamonds_account_for_every_card_and_replay(seed):
    modules = {"diamonds"} | ({"exchange", "vizier"} if seed % 2 else {"change"})
    game = Game.new(GameConfig(players=2 + seed % 5, seed=seed, modules=frozenset(modules)))
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        if steps % 30 == 0:
            faces = Counter(c.value for c in diamonds_in(game))
            assert faces == Counter(VALUES)
    replay = Game.new(game.config)
    for act in game.log:
        replay.apply(act)
    assert replay.digest() == game.digest()
