"""A scoring as a table: for every player, buildings and points per kind, the wall, the
modules' lines (losses too), the points gained and the new total (RULES 1.5)."""

from __future__ import annotations

import itertools
from collections.abc import Mapping

import pygame

from game.i18n import _
from game.rules import KINDS, Scored
from game.sprites.tiles import draw_kind_icon, tile_ground
from game.text import first_upper
from game.ui import paint, theme
from game.ui.fonts import (
    SMALLEST, drawn_size, fitting_size, overflowed, small_line, width_of, wrap,
)
from game.ui.widgets import draw_text

# How the table marks buildings that modules added to a count: module id -> (mark, what it
# means), given by the modules' parts; a module without one is marked by its initial.
Marks = Mapping[str, tuple[str, str]]
KIND_WEIGHT = 1.3   # a kind's column is this many times as wide as another
HEADING_AIR = 12    # pixels a column wider than its heading, where it is made to fit it


def bonus_words(count_bonus: dict[str, dict[str, float]], kind: str, marks: Marks) -> str:
    """E.g. "⌂+2 ★+1": what each module added to this kind's count."""
    parts = []
    for module, by_kind in sorted(count_bonus.items()):
        extra = by_kind.get(kind, 0)
        if extra:
            parts.append(f"{_mark(module, marks)}+{extra:g}")
    return " ".join(parts)


def bonus_legend(scored: Scored, marks: Marks) -> str:
    """The legend for the marks used in ``scored`` ("" if none)."""
    used = sorted({m for row in scored.rows for m, by_kind in row.count_bonus.items()
                   if any(by_kind.values())})
    return " · ".join(f"{_mark(m, marks)} {marks[m][1] if m in marks else m}" for m in used)


def _mark(module: str, marks: Marks) -> str:
    return marks[module][0] if module in marks else module[:1].upper()


def added_words(count_bonus: dict[str, dict[str, float]], kind: str, marks: Marks) -> str:
    """E.g. "★+1 from bonus cards, ⌂+2 from worker huts": the marks of a cell in words."""
    return ", ".join(f"{_mark(module, marks)}+{by_kind[kind]:g} "
                     f"{marks[module][1] if module in marks else module}"
                     for module, by_kind in sorted(count_bonus.items()) if by_kind.get(kind))


Tips = list[tuple[pygame.Rect, str]]


