"""A module's part in the computer players: what the evaluation asks of an expansion module
without naming it.

Each module whose worth the generic evaluation cannot see has a file in ``game/ai/modules``
with an ``AiPart`` subclass. The evaluation already counts, for every module, the buildings
it adds to the majority counts and the lines it scores at each scoring to come; a part adds
what those miss: the worth of a token held for later (an active vizier), or the ways its
cards let a hand pay exactly (an exchange office). A learned evaluation weighs those points
term by term (``features``), so a part may name them more finely than one sum. Decisions
themselves come from the legal actions, which every module lists, so a module without a
part is still played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from game.rules import Card, Currency, Game

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator


class AiPart:
    module_id: ClassVar[str]

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        """Points ``seat``'s projection gains from this module's things it holds."""
        return 0.0

    def features(self, evaluator: Evaluator, game: Game, seat: int) -> dict[str, float]:
        """The same points by name, for a learned evaluation to weigh (``game.ai.learned``):
        the terms add up to ``seat_value``. One term named after the module unless the part
        names finer ones."""
        return {self.module_id: self.seat_value(evaluator, game, seat)}

    def payers(self, hand: list[Card], currency: Currency,
               by_currency: dict[Currency, list[int]]) -> list[list[int]]:
        """Further sets of card values from ``hand`` that may pay a price in ``currency``
        exactly (together), besides the currency's own cards."""
        return []
