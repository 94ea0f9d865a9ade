"""The shape of an Alhambra as the bots judge it: its longest wall (RULES 1.5), the outer
wall sides that could still join it, and the open sides where new tiles can attach."""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import Alhambra

_STEPS = ((1, 0, -1), (2, 1, 0), (4, 0, 1), (8, -1, 0))  # side bit, step


@dataclass(frozen=True, slots=True)
class Shape:
    longest_wall: int
    outer_walls: int   # walled sides facing an empty position
    open_sides: int    # open sides facing an empty position: room to build on foot


def shape_of(alhambra: Alhambra) -> Shape:
    """The shape, remembered by the Alhambra until it changes."""
    return alhambra.cached(("ai", "shape"), lambda: _measure(alhambra))


def _measure(alhambra: Alhambra) -> Shape:
    outer = open_ = 0
    for (x, y), tile in alhambra.items():
        walls = tile.mask
        for bit, dx, dy in _STEPS:
            if (x + dx, y + dy) in alhambra:
                continue
            if walls & bit:
                outer += 1
            else:
                open_ += 1
    return Shape(alhambra.longest_wall(), outer, open_)