def draw_scoring_table(surface: pygame.Surface, area: pygame.Rect, scored: Scored,
                       names: list[str], colours: list[theme.Colour],
                       marks: Marks | None = None,
                       headings: Mapping[str, str] | None = None) -> Tips:
    """The points of a scoring: a row per player, a column per kind, then the wall, the
    modules' lines (headed by ``headings`` where given, else by their names), the points
    gained and the total. Returns hover help for the cells whose marks are shortened."""
    headings = headings or {}
    marks = marks or {}
    extras = sorted({line for row in scored.rows for line in row.extras})
    shown_names = [_("Dirk") if row.seat is None else names[row.seat] for row in scored.rows]
    name_w = min(150, max(90, max(width_of(n, 15, True) for n in shown_names) + 34))
    # Translators: headings of the scoring table's columns after the kinds
    titles = [_("Wall"), *(_line_heading(line, headings) for line in extras), _("Gained"),
              _("Total")]
    # A kind's column holds its points, its count and the modules' marks: it is wider,
    # unless that leaves another heading too little room (many modules, a small window);
    # then the other columns take the room their headings need and the kinds the rest,
    # or, where that leaves the kinds less than an equal share, all are narrower alike.
    edges = column_edges(area.x + name_w, area.right,
                         _column_tries(area.right - area.x - name_w, titles),
                         [None] * len(KINDS) + titles)
    widths = [b - a for a, b in itertools.pairwise(edges)]
    centres = [(a + b) // 2 for a, b in itertools.pairwise(edges)]
    head_h = 32 + drawn_size(SMALLEST)
    row_h = min(44, (area.height - head_h) // max(1, len(scored.rows)))
    # a row tall enough holds the marks (what modules added to a count) under the points;
    # in a shorter one they follow the count as bare marks, told in full on hover
    marks_below = row_h >= drawn_size(16) + small_line() + 6
    tips: Tips = []
    # Header: a coloured tile chip with its icon for each kind, named under it (by its
    # letter where the name does not fit, told in full on hover), then the rest.
    for i, kind in enumerate(KINDS):
        cx = centres[i]
        chip = pygame.Rect(0, 0, 26, 26)
        chip.center = (cx, area.y + 14)
        surface.blit(tile_ground(theme.KIND_COLOURS[kind], chip.size), chip)
        draw_kind_icon(surface, kind, chip.center, 9)
        title = theme.KIND_TITLES[kind]
        if fitting_size(title, SMALLEST, widths[i] - 2) is None:
            tips.append((pygame.Rect(edges[i], area.y, widths[i], head_h), title))
            title = theme.KIND_LETTERS[kind]
        draw_text(surface, title, (cx, area.y + 30), SMALLEST, theme.INK, anchor="midtop",
                  max_width=widths[i] - 2)
    for j, title in enumerate(titles, start=len(KINDS)):
        draw_heading(surface, title, (centres[j], area.y + head_h // 2), widths[j] - 4)
    for r, row in enumerate(scored.rows):
        y = area.y + head_h + r * row_h
        band = pygame.Rect(area.x, y, area.width, row_h - 2)
        paint.rect(surface, theme.PAPER if r % 2 == 0 else theme.PANEL_SHADE, band,
                   border_radius=4)
        if row.seat is None:
            # Translators: the name of the neutral player of a two-player game
            name, colour, total = _("Dirk"), theme.DIRK_COLOUR, scored.dirk_total or 0
        else:
            name, colour, total = names[row.seat], colours[row.seat], scored.totals[row.seat]
        paint.circle(surface, colour, (area.x + 14, band.centery), 8)
        paint.circle(surface, theme.INK, (area.x + 14, band.centery), 8, 1)
        draw_text(surface, name, (area.x + 28, band.centery), 15, theme.INK, anchor="midleft",
                  bold=True, max_width=name_w - 32)
        for i, kind in enumerate(KINDS):
            cx = centres[i]
            points = row.buildings.get(kind.value, 0)
            count = row.counts.get(kind.value, 0)
            added = bonus_words(row.count_bonus, kind.value, marks)
            # under the points where they fit there, else bare marks beside the count
            below = marks_below and fitting_size(added, SMALLEST, widths[i] - 4, True) is not None
            y = band.centery - (small_line() // 2 - 1 if added and below else 0)
            draw_text(surface, str(points), (cx - 2, y), 16,
                      theme.INK if points else theme.INK_FAINT, anchor="midright",
                      bold=bool(points))
            count_box = draw_text(surface, f"({count:g})", (cx + 2, y + 1), SMALLEST,
                                  theme.INK_SOFT, anchor="midleft")
            if not added:
                continue
            if below:
                draw_text(surface, added, (cx, y + small_line() + 1), SMALLEST, theme.TEAL_DARK,
                          anchor="center", bold=True, max_width=widths[i] - 4)
                continue
            bare = "".join(_mark(module, marks) for module, by_kind
                           in sorted(row.count_bonus.items()) if by_kind.get(kind.value))
            room = edges[i + 1] - 2 - (count_box.right + 1)
            # the marks beside the count, or where they do not fit a "+" (the hover tells)
            shown = next((w for w in (bare, "+") if width_of(w, SMALLEST, True) <= room), "")
            if shown:
                draw_text(surface, shown, (count_box.right + 1, y + 1), SMALLEST,
                          theme.TEAL_DARK, anchor="midleft", bold=True)
            cell = pygame.Rect(edges[i], band.y, widths[i], band.height)
            tips.append((cell, f"{theme.KIND_TITLES[kind]} ({count:g}): "
                               f"{added_words(row.count_bonus, kind.value, marks)}"))
        values = [row.wall, *(row.extras.get(e, 0) for e in extras), row.gained, total]
        for j, value in enumerate(values):
            cx = centres[len(KINDS) + j]
            bold = j >= len(values) - 2
            shown = f"{value:+d}" if j == len(values) - 2 else str(value)
            draw_text(surface, shown, (cx, band.centery), 17 if bold else 15,
                      (theme.GOOD if value >= 0 else theme.BAD) if j == len(values) - 2
                      else theme.INK, anchor="center", bold=bold)
    return tips


def column_edges(left: int, right: int, tries: list[list[float]],
                 headings: list[str | None]) -> list[int]:
    """Where columns begin and end between ``left`` and ``right``: as wide as the first of
    the ``tries`` of weights gives them that leaves each of the ``headings`` (None: one
    that needs no room) whole in its column, else as the last gives them."""
    for weights in tries:
        edges = [left + round((right - left) * sum(weights[:k]) / sum(weights))
                 for k in range(len(weights) + 1)]
        if all(heading is None or heading_fits(heading, b - a - 4)
               for heading, (a, b) in zip(headings, itertools.pairwise(edges))):
            break
    return edges


def _column_tries(span: int, titles: list[str]) -> list[list[float]]:
    """The columns' widths to try, in order, for the kinds and then ``titles`` in ``span``
    pixels (see ``column_edges``)."""
    kinds = len(KINDS)
    tries = [[weight] * kinds + [1.0] * len(titles) for weight in (KIND_WEIGHT, 1.0, 0.85, 0.75)]
    unit = span / (kinds * KIND_WEIGHT + len(titles))
    needed = [max(unit, _heading_room(title, span // 2)) for title in titles]
    kind_width = (span - sum(needed)) / kinds
    if kind_width <= 0:
        return tries
    fitted = [kind_width] * kinds + needed
    # before the equal shares if it leaves the kinds more than they would have
    return tries[:1] + [fitted] + tries[1:] if kind_width > span / (kinds + len(titles)) \
        else tries + [fitted]


def _heading_room(title: str, most: int) -> int:
    """The narrowest column, up to ``most`` pixels, that holds ``title`` whole with a
    little air on each side (two headings side by side read as two)."""
    low, high = 0, most
    while low < high:   # a wider column never holds a heading less well
        middle = (low + high) // 2
        if heading_fits(title, middle - HEADING_AIR):
            high = middle
        else:
            low = middle + 1
    return low


def _line_heading(line: str, headings: Mapping[str, str]) -> str:
    """A module's scoring line as a column heading: its short heading if it has one, else
    its name, with a capital like the other headings (the names are in lower case for use
    within sentences: "invaders -2")."""
    return first_upper(headings.get(line) or _(line))


def heading_fits(title: str, width: int) -> bool:
    """Whether ``draw_heading`` draws ``title`` whole in ``width``."""
    if fitting_size(title, 13, width, bold=True) is not None:
        return True
    lines = wrap(title, SMALLEST, width, bold=True, tell=False)
    return len(lines) <= 2 and all(width_of(line, SMALLEST, True) <= width for line in lines)


def draw_heading(surface: pygame.Surface, title: str, centre: tuple[int, int],
                 width: int) -> None:
    """A column's heading on one line, or on two smaller ones when the columns are many
    (a module's line with a long name, a long word in another language)."""
    if fitting_size(title, 13, width, bold=True) is not None:
        draw_text(surface, title, centre, 13, theme.INK, anchor="center", bold=True,
                  max_width=width)
        return
    lines = wrap(title, SMALLEST, width, bold=True, tell=False)
    if len(lines) > 2:
        overflowed(title, SMALLEST, width)
        lines = lines[:2]
    pitch = drawn_size(SMALLEST) + 2
    for k, line in enumerate(lines):
        draw_text(surface, line, (centre[0], centre[1] + pitch * k - pitch // 2 * (len(lines) - 1)),
                  SMALLEST, theme.INK, anchor="center", bold=True, max_width=width)
