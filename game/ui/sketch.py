"""Pictures with smooth edges: the pieces' drawings (buildings, coins, icons).

pygame draws shapes with hard, stair-stepped edges. A ``Sketch`` draws them oversampled on a
plain surface, in logical pixels like ``game.ui.paint``, and smooths them down to the real
pixels of the zoom drawn now: the curves of a dome or a coin stay round at any size, from a
chip of 14 pixels to a tile of 150 at 2560x1440. A sketch is drawn once and kept by whoever
asks for it (``per_zoom``), so its cost is paid once per size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.canvas import Canvas, zoom

Point = Sequence[float]
Colour = Sequence[int]

# Oversampling: more for small pictures, whose edges are the largest share of them.
_OVERSAMPLE = ((48, 4), (128, 3))
_OVERSAMPLE_LARGE = 2


def oversampling(real_side: int) -> int:
    """How many times finer than the real pixels a picture this large is drawn."""
    return next((times for side, times in _OVERSAMPLE if real_side <= side), _OVERSAMPLE_LARGE)


class Sketch:
    """A picture ``size`` logical pixels large, drawn with smooth edges.

    ``ground`` is the colour the picture mostly shows: its empty pixels are that colour made
    transparent, so the edges smoothed against them do not darken.
    """

    def __init__(self, size: tuple[int, int], ground: Colour = (0, 0, 0)) -> None:
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        by = zoom()
        self.size = (w, h)
        self.real = (max(1, round(w * by)), max(1, round(h * by)))
        self.times = oversampling(max(self.real))
        fine = (self.real[0] * self.times, self.real[1] * self.times)
        self.scale_x = fine[0] / w
        self.scale_y = fine[1] / h
        self.surface = pygame.Surface(fine, pygame.SRCALPHA)
        self.surface.fill((*ground[:3], 0))

    # -- measures --------------------------------------------------------------------
    def _p(self, point: Point) -> tuple[float, float]:
        return point[0] * self.scale_x, point[1] * self.scale_y

    def _w(self, width: float) -> int:
        """A logical line width in fine pixels: never under one real pixel."""
        if width <= 0:
            return 0
        return max(self.times, round(width * self.scale_x))

    # -- shapes ----------------------------------------------------------------------
    def polygon(self, colour: Colour, points: Sequence[Point], width: float = 0) -> None:
        if len(points) < 3:
            return
        fine = [self._p(p) for p in points]
        if width <= 0:
            pygame.draw.polygon(self.surface, colour, fine)
        else:
            self.lines(colour, points, width, closed=True)

    def lines(self, colour: Colour, points: Sequence[Point], width: float,
              closed: bool = False) -> None:
        """A thick line through ``points``, its joints rounded."""
        fine = [self._p(p) for p in points]
        thick = self._w(width)
        if len(fine) < 2 or not thick:
            return
        pygame.draw.lines(self.surface, colour, closed, fine, thick)
        if thick > 2:
            for x, y in fine if closed else fine[1:-1]:
                pygame.draw.circle(self.surface, colour, (x, y), thick / 2)

    def line(self, colour: Colour, start: Point, end: Point, width: float) -> None:
        self.lines(colour, [start, end], width)

    def circle(self, colour: Colour, centre: Point, radius: float, width: float = 0) -> None:
        x, y = self._p(centre)
        r = radius * self.scale_x
        if r <= 0:
            return
        pygame.draw.circle(self.surface, colour, (x, y), r, self._w(width))

    def ellipse(self, colour: Colour, area: Sequence[float], width: float = 0) -> None:
        x, y, w, h = area
        fine = pygame.Rect(round(x * self.scale_x), round(y * self.scale_y),
                           max(1, round(w * self.scale_x)), max(1, round(h * self.scale_y)))
        pygame.draw.ellipse(self.surface, colour, fine, self._w(width))

    def rect(self, colour: Colour, area: Sequence[float], width: float = 0,
             radius: float = 0) -> None:
        x, y, w, h = area
        left, top = round(x * self.scale_x), round(y * self.scale_y)
        fine = pygame.Rect(left, top, round((x + w) * self.scale_x) - left,
                           round((y + h) * self.scale_y) - top)
        pygame.draw.rect(self.surface, colour, fine, self._w(width),
                         round(radius * self.scale_x) if radius > 0 else 0)

    def shape(self, fill: Colour, points: Sequence[Point], edge: Colour | None = None,
              width: float = 0) -> None:
        """A filled polygon with an outline (the pieces' one line weight, ``width``)."""
        self.polygon(fill, points)
        if edge is not None and width > 0:
            self.lines(edge, points, width, closed=True)

    def gradient(self, top: Colour, bottom: Colour, area: Sequence[float] | None = None) -> None:
        """A vertical fade from ``top`` to ``bottom`` over ``area`` (the whole picture)."""
        x, y, w, h = area if area is not None else (0, 0, *self.size)
        left, first = round(x * self.scale_x), round(y * self.scale_y)
        width = max(1, round((x + w) * self.scale_x) - left)
        height = max(1, round((y + h) * self.scale_y) - first)
        ends = pygame.Surface((1, 2), pygame.SRCALPHA)
        ends.set_at((0, 0), (*top[:3], 255))
        ends.set_at((0, 1), (*bottom[:3], 255))
        self.surface.blit(pygame.transform.smoothscale(ends, (width, height)), (left, first))

    def round_corners(self, radius: float) -> None:
        """Clear what lies outside the picture's rectangle with corners of ``radius``."""
        w, h = self.surface.get_size()
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h),
                         border_radius=round(radius * self.scale_x))
        self.surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)

    def picture(self) -> Canvas:
        """The sketch smoothed to the real pixels of the zoom drawn now."""
        image = pygame.transform.smoothscale(self.surface, self.real)
        return Canvas.holding(image, zoom())


def tiled(size: tuple[int, int], pattern: Canvas, alpha: bool = False) -> Canvas:
    """A picture ``size`` logical pixels large covered with copies of ``pattern`` side by
    side, laid in real pixels so that no seam shows at any zoom."""
    picture = Canvas(size, alpha=alpha)
    step_x, step_y = pygame.Surface.get_size(pattern)
    width, height = picture.real_size()
    for y in range(0, height, max(1, step_y)):
        for x in range(0, width, max(1, step_x)):
            pygame.Surface.blit(picture, pattern, (x, y))
    return picture


def arc_points(centre: Point, rx: float, ry: float, start: float, end: float,
               steps: int = 24) -> list[tuple[float, float]]:
    """Points along an ellipse's arc from angle ``start`` to ``end`` (radians; y downwards,
    so an angle of -pi/2 is the top)."""
    cx, cy = centre
    return [(cx + rx * math.cos(start + (end - start) * i / steps),
             cy + ry * math.sin(start + (end - start) * i / steps)) for i in range(steps + 1)]


def horseshoe_arch(x: float, y: float, w: float, h: float,
                   pointed: float = 0.0) -> list[tuple[float, float]]:
    """An opening ``w`` wide from ``y`` (its crown) down to ``y + h``: a Moorish horseshoe
    arch over straight jambs; ``pointed`` (0..1) raises its crown to a point."""
    r = w / 2
    cx, spring = x + r, y + r
    head = []
    for i in range(25):   # from the left jamb, over the crown, to the right jamb
        a = math.pi * (1.15 - 1.3 * i / 24)
        px = cx + r * 1.08 * math.cos(a)
        lift = pointed * r * (1 - abs(math.cos(a))) * 0.8
        head.append((px, spring - r * math.sin(a) - lift))
    return [(x, y + h), *head, (x + w, y + h)]
