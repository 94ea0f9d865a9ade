"""Normal: plans its whole turn and plays the plan the evaluation likes best."""

from __future__ import annotations

from game.ai.evaluation import DEFAULT_WEIGHTS, Evaluator, Weights
from game.ai.learned import LearnedEvaluator, LearnedModel
from game.ai.planner import PlanLimits, TurnPlan
from game.ai.planning_bot import TIE, PlanningBot
from game.rules import Game


class NormalBot(PlanningBot):
    name = "normal"

    def __init__(self, seed: int = 0, weights: Weights = DEFAULT_WEIGHTS,
                 limits: PlanLimits = PlanLimits(), model: LearnedModel | None = None) -> None:
        """``model``: judge positions with this learned evaluation instead of the hand-set
        one (a measuring seat: it shows what the learned judgement alone is worth)."""
        super().__init__(seed)
        self.weights = weights
        self.limits = limits
        self.model = model
        if model is not None:
            self.name = "normal-learned"

    def evaluator(self, view: Game) -> Evaluator:
        if self.model is not None:
            return LearnedEvaluator(view, view.to_move, self.model, self.weights,
                                    market_threat=True)
        return Evaluator(view, view.to_move, self.weights)

    def pick(self, view: Game, plans: list[TurnPlan]) -> TurnPlan:
        """The best plan; equal ones are told apart by the bot's own random generator."""
        top = plans[0].value
        return self.rng.choice([p for p in plans if p.value >= top - TIE])
