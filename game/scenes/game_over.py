"""The game-over scene: the ranking (a draw is shown as such; click a player to look at their
final Alhambra), the final scoring table with the legend of its marks or, at a click, the
game's statistics, a chart of every player's score over the game, and "new game" / "quit"
(which asks first)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ngettext
from game.replay import ReplayError
from game.scenes.base import Scene
from game.scenes.enlarge import EnlargeScene
from game.scenes.menu import MenuEntry, MenuScene
from game.scenes.modules import count_marks, line_headings
from game.scenes.replay import watch
from game.scenes.table.tips import draw_tooltip
from game.sprites.chart import draw_score_chart
from game.sprites.scoring_table import bonus_legend, draw_scoring_table
from game.sprites.statistics_table import draw_statistics_table
from game.statistics import PlayerStats, statistics
from game.ui import paint, theme
from game.ui.background import table_cloth
from game.ui.fonts import SMALLEST, drawn_size, fitting_size, line_pitch, small_line
from game.ui.layout import canvas_size, rect, screen_offset
from game.ui.widgets import Button, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.match import Match

# Translators: places in the final ranking; keep them short
PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"))


def ranking(scores: list[int]) -> list[tuple[int, int]]:
    """(place, seat) best first; equal scores share a place."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    result: list[tuple[int, int]] = []
    for i, seat in enumerate(order):
        place = result[-1][0] if i and scores[seat] == scores[order[i - 1]] else i
        result.append((place, seat))
    return result


