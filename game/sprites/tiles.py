"""Tile pictures: a building in its kind's colour with an icon and a letter (for colour-blind
players), its price on a coin, and crenellated walls on the walled sides (walls added later
in a paler stone, bastions with an arrow); the fountain. A module's part at the table
registers how its own sorts of tile look (``register_tile_face``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import language
from game.rules import Kind, Tile
from game.rules.types import SIDE_BIT
from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom
from game.ui.background import star_points
from game.ui.fonts import SMALLEST, smallest, text, type_growth, width_of

FOUNTAIN_GROUND = (226, 206, 160)
# The smallest tiles that carry their kind's letter, and their price, in type no smaller than
# the table's (``fonts.SMALLEST``): smaller tiles show the kind's emblem alone.
LETTERED_TILE = 26
PRICED_TILE = 44
WATER = (64, 138, 204)

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
    added = sum(bit for side, bit in SIDE_BIT.items() if side in tile.added)
    bastions = sum(bit for side, bit in SIDE_BIT.items() if side in tile.bastions)
    ident = tile.id if tile.category in FACES_BY_ID else None
    return _tile(tile.kind, tile.category, tile.price, tile.mask, added, bastions, size, ident,
                 language())


@per_zoom(maxsize=4096)
def _tile(kind: Kind | None, category: str, price: int, mask: int, added: int, bastions: int,
          size: int, ident: int | str | None, lang: str) -> pygame.Surface:
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
            face(surface, body, kind, size, ident)  # type: ignore[call-arg]
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
    _walls(surface, body, mask & ~added & ~bastions, size, theme.WALL)
    _walls(surface, body, added, size, theme.WALL_ADDED)
    _walls(surface, body, bastions, size, theme.WALL_DARK)
    if bastions:
        _arrows(surface, body, bastions, size)
    return surface


def _building(surface: pygame.Surface, body: pygame.Rect, kind: Kind, price: int,
              size: int, mask: int) -> None:
    base = theme.KIND_COLOURS[kind]
    radius = max(1, size // 12)
    paint.rect(surface, base, body, border_radius=radius)
    # A soft light from above, so tiles read as pieces rather than flat squares.
    light = pygame.Rect(body.x, body.y, body.width, body.height // 2)
    glow = new_surface(light.size)
    glow.fill((255, 255, 255, 34))
    surface.blit(glow, light)
    paint.rect(surface, theme.mix(base, (0, 0, 0), 0.35), body, width=1,
               border_radius=radius)
    ink = theme.KIND_INK[kind]
    icon_colour = (*theme.mix(base, ink, 0.55), 255)
    letter_size = max(SMALLEST, round(size * 0.24))
    if (size < LETTERED_TILE * type_growth()
            or width_of(theme.KIND_LETTERS[kind], letter_size, True) > size * 0.45):
        # Too small for a legible letter (two letters, "Ga", want more room, and in a
        # small window the type takes more): the kind's emblem alone, larger, tells it.
        if size >= 12:
            draw_kind_icon(surface, kind, body.center, size * 0.26, icon_colour, base)
        return
    draw_kind_icon(surface, kind, body.center, size * 0.2, icon_colour, base)
    # The letter and the price keep clear of the walls (drawn afterwards on the edges), and
    # of each other: where they would meet, the emblem tells the kind without the letter.
    wall = wall_thickness(size)
    inset = {side: wall if mask & bit else 0 for side, bit in SIDE_BIT.items()}
    letter = text(theme.KIND_LETTERS[kind], letter_size, ink, True)
    pad = max(2, size // 9)
    spot = letter.get_rect(topleft=(body.x + pad + inset["W"], body.y + pad - 1 + inset["N"]))
    disc = _price_disc(body, price, size, inset)
    if disc is None or not spot.colliderect(disc):
        surface.blit(letter, spot)
    _price_chip(surface, disc, price)


def _price_chip(surface: pygame.Surface, disc: pygame.Rect | None, price: int) -> None:
    """The price in its gold disc (``_price_disc``: none on a tile too small for a legible
    number, which shows it enlarged)."""
    if disc is not None:
        centre, r = disc.center, disc.width // 2
        paint.circle(surface, theme.GOLD_LIGHT, centre, r)
        paint.circle(surface, theme.mix(theme.GOLD, (0, 0, 0), 0.3), centre, r, 1)
        number = text(str(price), max(SMALLEST, round(r * 1.3)), theme.INK, True)
        surface.blit(number, number.get_rect(center=(centre[0], centre[1] + 1)))


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


def draw_kind_icon(surface: pygame.Surface, kind: Kind, centre: tuple[int, int], unit: float,
                   colour: tuple, ground: tuple) -> None:
    """A small emblem for ``kind`` (``unit`` is about half its width)."""
    cx, cy = centre
    u = max(2.0, unit)
    if kind is Kind.PAVILION:  # a domed pavilion
        paint.circle(surface, colour, (cx, round(cy + u * 0.1)), round(u * 0.75),
                     draw_top_left=True, draw_top_right=True)
        paint.rect(surface, colour, (cx - u * 0.9, cy + u * 0.1, u * 1.8, u * 0.8))
        paint.line(surface, colour, (cx, cy - u * 0.65), (cx, cy - u * 1.05), 2)
    elif kind is Kind.SERAGLIO:  # a crescent over a base
        paint.circle(surface, colour, (cx, cy - u * 0.1), round(u * 0.8))
        paint.circle(surface, ground, (cx + u * 0.35, cy - u * 0.3), round(u * 0.68))
        paint.rect(surface, colour, (cx - u * 0.9, cy + u * 0.75, u * 1.8, u * 0.3))
    elif kind is Kind.ARCADES:  # three arches
        w = u * 0.6
        for i in (-1, 0, 1):
            x = cx + i * w
            paint.rect(surface, colour, (x - w / 2, cy - u * 0.5, w, u * 1.4))
            paint.circle(surface, ground, (x, cy + u * 0.2), max(1, round(w * 0.3)))
            paint.rect(surface, ground, (x - w * 0.3, cy + u * 0.2, w * 0.6, u * 0.7))
    elif kind is Kind.CHAMBERS:  # an arched window with bars
        rect = pygame.Rect(round(cx - u * 0.7), round(cy - u * 0.4), round(u * 1.4), round(u * 1.3))
        paint.rect(surface, colour, rect)
        paint.circle(surface, colour, (cx, rect.y), round(u * 0.7),
                     draw_top_left=True, draw_top_right=True)
        paint.line(surface, ground, (cx, rect.y - u * 0.5), (cx, rect.bottom - 2), 2)
        paint.line(surface, ground, (rect.x + 2, cy + u * 0.2),
                   (rect.right - 3, cy + u * 0.2), 2)
    elif kind is Kind.GARDEN:  # a tree
        paint.rect(surface, colour, (cx - u * 0.15, cy, u * 0.3, u * 0.95))
        for dx, dy in ((-0.45, -0.1), (0.45, -0.1), (0, -0.55), (0, -0.05)):
            paint.circle(surface, colour, (cx + u * dx, cy + u * dy), round(u * 0.45))
    elif kind is Kind.TOWER:  # a crenellated tower
        paint.rect(surface, colour, (cx - u * 0.55, cy - u * 0.55, u * 1.1, u * 1.55))
        for i in (-1, 0, 1):
            paint.rect(surface, colour, (cx + i * u * 0.42 - u * 0.14, cy - u * 0.85,
                                               u * 0.28, u * 0.32))
        paint.rect(surface, ground, (cx - u * 0.17, cy + u * 0.45, u * 0.34, u * 0.55))


def _fountain(surface: pygame.Surface, body: pygame.Rect) -> None:
    size = body.width
    paint.rect(surface, FOUNTAIN_GROUND, body, border_radius=max(1, size // 12))
    paint.rect(surface, theme.mix(FOUNTAIN_GROUND, (0, 0, 0), 0.35), body, width=1,
               border_radius=max(1, size // 12))
    cx, cy = body.center
    # Four channels lead from the basin to the four sides (the court of the lions).
    width = max(1, size // 12)
    for end in ((cx, body.top + 1), (cx, body.bottom - 2), (body.left + 1, cy),
                (body.right - 2, cy)):
        paint.line(surface, WATER, (cx, cy), end, width)
    outer = size * 0.34
    paint.polygon(surface, theme.mix(WATER, (0, 0, 0), 0.25),
                  star_points(cx, cy, outer, outer * 0.82, 8, 0.39))
    paint.circle(surface, WATER, (cx, cy), round(outer * 0.72))
    if size >= 20:
        paint.polygon(surface, (250, 250, 255),
                      star_points(cx, cy, outer * 0.45, outer * 0.2))


def wall_thickness(size: int) -> int:
    return max(2, round(size * 0.12))


def _walls(surface: pygame.Surface, body: pygame.Rect, mask: int, size: int,
           stone: theme.Colour) -> None:
    if not mask:
        return
    t = wall_thickness(size)
    merlon = max(1, round(t * 0.7))
    count = max(2, size // 12)
    for side, bit in SIDE_BIT.items():
        if not mask & bit:
            continue
        if side == "N":
            band = pygame.Rect(body.x, body.y, body.width, t)
        elif side == "S":
            band = pygame.Rect(body.x, body.bottom - t, body.width, t)
        elif side == "W":
            band = pygame.Rect(body.x, body.y, t, body.height)
        else:
            band = pygame.Rect(body.right - t, body.y, t, body.height)
        paint.rect(surface, stone, band)
        if size >= 18:
            # Merlons stand inward from the band, every other slot: a crenellated border.
            horizontal = side in ("N", "S")
            length = body.width if horizontal else body.height
            slot = length / (count * 2 + 1)
            for i in range(count):
                start = slot * (2 * i + 1)
                if horizontal:
                    y = band.bottom if side == "N" else band.top - merlon
                    piece = pygame.Rect(round(body.x + start), y, max(1, round(slot)), merlon)
                else:
                    x = band.right if side == "W" else band.left - merlon
                    piece = pygame.Rect(x, round(body.y + start), merlon, max(1, round(slot)))
                paint.rect(surface, stone, piece)
                paint.rect(surface, theme.WALL_DARK, piece, 1)
        paint.rect(surface, theme.WALL_DARK, band, 1)


def _arrows(surface: pygame.Surface, body: pygame.Rect, mask: int, size: int) -> None:
    """An arrow through each bastion, pointing away from the tile."""
    r = max(3, size // 6)
    cx, cy = body.center
    ends = {"N": (cx, body.y + r), "S": (cx, body.bottom - r), "W": (body.x + r, cy),
            "E": (body.right - r, cy)}
    for side, bit in SIDE_BIT.items():
        if not mask & bit:
            continue
        x, y = ends[side]
        dx, dy = {"N": (0, -1), "S": (0, 1), "W": (-1, 0), "E": (1, 0)}[side]
        paint.line(surface, theme.INK, (cx, cy), (x, y), max(1, size // 24))
        tip = (x + dx * r * 0.6, y + dy * r * 0.6)
        wing = (dy * r * 0.6, -dx * r * 0.6)
        paint.polygon(surface, theme.INK, [tip, (x + wing[0], y + wing[1]),
                                                 (x - wing[0], y - wing[1])])
