"""An overlay showing one player's Alhambra large (or Dirk's tiles), opened by clicking a
miniature; any click or Esc closes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.scenes.base import Scene
from game.scenes.modules import parts_for
from game.scenes.table.seat_facts import draw_kind_counts
from game.sprites.grid import GridGeometry, draw_alhambra
from game.sprites.tiles import tile_surface
from game.ui import theme
from game.ui.fonts import line_pitch, pack
from game.ui.layout import rect
from game.ui.widgets import draw_dim, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.match import Match


class EnlargeScene(Scene):
    opaque = False

    def __init__(self, match: Match, who: int | str) -> None:
        self.match = match
        self.who = who

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.MOUSEBUTTONDOWN
                or (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                                   pygame.K_SPACE))):
            self.match.app.stack.remove(self)

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface)
        game = self.match.game
        panel = rect("enlarged")
        if self.who == "dirk":
            tiles = list(game.dirk or ())
            inner = draw_panel(surface, panel, _("Dirk's tiles ({count})").format(count=len(tiles)),
                               _("click to close"))
            draw_kind_counts(surface, inner.x, inner.y, game.dirk_counts(), chip=20, pitch=60)
            size, x, y = 60, inner.x, inner.y + 40
            for tile in sorted(tiles, key=lambda t: (str(t.kind), t.price)):
                if x + size > inner.right:
                    x, y = inner.x, y + size + 8
                surface.blit(tile_surface(tile, size), (x, y))
                x += size + 8
            return
        seat = int(self.who)
        player = game.players[seat]
        title = ngettext("{name}: {score} point", "{name}: {score} points", player.score)
        inner = draw_panel(surface, panel,
                           title.format(name=self.match.seat_label(seat), score=player.score),
                           _("click to close"))
        draw_kind_counts(surface, inner.x, inner.y, game.scoring_counts(seat), chip=20, pitch=60)
        cards = len(player.hand)
        facts = [_("longest wall {length}").format(length=player.alhambra.longest_wall()),
                 ngettext("{count} card", "{count} cards", cards).format(count=cards)]
        parts = parts_for(game)
        facts += [fact for part in parts for fact in part.facts(game, seat)]
        # the facts beside the kinds' counts, on as many lines as they need
        beside = pygame.Rect(inner.x + 6 * 60 + 10, inner.y + 2, inner.width - 6 * 60 - 10, 0)
        pitch = line_pitch(14)
        lines = pack(facts, 14, beside.width, bold=True)
        for i, line in enumerate(lines):
            draw_text(surface, line, (beside.x, beside.y + i * pitch), 14, theme.INK, bold=True)
        top = inner.y + max(32, len(lines) * pitch + 8)
        reserve_h = 70 if player.reserve else 0
        area = pygame.Rect(inner.x, top, inner.width, inner.bottom - top - 4 - reserve_h)
        geometry = GridGeometry.fit(area, player.alhambra.bounds(), margin=0, max_cell=80)
        marked = {t for part in parts for t in part.marked_tiles(game, seat)}
        draw_alhambra(surface, player.alhambra, geometry, grid=False, marked=marked)
        if player.reserve:
            y = inner.bottom - reserve_h + 8
            label = draw_text(surface, _("Reserve:"), (inner.x, y + 28), 14, theme.INK,
                              anchor="midleft", bold=True)
            left = max(inner.x + 80, label.right + 12)
            for i, tile in enumerate(player.reserve):
                surface.blit(tile_surface(tile, 56), (left + i * 62, y))
