"""The game's icon, drawn by the game itself: a horseshoe arch over the Lion Fountain on a
terracotta tile with a crenellated wall. Used for the window and the executable."""

from __future__ import annotations

import math

import pygame
from game.ui import paint

TERRACOTTA = (176, 84, 52)
SAND = (238, 214, 170)
GOLD = (222, 170, 60)
NIGHT = (38, 44, 84)
WATER = (96, 170, 214)


def draw_icon(size: int = 256) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels (any size; drawn, not scaled)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    u = size / 64  # drawing unit: the design is laid out on a 64 x 64 grid
    paint.rect(s, TERRACOTTA, (0, 0, size, size), border_radius=round(10 * u))
    # Crenellated wall along the top.
    for i in range(8):
        if i % 2 == 0:
            paint.rect(s, SAND,
                       (round((i * 8) * u), round(4 * u), round(8 * u), round(6 * u)))
    paint.rect(s, SAND, (0, round(10 * u), size, round(4 * u)))
    # Horseshoe arch: a night sky framed in gold.
    centre = (size / 2, 32 * u)
    radius = 18 * u
    paint.circle(s, GOLD, centre, radius + 3 * u)
    paint.rect(s, GOLD, (centre[0] - radius - 3 * u, centre[1], 2 * (radius + 3 * u), 26 * u))
    paint.circle(s, NIGHT, centre, radius)
    paint.rect(s, NIGHT, (centre[0] - radius, centre[1], 2 * radius, 26 * u))
    # A star in the sky.
    star = [(centre[0] + (6 if k % 2 == 0 else 2.5) * u * math.cos(math.pi / 2 + k * math.pi / 4),
             centre[1] - 8 * u
             - (6 if k % 2 == 0 else 2.5) * u * math.sin(math.pi / 2 + k * math.pi / 4))
            for k in range(8)]
    paint.polygon(s, GOLD, star)
    # The fountain: basin, jet and water.
    paint.ellipse(s, SAND, (centre[0] - 12 * u, 48 * u, 24 * u, 8 * u))
    paint.ellipse(s, WATER, (centre[0] - 9 * u, 49.5 * u, 18 * u, 5 * u))
    paint.rect(s, SAND, (centre[0] - 1.5 * u, 36 * u, 3 * u, 13 * u))
    paint.circle(s, WATER, (centre[0], 35 * u), 3 * u)
    return s


def save_icon(path: str, size: int = 256) -> None:
    pygame.image.save(draw_icon(size), path)
