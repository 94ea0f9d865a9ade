"""The game's pieces: building kinds, currencies, sides, tiles and cards.

All pieces are immutable values. Tiles and cards carry an ``id`` that is unique within a
game, so that actions, logs and saves can name them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar

Pos = tuple[int, int]


class Kind(str, Enum):
    """Building kinds, in scoring-table order (RULES 1.1)."""

    PAVILION = "pavilion"
    SERAGLIO = "seraglio"
    ARCADES = "arcades"
    CHAMBERS = "chambers"
    GARDEN = "garden"
    TOWER = "tower"

    def __str__(self) -> str:
        return self.value


class Currency(str, Enum):
    """Money currencies, in market-square order (RULES 1.1)."""

    FLORIN = "florin"
    DIRHAM = "dirham"
    DENAR = "denar"
    DUCAT = "ducat"

    def __str__(self) -> str:
        return self.value


KINDS: tuple[Kind, ...] = tuple(Kind)
CURRENCIES: tuple[Currency, ...] = tuple(Currency)

# Sides of a tile as bits of a wall mask; N is up on screen, y grows south.
SIDES = ("N", "E", "S", "W")
SIDE_BIT = {"N": 1, "E": 2, "S": 4, "W": 8}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
SIDE_WORDS = {"N": "top", "E": "right", "S": "bottom", "W": "left"}


def neighbour(pos: Pos, side: str) -> Pos:
    dx, dy = STEP[side]
    return (pos[0] + dx, pos[1] + dy)


def walls_to_mask(walls: frozenset[str]) -> int:
    mask = 0
    for side in walls:
        mask |= SIDE_BIT[side]
    return mask


@dataclass(frozen=True, slots=True)
class Tile:
    """A square tile: a building, the fountain, or a module's tile (hut, camp, bazaar).

    ``walls`` are the sides with a printed wall. ``category`` tells the rules what sort of
    piece it is; only ``"building"`` tiles (and modules that say so) count for majorities.
    """

    id: int | str
    kind: Kind | None
    price: int
    walls: frozenset[str] = frozenset()
    category: str = "building"
    mask: int = field(init=False, repr=False, compare=False)

    def __hash__(self) -> int:  # ids are unique in a game; hashing the fields is slow
        return hash(self.id)

    def __post_init__(self) -> None:
        if not isinstance(self.walls, frozenset):
            object.__setattr__(self, "walls", frozenset(self.walls))
        unknown = self.walls - SIDE_BIT.keys()
        if unknown:
            raise ValueError(f"unknown wall sides {sorted(unknown)}")
        object.__setattr__(self, "mask", walls_to_mask(self.walls))

    @property
    def is_building(self) -> bool:
        return self.category == "building"

    def label(self) -> str:
        """Short words for logs and messages, e.g. ``tower 9``."""
        if self.category == "fountain":
            return "fountain"
        name = self.kind.value if self.kind else self.category
        if self.category not in ("building", "fountain"):
            name = f"{name} {self.category}" if self.kind else name
        return f"{name} {self.price}" if self.price else name


FOUNTAIN = Tile(id=0, kind=None, price=0, walls=frozenset(), category="fountain")


def card_class(cls: type) -> type:
    """Make a card class: a frozen, slotted dataclass, equal when all fields are equal, and
    hashed by id alone (fast; equal cards have equal ids). Modules' cards use it too."""
    made = dataclass(frozen=True, slots=True)(cls)
    made.__hash__ = _hash_by_id  # type: ignore[method-assign]
    return made


def _hash_by_id(card: Card) -> int:
    return hash(card.id)


@card_class
class Card:
    """Any card that lives in the money deck. ``id`` is unique within a game.

    ``known_pile``: the card is put into its pile openly (a scoring card), so everyone
    knows which pile holds it; other cards shuffled into the piles face down are known only
    as "one of these lies in that pile"."""

    id: int
    known_pile: ClassVar[bool] = False

    @property
    def is_money(self) -> bool:
        return False

    def label(self) -> str:
        return type(self).__name__.lower()


@card_class
class MoneyCard(Card):
    currency: Currency
    value: int

    @property
    def is_money(self) -> bool:
        return True

    def label(self) -> str:
        return f"{self.value} {self.currency.value}"


@card_class
class ScoringCard(Card):
    number: int
    known_pile: ClassVar[bool] = True

    def label(self) -> str:
        return f"scoring card {self.number}"


@card_class
class HiddenCard(Card):
    """A card whose face a viewer cannot see (another player's hand, the deck)."""

    def label(self) -> str:
        return "hidden card"
