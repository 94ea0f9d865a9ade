"""M1 in the computer players: an active vizier is a purchase out of turn still to come; a
spent one comes back with a turn action. Its worth fades with the turns left to use it.
(The window's decision itself, buying or passing, is judged like any other action.)"""

from __future__ import annotations

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Game

ACTIVE_VIZIER = 2.0  # points, while there is time to use it (measured neutral: 0.34 of 90)


class VizierPart(AiPart):
    module_id = "vizier"

    def seat_value(self, evaluator, game: Game, seat: int) -> float:
        if not game.ext["vizier"].active[seat]:
            return 0.0
        return ACTIVE_VIZIER * evaluator.time_left


register(VizierPart())
