"""The game's whole log over the table, opened by clicking the log panel (or L): every
entry from the deal on, in whole sentences, the newest at the bottom, scrolled with the
wheel, the arrows or PgUp/PgDn. The log panel shows only the last few entries."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.ui import paint, theme
from game.ui.fonts import line_pitch, wrap
from game.ui.layout import rect
from game.ui.widgets import Button, button_at, draw_buttons, draw_dim, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.match import Match

SIZE = 13          # the entries' type
ENTRY_GAP = 4      # between two entries
SCROLL_LINES = 3   # lines one turn of the wheel scrolls


class LogScene(Scene):
    opaque = False
    dialog = True

    def __init__(self, match: Match) -> None:
        self.match = match
        self.hover = (-1, -1)
        self.scroll: int | None = None   # pixels from the top; None: at the newest entry

    # ----------------------------------------------------------------- areas
    def text_area(self) -> pygame.Rect:
        box = rect("dialog")
        return pygame.Rect(box.x + 24, box.y + 64, box.width - 56, box.height - 136)

    def close_button(self) -> Button:
        box = rect("dialog")
        return Button(pygame.Rect(box.right - 184, box.bottom - 62, 160, 44), _("Close"),
                      self.close, key="close")

    def button(self, key: str) -> Button | None:
        button = self.close_button()
        return button if button.key == key else None

    def lines(self) -> list[tuple[str, bool, bool]]:
        """Every entry wrapped to the area: (line, whether it is the newest entry's, whether
        it begins an entry)."""
        width = self.text_area().width
        log = self.match.log
        return [(line, index == len(log) - 1, k == 0)
                for index, entry in enumerate(log)
                for k, line in enumerate(wrap(entry, SIZE, width, bold=index == len(log) - 1))]

    def height(self) -> int:
        lines = self.lines()
        starts = sum(1 for _line, _newest, first in lines if first)
        return len(lines) * line_pitch(SIZE) + max(0, starts - 1) * ENTRY_GAP

    def max_scroll(self) -> int:
        return max(0, self.height() - self.text_area().height)

    def scroll_by(self, pixels: int) -> None:
        now = self.max_scroll() if self.scroll is None else self.scroll
        self.scroll = max(0, min(self.max_scroll(), now + pixels))

    def close(self) -> None:
        self.match.app.stack.remove(self)

    # ----------------------------------------------------------------- events
    def handle(self, event: pygame.event.Event) -> None:
        step = line_pitch(SIZE)
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * SCROLL_LINES * step)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at([self.close_button()], event.pos)
            if button is not None:
                button.action()
            elif not rect("dialog").collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_l, pygame.K_RETURN):
                self.close()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.scroll_by(step * (1 if event.key == pygame.K_DOWN else -1))
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                page = self.text_area().height - step
                self.scroll_by(page * (1 if event.key == pygame.K_PAGEDOWN else -1))
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            elif event.key == pygame.K_END:
                self.scroll = None

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface)
        box = rect("dialog")
        inner = draw_panel(surface, box)
        # Translators: the title of the whole log of the game
        draw_text(surface, _("The game so far"), (inner.x + 16, inner.y + 6), 24, theme.INK,
                  bold=True, serif=True, max_width=inner.width - 32)
        area = self.text_area()
        paint.rect(surface, theme.PAPER, area.inflate(12, 8), border_radius=6)
        scroll = self.max_scroll() if self.scroll is None else self.scroll
        clip = surface.get_clip()
        surface.set_clip(area)
        y = area.y - scroll
        pitch = line_pitch(SIZE)
        for k, (line, newest, first) in enumerate(self.lines()):
            if first and k:
                y += ENTRY_GAP
            if area.y - pitch < y < area.bottom:
                draw_text(surface, line, (area.x, y), SIZE,
                          theme.INK if newest else theme.INK_SOFT, bold=newest)
            y += pitch
        surface.set_clip(clip)
        if self.max_scroll():
            track = pygame.Rect(area.right + 8, area.y, 4, area.height)
            size = max(24, area.height * area.height // max(1, self.height()))
            top = track.y + (track.height - size) * scroll // self.max_scroll()
            paint.rect(surface, theme.INK_FAINT, (track.x, top, track.width, size),
                       border_radius=2)
        # Translators: the keys of the whole log's view
        keys = _("The wheel, the arrows or PgUp/PgDn scroll · Esc closes")
        close = self.close_button()
        draw_text(surface, keys, (inner.x + 16, close.rect.centery), SIZE - 1, theme.INK_SOFT,
                  anchor="midleft", max_width=close.rect.x - inner.x - 32)
        draw_buttons(surface, [close], self.hover, size=16)
        if not self.match.log:
            draw_text(surface, _("What happens is written here."), area.topleft, SIZE,
                      theme.INK_FAINT)
