"""M11 in the computer players: coins are money (they pay like a card of value 1 in their
currency, and count at the end), so each is worth what a unit of money is worth to the
evaluation; the change an overpayment brings is seen as the coins it puts in front of the
player once the purchase is tried."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Game
from game.rules.modules.change import coins_of

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator


class ChangePart(AiPart):
    module_id = "change"

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        return evaluator.money_weight * len(coins_of(game, seat))


register(ChangePart())
