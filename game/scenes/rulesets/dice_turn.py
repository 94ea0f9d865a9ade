"""The Alcazaba turn at the table (RULES Part 3): throw the eight dice, click dice to keep
them and throw again (three throws at most), then click a column to place the marker on
its lit square; or, after the 1st or 2nd throw, drag a tile between the Alhambra and the
reserve to redesign instead (the marker is spent). At the round's end the winning marker's
owner clicks a tile of the column lit in gold (or takes the first-player token), and whoever
takes the token names the next round's first player.

It is the base game's turn scene with the money parts replaced: the drag-and-drop redesign,
the live verdicts, the message line and the curtain are the same."""

from __future__ import annotations

import random

import pygame

from game.i18n import _, ngettext
from game.rules import KINDS, Action, RedesignAdd, RedesignExchange, kind_name
from game.rules.rulesets.alcazaba import (
    DICE, FIRST, MAX_THROWS, RANK, TAKE, Claim, NameFirst, TakeTile, TakeToken, Throw, table_of,
)
from game.rules.stages import ACTION
from game.scenes.menu import MenuEntry, MenuScene
from game.scenes.modules import refusal_text
from game.scenes.part import Advice
from game.scenes.rulesets.dice_board import board_geometry, landing_squares
from game.sprites.dice import draw_die
from game.scenes.table.scene import Pos
from game.scenes.turn.scene import TurnScene
from game.sprites.tiles import tile_surface
from game.ui import theme
from game.ui.widgets import Button, label_width

ROLL_SECONDS = 0.45  # the dice tumble this long after a throw


