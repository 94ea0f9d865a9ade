"""How the table's room is shared out now. The zones come from the ruleset's layer of the
map (``game.ui.layout``): the shared area's column on the left (the market and the money
display with the modules' items, or a ruleset's board), the actions and the log under it;
your Alhambra; your own area under it; the other players and the score track on the
right. Then each zone gets the room what it holds now needs: the shared zones the height
of their pieces and items, folding the items the column has no room for (``zones``); the
log the rest of the column; the score track the height of its rows; and your own area's
boxes (your hand, what you own, the reserve, the tiles bought this turn) the width of what
each holds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.scenes.part import MONEY, SUPPLY, ZoneItem
from game.scenes.table.zones import ITEM_GAP, Flow, fit, fold_order
from game.ui.layout import has_zone, rect
from game.ui.widgets import PANEL_MARGIN, TITLE_LINE, panel_height

SHARED = (SUPPLY, MONEY)   # the shared zones of a layer that names them, top to bottom
ZONE_GAP = 6               # between two zones of a column
LEAST_LOG = 2              # the log keeps at least this many lines
OWN_BOXES = ("hand", "owned", "reserve", "tray")   # your own area, left to right


@dataclass(frozen=True)
class Pieces:
    """A shared zone's own pieces (the market's squares): how wide and tall they are; the
    modules' items go beside them where there is room, then in rows under them."""

    width: int     # 0: the zone's whole width
    height: int


@dataclass(frozen=True)
class Want:
    """How wide a box of your own area would like to be, and the least it can do with."""

    least: int
    wanted: int


@dataclass
class TableLayout:
    """Where every zone lies now (``zones``), how each shared zone lays its items
    (``flows``), and the boxes of your own area (``own``)."""

    zones: dict[str, pygame.Rect]
    flows: dict[str, Flow] = field(default_factory=dict)
    pieces: dict[str, pygame.Rect] = field(default_factory=dict)   # a shared zone's own
    own: dict[str, pygame.Rect] = field(default_factory=dict)

    def zone(self, name: str) -> pygame.Rect:
        return self.zones[name].copy()

    def folded(self, name: str) -> list[ZoneItem]:
        found = self.flows.get(name)
        return list(found.folded) if found else []


def inside(zone: pygame.Rect) -> pygame.Rect:
    """A titled panel's inside (``draw_panel``'s) for a zone."""
    inner = zone.inflate(-2 * PANEL_MARGIN[0], -2 * PANEL_MARGIN[1])
    return pygame.Rect(inner.x, inner.y + TITLE_LINE, inner.width, inner.height - TITLE_LINE)


def lay_out(layer: str, pieces: dict[str, Pieces], items: Sequence[ZoneItem],
            actions_least: int, log_line: int, scores_needed: int,
            own: dict[str, Want]) -> TableLayout:
    """The table now, on the map's ``layer``: ``pieces`` of the shared zones, the modules'
    ``items``, the least height of the actions panel, the height of a line of the log, the
    height the score track's rows need, and what your own area's boxes want."""
    zones = {name: rect(name, layer) for name in
             ("topbar", "actions", "log", "alhambra", "own", "opponents", "scores",
              *SHARED, "board") if has_zone(name, layer)}
    layout = TableLayout(zones)
    _share_column(layout, layer, pieces, items, actions_least, log_line)
    _share_right(layout, scores_needed)
    _share_own(layout, own)
    return layout


