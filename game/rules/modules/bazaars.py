"""M16 Bazaars: market stalls sold beside the market, scored by the buildings around them
(RULES Part 2, M16, D16, D17, D18, D22, D30, D35).

Eight bazaar tiles (house data, ``assets/data/bazaars.csv``: each with a currency and three
kinds, no walls) go into the bag with the buildings. A bazaar drawn for the market is laid
beside it, not on a square, and drawing goes on until the squares are full (several may wait
there). A waiting bazaar costs what the building now on the square of its currency costs,
paid exactly in that currency (D30: no change; D22: all in diamonds, or with an exchange
office, exactly). Buying it is a turn action that gives another action and empties no
square; while that square is empty (its tile bought this turn, say) the bazaar cannot be
bought. The vizier may buy one between turns and Abdul Karim may pay for one (D35). Bought,
it is placed at the end of the turn like a building (B1-B5), or kept in the reserve, or
given to Dirk. Bazaars left beside the market at the end are not distributed.

A bazaar is no building (D17): no majorities, no citizen (M12), no chest (M13), never a
bazaar's neighbour; one walks through it and wall pieces may be added to it (M9); it counts
in a camp's line (M8) and its open sides are attacked (M15). Dirk keeps one he draws, and it
counts for nothing with him (D18).

Scoring, at the 3rd scoring only: each bazaar in a player's Alhambra counts the up to eight
tiles around it (diagonals included) that are buildings of one of its three kinds, and
scores that count times the number of its kinds present among them (at most 8 x 3 = 24).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.rules.actions import Action, action
from game.rules.data import market_currencies, read_csv
from game.rules.errors import IllegalAction
from game.rules.events import Event, event
from game.rules.module import Module, register
from game.rules.offers import Offer, Payment
from game.rules.stages import ACTION
from game.rules.types import (
    Card, Currency, Kind, Piece, Pos, Tile, currency_name, kind_letter, kind_name,
    register_piece,
)

if TYPE_CHECKING:
    from game.rules.alhambra import Alhambra
    from game.rules.context import Context

MODULE = "bazaars"  # also the offers' source (Abdul Karim knows it by this name, D35)
BAZAAR = "bazaar"   # the sort of tile
# Translators: a line of the scoring table, the points of the bazaars
LINE = N_("bazaars")  # the scoring line
SCORING = 3         # bazaars score at the 3rd scoring only
# The eight places around a tile, diagonals included (RULES M16).
AROUND: tuple[tuple[int, int], ...] = tuple(
    (dx, dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if (dx, dy) != (0, 0))

# Not a building (D17); walked through and built like one (B1-B5); may go to Dirk, where it
# counts for nothing (D18).
# Translators: a bazaar, a market stall tile
register_piece(Piece(BAZAAR, name=N_("bazaar"), to_dirk=True))


@dataclass(frozen=True, slots=True)
class Bazaar:
    """What a bazaar tile is beyond its id: its currency and its three kinds (house data)."""

    id: str
    currency: Currency
    kinds: tuple[Kind, Kind, Kind]

    @property
    def letters(self) -> str:
        """Its kinds' initials, e.g. "P-A-G" (as RULES writes them)."""
        return "-".join(kind_letter(k) for k in self.kinds)

    def words(self) -> str:
        """E.g. "florin bazaar (pavilion, arcades, garden)"."""
        kinds = ", ".join(kind_name(k) for k in self.kinds)
        # Translators: {currency} is a currency's name, {kinds} three building kinds
        return _("{currency} bazaar ({kinds})").format(currency=currency_name(self.currency),
                                                       kinds=kinds)


@cache
def bazaar_data() -> dict[str, Bazaar]:
    """The eight bazaars by tile id (house data)."""
    return {row["id"]: Bazaar(row["id"], Currency(row["currency"]),
                              (Kind(row["kind_1"]), Kind(row["kind_2"]), Kind(row["kind_3"])))
            for row in read_csv("bazaars.csv")}


@cache
def bazaar_tiles() -> tuple[Tile, ...]:
    """The eight bazaar tiles: no kind, no printed price (their price is a market square's),
    no walls (house data)."""
    return tuple(Tile(id=bazaar_id, kind=None, price=0, category=BAZAAR)
                 for bazaar_id in bazaar_data())


