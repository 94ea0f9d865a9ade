"""Small tokens drawn beside a player's name: the vizier (M1), active or spent."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.fonts import text

VIZIER_ACTIVE = (214, 170, 72)
VIZIER_SPENT = (190, 180, 166)


def draw_vizier(surface: pygame.Surface, centre: tuple[int, int], radius: int,
                active: bool) -> pygame.Rect:
    """A round vizier token: gold with a "V" when active; grey, faint and struck through
    when spent (shape and colour both tell, for colour-blind players)."""
    x, y = centre
    fill = VIZIER_ACTIVE if active else VIZIER_SPENT
    pygame.draw.circle(surface, fill, centre, radius)
    pygame.draw.circle(surface, theme.INK if active else theme.INK_FAINT, centre, radius, 1)
    letter = text("V", max(8, round(radius * 1.3)), theme.INK if active else theme.INK_FAINT, True)
    surface.blit(letter, letter.get_rect(center=(x, y + 1)))
    if not active:
        d = round(radius * 0.75)
        pygame.draw.line(surface, theme.BAD, (x - d, y + d), (x + d, y - d), 2)
    return pygame.Rect(x - radius, y - radius, radius * 2, radius * 2)
