"""The table's layout, read from the Tiled map ``assets/layout/table.tmx``.

The map's object layers hold named rectangles at the logical resolution (1280x720). They are
read once with pytmx (no graphics needed) and turned into plain ``pygame.Rect`` values;
nothing else in the game reads the map.

A window of another shape than 16:9 gets a logical canvas of its shape (``canvas_size``):
1280 wide and taller for 4:3 or 16:10, 720 high and wider for 21:9. The table then uses
the room: the extra height goes to the panels that cross ``STRETCH_Y`` (the hand, the
Alhambra, the other players), the extra width to those that cross ``STRETCH_X`` (the
Alhambra's column); the others keep their size and move along. The screens laid over the
table (setup, dialogs, the end) keep their size and stay in the middle.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame

from game.paths import asset

LOGICAL_SIZE = (1280, 720)
LAYOUT_FILE = asset("layout", "table.tmx")
# The canvas grows with the window's shape up to these (beyond: bands beside the table).
LARGEST_CANVAS = (1706, 1024)   # 21:9 wide, 5:4 tall
STRETCH_X = 656   # a line through the Alhambra's column: what crosses it gets wider
STRETCH_Y = 400   # a line through the hand, the Alhambra and the other players

TABLE_NAMES = ("topbar", "market", "display", "hand", "actions", "log", "alhambra", "reserve",
               "tray", "others", "scores", "status")
# Room a module's panel may take from a table panel (the right end of the tray).
PART_NAMES = ("tray_side",)
SCREEN_NAMES = ("setup_panel", "setup_modules", "setup_saves", "dialog", "over_ranking",
                "over_chart", "over_table", "over_buttons", "curtain_panel", "menu_panel",
                "enlarged", "save_dialog", "error_panel")


class LayoutError(ValueError):
    """The layout file is missing a rectangle or holds a broken one."""


def read_layout(path: Path = LAYOUT_FILE) -> dict[str, pygame.Rect]:
    """Every named object of every object layer, as rectangles by name."""
    import pytmx  # imported here so that merely importing the table stays light

    tiled = pytmx.TiledMap(str(path))
    rects: dict[str, pygame.Rect] = {}
    for layer in tiled.layers:
        if not isinstance(layer, pytmx.TiledObjectGroup):
            continue
        for obj in layer:
            if not obj.name:
                continue
            if obj.name in rects:
                raise LayoutError(f"{path.name}: two rectangles named {obj.name!r}")
            if not obj.width or not obj.height:
                raise LayoutError(f"{path.name}: {obj.name!r} has no size")
            rects[obj.name] = pygame.Rect(round(obj.x), round(obj.y),
                                          round(obj.width), round(obj.height))
    missing = [n for n in TABLE_NAMES + PART_NAMES + SCREEN_NAMES if n not in rects]
    if missing:
        raise LayoutError(f"{path.name} lacks {', '.join(missing)}")
    return rects


@cache
def _cached() -> dict[str, pygame.Rect]:
    return read_layout()


_canvas_size = LOGICAL_SIZE


def canvas_size() -> tuple[int, int]:
    """The logical canvas drawn now: 1280x720, or larger in one direction (see above)."""
    return _canvas_size


def set_canvas_size(size: tuple[int, int]) -> None:
    global _canvas_size
    _canvas_size = size


def canvas_for(window: tuple[int, int]) -> tuple[float, tuple[int, int]]:
    """(zoom, logical size) of the canvas for a window of ``window`` real pixels: the
    table's 1280x720 as large as the window allows, widened or heightened to the window's
    shape (up to ``LARGEST_CANVAS``)."""
    w, h = max(1, window[0]), max(1, window[1])
    zoom = min(w / LOGICAL_SIZE[0], h / LOGICAL_SIZE[1])
    return zoom, (min(LARGEST_CANVAS[0], max(LOGICAL_SIZE[0], round(w / zoom))),
                  min(LARGEST_CANVAS[1], max(LOGICAL_SIZE[1], round(h / zoom))))


def extra_room() -> tuple[int, int]:
    """How much wider and taller than 1280x720 the canvas is."""
    return _canvas_size[0] - LOGICAL_SIZE[0], _canvas_size[1] - LOGICAL_SIZE[1]


def rect(name: str) -> pygame.Rect:
    """A copy of the named rectangle on the canvas drawn now (callers may move it freely):
    the table's panels stretched to the canvas, the screens over it in its middle."""
    found = _cached()[name]
    wider, taller = extra_room()
    if not (wider or taller):
        return found.copy()
    if name in SCREEN_NAMES:
        return found.move(wider // 2, taller // 2)
    left = found.x + (wider if found.x > STRETCH_X else 0)
    right = found.right + (wider if found.right > STRETCH_X else 0)
    top = found.y + (taller if found.y > STRETCH_Y else 0)
    bottom = found.bottom + (taller if found.bottom > STRETCH_Y else 0)
    return pygame.Rect(left, top, right - left, bottom - top)


def screen_offset() -> tuple[int, int]:
    """Where a screen laid out on 1280x720 starts on the canvas drawn now (its middle)."""
    wider, taller = extra_room()
    return wider // 2, taller // 2


def share_height(upper: pygame.Rect, lower: pygame.Rect, needed: int,
                 least: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Two panels one above the other: the upper one ``needed`` high if the lower one can
    give it the room and keep ``least`` (the lower one moves down and shrinks)."""
    more = max(0, min(needed - upper.height, lower.height - least))
    return (pygame.Rect(upper.x, upper.y, upper.width, upper.height + more),
            pygame.Rect(lower.x, lower.y + more, lower.width, lower.height - more))