class GameOverScene(Scene):
    def __init__(self, match: Match) -> None:
        self.match = match
        self.hover = (-1, -1)
        self.showing_statistics = False
        self.buttons = self._buttons()
        self.rows: list[tuple[pygame.Rect, int | str]] = []  # the ranking's rows, to click
        self._statistics: list[PlayerStats] | None = None   # worked out when first shown
        self.tips: list[tuple[pygame.Rect, str]] = []      # the statistics' hover help
        self.row_tip = ""   # what clicking a row of the ranking does, where not written under

    def _buttons(self) -> list[Button]:
        match = self.match
        bar = rect("over_buttons")
        return [
            Button(pygame.Rect(bar.right - 340, bar.y, 160, bar.height), _("New game"),
                   match.app.open_setup, primary=True, key="new_game"),
            Button(pygame.Rect(bar.right - 170, bar.y, 160, bar.height), _("Quit"),
                   self.ask_quit, key="quit"),
            Button(pygame.Rect(bar.x, bar.y, 220, bar.height), self._statistics_label(),
                   self.toggle_statistics, key="statistics"),
            Button(pygame.Rect(bar.x + 230, bar.y, 220, bar.height), _("Watch it again"),
                   self.watch_again, key="watch"),
        ]

    def resized(self) -> None:
        self.buttons = self._buttons()

    def button(self, key: str) -> Button | None:
        return next((b for b in self.buttons if b.key == key), None)

    def toggle_statistics(self) -> None:
        """The bottom panel shows the final scoring or the game's statistics."""
        self.showing_statistics = not self.showing_statistics
        self.button("statistics").label = self._statistics_label()

    def _statistics_label(self) -> str:
        return _("Final scoring") if self.showing_statistics else _("Statistics")

    def watch_again(self) -> None:
        """The game just played, move by move from its deal, every hand shown."""
        try:
            watch(self.match.app, self.match.game, self.match.seats)
        except ReplayError:   # a game set up by hand, not from its deal
            self.button("watch").enabled = False

    def statistics(self) -> list[PlayerStats]:
        if self._statistics is None:
            self._statistics = statistics(self.match.game)
        return self._statistics

    def ask_quit(self) -> None:
        app = self.match.app
        entries = [MenuEntry(_("Yes: quit"), app.quit), MenuEntry(_("No: stay"), lambda: None)]
        app.stack.open_dialog(MenuScene(app, _("Quit the game?"), entries,
                                        note=_("This game is over; it stays in the load list.")))

    def look_at(self, who: int | str) -> None:
        self.match.app.stack.push(EnlargeScene(self.match, who))

    def headline(self) -> str:
        game = self.match.game
        names = self.match.names
        winners = [names[w] for w in game.winners]
        if len(winners) > 1:
            # Translators: the names of two or more players, e.g. "Amira, Basim and Carmen"
            together = _("{first} and {last}").format(first=", ".join(winners[:-1]),
                                                      last=winners[-1])
            return _("A draw: {names} share the victory").format(names=together)
        return _("{name} wins!").format(name=winners[0]) if winners else _("Game over")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self.buttons:
                if button.rect.collidepoint(event.pos) and button.enabled:
                    button.action()
                    return
            for box, who in self.rows:
                if box.collidepoint(event.pos):
                    self.look_at(who)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.match.app.open_menu()

    def draw(self, surface: pygame.Surface) -> None:
        match, game = self.match, self.match.game
        surface.blit(table_cloth(canvas_size()), (0, 0))
        ox, oy = screen_offset()
        draw_text(surface, _("Game over"), (ox + 40, oy + 22), 22, theme.GOLD_LIGHT, bold=True,
                  serif=True)
        draw_text(surface, self.headline(), (ox + 40, oy + 52), 30, theme.PAPER, bold=True,
                  serif=True, max_width=1200)
        # Ranking.
        inner = draw_panel(surface, rect("over_ranking"), _("Ranking"))
        # the line under the rows: click one to look at it (else each row says it on hover)
        look = _("Click a player to look at their Alhambra.")
        look_fits = fitting_size(look, SMALLEST, inner.width) is not None
        self.row_tip = "" if look_fits else look
        hint_h = small_line() if look_fits else 0
        rows = ranking(game.scores)
        line = min(46, (inner.height - hint_h) // max(1, len(rows) + (game.dirk is not None)))
        # a row tall enough tells the buildings and the wall under the name
        facts_shown = line >= line_pitch(18) + drawn_size(SMALLEST) + 2
        self.rows = []
        for i, (place, seat) in enumerate(rows):
            y = inner.y + i * line
            box = pygame.Rect(inner.x - 4, y, inner.width + 8, line)
            self.rows.append((box, seat))
            if box.collidepoint(self.hover):
                paint.rect(surface, theme.GOLD_LIGHT, box, border_radius=6)
            winner = seat in game.winners
            draw_text(surface, _(PLACES[place]), (inner.x, y + line // 2), 18,
                      theme.GOLD if winner else theme.INK_SOFT, anchor="midleft", bold=True)
            paint.circle(surface, match.seat_colours[seat], (inner.x + 62, y + line // 2), 9)
            paint.circle(surface, theme.INK, (inner.x + 62, y + line // 2), 9, 1)
            name_y = y + line // 2 - (drawn_size(SMALLEST) // 2 + 1 if facts_shown else 0)
            draw_text(surface, match.seat_label(seat), (inner.x + 78, name_y),
                      18, theme.INK, anchor="midleft", bold=winner, max_width=inner.width - 150)
            draw_text(surface, str(game.scores[seat]), (inner.right, y + line // 2), 20, theme.INK,
                      anchor="midright", bold=True)
            alhambra = game.players[seat].alhambra
            if facts_shown:
                built = len(alhambra) - 1
                facts = ngettext("{count} building · longest wall {length}",
                                 "{count} buildings · longest wall {length}", built).format(
                    count=built, length=alhambra.longest_wall())
                draw_text(surface, facts, (inner.x + 78, name_y + line_pitch(18) // 2 + 1),
                          SMALLEST, theme.INK_SOFT, anchor="topleft",
                          max_width=inner.right - inner.x - 78)
        if game.dirk is not None:
            y = inner.y + len(rows) * line
            self.rows.append((pygame.Rect(inner.x - 4, y, inner.width + 8, line), "dirk"))
            dirk = _("Dirk scored {points} (he cannot win)").format(points=game.dirk_score)
            draw_text(surface, dirk, (inner.x, y + line // 2), 14, theme.INK_SOFT,
                      anchor="midleft")
        if look_fits:
            draw_text(surface, look, (inner.x, inner.bottom + 2), SMALLEST, theme.INK_SOFT,
                      anchor="bottomleft")
        # The chart.
        inner = draw_panel(surface, rect("over_chart"), _("Scores over the game"))
        series = [(match.names[s], match.seat_colours[s],
                   [(t, scores[s]) for t, scores in match.timeline])
                  for s in range(len(game.players))]
        draw_score_chart(surface, inner, series)
        # The final table, or the statistics.
        self.tips = []
        if self.showing_statistics:
            inner = draw_panel(surface, rect("over_table"), _("Statistics"))
            self.tips = draw_statistics_table(surface, inner, self.statistics(), match.names,
                                              match.seat_colours, game.dirk is not None)
        else:
            inner = draw_panel(surface, rect("over_table"), _("Final scoring"))
            if game.history:
                marks = count_marks(game)
                legend = bonus_legend(game.history[-1], marks)
                table = inner.copy()
                if legend:   # on a line of its own under the table
                    table.height -= small_line()
                    draw_text(surface, _("Added to counts: {legend}.").format(legend=legend),
                              (inner.x, inner.bottom + 2), SMALLEST, theme.INK_SOFT,
                              anchor="bottomleft", max_width=inner.width)
                self.tips = draw_scoring_table(surface, table, game.history[-1], match.names,
                                               match.seat_colours, marks, line_headings(game))
        for button in self.buttons:
            button.draw(surface, button.rect.collidepoint(self.hover), size=16)
        tip = next((words for box, words in self.tips if box.collidepoint(self.hover)), "")
        if not tip and self.row_tip and any(box.collidepoint(self.hover) for box, _who in self.rows):
            tip = self.row_tip
        if tip:
            draw_tooltip(surface, tip, self.hover, True)
