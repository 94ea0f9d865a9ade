"""The placement scene: the tiles bought this turn wait in a tray; each is dragged onto the
Alhambra (every legal cell highlighted, the reason shown over an illegal one, a preview of
the wall and buildings over a legal one), into the reserve, or, with two players, to Dirk.
Click-to-place and the keyboard (arrows, Enter, R, D, Tab) work too, and placements can be
undone until the turn is confirmed. Also used when a player receives a tile outside their
turn (the market's last tiles, RULES 1.6)."""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.rules import PLACE_NOW, EndTurn, GiveToDirk, Place, Player, Reserve, Tile
from game.scenes.table.alhambra_view import clipped
from game.scenes.table.own_area import paint_tray
from game.scenes.table.scene import Pos, TableScene
from game.scenes.targeting import Targets
from game.text import first_upper
from game.ui import paint, theme
from game.ui.widgets import Button, Regions, label_width

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}


class PlacementScene(TableScene):
    def __init__(self, match) -> None:
        super().__init__(match)
        self.selected: int | str | None = None
        self.cursor: Pos | None = None  # the keyboard's cell, shown once a key was used
        self.keys_aim = False  # the arrows moved last (Enter places at the cursor), not the mouse
        self._turn = match.game.turn
        self._had_tiles = False   # this turn had tiles to place (a hut taken is no tile bought)

    # ----------------------------------------------------------------- selection
    @property
    def pending(self) -> list[Tile]:
        return self.player.pending

    def selected_tile(self) -> Tile | None:
        return self.player.pending_tile(self.selected) if self.selected is not None else None

    def placed_this_turn(self) -> bool:
        """Whether the turn had new tiles to place (bought, or a hut taken, say)."""
        return self._had_tiles or bool(self.game.turn_bought)

    def on_game_changed(self) -> None:
        super().on_game_changed()
        if self.game.turn != self._turn:   # a new turn: the keyboard's cell is forgotten
            self._turn, self.cursor, self._had_tiles = self.game.turn, None, False
        pending = self.pending if self.my_turn else []
        self._had_tiles = self._had_tiles or bool(pending)
        if self.selected is None or not any(t.id == self.selected for t in pending):
            self.selected = pending[0].id if pending else None
        self._aim()

    def _aim(self) -> None:
        """Targets for the selected tile; the keyboard cursor stays on a sensible cell."""
        tile = self.selected_tile()
        self.targets = (Targets(self.game, self.large_seat, tile) if tile is not None
                        else None)
        if self.targets is not None and self.targets.legal and (
                self.cursor is None or self.cursor not in self.targets.legal):
            if self.cursor is not None:
                self.cursor = min(self.targets.legal,
                                  key=lambda c: (abs(c[0]) + abs(c[1]), c[1], c[0]))

    def select(self, tile_id: int | str) -> None:
        self.selected = tile_id
        self._aim()
        self.touch()

    def cancel_selection(self) -> None:
        self.touch()

    def status_line(self) -> str:
        base = super().status_line()
        if self.game.phase == PLACE_NOW:
            # Translators: the top bar; {turn} is "Turn 3 · Anna"
            return _("{turn} · build the tile received now, or put it in the reserve").format(
                turn=base)
        if self.pending:
            return _("{turn} · place the new tiles, then end the turn").format(turn=base)
        return _("{turn} · end the turn").format(turn=base)

    def selected_reserve(self) -> object:
        return None

    def reserve_hint(self) -> str:
        return _("drop a new tile here to keep it") if self.my_turn and self.pending else ""

    def wants_dirk(self) -> bool:
        return self.my_turn and self.selected is not None

    def tray_title(self) -> str:
        return _("New tiles to place") if self.game.phase != PLACE_NOW else _("Tile received")

    def paint_tray(self, s: pygame.Surface, area: pygame.Rect, player: Player,
                   regions: Regions) -> None:
        title = self.tray_title()
        hints = [""]
        if self.my_turn and not self._nowhere():
            hints = [_("drag onto a green cell or into the reserve"), _("drag onto a green cell"),
                     ""]
        elif self.my_turn:
            # Translators: the tray's note when no place of the Alhambra takes the tile
            hints = [_("no place for it: into the reserve"), _("into the reserve"), ""]
        paint_tray(s, area, player.pending, title, hints, _("Every new tile is placed."),
                   regions, self.selected if self.my_turn else None)

    # ----------------------------------------------------------------- the actions panel
    def paint_actions(self, s: pygame.Surface, inner: pygame.Rect) -> list[Button]:
        pending = self.pending
        row = pygame.Rect(inner.x, inner.bottom - 30, inner.width, 30)
        buttons: list[Button] = []
        if pending:
            head = self._place_head()
            if self._nowhere():
                detail = self._nowhere_words()
            elif self._dirk_allowed():
                # Translators: R, Tab and D are the keys (R: reserve, D: Dirk)
                detail = _("Drag it onto a green cell of your Alhambra, or into the reserve. "
                           "Keys: arrows and Enter place, R reserve, Tab next tile, D gives to "
                           "Dirk.")
            else:
                # Translators: R and Tab are the keys (R: reserve)
                detail = _("Drag it onto a green cell of your Alhambra, or into the reserve. "
                           "Keys: arrows and Enter place, R reserve, Tab next tile.")
            self.paint_advice(s, inner, head, theme.INK, detail, row.y - 2)
            # Translators: buttons, about 100 pixels wide
            reserve = Button(pygame.Rect(row.x, row.y, label_width(_("To reserve"), 104), 30),
                             _("To reserve"), self.to_reserve, key="reserve")
            buttons.append(reserve)
            if self._dirk_allowed():
                buttons.append(Button(pygame.Rect(reserve.rect.right + 6, row.y,
                                                  label_width(_("To Dirk"), 84), 30),
                                      _("To Dirk"), self.to_dirk, key="dirk"))
        else:
            done = (_("All new tiles are placed") if self.placed_this_turn()
                    else _("No new tile to place this turn"))
            words = _("End your turn: the market and the money display are then refilled. "
                      "Until then you can undo.")
            self.paint_advice(s, inner, done, theme.GOOD, words, row.y - 2)
            buttons.append(Button(pygame.Rect(row.x, row.y, label_width(_("End turn ✓"), 130), 30),
                                  _("End turn ✓"), self.end_turn, primary=True, key="end_turn"))
        if self.match.can_undo():
            # Translators: a button, about 60 pixels wide
            width = label_width(_("Undo"), 64)
            buttons.append(Button(pygame.Rect(row.right - width, row.y, width, 30), _("Undo"),
                                  self.undo, key="undo"))
        return buttons

    def _place_head(self) -> str:
        """The actions panel's headline: the tile to place, and how many more wait."""
        tile = self.selected_tile()
        more = len(self.pending) - 1
        if tile is None and more:
            return ngettext("Place a tile (+{count} more)", "Place a tile (+{count} more)",
                            more).format(count=more)
        if tile is None:
            return _("Place a tile")
        if more:
            return ngettext("Place {tile} (+{count} more)", "Place {tile} (+{count} more)",
                            more).format(tile=tile.label(), count=more)
        return _("Place {tile}").format(tile=tile.label())

    def _nowhere(self) -> bool:
        """No place of the Alhambra takes the selected tile now, not even by a module's
        action: no cell is green or framed."""
        targets = self.targets
        return targets is not None and not (targets.legal or targets.swaps or targets.special)

    def _nowhere_words(self) -> str:
        """What to do with a tile no place takes: the reserve (or Dirk), and why."""
        if self._dirk_allowed():
            # Translators: R and D are the keys (R: reserve, D: Dirk)
            return _("No place of your Alhambra can take it now (no cell is green): put it "
                     "in the reserve (R) to build it later, or give it to Dirk (D).")
        # Translators: R is the key that puts the tile in the reserve
        return _("No place of your Alhambra can take it now (no cell is green): put it in "
                 "the reserve (R) to build it later, in a redesign.")

    def _dirk_allowed(self) -> bool:
        tile = self.selected_tile()
        return (tile is not None and self.game.dirk is not None
                and GiveToDirk(tile.id) in self.game.legal_actions())

    # ----------------------------------------------------------------- sending actions
    def place_at(self, cell: Pos) -> None:
        tile = self.selected_tile()
        if tile is None or self.targets is None:
            return
        ok, words = self.targets.verdict(cell)
        if not ok:
            self.refuse_place(_("Not there: {reason}.").format(reason=words))
            return
        if cell in self.targets.legal:
            if self.act(Place(tile.id, cell), _("{tile} built: {preview}.").format(
                    tile=first_upper(tile.label()), preview=words)):
                # the grid may shift under a pointer that has not moved: no verdict of the
                # next tile's there until it does (a success must not look refused)
                self.hover = (-1, -1)
            return
        self.offer_special(self.targets.special.get(cell, []),  # only by a module's action
                           _("{tile} built.").format(tile=first_upper(tile.label())))

    def to_reserve(self) -> None:
        tile = self.selected_tile()
        if tile is not None:
            self.act(Reserve(tile.id), _("{tile} went to the reserve.").format(
                tile=first_upper(tile.label())))

    def to_dirk(self) -> None:
        tile = self.selected_tile()
        if tile is not None:
            self.act(GiveToDirk(tile.id), _("{tile} given to Dirk.").format(
                tile=first_upper(tile.label())))

    def end_turn(self) -> None:
        self.act(EndTurn())

    # ----------------------------------------------------------------- clicks and drags
    def handle_press(self, pos: Pos) -> None:
        if not self.my_turn:
            if self.regions.hit(pos, ("tray_tile", "alhambra", "reserve")):
                self.say(_("{name} is placing tiles; Space skips ahead.").format(
                    name=self.match.seats[self.game.to_move].name))
            return
        hit = self.regions.hit(pos, ("tray_tile", "alhambra", "reserve", "dirk",
                                     *self.part_tags()))
        if hit is None:
            return
        tag, payload = hit
        part = self.part_for_tag(tag)
        if part is not None:
            if part.press(self, tag, payload) is not None:
                self.say(_("That is one of your turn's actions."))
        elif tag == "tray_tile":
            tile = self.player.pending_tile(payload)
            if tile is None:
                return
            if self.selected != tile.id:
                self.select(tile.id)
            spot = self.regions.rect_of("tray_tile", tile.id)
            self.drag.press(pos, tile, (pos[0] - spot.x, pos[1] - spot.y))
        elif tag == "alhambra":
            cell = self.cell_under(pos)
            if cell is None:
                return
            if self.selected is None:
                self.say(_("Every new tile is placed: end your turn.") if not self.pending else
                         _("Choose a tile in the tray first."))
                return
            self.place_at(cell)
        elif tag == "reserve":
            self.to_reserve()
        elif tag == "dirk":
            self.to_dirk()

    def handle_release(self, pos: Pos) -> None:
        release = self.drag.release(pos)
        if release is None or release.kind == "click":
            return
        cell = self.cell_under(pos)
        if cell is not None:
            self.place_at(cell)  # an illegal cell says why, and the tile returns to the tray
        elif self.regions.hit(pos, ("reserve", "reserve_tile")):
            self.to_reserve()
        elif self.regions.hit(pos, ("dirk",)):
            if self._dirk_allowed():
                self.to_dirk()
            else:
                self.say(_("Only with two players may a new building go to Dirk."))

    def handle_key(self, event: pygame.event.Event) -> None:
        if not self.my_turn:
            return
        key = event.key
        if key in ARROWS and self.geometry is not None:
            self.keys_aim = True
            dx, dy = ARROWS[key]
            if self.cursor is None:
                legal = self.targets.legal if self.targets else ()
                self.cursor = min(legal, key=lambda c: (abs(c[0]) + abs(c[1]), c[1], c[0])) \
                    if legal else (0, 1)
            else:
                moved = (self.cursor[0] + dx, self.cursor[1] + dy)
                if self.geometry.contains(moved):
                    self.cursor = moved
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            cell = self.aimed_cell()
            if not self.pending:
                self.end_turn()
            elif cell is None:
                self.say(_("Point at a cell or choose one with the arrow keys, then Enter."))
            else:
                self.place_at(cell)
        elif key == pygame.K_r:
            self.to_reserve()
        elif key == pygame.K_d:
            if self._dirk_allowed():
                self.to_dirk()
        elif key == pygame.K_TAB and self.pending:
            ids = [t.id for t in self.pending]
            index = ids.index(self.selected) if self.selected in ids else -1
            self.select(ids[(index + 1) % len(ids)])

    def handle_motion(self, pos: Pos) -> None:
        super().handle_motion(pos)
        if self.cell_under(pos) is not None:
            self.keys_aim = False   # the mouse aims now: its cell is the one Enter takes

    def aimed_cell(self) -> Pos | None:
        """The cell the selected tile is aimed at without dragging: the keyboard's cursor
        if the arrows moved last, else the cell under the pointer (where its preview
        shows); None: neither."""
        if self.keys_aim:
            return self.cursor
        return self.cell_under(self.hover)

    # ----------------------------------------------------------------- frames
    def draw_dynamic(self, surface: pygame.Surface) -> None:
        if not self.my_turn:
            return
        drag = self.drag
        if self.cursor is not None and self.geometry is not None:
            box = self.geometry.cell_rect(self.cursor)
            with clipped(surface, self.geometry.area):
                paint.rect(surface, theme.CURSOR_EDGE, box.inflate(4, 4), 2)
        if drag.dragging:   # tried now: every verdict, refusals too
            self.draw_targets(surface, drag.pos, held=drag.payload, extra=self.cursor)
        elif self.keys_aim:
            self.draw_targets(surface, None, extra=self.cursor, ghost=self.selected_tile())
        else:   # only pointed at: a preview where the tile may go, no refusal
            self.draw_targets(surface, self.hover, ghost=self.selected_tile(), refusals=False)
