"""The game's pieces: building kinds, currencies, sides, tiles and cards.

All pieces are immutable values. Tiles and cards carry an ``id`` that is unique within a
game, so that actions, logs and saves can name them.

This is also where the pieces get the names a player reads, in the player's language:
a kind's name (``kind_name``, ``kind_plural``, ``kind_count``, ``kind_letter``), a
currency's (``currency_name``, ``currency_plural``, ``money_words``), a side's
(``SIDE_WORDS``, marked with ``N_``: translate with ``_`` where shown) and the labels of
tiles and cards (``label()``). A module names its own pieces when it registers them
(``Piece.name``, ``Currency.add``) and its own cards in their ``label()``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, TypeVar, dataclass_transform

from game.i18n import N_, _, ngettext, pgettext

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


# Translators: building kinds, one building of the kind ("a tower", "the pavilion column")
_KIND_NAMES: dict[Kind, Callable[[], str]] = {
    Kind.PAVILION: lambda: pgettext("building kind", "pavilion"),
    Kind.SERAGLIO: lambda: pgettext("building kind", "seraglio"),
    Kind.ARCADES: lambda: pgettext("building kind", "arcades"),
    Kind.CHAMBERS: lambda: pgettext("building kind", "chambers"),
    Kind.GARDEN: lambda: pgettext("building kind", "garden"),
    Kind.TOWER: lambda: pgettext("building kind", "tower"),
}
# Translators: building kinds, buildings of the kind in general ("by the towers")
_KIND_PLURALS: dict[Kind, Callable[[], str]] = {
    Kind.PAVILION: lambda: pgettext("building kinds", "pavilions"),
    Kind.SERAGLIO: lambda: pgettext("building kinds", "seraglios"),
    Kind.ARCADES: lambda: pgettext("building kinds", "arcades"),
    Kind.CHAMBERS: lambda: pgettext("building kinds", "chambers"),
    Kind.GARDEN: lambda: pgettext("building kinds", "gardens"),
    Kind.TOWER: lambda: pgettext("building kinds", "towers"),
}
_KIND_COUNTS: dict[Kind, Callable[[int], str]] = {
    Kind.PAVILION: lambda n: ngettext("{count} pavilion", "{count} pavilions", n),
    Kind.SERAGLIO: lambda n: ngettext("{count} seraglio", "{count} seraglios", n),
    Kind.ARCADES: lambda n: ngettext("{count} arcades", "{count} arcades", n),
    Kind.CHAMBERS: lambda n: ngettext("{count} chambers", "{count} chambers", n),
    Kind.GARDEN: lambda n: ngettext("{count} garden", "{count} gardens", n),
    Kind.TOWER: lambda n: ngettext("{count} tower", "{count} towers", n),
}
# Translators: the one-letter abbreviations of the building kinds, on chips and dice
_KIND_LETTERS: dict[Kind, Callable[[], str]] = {
    Kind.PAVILION: lambda: pgettext("kind letter", "P"),
    Kind.SERAGLIO: lambda: pgettext("kind letter", "S"),
    Kind.ARCADES: lambda: pgettext("kind letter", "A"),
    Kind.CHAMBERS: lambda: pgettext("kind letter", "C"),
    Kind.GARDEN: lambda: pgettext("kind letter", "G"),
    Kind.TOWER: lambda: pgettext("kind letter", "T"),
}


def kind_name(kind: Kind | str) -> str:
    """A building kind's name for one building of it, e.g. "tower"."""
    return _KIND_NAMES[Kind(kind)]()


def kind_plural(kind: Kind | str) -> str:
    """A building kind's name for its buildings in general, e.g. "towers"."""
    return _KIND_PLURALS[Kind(kind)]()


def kind_count(kind: Kind | str, count: int) -> str:
    """``count`` buildings of a kind, e.g. "1 tower", "3 towers"."""
    return _KIND_COUNTS[Kind(kind)](count).format(count=count)


