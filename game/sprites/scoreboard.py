"""The score track: one bar per player (and Dirk), scaled to the leader, with the points."""

from __future__ import annotations

import pygame

from game.sprites.tokens import draw_vizier
from game.ui import theme
from game.ui.widgets import draw_text


def draw_score_track(surface: pygame.Surface, area: pygame.Rect,
                     rows: list[tuple[str, theme.Colour, int, bool]],
                     viziers: list[bool] | None = None) -> None:
    """``rows``: (name, colour, score, is the player whose turn it is); ``viziers``: each
    seat's vizier, active or spent (M1), drawn before its bar."""
    if not rows:
        return
    top = max(score for _, _, score, _ in rows)
    scale_top = max(20, ((top + 19) // 20) * 20)  # a round number, so bars move calmly
    line = min(20, area.height // len(rows))
    name_width = 78
    bar_left = area.x + name_width + 16 + (18 if viziers is not None else 0)
    bar_width = area.right - bar_left - 34
    for i, (name, colour, score, current) in enumerate(rows):
        y = area.y + i * line
        mid = y + line // 2
        pygame.draw.circle(surface, colour, (area.x + 6, mid), 6)
        pygame.draw.circle(surface, theme.INK, (area.x + 6, mid), 6, 1)
        draw_text(surface, name, (area.x + 16, mid), 12, theme.INK, anchor="midleft",
                  bold=current, max_width=name_width)
        if viziers is not None and i < len(viziers):
            draw_vizier(surface, (bar_left - 11, mid), min(7, line // 2 - 1), viziers[i])
        track = pygame.Rect(bar_left, mid - 4, bar_width, 8)
        pygame.draw.rect(surface, theme.PANEL_SHADE, track, border_radius=4)
        filled = track.copy()
        filled.width = max(4, round(bar_width * score / scale_top))
        pygame.draw.rect(surface, colour, filled, border_radius=4)
        pygame.draw.rect(surface, theme.INK_SOFT, track, 1, border_radius=4)
        draw_text(surface, str(score), (area.right, mid), 13, theme.INK, anchor="midright",
                  bold=True)
