"""Drawing at the window's own resolution.

Scenes lay the table out in logical pixels (a 1280x720 table) and never think about the
window's size. The window's real pixels are ``zoom`` times as many (1.5 at 1920x1080, 2 at
2560x1440, 0.8 at 1024x600): a ``Canvas`` is a surface that holds the real pixels and is
drawn on in logical ones. Its blits, fills and clips take logical positions, the drawing
functions of ``game.ui.paint`` take logical shapes, and text is rendered by ``fonts`` at its
final size. So nothing is drawn small and stretched: lines, edges and letters are as sharp
at 2560x1440 as at 1280x720.

The zoom is one for the whole program (``set_zoom``, called by the display when the window
changes); pictures drawn once and kept are kept per zoom (``per_zoom``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import pygame

F = TypeVar("F", bound=Callable[..., Any])
RectLike = pygame.Rect | Sequence[Any]

_zoom = 1.0
_kept: list[Callable[[], None]] = []   # the caches of ``per_zoom``, cleared on a new zoom


def zoom() -> float:
    """Real pixels per logical pixel for whatever is drawn now."""
    return _zoom


def set_zoom(value: float) -> None:
    """Draw at ``value`` from now on; the pictures kept for another zoom are let go (a
    window being resized passes through many zooms, and pictures drawn large weigh)."""
    global _zoom
    if value <= 0:
        raise ValueError(f"a zoom must be positive, not {value}")
    if value != _zoom:
        for forget in _kept:
            forget()
    _zoom = value


def per_zoom(maxsize: int | None = 128) -> Callable[[F], F]:
    """Like ``functools.lru_cache``, for pictures: they are let go when the zoom changes, so
    a picture drawn at one zoom is never shown at another."""
    def decorate(draw: F) -> F:
        cached = functools.lru_cache(maxsize=maxsize)(draw)
        _kept.append(cached.cache_clear)
        return cached
    return decorate


def scaled(length: float, by: float) -> int:
    """A logical length in real pixels."""
    return round(length * by)


def real_rect(rect: RectLike, by: float) -> pygame.Rect:
    """A logical rectangle in real pixels. Its edges are scaled (not its size), so
    rectangles that touch still touch and none leaves a seam."""
    r = pygame.Rect(rect)
    x, y = round(r.x * by), round(r.y * by)
    return pygame.Rect(x, y, round(r.right * by) - x, round(r.bottom * by) - y)


def logical_rect(rect: RectLike, by: float) -> pygame.Rect:
    r = pygame.Rect(rect)
    x, y = round(r.x / by), round(r.y / by)
    return pygame.Rect(x, y, round(r.right / by) - x, round(r.bottom / by) - y)


class Canvas(pygame.Surface):
    """A surface drawn on in logical pixels that keeps ``zoom`` times as many real ones.

    For Python callers it measures in logical pixels (``get_size``, ``get_rect``, ``blit``,
    ``fill``, ``set_clip``...); pygame's own functions see the real pixels, which is what
    the window shows and a screenshot saves. Blitting another canvas of the same zoom copies
    real pixels; a plain surface (drawn in logical pixels) is stretched on the way, as
    everything was before the table was drawn at the window's resolution.
    """

    def __init__(self, size: tuple[int, int], alpha: bool = True, zoom: float | None = None,
                 like: pygame.Surface | None = None,
                 real: tuple[int, int] | None = None) -> None:
        """``size`` in logical pixels; ``real``, if given, the real size (else ``size``
        zoomed)."""
        by = _zoom if zoom is None else zoom
        w, h = int(size[0]), int(size[1])
        if real is None:
            real = (max(0, scaled(w, by)), max(0, scaled(h, by)))
        if alpha:
            super().__init__(real, pygame.SRCALPHA)
        elif like is not None:
            super().__init__(real, 0, like)
        else:
            super().__init__(real)
        self.zoom = by
        self._logical = (w, h)

    @classmethod
    def holding(cls, image: pygame.Surface, by: float) -> Canvas:
        """A canvas whose real pixels are ``image``'s (text rendered at its final size)."""
        w, h = image.get_size()
        canvas = cls((round(w / by), round(h / by)), alpha=True, zoom=by, real=(w, h))
        pygame.Surface.blit(canvas, image, (0, 0), None, pygame.BLEND_RGBA_ADD)
        return canvas

    def real_size(self) -> tuple[int, int]:
        return pygame.Surface.get_size(self)

    # -- measured in logical pixels ------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self._logical

    def get_width(self) -> int:
        return self._logical[0]

    def get_height(self) -> int:
        return self._logical[1]

    size = property(get_size)
    width = property(get_width)
    height = property(get_height)

    def get_rect(self, **where: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self._logical)
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    # -- drawn in logical pixels ---------------------------------------------------------
    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        by = self.zoom
        if by == 1.0 and zoom_of(source) == 1.0:  # the table's own size: as pygame blits
            return pygame.Surface.blit(self, source, dest, area, special_flags)
        x, y = dest[0], dest[1]
        image = real_image(source, by)
        if area is not None:
            area = real_rect(area, by)
        pygame.Surface.blit(self, image, (round(x * by), round(y * by)), area, special_flags)
        w, h = source.get_size() if area is None else logical_rect(area, by).size
        return pygame.Rect(x, y, w, h)

    def fill(self, color: Any, rect: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        if self.zoom == 1.0:
            return pygame.Surface.fill(self, color, rect, special_flags)
        if rect is not None:
            rect = real_rect(rect, self.zoom)
        return logical_rect(pygame.Surface.fill(self, color, rect, special_flags), self.zoom)

    def set_clip(self, rect: RectLike | None = None) -> None:
        pygame.Surface.set_clip(self, None if rect is None else real_rect(rect, self.zoom))

    def get_clip(self) -> pygame.Rect:
        return logical_rect(pygame.Surface.get_clip(self), self.zoom)

    def get_at(self, pos: Sequence[int]) -> pygame.Color:
        by = self.zoom
        return pygame.Surface.get_at(self, (int(pos[0] * by), int(pos[1] * by)))

    def copy(self) -> Canvas:
        alpha = bool(self.get_flags() & pygame.SRCALPHA)
        twin = Canvas(self._logical, alpha=alpha, zoom=self.zoom, like=None if alpha else self)
        pygame.Surface.blit(twin, self, (0, 0), None, pygame.BLEND_RGBA_ADD if alpha else 0)
        alpha_value = pygame.Surface.get_alpha(self)
        if alpha_value is not None and alpha_value < 255:
            twin.set_alpha(alpha_value)
        return twin

    def subsurface(self, rect: RectLike) -> Canvas:
        """The part of the canvas inside ``rect``, sharing its pixels (drawn on in its own
        logical pixels, from its top left corner)."""
        area = pygame.Rect(rect)
        part = pygame.Surface.subsurface(self, real_rect(area, self.zoom))
        part.zoom = self.zoom          # pygame makes the part a Canvas without __init__
        part._logical = area.size
        return part

    def cropped(self, rect: RectLike) -> Canvas:
        """A copy of the part of the canvas inside ``rect``."""
        area = pygame.Rect(rect)
        part = Canvas(area.size, alpha=bool(self.get_flags() & pygame.SRCALPHA),
                      zoom=self.zoom)
        pygame.Surface.blit(part, self, (0, 0), real_rect(area, self.zoom),
                            pygame.BLEND_RGBA_ADD)
        return part


def new_surface(size: tuple[int, int], alpha: bool = True) -> Canvas:
    """A surface to draw a picture on, in logical pixels, at the zoom drawn now."""
    return Canvas(size, alpha=alpha)


def zoom_of(surface: pygame.Surface) -> float:
    return surface.zoom if isinstance(surface, Canvas) else 1.0


def real_image(source: pygame.Surface, by: float) -> pygame.Surface:
    """``source``'s pixels as they are to be blitted at zoom ``by``."""
    own = zoom_of(source)
    if own == by:
        return source
    w, h = source.get_size()
    size = (max(0, scaled(w, by)), max(0, scaled(h, by)))
    if size == pygame.Surface.get_size(source):
        return source
    try:
        return pygame.transform.smoothscale(source, size)
    except ValueError:  # a palette surface: smoothscale wants 24 or 32 bits
        return pygame.transform.scale(source, size)
