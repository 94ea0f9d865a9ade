"""Your Alhambra, large in the middle of the table: its heading (whose it is, the buildings
of each kind as they count, the longest wall) and its grid. The grid is fitted to what is
built (the tiles and a ring of free places, as large as the panel allows, shrinking as the
Alhambra grows), then zoomed with the wheel (about the pointer) and panned by dragging its
background; zoomed back out to the fit, it is centred again. Every cell shown is a cell:
the legal places, the verdicts and the drops work at any zoom."""

from __future__ import annotations

import math
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.rules import Kind, Player
from game.scenes.table.seat_facts import draw_kind_counts, kind_counts_size
from game.sprites.grid import GridGeometry, draw_alhambra
from game.ui import paint, theme
from game.ui.fonts import width_of
from game.ui.widgets import Regions, draw_panel, draw_text, title_width

FIT_MOST = 120     # a tile fitted to the panel is at most this large
ZOOM_STEP = 1.25   # a turn of the wheel zooms by this much
LEAST_CELL = 24    # zoomed out, a tile is never smaller than this (or than the fit)...
MOST_CELL = 176    # ... and zoomed in, never larger
MARGIN = 1         # the free places shown around what is built


@dataclass
class View:
    """How a player looks at their Alhambra: ``zoom`` times the fitted size, its middle
    moved by ``pan`` (logical pixels) from the panel's."""

    zoom: float = 1.0
    pan: tuple[float, float] = (0.0, 0.0)

    @property
    def fitted(self) -> bool:
        return self.zoom <= 1.0 and self.pan == (0.0, 0.0)


