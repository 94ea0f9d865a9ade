"""Normal: plans its whole turn and plays the plan the evaluation likes best."""

from __future__ import annotations

from game.ai.evaluation import DEFAULT_WEIGHTS, Evaluator, Weights
from game.ai.planner import PlanLimits, TurnPlan
from game.ai.planning_bot import TIE, PlanningBot
from game.rules import Game


class NormalBot(PlanningBot):
    name = "normal"

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT_WEIGHTS,
                 limits: PlanLimits = PlanLimits()) -> None:
        super().__init__(seed)
        self.weights = weights
        self.limits = limits

    def evaluator(self, view: Game) -> Evaluator:
        return Evaluator(view, view.to_move, self.weights)

    def pick(self, view: Game, plans: list[TurnPlan]) -> TurnPlan:
        """The best plan; equal ones are told apart by the bot's own random generator."""
        top = plans[0].value
        return self.rng.choice([p for p in plans if p.value >= top - TIE])
