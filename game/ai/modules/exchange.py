"""M2 in the computer players: an exchange office is worth the exact payments it makes
possible (its two currencies paying together), not a value of its own; held for its own
sake it measured worse, as bots then took offices instead of money."""

from __future__ import annotations

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Card, Currency
from game.rules.modules.exchange import ExchangeCard


class ExchangePart(AiPart):
    module_id = "exchange"

    def payers(self, hand: list[Card], currency: Currency,
               by_currency: dict[Currency, list[int]]) -> list[list[int]]:
        return [by_currency.get(a, []) + by_currency.get(b, [])
                for a, b in (c.currencies for c in hand if isinstance(c, ExchangeCard))
                if currency in (a, b)]


register(ExchangePart())
