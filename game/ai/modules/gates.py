"""M5 in the computer players: a gate card held is worth a little while tiles are still to
come (a tile that could not be built on foot then can); its use is one more placement the
evaluation judges like any other."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Game
from game.rules.modules.gates import gates_held

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator

GATE_WORTH = 1.5  # points, with the whole game ahead


class GatesPart(AiPart):
    module_id = "gates"

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        return GATE_WORTH * evaluator.time_left * min(2, gates_held(game, seat))


register(GatesPart())
