"""M13 Treasure chamber: rooms of chests bought with any money, put on matching buildings, and
a majority of chests scored at every scoring (RULES Part 2, M13, D16, D17, D22, D30, D32).

42 chests, one colour per building kind (house data, ``assets/data/chests.csv``: 9 green,
9 purple, 7 white, 7 brown, 5 red, 5 blue; a chest of a kind's colour goes on a building of
that kind), lie in a bag; at setup 3 rooms of 4 chests each are drawn from it.

- Turn action ``TakeRoom``: take all 4 chests of one room, paying at least 8 in any mix of
  currencies (diamonds all or none, D22); it never gives another action and gives no change
  (D30). Exchange offices do not apply (a room has no currency).
- At the end of that turn, after the turn's tiles are placed and the extra redesign steps
  taken (D16, D47: the "turn_end" point),
  the chests must go onto the buyer's own Alhambra buildings of the matching colour, one
  chest per building at most (tiles bought this turn count once placed; the reserve does
  not; huts, camps and bazaars never take a chest, D17). Where the player has a choice
  (more free buildings of a colour than chests of it) they choose, one chest at a time
  (stage ``treasure:place``); otherwise the chests go on by themselves. Chests that find no
  place are offered to the next player to the left, and so on round the table, each
  recipient placing as many as they can, choosing the buildings; with two players the
  order is buyer, the other player, Dirk's matching buildings (one chest per building, by
  themselves), the bag (D32). The rest go back into the bag, and only then is the room
  refilled with 4 chests if the bag holds 4; once a room cannot be refilled, no room ever
  is again.
- A building that leaves the Alhambra puts its chest back into the bag.
- At every scoring, the players with at least one chest score by their number of chests,
  ties as for buildings (``rank_points``): 1st scoring 7; 2nd 14 / 7; 3rd 22 / 14 / 7 (house
  data, ``assets/data/chest_scoring.csv``). Dirk competes with his chests (D32).

Chests are counted pieces, not cards or tiles: the module's state keeps them (the bag per
kind, the rooms, the chests waiting to be placed, the chests on each building), and
``chests_total`` accounts for all 42. Nothing about them is secret: the bag's contents are
public, so a view keeps them and a draw in a view is a sample (as with the coin bag, M11).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from game.i18n import N_
from game.rules.actions import Action, action
from game.rules.data import read_csv
from game.rules.errors import IllegalAction
from game.rules.events import Event, event
from game.rules.module import Module, register
from game.rules.modules.diamonds import DIAMOND
from game.rules.offers import Offer
from game.rules.payments import minimal_payments
from game.rules.scoring import rank_points
from game.rules.stages import ACTION
from game.rules.types import KINDS, Card, MoneyCard, Pos, Tile

if TYPE_CHECKING:
    from game.rules.context import Context

MODULE = "treasure"
ROOMS = 3
ROOM_SIZE = 4
PRICE = 8
# Translators: a line of the scoring table, the points for the most chests
LINE = N_("treasure")      # the scoring line
PLACE = "treasure:place"   # a seat chooses the building for a chest
DIRK = -1                  # Dirk's place in the order chests are offered in (D32)
# Payments listed per room among the legal actions (any other is accepted all the same, D39):
# the cheapest mix without diamonds and the cheapest in diamonds. More would crowd the list:
# random play then buys rooms so often that its games last twice as long (two mixes per
# room: 6023 actions in a 12-module game of the random-play test, against 3138 with one).
MIXES_LISTED = 1
DIAMONDS_LISTED = 1
PAYMENTS_OFFERED = 12      # the cheapest payments Auto-pay chooses from
KIND_ORDER = {kind.value: i for i, kind in enumerate(KINDS)}


@cache
def chest_counts() -> dict[str, int]:
    """How many chests of each kind (colour) are in the game (house data)."""
    counts = {row["kind"]: int(row["count"]) for row in read_csv("chests.csv")}
    assert set(counts) == {k.value for k in KINDS}, "chests.csv names every kind once"
    return {k.value: counts[k.value] for k in KINDS}


@cache
def chest_points() -> dict[int, tuple[int, ...]]:
    """Points for the 1st, 2nd, ... most chests at scoring 1, 2, 3 (house data)."""
    table: dict[int, dict[int, int]] = {1: {}, 2: {}, 3: {}}
    for row in read_csv("chest_scoring.csv"):
        table[int(row["scoring"])][int(row["place"])] = int(row["points"])
    return {n: tuple(places[p] for p in sorted(places)) for n, places in table.items()}


def room_offer(room: int) -> Offer:
    """A room for sale: at least 8 in any mix of currencies, never another action, no
    change (RULES M13, D30)."""
    return Offer(MODULE, room, PRICE, None, mix=True, exact=False, extra_action=False,
                 change=False)


# --------------------------------------------------------------------------- actions
@action("treasure:take_room", formerly="TakeRoom")
class TakeRoom(Action):
    """Turn action: take the 4 chests of ``room`` (0-2) paying ``cards`` (at least 8, any
    mix of currencies; never another action)."""

    module = MODULE
    room: int
    cards: tuple[int, ...]


@action("treasure:place_chest", formerly="PlaceChest")
class PlaceChest(Action):
    """Put the waiting chest of ``kind`` on the building at ``pos`` of one's Alhambra."""

    module = MODULE
    kind: str
    pos: tuple[int, int]


