"""M6 in the computer players: diamonds are money of a currency of their own (valued like
any currency by the evaluation), and they pay exactly for a tile on any square, which the
evaluation counts as an exact payment it could make."""

from __future__ import annotations

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Card, Currency
from game.rules.modules.diamonds import DIAMOND


class DiamondsPart(AiPart):
    module_id = "diamonds"

    def payers(self, hand: list[Card], currency: Currency,
               by_currency: dict[Currency, list[int]]) -> list[list[int]]:
        diamonds = by_currency.get(DIAMOND, [])
        return [diamonds] if diamonds and currency is not DIAMOND else []


register(DiamondsPart())
