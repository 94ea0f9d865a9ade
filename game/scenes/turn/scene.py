"""The turn scene: the action phase (RULES 1.3). Take money by choosing display cards, buy by
choosing a market square (or something a module sells: a bazaar, a treasure room) and paying
with cards from the hand, or redesign by dragging between the Alhambra and the reserve.
Every choice is judged live by the engine before it is sent.

The expansion modules' parts add their own choices (a panel of theirs, cards in the hand),
buttons and words (``game.scenes.part``). The same scene serves between turns, when a module
lets a seat act (a purchase at the exact price, or pass), and any stage of a module's own
that has no scene of its own: its legal actions are then offered as buttons, in words.

The purchase flow (``purchase``), the actions panel (``action_bar``) and the redesign
(``redesign``) are the scene's parts, one file each."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.rules import ACTION, STAGES, WINDOW
from game.scenes.modules import refusal_text
from game.scenes.part import Advice, TablePart, WindowWords
from game.scenes.paying import Purchase, payment_advice
from game.scenes.table.scene import HELD_TILE, Pos, TableScene
from game.scenes.turn.action_bar import TurnActionBar
from game.scenes.turn.purchase import PurchaseFlow
from game.scenes.turn.redesign import RedesignFlow
from game.sprites.tiles import tile_surface
from game.ui import theme
from game.ui.canvas import new_surface


class TurnScene(PurchaseFlow, RedesignFlow, TurnActionBar, TableScene):
    def __init__(self, match) -> None:
        super().__init__(match)
        self.take: list[int] = []
        self.buying: Purchase | None = None  # a market square's tile or a module's sale
        self.pay: list[int] = []
        self.redesign_tile: int | str | None = None
        self.choice: tuple[TablePart, Any] | None = None  # chosen on a module's part

    def on_game_changed(self) -> None:
        super().on_game_changed()
        self._clear()

    def _clear(self) -> None:
        self.take, self.buying, self.pay = [], None, []
        self.redesign_tile = None
        self.choice = None
        self.targets = None

    def cancel_selection(self) -> None:
        self._clear()
        self.touch()

    def part_choice(self, part: TablePart) -> object:
        return self.choice[1] if self.choice is not None and self.choice[0] is part else None

    @property
    def in_window(self) -> bool:
        """Between turns: the seat to move may act on a module's offer, or pass."""
        return self.game.phase == WINDOW

    @property
    def in_module_stage(self) -> bool:
        """A stage of a module's own (an auction, a choice), with no scene of its own."""
        return self.game.phase not in STAGES

    def stage_words(self) -> tuple[str, str] | None:
        """What a module's own stage asks, in its words (headline, detail)."""
        game = self.game
        return next((w for part in self.parts if (w := part.stage_words(game, game.phase))),
                    None)

    def window_words(self) -> WindowWords | None:
        """The words of the module that has the seat asked between turns."""
        game = self.game
        return next((w for part in self.parts if (w := part.window_words(game, game.to_move))),
                    None)

    def status_line(self) -> str:
        base = super().status_line()
        if self.in_window:
            words = self.window_words()
            if words is None:
                # Translators: the top bar; {turn} is "Turn 3 · Anna"
                return _("{turn} · between turns").format(turn=base)
            return f"{base} · {words.status}"
        if self.in_module_stage:
            stage = self.stage_words()
            if stage is None:
                return _("{turn} · a decision").format(turn=base)
            return f"{base} · {stage[0]}"   # as written: it may begin with a name (Ammar)
        return _("{turn} · take money, buy a building, or redesign").format(turn=base)

    def advice(self) -> Advice:
        """(headline, its colour, the detail, whether the main button may be pressed)."""
        game = self.game
        if self.take:
            return self._take_advice()
        if self.buying is not None:
            head, colour, detail, ready = payment_advice(
                game, game.to_move, self.buying, self.pay,
                self.window_words() if self.in_window else None)
            # what it brings comes first: a small window shows the first sentences only
            return head, colour, " ".join(filter(None, [self.buying.brings, detail])), ready
        if self.in_window:
            words = self.window_words()
            if words is not None:
                return words.head, theme.INK, words.detail, False
            return (_("Between turns"), theme.INK, _("Act on what is offered, or pass."), False)
        if self.in_module_stage and self.redesign_tile is None:
            head, detail = self.stage_words() or (_("Your decision"),
                                                  _("Choose one of the actions below."))
            return head, theme.INK, detail, False
        if self.choice is not None:
            part, chosen = self.choice
            return part.advice(self, chosen)
        if self.redesign_tile is not None:
            tile = self.player.reserve_tile(self.redesign_tile)
            head = (_("Redesign: build {tile}").format(tile=tile.label()) if tile
                    else _("Redesign: build the tile"))
            targets = self.targets
            if targets is not None and not (targets.legal or targets.swaps or targets.special):
                return (head, theme.BAD, _("No place of your Alhambra can take it now, nor "
                                           "any tile's place: choose another tile, or take "
                                           "money or buy. Esc cancels."), False)
            return (head, theme.INK,
                    _("Click a green cell, or a framed tile to exchange it. Esc cancels."), False)
        # the modules' ways to spend the action (a hut to take, a vizier to reactivate)
        extra = " ".join(words for part in self.parts if (words := part.turn_help(self)))
        if game.turn_actions:
            # Translators: {button} is the label of the button that ends the actions
            detail = _("Buy or take money again, redesign, or press {button} to end your "
                       "actions.").format(button=self._done_label())
            return (_("Exact payment: you may act again"), theme.GOOD,
                    " ".join(filter(None, [detail, extra])), False)
        # the modules' ways come second: a small window shows the first sentences only
        money = _("Click cards in the money display to take them, or a market square to buy.")
        redesign = _("To redesign, drag a tile between your Alhambra and the reserve.")
        hint = _("Stuck? H shows what Normal would do.") if self.match.app.settings.hints else ""
        detail = " ".join(filter(None, [money, extra, redesign, hint]))
        return _("Your turn: take money, buy or redesign"), theme.INK, detail, False

    def handle_press(self, pos: Pos) -> None:
        tags = ("square", "display_card", "hand_card", "reserve_tile", "tray_tile", "alhambra",
                *self.part_tags())
        if not self.my_turn:
            who = self.match.seats[self.game.to_move]
            if self.regions.hit(pos, tags):
                self.say(_("Wait: it is {name}'s turn.").format(name=who.name) if who.is_human
                         else _("{name} (AI) is playing; Space skips ahead.").format(
                             name=who.name))
            return
        hit = self.regions.hit(pos, tags)
        if hit is None:
            return
        tag, payload = hit
        if self.choice is not None and self._press_own_tile(pos, tag, payload):
            return
        part = self.part_for_tag(tag)
        if part is not None:
            self._press_part(part, tag, payload)
            return
        if self.in_window:
            self._press_in_window(tag, payload)
            return
        if self.in_module_stage and tag in ("alhambra", "reserve_tile") and self.free_steps():
            self._press_redesign(pos, tag, payload)   # an extra step, made as a redesign
            return
        if self.in_module_stage and tag == "alhambra":
            self._press_cell_in_stage(pos)
            return
        if self.game.phase != ACTION:
            return
        if tag == "display_card":
            self._choose_display_card(payload)
        elif tag == "square":
            self._choose_square(payload)
        elif tag == "hand_card":
            self._choose_card(payload)
        elif tag in ("reserve_tile", "alhambra"):
            self._press_redesign(pos, tag, payload)
            return
        self.touch()

    def _press_part(self, part: TablePart, tag: str, payload: Any) -> None:
        """A click on a module's panel or item: the part acts at once, or the player chose
        something to do as a turn action (then the advice and its button follow), or
        something to buy (then the cards to pay with, as for a market square)."""
        chosen = part.press(self, tag, payload)
        if chosen is None:
            return
        if isinstance(chosen, Purchase) and self.in_window:
            words = self.window_words()
            if words is not None and words.buy_label:
                self._choose_purchase(chosen)
            else:
                # Translators: {offer} is what a module offers between turns ("Buy with the
                # vizier")
                self.say(_("{offer}, or pass.").format(offer=words.head) if words
                         else _("Act on what is offered, or pass."))
            self.touch()
            return
        if self.game.phase != ACTION:
            self.say(_("That is one of your turn's actions."))
            return
        if isinstance(chosen, Purchase):
            self._choose_purchase(chosen)
        else:
            self._clear()
            self.choice = (part, chosen)
        self.touch()

    def _press_own_tile(self, pos: Pos, tag: str, payload: Any) -> bool:
        """A tile of the player's clicked while a module's choice is made (a wall card
        chosen, say): the part may take it as the choice's tile."""
        player = self.player
        if tag == "alhambra":
            cell = self.cell_under(pos)
            tile = player.alhambra.at(cell) if cell is not None else None
        elif tag == "reserve_tile":
            tile = player.reserve_tile(payload)
        elif tag == "tray_tile":
            tile = player.pending_tile(payload)
        else:
            return False
        assert self.choice is not None
        part, chosen = self.choice
        new = part.press_tile(self, chosen, tile) if tile is not None else None
        if new is None:
            return False
        self.choice = (part, new)
        self.touch()
        return True

    def _press_cell_in_stage(self, pos: Pos) -> None:
        """A module's own stage that asks for a place (a disc laid down, say)."""
        cell = self.cell_under(pos)
        if cell is None:
            return
        action = next((a for part in self.parts if (a := part.press_cell(self, cell))), None)
        if action is not None:
            self.act(action)

    def _press_in_window(self, tag: str, payload: Any) -> None:
        """Between turns only the market and the hand answer (a purchase a module offers)."""
        words = self.window_words()
        if tag == "square" and words is not None and words.buy_label:
            self._choose_square(payload)
        elif tag == "hand_card" and self.buying is not None:
            self._choose_card(payload)
        else:
            self.say(_("{offer}, or pass.").format(offer=words.head) if words
                     else _("Act on what is offered, or pass."))
            return
        self.touch()

    def handle_key(self, event: pygame.event.Event) -> None:
        """Enter confirms what is chosen; between turns, with nothing chosen, it passes."""
        if not self.my_turn or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return
        ready = self.advice()[3]
        if self.in_window and self.buying is None:
            self.pass_window()
        elif ready and self.buying is not None:
            self.confirm_buy()
        elif ready and self.take:
            self.confirm_take()
        elif ready and self.choice is not None:
            part, chosen = self.choice
            confirm = part.confirm(self, chosen)
            if confirm is not None:
                self._confirm_part(part, confirm[1])

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        drag = self.drag
        held = drag.payload[1] if drag.dragging and drag.payload[0] == "reserve" else None
        if self.targets is not None:   # a cell only pointed at shows no refusal
            self.draw_targets(surface, drag.pos if drag.dragging else self.hover, held,
                              refusals=drag.dragging)
        elif held is not None:
            self.draw_held_tile(surface, held, drag.pos)
        if not drag.dragging or held is not None:
            return
        cell, tile = drag.payload[1:]
        if self.geometry is not None:
            veil = new_surface((self.geometry.cell, self.geometry.cell))
            veil.fill((*theme.PANEL, 170))
            surface.blit(veil, self.geometry.cell_rect(cell))
        image = tile_surface(tile, HELD_TILE)
        surface.blit(image, image.get_rect(center=drag.pos))
        if self.regions.hit(drag.pos, ("reserve",)):
            refused = self.game.removal_refusal(self.large_seat, cell)
            reason = refusal_text(refused) if refused is not None else ""
            words = (_("It cannot leave: {reason}").format(reason=reason) if reason
                     else _("Take it out to the reserve"))
            self.tip_at(surface, words, drag.pos, not reason, 36)
