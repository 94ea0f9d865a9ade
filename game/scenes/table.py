"""What the turn and placement scenes share: the table drawn as a static layer (rebuilt only
when the game or the selection changes), hit areas, the AI seats' progress, flights that show
what an AI did, tooltips and messages, and the keys that work everywhere at the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, language, ngettext
from game.rules import (
    Action,
    Buy,
    Currency,
    EndActions,
    Game,
    GiveToDirk,
    IllegalAction,
    Kind,
    Place,
    Player,
    RedesignAdd,
    RedesignExchange,
    RedesignRemove,
    Reserve,
    TakeMoney,
    Tile,
    scoring_table,
)
from game.rules.types import SIDE_WORDS, SIDES, money_words
from game.scenes import panels
from game.scenes.base import Scene
from game.scenes.hints import BUTTON, CELL, PIECE, HintMark
from game.scenes.log_view import LogScene
from game.scenes.motion import ARRIVAL_GAP, ARRIVAL_SECONDS, Flight
from game.scenes.modules import parts_for
from game.scenes.part import TablePart
from game.scenes.rulesets import table_for
from game.scenes.targeting import Targets
from game.sprites.cards import card_surface
from game.sprites.grid import GridGeometry
from game.sprites.scoreboard import row_pitch
from game.sprites.statistics_table import SCORINGS, lines_words
from game.statistics import row_lines
from game.sprites.tiles import tile_surface
from game.text import first_upper
from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom, zoom
from game.ui.background import table_cloth
from game.ui.drag import DragController
from game.ui.fonts import (
    SMALLEST, drawn_size, fitting_size, line_pitch, small_line, text, type_growth, width_of,
    wrap,
)
from game.ui.layout import canvas_size, rect, share_height
from game.ui.settings import speed_name, strength_name
from game.ui.theme import KIND_TITLES
from game.ui.widgets import (
    Button, Regions, draw_panel, draw_paragraph, draw_text, label_width, panel_height,
)

if TYPE_CHECKING:
    from game.scenes.match import Match

Pos = tuple[int, int]
PAGE_TAG = "panel_page"  # the pager of the modules' panels
MESSAGE_SECONDS = 5.0
MIN_TRAY = 150   # the turn's tray keeps at least this much room beside the modules' panels
MIN_PANEL = 64   # a module's panel is never narrower
PANEL_GAP = 6
SQUEEZE = 0.8    # panels are narrowed together down to this share of their width...
PAGER = 30       # ...beyond it they are shown a page at a time, with a pager this wide
VERDICT_MARKS = {True: "✓", False: "✗"}
ADVICE_TAG = "advice"   # the actions panel's words, told whole on hover where shortened
LOG_TAG = "log"         # the log panel: a click opens the whole log
LEGEND_WIDTH = 150  # the score track's title line leaves this much room for the tokens' legend


TOOLTIP_WIDTH = 460   # a longer tooltip is wrapped onto lines this wide


def draw_tooltip(surface: pygame.Surface, words: str, pos: Pos, good: bool,
                 below: int = 20, above: bool = False,
                 avoid: pygame.Rect | None = None) -> None:
    """A label centred under ``pos`` (``below`` pixels down; ``above``: that far over it),
    kept on screen, and on the other side of ``pos`` where it would cover ``avoid`` (a
    message on show); long words (a paragraph of help) wrapped onto lines."""
    mark = text(VERDICT_MARKS[good], 14, theme.GOOD if good else theme.BAD, True)
    room = min(TOOLTIP_WIDTH, surface.get_width() - 40 - mark.get_width())
    images = [text(line, 13, theme.INK, True) for line in wrap(words, 13, room, bold=True)]
    pitch = line_pitch(13)
    lines_h = (len(images) - 1) * pitch + images[0].get_height()
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 22 + mark.get_width(),
                      lines_h + 10)
    for side in ((above, not above) if avoid is not None else (above,)):
        if side:
            box.midbottom = (pos[0], pos[1] - below)
        else:
            box.midtop = (pos[0], pos[1] + below)
        box.clamp_ip(surface.get_rect().inflate(-8, -8))
        if avoid is None or not box.colliderect(avoid):
            break
    paint.rect(surface, theme.PAPER, box, border_radius=6)
    paint.rect(surface, theme.GOOD if good else theme.BAD, box, 2, border_radius=6)
    # the verdict told by a mark as well as by the colour of the frame
    surface.blit(mark, mark.get_rect(midleft=(box.x + 8, box.centery)))
    for i, image in enumerate(images):
        surface.blit(image, (box.right - 8 - image.get_width() if len(images) == 1
                             else box.x + 14 + mark.get_width(), box.y + 5 + i * pitch))


@per_zoom(maxsize=64)
def faint_tile(tile, size: int) -> pygame.Surface:
    image = tile_surface(tile, size).copy()
    image.set_alpha(150)
    return image


def kind_words(kind: Kind) -> str:
    """What a kind scores: the points of the most, second and third at each scoring."""
    table = scoring_table()
    # Translators: {points} are the points of a kind's first, second and third, "8/4/1"
    scorings = (_("1st scoring {points}"), _("2nd scoring {points}"), _("3rd scoring {points}"))
    places = " · ".join(scorings[n - 1].format(points="/".join(str(p) for p in table[n][kind]))
                        for n in (1, 2, 3))
    return _("{kind}, points for the most/second/third: {places}").format(
        kind=KIND_TITLES[kind], places=places)


def seen_money_words(player: Player) -> str:
    """What everyone saw ``player`` take and not pay yet, and how much of the hand is not
    known (the starting money, cards dealt face down)."""
    seen = player.seen_cards()
    unseen = len(player.hand) - len(seen)
    # Translators: the money cards a player was seen to take, when there are none
    known = ", ".join(card.label() for card in seen) or _("nothing")
    if not unseen:
        return _("{name} was seen to take, and has not paid: {cards}").format(
            name=player.name, cards=known)
    return ngettext("{name} was seen to take, and has not paid: {cards}; {count} card nobody "
                    "saw (starting money, cards dealt face down)",
                    "{name} was seen to take, and has not paid: {cards}; {count} cards nobody "
                    "saw (starting money, cards dealt face down)",
                    unseen).format(name=player.name, cards=known, count=unseen)


def score_words(game: Game, names: list[str], who: int | str) -> str:
    """A player's (or Dirk's) points so far, scoring by scoring and line by line."""
    seat = None if who == "dirk" else who
    name = "Dirk" if seat is None else names[seat]
    titles = dict(SCORINGS)
    parts = []
    for scored in game.history:
        row = next((r for r in scored.rows if r.seat == seat), None)
        if row is not None:
            parts.append(f"{_(titles[scored.number])} {row.gained:+d} "
                         f"({lines_words(row_lines(row))})")
    total = (game.dirk_score or 0) if seat is None else game.players[seat].score
    if not parts:
        return ngettext("{name}: {total} point; nothing scored yet (scorings come with the "
                        "scoring cards and at the end)",
                        "{name}: {total} points; nothing scored yet (scorings come with the "
                        "scoring cards and at the end)", total).format(name=name, total=total)
    # Translators: {scorings} are the player's points scoring by scoring
    return ngettext("{name}: {total} point · {scorings}", "{name}: {total} points · {scorings}",
                    total).format(name=name, total=total, scorings=" · ".join(parts))


# What "Undo" took back, in words (a module's action: "your last move").
UNDONE_WORDS = {
    TakeMoney: N_("taking money"), Buy: N_("the purchase"),
    RedesignAdd: N_("building from the reserve"),
    RedesignRemove: N_("taking a tile to the reserve"), RedesignExchange: N_("the exchange"),
    Place: N_("placing the tile"), Reserve: N_("putting the tile in the reserve"),
    GiveToDirk: N_("giving the tile to Dirk"), EndActions: N_("ending your actions"),
}


class TableScene(Scene):
    """Base of the turn and placement scenes; subclasses fill the actions panel and handle
    their own clicks, drags and keys."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._seen_version = -1
        self.regions = Regions()
        self.buttons: list[Button] = []
        self.geometry: GridGeometry | None = None
        self.hover: Pos = (-1, -1)
        self.ui_version = 0
        self.drag = DragController()
        self.targets: Targets | None = None
        self.covered = False  # an overlay is on top: no hover effects
        self.tip_drawn = False   # a tooltip at the pointer was drawn this frame
        self.tip_hidden = False  # clicked: the card tips wait till the pointer moves
        self.panel_pages: list[list[TablePart]] = []  # the modules' panels, page by page

    # ----------------------------------------------------------------- reading
    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def large_seat(self) -> int:
        """The seat whose Alhambra is shown large: the one deciding now."""
        return self.game.to_move

    @property
    def player(self) -> Player:
        return self.game.players[self.large_seat]

    @property
    def my_turn(self) -> bool:
        return self.match.my_turn

    # ----------------------------------------------------------------- state of the view
    def pause(self) -> None:
        self.covered = True
        self.drag.cancel()

    def resume(self) -> None:
        self.covered = False

    def enter(self) -> None:
        self.covered = False
        # The scenes are kept from turn to turn: where the pointer was when this one was
        # last on screen is no place to preview anything until the pointer moves again.
        self.hover = (-1, -1)
        self._static_key = None
        self._seen_version = -1
        self.refresh()

    def touch(self) -> None:
        """The selection changed: redraw the static layer."""
        self.ui_version += 1

    def say(self, words: str, good: bool = False) -> None:
        self.match.say(words, good, MESSAGE_SECONDS)

    def refuse_place(self, words: str) -> None:
        """A drop the building rules refuse: said, and F1 then opens at those rules."""
        self.say(words)
        self.match.refusal = ("bad_position", None)

    @property
    def message(self) -> str:
        """The message on show (shared by the table's scenes: it outlives a scene change)."""
        return self.match.notice if self.match.notice_left > 0 else ""

    def on_game_changed(self) -> None:
        """The game changed (an action, an undo): drop selections that may be stale."""
        self.drag.cancel()
        self.targets = None

    def refresh(self) -> None:
        """Bring the static layer and the hit areas up to date."""
        if self._seen_version != self.match.version:
            self._seen_version = self.match.version
            self.on_game_changed()
        key = (self.match.version, self.ui_version, self.match.speed, language(), zoom(),
               canvas_size())
        if key != self._static_key:
            self._static_key = key
            self._rebuild()

    def _rebuild(self) -> None:
        if (self.static is None or self.static.zoom != zoom()
                or self.static.get_size() != canvas_size()):
            self.static = new_surface(canvas_size(), alpha=False)
        s = self.static
        s.blit(table_cloth(canvas_size()), (0, 0))
        self.regions = regions = Regions()
        match, game = self.match, self.game
        parts = self.parts
        large = self.large_seat
        names = match.names
        # the moment's words, or (a narrow window) the turn and the player alone: the
        # actions panel says what to do too
        panels.paint_topbar(s, rect("topbar"), [self.status_line(), TableScene.status_line(self)],
                            min(button.rect.x for button in self.top_buttons()))
        table_for(game).paint_left(self, s, regions)
        panels.paint_log(s, rect("log"), match.log, match.log_scroll)
        regions.add(rect("log"), LOG_TAG, None)
        player = game.players[large]
        self.geometry = panels.paint_alhambra(s, rect("alhambra"), player, names[large],
                                              match.seat_colours[large], regions,
                                              game.scoring_counts(large), self.marked(large))
        for part in parts:
            part.paint_grid(s, self.geometry, self, large)
        panels.paint_reserve(s, rect("reserve"), player, self.reserve_hint(), regions,
                             self.selected_reserve())
        tray = rect("tray")
        right = self._paint_module_panels(s, tray)
        tray.width = min(tray.width, right - tray.x)
        self.paint_tray(s, tray, player, regions)
        labels = [match.seat_label(seat) for seat in range(len(game.players))]
        tokens = [self.tokens(seat) for seat in range(len(game.players))]
        # each seat's label, and its name alone for a narrow box
        label_forms = [[label, match.names[seat]] for seat, label in enumerate(labels)]
        panels.paint_others(s, rect("others"), game, large, label_forms, match.seat_colours,
                            regions, tokens,
                            [self.marked(seat) for seat in range(len(game.players))],
                            remember=match.app.settings.remember_cards)
        scores, status = self.score_areas()
        panels.paint_scores(s, scores, game, names, match.seat_colours, game.current,
                            tokens, self.token_legend(), regions)
        table_for(game).paint_status(s, status, game)
        inner = draw_panel(s, rect("actions"))
        buttons = self.top_buttons()
        if self.my_turn:
            buttons += self.paint_actions(s, inner)
        else:
            buttons += self.paint_waiting(s, inner)
        self.buttons = buttons
        for button in buttons:
            button.draw(s)
        if match.flight_source is not None:
            match.launch_flight(self.flight_target(match.flight_source[0]))

    # ----------------------------------------------------------------- the modules' parts
    def score_areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The score track's panel and the status panel under it: the track takes from the
        status what its rows need to stay apart (many players in a small window), leaving
        it two lines."""
        game = self.game
        rows = len(game.players) + (game.dirk is not None)
        return share_height(rect("scores"), rect("status"),
                            panel_height(rows * row_pitch()),
                            panel_height(drawn_size(SMALLEST) + small_line()))

    def _paint_module_panels(self, s: pygame.Surface, tray: pygame.Rect) -> int:
        """The modules' own panels at the tray's right end, in rule order, so that the tray
        keeps room for the turn's tiles: narrowed together a little when they are many, and
        beyond that shown a page at a time beside a pager (the page of a module whose
        decision is being made comes up by itself). Returns where the tray must end."""
        side = rect("tray_side")
        panelled = [part for part in self.parts if part.panel_width]
        if not panelled:
            return side.right
        # a panel holds words: in a small window, whose type takes more of the table, it
        # asks for room in proportion
        growth = type_growth()
        pages = panel_pages([round(p.panel_width * growth) for p in panelled],
                            tray.width - round(MIN_TRAY * growth))
        self.panel_pages = [[panelled[i] for i, _width in page] for page in pages]
        page = self._shown_page()
        if len(pages) == 1:
            right = side.right
            for index, width in reversed(pages[0]):
                area = pygame.Rect(right - width, side.y, width, side.height)
                panelled[index].paint_panel(s, area, self)
                right = area.x - PANEL_GAP
            return right
        # Paged: the pager stands where the widest page needs it, on every page, so that its
        # arrows stay under the pointer (clicked again, or the wheel) as the pages turn.
        widest = max(sum(width + PANEL_GAP for _index, width in shown) for shown in pages)
        pager = pygame.Rect(side.right - widest - PAGER, side.y, PAGER, side.height)
        self._paint_pager(s, pager, page, len(pages))
        left = pager.right + PANEL_GAP
        for index, width in pages[page]:
            area = pygame.Rect(left, side.y, width, side.height)
            panelled[index].paint_panel(s, area, self)
            left = area.right + PANEL_GAP
        return pager.x - PANEL_GAP

    def _shown_page(self) -> int:
        """The page of module panels on show: the one of the module deciding now, or of a
        choice made on a panel, else the one the player turned to."""
        owner = self.game.phase.partition(":")[0] if ":" in self.game.phase else None
        for number, page in enumerate(self.panel_pages):
            if any(part.module_id == owner or self.part_choice(part) is not None
                   for part in page):
                return number
        return self.match.panel_page % len(self.panel_pages)

    def _paint_pager(self, s: pygame.Surface, area: pygame.Rect, page: int,
                     count: int) -> None:
        """Up and down arrows with "page/count" between them."""
        paint.rect(s, theme.PANEL, area, border_radius=6)
        paint.rect(s, theme.PANEL_EDGE, area, 1, border_radius=6)
        half = area.height // 3
        for step, box in ((-1, pygame.Rect(area.x, area.y, area.width, half)),
                          (1, pygame.Rect(area.x, area.bottom - half, area.width, half))):
            cx, cy = box.center
            tip = -7 if step < 0 else 7
            paint.polygon(s, theme.TEAL_DARK, [(cx - 7, cy - tip // 2),
                                                     (cx + 7, cy - tip // 2), (cx, cy + tip)])
            self.regions.add(box, PAGE_TAG, step)
        draw_text(s, f"{page + 1}/{count}", area.center, 12, theme.INK, anchor="center",
                  bold=True)
        self.regions.add(area, PAGE_TAG, 0)

    def pager_words(self) -> str:
        """What the other pages of module panels hold (the pager's tooltip)."""
        game = self.game
        shown = self._shown_page()
        others = [f"{_(game.module(part.module_id).title)} ({number + 1})"
                  for number, page in enumerate(self.panel_pages) if number != shown
                  for part in page]
        # Translators: {panels} are the modules' panels on other pages, with their pages
        return _("More panels: {panels}. Click or use the wheel to turn.").format(
            panels=", ".join(others))

    def turn_panel_page(self, step: int) -> None:
        count = len(self.panel_pages)
        if count > 1:
            self.match.panel_page = (self._shown_page() + step) % count
            self.touch()

    @property
    def parts(self) -> tuple[TablePart, ...]:
        """The table parts of the modules in this game."""
        return parts_for(self.game)

    def marked(self, seat: int) -> set[int | str]:
        return {t for part in self.parts for t in part.marked_tiles(self.game, seat)}

    def tokens(self, seat: int) -> list[tuple[str, bool]]:
        return [(t.letter, t.active) for part in self.parts for t in part.tokens(self.game, seat)]

    def token_words(self, key: panels.SeatToken) -> str:
        """What a module's token beside a seat's name means, and whether it is spent."""
        found = [t for part in self.parts for t in part.tokens(self.game, key.seat)]
        if not 0 <= key.index < len(found):
            return ""
        token = found[key.index]
        if token.active:
            return f"{token.letter}: {token.words}"
        # Translators: a token beside a player's name: its letter, what it means, and spent
        return _("{letter}: {meaning} (spent)").format(letter=token.letter, meaning=token.words)

    def token_legend(self) -> list[str]:
        """What the tokens beside the names mean ("V: vizier ready"), if that fits the
        score track's title line; else where their meaning is told (a row of bare letters,
        "V F 2", would tell nothing); else nothing (each token tells it on hover)."""
        tokens = [t for part in self.parts for t in part.tokens(self.game, 0)]
        legend = " · ".join(f"{t.letter}: {t.words}" for t in tokens)
        if not tokens or width_of(legend, 12) <= LEGEND_WIDTH:
            return [legend]
        # Translators: the score track's note when the tokens' meanings do not fit there
        return [_("point at a token: what it means"), _("point at a token"), ""]

    def part_tags(self) -> tuple[str, ...]:
        return tuple(tag for part in self.parts for tag in part.tags)

    def part_for_tag(self, tag: str) -> TablePart | None:
        return next((part for part in self.parts if tag in part.tags), None)

    def part_choice(self, part: TablePart) -> object:
        """What the player has chosen on ``part``'s panel (None: nothing)."""
        return None

    def why_not(self, action: Action) -> str | None:
        """The engine's words if ``action`` would be refused (tried on a copy)."""
        trial = self.game.clone()
        try:
            trial.apply(action)
        except IllegalAction as error:
            return _sentence(str(error))
        return None

    # ----------------------------------------------------------------- hooks for subclasses
    def status_line(self) -> str:
        game = self.game
        return _("Turn {number} · {player}").format(number=game.turn,
                                                    player=self.match.seat_label(game.to_move))

    def selected_square(self) -> int | None:
        return None

    def market_notes(self) -> dict[int, tuple[str, theme.Colour]]:
        return {}

    def chosen_display(self) -> list[int]:
        return []

    def display_note(self) -> list[str]:
        """What may be taken from the money display, and in short for a narrow panel."""
        limit = self.game.money_limit(self.game.to_move)
        # Translators: what may be taken from the money display
        return [_("1 card, or several ≤ {limit}").format(limit=limit), f"≤ {limit}"]

    def chosen_hand(self) -> list[int]:
        return []

    def focus_currency(self) -> frozenset[Currency] | None:
        """The currencies that can pay now (the hand dims the others); None: all."""
        return None

    def selected_hut(self) -> str | None:
        return None

    def selected_reserve(self) -> object:
        return None

    def reserve_hint(self) -> str:
        return ""

    def paint_tray(self, s: pygame.Surface, area: pygame.Rect, player: Player,
                   regions: Regions) -> None:
        hints = [_("placed at the end of the turn"), _("placed at turn end"), ""]
        panels.paint_tray(s, area, player.pending, _("Bought this turn"), hints,
                          _("No tile bought yet this turn."), regions)

    def paint_actions(self, s: pygame.Surface, inner: pygame.Rect) -> list[Button]:
        return []

    def handle_press(self, pos: Pos) -> None:
        """A left press that hit no button (subclasses)."""

    def handle_release(self, pos: Pos) -> None:
        self.drag.cancel()

    def handle_motion(self, pos: Pos) -> None:
        self.drag.motion(pos)

    def handle_key(self, event: pygame.event.Event) -> None:
        """A key the table did not use (subclasses)."""

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        """What moves every frame: highlights, the piece being dragged, tooltips."""

    # ----------------------------------------------------------------- the shared panel parts
    def top_buttons(self) -> list[Button]:
        bar = rect("topbar")
        # Translators: buttons in the top bar, about 80 pixels wide
        menu = Button(pygame.Rect(bar.right - 92, bar.y + 5, 84, 28), _("Menu"), self.open_menu,
                      key="menu")
        label = _("AI speed: {speed}").format(speed=speed_name(self.match.speed))
        width = label_width(label, 186)
        speed = Button(pygame.Rect(menu.rect.x - 8 - width, bar.y + 5, width, 28), label,
                       lambda: self.match.app.change_speed(1, wrap=True), key="speed")
        buttons = [menu, speed]
        if not self.game.is_over and not self.match.seats[self.game.to_move].is_human:
            buttons.append(Button(pygame.Rect(speed.rect.x - 96, bar.y + 5, 88, 28),
                                  _("Skip ▸▸"), self.match.skip, key="skip"))
        return buttons

    def paint_advice(self, s: pygame.Surface, inner: pygame.Rect, head: str, colour: theme.Colour,
                     detail: str, bottom: int, head_size: int = 14) -> None:
        """The actions panel's words: ``head`` (on two lines if one is too short for it),
        then ``detail`` down to ``bottom`` (the buttons' row). Where the detail must be
        shortened (a small window), the panel tells it whole on hover."""
        lines = [head]
        if fitting_size(head, head_size, inner.width, bold=True) is None:
            lines = wrap(head, head_size, inner.width, bold=True)[:2]
        pitch = line_pitch(head_size)
        for i, line in enumerate(lines):
            draw_text(s, line, (inner.x, inner.y + i * pitch), head_size, colour, bold=True,
                      max_width=inner.width)
        top = inner.y + (len(lines) - 1) * pitch + drawn_size(head_size) + 6
        area = pygame.Rect(inner.x, top, inner.width, bottom - top)
        if detail and not draw_paragraph(s, detail, area):
            self.regions.add(area, ADVICE_TAG, detail)

    def paint_waiting(self, s: pygame.Surface, inner: pygame.Rect) -> list[Button]:
        match, game = self.match, self.game
        seat = game.to_move
        info = match.seats[seat]
        if info.is_human:
            draw_text(s, _("Waiting for {name}.").format(name=info.name), inner.topleft, 15,
                      theme.INK, bold=True)
            return []
        # Translators: {level} is the computer player's strength ("normal")
        playing = _("{name} (AI · {level}) is playing.").format(
            name=info.name, level=strength_name(info.player))
        words = _("Watch the moves, or press Space to skip ahead to the next human turn. + and - "
                  "change the speed.")
        self.paint_advice(s, inner, playing, theme.INK, words, inner.bottom - 32, 15)
        label = _("Skip to my turn") if match.humans else _("Skip ahead")
        return [Button(pygame.Rect(inner.x, inner.bottom - 30, 150, 30), label,
                       self.match.skip, key="skip_turn")]

    def open_menu(self) -> None:
        self.match.app.open_menu()

    def open_log(self) -> None:
        """The game's whole log, over the table."""
        self.match.app.stack.open_dialog(LogScene(self.match))

    def open_enlarged(self, who: int | str) -> None:
        from game.scenes.enlarge import EnlargeScene

        self.match.app.stack.push(EnlargeScene(self.match, who))

    def button(self, key: str) -> Button | None:
        """The button named ``key`` (tests and keyboard help)."""
        self.refresh()
        return next((b for b in self.buttons if b.key == key), None)

    # ----------------------------------------------------------------- events
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.match.finish_motions()   # motions never hold up a player: a click ends them
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.tip_hidden = True   # what was clicked is chosen now: its tooltip goes
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.tip_hidden = False
            self.handle_motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.refresh()
            for button in self.buttons:
                if button.rect.collidepoint(event.pos):
                    if button.enabled:
                        button.action()
                    elif button.hint:
                        self.say(button.hint)
                    return
            paging = self.regions.hit(event.pos, (PAGE_TAG,))
            if paging is not None:
                self.turn_panel_page(paging[1] or 1)
                return
            hit = self.regions.hit(event.pos, ("mini", "dirk"))
            if hit and not (hit[0] == "dirk" and self.wants_dirk()):
                self.open_enlarged(hit[1] if hit[0] == "mini" else "dirk")
                return
            if rect("log").collidepoint(event.pos):
                self.open_log()
                return
            self.handle_press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.refresh()
            self.handle_release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.drag.cancel()
            self.cancel_selection()
        elif event.type == pygame.KEYDOWN:
            self.refresh()
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL and rect("log").collidepoint(self.hover):
            self.match.scroll_log(event.y)
            self.touch()
        elif event.type == pygame.MOUSEWHEEL and self.regions.hit(self.hover, (PAGE_TAG,)):
            self.turn_panel_page(-event.y)

    def wants_dirk(self) -> bool:
        """Whether a press on Dirk's panel means giving him a tile (placement) rather than
        enlarging it."""
        return False

    def cancel_selection(self) -> None:
        self.targets = None
        self.touch()

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        ctrl = event.mod & pygame.KMOD_CTRL if hasattr(event, "mod") else 0
        if key == pygame.K_ESCAPE:
            if self.drag.active or self.targets is not None:
                self.drag.cancel()
                self.cancel_selection()
            else:
                self.open_menu()
        elif key == pygame.K_SPACE:
            self.match.skip()
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.match.app.change_speed(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.match.app.change_speed(-1)
        elif (key == pygame.K_z and ctrl) or key == pygame.K_BACKSPACE:
            self.undo()
        elif key == pygame.K_h and not ctrl:
            self.match.ask_hint()
        elif key == pygame.K_l and not ctrl:
            self.open_log()
        elif key == pygame.K_m and not ctrl:
            words = self.match.app.toggle_mute()
            self.match.say(words, good=True)
        else:
            self.handle_key(event)

    def undo(self) -> None:
        last = self.game.log[-1] if self.game.log else None
        problem = self.match.undo()
        if problem:
            self.say(problem)
        else:
            self.say(self._undone_words(last), good=True)

    def _undone_words(self, last: Action | None) -> str:
        """What Undo took back, in words: a move of the base game's, a module's action in
        its own words, or, for anything else, "your last move"."""
        what = UNDONE_WORDS.get(type(last))
        if what is not None:
            return _("Taken back: {what}.").format(what=_(what))
        told = next((w for part in self.parts if (w := part.describe(last))), "") \
            if last is not None else ""
        if told:
            # Translators: {action} is a module's action in words, e.g. "Take hut"
            return _("Taken back: “{action}”.").format(action=told)
        return _("Taken back: {what}.").format(what=_("your last move"))

    def offer_special(self, options: list[tuple[str, Action]], success: str = "",
                      title: str = "", note: str = "") -> None:
        """A module's action that may cost something (a tile built through a gate, a thief
        played): the player confirms it (or chooses among several), or not. ``title`` and
        ``note`` head the choice ("Build it this way?" unless told)."""
        from game.scenes.menu import MenuEntry, MenuScene

        if not options:
            return
        title = title or _("Build it this way?")
        note = note or _("Here the tile can be built only this way.")
        entries = [MenuEntry(_sentence(words), (lambda a=a: self.act(a, success)))
                   for words, a in options]
        entries.append(MenuEntry(_("Not now"), lambda: None))
        self.match.app.stack.open_dialog(MenuScene(
            self.match.app, title, entries, note=note))

    def act(self, action: Action, success: str = "") -> bool:
        """Send a human's action; say why if the engine refuses it. A purchase or a money
        take clicked (not dragged) flies like a computer player's."""
        clicked = isinstance(action, (Buy, TakeMoney))
        problem = self.match.act(action, self if clicked else None)
        if problem:
            self.say(_sentence(problem))
            return False
        if success:
            self.say(success, good=True)
        return True

    # ----------------------------------------------------------------- frames
    def update(self, dt: float) -> None:
        self.match.update(dt, self)

    def draw(self, surface: pygame.Surface) -> None:
        self.refresh()
        assert self.static is not None
        surface.blit(self.static, (0, 0))
        self.tip_drawn = False   # one tooltip at the pointer a frame: the first drawn
        if not self.covered:
            for button in self.buttons:
                if button.enabled and button.rect.collidepoint(self.hover):
                    button.draw(surface, hovered=True)
            self.draw_dynamic(surface)
        if self.match.arrivals:
            self._slide_in_refills()
        shown = self.match.shown_scores()
        if shown is not None:   # a scoring counting up: the track drawn afresh each frame
            game = self.game
            panels.paint_scores(surface, self.score_areas()[0], game, self.match.names,
                                self.match.seat_colours, game.current,
                                [self.tokens(seat) for seat in range(len(game.players))],
                                self.token_legend(), shown=shown)
        for flight in self.match.flights:
            if flight.cover is not None:   # the place it lands on looks empty till then
                paint.rect(surface, flight.cover_colour, flight.cover)
            surface.blit(flight.image, flight.rect())
        if not self.covered:
            self._draw_hint_marks(surface)
        if self.message and not self.drag.dragging:  # while dragging, the tooltips speak
            self._draw_message(surface)
        elif not self.covered and not self.drag.active and not self.tip_drawn \
                and not self.tip_hidden:
            self._draw_card_tip(surface)

    def tip_at(self, surface: pygame.Surface, words: str, pos: Pos, good: bool,
               below: int = 20) -> None:
        """The tooltip at the pointer (what a place would give, why not): the card tips
        stay away this frame, and it keeps clear of the message on show."""
        self.tip_drawn = True
        draw_tooltip(surface, words, pos, good, below, avoid=self.message_box())

    def _draw_hint_marks(self, surface: pygame.Surface) -> None:
        """The places the hint on show points at, framed in gold with their step's number
        (a cell shows the tile to build there)."""
        for mark in self.match.hint_marks:
            spot = self.hint_spot(mark)
            if spot is None:
                continue
            if mark.tag == CELL and mark.tile is not None and self.geometry is not None:
                surface.blit(faint_tile(mark.tile, self.geometry.cell), spot)
            paint.rect(surface, theme.GOLD, spot.inflate(6, 6), 3, border_radius=6)
            badge = pygame.Rect(0, 0, line_pitch(12) + 2, line_pitch(12) + 2)
            badge.center = spot.inflate(6, 6).topleft
            paint.rect(surface, theme.GOLD, badge, border_radius=badge.height // 2)
            draw_text(surface, str(mark.step), badge.center, 12, theme.INK, anchor="center",
                      bold=True)

    def hint_spot(self, mark: HintMark) -> pygame.Rect | None:
        """Where on the table a hint's mark is (None: not on show now)."""
        if mark.tag == CELL:
            if self.geometry is None or not self.geometry.contains(mark.key):
                return None
            return self.geometry.cell_rect(mark.key)
        if mark.tag == BUTTON:
            return next((b.rect for b in self.buttons if b.key == mark.key), None)
        if mark.tag == PIECE:
            found = next((f for part in self.parts
                          if (f := part.flight_source(self, mark.key)) is not None), None) \
                if mark.step == 1 else None
            return found[1] if found is not None else None
        return self.regions.rect_of(mark.tag, mark.key)

    def _draw_card_tip(self, surface: pygame.Surface) -> None:
        """What a module's card in the hand or the display, or a module's region, is,
        under the mouse."""
        ruleset = table_for(self.game)
        tags = ("hand_card", "display_card", "kind", "square", "column_tile", "seen_hand",
                "score_row", panels.TOKEN_TAG, PAGE_TAG, ADVICE_TAG, LOG_TAG, *ruleset.tags,
                *self.part_tags())
        hit = self.regions.hit(self.hover, tags)
        if hit is None:
            return
        tag, key = hit
        words = ""
        if tag == PAGE_TAG:
            words = self.pager_words()
        elif tag == ADVICE_TAG:
            words = key
        elif tag == LOG_TAG:
            # Translators: the log panel's tooltip; L is a key
            words = _("Click (or press L) to read the whole game; the wheel scrolls here.")
        elif tag == "kind":
            words = kind_words(key)
        elif tag in ("square", "column_tile"):
            words = self.tile_words(tag, key)
        elif tag == "seen_hand":
            words = seen_money_words(self.game.players[key])
        elif tag == "score_row":
            words = score_words(self.game, self.match.names, key)
        elif tag == panels.TOKEN_TAG:
            words = self.token_words(key) if isinstance(key, panels.SeatToken) else ""
        elif tag in ruleset.tags:
            words = ruleset.tip(self, tag, key)
        elif tag in ("hand_card", "display_card"):
            cards = self.game.display if tag == "display_card" else self.game.purse(
                self.game.to_move)
            card = next((c for c in cards if c.id == key), None)
            if card is not None:  # a module's card (money of its own too: a master builder)
                words = next((w for part in self.parts
                              if (w := part.card_words(self.game, card))), "")
        else:
            part = self.part_for_tag(tag)
            words = part.tip(self, tag, key) if part else ""
        if words:
            spot = self.regions.rect_of(tag, key)
            if tag == PAGE_TAG:
                # above the whole pager: below it, or beside it, it would hide the panels
                spot = self.regions.rect_of(PAGE_TAG, 0)
                draw_tooltip(surface, words, spot.midtop, True, 6, above=True)
            elif spot is None:
                draw_tooltip(surface, words, self.hover, True, 6)
            elif tag == "hand_card":
                # over the card: under the hand the actions panel tells the payment
                draw_tooltip(surface, words, spot.midtop, True, 6, above=True)
            else:
                draw_tooltip(surface, words, spot.midbottom, True, 6)

    def tile_words(self, tag: str, key: object) -> str:
        """What a tile on offer is: its kind, price (and currency) and walls."""
        game = self.game
        if tag == "square":
            tile = game.market[key] if isinstance(key, int) and key < len(game.market) else None
        else:
            tile = next((t for _where, t in game.locations() if getattr(t, "id", None) == key
                         and isinstance(t, Tile)), None)
        if tile is None:
            return ""
        walls = ", ".join(_(SIDE_WORDS[s]) for s in SIDES if s in tile.walls | tile.added)
        facts = [first_upper(tile.label())]
        if tag == "square":
            money = money_words(game.currency_of(key), tile.price)
            facts.append(_("costs {money}").format(money=money))
        if tile.bastions:   # a camp's dark sides are bastions, not walls
            bastions = ", ".join(_(SIDE_WORDS[s]) for s in SIDES if s in tile.bastions)
            # Translators: {sides} are the sides of a camp with a bastion ("top, left")
            facts.append(_("bastions: {sides}").format(sides=bastions))
        elif walls:
            # Translators: {sides} are the sides of a tile with a wall ("top, left")
            facts.append(_("walls: {sides}").format(sides=walls))
        else:
            facts.append(_("no walls"))
        return " · ".join(facts)

    def _message_lines(self) -> list[pygame.Surface]:
        lines = [text(line, 14, theme.PAPER, True)
                 for line in wrap(self.message, 14, rect("alhambra").width - 64, bold=True)]
        if self.match.refusal is not None and not self.match.notice_good:
            # Translators: F1 is the key that opens the rule reference
            lines.append(text(_("F1: the rule"), 12, theme.PAPER))
        return lines

    def message_box(self) -> pygame.Rect | None:
        """Where the message on show lies (None: none is shown now)."""
        if not self.message or self.drag.dragging:
            return None
        lines = self._message_lines()
        area = rect("alhambra")
        box = pygame.Rect(0, 0, max(i.get_width() for i in lines) + 24, 18 * len(lines) + 14)
        box.midbottom = (area.centerx, area.bottom - 8)
        return box

    def _draw_message(self, surface: pygame.Surface) -> None:
        """The notice at the foot of the Alhambra, wrapped to its width (a hint is long)."""
        lines = self._message_lines()
        box = self.message_box()
        assert box is not None
        fill = theme.GOOD if self.match.notice_good else theme.BAD
        paint.rect(surface, theme.mix(fill, (0, 0, 0), 0.2), box.move(2, 2), border_radius=8)
        paint.rect(surface, fill, box, border_radius=8)
        for k, image in enumerate(lines):
            surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 7 + 18 * k)))

    # ----------------------------------------------------------------- dragging on the grid
    def cell_under(self, pos: Pos) -> Pos | None:
        if self.geometry is None or not rect("alhambra").collidepoint(pos):
            return None
        return self.geometry.cell_at(pos)

    def draw_targets(self, surface: pygame.Surface, pos: Pos | None, held: object = None,
                     extra: Pos | None = None, ghost: object = None,
                     refusals: bool = True) -> None:
        """Legal cells tinted; the cell under ``pos`` (or the keyboard's ``extra`` cell)
        outlined, with its verdict in words under the tile ``held`` there. A tile chosen but
        not held (``ghost``) shows faintly in a legal cell it points at. Without
        ``refusals`` (a cell only pointed at, not tried), a refused cell shows nothing."""
        targets, geometry = self.targets, self.geometry
        if targets is None or geometry is None:
            return
        surface.blit(targets.layer(geometry), geometry.area.topleft)
        cell = self.cell_under(pos) if pos else None
        if cell is None and extra is not None:
            cell, pos = extra, geometry.cell_rect(extra).center
        if cell is None or pos is None:
            if held is not None and pos is not None:
                self.draw_held_tile(surface, held, pos)
            return
        ok, words = targets.verdict(cell)
        if not ok and not refusals:
            return
        box = geometry.cell_rect(cell)
        if ok and ghost is not None and held is None and cell in targets.legal:
            surface.blit(faint_tile(ghost, geometry.cell), box)
        paint.rect(surface, theme.LEGAL_EDGE if ok else theme.ILLEGAL_EDGE, box, 3)
        if not ok:  # a refused place is crossed out, not only framed in red
            corner = box.inflate(-box.width // 3, -box.height // 3)
            paint.line(surface, theme.ILLEGAL_EDGE, corner.topleft, corner.bottomright, 3)
            paint.line(surface, theme.ILLEGAL_EDGE, corner.topright, corner.bottomleft, 3)
        if held is not None:
            self.draw_held_tile(surface, held, pos)
        self.tip_at(surface, _sentence(words), pos, ok, geometry.cell // 2 + 8)

    def draw_held_tile(self, surface: pygame.Surface, tile, pos: Pos) -> None:
        size = self.geometry.cell if (self.geometry and self.cell_under(pos)) else panels.TRAY_TILE
        image = tile_surface(tile, max(24, size))
        shadow = image.get_rect(center=(pos[0] + 4, pos[1] + 5))
        paint.rect(surface, (30, 10, 8), shadow.inflate(-4, -4), border_radius=6)
        surface.blit(image, image.get_rect(center=pos))

    # ----------------------------------------------------------------- flights (AI moves)
    def flight_source(self, action: Action) -> tuple[pygame.Surface, pygame.Rect] | None:
        """Where the piece an AI is about to move is now, and its picture."""
        self.refresh()
        game, player = self.game, self.game.player
        for part in self.parts:
            found = part.flight_source(self, action)
            if found is not None:
                return found
        if isinstance(action, Buy):
            tile = game.market[action.square]
            where = self.regions.rect_of("square", action.square)
            return (tile_surface(tile, panels.MARKET_TILE), where) if tile and where else None
        if isinstance(action, TakeMoney) and action.cards:
            card = next((c for c in game.display if c.id == action.cards[0]), None)
            where = self.regions.rect_of("display_card", action.cards[0])
            return (card_surface(card, panels.DISPLAY_CARD), where) if card and where else None
        if isinstance(action, (Place, Reserve, GiveToDirk)):
            tile = player.pending_tile(action.tile)
            where = self.regions.rect_of("tray_tile", action.tile)
            return (tile_surface(tile, panels.TRAY_TILE), where) if tile and where else None
        if isinstance(action, (RedesignAdd, RedesignExchange)):
            tile = player.reserve_tile(action.tile)
            where = self.regions.rect_of("reserve_tile", action.tile)
            return (tile_surface(tile, panels.RESERVE_TILE), where) if tile and where else None
        if isinstance(action, RedesignRemove) and self.geometry:
            tile = player.alhambra.at(action.pos)
            if tile:
                return tile_surface(tile, self.geometry.cell), self.geometry.cell_rect(action.pos)
        return None

    def _slide_in_refills(self) -> None:
        """The market tiles and money cards just drawn slide in from the bag and the deck
        (the status panel), one after the other; cards just paid go there too (to the
        discard pile) from the hand."""
        source = rect("status")
        start = pygame.Rect(source.x + 40, source.y + 24, 1, 1)
        discard = pygame.Rect(source.x + 200, source.y + 24, 1, 1)
        for k, (tag, key, piece) in enumerate(self.match.arrivals):
            if tag == "paid":
                self.match.flights.append(Flight(card_surface(piece, panels.HAND_CARD),
                                                 rect("hand"), discard, ARRIVAL_SECONDS,
                                                 age=-ARRIVAL_GAP * k))
                continue
            where = self.regions.rect_of(tag, key)
            if where is None:
                continue
            if tag == "square":
                image = tile_surface(piece, panels.MARKET_TILE)
                spot = pygame.Rect(0, 0, panels.MARKET_TILE, panels.MARKET_TILE)
                spot.midtop = (where.centerx, where.y + 4)
                colour = theme.PAPER
            else:
                image, spot, colour = card_surface(piece, panels.DISPLAY_CARD), where, theme.PANEL
            self.match.flights.append(Flight(image, start, spot, ARRIVAL_SECONDS,
                                             age=-ARRIVAL_GAP * k, cover=spot.inflate(2, 2),
                                             cover_colour=colour))
        self.match.arrivals.clear()

    def flight_followers(self, action: Action) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """More pieces going where the first one goes, just after it (the other cards of a
        money take)."""
        if not isinstance(action, TakeMoney):
            return []
        return [(card_surface(card, panels.DISPLAY_CARD), where)
                for card in self.game.display if card.id in action.cards[1:]
                and (where := self.regions.rect_of("display_card", card.id)) is not None]

    def flight_target(self, action: Action) -> pygame.Rect | None:
        """Where that piece is after the move (asked of the scene that shows the result)."""
        for part in self.parts:
            found = part.flight_target(self, action)
            if found is not None:
                return found
        if isinstance(action, Buy):
            return self.last_region("tray_tile")
        if isinstance(action, TakeMoney):
            return self.regions.rect_of("player_name")
        if isinstance(action, (Place, RedesignAdd)) and self.geometry:
            return self.geometry.cell_rect(action.pos)
        if isinstance(action, (Reserve, RedesignRemove, RedesignExchange)):
            return self.last_region("reserve_tile")
        if isinstance(action, GiveToDirk):
            return self.regions.rect_of("dirk")
        won = getattr(action, "tile", None)  # a tile won some other way, now waiting
        return self.regions.rect_of("tray_tile", won) if won is not None else None

    def last_region(self, tag: str) -> pygame.Rect | None:
        """The last piece drawn with ``tag`` (a piece just added goes at the end)."""
        found = self.regions.all(tag)
        return found[-1][0] if found else None


def panel_pages(wanted: list[int], room: int) -> list[list[tuple[int, int]]]:
    """The modules' panels in ``room`` (gaps included), as pages of (index, width): one page
    when they fit, narrowed together down to ``SQUEEZE`` of their widths if need be; else
    as many pages as it takes beside a pager, each panel as wide as it wants (or the whole
    page), in order."""
    gaps = PANEL_GAP * len(wanted)
    if sum(wanted) + gaps <= room:
        return [list(enumerate(wanted))]
    factor = max(0.0, room - gaps) / sum(wanted)
    if factor >= SQUEEZE:
        return [[(i, max(MIN_PANEL, int(w * factor))) for i, w in enumerate(wanted)]]
    space = room - PAGER - PANEL_GAP
    pages: list[list[tuple[int, int]]] = [[]]
    used = 0
    for index, width in enumerate(wanted):
        width = min(width, space - PANEL_GAP)
        if pages[-1] and used + width + PANEL_GAP > space:
            pages.append([])
            used = 0
        pages[-1].append((index, width))
        used += width + PANEL_GAP
    return pages


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:] if words else words
