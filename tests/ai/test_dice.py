"""The computer players in the Alcazaba variant: the worth of going on with the dice is the
exact expectation over the throws (checked against every face of every die), and every
strength plays whole games."""

from __future__ import annotations

import random
from itertools import product

import pytest

from game.ai import make_bot, play_game
from game.ai.dice import binomial, continue_value
from game.rules import KINDS, GameConfig
from game.rules.rulesets.alcazaba import DICE, MAX_THROWS, SQUARES


def brute_force(worth, count: int, throws: int) -> float:
    """The same expectation, by throwing every face of every die (the target is face 0)."""
    if throws >= MAX_THROWS:
        return worth[(count, MAX_THROWS)]
    rolled = DICE - count
    total = 0.0
    outcomes = list(product(range(len(KINDS)), repeat=rolled))
    for faces in outcomes:
        reached = count + faces.count(0)
        stop = worth[(reached, throws + 1)] if reached else 0.0
        go_on = brute_force(worth, reached, throws + 1) if throws + 1 < MAX_THROWS else stop
        total += max(stop, go_on)
    return total / len(outcomes)


@pytest.mark.parametrize("count, throws, seed", [(5, 1, 1), (6, 1, 2), (5, 2, 3), (7, 1, 4),
                                                 (4, 2, 5)])
def test_going_on_is_worth_the_exact_expectation(count, throws, seed):
    rng = random.Random(seed)
    worth = {square: rng.uniform(0, 10) for square in SQUARES}
    assert continue_value(worth, count, throws) == pytest.approx(
        brute_force(worth, count, throws))


def test_binomial_odds_sum_to_one_and_match_the_faces():
    for n in range(DICE + 1):
        assert sum(binomial(n, k) for k in range(n + 1)) == pytest.approx(1)
    faces = list(product(range(6), repeat=3))
    assert binomial(3, 2) == pytest.approx(sum(f.count(0) == 2 for f in faces) / len(faces))


def test_with_the_best_square_in_hand_it_stops():
    worth = {square: 0.0 for square in SQUARES}
    worth[(8, 1)] = 10.0  # eight of a kind at the first throw: nothing better can come
    assert continue_value(worth, 8, 1) == pytest.approx(0.0)


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_every_strength_plays_a_whole_game(kind):
    config = GameConfig(players=3, seed=5, variant="alcazaba")
    game = play_game(config, [make_bot(kind, 1, 50), make_bot("random", 2),
                              make_bot("normal", 3)])
    assert game.is_over and [s.number for s in game.history] == [1, 2, 3]