# --------------------------------------------------------------------------- state
@event("treasure:room_taken")
class RoomTaken(Event):
    """A seat bought treasure room ``room`` (0-based) and its ``chests`` (building kinds)."""

    module = MODULE
    seat: int
    room: int
    chests: tuple[str, ...]


@event("treasure:chest_placed")
class ChestPlaced(Event):
    """A chest of ``kind`` went onto ``tile``: a seat's, or Dirk's (``seat`` None, D32)."""

    module = MODULE
    seat: int | None
    tile: Tile
    kind: str


@event("treasure:chests_returned")
class ChestsReturned(Event):
    """The chests that found no place went back into the bag (M13)."""

    module = MODULE
    chests: tuple[str, ...]


@event("treasure:room_refilled")
class RoomRefilled(Event):
    module = MODULE
    room: int
    chests: tuple[str, ...]


@event("treasure:rooms_closed")
class RoomsClosed(Event):
    """``room`` could not be refilled: no room ever is again (M13)."""

    module = MODULE
    room: int


@event("treasure:chest_left")
class ChestLeft(Event):
    """The chest of ``kind`` on ``tile`` went back into the bag as the tile left the
    Alhambra."""

    module = MODULE
    seat: int
    tile: Tile
    kind: str


@dataclass
class TreasureState:
    bag: dict[str, int]                  # kind -> chests in the bag (public)
    rooms: list[list[str]]               # each room's chests, in kind order ([]: empty)
    placed: list[dict[int | str, str]]   # per seat: building id -> the kind of its chest
    dirk: dict[int | str, str] = field(default_factory=dict)  # Dirk's buildings with one
    waiting: list[str] = field(default_factory=list)  # chests taken, not yet placed
    order: list[int] = field(default_factory=list)    # who is still to place them (DIRK)
    emptied: list[int] = field(default_factory=list)  # rooms to refill once placed
    closed: bool = False                 # a room could not be refilled: none ever is again

    def clone(self) -> TreasureState:
        return TreasureState(dict(self.bag), [r.copy() for r in self.rooms],
                             [dict(p) for p in self.placed], dict(self.dirk),
                             self.waiting.copy(), self.order.copy(), self.emptied.copy(),
                             self.closed)

    def to_dict(self) -> dict:
        def on(buildings: dict[int | str, str]) -> list:
            return sorted([[str(t), k] for t, k in buildings.items()])

        return {"bag": dict(self.bag), "rooms": self.rooms,
                "placed": [on(p) for p in self.placed], "dirk": on(self.dirk),
                "waiting": self.waiting, "order": self.order, "emptied": self.emptied,
                "closed": self.closed}

    def bag_size(self) -> int:
        return sum(self.bag.values())

    def held(self, seat: int) -> int:
        """Chests on ``seat``'s buildings (``DIRK``: on Dirk's)."""
        return len(self.dirk if seat == DIRK else self.placed[seat])


