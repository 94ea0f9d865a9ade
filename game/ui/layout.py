"""The table's layout, read from the Tiled map ``assets/layout/table.tmx``.

The map's object layers hold named rectangles at the logical resolution (1280x720). They are
read once with pytmx (no graphics needed) and turned into plain ``pygame.Rect`` values;
nothing else in the game reads the map.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame

from game.paths import asset

LOGICAL_SIZE = (1280, 720)
LAYOUT_FILE = asset("layout", "table.tmx")

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


def rect(name: str) -> pygame.Rect:
    """A copy of the named rectangle (callers may move it freely)."""
    return _cached()[name].copy()
