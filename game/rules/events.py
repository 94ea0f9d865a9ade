"""Events: what an action caused, in order, for the table to show and animate.

Events are plain immutable records of data, never words: the engine's state is the truth,
events only tell the story of how it changed, and the table layer tells them in words in
the language of the moment (``game.words.events`` for the base game's, a module's table
part for its own). Every event class is registered under its type id, the stable name a
trace knows it by (``@event``), as actions are; modules declare their own event classes in
their rules file.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar, dataclass_transform

from game.rules.types import Card, Pos, Tile

EVENT_TYPES: dict[str, type[Event]] = {}   # by type id


@dataclass(frozen=True, slots=True)
class Event:
    """Base of all events. ``module`` is the id of the module that caused it (None: the
    base game or the way to play)."""

    module: ClassVar[str | None] = None
    # Its stable name (``@event``): a module's is ``"<id>:<name>"``.
    type_id: ClassVar[str] = ""
    # Whether the game's log tells it (a refill, a turn's start, a payment: the table, or
    # another event, shows it already).
    told: ClassVar[bool] = True


EventClass = TypeVar("EventClass", bound=type)


@dataclass_transform(frozen_default=True)  # so that type checkers know its fields
def event(type_id: str) -> Callable[[EventClass], EventClass]:
    """Class decorator: a frozen, slotted event dataclass registered under ``type_id``, its
    stable name (a module's event: ``"<module id>:<name>"``)."""

    def register(cls: EventClass) -> EventClass:
        made: Any = dataclass(frozen=True, slots=True)(cls)
        owner = made.module
        if owner is not None and not type_id.startswith(f"{owner}:"):
            raise ValueError(f"{made.__name__}'s type id {type_id!r} must begin {owner!r}:")
        if type_id in EVENT_TYPES:
            raise ValueError(f"two event types {type_id!r}")
        made.type_id = type_id
        EVENT_TYPES[type_id] = made
        return made

    return register


@event("turn_started")
class TurnStarted(Event):
    told: ClassVar[bool] = False
    seat: int
    turn: int


@event("money_taken")
class MoneyTaken(Event):
    seat: int
    cards: tuple[Card, ...]


@event("tile_bought")
class TileBought(Event):
    seat: int
    square: int
    tile: Tile
    cards: tuple[Card, ...]
    exact: bool


@event("tile_placed")
class TilePlaced(Event):
    seat: int
    tile: Tile
    pos: Pos


@event("tile_reserved")
class TileReserved(Event):
    seat: int
    tile: Tile


@event("tile_removed")
class TileRemoved(Event):
    """Redesign: a tile left the Alhambra for the reserve."""

    seat: int
    tile: Tile
    pos: Pos


@event("tiles_exchanged")
class TilesExchanged(Event):
    seat: int
    placed: Tile
    removed: Tile
    pos: Pos


@event("paid")
class Paid(Event):
    """A purchase was paid (any offer: a market square, the vizier, a bazaar, a room…): the
    cards, the price, and whether it was exact and gave another action. The table does not
    tell it (the purchase's own event does); the game's statistics count it."""

    told: ClassVar[bool] = False

    seat: int
    cards: tuple[Card, ...]
    price: int
    exact: bool
    another: bool
    tile: Tile | None


@event("given_to_dirk")
class GivenToDirk(Event):
    seat: int
    tile: Tile


@event("dirk_received")
class DirkReceived(Event):
    tiles: tuple[Tile, ...]


@event("market_refilled")
class MarketRefilled(Event):
    told: ClassVar[bool] = False
    square: int
    tile: Tile


@event("card_dealt")
class CardDealt(Event):
    """A card went face up into the money display."""

    told: ClassVar[bool] = False

    card: Card


@event("deck_reshuffled")
class DeckReshuffled(Event):
    size: int


@event("scoring_card_drawn")
class ScoringCardDrawn(Event):
    number: int


@dataclass(frozen=True, slots=True)
class ScoringRow:
    """One seat's gains in a scoring. ``extras`` holds module lines by name (English,
    marked with ``N_``; a negative line is a loss); ``before`` is the score the seat had,
    and no score falls below 0."""

    seat: int | None  # None for Dirk
    counts: dict[str, float]
    buildings: dict[str, int]
    wall: int
    extras: dict[str, int] = field(default_factory=dict)
    # Buildings that modules added to ``counts`` (module id -> kind -> number), so the
    # scoring table can say where a count comes from.
    count_bonus: dict[str, dict[str, float]] = field(default_factory=dict)
    before: int = 0

    @property
    def gained(self) -> int:
        """The points of this scoring's lines, added up (losses included)."""
        return sum(self.buildings.values()) + self.wall + sum(self.extras.values())

    @property
    def total(self) -> int:
        """The score after this scoring (never below 0)."""
        return max(0, self.before + self.gained)

    @property
    def floored(self) -> int:
        """Points of a loss not taken because the score stopped at 0."""
        return self.total - (self.before + self.gained)


@event("scored")
class Scored(Event):
    number: int
    rows: tuple[ScoringRow, ...]
    totals: tuple[int, ...]  # seats' totals after this scoring
    dirk_total: int | None = None


@event("market_distributed")
class MarketDistributed(Event):
    """End of the game: a market tile went to the richest in its square's currency."""

    square: int
    tile: Tile
    seat: int | None  # None: a tie, the tile stays on the market


@event("game_over")
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    dirk_score: int | None = None
