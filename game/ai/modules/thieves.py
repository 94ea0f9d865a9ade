"""M10 in the computer players: a thief held is a money card still to be taken, worth about
an average display card while there is time to spend it, so a thief is played when the card
it takes is worth more than keeping it (and every thief goes before the end). Which card to
take, and whether to go on, is the evaluation of the hand it leads to."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Game

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator

THIEF_TAKES = 4.0  # the money a thief is expected to take, played when it pays


class ThievesPart(AiPart):
    module_id = "thieves"

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        held = len(game.ext["thieves"].held[seat])
        return evaluator.money_weight * THIEF_TAKES * held


register(ThievesPart())
