"""The window: one logical canvas of 1280x720, scaled smoothly to whatever size the window
has (letterboxed, aspect kept), with a fullscreen toggle.

Scenes draw on ``canvas`` in logical pixels and read logical positions from events; the app
turns window positions into logical ones with ``to_logical``.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui import theme
from game.ui.layout import LOGICAL_SIZE

TITLE = "Alhambra"


class Display:
    def __init__(self, size: tuple[int, int] = LOGICAL_SIZE, fullscreen: bool = False) -> None:
        pygame.display.set_caption(TITLE)
        self.windowed_size = size
        self.fullscreen = False
        self._open(size, fullscreen)
        self.canvas = pygame.Surface(LOGICAL_SIZE).convert()
        self._scaled: pygame.Surface | None = None

    def _open(self, size: tuple[int, int], fullscreen: bool) -> None:
        if fullscreen:
            try:
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                self.fullscreen = True
                return
            except pygame.error:
                pass
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.fullscreen = False

    @property
    def window(self) -> pygame.Surface:
        return pygame.display.get_surface()

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self.windowed_size = self.window.get_size()
        self._open(self.windowed_size, not self.fullscreen)

    def placement(self) -> tuple[float, tuple[int, int], tuple[int, int]]:
        """(scale, offset, size) of the canvas inside the window."""
        w, h = self.window.get_size()
        scale = min(w / LOGICAL_SIZE[0], h / LOGICAL_SIZE[1])
        size = (max(1, round(LOGICAL_SIZE[0] * scale)), max(1, round(LOGICAL_SIZE[1] * scale)))
        return scale, ((w - size[0]) // 2, (h - size[1]) // 2), size

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        scale, (ox, oy), _ = self.placement()
        return (int((pos[0] - ox) / scale), int((pos[1] - oy) / scale))

    def present(self) -> None:
        window = self.window
        if window.get_size() == LOGICAL_SIZE:
            window.blit(self.canvas, (0, 0))
        else:
            _, offset, size = self.placement()
            if self._scaled is None or self._scaled.get_size() != size:
                self._scaled = pygame.Surface(size).convert()
            pygame.transform.smoothscale(self.canvas, size, self._scaled)
            window.fill(theme.BACKGROUND)
            window.blit(self._scaled, offset)
        pygame.display.flip()

    def save(self, path: str | Path, whole_window: bool = False) -> None:
        """Save a PNG of the canvas (or of the window as shown)."""
        pygame.image.save(self.window if whole_window else self.canvas, str(path))
