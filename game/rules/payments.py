"""Choosing cards: which sets of cards are worth offering as payments or money takes.

Payments with more cards than needed are legal (D2) and the engine accepts them, but the
legal-action list offers only *minimal* payments (no card could be left out), one per
multiset of values: any other payment is an overpay that gains nothing in the base game.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import attrgetter

from game.rules.types import Card, MoneyCard

_BY_ID = attrgetter("id")


def minimal_payments(cards: Sequence[MoneyCard], price: int,
                     mixed: bool = False) -> list[tuple[MoneyCard, ...]]:
    """Every set of ``cards`` worth at least ``price`` from which no card can be left out,
    one per multiset of values (cards of equal value are interchangeable); with ``mixed``,
    one per multiset of (value, currency), for an offer any mix of currencies pays."""
    ordered, picks = minimal_payment_picks(cards, price, mixed)
    return [tuple([ordered[i] for i in picked]) for picked in picks]


def minimal_payment_picks(cards: Sequence[MoneyCard], price: int, mixed: bool = False
                          ) -> tuple[list[MoneyCard], tuple[tuple[int, ...], ...]]:
    """``minimal_payments`` as indices into ``cards`` sorted by id, returned with them (for
    a caller that wants only the cards' ids, say)."""
    ordered = sorted(cards, key=_BY_ID)
    if mixed:
        faces = tuple([(c.value, c.currency.value) for c in ordered])
    else:
        faces = tuple([(c.value, "") for c in ordered])
    return ordered, minimal_picks(faces, price)


@lru_cache(maxsize=8192)
def minimal_picks(faces: tuple[tuple[int, str], ...],
                  price: int) -> tuple[tuple[int, ...], ...]:
    """``minimal_payments`` worked out on the cards' faces alone: ``faces`` are the cards'
    (value, currency or "") in the order of their ids, and each payment is given as
    indices into them. (The same few faces meet the same prices all game long, so this
    is remembered; the cards are filled in by the caller.)"""
    groups: dict[tuple[int, str], list[int]] = {}
    for index, face in enumerate(faces):
        groups.setdefault(face, []).append(index)
    keys = sorted(groups, key=lambda k: (-k[0], k[1]))  # the largest values first
    values = [key[0] for key in keys]
    members = [groups[k] for k in keys]
    # What all the groups from each index on are worth: a branch that cannot reach the
    # price even with every card left is not explored.
    reach = [0] * (len(keys) + 1)
    for index in range(len(keys) - 1, -1, -1):
        reach[index] = reach[index + 1] + values[index] * len(members[index])
    found: list[tuple[int, ...]] = []
    _extend_picks(0, 0, (), price, values, members, reach, found)
    return tuple(found)


def _extend_picks(index: int, total: int, chosen: tuple[int, ...], price: int,
                  values: list[int], members: list[list[int]], reach: list[int],
                  found: list[tuple[int, ...]]) -> None:
    """``minimal_picks``'s search: ``chosen`` (worth ``total``) is worth less than the
    price; try 0, 1, 2... cards of group ``index``, adding the minimal payments to
    ``found``. (A function of its own, not a closure: a closure calling itself is a
    reference cycle, left to the garbage collector at every call.)"""
    if index == len(values) or total + reach[index] < price:
        return
    _extend_picks(index + 1, total, chosen, price, values, members, reach, found)
    value = values[index]
    for card in members[index]:
        chosen += (card,)
        total += value
        if total >= price:
            # Without this card (the smallest: values go largest first) the set was
            # short, so no card of it can be left out: it is minimal.
            found.append(chosen)
            break
        _extend_picks(index + 1, total, chosen, price, values, members, reach, found)


def money_takes(display: Sequence[Card], limit: int) -> list[tuple[Card, ...]]:
    """Sets of display cards one may take (RULES 1.3): any single card, or several money
    cards worth at most ``limit`` together; one set per multiset of (sort, currency, value)."""
    cards = list(display)
    return [tuple([cards[i] for i in members]) for members in take_sets(cards, limit)]


def take_sets(display: Sequence[Card], limit: int) -> tuple[tuple[int, ...], ...]:
    """``money_takes`` as indices into ``display``."""
    worth = tuple([c.value if c.is_money else None for c in display])  # type: ignore[attr-defined]
    if len(set(worth)) == len(worth) or _none_alike(display):
        # No two cards alike (the common case): which sets may be taken depends only on
        # the values, and the same few values come up all game long.
        return _take_sets_by_worth(worth, limit)
    keys = [_card_key(c) for c in display]
    seen: set[tuple] = set()
    found = []
    for members in _take_sets_by_worth(worth, limit):
        key = tuple(sorted(keys[i] for i in members))
        if key not in seen:
            seen.add(key)
            found.append(members)
    return tuple(found)


@lru_cache(maxsize=8192)
def _take_sets_by_worth(worth: tuple[int | None, ...],
                        limit: int) -> tuple[tuple[int, ...], ...]:
    """The sets of cards one may take from a display of cards worth ``worth`` (None: not
    money, taken only on its own), as indices, in the order of counting from 1 to
    2**n - 1 in binary (bit i: card i)."""
    others = 0  # the cards that are not money, as bits
    for index, value in enumerate(worth):
        if value is None:
            others |= 1 << index
    totals = [0] * (1 << len(worth))  # what each set of money cards is worth, by bits
    found = []
    for bits, members, low, rest in _subset_steps(len(worth)):
        if bits & others:
            if rest:
                continue  # several cards, one of them not money
        else:
            total = totals[bits] = totals[rest] + worth[low]  # type: ignore[operator]
            if rest and total > limit:
                continue
        found.append(members)
    return tuple(found)


@lru_cache(maxsize=16)
def _subset_steps(n: int) -> tuple[tuple[int, tuple[int, ...], int, int], ...]:
    """Every non-empty set of indices below ``n``, as in counting from 1 to 2**n - 1: its
    bits, its indices, its lowest index, and its bits without that index (a set counted
    before it)."""
    steps = []
    for bits in range(1, 1 << n):
        low = (bits & -bits).bit_length() - 1
        members = tuple(i for i in range(n) if bits >> i & 1)
        steps.append((bits, members, low, bits & (bits - 1)))
    return tuple(steps)


def _none_alike(display: Sequence[Card]) -> bool:
    """Whether no two cards of ``display`` are alike (as ``_card_key`` tells them apart).
    (Cards alike are worth the same, so a caller that found no two values equal need not
    ask.)"""
    faces = {(type(c), c.currency, c.value) if isinstance(c, MoneyCard)
             else (type(c), c.id) for c in display}  # as ``_card_key``, but cheaper
    return len(faces) == len(display)


def _card_key(card: Card) -> tuple:
    """What tells cards apart for taking: money cards of one sort, currency and value are
    alike; a sort of money of a module's own (a master builder) is never alike an ordinary
    card of its face, for it does more (RULES 1.3: every take ``apply`` accepts is listed)."""
    if isinstance(card, MoneyCard):
        return ("money", type(card).__name__, card.currency.value, card.value)
    return (type(card).__name__, card.id)