def bazaar_of(tile: Tile) -> Bazaar | None:
    """The bazaar a tile is (None for any other tile)."""
    return bazaar_data().get(tile.id) if tile.category == BAZAAR else None  # type: ignore[arg-type]


def bazaar_tile(bazaar_id: str) -> Tile:
    return next(t for t in bazaar_tiles() if t.id == bazaar_id)


# --------------------------------------------------------------------------- scoring
def neighbours_of(alhambra: Alhambra, pos: Pos, bazaar: Bazaar) -> tuple[int, int]:
    """(buildings of the bazaar's kinds among the eight tiles around ``pos``, how many of its
    kinds they show). Huts, bazaars and other pieces are no buildings and never count;
    walls do not matter."""
    count = 0
    shown: set[Kind] = set()
    x, y = pos
    kinds = bazaar.kinds
    for dx, dy in AROUND:
        tile = alhambra.at((x + dx, y + dy))
        if tile is not None and tile.is_building and tile.kind in kinds:
            count += 1
            shown.add(tile.kind)
    return count, len(shown)


def points_at(alhambra: Alhambra, pos: Pos, bazaar: Bazaar) -> int:
    """What a bazaar at ``pos`` scores: matching neighbours x kinds shown (RULES M16)."""
    count, kinds = neighbours_of(alhambra, pos, bazaar)
    return count * kinds


def bazaar_score(alhambra: Alhambra) -> int:
    """The points of every bazaar in ``alhambra`` at the 3rd scoring (remembered until the
    Alhambra changes)."""
    return alhambra.cached(("bazaars", "score"), lambda: _bazaar_score(alhambra))


def _bazaar_score(alhambra: Alhambra) -> int:
    total = 0
    for pos, tile in alhambra.items():
        if tile.category == BAZAAR:
            bazaar = bazaar_of(tile)
            if bazaar is not None:
                total += points_at(alhambra, pos, bazaar)
    return total


# --------------------------------------------------------------------------- actions, events
@action("bazaars:buy_bazaar", formerly="BuyBazaar")
class BuyBazaar(Action):
    """Turn action: buy the waiting ``bazaar`` with exactly its price in ``cards``."""

    module = MODULE
    bazaar: str
    cards: tuple[int, ...]


@event("bazaars:bazaar_laid")
class BazaarLaid(Event):
    """A bazaar came out of the bag for the market and was laid beside it."""

    module = MODULE
    tile: Tile


@event("bazaars:bazaar_bought")
class BazaarBought(Event):
    module = MODULE
    seat: int
    tile: Tile
    cards: tuple[Card, ...]
    price: int
    another: bool  # bought in a turn: another action follows (not so by the vizier)


# --------------------------------------------------------------------------- the module
@dataclass
class BazaarState:
    waiting: list[str]  # bazaars laid beside the market, in the order they were drawn

    def clone(self) -> BazaarState:
        return BazaarState(self.waiting.copy())

    def to_dict(self) -> dict:
        return {"waiting": self.waiting}


