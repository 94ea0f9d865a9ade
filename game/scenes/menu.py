"""A menu overlay: a column of entries over the dimmed table. The app builds the main menu
from a list of entries, so more (such as saving and loading) can be added in one place."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.base import Scene
from game.ui import theme
from game.ui.fonts import line_pitch, wrap
from game.ui.layout import canvas_size, rect
from game.ui.widgets import Button, draw_buttons, draw_dim, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.host import Host


ENTRIES_TOP = 64   # from the panel's top to its first entry (the title above)
PITCH = 50         # from an entry to the next...
MIN_PITCH = 40     # ...less when many entries would not fit the canvas
GAP = 10           # between two entries


@dataclass
class MenuEntry:
    label: str | Callable[[], str]  # a callable label is read again at every frame
    action: Callable[[], Any]
    keep_open: bool = False  # e.g. a setting that cycles through values

    def text(self) -> str:
        return self.label() if callable(self.label) else self.label


class MenuScene(Scene):
    opaque = False
    dialog = True

    def __init__(self, app: Host, title: str, entries: list[MenuEntry], note: str = "") -> None:
        self.app = app
        self.title = title
        self.entries = entries
        self.note = note  # a line or two under the title (what a choice means)
        self.hover = (-1, -1)

    def _frame(self) -> tuple[pygame.Rect, int]:
        """The panel, as tall as its entries need (and the canvas allows), in the middle of
        the canvas; and the pitch of its entries (50, less when there are many)."""
        panel = rect("menu_panel")
        room = canvas_size()[1] - 40
        top_part = ENTRIES_TOP + self._note_height()
        pitch = max(MIN_PITCH, min(PITCH, (room - top_part - 24 + GAP) // len(self.entries)))
        panel.height = min(room, top_part + len(self.entries) * pitch - GAP + 24)
        panel.centery = canvas_size()[1] // 2
        return panel, pitch

    def buttons(self) -> list[Button]:
        panel, pitch = self._frame()
        top = panel.y + ENTRIES_TOP + self._note_height()
        return [Button(pygame.Rect(panel.x + 30, top + i * pitch, panel.width - 60, pitch - GAP),
                       entry.text(), entry.action, key=entry.text())
                for i, entry in enumerate(self.entries)]

    def button(self, key: str) -> Button | None:
        """The entry whose label is ``key`` (tests and keyboard help)."""
        return next((b for b in self.buttons() if b.key == key), None)

    def _note_height(self) -> int:
        return len(self._note_lines()) * line_pitch(14) + 8 if self.note else 0

    def _note_lines(self) -> list[str]:
        return wrap(self.note, 14, rect("menu_panel").width - 60)[:4]

    def close(self) -> None:
        self.app.stack.remove(self)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for entry, button in zip(self.entries, self.buttons()):
                if button.rect.collidepoint(event.pos):
                    if not entry.keep_open:
                        self.close()
                    entry.action()
                    return
            if not self._frame()[0].collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface)
        panel, _pitch = self._frame()
        draw_panel(surface, panel)
        draw_text(surface, self.title, (panel.centerx, panel.y + 32), 24, theme.INK,
                  anchor="center", bold=True, serif=True)
        for i, line in enumerate(self._note_lines()):
            draw_text(surface, line, (panel.centerx, panel.y + 58 + i * line_pitch(14)), 14,
                      theme.INK_SOFT, anchor="midtop")
        draw_buttons(surface, self.buttons(), self.hover, size=15)
