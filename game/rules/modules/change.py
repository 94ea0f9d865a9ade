"""M11 Change: coins given back when a purchase is overpaid (RULES Part 2, M11, D30).

24 coins of value 1, 6 in each currency of the market (secondary data), lie in a coin bag.
Whoever overpays a purchase by X draws floor(X / 2) coins at random from the bag, as far as
it holds coins. Coins lie open in front of their owner (a purse beside the secret hand) and
pay like a money card of value 1 in their currency; paid coins go back into the bag. They
count in the end-of-game market distribution. Overpaying on purpose is allowed (D2).

Which coins come out is chance (``game.rng``), but nothing about the bag is secret: its
contents are public, so a view keeps them and the draw is simply a sample.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.rules.events import Event, event
from game.rules.module import Module, register
from game.rules.offers import Offer
from game.rules.types import (
    CURRENCIES, Card, Currency, MoneyCard, Tile, card_class, currency_name,
)

if TYPE_CHECKING:
    from game.rules.context import Context

ID_BASE = 11000
COINS_PER_CURRENCY = 6


@card_class
class Coin(MoneyCard):
    """A coin of value 1: open money beside the hand, never dealt as starting money."""

    @property
    def counts_for_start(self) -> bool:
        return False

    def label(self) -> str:
        # Translators: a change coin, always of value 1; {currency} is a currency's name
        return _("1 {currency} coin").format(currency=currency_name(self.currency))


def all_coins() -> tuple[Coin, ...]:
    return tuple(Coin(ID_BASE + n * COINS_PER_CURRENCY + k + 1, currency, 1)
                 for n, currency in enumerate(CURRENCIES) for k in range(COINS_PER_CURRENCY))


COINS = {coin.id: coin for coin in all_coins()}


@event("change:change_given")
class ChangeGiven(Event):
    """A seat ``overpaid`` and drew ``coins`` as change (none: the coin bag was empty)."""

    module = "change"
    seat: int
    overpaid: int
    coins: tuple[Coin, ...]


@dataclass
class ChangeState:
    bag: list[int]           # coin ids in the bag (kept sorted: its order means nothing)
    held: list[list[int]]    # per seat, the coins lying in front of them

    def clone(self) -> ChangeState:
        return ChangeState(self.bag.copy(), [h.copy() for h in self.held])

    def to_dict(self) -> dict:
        return {"bag": self.bag, "held": self.held}


class Change(Module):
    id = "change"
    # Translators: the coins given back for an overpayment
    title = N_("Change")
    description = N_("Overpay and get coins back: half the overpaid amount, drawn from a bag.")
    expansion = 3

    def new_state(self, game: Context) -> ChangeState:
        return ChangeState(sorted(COINS), [[] for _seat in range(game.config.players)])

    @staticmethod
    def state(game: Context) -> ChangeState:
        return game.ext["change"]

    # ------------------------------------------------------------------ the coins as money
    def purse(self, game: Context, seat: int) -> list[Card]:
        return [COINS[i] for i in self.state(game).held[seat]]

    def take_from_purse(self, game: Context, seat: int, card: Card) -> bool:
        held = self.state(game).held[seat]
        if card.id in held:
            held.remove(card.id)
            return True
        return False

    def after_payment(self, game: Context, seat: int, cards: tuple[Card, ...], overpaid: int,
                      offer: Offer, events: list[Event]) -> tuple[Card, ...]:
        """Paid coins go back into the bag; an overpayment of X draws X // 2 coins."""
        state = self.state(game)
        returned = [c.id for c in cards if isinstance(c, Coin)]
        if returned:
            state.bag = sorted(state.bag + returned)
        # D30: an offer that gives no change (a treasure room, M13) draws no coins.
        owed = max(0, overpaid) // 2 if offer.change else 0
        drawn = []
        for _coin in range(min(owed, len(state.bag))):
            coin = state.bag.pop(game.rng.randrange(len(state.bag)))
            drawn.append(coin)
        if drawn:
            state.held[seat].extend(drawn)
        if drawn or owed:
            events.append(ChangeGiven(seat, overpaid, tuple(COINS[i] for i in drawn)))
        return tuple(c for c in cards if not isinstance(c, Coin))

    def distribution_money(self, game: Context, seat: int, currency: Currency) -> int:
        """Coins count in the end-of-game market distribution (M11)."""
        return sum(1 for i in self.state(game).held[seat] if COINS[i].currency is currency)

    # ------------------------------------------------------------------ accounting
    def locations(self, game: Context):
        state = self.state(game)
        for coin in state.bag:
            yield "coin bag", COINS[coin]
        for seat, held in enumerate(state.held):
            for coin in held:
                yield f"seat {seat} coins", COINS[coin]

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A coin is in the bag or open beside a hand, never in the discard pile (M11)."""
        return COIN_PLACES if isinstance(piece, Coin) else None


COIN_PLACES = frozenset({"coin bag", "coins"})


def coins_of(game: Context, seat: int) -> list[Coin]:
    """The coins lying in front of ``seat``."""
    return [COINS[i] for i in game.ext["change"].held[seat]]


register(Change())
