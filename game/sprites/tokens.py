"""Small round tokens drawn beside a player's name (a module's, such as the vizier): a
letter on a gold coin when active; grey, faint and struck through when spent (shape and
colour both tell, for colour-blind players)."""

from __future__ import annotations

import pygame

from game.sprites import icons
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, text

TOKEN_ACTIVE = theme.GOLD_LIGHT
TOKEN_SPENT = (190, 180, 166)
# The smallest token that holds its letter in the table's smallest type.
LETTERED_RADIUS = 8


def draw_token(surface: pygame.Surface, centre: tuple[int, int], radius: int, letter: str,
               active: bool) -> pygame.Rect:
    x, y = centre
    face = icons.coin(2 * radius, TOKEN_ACTIVE if active else TOKEN_SPENT)
    surface.blit(face, face.get_rect(center=centre))
    if radius >= LETTERED_RADIUS:   # else too small for a legible letter: the hover tells it
        image = text(letter, max(SMALLEST, round(radius * 1.3)),
                     theme.INK if active else theme.INK_FAINT, True)
        surface.blit(image, image.get_rect(center=(x, y + 1)))
    if not active:
        d = round(radius * 0.75)
        paint.line(surface, theme.BAD, (x - d, y + d), (x + d, y - d), 2)
    return pygame.Rect(x - radius, y - radius, radius * 2, radius * 2)
