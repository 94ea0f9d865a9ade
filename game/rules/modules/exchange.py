"""M2 Exchange offices: cards that let two currencies pay together (RULES Part 2, M2).

Six cards, one per pair of currencies, shuffled face down and then two each into piles 2, 3
and 4 (nobody knows which lies where). They lie in the money display like money; taking one
is the whole money action. Played in a purchase whose square takes one of its two
currencies, it lets the player pay with any mix of the two (all in either one is a mix
too), exactly the price. It then goes to the discard pile like money.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.rules.editions import FIRST_EDITION
from game.rules.errors import IllegalAction
from game.rules.module import Module, register
from game.rules.offers import Offer, Payment
from game.rules.types import CURRENCIES, Card, Currency, MoneyCard, Tile, card_class, currency_name

if TYPE_CHECKING:
    from game.rules.context import Context

ID_BASE = 2000
PILES = (2, 3, 4)


@card_class
class ExchangeCard(Card):
    currencies: tuple[Currency, Currency]

    def label(self) -> str:
        # Translators: an exchange office card and its two currencies, e.g. "florin/dirham"
        return _("exchange office {first}/{second}").format(
            first=currency_name(self.currencies[0]), second=currency_name(self.currencies[1]))


def exchange_cards() -> list[ExchangeCard]:
    pairs = list(combinations(CURRENCIES, 2))
    return [ExchangeCard(ID_BASE + n + 1, pair) for n, pair in enumerate(pairs)]


class Exchange(Module):
    id = "exchange"
    title = N_("Exchange offices")
    description = N_("Cards that let two currencies pay together, at the exact price.")
    expansion = 1

    def pile_cards(self, game: Context) -> dict[int, list[Card]]:
        cards = exchange_cards()
        if game.config.edition > FIRST_EDITION:
            game.rng.shuffle(cards)  # face down: which office lies in which pile is unknown
        per_pile = len(cards) // len(PILES)
        return {pile: list(cards[i * per_pile:(i + 1) * per_pile]) for i, pile in enumerate(PILES)}

    def judge_payment(self, game: Context, seat: int, offer: Offer,
                      cards: tuple[Card, ...]) -> Payment | None:
        offices = [c for c in cards if isinstance(c, ExchangeCard)]
        if not offices:
            return None
        if len(offices) > 1:
            raise IllegalAction("one_exchange", module=self.id)
        office = offices[0]
        currency = offer.currency
        if currency is None:
            raise IllegalAction("exchange_one_currency", module=self.id)
        if currency not in office.currencies:
            raise IllegalAction("exchange_currency", module=self.id, currency=currency)
        money = [c for c in cards if c is not office]
        if not money or not all(isinstance(c, MoneyCard) and c.currency in office.currencies
                                for c in money):
            raise IllegalAction("exchange_mix", module=self.id)
        total = sum(c.value for c in money)  # type: ignore[attr-defined]
        if total != offer.price:
            raise IllegalAction("exchange_exact", module=self.id, price=offer.price)
        return Payment(cards, total, True)

    def payment_options(self, game: Context, seat: int, offer: Offer) -> list[tuple[Card, ...]]:
        currency, price = offer.currency, offer.price
        if currency is None:
            return []
        hand = game.players[seat].hand
        options: list[tuple[Card, ...]] = []
        seen_offices: set[tuple[Currency, Currency]] = set()
        for office in hand:
            if not isinstance(office, ExchangeCard) or currency not in office.currencies:
                continue
            if office.currencies in seen_offices:
                continue
            seen_offices.add(office.currencies)
            money = [c for c in game.purse(seat)
                     if isinstance(c, MoneyCard) and c.currency in office.currencies]
            for cards in exact_mixes(money, price, currency):
                options.append((office, *cards))
        if game.config.edition == FIRST_EDITION:
            # The first edition offered (and so asked the vizier window about) only mixes
            # of both currencies; its games replay as they were played.
            options = [o for o in options
                       if len({c.currency for c in o[1:]}) == 2]  # type: ignore[attr-defined]
        return options

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """An exchange office goes round like money: deck, display, hand, discard pile (M2)."""
        return OFFICE_PLACES if isinstance(piece, ExchangeCard) else None


OFFICE_PLACES = frozenset({"deck", "display", "hand", "discard"})


def exact_mixes(cards: Sequence[MoneyCard], price: int,
                square: Currency) -> list[tuple[MoneyCard, ...]]:
    """Sets of ``cards`` worth exactly ``price`` that need the office: those with at least
    one card not of the ``square``'s currency (all in the other currency included; all in
    the square's own needs no office). One per multiset of (currency, value)."""
    keyed = sorted(cards, key=lambda c: (c.currency.value, c.value, c.id))
    found: list[tuple[MoneyCard, ...]] = []

    def extend(start: int, chosen: list[MoneyCard], total: int) -> None:
        if total == price:
            if any(c.currency is not square for c in chosen):
                found.append(tuple(chosen))
            return
        previous = None  # equal cards are tried once per depth, so no multiset repeats
        for i in range(start, len(keyed)):
            card = keyed[i]
            signature = (card.currency, card.value)
            if signature == previous or total + card.value > price:
                continue
            previous = signature
            chosen.append(card)
            extend(i + 1, chosen, total + card.value)
            chosen.pop()

    extend(0, [], 0)
    return found


register(Exchange())
