"""Tile pictures: a building drawn on cardboard of its kind's colour with the kind's letter
(for colour-blind players), its price on a coin, and stone walls with merlons on its sides
(each sort of side in its own look); the fountain. A module's part at the table registers how
its own sorts of tile look (``register_tile_face``) and its own sorts of side
(``register_side_look``, from ``TablePart.side_looks``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from game.i18n import language
from game.rules import Kind, Tile
from game.rules.types import SIDE_BIT, SIDES, WALL
from game.sprites import icons
from game.sprites.buildings import building, fountain
from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom, zoom
from game.ui.fonts import SMALLEST, smallest, text, type_growth, width_of
from game.ui.sketch import Sketch

# The smallest tiles that carry their kind's letter, and their price, in type no smaller than
# the table's (``fonts.SMALLEST``): smaller tiles show the kind's building alone.
LETTERED_TILE = 26
PRICED_TILE = 44

# (surface, body, kind, size): draws the ground of a module's sort of tile (walls come after)
TileFace = Callable[[pygame.Surface, pygame.Rect, Kind | None, int], None]
TILE_FACES: dict[str, TileFace] = {}
# Sorts of tile whose faces differ from tile to tile beyond kind and price (a bazaar's
# currency and kinds): drawn per tile id, which their face gets as a fifth argument.
FACES_BY_ID: set[str] = set()


def register_tile_face(category: str, face: TileFace, by_id: bool = False) -> None:
    TILE_FACES[category] = face
    if by_id:
        FACES_BY_ID.add(category)


def tile_surface(tile: Tile, size: int) -> pygame.Surface:
    """The picture of ``tile`` at ``size`` pixels (shared: never draw on it)."""
    ident = tile.id if tile.category in FACES_BY_ID else None
    return _tile(tile.kind, tile.category, tile.price, tile.mask, tile.sides, size, ident,
                 language())


@per_zoom(maxsize=4096)
def _tile(kind: Kind | None, category: str, price: int, mask: int,
          sides: frozenset[tuple[str, str]], size: int, ident: int | str | None,
          lang: str) -> pygame.Surface:
    """The picture, drawn once per look, size and language (its letter is a word)."""
    surface = new_surface((size, size))
    gap = 1 if size < 40 else 2
    body = pygame.Rect(gap, gap, size - 2 * gap, size - 2 * gap)
    face = TILE_FACES.get(category)
    if category == "fountain":
        _fountain(surface, body)
    elif face is not None:
        if ident is None:
            face(surface, body, kind, size)
        else:
            face(surface, body, kind, size, ident)
        if kind is None:  # a module's piece bought for its price (a camp): show it
            wall = wall_thickness(size)
            _price_chip(surface, _price_disc(
                body, price, size, {side: wall if mask & bit else 0
                                    for side, bit in SIDE_BIT.items()}), price)
    elif kind is None:
        paint.rect(surface, theme.PANEL_SHADE, body, border_radius=max(1, size // 12))
        if size // 3 >= smallest():
            label = text(category[:1].upper(), size // 3, theme.INK, True)
            surface.blit(label, label.get_rect(center=body.center))
    else:
        _building(surface, body, kind, price, size, mask)
    draw_walls(surface, body, size, sides)
    return surface


def _building(surface: pygame.Surface, body: pygame.Rect, kind: Kind, price: int,
              size: int, mask: int) -> None:
    surface.blit(tile_ground(theme.KIND_COLOURS[kind], body.size), body.topleft)
    letter_size = max(SMALLEST, round(size * 0.24))
    if (size < LETTERED_TILE * type_growth()
            or width_of(theme.KIND_LETTERS[kind], letter_size, True) > size * 0.45):
        # Too small for a legible letter (two letters, "Ga", want more room, and in a
        # small window the type takes more): the kind's building alone, larger, tells it.
        _centred(surface, building(kind, round(body.width * 1.04)), body.center)
        return
    _centred(surface, building(kind, round(body.width * 0.9)),
             (body.centerx, body.centery + round(body.height * 0.02)))
    # The letter and the price keep clear of the walls (drawn afterwards on the edges), and
    # of each other: where they would meet, the building tells the kind without the letter.
    wall = wall_thickness(size)
    inset = {side: wall if mask & bit else 0 for side, bit in SIDE_BIT.items()}
    letter = _outlined_letter(theme.KIND_LETTERS[kind], letter_size, kind)
    pad = max(2, size // 10)
    spot = letter.get_rect(topleft=(body.x + pad + inset["W"] - 1, body.y + pad - 2 + inset["N"]))
    disc = _price_disc(body, price, size, inset)
    if disc is None or not spot.colliderect(disc):
        surface.blit(letter, spot)
    _price_chip(surface, disc, price)


def _centred(surface: pygame.Surface, picture: pygame.Surface, centre: tuple[int, int]) -> None:
    surface.blit(picture, picture.get_rect(center=centre))


@per_zoom(maxsize=256)
def _outlined_letter(letter: str, size: int, kind: Kind) -> pygame.Surface:
    """The kind's letter in its ink, ringed in the ground's darkest tint so that it reads
    over the building as well as over the ground."""
    ink = theme.KIND_INK[kind]
    ring = theme.mix(theme.KIND_COLOURS[kind], (0, 0, 0), 0.55)
    if kind is Kind.CHAMBERS:
        ring = (255, 252, 240)
    face = text(letter, size, ink, True)
    halo = text(letter, size, ring, True)
    w, h = face.get_size()
    picture = new_surface((w + 2, h + 2))
    for dx, dy in ((0, 0), (2, 0), (0, 2), (2, 2), (1, 0), (0, 1), (2, 1), (1, 2)):
        picture.blit(halo, (dx, dy))
    picture.blit(face, (1, 1))
    return picture


@per_zoom(maxsize=512)
def tile_ground(colour: theme.Colour, size: tuple[int, int]) -> pygame.Surface:
    """A tile's cardboard in ``colour``: lit from the top, a fine frame printed inside its
    edge, its corners rounded (shared: never draw on it)."""
    w, h = size
    sketch = Sketch(size, colour)
    radius = max(1, w // 12)
    sketch.gradient(theme.mix(colour, (255, 255, 255), 0.2), theme.mix(colour, (0, 0, 0), 0.1))
    sketch.round_corners(radius)
    stroke = max(0.6, w * 0.022)
    if w * zoom() >= 30:
        inset = w * 0.075
        sketch.rect(theme.mix(colour, (255, 255, 255), 0.22),
                    (inset, inset, w - 2 * inset, h - 2 * inset), max(0.5, stroke * 0.6),
                    radius=radius)
    sketch.rect(theme.mix(colour, (0, 0, 0), 0.4), (0, 0, w, h), stroke, radius=radius)
    return sketch.picture()


def _price_chip(surface: pygame.Surface, disc: pygame.Rect | None, price: int) -> None:
    """The price on a gold coin (``_price_disc``: none on a tile too small for a legible
    number, which shows it enlarged)."""
    if disc is not None:
        r = disc.width // 2
        surface.blit(icons.coin(2 * r), disc.topleft)
        number = text(str(price), max(SMALLEST, round(r * 1.3)), theme.INK, True)
        surface.blit(number, number.get_rect(center=(disc.centerx, disc.centery + 1)))


def _price_disc(body: pygame.Rect, price: int, size: int,
                inset: dict[str, int]) -> pygame.Rect | None:
    """Where the price's disc lies on a tile (None on one too small for a legible number:
    in a small window, where the type takes more room, a larger one)."""
    growth = type_growth()
    if size < PRICED_TILE * growth or not price:
        return None
    r = max(round(9 * growth), round(size * 0.15))
    pad = max(2, size // 12)
    centre = (body.right - r - pad - inset["E"], body.bottom - r - pad - inset["S"])
    return pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)


def draw_kind_icon(surface: pygame.Surface, kind: Kind, centre: tuple[int, int],
                   unit: float) -> None:
    """The kind's building, about ``2 * unit`` wide, centred on ``centre`` (on a chip or a
    die of the kind's colour)."""
    _centred(surface, building(kind, max(4, round(unit * 2.6))), centre)


