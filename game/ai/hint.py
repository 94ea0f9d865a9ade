"""A hint for a learning player: what the Normal computer player would do now, and why.

At the start of a turn (or of its placements) Normal plans the whole turn; the hint is that
plan, with how much better Normal judges it than the best plan that begins differently
(taking money instead of buying, say). Elsewhere (a choice between turns, a module's
question) it is Normal's answer alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.dice import is_dice_decision
from game.ai.normal import NormalBot
from game.ai.planner import first_action_sort, plan_turns
from game.rules import Action, Game


@dataclass(frozen=True)
class Hint:
    actions: tuple[Action, ...]          # what to do, the first now
    margin: float | None = None          # points better than the best different start
    instead: Action | None = None        # the first action of that different start


def hint(view: Game, seed: int = 0) -> Hint:
    """Normal's advice to ``view.to_move`` (``view`` is that seat's view)."""
    bot = NormalBot(seed)
    plans = [] if is_dice_decision(view) else plan_turns(view, bot.evaluator(view).value,
                                                         bot.limits)
    if not plans:
        return Hint((bot.choose(view),))
    best = plans[0]
    start = first_action_sort(best.actions[0])
    rival = next((p for p in plans[1:] if first_action_sort(p.actions[0]) != start), None)
    if rival is None:
        return Hint(best.actions)
    return Hint(best.actions, best.value - rival.value, rival.actions[0])