def fitted_cell(area: pygame.Rect, bounds: tuple[int, int, int, int]) -> int:
    """The tile size that shows ``bounds`` and a ring of free places whole in ``area``."""
    cols, rows = _span(bounds)
    return max(4, min(FIT_MOST, area.width // cols, area.height // rows))


def _span(bounds: tuple[int, int, int, int]) -> tuple[int, int]:
    min_x, min_y, max_x, max_y = bounds
    return max_x - min_x + 1 + 2 * MARGIN, max_y - min_y + 1 + 2 * MARGIN


def cell_size(area: pygame.Rect, bounds: tuple[int, int, int, int], view: View) -> int:
    fit = fitted_cell(area, bounds)
    return max(min(fit, LEAST_CELL), min(MOST_CELL, round(fit * view.zoom)))


def geometry(area: pygame.Rect, bounds: tuple[int, int, int, int], view: View) -> GridGeometry:
    """The cells of the Alhambra shown in ``area`` as ``view`` looks at it: fitted, what is
    built and its ring of free places, whole, in the middle; zoomed or panned, every cell
    that the area shows, whole or in part."""
    cell = cell_size(area, bounds, view)
    cols, rows = _span(bounds)
    if view.fitted:
        return GridGeometry(area, cell, bounds[0] - MARGIN, bounds[1] - MARGIN, cols, rows,
                            area.x + (area.width - cell * cols) // 2,
                            area.y + (area.height - cell * rows) // 2)
    # the screen position of the first column and row of what is built (and its ring)
    left = area.centerx + view.pan[0] - cols * cell / 2
    top = area.centery + view.pan[1] - rows * cell / 2
    first_col = math.floor((area.x - left) / cell)
    first_row = math.floor((area.y - top) / cell)
    last_col = math.ceil((area.right - left) / cell) - 1
    last_row = math.ceil((area.bottom - top) / cell) - 1
    return GridGeometry(area, cell, bounds[0] - MARGIN + first_col,
                        bounds[1] - MARGIN + first_row, last_col - first_col + 1,
                        last_row - first_row + 1, round(left + first_col * cell),
                        round(top + first_row * cell))


def zoomed(view: View, area: pygame.Rect, bounds: tuple[int, int, int, int],
           steps: int, about: tuple[int, int]) -> View:
    """``view`` zoomed in by ``steps`` turns of the wheel (out if negative), the point under
    ``about`` kept under it; at the fit or beyond, centred again."""
    fit = fitted_cell(area, bounds)
    before = cell_size(area, bounds, view)
    zoom = view.zoom * ZOOM_STEP ** steps
    zoom = max(min(1.0, LEAST_CELL / fit), min(MOST_CELL / fit, zoom))
    if zoom <= 1.0:
        return View(zoom)
    after = cell_size(area, bounds, View(zoom))
    scale = after / before
    # the middle of what is built, from the pointer, scaled about the pointer
    mx = area.centerx + view.pan[0] - about[0]
    my = area.centery + view.pan[1] - about[1]
    return clamped(View(zoom, (about[0] + mx * scale - area.centerx,
                               about[1] + my * scale - area.centery)), area, bounds)


def panned(view: View, area: pygame.Rect, bounds: tuple[int, int, int, int],
           by: tuple[int, int]) -> View:
    """``view`` moved by ``by`` pixels (a drag on the background)."""
    return clamped(View(view.zoom, (view.pan[0] + by[0], view.pan[1] + by[1])), area, bounds)


def clamped(view: View, area: pygame.Rect, bounds: tuple[int, int, int, int]) -> View:
    """``view`` kept so that part of what is built stays in the panel."""
    cell = cell_size(area, bounds, view)
    cols, rows = _span(bounds)
    reach_x = max(0.0, (cols * cell - area.width) / 2) + area.width / 3
    reach_y = max(0.0, (rows * cell - area.height) / 2) + area.height / 3
    return View(view.zoom, (max(-reach_x, min(reach_x, view.pan[0])),
                            max(-reach_y, min(reach_y, view.pan[1]))))


def paint_alhambra(surface: pygame.Surface, rect: pygame.Rect, player: Player, name: str,
                   colour: theme.Colour, regions: Regions, view: View,
                   counts: dict[Kind, float] | None = None,
                   marked: Collection[int | str] = ()) -> GridGeometry:
    """The panel of ``player``'s Alhambra as ``view`` shows it. ``counts``: buildings as
    they count for majorities (with the modules' additions); ``marked``: tiles a module
    marks with a star. Returns where its cells are."""
    # Translators: the length of a player's longest wall
    wall = _("wall {length}").format(length=player.alhambra.longest_wall())
    wall_x = rect.right - 34 - width_of(wall, 13, True)
    counts_width = kind_counts_size(15, 6, 37)[0]
    # the kinds' counts before the wall, the title before them; in a narrow panel, the
    # counts on a line of their own under the title
    counts_x = min(rect.right - 320, wall_x - 10 - counts_width)
    beside = counts_x - rect.x - 16 >= title_width(name)
    title_room = (counts_x if beside else wall_x - 10) - rect.x - 16
    inner = draw_panel(surface, rect, [_("{name}'s Alhambra").format(name=name), name],
                       title_room=title_room)
    title = pygame.Rect(rect.x, rect.y, rect.width, 30)
    regions.add(title, "player_name", player.seat)
    paint.circle(surface, colour, (rect.right - 20, rect.y + 15), 7)
    paint.circle(surface, theme.INK, (rect.right - 20, rect.y + 15), 7, 1)
    draw_text(surface, wall, (rect.right - 34, rect.y + 15), 13, theme.INK, anchor="midright",
              bold=True)
    shown = counts if counts is not None else player.alhambra.counts()
    if beside:
        draw_kind_counts(surface, counts_x, rect.y + 7, shown, chip=15, pitch=37,
                         regions=regions)
    else:
        line = draw_kind_counts(surface, inner.x, inner.y, shown, chip=15, pitch=37,
                                regions=regions)
        inner = pygame.Rect(inner.x, line.bottom + 4, inner.width, inner.bottom - line.bottom - 4)
    grid = geometry(inner, player.alhambra.bounds(), view)
    with clipped(surface, inner):
        draw_alhambra(surface, player.alhambra, grid, marked=marked)
    regions.add(inner, "alhambra", player.seat)
    return grid


@contextmanager
def clipped(surface: pygame.Surface, area: pygame.Rect) -> Iterator[None]:
    """Drawing on ``surface`` kept inside ``area`` (the cells the panel shows in part)."""
    before = surface.get_clip()
    surface.set_clip(area.clip(before))
    try:
        yield
    finally:
        surface.set_clip(before)
