"""The table cloth: a deep terracotta ground with a lattice of eight-pointed stars, drawn
once per size and reused."""

from __future__ import annotations

import math
import pygame

from game.ui import theme
from game.ui.canvas import per_zoom
from game.ui.sketch import Sketch, tiled


def star_points(cx: float, cy: float, outer: float, inner: float, points: int = 8,
                turn: float = 0.0) -> list[tuple[float, float]]:
    result = []
    for i in range(points * 2):
        radius = outer if i % 2 == 0 else inner
        angle = turn + math.pi * i / points
        result.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return result


@per_zoom(maxsize=8)
def table_cloth(size: tuple[int, int], step: int = 64) -> pygame.Surface:
    """The cloth: one square of its pattern drawn with smooth edges, laid side by side."""
    return tiled(size, _pattern(step))


@per_zoom(maxsize=2)
def _pattern(step: int) -> pygame.Surface:
    """A square of the cloth's pattern, ``step`` wide: an eight-pointed star at its corners
    and its middle, small four-pointed stars between them, joined by a fine lattice."""
    sketch = Sketch((step, step), theme.BACKGROUND)
    sketch.rect(theme.BACKGROUND, (0, 0, step, step))
    line = max(0.6, step / 64)
    half = step / 2
    diamond = [(0, half), (half, 0), (step, half), (half, step)]   # the lattice
    sketch.lines(theme.BACKGROUND_LINE, diamond, line, closed=True)
    for a, b in (((0, 0), (step, step)), ((step, 0), (0, step))):
        sketch.line(theme.BACKGROUND_LINE, a, b, line)
    for x, y in ((0, 0), (step, 0), (0, step), (step, step), (half, half)):
        big = star_points(x, y, step * 0.3, step * 0.2, 8, math.pi / 8)
        sketch.shape(theme.BACKGROUND_STAR, big, theme.BACKGROUND_LINE, line)
        sketch.circle(theme.BACKGROUND_LINE, (x, y), step * 0.06)
    for x, y in ((0, half), (half, 0), (step, half), (half, step)):
        small = star_points(x, y, step * 0.12, step * 0.05, 4)
        sketch.shape(theme.BACKGROUND_STAR, small, theme.BACKGROUND_LINE, line)
    return sketch.picture()
