"""The end screen's statistics table: a row per player; the points each scoring gave, then
how the game was played. Each scoring's cell tells its lines on hover."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import N_, _
from game.rules import KINDS
from game.statistics import WALL, PlayerStats
from game.sprites.scoring_table import column_edges, draw_heading
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, drawn_size, small_line, width_of
from game.ui.widgets import draw_text

SCORINGS = ((1, N_("1st scoring")), (2, N_("2nd scoring")), (3, N_("Final scoring")))
NUMBERS_WEIGHT = 0.8   # a column of numbers beside one headed by words


def _columns(dirk: bool) -> list[tuple[str, str]]:
    """(title, what the column counts) after the scorings."""
    columns = [(_("Money taken"), _("value of the money cards taken (cards)")),
               (_("Spent"), _("value paid for purchases")),
               (_("Exact"), _("purchases paid exactly")),
               (_("Extra actions"),
                _("exact payments in one's own turn that gave another action")),
               (_("Tiles bought"), _("tiles bought: market, vizier, bazaars")),
               (_("Redesigns"),
                _("redesign steps: built from the reserve, taken out, exchanged"))]
    if dirk:
        columns.append((_("To Dirk"), _("tiles given to Dirk")))
    return columns


def _cells(entry: PlayerStats, dirk: bool) -> list[str]:
    if not entry.replayed:
        return ["–"] * len(_columns(dirk))
    # Translators: the value of the money cards taken, then how many cards in brackets
    money = _("{value} ({cards})").format(value=entry.money_taken, cards=entry.cards_taken)
    cells = [money, str(entry.money_spent), str(entry.exact_payments), str(entry.extra_actions),
             str(entry.tiles_bought), str(entry.redesigns)]
    if dirk:
        cells.append(str(entry.to_dirk))
    return cells


def line_name(line: str) -> str:
    """A scoring line's name within a sentence: a kind, the longest wall, a module's line."""
    if line == WALL:
        return _("longest wall")
    kinds = {kind.value: kind for kind in KINDS}
    return theme.KIND_NAMES[kinds[line]] if line in kinds else _(line)


def lines_words(lines: dict[str, int]) -> str:
    """A scoring's points by line in words ("pavilion 3, longest wall 2, invaders -2"), the
    lines that scored nothing left out."""
    # Translators: a scoring line and its points, e.g. "pavilion 3"
    parts = [_("{line} {points}").format(line=line_name(line), points=points)
             for line, points in lines.items() if points]
    # Translators: the points of a scoring, when no line scored anything
    return ", ".join(parts) or _("nothing")


def scoring_words(entry: PlayerStats, number: int, title: str) -> str:
    """A scoring's points for one player, line by line (``title``: the scoring's, shown)."""
    lines = entry.lines.get(number)
    if lines is None:
        return _("{scoring}: not played").format(scoring=title)
    return _("{scoring}: {points} · {lines}").format(
        scoring=title, points=f"{entry.gained.get(number, 0):+d}", lines=lines_words(lines))


def draw_statistics_table(surface: pygame.Surface, area: pygame.Rect,
                          stats: Sequence[PlayerStats], names: list[str],
                          colours: list[theme.Colour], dirk: bool
                          ) -> list[tuple[pygame.Rect, str]]:
    """Draw the table; returns each cell that explains itself on hover, with its words."""
    tips: list[tuple[pygame.Rect, str]] = []
    columns = [(_(title), "") for _number, title in SCORINGS]
    columns += [(_("Total"), ""), *_columns(dirk)]
    name_w = min(150, max(90, max(width_of(names[e.seat], 14, True) for e in stats) + 34))
    # the columns of numbers alone (the scorings, the total) are narrower than the others,
    # whose cells are longer, where their headings leave room for it
    numbers = len(SCORINGS) + 1
    edges = column_edges(area.x + name_w, area.right,
                         [[weight] * numbers + [1.0] * (len(columns) - numbers)
                          for weight in (NUMBERS_WEIGHT, 1.0)],
                         [title for title, _meaning in columns])
    head_h = 2 * drawn_size(SMALLEST) + 8   # room for a heading on two lines
    row_h = min(32, (area.height - head_h - small_line()) // max(1, len(stats)))
    for j, (title, meaning) in enumerate(columns):
        head = pygame.Rect(edges[j], area.y, edges[j + 1] - edges[j], head_h)
        draw_heading(surface, title, head.center, head.width - 6)
        if meaning:
            # Translators: a column's heading, then what the column counts
            tips.append((head, _("{heading}: {meaning}").format(heading=title, meaning=meaning)))
    for r, entry in enumerate(stats):
        y = area.y + head_h + r * row_h
        band = pygame.Rect(area.x, y, area.width, row_h - 2)
        paint.rect(surface, theme.PAPER if r % 2 == 0 else theme.PANEL_SHADE, band,
                   border_radius=4)
        paint.circle(surface, colours[entry.seat], (band.x + 12, band.centery), 7)
        paint.circle(surface, theme.INK, (band.x + 12, band.centery), 7, 1)
        draw_text(surface, names[entry.seat], (band.x + 26, band.centery), 14, theme.INK,
                  anchor="midleft", bold=True, max_width=name_w - 30)
        cells = [(str(entry.gained[n]) if n in entry.gained else "–") for n, _title in SCORINGS]
        cells += [str(entry.total), *_cells(entry, dirk)]
        for j, words in enumerate(cells):
            cell = pygame.Rect(edges[j], y, edges[j + 1] - edges[j], row_h - 2)
            bold = j == len(SCORINGS)   # the total
            draw_text(surface, words, cell.center, 14, theme.INK, anchor="center", bold=bold,
                      max_width=cell.width - 6)
            if j < len(SCORINGS):
                number, title = SCORINGS[j]
                tips.append((cell, scoring_words(entry, number, _(title))))
    draw_text(surface,
              _("Point at a scoring to see its lines; at a heading to see what it counts."),
              (area.x, area.bottom + 2), SMALLEST, theme.INK_SOFT, anchor="bottomleft",
              max_width=area.width)
    return tips
