"""What the turn and placement scenes share: the table, laid out like a real table for the
moment (``layout``: the shared zones with the modules' items, folded to badges where they
must be, ``zones``; your Alhambra, zoomed and panned, ``alhambra_view``; your own area,
``own_area``; the other players, ``opponents``; the score track, ``score_track``; the log,
``log_panel``), drawn as a static layer rebuilt only when the game or the selection
changes, with its hit areas; the bars and the message (``action_bar``); tooltips
(``tips``); flights that show what an AI did (``flights``); and the keys that work
everywhere at the table.

The modules' parts see the scene through ``PartContext`` (``game.scenes.part``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, language
from game.lessons import BUTTON_TARGET, CELL_TARGET, Target
from game.rules import (
    Action, Buy, EndActions, Game, GiveToDirk, IllegalAction, Offer, Place, Player, RedesignAdd,
    RedesignExchange, RedesignRemove, Reserve, TakeMoney,
)
from game.scenes.base import Scene
from game.scenes.enlarge import EnlargeScene
from game.scenes.guide import needed_height
from game.scenes.hints import BUTTON, CELL, PIECE, HintMark
from game.scenes.log_view import LogScene
from game.scenes.menu import MenuEntry, MenuScene
from game.scenes.modules import parts_for, refusal_text
from game.scenes.part import Purchase, TablePart, ZoneItem
from game.scenes.paying import best_payment
import game.scenes.table.action_bar as action_bar
from game.scenes.table.alhambra_view import View, clipped, panned, paint_alhambra, zoomed
from game.scenes.table.flights import Flights
from game.scenes.table.layout import TableLayout, Want, lay_out
from game.scenes.table.log_panel import LOG_TAG, paint_log
from game.scenes.table.opponents import (
    ENLARGED_CELL, enlarged_box, paint_other, paint_others,
)
from game.scenes.table.own_area import (
    owned_wants, paint_owned, paint_reserve, paint_tray, row_wants,
)
from game.scenes.table.score_track import paint_scores, scoring_cards, track_height
from game.scenes.table.seat_facts import SeatToken
import game.scenes.table.tips as tips
from game.scenes.table.zones import (
    BADGE_TAG, OPENED_TAG, draw_item, draw_opened, opened_box,
)
from game.scenes.targeting import Targets
from game.sprites.grid import GridGeometry
from game.sprites.tiles import tile_surface
from game.text import first_upper
from game.ui import paint, theme
from game.ui.background import table_cloth
from game.ui.canvas import new_surface, per_zoom, zoom
from game.ui.drag import DragController
from game.ui.fonts import line_pitch, small_line
from game.ui.layout import canvas_size
from game.ui.widgets import Button, Regions, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.host import Host
    from game.scenes.match import Match

Pos = tuple[int, int]
MESSAGE_SECONDS = 5.0
GUIDE_SHARE = 0.45   # of your Alhambra's zone at most: a lesson's words above your Alhambra
GUIDE_GAP = 6
ACTIONS_LEAST = 96  # the actions panel is never shorter (its words and a row of buttons)
HOVER_SECONDS = 0.35   # pointing at another player this long enlarges it in place
HELD_TILE = 64      # a tile held away from the Alhambra


@per_zoom(maxsize=64)
def faint_tile(tile, size: int) -> pygame.Surface:
    image = tile_surface(tile, size).copy()
    image.set_alpha(150)
    return image


# What "Undo" took back, in words (a module's action: "your last move").
UNDONE_WORDS = {
    TakeMoney: N_("taking money"), Buy: N_("the purchase"),
    RedesignAdd: N_("building from the reserve"),
    RedesignRemove: N_("taking a tile to the reserve"), RedesignExchange: N_("the exchange"),
    Place: N_("placing the tile"), Reserve: N_("putting the tile in the reserve"),
    GiveToDirk: N_("giving the tile to Dirk"), EndActions: N_("ending your actions"),
}


class TableScene(Flights, Scene):
    """Base of the turn and placement scenes; subclasses fill the actions panel and handle
    their own clicks, drags and keys."""

    buying: Purchase | None = None   # what is chosen to be bought (the turn scene's)
    guided = True

    def __init__(self, match: Match) -> None:
        self.match = match
        self.static: pygame.Surface | None = None
        self.lifted: pygame.Surface | None = None   # an item opened in place, over the table
        self._static_key: tuple | None = None
        self._view_key: tuple | None = None   # the view the static layer was drawn at
        self._large_regions = (0, 0)         # the hit areas of the Alhambra shown large
        self._seen_version = -1
        self.regions = Regions()
        self.buttons: list[Button] = []
        self.layout: TableLayout | None = None
        self.geometry: GridGeometry | None = None
        self.items: dict[str, ZoneItem] = {}     # the modules' items on the table now
        self.opened: str | None = None            # the key of a folded item opened in place
        self.others: dict[int | str, pygame.Rect] = {}   # the other players' boxes
        self.hover: Pos = (-1, -1)
        self.hover_time = 0.0     # how long the pointer has been over the same player's box
        self.ui_version = 0
        self.drag = DragController()
        # a press on your Alhambra's background: dragged, it pans the view; let go, a click
        self.panning = DragController()
        self.targets: Targets | None = None
        self.covered = False  # an overlay is on top: no hover effects
        self.tip_drawn = False   # a tooltip at the pointer was drawn this frame
        self.tip_hidden = False  # clicked: the card tips wait till the pointer moves

    # ----------------------------------------------------------------- reading
    @property
    def game(self) -> Game:
        return self.match.game

    @property
    def host(self) -> Host:
        return self.match.app

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

    @property
    def viewer(self) -> int | None:
        return self.match.holder

    @property
    def view(self) -> View:
        """How the Alhambra shown large is looked at (zoom and pan)."""
        return self.match.views.setdefault(self.large_seat, View())

    # ----------------------------------------------------------------- state of the view
    def pause(self) -> None:
        self.covered = True
        self.drag.cancel()
        self.panning.cancel()

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
        self.opened = None

    def refresh(self) -> None:
        """Bring the static layer and the hit areas up to date."""
        if self._seen_version != self.match.version:
            self._seen_version = self.match.version
            self.on_game_changed()
        view = self.view
        key = (self.match.version, self.ui_version, self.match.speed, language(), zoom(),
               canvas_size())
        if key != self._static_key:
            self._static_key, self._view_key = key, (view.zoom, view.pan)
            self._rebuild()
        elif (view.zoom, view.pan) != self._view_key:   # a zoom or a pan: your Alhambra alone
            self._view_key = (view.zoom, view.pan)
            self._repaint_view()

    # ----------------------------------------------------------------- the static layer
    def _rebuild(self) -> None:
        if (self.static is None or self.static.zoom != zoom()
                or self.static.get_size() != canvas_size()):
            self.static = new_surface(canvas_size(), alpha=False)
        s = self.static
        s.blit(table_cloth(canvas_size()), (0, 0))
        self.regions = regions = Regions()
        match, game = self.match, self.game
        ruleset = match.ruleset
        large = self.large_seat
        self.items = {item.key: item for part in self.parts for item in part.zone_items(self)}
        self.layout = layout = self.lay_out()
        action_bar.paint_topbar(s, layout.zone("topbar"),
                                [self.status_line(), TableScene.status_line(self)],
                                min(button.rect.x for button in self.top_buttons()))
        ruleset.paint_zones(self, s, layout)
        for placed in layout.flows.values():
            for key, box in placed.boxes.items():
                draw_item(s, box, self.items[key])
        paint_log(s, layout.zone("log"), match.log, match.log_scroll)
        regions.add(layout.zone("log"), LOG_TAG, None)
        first = len(regions.items)
        self._paint_large(s, regions)
        self._large_regions = (first, len(regions.items))
        self._paint_own(s, layout)
        labels = [match.seat_label(seat) for seat in range(len(game.players))]
        # each seat's label, and its name alone for a narrow box
        self.others = paint_others(
            s, layout.zone("opponents"), game, large,
            [[label, match.names[seat]] for seat, label in enumerate(labels)],
            match.seat_colours, regions, self.all_tokens(),
            [self.marked(seat) for seat in range(len(game.players))],
            remember=match.app.settings.remember_cards)
        paint_scores(s, layout.zone("scores"), game, match.names, match.seat_colours,
                     game.current, self.all_tokens(), self.score_notes(), regions)
        inner = draw_panel(s, layout.zone("actions"))
        buttons = self.top_buttons()
        if self.my_turn:
            buttons += self.paint_actions(s, inner)
        else:
            buttons += action_bar.paint_waiting(self, s, inner)
        self.buttons = buttons
        for button in buttons:
            button.draw(s)
        self._lift_opened()
        if match.flight_source is not None:
            match.launch_flight(self.flight_target(match.flight_source[0]))

    def _paint_large(self, s: pygame.Surface, regions: Regions) -> None:
        """The Alhambra shown large, at its view, with the modules' pieces on its grid."""
        match, game, large = self.match, self.game, self.large_seat
        assert self.layout is not None
        self.geometry = paint_alhambra(s, self.alhambra_area(), game.players[large],
                                       match.names[large], match.seat_colours[large], regions,
                                       self.view, game.scoring_counts(large),
                                       self.marked(large))
        with clipped(s, self.geometry.area):
            for part in self.parts:
                part.paint_grid(s, self.geometry, self, large)

    def _repaint_view(self) -> None:
        """Only the view of the Alhambra shown large changed: its panel (and its shadow)
        drawn again over the static layer, its hit areas put in place of the old ones, the
        rest of the table as it was (a pan redraws one panel, not the table)."""
        assert self.static is not None and self.layout is not None
        zone = self.alhambra_area()
        fresh = Regions()
        with clipped(self.static, zone.union(zone.move(3, 3))):
            self.static.blit(table_cloth(canvas_size()), (0, 0))
            self._paint_large(self.static, fresh)
        first, last = self._large_regions
        self.regions.items[first:last] = fresh.items
        self._large_regions = (first, first + len(fresh.items))

    def lay_out(self) -> TableLayout:
        """The table's room shared out for what it holds now."""
        game, ruleset = self.game, self.match.ruleset
        rows = len(game.players) + (game.dirk is not None)
        return lay_out(ruleset.layout, ruleset.pieces(self), list(self.items.values()),
                       ACTIONS_LEAST, small_line(), track_height(rows), self.own_wants())

    def own_wants(self) -> dict[str, Want]:
        """What your own area's boxes want: the ruleset's hand, what lies in front of you
        (if anything does), the reserve and the tiles bought this turn."""
        player = self.player
        wants = self.match.ruleset.own_wants(self)
        owned = owned_wants(self.token_list(self.large_seat), self.facts(self.large_seat),
                            self.match.names[self.large_seat])
        if owned is not None:
            wants["owned"] = owned
        wants["reserve"] = row_wants(len(player.reserve),
                                     _("Reserve ({count})").format(count=len(player.reserve)))
        wants["tray"] = row_wants(len(player.pending), self.tray_title())
        return wants

    def _paint_own(self, s: pygame.Surface, layout: TableLayout) -> None:
        boxes, seat = layout.own, self.large_seat
        self.match.ruleset.paint_own(self, s, layout)
        if "owned" in boxes:
            paint_owned(s, boxes["owned"], seat, self.match.names[seat], self.token_list(seat),
                        self.facts(seat), self.regions)
        paint_reserve(s, boxes["reserve"], self.player, self.reserve_hint(), self.regions,
                      self.selected_reserve())
        self.paint_tray(s, boxes["tray"], self.player, self.regions)

    def _lift_opened(self) -> None:
        """A folded item opened in place: drawn on a layer of its own over the table, its hit
        areas over everything else's (a click in its room stays there)."""
        self.lifted = None
        item = self.items.get(self.opened) if self.opened else None
        badge = self.regions.rect_of(BADGE_TAG, self.opened) if item is not None else None
        if item is None or item.paint is None or badge is None:
            self.opened = None
            return
        box = opened_box(item, badge, pygame.Rect((0, 0), canvas_size()))
        self.lifted = new_surface(canvas_size())
        self.regions.add(box, OPENED_TAG, item.key)
        draw_opened(self.lifted, box, item)

    # ----------------------------------------------------------------- the modules' parts
    @property
    def parts(self) -> tuple[TablePart, ...]:
        """The table parts of the modules in this game."""
        return parts_for(self.game)

    def marked(self, seat: int) -> set[int | str]:
        return {t for part in self.parts for t in part.marked_tiles(self.game, seat)}

    def token_list(self, seat: int) -> list:
        """The modules' tokens of ``seat``, in the parts' order."""
        return [t for part in self.parts for t in part.tokens(self.game, seat)]

    def tokens(self, seat: int) -> list[tuple[str, bool]]:
        """The modules' tokens of ``seat`` as (letter, lit)."""
        return [(t.letter, t.active) for t in self.token_list(seat)]

    def all_tokens(self) -> list[list[tuple[str, bool]]]:
        """Each seat's tokens as (letter, lit)."""
        return [self.tokens(seat) for seat in range(len(self.game.players))]

    def facts(self, seat: int) -> list[str]:
        """The modules' public facts about ``seat``."""
        return [fact for part in self.parts for fact in part.facts(self.game, seat)]

    def token_words(self, key: SeatToken) -> str:
        """What a module's token beside a seat's name means, and whether it is spent."""
        found = self.token_list(key.seat)
        if not 0 <= key.index < len(found):
            return ""
        token = found[key.index]
        if token.active:
            return f"{token.letter}: {token.words}"
        # Translators: a token beside a player's name: its letter, what it means, and spent
        return _("{letter}: {meaning} (spent)").format(letter=token.letter, meaning=token.words)

    def badge_words(self, key: str) -> str:
        """What a folded item is, on hover over its badge (and that a click opens it)."""
        item = self.items.get(key)
        if item is None:
            return ""
        words = f"{item.title}: {item.words}" if item.words else item.title
        if item.paint is not None and self.opened != key:
            # Translators: after what a folded item of the table is; a click opens it
            words = _("{item} (click to open)").format(item=words)
        return words

    def score_notes(self) -> list[str]:
        """The score track's title note: the scoring cards still in the deck (a way to play
        with money), and what the tokens beside the names mean ("V: vizier ready") where
        that fits too (else each token tells it on hover)."""
        cards = scoring_cards(self.game) if self.game.ruleset.currencies else ""
        tokens = self.token_list(0)
        legend = " · ".join(f"{t.letter}: {t.words}" for t in tokens)
        forms = [" · ".join(filter(None, [cards, legend]))] if legend else []
        return [*forms, cards, ""]

    def part_tags(self) -> tuple[str, ...]:
        return tuple(tag for part in self.parts for tag in part.tags)

    def part_for_tag(self, tag: str) -> TablePart | None:
        return next((part for part in self.parts if tag in part.tags), None)

    def part_choice(self, part: TablePart) -> object:
        """What the player has chosen on ``part``'s items (None: nothing)."""
        return None

    def offers(self, *kinds: type) -> bool:
        """Whether the player at the table may make an action of one of ``kinds`` now."""
        return self.my_turn and any(isinstance(a, kinds) for a in self.game.legal_actions())

    def can_pay_exactly(self, offer: Offer) -> bool:
        """Whether the player to move holds cards that pay ``offer`` exactly."""
        return best_payment(self.game, self.game.to_move, offer, exact_only=True) is not None

    def why_not(self, action: Action) -> str | None:
        """The engine's words if ``action`` would be refused (tried on a copy)."""
        trial = self.game.clone()
        try:
            trial.apply(action)
        except IllegalAction as error:
            return first_upper(refusal_text(error))
        return None

    # ----------------------------------------------------------------- hooks for subclasses
    def status_line(self) -> str:
        game = self.game
        return _("Turn {number} · {player}").format(number=game.turn,
                                                    player=self.match.seat_label(game.to_move))

    def stage_words(self) -> tuple[str, str] | None:
        return None

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

    def focus_currency(self) -> frozenset | None:
        """The currencies that can pay now (the hand dims the others); None: all."""
        return None

    def selected_reserve(self) -> object:
        return None

    def reserve_hint(self) -> str:
        return ""

    def tray_title(self) -> str:
        return _("Bought this turn")

    def paint_tray(self, s: pygame.Surface, area: pygame.Rect, player: Player,
                   regions: Regions) -> None:
        hints = [_("placed at the end of the turn"), _("placed at turn end"), ""]
        paint_tray(s, area, player.pending, self.tray_title(), hints,
                   _("No tile bought yet this turn."), regions)

    def paint_actions(self, s: pygame.Surface, inner: pygame.Rect) -> list[Button]:
        return []

    def paint_advice(self, s: pygame.Surface, inner: pygame.Rect, head: str,
                     colour: theme.Colour, detail: str, bottom: int, head_size: int = 14) -> None:
        action_bar.paint_advice(self, s, inner, head, colour, detail, bottom, head_size)

    def top_buttons(self) -> list[Button]:
        return action_bar.top_buttons(self, self.layout.zone("topbar") if self.layout
                                      else pygame.Rect(0, 0, canvas_size()[0], 38))

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

    def on_background(self, pos: Pos) -> bool:
        """Whether a press at ``pos`` is on your Alhambra's background (no tile of its
        there), where a drag pans the view (subclasses may claim it for a tile)."""
        cell = self.cell_under(pos)
        return cell is None or self.player.alhambra.at(cell) is None

    # ----------------------------------------------------------------- other scenes
    def open_menu(self) -> None:
        self.match.app.open_menu()

    def open_log(self) -> None:
        """The game's whole log, over the table."""
        self.match.app.stack.open_dialog(LogScene(self.match))

    def open_enlarged(self, who: int | str) -> None:
        self.match.app.stack.push(EnlargeScene(self.match, who))

    def button(self, key: str) -> Button | None:
        """The button named ``key`` (tests and keyboard help)."""
        self.refresh()
        return next((b for b in self.buttons if b.key == key), None)

    # ----------------------------------------------------------------- a lesson's guide
    def pointer_rect(self, target: Target) -> pygame.Rect | None:
        """A button by its key, a cell of the Alhambra shown, or a region by tag and key."""
        self.refresh()
        if target.tag == BUTTON_TARGET:
            button = self.button(target.key)
            return button.rect if button is not None else None
        if target.tag == CELL_TARGET:
            return self.geometry.cell_rect(target.key).clip(self.geometry.area)
        return self.regions.rect_of(target.tag, target.key)

    def guide_area(self) -> pygame.Rect | None:
        """The head of your Alhambra's zone, while a lesson's guide speaks."""
        self.refresh()
        if not self.match.guide_speaks:
            return None
        zone = self.layout.zone("alhambra")
        return pygame.Rect(zone.x, zone.y, zone.width, self._guide_height(zone))

    def alhambra_area(self) -> pygame.Rect:
        """Your Alhambra's panel: its zone, below the guide's words while they show."""
        zone = self.layout.zone("alhambra")
        if not self.match.guide_speaks:
            return zone
        below = self._guide_height(zone) + GUIDE_GAP
        return pygame.Rect(zone.x, zone.y + below, zone.width, zone.height - below)

    def _guide_height(self, zone: pygame.Rect) -> int:
        """As tall as the guide's words need, never more than a share of the zone."""
        return min(needed_height(self.match.guide.words(), zone.width),
                   round(zone.height * GUIDE_SHARE))

    # ----------------------------------------------------------------- events
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.match.finish_motions()   # motions never hold up a player: a click ends them
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.tip_hidden = True   # what was clicked is chosen now: its tooltip goes
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.refresh()
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.refresh()
            if self.panning.active:
                release = self.panning.release(event.pos)
                if release is not None and release.kind == "click":
                    self.handle_press(event.pos)   # a press on the background, let go
                    self.handle_release(event.pos)
                return
            self.handle_release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.drag.cancel()
            self.panning.cancel()
            self.opened = None
            self.cancel_selection()
        elif event.type == pygame.KEYDOWN:
            self.refresh()
            self._key(event)
        elif event.type == pygame.MOUSEWHEEL:
            self._wheel(event.y)

    def _motion(self, pos: Pos) -> None:
        if self.others_hovered(pos) != self.others_hovered(self.hover):
            self.hover_time = 0.0
        before, self.hover = self.hover, pos
        self.tip_hidden = False
        if self.panning.active:
            if self.panning.dragging:
                self._pan((pos[0] - before[0], pos[1] - before[1]))
            elif self.panning.motion(pos):
                self._pan((pos[0] - self.panning.start[0], pos[1] - self.panning.start[1]))
            return
        self.handle_motion(pos)

    def _press(self, pos: Pos) -> None:
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                if button.enabled:
                    button.action()
                elif button.hint:
                    self.say(button.hint)
                return
        if self.opened is not None and not self.regions.hit(pos, (OPENED_TAG, BADGE_TAG)):
            self.opened = None   # a click beside an item opened in place closes it
            self.touch()
            self.refresh()
        badge = self.regions.hit(pos, (BADGE_TAG, OPENED_TAG))
        if badge is not None and badge[0] == BADGE_TAG:
            item = self.items.get(badge[1])
            if item is not None and item.paint is not None:
                self.opened = None if self.opened == badge[1] else badge[1]
                self.touch()
            return
        hit = self.regions.hit(pos, ("mini", "dirk"))
        if hit and not (hit[0] == "dirk" and self.wants_dirk()):
            self.open_enlarged(hit[1] if hit[0] == "mini" else "dirk")
            return
        if self.regions.hit(pos, (LOG_TAG,)):
            self.open_log()
            return
        if self.regions.hit(pos, ("alhambra",)) and self.on_background(pos) \
                and not self.regions.hit(pos, (OPENED_TAG,)):
            self.panning.press(pos, None)   # a drag pans; let go at once, it is a click
            return
        self.handle_press(pos)

    def _wheel(self, steps: int) -> None:
        if self.layout is None:
            return
        if self.layout.zone("log").collidepoint(self.hover):
            self.match.scroll_log(steps)
            self.touch()
        elif self.geometry is not None and self.geometry.area.collidepoint(self.hover):
            self.match.views[self.large_seat] = zoomed(
                self.view, self.geometry.area, self.player.alhambra.bounds(), steps, self.hover)
            self.refresh()

    def _pan(self, by: Pos) -> None:
        if self.geometry is not None:
            self.match.views[self.large_seat] = panned(
                self.view, self.geometry.area, self.player.alhambra.bounds(), by)

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
            if self.opened is not None:
                self.opened = None
                self.touch()
            elif self.drag.active or self.targets is not None:
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
        if not options:
            return
        title = title or _("Build it this way?")
        note = note or _("Here the tile can be built only this way.")
        entries = [MenuEntry(first_upper(words), (lambda a=a: self.act(a, success)))
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
            self.say(first_upper(problem))
            return False
        if success:
            self.say(success, good=True)
        return True

    # ----------------------------------------------------------------- frames
    def update(self, dt: float) -> None:
        if self.others_hovered(self.hover) is not None:
            self.hover_time += dt
        self.match.update(dt, self)

    def others_hovered(self, pos: Pos) -> int | str | None:
        """The other player (or Dirk) whose box ``pos`` is over, if any."""
        return next((who for who, box in self.others.items() if box.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface) -> None:
        self.refresh()
        assert self.static is not None
        surface.blit(self.static, (0, 0))
        self.tip_drawn = False   # one tooltip at the pointer a frame: the first drawn
        if not self.covered:
            for button in self.buttons:
                if button.enabled and button.rect.collidepoint(self.hover):
                    button.draw(surface, hovered=True)
        self.draw_lifted(surface)
        if not self.covered:
            self.draw_dynamic(surface)
        if self.match.arrivals:
            self._slide_in_refills()
        shown = self.match.shown_scores()
        if shown is not None and self.layout is not None:
            game = self.game   # a scoring counting up: the track drawn afresh each frame
            paint_scores(surface, self.layout.zone("scores"), game, self.match.names,
                         self.match.seat_colours, game.current, self.all_tokens(),
                         self.score_notes(), shown=shown)
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
            tips.draw_pointed_tip(self, surface)

    def draw_lifted(self, surface: pygame.Surface) -> None:
        """What lies over the table: an item opened in place, or the other player pointed at
        long enough, enlarged in place."""
        if self.lifted is not None:
            surface.blit(self.lifted, (0, 0))
            return
        who = self.others_hovered(self.hover)
        if (who is None or who == "dirk" or self.covered or self.drag.active
                or self.hover_time < HOVER_SECONDS):
            return
        box = enlarged_box(self.others[who], pygame.Rect((0, 0), canvas_size()),
                           self.game.players[who])
        paint.rect(surface, (40, 16, 12), box.move(4, 5), border_radius=8)
        match = self.match
        paint_other(surface, box, self.game, who, [match.seat_label(who), match.names[who]],
                    match.seat_colours[who], self.all_tokens()[who], self.marked(who),
                    match.app.settings.remember_cards, None, most_cell=ENLARGED_CELL,
                    facts_beside=True)
        paint.rect(surface, theme.GOLD, box, 2, border_radius=6)

    def tip_at(self, surface: pygame.Surface, words: str, pos: Pos, good: bool,
               below: int = 20) -> None:
        """The tooltip at the pointer (what a place would give, why not): the card tips
        stay away this frame, and it keeps clear of the message on show."""
        self.tip_drawn = True
        tips.draw_tooltip(surface, words, pos, good, below, avoid=self.message_box())

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
            spot = self.geometry.cell_rect(mark.key)
            return spot if self.geometry.area.contains(spot) else None
        if mark.tag == BUTTON:
            return next((b.rect for b in self.buttons if b.key == mark.key), None)
        if mark.tag == PIECE:
            found = next((f for part in self.parts
                          if (f := part.flight_source(self, mark.key)) is not None), None) \
                if mark.step == 1 else None
            return found[1] if found is not None else None
        return self.regions.rect_of(mark.tag, mark.key)

    def message_box(self) -> pygame.Rect | None:
        """Where the message on show lies (None: none is shown now)."""
        if not self.message or self.drag.dragging or self.layout is None:
            return None
        return action_bar.message_box(self._message_lines(), self.alhambra_area())

    def _message_lines(self) -> list[pygame.Surface]:
        width = (self.layout.zone("alhambra").width if self.layout else 584) - 64
        refused = self.match.refusal is not None and not self.match.notice_good
        return action_bar.message_lines(self.message, width, refused)

    def _draw_message(self, surface: pygame.Surface) -> None:
        """The notice at the foot of the Alhambra, wrapped to its width (a hint is long)."""
        box = self.message_box()
        assert box is not None
        action_bar.draw_message(surface, self._message_lines(), box, self.match.notice_good)

    # ----------------------------------------------------------------- dragging on the grid
    def cell_under(self, pos: Pos) -> Pos | None:
        if self.geometry is None or not self.geometry.area.collidepoint(pos):
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
        with clipped(surface, geometry.area):
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
        with clipped(surface, geometry.area):
            if ok and ghost is not None and held is None and cell in targets.legal:
                surface.blit(faint_tile(ghost, geometry.cell), box)
            paint.rect(surface, theme.LEGAL_EDGE if ok else theme.ILLEGAL_EDGE, box, 3)
            if not ok:  # a refused place is crossed out, not only framed in red
                corner = box.inflate(-box.width // 3, -box.height // 3)
                paint.line(surface, theme.ILLEGAL_EDGE, corner.topleft, corner.bottomright, 3)
                paint.line(surface, theme.ILLEGAL_EDGE, corner.topright, corner.bottomleft, 3)
        if held is not None:
            self.draw_held_tile(surface, held, pos)
        self.tip_at(surface, first_upper(words), pos, ok, geometry.cell // 2 + 8)

    def draw_held_tile(self, surface: pygame.Surface, tile, pos: Pos) -> None:
        size = self.geometry.cell if (self.geometry and self.cell_under(pos)) else HELD_TILE
        image = tile_surface(tile, max(24, size))
        shadow = image.get_rect(center=(pos[0] + 4, pos[1] + 5))
        paint.rect(surface, (30, 10, 8), shadow.inflate(-4, -4), border_radius=6)
        surface.blit(image, image.get_rect(center=pos))
