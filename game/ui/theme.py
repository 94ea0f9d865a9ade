"""Colours and names of the table's look: a warm Moorish palette.

Kinds and currencies keep the colours of the printed game (RULES, "Names used in code and
UI"); every kind and currency also has a letter and a shape so that colour is never the only
way to tell them apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from game.rules import Currency, Kind, kind_letter, kind_name
from game.text import first_upper

Colour = tuple[int, int, int]

# The table itself.
BACKGROUND: Colour = (86, 36, 30)
BACKGROUND_STAR: Colour = (104, 48, 38)
BACKGROUND_LINE: Colour = (120, 62, 46)
PANEL: Colour = (245, 233, 206)
PANEL_SHADE: Colour = (232, 214, 178)
PANEL_EDGE: Colour = (186, 142, 66)
GOLD: Colour = (214, 170, 72)
GOLD_LIGHT: Colour = (246, 214, 130)
WHITE: Colour = (255, 255, 255)   # to lighten with (``mix``)
BLACK: Colour = (0, 0, 0)         # to darken with
INK: Colour = (54, 34, 22)
INK_SOFT: Colour = (112, 86, 62)
INK_FAINT: Colour = (160, 138, 110)
PAPER: Colour = (252, 246, 232)
TEAL: Colour = (26, 112, 118)
TEAL_DARK: Colour = (16, 78, 84)
GOOD: Colour = (38, 122, 58)
BAD: Colour = (178, 38, 38)
WARN: Colour = (196, 112, 20)
SHADOW = (0, 0, 0, 90)

# Cell highlights while a tile is being placed (with alpha).
LEGAL_FILL = (70, 190, 110, 120)
LEGAL_EDGE: Colour = (28, 120, 56)
SWAP_FILL = (240, 186, 60, 120)
ILLEGAL_EDGE: Colour = (190, 40, 40)
CURSOR_EDGE: Colour = (20, 20, 20)

# Wall stone.
WALL: Colour = (226, 198, 140)
WALL_DARK: Colour = (120, 84, 44)

KIND_COLOURS: dict[Kind, Colour] = {
    Kind.PAVILION: (52, 110, 196),
    Kind.SERAGLIO: (192, 52, 46),
    Kind.ARCADES: (138, 88, 46),
    Kind.CHAMBERS: (240, 236, 226),
    Kind.GARDEN: (58, 150, 72),
    Kind.TOWER: (122, 72, 166),
}
KIND_INK: dict[Kind, Colour] = {kind: (255, 255, 255) for kind in Kind}
KIND_INK[Kind.CHAMBERS] = (60, 50, 40)


class _Words(Mapping[Kind, str]):
    """A table of the kinds' words, read in the current language at each look-up."""

    def __init__(self, words: Callable[[Kind], str]) -> None:
        self._words = words

    def __getitem__(self, kind: Kind) -> str:
        return self._words(kind)

    def __iter__(self) -> Iterator[Kind]:
        return iter(Kind)

    def __len__(self) -> int:
        return len(Kind)


KIND_LETTERS: Mapping[Kind, str] = _Words(kind_letter)          # "P", on tiles and chips
KIND_TITLES: Mapping[Kind, str] = _Words(lambda kind: first_upper(kind_name(kind)))
KIND_NAMES: Mapping[Kind, str] = _Words(kind_name)              # "pavilion", in sentences

CURRENCY_COLOURS: dict[Currency, Colour] = {
    Currency.FLORIN: (236, 194, 52),
    Currency.DIRHAM: (66, 156, 76),
    Currency.DENAR: (58, 116, 200),
    Currency.DUCAT: (232, 128, 36),
}
CURRENCY_INK: dict[Currency, Colour] = {
    Currency.FLORIN: (92, 64, 8),
    Currency.DIRHAM: (255, 255, 255),
    Currency.DENAR: (255, 255, 255),
    Currency.DUCAT: (255, 255, 255),
}
# Each currency's symbol is a shape (drawn by sprites.cards), named here for the legend.
CURRENCY_SHAPES: dict[Currency, str] = {
    Currency.FLORIN: "circle", Currency.DIRHAM: "triangle",
    Currency.DENAR: "square", Currency.DUCAT: "diamond",
}


def add_currency(currency: Currency, colour: Colour, ink: Colour, shape: str) -> None:
    """How a module's own currency looks: its colour, the ink on it, its symbol's shape
    (one ``sprites.cards.draw_currency_symbol`` draws)."""
    CURRENCY_COLOURS[currency] = colour
    CURRENCY_INK[currency] = ink
    CURRENCY_SHAPES[currency] = shape

# Seat colours a player can choose (name -> colour); the name is what a Seat stores.
SEAT_COLOURS: dict[str, Colour] = {
    "crimson": (196, 40, 56),
    "azure": (40, 120, 220),
    "emerald": (24, 150, 96),
    "saffron": (238, 178, 20),
    "violet": (140, 76, 196),
    "ivory": (240, 236, 220),
    "coral": (250, 120, 90),
    "ebony": (44, 40, 40),
}
DIRK_COLOUR: Colour = (128, 128, 128)


def seat_marks(names: list[str]) -> list[str]:
    """The letters that tell the seats apart where a colour alone would (a marker, a line of
    the chart), for players who cannot tell the colours apart: each name's initial, or its
    first two letters where two names begin alike."""
    initials = [name[:1].upper() for name in names]
    return [initial if initials.count(initial) == 1 else name[:2].title()
            for initial, name in zip(initials, names)]


def seat_colour(name: str, index: int = 0) -> Colour:
    """The colour of a seat; an unknown or empty name falls back to the index's default."""
    if name in SEAT_COLOURS:
        return SEAT_COLOURS[name]
    return list(SEAT_COLOURS.values())[index % len(SEAT_COLOURS)]


def readable_ink(colour: Colour) -> Colour:
    """Dark or light text, whichever reads better on ``colour``."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (255, 255, 255)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))
