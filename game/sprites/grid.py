"""An Alhambra on screen: which cell is where (geometry) and the drawing of its tiles.

The view shows the tiles' bounds plus a margin of one cell, so every position a new tile
could take (the frontier) is on screen; the cell size shrinks as the Alhambra grows.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator
from dataclasses import dataclass

import pygame

from game.rules import Alhambra
from game.sprites.tiles import tile_surface
from game.ui import paint, theme
from game.ui.background import star_points

Pos = tuple[int, int]


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
    """The tiles, with their gates; with ``grid``, the empty cells of the view as a faint
    lattice. Tiles in ``marked`` carry a gold star (a module's mark: they count twice)."""
    if grid:
        shown = geometry.shown
        paint.rect(surface, theme.PANEL_SHADE, shown)
        line = theme.mix(theme.PANEL_SHADE, theme.INK_FAINT, 0.45)
        for col in range(geometry.cols + 1):
            x = geometry.left + col * geometry.cell
            paint.line(surface, line, (x, shown.top), (x, shown.bottom - 1))
        for row in range(geometry.rows + 1):
            y = geometry.top + row * geometry.cell
            paint.line(surface, line, (shown.left, y), (shown.right - 1, y))
    gates = alhambra.gates()
    for pos, tile in alhambra.items():
        if geometry.contains(pos):
            box = geometry.cell_rect(pos)
            surface.blit(tile_surface(tile, geometry.cell), box)
            if pos in gates:
                draw_gates(surface, box, gates[pos])
            if tile.id in marked:
                draw_star_mark(surface, box)


def draw_gates(surface: pygame.Surface, box: pygame.Rect, sides: int) -> None:
    """A wooden gate in the middle of each gated wall (the wall still stands, D8)."""
    t = max(2, round(box.width * 0.12))
    w = max(3, box.width // 3)
    for bit, side in ((1, "N"), (2, "E"), (4, "S"), (8, "W")):
        if not sides & bit:
            continue
        if side in ("N", "S"):
            door = pygame.Rect(box.centerx - w // 2, box.y if side == "N" else box.bottom - t,
                               w, t)
        else:
            door = pygame.Rect(box.x if side == "W" else box.right - t, box.centery - w // 2,
                               t, w)
        paint.rect(surface, theme.GATE, door)
        paint.rect(surface, theme.INK, door, 1)


def draw_star_mark(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A gold star in the top right corner of a tile."""
    r = max(3.0, box.width * 0.16)
    cx, cy = box.right - r - 2, box.y + r + 2
    points = star_points(cx, cy, r, r * 0.45, 5, -math.pi / 2)
    paint.polygon(surface, theme.GOLD_LIGHT, points)
    paint.polygon(surface, theme.INK, points, 1)
