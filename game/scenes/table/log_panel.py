"""The log panel: the game's story, newest at the bottom (a click opens it whole, the wheel
scrolls it)."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, drawn_size, small_line, wrap
from game.ui.widgets import draw_panel, draw_text

LOG_TAG = "log"   # the log panel: a click opens the whole log


def paint_log(surface: pygame.Surface, rect: pygame.Rect, lines: list[str],
              scroll: int = 0) -> int:
    """The game's log, newest at the bottom, each entry wrapped (never cut), and only whole
    entries shown (the last one shown may be cut only if it alone is taller than the panel);
    ``scroll`` entries back from the newest. Returns how far back it may scroll."""
    inner = draw_panel(surface, rect)
    line_h = small_line()
    rows = max(1, (inner.height - drawn_size(SMALLEST)) // line_h + 1)
    scroll = max(0, min(scroll, len(lines) - 1))
    shown: list[tuple[str, bool]] = []  # (a wrapped line, whether it is the newest entry)
    end = len(lines) - scroll
    for index in range(end - 1, -1, -1):
        wrapped = wrap(lines[index], SMALLEST, inner.width - 10, bold=index == len(lines) - 1)
        if shown and len(shown) + len(wrapped) > rows:
            break
        shown[0:0] = [(line, index == len(lines) - 1) for line in wrapped]
    shown = shown[-rows:]
    for i, (line, newest) in enumerate(shown):
        draw_text(surface, line, (inner.x, inner.y + i * line_h), SMALLEST,
                  theme.INK if newest else theme.INK_SOFT, bold=newest)
    if not lines:
        draw_text(surface, _("What happens is written here."), inner.topleft, 12,
                  theme.INK_FAINT)
    if len(lines) > 1:  # there is more above: say how to reach it
        track = pygame.Rect(inner.right - 4, inner.y, 3, inner.height)
        share = max(0.08, min(1.0, rows / max(1, len(lines))))
        size = max(10, int(track.height * share))
        top = track.bottom - size - int((track.height - size) * scroll / max(1, len(lines) - 1))
        paint.rect(surface, theme.INK_FAINT, (track.x, top, track.width, size),
                   border_radius=2)
    return max(0, len(lines) - 1)
