"""The window: the table laid out on a logical 1280x720 (widened or heightened to the
window's shape, see ``layout``), drawn at the window's own resolution, with a fullscreen
toggle.

Scenes draw on ``canvas`` in logical pixels and read logical positions from events; the app
turns window positions into logical ones with ``to_logical``. The canvas holds the window's
real pixels (``game.ui.canvas``): at 1920x1080 each logical pixel is 1.5 real ones, and
text, lines and pictures are drawn at that size, never stretched.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui import theme
from game.ui.canvas import Canvas, set_zoom
from game.ui.layout import LOGICAL_SIZE, canvas_for, set_canvas_size

TITLE = "Alhambra"


def opening_size() -> tuple[int, int]:
    """The window's size when none is asked for: the table's own 1280x720, larger on a
    large screen (four fifths of it, the table's aspect kept), as the table is drawn at the
    window's resolution whatever its size."""
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return LOGICAL_SIZE
    grow = 0.8 * min(desktop[0] / LOGICAL_SIZE[0], desktop[1] / LOGICAL_SIZE[1])
    if grow <= 1:
        return LOGICAL_SIZE
    return round(LOGICAL_SIZE[0] * grow), round(LOGICAL_SIZE[1] * grow)


class Display:
    def __init__(self, size: tuple[int, int] = LOGICAL_SIZE, fullscreen: bool = False) -> None:
        pygame.display.set_caption(TITLE)
        self.windowed_size = size
        self.fullscreen = False
        self._open(size, fullscreen)
        self._canvas: Canvas | None = None
        self._fit_canvas()   # the zoom and the layout's size are known from the start

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

    @property
    def canvas(self) -> Canvas:
        """The logical table at the window's zoom and of its shape."""
        return self._fit_canvas()

    def _fit_canvas(self) -> Canvas:
        """The canvas for the window as it is now: a new one when the window's size
        changed (pictures are then drawn anew at the new zoom)."""
        scale, logical = canvas_for(self.window.get_size())
        drawn = self._canvas
        if drawn is None or drawn.zoom != scale or drawn.get_size() != logical:
            set_zoom(scale)
            set_canvas_size(logical)
            self._canvas = Canvas(logical, alpha=False, zoom=scale, like=self.window)
        return self._canvas

    def placement(self) -> tuple[float, tuple[int, int], tuple[int, int]]:
        """(scale, offset, size) of the canvas inside the window: it fills the window but
        for rounding, and bands beside a window of a very wide or tall shape."""
        w, h = self.window.get_size()
        scale, logical = canvas_for((w, h))
        size = (max(1, round(logical[0] * scale)), max(1, round(logical[1] * scale)))
        return scale, ((w - size[0]) // 2, (h - size[1]) // 2), size

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        scale, (ox, oy), _ = self.placement()
        return (int((pos[0] - ox) / scale), int((pos[1] - oy) / scale))

    def present(self) -> None:
        window = self.window
        canvas = self._canvas or self.canvas   # as drawn, even if the window changed since
        _, offset, _ = self.placement()
        if canvas.real_size() != window.get_size():
            window.fill(theme.BACKGROUND)   # the bands beside a very wide or tall window
        window.blit(canvas, offset)
        pygame.display.flip()

    def save(self, path: str | Path, whole_window: bool = False) -> None:
        """Save a PNG of the canvas (or of the window as shown), in real pixels."""
        pygame.image.save(self.window if whole_window else self.canvas, str(path))
