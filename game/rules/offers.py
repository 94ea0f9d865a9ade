"""Offers: everything a player pays for, and how a payment is judged.

An offer says what is for sale (a market square, and with modules a bazaar, a treasure
room, a bid), its price, which currencies pay for it, whether only the exact price is
accepted and whether an exact payment gives another action. Every purchase goes through
``Game.purchase``: the payment is judged (modules first: an exchange office, diamonds),
paid (cards leave the hand or a module's open money, and go to the discard pile or where a
module sends them, with any change), what follows a purchase is told to every module, and
the extra action is granted. The rules here are the base game's (RULES 1.3, D2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.rules.errors import IllegalAction
from game.rules.payments import minimal_payments
from game.rules.types import Card, Currency, MoneyCard

SQUARE = "square"  # the base game's source of offers: a market square


@dataclass(frozen=True, slots=True)
class Offer:
    """Something for sale. ``source`` and ``key`` name it (``"square"``, 0 for market
    square 1); ``currency`` is the one currency it takes, or None for any one currency
    (or, with ``mix``, any mix of currencies); ``price`` is the least accepted, or the only
    one with ``exact``; an exact payment gives another action if ``extra_action``; paying
    more gives change (with a module that makes change) if ``change``."""

    source: str
    key: int | str
    price: int
    currency: Currency | None
    mix: bool = False
    exact: bool = False
    extra_action: bool = True
    change: bool = True

    def takes(self, currency: Currency) -> bool:
        return self.currency is None or self.currency is currency

    # (The two below make what ``dataclasses.replace`` would, several times faster: the
    # listings of payments ask for them for every tile for sale, for every seat.)
    def in_currency(self, currency: Currency) -> Offer:
        """The same offer, paid in ``currency``."""
        return Offer(self.source, self.key, self.price, currency, self.mix, self.exact,
                     self.extra_action, self.change)

    def exactly(self) -> Offer:
        """The same offer, at the exact price only and with no further action."""
        return Offer(self.source, self.key, self.price, self.currency, self.mix, True, False,
                     self.change)


@dataclass(frozen=True, slots=True)
class Payment:
    """A checked payment: the cards given, what they are worth, and whether it is exact."""

    cards: tuple[Card, ...]
    total: int
    exact: bool


def judge_money(offer: Offer, cards: tuple[Card, ...]) -> Payment:
    """The base rules for paying ``offer`` with money cards (RULES 1.3; D2: more cards than
    needed are allowed); raises IllegalAction with the reason."""
    money = True
    currencies = set()
    total = 0
    for card in cards:  # (one pass: whether all are money, their currencies and worth)
        if isinstance(card, MoneyCard):
            currencies.add(card.currency)
            total += card.value
        else:
            money = False
    if not money:
        currencies = set()
    if offer.currency is not None and (not money or currencies != {offer.currency}):
        raise IllegalAction("wrong_currency", currency=offer.currency, source=offer.source,
                            key=offer.key)
    if not money:
        raise IllegalAction("not_money")
    if not offer.mix and len(currencies) > 1:
        raise IllegalAction("one_currency")
    if total < offer.price:
        raise IllegalAction("too_little", total=total, price=offer.price)
    if offer.exact and total != offer.price:
        raise IllegalAction("not_exact", price=offer.price)
    return Payment(cards, total, total == offer.price)


def money_options(offer: Offer, purse: Sequence[Card]) -> list[tuple[MoneyCard, ...]]:
    """The minimal payments of ``offer`` from ``purse`` in each currency it takes (mixed
    offers are listed by the module that makes them): one per multiset of values."""
    currency, price = offer.currency, offer.price
    if currency is not None:  # (most offers: one currency's cards, one search)
        groups = [[c for c in purse if isinstance(c, MoneyCard) and c.currency is currency]]
    else:
        by_currency: dict[Currency, list[MoneyCard]] = {}
        for card in purse:
            if isinstance(card, MoneyCard):
                by_currency.setdefault(card.currency, []).append(card)
        groups = list(by_currency.values())
    options: list[tuple[MoneyCard, ...]] = []
    for cards in groups:
        if not cards:
            continue
        found = minimal_options(tuple(cards), price)
        if offer.exact:
            options.extend(o for o in found if _worth(o) == price)
        else:
            options.extend(found)
    return options


@lru_cache(maxsize=4096)
def minimal_options(cards: tuple[MoneyCard, ...], price: int) -> tuple[tuple[MoneyCard, ...], ...]:
    """``minimal_payments``, remembered: the same few hands meet the same prices often."""
    return tuple(minimal_payments(cards, price))


def _worth(cards: Sequence[MoneyCard]) -> int:
    return sum(c.value for c in cards)