def _fountain(surface: pygame.Surface, body: pygame.Rect) -> None:
    surface.blit(fountain(body.width), body.topleft)


def wall_thickness(size: int) -> int:
    return max(2, round(size * 0.12))


# How each side's wall lies: a point ``along`` the side and ``depth`` in from its outer
# edge, as a position in the tile (x0, y0, x1, y1 its body).
_SIDES: dict[str, Callable[[tuple[float, float, float, float], float, float],
                           tuple[float, float]]] = {
    "N": lambda b, along, depth: (b[0] + along, b[1] + depth),
    "S": lambda b, along, depth: (b[0] + along, b[3] - depth),
    "W": lambda b, along, depth: (b[0] + depth, b[1] + along),
    "E": lambda b, along, depth: (b[2] - depth, b[1] + along),
}
WALL_SHADOW = (40, 20, 8, 48)

# One merlon's outline, as (along, depth) points, from the stretch (a0, a1) it stands on, the
# wall's thickness and the merlon's height.
Merlon = Callable[[float, float, float, float], list[tuple[float, float]]]
# Anything drawn on a wall after its merlons (a tower, an arrow): (sketch, shape, side,
# length, thickness, stone, dark, stroke), ``shape`` placing (along, depth) points in the tile.
Crown = Callable[[Sketch, Callable, str, float, float, theme.Colour, theme.Colour, float], None]


