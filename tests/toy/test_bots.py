"""The computer players with the toy module on: they play its offer, its tents, its stages
and its scoring decisions from the legal actions alone (the toy has no AI part), and the
evaluation still counts what its scoring lines will give or take."""

from __future__ import annotations

import pytest

from game.ai import make_bot, play_game
from game.ai.evaluation import Evaluator
from game.ai.shape import shape_of
from game.rules import GameConfig
from tests.toy.rules import TAX, TOY
from tests.toy.test_rules import buy_and_place_a_tent, toy_game


@pytest.mark.parametrize("seed, kinds", [(21, ("normal", "easy", "random")),
                                         (22, ("random", "normal")),
                                         (23, ("easy", "random", "normal", "greedy"))])
def test_bots_finish_seeded_games_with_the_toy_on(seed, kinds):
    config = GameConfig(players=len(kinds), seed=seed, modules=frozenset({TOY, "vizier"}))
    bots = [make_bot(kind, seed * 10 + n) for n, kind in enumerate(kinds)]
    game = play_game(config, bots)
    assert game.is_over and game.history[-1].number == 3
    assert all(p.score >= 0 for p in game.players)
    assert all(p.alhambra.is_valid() for p in game.players)


def test_the_evaluation_counts_a_module_line_it_has_no_part_for():
    with_tent = toy_game()
    buy_and_place_a_tent(with_tent)   # a tent costs 2 points at every scoring to come
    without = with_tent.clone()
    without.players[0].alhambra.remove((1, 1))
    evaluator = Evaluator(with_tent, 0)
    chances = sum(o.chance for o in evaluator.forecast.scorings)
    assert evaluator.module_lines(with_tent)[0] == pytest.approx(-TAX * chances)
    assert evaluator.module_lines(without)[0] == 0
    shapes = [evaluator.building_value(shape_of(g.players[0].alhambra))
              for g in (with_tent, without)]
    gap = evaluator.projections(with_tent)[0] - evaluator.projections(without)[0]
    assert gap == pytest.approx(-TAX * chances + shapes[0] - shapes[1])
