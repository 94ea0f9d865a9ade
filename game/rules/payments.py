"""Choosing cards: which sets of cards are worth offering as payments or money takes.

Payments with more cards than needed are legal (D2) and the engine accepts them, but the
legal-action list offers only *minimal* payments (no card could be left out), one per
multiset of values: any other payment is an overpay that gains nothing in the base game.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.rules.types import Card, MoneyCard


def minimal_payments(cards: Sequence[MoneyCard], price: int,
                     mixed: bool = False) -> list[tuple[MoneyCard, ...]]:
    """Every set of ``cards`` worth at least ``price`` from which no card can be left out,
    one per multiset of values (cards of equal value are interchangeable); with ``mixed``,
    one per multiset of (value, currency), for an offer any mix of currencies pays."""
    groups: dict[tuple[int, str], list[MoneyCard]] = {}
    for card in sorted(cards, key=lambda c: c.id):
        groups.setdefault((card.value, card.currency.value if mixed else ""), []).append(card)
    keys = sorted(groups, key=lambda k: (-k[0], k[1]))  # the largest values first
    members = [groups[k] for k in keys]
    # What all the groups from each index on are worth: a branch that cannot reach the
    # price even with every card left is not explored.
    reach = [0] * (len(keys) + 1)
    for index in range(len(keys) - 1, -1, -1):
        reach[index] = reach[index + 1] + keys[index][0] * len(members[index])
    found: list[tuple[MoneyCard, ...]] = []

    def extend(index: int, total: int, chosen: tuple[MoneyCard, ...]) -> None:
        # ``chosen`` is worth less than the price; try 0, 1, 2... cards of the next group.
        if index == len(keys) or total + reach[index] < price:
            return
        extend(index + 1, total, chosen)
        for card in members[index]:
            chosen += (card,)
            total += card.value
            if total >= price:
                # Without this card (the smallest: values go largest first) the set was
                # short, so no card of it can be left out: it is minimal.
                found.append(chosen)
                break
            extend(index + 1, total, chosen)

    extend(0, 0, ())
    return found


def money_takes(display: Sequence[Card], limit: int) -> list[tuple[Card, ...]]:
    """Sets of display cards one may take (RULES 1.3): any single card, or several money
    cards worth at most ``limit`` together; one set per multiset of (currency, value)."""
    cards = list(display)
    keys = [_card_key(c) for c in cards]
    values = [c.value if c.is_money else None for c in cards]  # type: ignore[attr-defined]
    seen: set[tuple] = set()
    takes: list[tuple[Card, ...]] = []
    for members in _subsets(len(cards)):
        if len(members) > 1:
            total = 0
            for i in members:
                value = values[i]
                if value is None:
                    break
                total += value
            else:
                if total <= limit:
                    _add_take(members, cards, keys, seen, takes)
            continue
        _add_take(members, cards, keys, seen, takes)
    return takes


def _add_take(members: tuple[int, ...], cards: list[Card], keys: list[tuple],
              seen: set[tuple], takes: list[tuple[Card, ...]]) -> None:
    key = tuple(sorted(keys[i] for i in members))
    if key not in seen:
        seen.add(key)
        takes.append(tuple(cards[i] for i in members))


@lru_cache(maxsize=16)
def _subsets(n: int) -> tuple[tuple[int, ...], ...]:
    """Every non-empty set of indices below ``n``, as in counting from 1 to 2**n - 1."""
    return tuple(tuple(i for i in range(n) if subset >> i & 1) for subset in range(1, 1 << n))


def _card_key(card: Card) -> tuple:
    if isinstance(card, MoneyCard):
        return ("money", card.currency.value, card.value)
    return (type(card).__name__, card.id)