def kind_letter(kind: Kind | str) -> str:
    """A building kind's one-letter abbreviation, e.g. "T"."""
    return _KIND_LETTERS[Kind(kind)]()


@dataclass(frozen=True, slots=True)
class CurrencyWords:
    """What a player calls a currency: its ``name`` ("florin", as in "the florin square"),
    its ``plural`` for its money in general ("takes only florins"), and an ``amount`` of it
    (a count -> "{count} florins", chosen with ``ngettext``). Each gives the words in the
    current language when called."""

    name: Callable[[], str]
    plural: Callable[[], str]
    amount: Callable[[int], str]


_CURRENCY_WORDS: dict[str, CurrencyWords] = {}


class Currency(str):
    """A currency: its name, interned, so that ``Currency("florin") is Currency.FLORIN``.

    Currencies are data, not a fixed list: the base game brings the four of the market
    (RULES 1.1, in market-square order) and a module may add its own with ``Currency.add``.
    ``Currency(name)`` of a name nobody added raises ValueError, as an enum would. What a
    player calls it: ``currency_name``, ``currency_plural`` and ``money_words``."""

    __slots__ = ()
    _known: ClassVar[dict[str, Currency]] = {}
    FLORIN: ClassVar[Currency]
    DIRHAM: ClassVar[Currency]
    DENAR: ClassVar[Currency]
    DUCAT: ClassVar[Currency]

    def __new__(cls, name: str) -> Currency:
        try:
            return cls._known[name]
        except (KeyError, TypeError):
            raise ValueError(f"{name!r} is not a currency") from None

    @classmethod
    def add(cls, name: str, words: CurrencyWords | None = None) -> Currency:
        """The currency called ``name``, made known if it was not, with the ``words`` a
        player reads for it (without them, its name stands for all of them)."""
        known = cls._known.get(name)
        if known is None:
            known = cls._known[name] = str.__new__(cls, name)
        if words is not None:
            _CURRENCY_WORDS[name] = words
        return known

    @property
    def value(self) -> str:
        return str.__str__(self)

    def __str__(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        return f"Currency({str.__str__(self)!r})"

    def __reduce__(self) -> tuple:  # unpickled as the interned instance
        return Currency, (str.__str__(self),)


# Translators: currencies; "currency" names one ("the florin square", a card's "5 florin"),
# "currencies" a currency's money in general ("takes only florins")
Currency.FLORIN = Currency.add("florin", CurrencyWords(
    lambda: pgettext("currency", "florin"), lambda: pgettext("currencies", "florins"),
    lambda n: ngettext("{count} florin", "{count} florins", n)))
Currency.DIRHAM = Currency.add("dirham", CurrencyWords(
    lambda: pgettext("currency", "dirham"), lambda: pgettext("currencies", "dirhams"),
    lambda n: ngettext("{count} dirham", "{count} dirhams", n)))
Currency.DENAR = Currency.add("denar", CurrencyWords(
    lambda: pgettext("currency", "denar"), lambda: pgettext("currencies", "denars"),
    lambda n: ngettext("{count} denar", "{count} denars", n)))
Currency.DUCAT = Currency.add("ducat", CurrencyWords(
    lambda: pgettext("currency", "ducat"), lambda: pgettext("currencies", "ducats"),
    lambda n: ngettext("{count} ducat", "{count} ducats", n)))


def currency_name(currency: Currency | str) -> str:
    """A currency's name, e.g. "florin" (as in "the florin square")."""
    words = _CURRENCY_WORDS.get(currency)
    return words.name() if words else str(currency)


def currency_plural(currency: Currency | str) -> str:
    """A currency's money in general, e.g. "florins" (as in "takes only florins")."""
    words = _CURRENCY_WORDS.get(currency)
    return words.plural() if words else str(currency)


def money_words(currency: Currency | str, amount: int) -> str:
    """An amount of a currency, e.g. "1 ducat", "13 ducats"."""
    words = _CURRENCY_WORDS.get(currency)
    if words is None:
        # Translators: an amount of a currency that has no words of its own
        return _("{count} {currency}").format(count=amount, currency=currency)
    return words.amount(amount).format(count=amount)


KINDS: tuple[Kind, ...] = tuple(Kind)
CURRENCIES: tuple[Currency, ...] = (Currency.FLORIN, Currency.DIRHAM, Currency.DENAR,
                                    Currency.DUCAT)  # the base game's, in market order

# Sides of a tile as bits of a wall mask; N is up on screen, y grows south.
SIDES = ("N", "E", "S", "W")
SIDE_BIT = {"N": 1, "E": 2, "S": 4, "W": 8}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
# Translators: the sides of a tile as seen on screen ("a wall on the top")
SIDE_WORDS = {"N": N_("top"), "E": N_("right"), "S": N_("bottom"), "W": N_("left")}


def neighbour(pos: Pos, side: str) -> Pos:
    dx, dy = STEP[side]
    return (pos[0] + dx, pos[1] + dy)


@dataclass(frozen=True, slots=True)
class Piece:
    """What a sort of tile is to the rules; tiles name theirs by ``Tile.category``.

    The base game has buildings and the fountain; a module registers its own sorts of tile
    (``register_piece``) with what sets them apart: whether they are buildings (majorities,
    Dirk, and what other modules call buildings), whether one can walk through them (B4),
    whether wall scoring sees them, whether their open sides refuse ordinary tiles beside
    them, and a placement rule of their own in place of B2 and B4 (B3 and B5 always hold).
    ``name`` is what a player calls it, marked with ``N_`` (the category if empty).
    """

    category: str
    name: str = ""
    building: bool = False
    walkable: bool = True
    walls_score: bool = True
    to_dirk: bool = False
    closed: bool = False
    # (alhambra, tile, pos) -> reason or None: replaces B2 and B4 for this sort of tile
    place_rule: Callable[..., str | None] | None = None
    # (alhambra, pos) -> reason or None: may the tile at pos stay as its neighbours change?
    stay_rule: Callable[..., str | None] | None = None


PIECES: dict[str, Piece] = {}


Sort = TypeVar("Sort")


def _make_known(known: dict[str, Sort], name: str, sort: Sort, what: str) -> Sort:
    """Add ``sort`` to ``known`` under ``name``, once: another sort by that name is an
    error (two modules would disagree on it), the same one again is not."""
    if known.get(name, sort) != sort:
        raise ValueError(f"two {what} called {name!r}")
    known[name] = sort
    return sort


def register_piece(piece: Piece) -> Piece:
    """Make a sort of tile known (a module does so when it is imported)."""
    return _make_known(PIECES, piece.category, piece, "sorts of tile")


BUILDING = register_piece(Piece("building", building=True, to_dirk=True))
FOUNTAIN_PIECE = register_piece(Piece("fountain"))


@dataclass(frozen=True, slots=True)
class SideKind:
    """What a sort of side is to the rules; tiles name theirs in ``Tile.sides``.

    The base game has one, the printed ``wall``; a module registers its own
    (``register_side_kind``): the city walls' added wall, a camp's bastion. ``wall``: it
    meets a neighbour as a wall does (B2), stops a walker (B4) and is in the tile's wall
    ``mask``; ``scores``: such a wall counts for the wall scoring (RULES 1.5), where wall
    scoring sees the tile at all (``Piece.walls_score``).
    """

    name: str
    wall: bool = True
    scores: bool = True


SIDE_KINDS: dict[str, SideKind] = {}


def register_side_kind(kind: SideKind) -> SideKind:
    """Make a sort of side known (a module does so when it is imported)."""
    return _make_known(SIDE_KINDS, kind.name, kind, "sorts of side")


WALL = register_side_kind(SideKind("wall")).name  # a wall printed on the tile

Sides = frozenset[tuple[str, str]]  # a tile's (side, kind) pairs: one kind per side at most


def _side_pairs(walls: Iterable[str], sides: Mapping[str, str] | Iterable[tuple[str, str]]
                ) -> Sides:
    """The (side, kind) pairs of ``walls`` (printed) and ``sides``, each side and kind known
    and no side given two kinds."""
    pairs = frozenset([*((side, WALL) for side in walls),
                       *(sides.items() if isinstance(sides, Mapping) else sides)])
    named = [side for side, _kind in pairs]
    unknown = set(named) - SIDE_BIT.keys()
    if unknown:
        raise ValueError(f"unknown sides {sorted(unknown)}")
    if len(set(named)) != len(named):
        raise ValueError(f"a side of two kinds in {sorted(pairs)}")
    strange = {kind for _side, kind in pairs} - SIDE_KINDS.keys()
    if strange:
        raise ValueError(f"no sort of side is called {sorted(strange)}")
    return pairs


@dataclass(frozen=True, slots=True, init=False)
class Tile:
    """A square tile: a building, the fountain, or a module's tile (hut, camp, bazaar).

    Its ``sides`` are data: (side, kind) pairs, the kind a registered ``SideKind`` (the
    printed ``wall``, or a module's: an added wall, a bastion). Those that meet a neighbour
    as a wall make its wall ``mask`` (those that count for the wall scoring its
    ``score_mask``). ``walls`` are its printed walls; ``Tile(..., walls=...)`` makes them.
    A piece whose sides are ``closed`` (see ``Piece``) refuses ordinary tiles at its other
    sides (``closed`` mask). ``category`` names the sort of piece; only buildings count for
    majorities.
    """

    id: int | str
    kind: Kind | None
    price: int
    category: str
    sides: Sides
    mask: int = field(init=False, repr=False, compare=False)
    score_mask: int = field(init=False, repr=False, compare=False)
    closed: int = field(init=False, repr=False, compare=False)
    piece: Piece = field(init=False, repr=False, compare=False)
    is_building: bool = field(init=False, repr=False, compare=False)
    walkable: bool = field(init=False, repr=False, compare=False)
    ruled: bool = field(init=False, repr=False, compare=False)  # has its own placement rule
    # no rule, walkable, open, seen by wall scoring: an Alhambra of such tiles takes the
    # short ways (``Alhambra._odd`` counts the others)
    plain: bool = field(init=False, repr=False, compare=False)
    _kinds: dict[str, str] = field(init=False, repr=False, compare=False)  # side -> its kind

    def __init__(self, id: int | str, kind: Kind | None, price: int,
                 walls: Iterable[str] = (), category: str = "building",
                 sides: Mapping[str, str] | Iterable[tuple[str, str]] = ()) -> None:
        pairs = _side_pairs(walls, sides)
        piece = PIECES.get(category)
        if piece is None:
            raise ValueError(f"no sort of tile is called {category!r}")
        mask = score_mask = 0
        for side, name in pairs:
            side_kind = SIDE_KINDS[name]
            if side_kind.wall:
                mask |= SIDE_BIT[side]
                if side_kind.scores:
                    score_mask |= SIDE_BIT[side]
        values = {
            "id": id, "kind": kind, "price": price, "category": category, "sides": pairs,
            "mask": mask, "score_mask": score_mask,
            "closed": 15 & ~mask if piece.closed else 0, "piece": piece,
            "is_building": piece.building, "walkable": piece.walkable,
            "ruled": piece.place_rule is not None,
            "plain": (piece.place_rule is None and piece.stay_rule is None
                      and not piece.closed and piece.walkable and piece.walls_score),
            "_kinds": dict(pairs),
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def __hash__(self) -> int:  # ids are unique in a game; hashing the fields is slow
        return hash(self.id)

    def side_kind(self, side: str) -> str | None:
        """The kind of ``side`` (a ``SIDE_KINDS`` name), None where it has none (open)."""
        return self._kinds.get(side)

    def sides_of(self, kind: str) -> frozenset[str]:
        """Its sides of ``kind``, e.g. ``tile.sides_of("bastion")``."""
        return frozenset(side for side, named in self.sides if named == kind)

    @property
    def walls(self) -> frozenset[str]:
        """Its printed walls."""
        return self.sides_of(WALL)

    def with_sides(self, sides: Iterable[str], kind: str) -> Tile:
        """The same tile with ``sides`` of ``kind`` besides the ones it has."""
        return Tile(self.id, self.kind, self.price, category=self.category,
                    sides=self.sides | {(side, kind) for side in sides})

    def label(self) -> str:
        """Short words for logs and messages, e.g. ``tower 9``."""
        if self.category == "fountain":
            # Translators: the tile in the middle of every Alhambra
            return _("fountain")
        piece = _(self.piece.name) if self.piece.name else self.category
        if self.kind is None:
            name = piece
        elif self.category == "building":
            name = kind_name(self.kind)
        else:
            # Translators: a module's tile of a building kind, e.g. "pavilion hut"
            name = _("{kind} {piece}").format(kind=kind_name(self.kind), piece=piece)
        if not self.price:
            return name
        # Translators: a tile and its price, e.g. "tower 9" or "pavilion hut 3"
        return _("{name} {price}").format(name=name, price=self.price)


FOUNTAIN = Tile(id=0, kind=None, price=0, category="fountain")


def remove_item(items: list, item: object) -> None:
    """``items.remove(item)``, but looking for ``item`` itself first: cards and tiles are
    dataclasses, so comparing each one passed on the way field by field is slow."""
    for index, other in enumerate(items):
        if other is item:
            del items[index]
            return
    items.remove(item)  # an equal copy (ValueError if there is none)


CardClass = TypeVar("CardClass", bound=type)


@dataclass_transform(frozen_default=True)  # so that type checkers know its fields
def card_class(cls: CardClass) -> CardClass:
    """Make a card class: a frozen, slotted dataclass, equal when all fields are equal, and
    hashed by id alone (fast; equal cards have equal ids). Modules' cards use it too."""
    made: Any = dataclass(frozen=True, slots=True)(cls)
    made.__hash__ = _hash_by_id
    return made


def _hash_by_id(card: Card) -> int:
    return hash(card.id)


@card_class
class Card:
    """Any card that lives in the money deck. ``id`` is unique within a game.

    ``ranged``: everyone saw it shuffled into its pile, so the deck keeps where it may lie
    (``Game.deck_ranges``); plain money is dealt among the rest unseen. ``known_pile``: it
    is put into its pile openly (a scoring card), so everyone knows which card that is;
    other ranged cards go in face down and are known only by sort: "one of these lies in
    that pile"."""

    id: int
    ranged: ClassVar[bool] = True
    known_pile: ClassVar[bool] = False
    # Whether it pays and is taken as money (it then has a currency and a value): a fact
    # of its class, read at every listing and payment.
    is_money: ClassVar[bool] = False

    @property
    def counts_for_start(self) -> bool:
        """Whether it counts toward the 20 of the starting money (RULES 1.2 step 4); money
        that a module deals beside it does not."""
        return self.is_money

    def label(self) -> str:
        return type(self).__name__.lower()


@card_class
class MoneyCard(Card):
    currency: Currency
    value: int
    is_money: ClassVar[bool] = True
    ranged: ClassVar[bool] = False

    def label(self) -> str:
        # Translators: a money card, its value and currency, e.g. "9 denar"
        return pgettext("money card", "{value} {currency}").format(
            value=self.value, currency=currency_name(self.currency))


@card_class
class ScoringCard(Card):
    number: int
    known_pile: ClassVar[bool] = True

    def label(self) -> str:
        return _("scoring card {number}").format(number=self.number)


@card_class
class HiddenCard(Card):
    """A card whose face a viewer cannot see (another player's hand, the deck)."""

    def label(self) -> str:
        return _("hidden card")
