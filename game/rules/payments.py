"""Choosing cards: which sets of cards are worth offering as payments or money takes.

Payments with more cards than needed are legal (D2) and the engine accepts them, but the
legal-action list offers only *minimal* payments (no card could be left out), one per
multiset of values: any other payment is an overpay that gains nothing in the base game.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.types import Card, MoneyCard


def minimal_payments(cards: Sequence[MoneyCard], price: int) -> list[tuple[MoneyCard, ...]]:
    """Every set of ``cards`` worth at least ``price`` from which no card can be left out,
    one per multiset of values (cards of equal value are interchangeable)."""
    by_value: dict[int, list[MoneyCard]] = {}
    for card in sorted(cards, key=lambda c: c.id):
        by_value.setdefault(card.value, []).append(card)
    values = sorted(by_value, reverse=True)
    found: list[tuple[MoneyCard, ...]] = []
    chosen: list[MoneyCard] = []

    def extend(index: int, total: int) -> None:
        # ``chosen`` is worth less than the price; try 0, 1, 2... cards of the next value.
        if index == len(values):
            return
        extend(index + 1, total)
        added = 0
        for card in by_value[values[index]]:
            chosen.append(card)
            added += 1
            total += card.value
            if total >= price:
                # Without this card (the smallest: values go largest first) the set was
                # short, so no card of it can be left out: it is minimal.
                found.append(tuple(chosen))
                break
            extend(index + 1, total)
        del chosen[len(chosen) - added:]

    extend(0, 0)
    return found


def money_takes(display: Sequence[Card], limit: int) -> list[tuple[Card, ...]]:
    """Sets of display cards one may take (RULES 1.3): any single card, or several money
    cards worth at most ``limit`` together; one set per multiset of (currency, value)."""
    cards = list(display)
    keys = [_card_key(c) for c in cards]
    values = [c.value if c.is_money else None for c in cards]  # type: ignore[attr-defined]
    seen: set[tuple] = set()
    takes: list[tuple[Card, ...]] = []
    for subset in range(1, 1 << len(cards)):
        members = [i for i in range(len(cards)) if subset >> i & 1]
        if len(members) > 1:
            worth = [values[i] for i in members]
            if None in worth or sum(worth) > limit:  # type: ignore[arg-type]
                continue
        key = tuple(sorted(keys[i] for i in members))
        if key not in seen:
            seen.add(key)
            takes.append(tuple(cards[i] for i in members))
    return takes


def _card_key(card: Card) -> tuple:
    if isinstance(card, MoneyCard):
        return ("money", card.currency.value, card.value)
    return (type(card).__name__, card.id)