def square_merlon(a0: float, a1: float, t: float, merlon: float) -> list[tuple[float, float]]:
    return [(a0, t - 0.5), (a1, t - 0.5), (a1, t + merlon), (a0, t + merlon)]


@dataclass(frozen=True)
class SideLook:
    """How a sort of side (``game.rules.types.SideKind``) is drawn: a band of ``stone`` along
    the side, merlons of the ``merlon`` outline standing inward, the joints of its lower course
    ``joints`` of a block in, then its ``crown`` if any. ``words`` (marked with ``N_``,
    "{sides}" the sides) tell a tile's sides of this sort apart in a tip; without them they
    are told as walls. Lightness and shape tell the looks apart, not hue alone."""

    stone: theme.Colour
    merlon: Merlon = square_merlon
    joints: float = 0.25
    crown: Crown | None = None
    words: str = ""


# Per sort of side, its look, in the order they are drawn (a printed wall first); a side of
# a sort with no look of its own is drawn as a printed wall.
SIDE_LOOKS: dict[str, SideLook] = {WALL: SideLook(theme.WALL)}


def register_side_look(kind: str, look: SideLook) -> None:
    SIDE_LOOKS[kind] = look


def draw_walls(surface: pygame.Surface, body: pygame.Rect, size: int,
               sides: Iterable[tuple[str, str]]) -> None:
    """The walls of a tile ``size`` wide over its ``body``: its (side, kind) ``sides``, each
    in its kind's look."""
    order = {kind: n for n, kind in enumerate(SIDE_LOOKS)}
    walls = tuple(sorted(sides, key=lambda pair: (order.get(pair[1], 0),
                                                  SIDES.index(pair[0]))))
    if walls:
        surface.blit(_wall_layer(body.size, size, walls), body.topleft)


@per_zoom(maxsize=1024)
def _wall_layer(body: tuple[int, int], size: int,
                walls: tuple[tuple[str, str], ...]) -> pygame.Surface:
    """The walls of one tile, drawn over its body: stone bands along the walled sides,
    merlons standing inward, the shadow they cast."""
    w, h = body
    sketch = Sketch(body, theme.WALL)
    box = (0.0, 0.0, float(w), float(h))
    t = wall_thickness(size)
    detailed = size * zoom() >= 24
    merlon = t * 0.6
    stroke = max(0.5, size * 0.018)
    printed = SIDE_LOOKS[WALL]

    def shape(side: str, points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [_SIDES[side](box, along, depth) for along, depth in points]

    def band(along0: float, along1: float, depth0: float, depth1: float
             ) -> list[tuple[float, float]]:
        return [(along0, depth0), (along1, depth0), (along1, depth1), (along0, depth1)]

    for side, _kind in walls:   # the shadows first: nothing is drawn over a wall later
        length = w if side in "NS" else h
        sketch.polygon(WALL_SHADOW, shape(side, band(0, length, t, t + merlon * 1.25)))
    for side, kind in walls:
        look = SIDE_LOOKS.get(kind, printed)
        stone = look.stone
        dark = theme.mix(stone, theme.WALL_DARK, 0.75)
        length = w if side in "NS" else h
        sketch.polygon(stone, shape(side, band(0, length, 0, t)))
        sketch.polygon(theme.mix(stone, (255, 255, 255), 0.28),
                       shape(side, band(0, length, 0, t * 0.4)))
        if detailed:   # the joints between the stones of the lower course
            joint = theme.mix(stone, theme.WALL_DARK, 0.3)
            block = max(4.0, t * 2.2)
            offset = block * look.joints
            for k in range(int(length / block) + 1):
                along = k * block + offset
                sketch.line(joint, *shape(side, [(along, t * 0.45), (along, t)]), stroke * 0.5)
        if size >= 18:
            count = max(2, round(length / (t * 2.2)))
            slot = length / (count * 2 + 1)
            for i in range(count):
                a0, a1 = slot * (2 * i + 1), slot * (2 * i + 2)
                sketch.shape(stone, shape(side, look.merlon(a0, a1, t, merlon)), dark, stroke)
        sketch.lines(dark, shape(side, [(0, 0), (length, 0), (length, t), (0, t)]),
                     stroke * 0.8, closed=True)
        if look.crown is not None:
            look.crown(sketch, shape, side, length, t, stone, dark, stroke)
    return sketch.picture()
