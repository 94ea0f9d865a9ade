"""M15 in the computer players: the attacks still to come, as expected losses, so that bots
keep their open sides away from where the invaders may come; and a little worth in knowing
the next attack, so that a bot offered a look by an emissary takes it.

For each scoring still to come whose attack card is not revealed yet (a revealed one is the
scoring's own line, which the evaluation counts already), weighed by its chance, the loss is
expected over the cards it may be: the known next card for the next scoring (the seat's view
shows it only if the seat looked, or with open invasion), else any card still face down,
equally likely. Per Alhambra the exposed sides are counted once and remembered until it
changes, so valuing the many candidate positions of a turn stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Game
from game.rules.modules.invaders import DIRECTIONS, PER_SIDE, RIGHT_ANGLES, exposure, state_of

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator

LOOK_WORTH = 0.5   # points: knowing the next attack (a bot offered a look takes it)


def side_weights(outlooks: tuple[tuple[int, float], ...], revealed: dict[int, str],
                 top: str | None, face_down: tuple[str, ...]) -> tuple[float, float, float, float]:
    """Expected points lost per exposed side facing N, E, S, W over the scorings to come
    (``outlooks``: number and chance), the attack cards as far as they are known."""
    weights = dict.fromkeys(DIRECTIONS, 0.0)
    coming = sorted(n for n, _ in outlooks if n not in revealed)
    if not coming or not face_down:
        return (0.0, 0.0, 0.0, 0.0)
    chance = dict(outlooks)
    later = [d for d in face_down if d != top] if top is not None else list(face_down)
    for index, number in enumerate(coming):
        if index == 0 and top is not None:
            odds = {top: 1.0}
        elif later:
            odds = {d: 1.0 / len(later) for d in later}
        else:
            continue
        ahead, across = PER_SIDE[min(number, 3)]
        for direction, p in odds.items():
            weights[direction] += chance[number] * p * ahead
            if across:
                for beside in RIGHT_ANGLES[direction]:
                    weights[beside] += chance[number] * p * across
    return tuple(weights[d] for d in DIRECTIONS)  # type: ignore[return-value]


class InvadersPart(AiPart):
    module_id = "invaders"

    def __init__(self) -> None:
        self._weights: dict[tuple, tuple[float, float, float, float]] = {}

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        state = state_of(game)
        value = LOOK_WORTH if state.knows[seat] else 0.0
        key = (evaluator.line_outlooks, tuple(sorted(state.revealed.items())), state.top,
               tuple(state.attacks))
        weights = self._weights.get(key)
        if weights is None:
            if len(self._weights) > 256:
                self._weights.clear()
            weights = self._weights[key] = side_weights(
                evaluator.line_outlooks, state.revealed, state.top,
                tuple(state.face_down()))
        exposed = exposure(game.players[seat].alhambra)
        return value - (weights[0] * exposed[0] + weights[1] * exposed[1]
                        + weights[2] * exposed[2] + weights[3] * exposed[3])


register(InvadersPart())
