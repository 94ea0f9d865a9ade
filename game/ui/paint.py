"""pygame.draw's shapes, in logical pixels on any surface.

On a ``Canvas`` (see ``game.ui.canvas``) every position, length, thickness and corner is
zoomed to real pixels before pygame draws, so shapes are drawn at the window's resolution
rather than stretched; on a plain surface these are pygame's own functions. A line or edge
never gets thinner than one real pixel. Each returns the area it touched, in logical pixels.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.canvas import RectLike, logical_rect, real_rect, scaled, zoom_of

Point = Sequence[float]


def _thickness(width: int, by: float) -> int:
    return 0 if width <= 0 else max(1, scaled(width, by))


def _point(point: Point, by: float) -> tuple[int, int]:
    return round(point[0] * by), round(point[1] * by)


def _radii(corners: dict[str, Any], by: float) -> dict[str, Any]:
    """Corner radii zoomed; flags (which quarters of a circle) kept."""
    return {name: scaled(value, by) if name.endswith("radius") and value > 0 else value
            for name, value in corners.items()}


def rect(surface: pygame.Surface, colour: Any, area: RectLike, width: int = 0,
         border_radius: int = 0, **corners: Any) -> pygame.Rect:
    by = zoom_of(surface)
    if by == 1:
        return pygame.draw.rect(surface, colour, area, width, border_radius, **corners)
    touched = pygame.draw.rect(surface, colour, real_rect(area, by), _thickness(width, by),
                               scaled(border_radius, by), **_radii(corners, by))
    return logical_rect(touched, by)


def line(surface: pygame.Surface, colour: Any, start: Point, end: Point,
         width: int = 1) -> pygame.Rect:
    by = zoom_of(surface)
    if by == 1:
        return pygame.draw.line(surface, colour, start, end, width)
    touched = pygame.draw.line(surface, colour, _point(start, by), _point(end, by),
                               _thickness(width, by))
    return logical_rect(touched, by)


def lines(surface: pygame.Surface, colour: Any, closed: bool, points: Sequence[Point],
          width: int = 1) -> pygame.Rect:
    by = zoom_of(surface)
    if by == 1:
        return pygame.draw.lines(surface, colour, closed, points, width)
    touched = pygame.draw.lines(surface, colour, closed, [_point(p, by) for p in points],
                                _thickness(width, by))
    return logical_rect(touched, by)


def polygon(surface: pygame.Surface, colour: Any, points: Sequence[Point],
            width: int = 0) -> pygame.Rect:
    by = zoom_of(surface)
    if by == 1:
        return pygame.draw.polygon(surface, colour, points, width)
    touched = pygame.draw.polygon(surface, colour, [_point(p, by) for p in points],
                                  _thickness(width, by))
    return logical_rect(touched, by)


def circle(surface: pygame.Surface, colour: Any, center: Point, radius: float,
           width: int = 0, **quarters: Any) -> pygame.Rect:
    by = zoom_of(surface)
    if by == 1:
        return pygame.draw.circle(surface, colour, center, radius, width, **quarters)
    touched = pygame.draw.circle(surface, colour, _point(center, by),
                                 max(1, round(radius * by)) if radius > 0 else 0,
                                 _thickness(width, by), **quarters)
    return logical_rect(touched, by)


def ellipse(surface: pygame.Surface, colour: Any, area: RectLike,
            width: int = 0) -> pygame.Rect:
    by = zoom_of(surface)
    if by == 1:
        return pygame.draw.ellipse(surface, colour, area, width)
    touched = pygame.draw.ellipse(surface, colour, real_rect(area, by), _thickness(width, by))
    return logical_rect(touched, by)
