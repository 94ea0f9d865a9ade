"""Bots finish whole games, against each other, for 2 to 6 players."""

from __future__ import annotations

import pytest

from game.ai import play_game
from game.rules import GameConfig
from tests.ai.states import quick_bot


@pytest.mark.parametrize("kinds, seed", [
    (("normal", "easy"), 1),
    (("hard", "normal"), 2),
    (("hard", "easy", "normal"), 3),
    (("normal", "normal", "easy", "random"), 4),
    (("easy", "normal", "greedy", "easy", "normal"), 5),
    (("normal", "easy", "normal", "easy", "normal", "easy"), 6),
])
def test_bots_finish_a_game(kinds, seed):
    bots = [quick_bot(kind, seed * 10 + seat) for seat, kind in enumerate(kinds)]
    game = play_game(GameConfig(players=len(kinds), seed=seed), bots)
    assert game.is_over
    assert game.winners
    assert game.scorings_done == 3
    assert sum(game.scores) > 0


def test_normal_beats_random_play_clearly():
    """Not a strength measurement (that is the arena's job), a sanity check: a Normal bot
    that lost to random moves would have its evaluation upside down."""
    bots = [quick_bot("normal", 1), quick_bot("random", 2)]
    game = play_game(GameConfig(players=2, seed=9), bots)
    assert game.scores[0] > game.scores[1] + 20


@pytest.mark.parametrize("players", [2, 4])
def test_bots_finish_a_game_with_every_module(players):
    """Modules bring decisions of their own (between turns, new actions); the bots answer
    them too, through the same plans and one-step judgement."""
    from game.rules.modules import REGISTRY

    # Hard's answers to every module's decisions are checked in test_legality; here it
    # plays at the larger table only, where a game is shorter for each seat
    kinds = ("normal", "easy") if players == 2 else ("hard", "normal", "easy", "normal")
    bots = [quick_bot(kind, 70 + seat) for seat, kind in enumerate(kinds)]
    config = GameConfig(players=players, seed=7, modules=frozenset(REGISTRY))
    game = play_game(config, bots)
    assert game.is_over and game.winners
