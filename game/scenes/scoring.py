"""The scoring scene: a table per kind and wall for every player, with the points gained and
the new totals. It continues on a click, or by itself after a few seconds when no human
plays."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.lessons import SCORING_TARGET, Target
from game.rules import Scored
from game.scenes.base import Scene
from game.scenes.guide import needed_height
from game.scenes.modules import count_marks, line_headings
from game.scenes.table.tips import draw_tooltip
from game.sprites.scoring_table import bonus_legend, draw_scoring_table
from game.ui import theme
from game.ui.fonts import SMALLEST, small_line, wrap
from game.ui.layout import canvas_size, rect
from game.ui.widgets import draw_dim, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.match import Match

TITLES = {1: N_("First scoring"), 2: N_("Second scoring"), 3: N_("Final scoring")}
WHAT_PAYS = {1: N_("Most buildings of a kind scores; plus 1 point per side of your longest "
                   "outer wall."),
             2: N_("1st and 2nd places in each kind score; plus your longest outer wall."),
             3: N_("1st, 2nd and 3rd places in each kind score; plus your longest outer wall.")}
AUTO_SECONDS = 4.0
GUIDE_GAP = 6   # px between a lesson's words and the scoring below them


class ScoringScene(Scene):
    opaque = False
    guided = True

    def __init__(self, match: Match, scored: Scored) -> None:
        self.match = match
        self.scored = scored
        self.left = AUTO_SECONDS if not match.humans else None
        self.hover = (-1, -1)
        self.table: pygame.Rect | None = None   # where the scoring table was drawn last

    def close(self) -> None:
        self.match.app.stack.remove(self)
        self.match.count_up(self.scored)
        self.match.route()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.close()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                            pygame.K_SPACE):
            self.close()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.match.app.open_menu()

    def _panel(self) -> pygame.Rect:
        """The dialog, below the guide's words while a lesson's guide speaks."""
        panel = rect("dialog")
        rows = len(self.scored.rows)
        panel.height = min(panel.height, 200 + 46 + 44 * rows)
        panel.centery = rect("dialog").centery
        guide = self.guide_area()
        if guide is not None:
            panel.top = max(panel.top, guide.bottom + GUIDE_GAP)
            panel.height = min(panel.height, canvas_size()[1] - GUIDE_GAP - panel.top)
        return panel

    def guide_area(self) -> pygame.Rect | None:
        if not self.match.guide_speaks:
            return None
        dialog = rect("dialog")
        height = min(needed_height(self.match.guide.words(), dialog.width),
                     canvas_size()[1] // 3)
        return pygame.Rect(dialog.x, GUIDE_GAP, dialog.width, height)

    def pointer_rect(self, target: Target) -> pygame.Rect | None:
        return self.table if target.tag == SCORING_TARGET else None

    def update(self, dt: float) -> None:
        if self.left is not None:
            self.left -= dt
            if self.left <= 0:
                self.close()

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface)
        panel = self._panel()
        inner = draw_panel(surface, panel)
        number = self.scored.number
        if number in TITLES:
            title = _(TITLES[number])
        else:
            title = _("Scoring {number}").format(number=number)
        draw_text(surface, title, (panel.centerx, inner.y + 18), 30, theme.INK, anchor="center",
                  bold=True, serif=True)
        if number in WHAT_PAYS:
            draw_text(surface, _(WHAT_PAYS[number]), (panel.centerx, inner.y + 48), 14,
                      theme.INK_SOFT, anchor="center", max_width=inner.width - 20)
        marks = count_marks(self.match.game)
        legend = bonus_legend(self.scored, marks)
        if legend:
            key = _("Each cell: points (buildings of that kind). Added to counts: {legend}.")
            key = key.format(legend=legend)
        else:
            key = _("Each cell: points (buildings of that kind).")
        # on lines of their own, between the table and the words to go on
        keys = wrap(key, SMALLEST, inner.width - 20)
        keys_top = inner.bottom - 28 - len(keys) * small_line()
        for k, line in enumerate(keys):
            draw_text(surface, line, (inner.x + 10, keys_top + k * small_line()), SMALLEST,
                      theme.INK_SOFT)
        table = pygame.Rect(inner.x + 10, inner.y + 76, inner.width - 20,
                            keys_top - 6 - (inner.y + 76))
        self.table = table
        tips = draw_scoring_table(surface, table, self.scored, self.match.names,
                                  self.match.seat_colours, marks, line_headings(self.match.game))
        if self.left is None:
            words = _("Click or press Enter to continue")
        else:
            # Translators: {seconds} counts down; "s" is the unit of seconds
            words = _("Continuing in {seconds} s (click to go on)").format(
                seconds=max(0, int(self.left) + 1))
        draw_text(surface, words, (inner.right - 10, inner.bottom - 24), 14, theme.TEAL,
                  anchor="topright", bold=True)
        tip = next((words for box, words in tips if box.collidepoint(self.hover)), "")
        if tip:
            draw_tooltip(surface, tip, self.hover, True)
