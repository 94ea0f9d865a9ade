"""The table's layout, read from the Tiled map ``assets/layout/table.tmx``.

The map's object layers hold named rectangles at the logical resolution (1280x720): the zones
of the table for each way to play (the layer ``table`` for the base game, ``alcazaba`` for the
dice variant: a ruleset names its layer) and the screens laid over the table (``screens``).
They are read once with pytmx (no graphics needed) and turned into plain ``pygame.Rect``
values; nothing else in the game reads the map. The table's scenes then share each zone's room
out by what it holds now (``game.scenes.table.layout``).

A window of another shape than 16:9 gets a logical canvas of its shape (``canvas_size``):
1280 wide and taller for 4:3 or 16:10, 720 high and wider for 21:9. The table then uses
the room: the extra width goes to the zones that cross the lines of ``STRETCH_X`` (the
Alhambra's column most, the other players' column the rest), the extra height to those
that cross ``STRETCH_Y`` (the Alhambra, the other players, the shared area's column); the
others keep their size and move along. The screens laid over the table (setup, dialogs,
the end) keep their size and stay in the middle.
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
# Lines across the table, each with the share of the extra room that the zones crossing it
# take: the Alhambra's column takes most of a wider canvas's room, the other players'
# column the rest; a taller canvas's room goes to the zones crossing the line at 300.
STRETCH_X = ((690, 0.65), (1100, 0.35))
STRETCH_Y = ((300, 1.0),)

BASE_LAYOUT = "table"    # the base game's zones (a ruleset may name another layer)
SCREENS = "screens"      # the screens laid over the table
# The zones every table layer names, and those some layers add.
TABLE_NAMES = ("topbar", "actions", "log", "alhambra", "own", "opponents", "scores")
LAYER_NAMES = {"table": ("supply", "money"), "alcazaba": ("board",)}
SCREEN_NAMES = ("setup_panel", "setup_modules", "setup_saves", "dialog", "over_ranking",
                "over_chart", "over_table", "over_buttons", "curtain_panel", "menu_panel",
                "enlarged", "save_dialog", "error_panel")


class LayoutError(ValueError):
    """The layout file is missing a rectangle or holds a broken one."""


def read_layout(path: Path = LAYOUT_FILE) -> dict[str, dict[str, pygame.Rect]]:
    """Every named object of every object layer, as rectangles by name, by layer."""
    import pytmx  # imported here so that merely importing the table stays light

    tiled = pytmx.TiledMap(str(path))
    layers: dict[str, dict[str, pygame.Rect]] = {}
    for layer in tiled.layers:
        if not isinstance(layer, pytmx.TiledObjectGroup):
            continue
        rects = layers.setdefault(layer.name, {})
        for obj in layer:
            if not obj.name:
                continue
            if obj.name in rects:
                raise LayoutError(f"{path.name}: two rectangles named {obj.name!r} in "
                                  f"{layer.name!r}")
            if not obj.width or not obj.height:
                raise LayoutError(f"{path.name}: {obj.name!r} has no size")
            rects[obj.name] = pygame.Rect(round(obj.x), round(obj.y),
                                          round(obj.width), round(obj.height))
    wanted: dict[str, tuple[str, ...]] = {SCREENS: SCREEN_NAMES}
    wanted.update({name: TABLE_NAMES + extra for name, extra in LAYER_NAMES.items()})
    for layer, names in wanted.items():
        missing = [n for n in names if n not in layers.get(layer, {})]
        if missing:
            raise LayoutError(f"{path.name}: {layer!r} lacks {', '.join(missing)}")
    return layers


@cache
def _cached() -> dict[str, dict[str, pygame.Rect]]:
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


def _stretched(at: int, extra: int, lines: tuple[tuple[int, float], ...]) -> int:
    """Where a coordinate ``at`` of 1280x720 lies on a canvas ``extra`` larger: moved by
    the shares of the lines before it."""
    return at + round(extra * sum(share for line, share in lines if at > line))


def rect(name: str, layout: str = BASE_LAYOUT) -> pygame.Rect:
    """A copy of the named rectangle on the canvas drawn now (callers may move it freely):
    a zone of the table layer ``layout`` stretched to the canvas, or a screen over the table
    in its middle."""
    layers = _cached()
    found = layers[layout].get(name) if layout in layers else None
    if found is None:
        found = layers[SCREENS].get(name)
        if found is None:
            raise KeyError(f"no rectangle {name!r} in the layout {layout!r}")
        wider, taller = extra_room()
        return found.move(wider // 2, taller // 2)
    wider, taller = extra_room()
    if not (wider or taller):
        return found.copy()
    left, right = (_stretched(x, wider, STRETCH_X) for x in (found.x, found.right))
    top, bottom = (_stretched(y, taller, STRETCH_Y) for y in (found.y, found.bottom))
    return pygame.Rect(left, top, right - left, bottom - top)


def has_zone(name: str, layout: str = BASE_LAYOUT) -> bool:
    """Whether the table layer ``layout`` names a zone ``name``."""
    return name in _cached().get(layout, {})


def screen_offset() -> tuple[int, int]:
    """Where a screen laid out on 1280x720 starts on the canvas drawn now (its middle)."""
    wider, taller = extra_room()
    return wider // 2, taller // 2

