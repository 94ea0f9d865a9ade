"""A scoring as a table: for every player, buildings and points per kind, the wall, the
modules' lines (losses too), the points gained and the new total (RULES 1.5)."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.i18n import _
from game.rules import KINDS, Scored
from game.sprites.tiles import draw_kind_icon
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, fitting_size, overflowed, wrap
from game.ui.widgets import draw_text

# How the table marks buildings that modules added to a count: module id -> (mark, what it
# means), given by the modules' parts; a module without one is marked by its initial.
Marks = Mapping[str, tuple[str, str]]


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


def draw_scoring_table(surface: pygame.Surface, area: pygame.Rect, scored: Scored,
                       names: list[str], colours: list[theme.Colour],
                       marks: Marks | None = None,
                       headings: Mapping[str, str] | None = None) -> None:
    """The points of a scoring: a row per player, a column per kind, then the wall, the
    modules' lines (headed by ``headings`` where given, else by their names), the points
    gained and the total."""
    headings = headings or {}
    extras = sorted({line for row in scored.rows for line in row.extras})
    name_w = 150
    columns = len(KINDS) + 1 + len(extras) + 2
    col_w = (area.width - name_w) // columns
    head_h = 46
    row_h = min(44, (area.height - head_h) // max(1, len(scored.rows)))
    x0 = area.x + name_w
    # Header: a coloured tile chip with its letter and icon for each kind, then the rest.
    for i, kind in enumerate(KINDS):
        cx = x0 + i * col_w + col_w // 2
        chip = pygame.Rect(0, 0, 26, 26)
        chip.center = (cx, area.y + 14)
        paint.rect(surface, theme.KIND_COLOURS[kind], chip, border_radius=4)
        paint.rect(surface, theme.INK_SOFT, chip, 1, border_radius=4)
        draw_kind_icon(surface, kind, chip.center, 6, theme.KIND_INK[kind],
                       theme.KIND_COLOURS[kind])
        draw_text(surface, theme.KIND_TITLES[kind], (cx, area.y + 30), SMALLEST, theme.INK,
                  anchor="midtop")
    # Translators: headings of the scoring table's columns after the kinds
    titles = [_("Wall"), *(headings.get(line) or _(line) for line in extras), _("Gained"),
              _("Total")]
    for j, title in enumerate(titles):
        cx = x0 + (len(KINDS) + j) * col_w + col_w // 2
        _draw_heading(surface, title, (cx, area.y + 22), col_w - 4)
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
            cx = x0 + i * col_w + col_w // 2
            points = row.buildings.get(kind.value, 0)
            count = row.counts.get(kind.value, 0)
            count_text = f"{count:g}"
            added = bonus_words(row.count_bonus, kind.value, marks or {})
            y = band.centery - (6 if added else 0)
            draw_text(surface, str(points), (cx - 2, y), 16,
                      theme.INK if points else theme.INK_FAINT, anchor="midright",
                      bold=bool(points))
            draw_text(surface, f"({count_text})", (cx + 2, y + 1), SMALLEST, theme.INK_SOFT,
                      anchor="midleft")
            if added:
                draw_text(surface, added, (cx, y + 16), SMALLEST, theme.TEAL_DARK, anchor="center",
                          bold=True, max_width=col_w - 4)
        values = [row.wall, *(row.extras.get(e, 0) for e in extras), row.gained, total]
        for j, value in enumerate(values):
            cx = x0 + (len(KINDS) + j) * col_w + col_w // 2
            bold = j >= len(values) - 2
            shown = f"{value:+d}" if j == len(values) - 2 else str(value)
            draw_text(surface, shown, (cx, band.centery), 17 if bold else 15,
                      (theme.GOOD if value >= 0 else theme.BAD) if j == len(values) - 2
                      else theme.INK, anchor="center", bold=bold)


def _draw_heading(surface: pygame.Surface, title: str, centre: tuple[int, int],
                  width: int) -> None:
    """A column's heading on one line, or on two smaller ones when the columns are many
    (a module's line with a long name)."""
    if fitting_size(title, 13, width, bold=True) is not None:
        draw_text(surface, title, centre, 13, theme.INK, anchor="center", bold=True,
                  max_width=width)
        return
    lines = wrap(title, SMALLEST, width, bold=True, tell=False)
    if len(lines) > 2:
        overflowed(title, SMALLEST, width)
        lines = lines[:2]
    for k, line in enumerate(lines):
        draw_text(surface, line, (centre[0], centre[1] + 14 * k - 7 * (len(lines) - 1)), SMALLEST,
                  theme.INK, anchor="center", bold=True, max_width=width)