def state_of(game: Context) -> TreasureState:
    return game.ext[MODULE]


def chests_total(state: TreasureState) -> Counter:
    """Every chest where it is, per kind: the bag, the rooms, the chests waiting to be
    placed, on the players' buildings and on Dirk's (42 in all, always)."""
    total = Counter(state.bag)
    for room in state.rooms:
        total.update(room)
    total.update(state.waiting)
    for placed in state.placed:
        total.update(placed.values())
    total.update(state.dirk.values())
    return total


def chests_accounted(game: Context) -> int:
    """How many chests are where they may be: in the bag, a room or waiting, or on a
    building of their own kind (of the Alhambra of the seat holding it, or Dirk's). 42
    when all is well."""
    state = state_of(game)
    count = state.bag_size() + sum(len(r) for r in state.rooms) + len(state.waiting)
    for seat, placed in enumerate(state.placed):
        alhambra = game.players[seat].alhambra
        for tile_id, kind in placed.items():
            pos = alhambra.position_of(tile_id)
            tile = alhambra.at(pos) if pos is not None else None
            count += tile is not None and tile.is_building and tile.kind == kind
    dirk = {t.id: t for t in game.dirk or ()}
    count += sum(1 for t, k in state.dirk.items()
                 if t in dirk and dirk[t].is_building and dirk[t].kind == k)
    return count


# --------------------------------------------------------------------------- paying
@lru_cache(maxsize=4096)
def minimal_mixes(cards: tuple[MoneyCard, ...], price: int) -> tuple[tuple[MoneyCard, ...], ...]:
    """Every set of ``cards`` worth at least ``price`` from which no card can be left out,
    one per multiset of (currency, value), any mix of currencies; cheapest first (by total,
    then by the number of cards)."""
    found = minimal_payments(cards, price, mixed=True)
    held: dict[str, int] = {}
    for card in cards:
        held[card.currency.value] = held.get(card.currency.value, 0) + card.value
    # Among equally cheap ones, those spending the currencies held most of come first: what
    # is left keeps its spread.
    found.sort(key=lambda o: (sum(c.value for c in o), len(o),
                              -sum(held[c.currency.value] for c in o), [c.id for c in o]))
    return tuple(found)


def room_payments(game: Context, seat: int, mixes: int = MIXES_LISTED,
                  diamonds: int = DIAMONDS_LISTED) -> list[tuple[MoneyCard, ...]]:
    """Minimal payments of a room, the cheapest first: up to ``mixes`` without diamonds,
    then up to ``diamonds`` all in diamonds (D22: all or none)."""
    money = [c for c in game.purse(seat) if isinstance(c, MoneyCard)]
    if sum(c.value for c in money) < PRICE:
        return []
    plain = tuple(sorted((c for c in money if c.currency is not DIAMOND), key=lambda c: c.id))
    gems = tuple(sorted((c for c in money if c.currency is DIAMOND), key=lambda c: c.id))
    options = list(minimal_mixes(plain, PRICE)[:mixes])
    if gems:
        options += minimal_mixes(gems, PRICE)[:diamonds]
    return options


