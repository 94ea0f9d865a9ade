"""A menu overlay: a column of entries over the dimmed table. The app builds the main menu
from a list of entries, so more (such as saving and loading) can be added in one place."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.base import Scene
from game.ui import theme
from game.ui.fonts import wrap
from game.ui.layout import rect
from game.ui.widgets import Button, draw_buttons, draw_dim, draw_panel, draw_text

if TYPE_CHECKING:
    from game.app import App


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

    def __init__(self, app: App, title: str, entries: list[MenuEntry], note: str = "") -> None:
        self.app = app
        self.title = title
        self.entries = entries
        self.note = note  # a line or two under the title (what a choice means)
        self.hover = (-1, -1)

    def buttons(self) -> list[Button]:
        panel = rect("menu_panel")
        height = 40
        gap = 10
        top = panel.y + 64 + self._note_height()
        width = panel.width - 60
        return [Button(pygame.Rect(panel.x + 30, top + i * (height + gap), width, height),
                       entry.text(), entry.action, key=entry.text())
                for i, entry in enumerate(self.entries)]

    def button(self, key: str) -> Button | None:
        """The entry whose label is ``key`` (tests and keyboard help)."""
        return next((b for b in self.buttons() if b.key == key), None)

    def _note_height(self) -> int:
        return len(self._note_lines()) * 18 + 8 if self.note else 0

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
            if not rect("menu_panel").collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface)
        panel = rect("menu_panel")
        panel.height = min(panel.height, 84 + self._note_height() + len(self.entries) * 50)
        draw_panel(surface, panel)
        draw_text(surface, self.title, (panel.centerx, panel.y + 32), 24, theme.INK,
                  anchor="center", bold=True, serif=True)
        for i, line in enumerate(self._note_lines()):
            draw_text(surface, line, (panel.centerx, panel.y + 66 + i * 18), 14,
                      theme.INK_SOFT, anchor="center")
        draw_buttons(surface, self.buttons(), self.hover, size=15)
