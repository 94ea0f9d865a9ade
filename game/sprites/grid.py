"""An Alhambra on screen: which cell is where (geometry) and the drawing of its tiles.

The view shows the tiles' bounds plus a margin of one cell, so every position a new tile
could take (the frontier) is on screen; the cell size shrinks as the Alhambra grows. A
module's openings in the walls are drawn as its part at the table says
(``TablePart.opening_look``, registered here by module id).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass

import pygame

from game.rules import Alhambra
from game.sprites.tiles import tile_surface
from game.ui import paint, theme
from game.ui.background import star_points
from game.ui.canvas import new_surface, per_zoom
from game.ui.fonts import width_of
from game.ui.widgets import draw_text

Pos = tuple[int, int]

# (surface, a tile's box, the sides of it that are open): draws a module's openings on a tile
OpeningLook = Callable[[pygame.Surface, pygame.Rect, int], None]
# Per module id, how its openings look (a module with none here: not drawn).
OPENING_LOOKS: dict[str, OpeningLook] = {}


def register_opening_look(module_id: str, look: OpeningLook) -> None:
    OPENING_LOOKS[module_id] = look


@dataclass(frozen=True)
class GridGeometry:
    area: pygame.Rect
    cell: int
    min_x: int
    min_y: int
    cols: int
    rows: int
    left: int  # screen x of the left edge of column min_x
    top: int

    @classmethod
    def fit(cls, area: pygame.Rect, bounds: tuple[int, int, int, int], margin: int = 1,
            max_cell: int = 72, min_cell: int = 4) -> GridGeometry:
        min_x, min_y, max_x, max_y = bounds
        min_x, min_y, max_x, max_y = min_x - margin, min_y - margin, max_x + margin, max_y + margin
        cols, rows = max_x - min_x + 1, max_y - min_y + 1
        cell = max(min_cell, min(max_cell, area.width // cols, area.height // rows))
        left = area.x + (area.width - cell * cols) // 2
        top = area.y + (area.height - cell * rows) // 2
        return cls(area, cell, min_x, min_y, cols, rows, left, top)

    def cell_rect(self, pos: Pos) -> pygame.Rect:
        return pygame.Rect(self.left + (pos[0] - self.min_x) * self.cell,
                           self.top + (pos[1] - self.min_y) * self.cell, self.cell, self.cell)

    def cell_at(self, point: tuple[int, int]) -> Pos | None:
        """The grid position under a screen point, if it is one of the cells shown."""
        col = (point[0] - self.left) // self.cell
        row = (point[1] - self.top) // self.cell
        if 0 <= col < self.cols and 0 <= row < self.rows:
            return (self.min_x + col, self.min_y + row)
        return None

    def contains(self, pos: Pos) -> bool:
        return (self.min_x <= pos[0] < self.min_x + self.cols
                and self.min_y <= pos[1] < self.min_y + self.rows)

    def cells(self) -> Iterator[Pos]:
        for row in range(self.rows):
            for col in range(self.cols):
                yield (self.min_x + col, self.min_y + row)

    @property
    def shown(self) -> pygame.Rect:
        return pygame.Rect(self.left, self.top, self.cols * self.cell, self.rows * self.cell)


def draw_alhambra(surface: pygame.Surface, alhambra: Alhambra, geometry: GridGeometry,
                  grid: bool = True, marked: Collection[int | str] = ()) -> None:
    """The tiles, with the modules' openings in their walls; with ``grid``, the empty cells
    of the view as a faint lattice. Tiles in ``marked`` carry a gold star (a module's mark:
    they count twice)."""
    if grid:
        surface.blit(courtyard(geometry.cols, geometry.rows, geometry.cell), geometry.shown)
    openings = [(OPENING_LOOKS[owner], alhambra.openings(by=owner))
                for owner in alhambra.openers() if owner in OPENING_LOOKS]
    for pos, tile in alhambra.items():
        if geometry.contains(pos):
            box = geometry.cell_rect(pos)
            surface.blit(tile_surface(tile, geometry.cell), box)
            for look, opened in openings:
                if pos in opened:
                    look(surface, box, opened[pos])
            if tile.id in marked:
                draw_star_mark(surface, box)


@per_zoom(maxsize=16)
def courtyard(cols: int, rows: int, cell: int) -> pygame.Surface:
    """The empty court an Alhambra is built on: sand-coloured paving, its joints on the
    cells' edges, a small star where four slabs meet."""
    w, h = cols * cell, rows * cell
    surface = new_surface((w, h), alpha=False)
    surface.fill(theme.PANEL_SHADE)
    joint = theme.mix(theme.PANEL_SHADE, theme.INK_FAINT, 0.4)
    inner = theme.mix(theme.PANEL_SHADE, (255, 255, 255), 0.22)
    if cell >= 24:   # each slab's lit inner edge
        for col in range(cols):
            for row in range(rows):
                slab = pygame.Rect(col * cell + 3, row * cell + 3, cell - 6, cell - 6)
                paint.rect(surface, inner, slab, 1, border_radius=max(1, cell // 16))
    for col in range(cols + 1):
        paint.line(surface, joint, (col * cell, 0), (col * cell, h - 1))
    for row in range(rows + 1):
        paint.line(surface, joint, (0, row * cell), (w - 1, row * cell))
    if cell >= 24:
        star = theme.mix(theme.PANEL_SHADE, theme.INK_FAINT, 0.55)
        r = max(2.0, cell * 0.07)
        for col in range(cols + 1):
            for row in range(rows + 1):
                paint.polygon(surface, star, star_points(col * cell, row * cell, r, r * 0.45, 4,
                                                         math.pi / 4))
    return surface


def draw_star_mark(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A gold star in the top right corner of a tile."""
    r = max(3.0, box.width * 0.16)
    cx, cy = box.right - r - 2, box.y + r + 2
    points = star_points(cx, cy, r, r * 0.45, 5, -math.pi / 2)
    paint.polygon(surface, theme.GOLD_LIGHT, points)
    paint.polygon(surface, theme.INK, points, 1)


EXAMPLE_CELL = 44   # px: a tile of a rule sheet's worked example


def example_picture(alhambra: Alhambra, ringed: Pos, words: str) -> pygame.Surface:
    """A rule sheet's worked example: ``alhambra`` drawn whole, the tile at ``ringed``
    ringed in gold, and ``words`` (what it makes) beside it."""
    min_x, min_y, max_x, max_y = alhambra.bounds()
    room = pygame.Rect(0, 0, (max_x - min_x + 1) * EXAMPLE_CELL,
                       (max_y - min_y + 1) * EXAMPLE_CELL)
    grid = GridGeometry.fit(room, alhambra.bounds(), margin=0, max_cell=EXAMPLE_CELL)
    picture = new_surface((room.width + 16 + width_of(words, 15, True), room.height))
    draw_alhambra(picture, alhambra, grid)
    paint.rect(picture, theme.GOLD_LIGHT, grid.cell_rect(ringed), 3, border_radius=4)
    draw_text(picture, words, (room.right + 16, room.centery), 15, theme.INK,
              anchor="midleft", bold=True)
    return picture