# --------------------------------------------------------------------------- the module
class Treasure(Module):
    id = MODULE
    title = N_("Treasure chamber")
    description = N_("Buy a room of 4 chests with any money; chests on your buildings score.")
    expansion = 4
    action_types = (TakeRoom, PlaceChest)
    steps = {"turn_end": ("place",)}   # after the extra steps (D47)

    def new_state(self, game: Context) -> TreasureState:
        return TreasureState(dict(chest_counts()), [[] for _room in range(ROOMS)],
                             [{} for _seat in range(game.config.players)])

    def setup(self, game: Context) -> None:
        """Three rooms of four chests drawn from the bag (RULES M13)."""
        state = state_of(game)
        for room in range(ROOMS):
            state.rooms[room] = _draw(game, state, ROOM_SIZE)

    # ------------------------------------------------------------------ taking a room
    def actions(self, game: Context) -> list[Action]:
        if game.phase != ACTION or game.to_move != game.current:
            return []
        state = state_of(game)
        rooms = [r for r, chests in enumerate(state.rooms) if chests]
        if not rooms:
            return []
        payments = room_payments(game, game.to_move)
        return [TakeRoom(room, tuple(c.id for c in cards))
                for room in rooms for cards in payments]

    def payment_options(self, game: Context, seat: int, offer: Offer) -> list[tuple[Card, ...]]:
        """Mixed payments of a room (the engine lists single currencies only), for Auto-pay
        to choose from: more than the legal actions list."""
        if offer.source != MODULE:
            return []
        return list(room_payments(game, seat, PAYMENTS_OFFERED, PAYMENTS_OFFERED))

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        if isinstance(act, TakeRoom):
            self._take_room(game, act, events)
        elif isinstance(act, PlaceChest):
            self._place_chest(game, act, events)
        else:
            super().apply(game, act, events)

    def _take_room(self, game: Context, act: TakeRoom, events: list[Event]) -> None:
        game.require_stage(ACTION)
        seat = game.to_move
        if seat != game.current:
            raise IllegalAction("not_your_turn", module=self.id)
        state = state_of(game)
        room = act.room
        if not isinstance(room, int) or isinstance(room, bool) or not 0 <= room < ROOMS:
            raise IllegalAction("bad_room", module=self.id)
        chests = state.rooms[room]
        if not chests:
            raise IllegalAction("room_empty", module=self.id, room=room)
        offer = room_offer(room)   # RULES M13: 8 or more, any mix; D30: no change
        payment = game.judge(seat, offer, act.cards)   # refused: nothing has changed (D22)
        state.rooms[room] = []
        state.waiting += chests
        state.emptied.append(room)
        # RULES M13: the buyer, then to the left round the table; D32: then Dirk. D39: the
        # order is fixed now, at the purchase.
        state.order = game.seats_from(seat) + ([DIRK] if game.dirk is not None else [])
        events.append(RoomTaken(seat, room, tuple(chests)))
        game.purchase(seat, offer, payment, None, events)   # never another action (M13)

    # ------------------------------------------------------------------ placing the chests
    def run_step(self, game: Context, step: str, events: list[Event]) -> bool:
        if step != "place":
            return super().run_step(game, step, events)
        state = state_of(game)
        while state.order:
            who = state.order[0]
            if state.waiting:
                if who == DIRK:
                    self._to_dirk(game, state, events)
                else:
                    self._place_by_themselves(game, state, who, events)
                    if _choice(game, state, who) is not None:
                        game.ask(who, PLACE)
                        return False
            state.order.pop(0)
        if state.waiting:   # RULES M13: the rest back into the bag, and only then the refill
            back = state.waiting
            for kind in back:
                state.bag[kind] += 1
            state.waiting = []
            events.append(ChestsReturned(tuple(back)))
        for room in state.emptied:
            if not state.closed and state.bag_size() >= ROOM_SIZE:
                state.rooms[room] = _draw(game, state, ROOM_SIZE)
                events.append(RoomRefilled(room, tuple(state.rooms[room])))
            elif not state.closed:   # RULES M13: once a room cannot be, none ever is again
                state.closed = True
                events.append(RoomsClosed(room))
        state.emptied = []
        return True

    def _place_by_themselves(self, game: Context, state: TreasureState, seat: int,
                             events: list[Event]) -> None:
        """The chests of each kind with no choice (as many free buildings of the kind as
        chests, or fewer) go onto those buildings."""
        for kind in _kinds(state.waiting):
            free = free_buildings(game, state, seat, kind)
            if free and len(free) <= state.waiting.count(kind):
                alhambra = game.players[seat].alhambra
                for pos in free:
                    self._put(game, state, seat, kind, alhambra.at(pos), events)

    def _to_dirk(self, game: Context, state: TreasureState, events: list[Event]) -> None:
        """D32: Dirk's matching buildings take what is left, one chest each."""
        for kind in _kinds(state.waiting):
            for tile in list(game.dirk or ()):
                if kind not in state.waiting:
                    break
                if tile.is_building and tile.kind == kind and tile.id not in state.dirk:
                    state.waiting.remove(kind)
                    state.dirk[tile.id] = kind
                    events.append(ChestPlaced(None, tile, kind))

    def _put(self, game: Context, state: TreasureState, seat: int, kind: str, tile: Tile | None,
             events: list[Event]) -> None:
        assert tile is not None
        state.waiting.remove(kind)
        state.placed[seat][tile.id] = kind
        events.append(ChestPlaced(seat, tile, kind))

    def stage_actions(self, game: Context, stage: str) -> list[Action]:
        if stage != PLACE:
            return []
        found = _choice(game, state_of(game), game.to_move)
        if found is None:
            return []
        kind, spots = found
        return [PlaceChest(kind, pos) for pos in spots]

    def _place_chest(self, game: Context, act: PlaceChest, events: list[Event]) -> None:
        game.require_stage(PLACE)
        seat = game.to_move
        if act not in self.stage_actions(game, PLACE):
            raise IllegalAction("chest_place", module=self.id)
        state = state_of(game)
        self._put(game, state, seat, act.kind,
                  game.players[seat].alhambra.at(tuple(act.pos)), events)

    # ------------------------------------------------------------------ buildings leaving
    def on_leave_alhambra(self, game: Context, seat: int, tile: Tile, pos: Pos,
                          events: list[Event]) -> None:
        """RULES M13: a building leaving the Alhambra puts its chest back into the bag (D39:
        should it come back, it comes without it)."""
        state = state_of(game)
        kind = state.placed[seat].pop(tile.id, None)
        if kind is not None:
            state.bag[kind] += 1
            events.append(ChestLeft(seat, tile, kind))

    # ------------------------------------------------------------------ scoring
    def scoring_lines(self, game: Context, scoring: int) -> dict[str, list[int]]:
        """RULES M13: by number of chests, ties as for buildings, at every scoring."""
        state = state_of(game)
        counts = [len(p) for p in state.placed]
        if game.dirk is not None:
            counts.append(len(state.dirk))   # D32: Dirk competes
        if not any(counts):
            return {}
        return {LINE: list(chest_line(scoring, tuple(counts)))}


