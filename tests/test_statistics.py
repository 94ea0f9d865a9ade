"""The end screen's statistics: points per scoring and line, and how the game was played,
checked against the game itself."""

from __future__ import annotations

import random

import pytest

from game.rules import Buy, EndTurn, Game, GameConfig, TakeMoney, module_order
from game.statistics import WALL, statistics


def played_out(players: int, seed: int, modules: frozenset[str] = frozenset()) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed, modules=modules))
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions(redesigns=rng.random() < 0.3)))
    return game


_rng = random.Random(26)
GAMES = [(2, 1, frozenset()), (3, 2, frozenset()), (6, 3, frozenset()),
         (4, 4, frozenset(_rng.sample(module_order(), 5))),
         (3, 5, frozenset(_rng.sample(module_order(), 8))),
         (2, 6, frozenset(module_order()))]


@pytest.mark.parametrize("players, seed, modules", GAMES)
def test_the_points_add_up_to_the_final_scores(players, seed, modules):
    game = played_out(players, seed, modules)
    for entry in statistics(game):
        assert entry.replayed
        assert entry.total == game.scores[entry.seat]
        for number, lines in entry.lines.items():
            points = sum(lines.values())
            assert points <= entry.gained[number]      # a loss stops at a score of 0
            assert points == entry.gained[number] or points < 0
        assert entry.extra_actions <= entry.exact_payments
        assert entry.money_taken >= 0 and entry.money_spent >= 0
        if game.dirk is None:
            assert entry.to_dirk == 0


def _exact_buy(game: Game):
    """A purchase with exact payment open to the player to move, if any."""
    for act in game.legal_actions(redesigns=False):
        if isinstance(act, Buy):
            paid = sum(c.value for c in game.players[game.to_move].hand if c.id in act.cards)
            if paid == game.market[act.square].price:
                return act
    return None


def test_a_short_game_counted_move_by_move():
    # a take, then an exact purchase (another action) and an overpaid one
    for seed in range(200):
        game = Game.new(GameConfig(players=3, seed=seed))
        first = game.to_move
        card = game.display[0]
        game.apply(TakeMoney((card.id,)))
        game.apply(EndTurn())
        buyer = game.to_move
        exact = _exact_buy(game)
        if exact is not None:
            break
    else:
        raise AssertionError("no deal with an exact purchase at the second turn")
    price = game.market[exact.square].price
    game.apply(exact)
    stats = statistics(game)
    assert (stats[first].money_taken, stats[first].cards_taken) == (card.value, 1)
    assert stats[buyer].money_spent == price
    assert (stats[buyer].exact_payments, stats[buyer].extra_actions) == (1, 1)
    assert stats[buyer].tiles_bought == 1 and stats[buyer].redesigns == 0
    assert all(s.total == 0 for s in stats)   # nothing scored yet


def test_money_taken_spent_and_exact_payments_from_the_moves():
    game = played_out(3, 11)
    stats = statistics(game)
    # every card taken from the display is counted where it went
    taken = sum(e.cards_taken for e in stats)
    takes = [a for a in game.log if isinstance(a, TakeMoney)]
    assert taken >= sum(len(a.cards) for a in takes)
    buys = [a for a in game.log if isinstance(a, Buy)]
    assert sum(e.tiles_bought for e in stats) == len(buys)   # the base game: market only
    # the points by line: each kind and the wall over the scorings
    for entry in stats:
        assert entry.by_line(WALL) == sum(lines.get(WALL, 0) for lines in entry.lines.values())
