"""A line chart of each player's score over the game's turns."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, drawn_size, small_line
from game.ui.widgets import draw_text

Series = tuple[str, theme.Colour, list[tuple[int, int]]]  # name, colour, (turn, score) points


MARK_RADIUS = 10   # the disc with a player's letter at the end of their line


def draw_score_chart(surface: pygame.Surface, area: pygame.Rect, series: list[Series]) -> None:
    under = 6 + small_line() + drawn_size(SMALLEST)   # the turns, and the axis's name under them
    plot = pygame.Rect(area.x + 40, area.y + 8, area.width - 44 - 3 * MARK_RADIUS,
                       area.height - 8 - under)
    last_turn = max([1] + [turn for _name, _colour, points in series for turn, _score in points])
    top = max([10] + [score for _name, _colour, points in series for _turn, score in points])
    top = ((top + 24) // 25) * 25
    paint.rect(surface, theme.PAPER, plot)
    for k in range(6):
        value = top * k // 5
        y = plot.bottom - round(plot.height * value / top)
        paint.line(surface, theme.PANEL_SHADE, (plot.x, y), (plot.right, y))
        draw_text(surface, str(value), (plot.x - 6, y), SMALLEST, theme.INK_SOFT, anchor="midright")
    for k in range(5):
        turn = round(last_turn * k / 4)
        x = plot.x + round(plot.width * turn / last_turn)
        draw_text(surface, str(turn), (x, plot.bottom + 4), SMALLEST, theme.INK_SOFT, anchor="midtop")
    # Translators: the label of the chart's axis of turns
    draw_text(surface, _("turn"), (plot.right, plot.bottom + 4 + small_line()), SMALLEST,
              theme.INK_SOFT, anchor="topright")
    paint.rect(surface, theme.INK_SOFT, plot, 1)

    def at(turn: int, score: int) -> tuple[int, int]:
        return (plot.x + round(plot.width * turn / last_turn),
                plot.bottom - round(plot.height * score / top))

    marks = theme.seat_marks([name for name, _colour, _points in series])
    ends: list[tuple[int, theme.Colour, str]] = []   # where each line ends, to mark it
    for (_name, colour, points), mark in zip(series, marks):
        if not points:
            continue
        # Scores change only at scorings, so the line moves in steps.
        line: list[tuple[int, int]] = []
        for i, (turn, score) in enumerate(points):
            if i:
                line.append(at(turn, points[i - 1][1]))
            line.append(at(turn, score))
        if len(line) > 1:
            paint.lines(surface, theme.mix(colour, (0, 0, 0), 0.25), False, line, 4)
            paint.lines(surface, colour, False, line, 2)
        ends.append((line[-1][1], colour, mark))
    # Each line's end marked with the player's letter (the colour is not the only clue), in
    # a column right of the plot: discs of equal scores are set apart, each joined to its line.
    x = plot.right + MARK_RADIUS + 4
    for (end_y, colour, mark), y in zip(ends, spread([y for y, _c, _m in ends],
                                                    2 * MARK_RADIUS + 1, plot.bottom)):
        paint.line(surface, colour, (plot.right, end_y), (x, y), 2)
        paint.circle(surface, colour, (x, y), MARK_RADIUS)
        paint.circle(surface, theme.INK, (x, y), MARK_RADIUS, 1)
        draw_text(surface, mark, (x, y), SMALLEST, theme.readable_ink(colour),
                  anchor="center", bold=True, max_width=2 * MARK_RADIUS - 2)


def spread(wanted: list[int], apart: int, high: int) -> list[int]:
    """Positions as near ``wanted`` as can be while ``apart`` from each other, none below
    ``high`` (in the order given)."""
    order = sorted(range(len(wanted)), key=lambda i: wanted[i])
    placed = list(wanted)
    previous = None
    for i in order:   # downwards, each below the one before
        if previous is not None:
            placed[i] = max(placed[i], previous + apart)
        previous = placed[i]
    if order and placed[order[-1]] > high:   # pushed past the bottom: back up from it
        following = high + apart
        for i in reversed(order):
            following = placed[i] = min(placed[i], following - apart)
    return placed
