"""Watching a saved game move by move, every hand shown: each player's Alhambra, reserve,
money and score, the market and the money display, and what the move did. Step forward and
back, jump to the scorings, or let it play."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.replay import Replay
from game.rules import Game
from game.scenes.base import Scene
from game.scenes.rulesets import table_for
from game.scenes.seats import seat_colours
from game.session import Seat
from game.sprites.cards import card_surface
from game.sprites.grid import GridGeometry, draw_alhambra
from game.sprites.tiles import tile_surface
from game.text import first_upper
from game.ui import paint, theme
from game.ui.background import table_cloth
from game.ui.fonts import SMALLEST, drawn_size, line_pitch, pack, small_line, wrap
from game.ui.layout import canvas_size
from game.ui.widgets import Button, button_at, draw_buttons, draw_panel, draw_text, label_width

if TYPE_CHECKING:
    from game.scenes.host import Host

PLAY_SECONDS = 0.6   # between moves while it plays


def board() -> pygame.Rect:
    """Where the Alhambras are shown: the canvas but for the side panel and the bars."""
    width, height = canvas_size()
    return pygame.Rect(20, 86, width - 320, height - 164)


def side() -> pygame.Rect:
    """The market and money panel, at the canvas's right edge."""
    width, height = canvas_size()
    return pygame.Rect(width - 284, 86, 264, height - 164)


def watch(app: Host, game: Game, seats: list[Seat]) -> None:
    """Put ``game`` on screen to be watched again, over whatever is there (ReplayError if
    its moves do not replay from its deal)."""
    names = [seat.name for seat in seats]
    replay = Replay(game, names, table_for(game).tell)
    app.stack.push(ReplayScene(app, replay, ", ".join(names), names, seat_colours(seats)))