class Bazaars(Module):
    id = MODULE
    title = N_("Bazaars")
    description = N_("Bazaars beside the market, bought at a square's price, score the "
                     "buildings around them at the end.")
    expansion = 4
    action_types = (BuyBazaar,)

    def new_state(self, game: Context) -> BazaarState:
        return BazaarState([])

    @staticmethod
    def state(game: Context) -> BazaarState:
        return game.ext[MODULE]

    def bag_tiles(self, game: Context) -> list[Tile]:
        return list(bazaar_tiles())

    def on_tile_drawn(self, game: Context, tile: Tile, events: list[Event]) -> bool:
        """A bazaar drawn for the market is laid beside it; the draw goes on (M16, D16).
        (Dirk's tiles are drawn otherwise: he keeps a bazaar, D18.)"""
        if tile.category != BAZAAR:
            return False
        self.state(game).waiting.append(str(tile.id))
        events.append(BazaarLaid(tile))
        return True

    # ------------------------------------------------------------------ offers
    def tile_offers(self, game: Context) -> list[tuple[Offer, Tile]]:
        """Each waiting bazaar whose currency's square holds a tile: at that tile's price,
        exactly, with another action, never with change (M16, D30)."""
        found = []
        for bazaar_id in self.state(game).waiting:
            offer = bazaar_offer(game, bazaar_id)
            if offer is not None:
                found.append((offer, bazaar_tile(bazaar_id)))
        return found

    def hand_over(self, game: Context, offer: Offer) -> Tile:
        """The bazaar of ``offer`` (bought in a turn or by the vizier), taken from beside the
        market."""
        waiting = self.state(game).waiting
        if offer.key not in waiting:
            raise IllegalAction("not_for_sale", module=self.id)
        if bazaar_offer(game, str(offer.key)) is None:
            raise IllegalAction("bazaar_square_empty", module=self.id,
                                currency=bazaar_data()[str(offer.key)].currency)
        waiting.remove(offer.key)
        return bazaar_tile(str(offer.key))

    # ------------------------------------------------------------------ the turn action
    def actions(self, game: Context) -> list[Action]:
        """The exact purchases of waiting bazaars open to the turn's player."""
        if game.phase != ACTION or not self.state(game).waiting:
            return []
        seat = game.to_move
        found: list[Action] = []
        for offer, _tile in self.tile_offers(game):
            for cards in game.offer_payments(seat, offer):
                ids = tuple(c.id for c in cards)
                if _exact(game, seat, offer, ids):
                    found.append(BuyBazaar(str(offer.key), ids))
        return found

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        if not isinstance(act, BuyBazaar):
            raise IllegalAction("no_module_action", named=self.id)
        if game.phase != ACTION:
            raise IllegalAction("wrong_phase", module=self.id)
        seat = game.to_move
        if act.bazaar not in self.state(game).waiting:
            raise IllegalAction("not_for_sale", module=self.id)
        offer = bazaar_offer(game, act.bazaar)
        if offer is None:
            raise IllegalAction("bazaar_square_empty", module=self.id,
                                currency=bazaar_data()[act.bazaar].currency)
        payment = game.judge(seat, offer, act.cards)
        if not payment.exact:  # D30: a bazaar is paid exactly (every judge says so already)
            raise IllegalAction("not_exact", price=offer.price)
        tile = game.hand_over(offer)
        game.give_tile(seat, tile, bought=True)
        game.purchase(seat, offer, payment, tile, events)

    def after_purchase(self, game: Context, seat: int, offer: Offer, payment: Payment,
                       bought: Tile | None, events: list[Event]) -> None:
        """Told in the log which bazaar was bought and how, in a turn or by the vizier."""
        if offer.source == MODULE and bought is not None:
            events.append(BazaarBought(seat, bought, payment.cards, offer.price,
                                       offer.extra_action))

    # ------------------------------------------------------------------ scoring
    def scoring_lines(self, game: Context, scoring: int) -> dict[str, list[int]]:
        if scoring != SCORING:
            return {}
        points = [bazaar_score(p.alhambra) for p in game.players]
        if game.dirk is not None:
            points.append(0)  # D18: bazaars count for nothing with Dirk
        return {LINE: points} if any(points) else {}

    # ------------------------------------------------------------------ accounting
    def locations(self, game: Context):
        for bazaar_id in self.state(game).waiting:
            yield "beside the market", bazaar_tile(bazaar_id)

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A bazaar waits beside the market, never on a square (M16); Dirk keeps one drawn
        for him (D18)."""
        return BAZAAR_PLACES if isinstance(piece, Tile) and piece.category == BAZAAR else None


BAZAAR_PLACES = frozenset({"bag", "beside the market", "pending", "alhambra", "reserve",
                           "dirk"})


def square_of(bazaar: Bazaar) -> int:
    """The market square of the bazaar's currency."""
    return market_currencies().index(bazaar.currency)


def bazaar_offer(game: Context, bazaar_id: str) -> Offer | None:
    """A waiting bazaar for sale now: the price of the tile on its currency's square (a
    camp's too, D42), paid exactly in that currency (None while that square is empty)."""
    bazaar = bazaar_data()[bazaar_id]
    tile = game.market[square_of(bazaar)]
    if tile is None:
        return None
    return _offer(bazaar_id, tile.price, bazaar.currency)


@cache
def _offer(bazaar_id: str, price: int, currency: Currency) -> Offer:
    return Offer(MODULE, bazaar_id, price, currency, exact=True, extra_action=True,
                 change=False)


def _exact(game: Context, seat: int, offer: Offer, ids: tuple[int, ...]) -> bool:
    try:
        return game.judge(seat, offer, ids).exact
    except IllegalAction:
        return False


register(Bazaars())
