"""M6 Diamonds: a fifth currency that pays on any square (RULES Part 2, M6, D22).

Eleven diamond cards (house data: 3, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9) are shuffled into the
money deck before the starting money is dealt, with any number of players (D22). Diamonds
pay for a tile on any square, but a payment is all diamonds or none: never mixed with other
money or with an exchange office (M2). An exact payment gives another action as usual. They
never count in the end-of-game market distribution, whose squares take the four other
currencies only.

Where M1 asks the vizier to pay "in the square's currency", diamonds still pay: they pay on
any square (M6), all diamonds, exactly as the vizier must (D37).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, ngettext, pgettext
from game.rules.errors import IllegalAction
from game.rules.module import Module, register
from game.rules.offers import Offer, Payment, money_options
from game.rules.types import Card, Currency, CurrencyWords, MoneyCard

if TYPE_CHECKING:
    from game.rules.context import Context

DIAMOND = Currency.add("diamond", CurrencyWords(
    # Translators: the fifth currency, named as one ("a diamond card")
    lambda: pgettext("currency", "diamond"),
    # Translators: the fifth currency's money in general ("pay in diamonds")
    lambda: pgettext("currencies", "diamonds"),
    lambda n: ngettext("{count} diamond", "{count} diamonds", n)))
ID_BASE = 6000
VALUES = (3, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9)  # house data (RULES M6)


def diamond_cards() -> list[MoneyCard]:
    return [MoneyCard(ID_BASE + n + 1, DIAMOND, value) for n, value in enumerate(VALUES)]


def is_diamond(card: Card) -> bool:
    return isinstance(card, MoneyCard) and card.currency is DIAMOND


class Diamonds(Module):
    id = "diamonds"
    title = N_("Diamonds")
    description = N_("A fifth currency that pays for a tile on any square, all diamonds or none.")
    expansion = 2

    def currencies(self, game: Context) -> tuple[Currency, ...]:
        return (DIAMOND,)

    def money_cards(self, game: Context) -> list[Card]:
        return list(diamond_cards())

    def judge_payment(self, game: Context, seat: int, offer: Offer,
                      cards: tuple[Card, ...]) -> Payment | None:
        """A payment with diamonds: all diamonds, for any square's tile (M6)."""
        if not any(is_diamond(c) for c in cards):
            return None
        if offer.currency is None and not offer.mix:
            return None  # an offer of any one currency judges diamonds as one of them
        # D22: an offer of any mix (a treasure room, M13) is paid all in diamonds or
        # without them, as a square's tile is.
        if not all(is_diamond(c) for c in cards):
            raise IllegalAction("diamonds_alone", module=self.id)
        total = sum(c.value for c in cards)  # type: ignore[attr-defined]
        if total < offer.price:
            raise IllegalAction("too_little", total=total, price=offer.price)
        if offer.exact and total != offer.price:
            raise IllegalAction("not_exact", price=offer.price)
        return Payment(cards, total, total == offer.price)

    def payment_options(self, game: Context, seat: int, offer: Offer) -> list[tuple[Card, ...]]:
        """The minimal all-diamond payments of a tile whatever its square's currency."""
        if offer.currency is None or offer.currency is DIAMOND:
            return []
        diamonds = [c for c in game.purse(seat)  # (``is_diamond``, without a call per card)
                    if isinstance(c, MoneyCard) and c.currency is DIAMOND]
        if not diamonds:
            return []
        return list(money_options(offer.in_currency(DIAMOND), diamonds))


register(Diamonds())
