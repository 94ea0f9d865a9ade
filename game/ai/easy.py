"""Easy: a shallow, short-sighted player who makes human-looking slips.

It plans only the next action of a turn (after an exact payment it looks one purchase
further at most), judges positions by the next scoring alone and ignores what its rivals
gain, and picks among its options at random with a preference for the better ones, so a
beginner can beat it while its moves still make sense.
"""

from __future__ import annotations

import math

from game.ai.evaluation import Evaluator, Weights
from game.ai.planner import PlanLimits, TurnPlan
from game.ai.planning_bot import PlanningBot
from game.rules import Game

EASY_WEIGHTS = Weights(money=0.3, exact=0.3, wall_growth=0.0, open_sides=0.0, leader=0.0)
EASY_LIMITS = PlanLimits(beam=1, adds_per_tile=1, exchanges=False)
TEMPERATURE = 2.5   # points: how loosely it prefers better plans


class EasyBot(PlanningBot):
    name = "easy"
    limits = EASY_LIMITS
    dice_look_ahead = False
    dice_noise = 2.0

    def evaluator(self, view: Game) -> Evaluator:
        return Evaluator(view, view.to_move, EASY_WEIGHTS, horizon=1)

    def pick(self, view: Game, plans: list[TurnPlan]) -> TurnPlan:
        """A plan drawn with probability growing with its value (softmax)."""
        top = plans[0].value
        weights = [math.exp((p.value - top) / TEMPERATURE) for p in plans]
        return self.rng.choices(plans, weights=weights)[0]