@lru_cache(maxsize=4096)
def chest_line(scoring: int, counts: tuple[int, ...]) -> tuple[int, ...]:
    """The chest line of scoring ``scoring`` for these numbers of chests, by majority, ties
    as for buildings (remembered: the bots ask for the same few counts again and again)."""
    return tuple(rank_points(chest_points()[scoring], counts))


# --------------------------------------------------------------------------- helpers
def free_buildings(game: Context, state: TreasureState, seat: int, kind: str) -> list[Pos]:
    """Where a chest of ``kind`` may go in ``seat``'s Alhambra: its buildings of that kind
    without a chest (D17: huts, camps and bazaars are not buildings), in position order."""
    have = state.placed[seat]
    return sorted(pos for pos, tile in game.players[seat].alhambra.items()
                  if tile.is_building and tile.kind == kind and tile.id not in have)


def _choice(game: Context, state: TreasureState, seat: int) -> tuple[str, list[Pos]] | None:
    """The first kind of chest ``seat`` has a choice for (more free buildings than chests),
    with the buildings to choose from; None if there is no choice to make."""
    for kind in _kinds(state.waiting):
        free = free_buildings(game, state, seat, kind)
        if len(free) > state.waiting.count(kind):
            return kind, free
    return None


def _kinds(chests: list[str]) -> list[str]:
    """The kinds among ``chests``, in kind order."""
    return sorted(set(chests), key=KIND_ORDER.__getitem__)


def _draw(game: Context, state: TreasureState, count: int) -> list[str]:
    """Draw ``count`` chests at random from the bag (``game.rng``; the contents are public),
    in kind order."""
    drawn = []
    for _chest in range(count):
        pick = game.rng.randrange(state.bag_size())
        for kind in KIND_ORDER:
            if pick < state.bag[kind]:
                state.bag[kind] -= 1
                drawn.append(kind)
                break
            pick -= state.bag[kind]
    return sorted(drawn, key=KIND_ORDER.__getitem__)



register(Treasure())
