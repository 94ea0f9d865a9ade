"""Easy: a shallow, short-sighted player who makes human-looking slips.

It plans only the next action of a turn (after an exact payment it looks one purchase
further at most), judges positions by the next scoring alone and ignores what its rivals
gain, and picks among its options at random with a preference for the better ones, so a
beginner can beat it while its moves still make sense.
"""

from __future__ import annotations

import math
import random

from game.ai.evaluation import Evaluator, Weights
from game.ai.normal import PlanFollower, one_step_choice
from game.ai.planner import PlanLimits, TurnPlan, plan_turns
from game.rules import Action, Game

EASY_WEIGHTS = Weights(money=0.3, exact=0.3, wall_growth=0.0, open_sides=0.0, leader=0.0)
EASY_LIMITS = PlanLimits(beam=1, adds_per_tile=1, exchanges=False)
TEMPERATURE = 2.5   # points: how loosely it prefers better plans


class EasyBot:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.follower = PlanFollower()
        self.thought = False   # whether the last decision was worked out (not from a plan)

    def choose(self, view: Game) -> Action:
        self.thought = False
        legal = view.legal_actions()
        planned = self.follower.next(view, legal)
        if planned is not None:
            return planned
        if len(legal) == 1:
            return legal[0]
        self.thought = True
        evaluator = Evaluator(view, view.to_move, EASY_WEIGHTS, horizon=1)
        plans = plan_turns(view, evaluator.value, EASY_LIMITS)
        if not plans:
            return one_step_choice(view, legal, evaluator, self.rng)
        chosen = self.pick(plans)
        self.follower.start(view, chosen.actions[1:])
        return chosen.actions[0]

    def pick(self, plans: list[TurnPlan]) -> TurnPlan:
        """A plan drawn with probability growing with its value (softmax)."""
        top = plans[0].value
        weights = [math.exp((p.value - top) / TEMPERATURE) for p in plans]
        return self.rng.choices(plans, weights=weights)[0]
