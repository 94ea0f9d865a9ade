"""The score track: one bar per player (and Dirk), scaled to the leader, with the points."""

from __future__ import annotations

import pygame

from collections.abc import Sequence

from game.sprites import icons
from game.sprites.tokens import draw_token
from game.ui import paint, theme
from game.ui.fonts import drawn_size
from game.ui.widgets import draw_text


ROW_GAP = 3   # between two rows' names, at the least


def row_pitch() -> int:
    """The least distance between two rows of the track: their names never touch."""
    return drawn_size(12) + ROW_GAP


def draw_score_track(surface: pygame.Surface, area: pygame.Rect,
                     rows: list[tuple[str, theme.Colour, int, bool]],
                     tokens: Sequence[Sequence[tuple[str, bool]]] = ()
                     ) -> list[tuple[pygame.Rect, list[pygame.Rect]]]:
    """``rows``: (name, colour, score, is the player whose turn it is); ``tokens``: per row,
    the small tokens (letter, active) drawn before its bar. Returns, per row, where the row
    and each of its tokens were drawn (for hover help)."""
    drawn: list[tuple[pygame.Rect, list[pygame.Rect]]] = []
    if not rows:
        return drawn
    top = max(score for _, _, score, _ in rows)
    scale_top = max(20, ((top + 19) // 20) * 20)  # a round number, so bars move calmly
    line = max(row_pitch(), min(20, area.height // len(rows)))
    name_width = 78
    most = max((len(t) for t in tokens), default=0)
    bar_left = area.x + name_width + 16 + 18 * most
    bar_width = area.right - bar_left - 34
    for i, (name, colour, score, current) in enumerate(rows):
        y = area.y + i * line
        mid = y + line // 2
        marker = icons.disc(14, colour)   # the player's marker on the track
        surface.blit(marker, marker.get_rect(center=(area.x + 6, mid)))
        draw_text(surface, name, (area.x + 16, mid), 12, theme.INK, anchor="midleft",
                  bold=current, max_width=name_width)
        spots = []
        for k, (letter, active) in enumerate(tokens[i] if i < len(tokens) else ()):
            radius = min(8, line // 2)
            centre = (bar_left - 11 - 18 * k, mid)
            draw_token(surface, centre, radius, letter, active)
            spots.append(pygame.Rect(centre[0] - radius, mid - radius, 2 * radius, 2 * radius))
        track = pygame.Rect(bar_left, mid - 4, bar_width, 8)
        paint.rect(surface, theme.PANEL_SHADE, track, border_radius=4)
        filled = track.copy()
        filled.width = max(4, round(bar_width * score / scale_top))
        paint.rect(surface, colour, filled, border_radius=4)
        paint.rect(surface, theme.INK_SOFT, track, 1, border_radius=4)
        draw_text(surface, str(score), (area.right, mid), 13, theme.INK, anchor="midright",
                  bold=True)
        drawn.append((pygame.Rect(area.x, y, area.width, line), spots))
    return drawn
