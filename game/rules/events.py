"""Events: what an action caused, in order, for the table to show and animate.

Events are plain immutable records; the engine's state is the truth, events only tell the
story of how it changed. Modules add their own event classes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce
from typing import Any, ClassVar

from game.i18n import _, ngettext
from game.rules.types import Card, MoneyCard, Pos, Tile, money_words


@dataclass(frozen=True, slots=True)
class Event:
    # Whether the game's log tells it (a refill, a turn's start, a payment: the table, or
    # another event, shows it already).
    told: ClassVar[bool] = True

    def describe(self, names: list[str]) -> str:
        """One line for the game log; ``names`` are the seats' names."""
        return type(self).__name__


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    told: ClassVar[bool] = False
    seat: int
    turn: int

    def describe(self, names: list[str]) -> str:
        return _("{name}'s turn").format(name=names[self.seat])


@dataclass(frozen=True, slots=True)
class MoneyTaken(Event):
    seat: int
    cards: tuple[Card, ...]

    def describe(self, names: list[str]) -> str:
        return _("{name} took {cards}").format(name=names[self.seat], cards=_cards(self.cards))


@dataclass(frozen=True, slots=True)
class TileBought(Event):
    seat: int
    square: int
    tile: Tile
    cards: tuple[Card, ...]
    exact: bool

    def describe(self, names: list[str]) -> str:
        return _("{name} bought {tile} for {payment}").format(
            name=names[self.seat], tile=self.tile.label(),
            payment=payment_words(self.cards, self.tile.price, self.exact))


@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    seat: int
    tile: Tile
    pos: Pos

    def describe(self, names: list[str]) -> str:
        return _("{name} built {tile}").format(name=names[self.seat], tile=self.tile.label())


@dataclass(frozen=True, slots=True)
class TileReserved(Event):
    seat: int
    tile: Tile

    def describe(self, names: list[str]) -> str:
        return _("{name} put {tile} in reserve").format(name=names[self.seat],
                                                        tile=self.tile.label())


@dataclass(frozen=True, slots=True)
class TileRemoved(Event):
    """Redesign: a tile left the Alhambra for the reserve."""

    seat: int
    tile: Tile
    pos: Pos

    def describe(self, names: list[str]) -> str:
        return _("{name} moved {tile} to the reserve").format(name=names[self.seat],
                                                              tile=self.tile.label())


@dataclass(frozen=True, slots=True)
class TilesExchanged(Event):
    seat: int
    placed: Tile
    removed: Tile
    pos: Pos

    def describe(self, names: list[str]) -> str:
        return _("{name} exchanged {removed} for {placed}").format(
            name=names[self.seat], removed=self.removed.label(), placed=self.placed.label())


@dataclass(frozen=True, slots=True)
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

    def describe(self, names: list[str]) -> str:
        return _("{name} paid {price}").format(name=names[self.seat], price=self.price)


@dataclass(frozen=True, slots=True)
class GivenToDirk(Event):
    seat: int
    tile: Tile

    def describe(self, names: list[str]) -> str:
        return _("{name} gave {tile} to Dirk").format(name=names[self.seat],
                                                      tile=self.tile.label())


@dataclass(frozen=True, slots=True)
class DirkReceived(Event):
    tiles: tuple[Tile, ...]

    def describe(self, names: list[str]) -> str:
        count = len(self.tiles)
        return ngettext("Dirk received {count} tile", "Dirk received {count} tiles",
                        count).format(count=count)


@dataclass(frozen=True, slots=True)
class MarketRefilled(Event):
    told: ClassVar[bool] = False
    square: int
    tile: Tile

    def describe(self, names: list[str]) -> str:
        return _("{tile} came to square {square}").format(tile=self.tile.label(),
                                                          square=self.square + 1)


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """A card went face up into the money display."""

    told: ClassVar[bool] = False

    card: Card

    def describe(self, names: list[str]) -> str:
        return _("{card} came to the money display").format(card=self.card.label())


@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    size: int

    def describe(self, names: list[str]) -> str:
        # Translators: {count} is the number of cards in the new deck
        return ngettext("the discard pile was shuffled into a new deck of {count}",
                        "the discard pile was shuffled into a new deck of {count}",
                        self.size).format(count=self.size)


@dataclass(frozen=True, slots=True)
class ScoringCardDrawn(Event):
    number: int

    def describe(self, names: list[str]) -> str:
        return _("scoring card {number} was drawn").format(number=self.number)


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


@dataclass(frozen=True, slots=True)
class Scored(Event):
    number: int
    rows: tuple[ScoringRow, ...]
    totals: tuple[int, ...]  # seats' totals after this scoring
    dirk_total: int | None = None

    def describe(self, names: list[str]) -> str:
        # Translators: a scoring in the log; {number} is 1, 2 or 3
        return _("scoring {number}").format(number=self.number)


@dataclass(frozen=True, slots=True)
class MarketDistributed(Event):
    """End of the game: a market tile went to the richest in its square's currency."""

    square: int
    tile: Tile
    seat: int | None  # None: a tie, the tile stays on the market

    def describe(self, names: list[str]) -> str:
        if self.seat is None:
            return _("{tile} stays on the market (a tie)").format(tile=self.tile.label())
        return _("{name} receives {tile}").format(name=names[self.seat], tile=self.tile.label())


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    dirk_score: int | None = None

    def describe(self, names: list[str]) -> str:
        who = and_words([names[w] for w in self.winners])
        return ngettext("game over: {names} wins", "game over: {names} win",
                        len(self.winners)).format(names=who)


@dataclass(frozen=True, slots=True)
class Note(Event):
    """A module's message for the log, with optional data for the table."""

    text: str
    data: Any = None

    def describe(self, names: list[str]) -> str:
        return self.text


def payment_words(cards: tuple[Card, ...], price: int, exact: bool) -> str:
    """A payment in words: each currency's total, what else played a part, and the
    outcome, e.g. "13 ducats (3 overpaid)" or "5 dirhams and 4 denars with exchange office
    dirham/denar (exact: another action)"."""
    totals: dict[str, int] = {}
    others = []
    for card in cards:
        if isinstance(card, MoneyCard):
            name = card.currency.value
            totals[name] = totals.get(name, 0) + card.value
        else:
            others.append(card.label())
    sums = [money_words(name, value) for name, value in totals.items()]
    # Translators: what was paid when no money was
    words = and_words(sums) if sums else _("nothing")
    if others:
        # Translators: {money} is what was paid, e.g. "5 dirhams", {card} a card that helped
        words = _("{money} with {card}").format(money=words, card=", ".join(others))
    paid = sum(totals.values())
    if exact:
        return _("{payment} (exact: another action)").format(payment=words)
    if paid > price:
        over = paid - price
        return ngettext("{payment} ({count} overpaid)", "{payment} ({count} overpaid)",
                        over).format(payment=words, count=over)
    return words


def and_words(words: list[str]) -> str:
    """Some words (one at least) one after the other: "A", "A and B", "A and B and C"."""
    return reduce(lambda first, last: _("{first} and {last}").format(first=first, last=last),
                  words)


def _cards(cards: tuple[Card, ...]) -> str:
    # Translators: what was taken when no card was
    return ", ".join(c.label() for c in cards) or _("nothing")
