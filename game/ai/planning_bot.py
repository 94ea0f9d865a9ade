"""What the three strengths share: a bot that decides whole turns.

At the first decision of a turn it lists the ways to finish the turn (``planner``), values
where each leads, picks one (each strength in its own way), and then plays the chosen plan
decision by decision without thinking again (nothing new can be learned within a turn).
Any decision it did not plan for (a view it has not seen, a module's offer between turns)
is answered by trying each legal action on a copy of the view and valuing the result.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import deque

from game.ai.dice import DicePlayer, is_dice_decision
from game.ai.evaluation import Evaluator
from game.ai.planner import PlanLimits, TurnPlan, after, plan_turns
from game.rules import (
    ACTION, Action, EndActions, EndTurn, Game, IllegalAction, RedesignAdd, RedesignExchange,
    RedesignRemove,
)

TIE = 1e-6
# Turns in a row a bot may spend only rearranging its Alhambra (redesign steps). Nothing
# else makes the game go on: when every money card is in the players' hands and the others
# cannot pay, a bot whose evaluation found each purchase worth a shade less than one more
# exchange (and the exchange back) once played 10,000 turns without end.
MAX_IDLE_TURNS = 3
REARRANGING = (RedesignAdd, RedesignRemove, RedesignExchange, EndActions, EndTurn)


class PlanFollower:
    """Remembers the rest of a chosen turn and hands out its actions while the game is
    exactly where the plan expects it to be."""

    def __init__(self) -> None:
        self._steps: deque[Action] = deque()
        self._expect: tuple[int, int, int] | None = None

    def start(self, view: Game, actions: tuple[Action, ...]) -> None:
        # The first action of the plan is being played now; these are the rest.
        self._steps = deque(actions)
        self._expect = (view.to_move, view.turn, len(view.log) + 1)

    def next(self, view: Game, legal: list[Action]) -> Action | None:
        if not self._steps or self._expect != (view.to_move, view.turn, len(view.log)):
            self._steps.clear()
            return None
        step = self._steps[0]
        if step not in legal:
            self._steps.clear()
            return None
        self._steps.popleft()
        self._expect = (view.to_move, view.turn, len(view.log) + 1)
        return step


def one_step_choice(view: Game, legal: list[Action], evaluator: Evaluator,
                    rng: random.Random) -> Action:
    """The legal action whose result looks best."""
    here = evaluator.value(view)
    best: list[Action] = []
    best_value = float("-inf")
    for act in legal:
        try:
            v = evaluator.value(after(view, act))
        except IllegalAction:
            v = here
        if v > best_value + TIE:
            best, best_value = [act], v
        elif v >= best_value - TIE:
            best.append(act)
    return rng.choice(best)


class PlanningBot(ABC):
    """A bot that plans its turns; a strength says how it values positions
    (``evaluator``), how widely it plans (``limits``) and how it picks a plan (``pick``)."""

    name = "planning"
    limits = PlanLimits()
    dice_look_ahead = True  # Alcazaba: weigh the dice to the end of the turn (else one throw)
    dice_noise = 0.0        # Alcazaba: how loosely it values the tiles (points)
    dice_forecast = 0       # Alcazaba: rest-of-round playouts of the rivals' markers (0: none)

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.follower = PlanFollower()
        self.thought = False   # whether the last decision was worked out (not from a plan)
        self.idle_turns = 0    # own turns in a row that only rearranged the Alhambra

    @abstractmethod
    def evaluator(self, view: Game) -> Evaluator:
        """How this strength values positions, for the decision starting at ``view``."""

    @abstractmethod
    def pick(self, view: Game, plans: list[TurnPlan]) -> TurnPlan:
        """The plan to play, from ``plans`` (best first by the evaluation)."""

    def choose(self, view: Game) -> Action:
        self.thought = False
        legal = view.legal_actions()
        planned = self.follower.next(view, legal)
        if planned is not None:
            return planned
        if len(legal) == 1:
            return legal[0]
        self.thought = True
        evaluator = self.evaluator(view)
        if is_dice_decision(view):
            return DicePlayer(view, evaluator, self.rng, self.dice_look_ahead,
                              self.dice_noise, self.dice_forecast).choose(legal)
        plans = plan_turns(view, evaluator.value, self.limits.for_table(view))
        if not plans:
            return one_step_choice(view, legal, evaluator, self.rng)
        if self.idle_turns >= MAX_IDLE_TURNS and view.phase == ACTION:
            plans = [p for p in plans if not _only_rearranges(p)] or plans
        chosen = self.pick(view, plans)
        if view.phase == ACTION:
            self.idle_turns = self.idle_turns + 1 if _only_rearranges(chosen) else 0
        self.follower.start(view, chosen.actions[1:])
        return chosen.actions[0]


def _only_rearranges(plan: TurnPlan) -> bool:
    """Whether a turn plan only moves the seat's own tiles about (takes, buys, nothing)."""
    return all(isinstance(act, REARRANGING) for act in plan.actions)
