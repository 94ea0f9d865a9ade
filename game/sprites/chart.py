"""A line chart of each player's score over the game's turns."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui import paint, theme
from game.ui.fonts import SMALLEST
from game.ui.widgets import draw_text

Series = tuple[str, theme.Colour, list[tuple[int, int]]]  # name, colour, (turn, score) points


def draw_score_chart(surface: pygame.Surface, area: pygame.Rect, series: list[Series]) -> None:
    plot = pygame.Rect(area.x + 40, area.y + 8, area.width - 56, area.height - 36)
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
    draw_text(surface, _("turn"), (plot.right, plot.bottom + 16), SMALLEST, theme.INK_SOFT,
              anchor="topright")
    paint.rect(surface, theme.INK_SOFT, plot, 1)

    def at(turn: int, score: int) -> tuple[int, int]:
        return (plot.x + round(plot.width * turn / last_turn),
                plot.bottom - round(plot.height * score / top))

    marks = theme.seat_marks([name for name, _colour, _points in series])
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
        # the line's end marked with the player's letter: the colour is not the only clue
        paint.circle(surface, colour, line[-1], 10)
        paint.circle(surface, theme.INK, line[-1], 10, 1)
        draw_text(surface, mark, line[-1], SMALLEST, theme.readable_ink(colour),
                  anchor="center", bold=True, max_width=18)
