"""Small facts about money hands that the bots ask again and again."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.rules import Card, Currency, MoneyCard


def money_by_currency(hand: Iterable[Card]) -> dict[Currency, list[int]]:
    """Card values per currency (non-money cards left out)."""
    out: dict[Currency, list[int]] = {}
    for card in hand:
        if isinstance(card, MoneyCard):
            out.setdefault(card.currency, []).append(card.value)
    return out


def exact_payable(values: Sequence[int], price: int) -> bool:
    """Whether some of ``values`` add up to exactly ``price`` (subset sums as a bit set)."""
    if price <= 0 or sum(values) < price:
        return price == 0
    reach = 1
    limit = (1 << (price + 1)) - 1
    for v in values:
        reach = (reach | (reach << v)) & limit
        if reach >> price & 1:
            return True
    return False
