"""The end screen's statistics table: a row per player; the points each scoring gave, then
how the game was played. Each scoring's cell tells its lines on hover."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.rules import KINDS
from game.statistics import WALL, PlayerStats
from game.ui import theme
from game.ui.widgets import draw_text

SCORINGS = ((1, "1st scoring"), (2, "2nd scoring"), (3, "Final scoring"))


def _columns(dirk: bool) -> list[tuple[str, str]]:
    """(title, what the column counts) after the scorings."""
    columns = [("Money taken", "value of the money cards taken (cards)"),
               ("Spent", "value paid for purchases"),
               ("Exact", "purchases paid exactly"),
               ("Extra actions", "exact payments in one's own turn that gave another action"),
               ("Tiles bought", "tiles bought: market, vizier, bazaars"),
               ("Redesigns", "redesign steps: built from the reserve, taken out, exchanged")]
    if dirk:
        columns.append(("To Dirk", "tiles given to Dirk"))
    return columns


def _cells(entry: PlayerStats, dirk: bool) -> list[str]:
    if not entry.replayed:
        return ["–"] * len(_columns(dirk))
    cells = [f"{entry.money_taken} ({entry.cards_taken})", str(entry.money_spent),
             str(entry.exact_payments), str(entry.extra_actions), str(entry.tiles_bought),
             str(entry.redesigns)]
    if dirk:
        cells.append(str(entry.to_dirk))
    return cells


def lines_words(lines: dict[str, int]) -> str:
    """A scoring's points by line in words ("pavilion 3, longest wall 2, invaders -2"), the
    lines that scored nothing left out."""
    kinds = {kind.value: theme.KIND_TITLES[kind].lower() for kind in KINDS}
    kinds[WALL] = "longest wall"
    parts = [f"{kinds.get(line, line)} {points}" for line, points in lines.items() if points]
    return ", ".join(parts) or "nothing"


def scoring_words(entry: PlayerStats, number: int, title: str) -> str:
    """A scoring's points for one player, line by line."""
    lines = entry.lines.get(number)
    if lines is None:
        return f"{title}: not played"
    return f"{title}: {entry.gained.get(number, 0):+d} · {lines_words(lines)}"


def draw_statistics_table(surface: pygame.Surface, area: pygame.Rect,
                          stats: Sequence[PlayerStats], names: list[str],
                          colours: list[theme.Colour], dirk: bool
                          ) -> list[tuple[pygame.Rect, str]]:
    """Draw the table; returns each cell that explains itself on hover, with its words."""
    tips: list[tuple[pygame.Rect, str]] = []
    columns = [(title, "") for _, title in SCORINGS] + [("Total", "")] + _columns(dirk)
    name_w = 150
    col_w = (area.width - name_w) // len(columns)
    head_h = 26
    row_h = min(32, (area.height - head_h - 18) // max(1, len(stats)))
    x0 = area.x + name_w
    for j, (title, meaning) in enumerate(columns):
        head = pygame.Rect(x0 + j * col_w, area.y, col_w, head_h)
        draw_text(surface, title, head.center, 13, theme.INK, anchor="center", bold=True,
                  max_width=col_w - 6)
        if meaning:
            tips.append((head, f"{title}: {meaning}"))
    for r, entry in enumerate(stats):
        y = area.y + head_h + r * row_h
        band = pygame.Rect(area.x, y, area.width, row_h - 2)
        pygame.draw.rect(surface, theme.PAPER if r % 2 == 0 else theme.PANEL_SHADE, band,
                         border_radius=4)
        pygame.draw.circle(surface, colours[entry.seat], (band.x + 12, band.centery), 7)
        pygame.draw.circle(surface, theme.INK, (band.x + 12, band.centery), 7, 1)
        draw_text(surface, names[entry.seat], (band.x + 26, band.centery), 14, theme.INK,
                  anchor="midleft", bold=True, max_width=name_w - 30)
        cells = [(str(entry.gained[n]) if n in entry.gained else "–") for n, _ in SCORINGS]
        cells += [str(entry.total), *_cells(entry, dirk)]
        for j, words in enumerate(cells):
            cell = pygame.Rect(x0 + j * col_w, y, col_w, row_h - 2)
            bold = j == len(SCORINGS)   # the total
            draw_text(surface, words, cell.center, 14, theme.INK, anchor="center", bold=bold,
                      max_width=col_w - 6)
            if j < len(SCORINGS):
                number, title = SCORINGS[j]
                tips.append((cell, scoring_words(entry, number, title)))
    draw_text(surface, "Point at a scoring to see its lines; at a heading to see what it counts.",
              (area.x, area.bottom - 14), 12, theme.INK_SOFT, max_width=area.width)
    return tips
