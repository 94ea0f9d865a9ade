"""The table cloth: a deep terracotta ground with a pattern of eight-pointed stars, drawn
once per size and reused."""

from __future__ import annotations

import math
import pygame

from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom


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
    surface = new_surface(size, alpha=False)
    surface.fill(theme.BACKGROUND)
    w, h = size
    for row, y in enumerate(range(-step // 2, h + step, step)):
        for x in range(-step // 2 + (step // 2 if row % 2 else 0), w + step, step):
            paint.polygon(surface, theme.BACKGROUND_STAR,
                          star_points(x, y, step * 0.36, step * 0.2))
            paint.polygon(surface, theme.BACKGROUND_LINE,
                          star_points(x, y, step * 0.36, step * 0.2), 1)
            paint.circle(surface, theme.BACKGROUND_LINE, (x, y), max(2, step // 14))
    return surface