def _share_column(layout: TableLayout, layer: str, pieces: dict[str, Pieces],
                  items: Sequence[ZoneItem], actions_least: int, log_line: int) -> None:
    """The shared column: each shared zone as tall as its pieces and the items shown
    under them, the actions panel as the map has it (or its least), the log the rest; the
    items the column has no room for folded, in ``fold_order`` across the zones."""
    zones = layout.zones
    shared = [name for name in SHARED if name in zones and name in pieces]
    if not shared:
        return
    column = zones[shared[0]].unionall([zones[n] for n in (*shared, "actions", "log")])
    actions = max(actions_least, zones["actions"].height)
    log_least = panel_height(LEAST_LOG * log_line, titled=False)
    folded: list[str] = []
    order = fold_order([item for name in reversed(shared) for item in items
                        if item.zone == name])

    def heights() -> tuple[dict[str, int], dict[str, Flow]]:
        found, flows = {}, {}
        for name in shared:
            laid = _zone_flow(column, pieces[name], [i for i in items if i.zone == name],
                              folded)
            flows[name] = laid
            rows = laid.height + ITEM_GAP if laid.height else 0
            found[name] = panel_height(pieces[name].height + rows)
        return found, flows

    found, flows = heights()
    room = column.height - actions - log_least - ZONE_GAP * (len(shared) + 1)
    for item in order:
        if sum(found.values()) <= room:
            break
        folded.append(item.key)
        found, flows = heights()
    y = column.y
    for name in shared:
        zones[name] = pygame.Rect(column.x, y, column.width, found[name])
        y += found[name] + ZONE_GAP
    log_height = max(log_least, column.bottom - y - actions - ZONE_GAP)
    zones["actions"] = pygame.Rect(column.x, y, column.width,
                                   column.bottom - y - ZONE_GAP - log_height)
    zones["log"] = pygame.Rect(column.x, column.bottom - log_height, column.width, log_height)
    for name in shared:
        inner = inside(zones[name])
        own = pieces[name]
        layout.pieces[name] = pygame.Rect(inner.x, inner.y, own.width or inner.width,
                                          own.height)
    layout.flows = {name: _zone_flow(column, pieces[name],
                                     [i for i in items if i.zone == name], folded,
                                     inside(zones[name]))
                    for name in shared}


def _zone_flow(column: pygame.Rect, own: Pieces, items: Sequence[ZoneItem],
               folded: Sequence[str], inner: pygame.Rect | None = None) -> Flow:
    """A shared zone's items beside and under its pieces (``inner``: the zone's inside,
    else as wide as the column, anywhere)."""
    if inner is None:
        inner = inside(pygame.Rect(column.x, column.y, column.width, 10 ** 4))
    width = own.width or inner.width
    beside = pygame.Rect(inner.x + width + ITEM_GAP, inner.y,
                         max(0, inner.right - (inner.x + width + ITEM_GAP)), own.height)
    below = pygame.Rect(inner.x, inner.y + own.height + ITEM_GAP, inner.width, 10 ** 4)
    shown = [i for i in items if i.key not in folded]
    laid = fit(shown, beside, below, 10 ** 4)
    laid.folded = [i for i in items if i.key in folded or i in laid.folded]
    return laid


def _share_right(layout: TableLayout, scores_needed: int) -> None:
    """The score track as tall as its rows need (from the other players' room, keeping
    most of it for them)."""
    zones = layout.zones
    opponents, scores = zones["opponents"], zones["scores"]
    more = max(0, min(scores_needed - scores.height, opponents.height // 3))
    zones["opponents"] = pygame.Rect(opponents.x, opponents.y, opponents.width,
                                     opponents.height - more)
    zones["scores"] = pygame.Rect(scores.x, scores.y - more, scores.width, scores.height + more)


def _share_own(layout: TableLayout, wants: dict[str, Want]) -> None:
    """Your own area's boxes left to right, each as wide as it wants where the area has the
    room (what is left over shared out evenly), else narrowed toward its least in
    proportion."""
    area = layout.zones["own"]
    names = [name for name in OWN_BOXES if name in wants]
    if not names:
        return
    room = area.width - ZONE_GAP * (len(names) - 1)
    wanted = sum(wants[n].wanted for n in names)
    if wanted <= room:
        spare = (room - wanted) // len(names)
        widths = {n: wants[n].wanted + spare for n in names}
    else:
        least = sum(wants[n].least for n in names)
        spare = max(0, room - least)
        over = sum(wants[n].wanted - wants[n].least for n in names) or 1
        widths = {n: wants[n].least + (wants[n].wanted - wants[n].least) * spare // over
                  for n in names}
    widths[names[0]] += room - sum(widths.values())
    x = area.x
    for name in names:
        layout.own[name] = pygame.Rect(x, area.y, widths[name], area.height)
        x += widths[name] + ZONE_GAP