class ReplayScene(Scene):
    def __init__(self, app: Host, replay: Replay, title: str, names: list[str],
                 colours: list[theme.Colour]) -> None:
        self.app = app
        self.replay = replay
        self.title = title
        self.names = names
        self.colours = colours
        self.playing = False
        self.clock = 0.0
        self.hover = (-1, -1)
        replay.go_to(0)

    @property
    def game(self) -> Game:
        return self.replay.state

    # ----------------------------------------------------------------- controls
    def buttons(self) -> list[Button]:
        r = self.replay
        y = canvas_size()[1] - 62
        controls = [("start", "|◀", lambda: r.go_to(0), r.step > 0),
                    # Translators: a button: back to the scoring before
                    ("scoring_back", _("◀◀ scoring"), r.previous_scoring, r.step > 0),
                    ("back", "◀", r.back, r.step > 0),
                    ("play", _("Pause") if self.playing else _("Play"), self.toggle_play,
                     r.step < r.length),
                    ("forward", "▶", r.forward, r.step < r.length),
                    # Translators: a button: on to the next scoring
                    ("scoring_next", _("scoring ▶▶"), r.next_scoring, r.step < r.length),
                    ("end", "▶|", lambda: r.go_to(r.length), r.step < r.length)]
        widths = {"play": 100, "scoring_back": 130, "scoring_next": 130}
        result, x = [], 20
        for key, label, action, enabled in controls:
            width = label_width(label, widths.get(key, 60), 15)
            result.append(Button(pygame.Rect(x, y, width, 44), label, action, enabled=enabled,
                                 key=key, primary=key == "play"))
            x += width + 8
        result.append(Button(pygame.Rect(canvas_size()[0] - 140, y, 120, 44), _("Close"),
                             self.close, key="close"))
        return result

    def button(self, key: str) -> Button | None:
        return next((b for b in self.buttons() if b.key == key), None)

    def toggle_play(self) -> None:
        self.playing = not self.playing
        self.clock = 0.0

    def close(self) -> None:
        self.app.stack.remove(self)

    def handle(self, event: pygame.event.Event) -> None:
        r = self.replay
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons(), event.pos)
            if button is not None and button.enabled:
                button.action()
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_RIGHT: r.forward, pygame.K_LEFT: r.back,
                    pygame.K_HOME: lambda: r.go_to(0), pygame.K_END: lambda: r.go_to(r.length),
                    pygame.K_PAGEDOWN: r.next_scoring, pygame.K_PAGEUP: r.previous_scoring,
                    pygame.K_SPACE: self.toggle_play, pygame.K_ESCAPE: self.close}
            action = keys.get(event.key)
            if action is not None:
                action()

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self.clock += dt
        if self.clock >= PLAY_SECONDS:
            self.clock = 0.0
            self.replay.forward()
            if self.replay.step >= self.replay.length:
                self.playing = False

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        game, r = self.game, self.replay
        surface.blit(table_cloth(canvas_size()), (0, 0))
        draw_text(surface, _("Replay · {title}").format(title=self.title), (20, 12), 22,
                  theme.GOLD_LIGHT, bold=True, serif=True, max_width=700)
        if game.is_over:
            where = _("move {step} of {length} · turn {turn} · the end")
        else:
            where = _("move {step} of {length} · turn {turn}")
        where = where.format(step=r.step, length=r.length, turn=game.turn)
        draw_text(surface, where, (canvas_size()[0] - 20, 18), 16, theme.PAPER,
                  anchor="topright", bold=True)
        caption = " ".join(_sentence(c) for c in r.caption()[:3])
        for k, line in enumerate(wrap(caption, 14, canvas_size()[0] - 40)[:2]):
            draw_text(surface, line, (20, 46 + line_pitch(14) * k), 14, theme.PAPER)
        self._draw_players(surface)
        self._draw_market(surface)
        buttons = self.buttons()
        draw_buttons(surface, buttons, self.hover, size=15)
        # the keys, between the controls and Close
        keys = pygame.Rect(buttons[-2].rect.right + 12, buttons[-1].rect.y,
                           buttons[-1].rect.x - 12 - buttons[-2].rect.right - 12,
                           buttons[-1].rect.height)
        lines = wrap(_("← → a move · PgUp/PgDn a scoring · Space plays · Esc closes"),
                     SMALLEST, keys.width)
        if len(lines) * small_line() <= keys.height + 4:
            top = keys.centery - (len(lines) - 1) * small_line() // 2
            for k, line in enumerate(lines):
                draw_text(surface, line, (keys.right, top + k * small_line()), SMALLEST,
                          theme.PAPER, anchor="midright")

    def _draw_players(self, surface: pygame.Surface) -> None:
        game = self.game
        count = len(game.players)
        columns = 2 if count > 1 else 1
        rows = -(-count // columns)
        area = board()
        width, height = area.width // columns, area.height // rows
        for seat, player in enumerate(game.players):
            box = pygame.Rect(area.x + (seat % columns) * width,
                              area.y + (seat // columns) * height, width - 10, height - 10)
            inner = draw_panel(surface, box)
            paint.circle(surface, self.colours[seat], (inner.x + 8, inner.y + 9), 7)
            paint.circle(surface, theme.INK, (inner.x + 8, inner.y + 9), 7, 1)
            current = seat == game.current and not game.is_over
            name = self.names[seat]
            draw_text(surface, _("{name} · to play").format(name=name) if current else name,
                      (inner.x + 22, inner.y + 9), 15, theme.INK, anchor="midleft",
                      bold=True, max_width=inner.width - 110)
            draw_text(surface, _points(player.score), (inner.right, inner.y + 9), 15,
                      theme.INK, anchor="midright", bold=True)
            body = pygame.Rect(inner.x, inner.y + 22, inner.width, inner.height - 22)
            grid = pygame.Rect(body.x, body.y, body.width // 2, body.height)
            geometry = GridGeometry.fit(grid, player.alhambra.bounds(), margin=0,
                                        max_cell=56, min_cell=6)
            draw_alhambra(surface, player.alhambra, geometry, grid=False)
            facts = pygame.Rect(grid.right + 8, body.y, body.right - grid.right - 8,
                                body.height)
            money = sorted(player.hand, key=lambda c: (_currency_name(c), c.id))
            self._draw_row(surface, facts.x, facts.y, facts.width,
                           [card_surface(c, (22, 30)) for c in money],
                           # Translators: the money cards in a player's hand
                           _("money ({count})").format(count=len(money)))
            row = drawn_size(SMALLEST) + 3 + 30 + 8   # a label, then cards or tiles
            self._draw_row(surface, facts.x, facts.y + row, facts.width,
                           [tile_surface(t, 28) for t in player.reserve],
                           _("reserve ({count})").format(count=len(player.reserve)))
            if player.pending:
                self._draw_row(surface, facts.x, facts.y + 2 * row, facts.width,
                               [tile_surface(t, 28) for t in player.pending],
                               # Translators: the tiles bought this turn, not placed yet
                               _("bought ({count})").format(count=len(player.pending)))

    @staticmethod
    def _draw_row(surface: pygame.Surface, x: int, y: int, width: int,
                  images: list[pygame.Surface], label: str) -> None:
        draw_text(surface, label, (x, y), SMALLEST, theme.INK_SOFT, max_width=width)
        if not images:
            return
        pitch = min(images[0].get_width() + 3, (width - images[0].get_width())
                    // max(1, len(images) - 1) if len(images) > 1 else width)
        for k, image in enumerate(images):
            surface.blit(image, (x + k * pitch, y + drawn_size(SMALLEST) + 3))

    def _draw_market(self, surface: pygame.Surface) -> None:
        game = self.game
        inner = draw_panel(surface, side(), _("Market and money"))
        for square, tile in enumerate(game.market):
            spot = pygame.Rect(inner.x + square * 60, inner.y + 4, 54, 54)
            if tile is not None:
                surface.blit(tile_surface(tile, 54), spot)
            else:
                paint.rect(surface, theme.PANEL_SHADE, spot, border_radius=4)
        for k, card in enumerate(game.display):
            surface.blit(card_surface(card, (40, 56)), (inner.x + k * 50, inner.y + 72))
        facts = [_("bag {tiles}").format(tiles=_tiles(len(game.bag))),
                 _("deck {cards}").format(cards=_cards(len(game.deck))),
                 _("discard {count}").format(count=len(game.discard)),
                 _("scorings done {scorings}").format(scorings=game.scorings_done)]
        lines = pack(facts, 13, inner.width)
        if game.dirk is not None:
            lines.append(_("Dirk: {tiles}, {points}").format(
                tiles=_tiles(len(game.dirk)), points=_points(game.dirk_score or 0)))
        if self.replay.scorings:
            moves = ", ".join(_("move {step}").format(step=s) for s in self.replay.scorings)
            scorings = _("Scorings after {moves}.").format(moves=moves)
        else:
            scorings = _("Scorings after none yet.")
        pitch = line_pitch(13)
        y = inner.y + 140
        for line in lines:
            draw_text(surface, line, (inner.x, y), 13, theme.INK, max_width=inner.width)
            y += pitch
        for line in wrap(scorings, 13, inner.width):
            if y + drawn_size(13) > inner.bottom:
                break
            draw_text(surface, line, (inner.x, y + 6), 13, theme.INK_SOFT)
            y += pitch


def _sentence(words: str) -> str:
    """``words`` with a capital and a full stop (unless they end a sentence already)."""
    return first_upper(words) + ("" if words.endswith((".", "!", "?", "…")) else ".")


def _points(count: int) -> str:
    # Translators: points, short
    return ngettext("{count} pt", "{count} pts", count).format(count=count)


def _tiles(count: int) -> str:
    return ngettext("{count} tile", "{count} tiles", count).format(count=count)


def _cards(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def _currency_name(card) -> str:
    """A card's currency by name ("" for a card of none), to sort a hand by."""
    return getattr(getattr(card, "currency", None), "value", "")