class DiceTurnScene(TurnScene):
    def __init__(self, match) -> None:
        super().__init__(match)
        self.kept: set[int] = set()
        self.rolling_dice: set[int] = set()
        self.rolling_left = 0.0
        self._throws_seen = (-1, -1)  # (turn, throws) last drawn
        self._tumble = random.Random(0)  # only for the look of tumbling dice

    # ----------------------------------------------------------------- state
    @property
    def table(self):
        return table_of(self.game)

    def on_game_changed(self) -> None:
        super().on_game_changed()
        last = self.game.log[-1] if self.game.log else None
        # the dice kept for a throw lie first, as they were: they stay kept (in gold) for
        # the next throw until the player lets one go
        self.kept = set(range(len(last.keep))) if isinstance(last, Throw) \
            and self.table.throws else set()
        seen = (self.game.turn, self.table.throws)
        if self.table.throws and seen != self._throws_seen and self._throws_seen[0] >= 0:
            kept = len(last.keep) if isinstance(last, Throw) else 0
            self.rolling_dice = set(range(kept, DICE))
            self.rolling_left = ROLL_SECONDS
        elif not self.table.throws:  # the turn is over: nothing is tumbling any more
            self.rolling_dice = set()
            self.rolling_left = 0.0
        self._throws_seen = seen

    def _clear(self) -> None:
        super()._clear()
        self.kept = set()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.rolling_left > 0:
            self.rolling_left -= dt
            if self.rolling_left <= 0:
                self.rolling_dice = set()
                self.touch()

    def reserve_hint(self) -> str:
        throws = self.table.throws
        if self.my_turn and self.game.phase == ACTION and 0 < throws < MAX_THROWS:
            return _("redesign instead: drag a tile")
        return ""

    # ----------------------------------------------------------------- words
    def status_line(self) -> str:
        names = self.match.names
        base = _("Round {round} · turn {turn} · {name}").format(
            round=self.table.round, turn=self.game.turn, name=names[self.game.to_move])
        return f"{base} · {self._stage_words()}"

    def _stage_words(self) -> str:
        """What the player to move does now, for the status line."""
        phase = self.game.phase
        if phase == TAKE:
            # Translators: {kind} is a building kind, e.g. "tower"
            return _("round end: take a tile from the {kind} column").format(
                kind=kind_name(self.table.queue[0][0]))
        if phase == FIRST:
            return _("name the first player of the next round")
        throws = self.table.throws
        if throws == 0:
            return _("throw the dice")
        if throws < MAX_THROWS:
            return _("keep dice and throw again, or claim a column")
        return _("claim a column")

    def advice(self) -> Advice:
        game, table = self.game, self.table
        if game.phase == TAKE:
            kind = table.queue[0][0]
            detail = (_("Click a tile lit in that column or the first-player token; you place "
                        "it at once (Alhambra or reserve).") if table.token is kind
                      else _("Click a tile lit in that column; you place it at once (Alhambra "
                             "or reserve)."))
            # Translators: {kind} is a building kind, e.g. "tower"
            return (_("You won in the {kind} column").format(kind=kind_name(kind)), theme.GOOD,
                    detail, False)
        if game.phase == FIRST:
            return (_("Name the first player"), theme.INK,
                    _("You took the token: who begins the next round?"), False)
        if table.throws == 0:
            return (_("Throw the eight dice"), theme.INK,
                    _("Then keep any dice and throw the rest, up to three throws in all."), True)
        lands = landing_squares(game, game.to_move)
        out = [kind_name(k) for k, square in lands.items() if square is None]
        sentences = [_("Click a column to place your marker on its lit square (more dice, then "
                       "fewer throws, is better).")]
        if out:
            sentences.append(_("No square is left for: {kinds}.").format(kinds=", ".join(out)))
        if table.throws < MAX_THROWS:
            keep = len(self.kept)
            head = (_("Throw {throw}: keep {kept} and throw {thrown}").format(
                        throw=table.throws + 1, kept=keep, thrown=DICE - keep) if keep
                    else _("Throw {throw} of {throws}: keep dice or claim").format(
                        throw=table.throws, throws=MAX_THROWS))
            sentences.append(_("Click dice to keep them. Or drag a tile to redesign instead."))
            return head, theme.INK, " ".join(sentences), True
        return _("Third throw made: claim a column"), theme.INK, " ".join(sentences), False

    # ----------------------------------------------------------------- the actions panel
    def paint_actions(self, s: pygame.Surface, inner: pygame.Rect) -> list[Button]:
        game, table = self.game, self.table
        head, colour, detail, _primary = self.advice()
        row = pygame.Rect(inner.x, inner.bottom - 30, inner.width, 30)
        self.paint_advice(s, inner, head, colour, detail, row.y - 2)
        buttons: list[Button] = []

        def add(width: int, label: str, action, key: str, primary: bool = False) -> None:
            x = buttons[-1].rect.right + 6 if buttons else row.x
            buttons.append(Button(pygame.Rect(x, row.y, label_width(label, width), row.height),
                                  label, action, True, primary, "", key))

        if game.phase == TAKE:
            if TakeToken() in game.legal_actions():
                add(190, _("Take the first-player token"), lambda: self.act(TakeToken()),
                    "token")
        elif game.phase == FIRST:
            names = self.match.names
            if len(names) <= 3:
                for seat, name in enumerate(names):
                    add(min(110, inner.width // len(names) - 6), name,
                        lambda seat=seat: self.name_first(seat), f"first{seat}")
            else:
                add(160, _("Choose…"), self.choose_first, "first", True)
        elif game.phase == ACTION:
            if table.throws == 0:
                add(150, _("Throw the dice"), self.throw, "throw", True)
            elif table.throws < MAX_THROWS:
                add(130, _("Throw again"), self.throw, "throw", True)
                if self.kept:
                    # Translators: a button that lets go of every die kept
                    add(104, _("Keep none"), self.keep_none, "clear")
        return buttons

    # ----------------------------------------------------------------- acting
    def throw(self) -> None:
        faces = self.table.dice
        keep = tuple(sorted((faces[i].value for i in self.kept),
                            key=lambda v: [k.value for k in KINDS].index(v)))
        self.act(Throw(keep))

    def keep_none(self) -> None:
        self.kept = set()
        self.touch()

    def claim(self, kind) -> None:
        table = self.table
        if table.throws == 0:
            self.say(_("Throw the dice first."))
            return
        square = landing_squares(self.game, self.game.to_move).get(kind, False)
        name = kind_name(kind)
        if square is False:
            # Translators: {kind} is a building kind, e.g. "tower"
            self.say(_("No die shows a {kind}: a marker goes only to a kind the dice show.")
                     .format(kind=name))
            return
        if square is None:
            words = _("Your marker is out for this round (no square left below) in the {kind} "
                      "column.").format(kind=name)
        else:
            count, throws = square
            words = ngettext("Your marker goes on {count} die, throw {throw} in the {kind} "
                             "column.",
                             "Your marker goes on {count} dice, throw {throw} in the {kind} "
                             "column.", count).format(count=count, throw=throws, kind=name)
        self.act(Claim(kind.value), words)

    def name_first(self, seat: int) -> None:
        self.act(NameFirst(seat),
                 _("{name} begins the next round.").format(name=self.match.names[seat]))

    def choose_first(self) -> None:
        entries = [MenuEntry(name, lambda seat=seat: self.name_first(seat))
                   for seat, name in enumerate(self.match.names)]
        self.match.app.stack.open_dialog(MenuScene(self.match.app, _("Who begins?"), entries))

    # ----------------------------------------------------------------- clicks
    def handle_press(self, pos: Pos) -> None:
        if not self.my_turn:
            if self.regions.hit(pos, ("column", "die", "column_tile")):
                who = self.match.seats[self.game.to_move]
                self.say(_("Wait: it is {name}'s turn.").format(name=who.name) if who.is_human
                         else _("{name} (AI) is playing; Space skips ahead.").format(
                             name=who.name))
            return
        hit = self.regions.hit(pos, ("die", "column_tile", "column"))
        game, table = self.game, self.table
        if hit is None:
            if game.phase == ACTION and self.regions.hit(pos, ("reserve_tile", "alhambra")):
                refused = game.ruleset.redesign_refused(game)
                if refused is not None:
                    words = refusal_text(refused)
                    self.say(words[:1].upper() + words[1:] + ".")
                    return
                super().handle_press(pos)
            return
        tag, payload = hit
        if game.phase == TAKE:
            if tag == "column_tile":
                action = TakeTile(payload)
                if action in game.legal_actions():
                    self.act(action)
                else:
                    self.say(_("Take a tile from the {kind} column (lit in gold).").format(
                        kind=kind_name(table.queue[0][0])))
            return
        if game.phase != ACTION:
            return
        if tag == "die":
            if table.throws == 0:
                self.say(_("Throw the dice first."))
            elif table.throws >= MAX_THROWS:
                self.say(_("Three throws are made: click a column to place the marker."))
            else:
                self.kept ^= {payload}
                self.touch()
        elif tag in ("column", "column_tile"):
            kind = payload if tag == "column" else next(
                k for k in KINDS if any(t.id == payload for t in table.columns[k]))
            self.claim(kind)

    def handle_key(self, event: pygame.event.Event) -> None:
        if not self.my_turn or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return
        if self.game.phase == ACTION and self.table.throws < MAX_THROWS:
            self.throw()

    # ----------------------------------------------------------------- frames
    def draw_dynamic(self, surface: pygame.Surface) -> None:
        super().draw_dynamic(surface)
        if self.rolling_dice and self.layout is not None:
            geo = board_geometry(self.layout.zone("board"))
            for index in self.rolling_dice:
                box = geo.die(index).move(self._tumble.randint(-3, 3), self._tumble.randint(-5, 1))
                draw_die(surface, box, self._tumble.choice(KINDS))
        hover = self.regions.hit(self.hover, ("column",)) if self.my_turn else None
        if hover is not None and self.game.phase == ACTION and self.table.throws:
            square = landing_squares(self.game, self.game.to_move).get(hover[1], False)
            if square is not False:
                words = (_("out: no square left below") if square is None
                         else ngettext("marker on {count} die, throw {throw}: {prospect} · "
                                       "click to place",
                                       "marker on {count} dice, throw {throw}: {prospect} · "
                                       "click to place", square[0]).format(
                             count=square[0], throw=square[1],
                             prospect=self._prospect(hover[1], square)))
                self.tip_at(surface, words, self.hover, square is not None, 24)

    def flight_source(self, action: Action) -> tuple[pygame.Surface, pygame.Rect] | None:
        """A tile a computer player takes at the round's end flies from the board."""
        if isinstance(action, TakeTile):
            self.refresh()
            tile = next((t for k in KINDS for t in self.table.columns[k] if t.id == action.tile),
                        None)
            where = self.regions.rect_of("column_tile", action.tile)
            if tile is not None and where is not None:
                return tile_surface(tile, where.width), where
            return None
        return super().flight_source(action)

    def _prospect(self, kind, square) -> str:
        """What a marker on ``square`` competes for: the markers above it, the prizes."""
        table = self.table
        above = sum(1 for s in table.board[kind] if RANK[s] < RANK[square])
        prizes = table.prize(kind)
        if above >= prizes:
            # Translators: {markers} is "{count} marker(s)", {prizes} is "{count} prize(s)"
            return _("{markers} above for {prizes}").format(
                markers=ngettext("{count} marker", "{count} markers", above).format(count=above),
                prizes=ngettext("{count} prize", "{count} prizes", prizes).format(count=prizes))
        return ngettext("pick {place} of {count} prize", "pick {place} of {count} prizes",
                        prizes).format(place=above + 1, count=prizes)

    def why_not(self, action: Action) -> str | None:
        if isinstance(action, (RedesignAdd, RedesignExchange)):
            refused = self.game.ruleset.redesign_refused(self.game)
            return refusal_text(refused) if refused is not None else None
        return super().why_not(action)

