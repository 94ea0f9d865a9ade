"""The turn scene: the action phase (RULES 1.3). Take money by choosing display cards, buy by
choosing a market square and paying with cards from the hand, or redesign by dragging between
the Alhambra and the reserve. Every choice is judged live by the engine before it is sent.

With the expansion modules: take an exchange office from the display and pay with it (M2),
take a worker hut from its stack (M4), reactivate a spent vizier (M1), reveal a bonus card by
clicking it in the hand (M3); and between turns, buy a tile with the vizier or pass (M1)."""

from __future__ import annotations

import pygame

from game.rules import (
    ACTION, REASON_WORDS, WINDOW, Action, Buy, Currency, EndActions, IllegalAction, MoneyCard,
    Pass, RedesignAdd,
    RedesignExchange, RedesignRemove, TakeMoney, market_currencies,
)
from game.rules.modules.bonus import RevealBonus
from game.rules.modules.exchange import ExchangeCard
from game.rules.modules.huts import TakeHut
from game.rules.modules.vizier import ReactivateVizier, UseVizier
from game.scenes.module_state import MAX_HUTS, hut_stacks, huts_of
from game.scenes.paying import best_payment, market_notes, paying_currencies, payment_advice
from game.scenes.table import Pos, TableScene, draw_tooltip
from game.scenes.targeting import Targets
from game.sprites.tiles import tile_surface
from game.ui import theme
from game.ui.fonts import wrap
from game.ui.layout import rect
from game.ui.widgets import Button, draw_text

# Actions this scene offers with their own controls; any other (a module's) goes to "More…".
OWN_ACTIONS = (TakeMoney, Buy, RedesignAdd, RedesignRemove, RedesignExchange, EndActions, Pass,
               UseVizier, ReactivateVizier, TakeHut, RevealBonus)
HUT_WORDS = ("Placed at the end of the turn like a bought tile; counts as one more {kind} per "
             "{kind} beside it, not behind a wall (0-3). Taking it ends your actions.")


class TurnScene(TableScene):
    def __init__(self, match) -> None:
        super().__init__(match)
        self.take: list[int] = []
        self.square: int | None = None
        self.pay: list[int] = []
        self.redesign_tile: int | str | None = None
        self.hut: str | None = None  # the kind of the hut stack chosen (M4)

    # ----------------------------------------------------------------- selection
    def on_game_changed(self) -> None:
        super().on_game_changed()
        self._clear()

    def _clear(self) -> None:
        self.take, self.square, self.pay = [], None, []
        self.redesign_tile = None
        self.hut = None
        self.targets = None

    def cancel_selection(self) -> None:
        self._clear()
        self.touch()

    def selected_square(self) -> int | None:
        return self.square

    def chosen_display(self) -> list[int]:
        return self.take

    def chosen_hand(self) -> list[int]:
        return self.pay

    def focus_currency(self) -> frozenset[Currency] | None:
        if self.square is None:
            return None
        return paying_currencies(self.game, self.game.to_move, self.square, self.pay)

    def selected_hut(self) -> str | None:
        return self.hut

    @property
    def in_window(self) -> bool:
        """Between turns: the seat to move may use its vizier (M1), or pass."""
        return self.game.phase == WINDOW

    def selected_reserve(self) -> object:
        return self.redesign_tile

    def reserve_hint(self) -> str:
        return "drag a tile into your Alhambra to redesign" if self.my_turn else ""

    def status_line(self) -> str:
        base = super().status_line()
        if self.in_window:
            return f"{base} · between turns: the vizier may buy a tile at its exact price"
        return f"{base} · take money, buy a building, or redesign"

    def market_notes(self) -> dict[int, tuple[str, theme.Colour]]:
        """For the player to move: which squares they can pay, and exactly."""
        if not self.my_turn or self.game.phase not in (ACTION, WINDOW):
            return {}
        return market_notes(self.game, self.game.to_move, exact_only=self.in_window)

    # ----------------------------------------------------------------- judging the selection
    def _why_not(self, action: Action) -> str | None:
        """The engine's words if ``action`` would be refused (tried on a copy)."""
        trial = self.game.clone()
        try:
            trial.apply(action)
        except IllegalAction as error:
            return str(error)
        return None

    def advice(self) -> tuple[str, theme.Colour, str, bool]:
        """(headline, its colour, the detail, whether the main button may be pressed)."""
        game = self.game
        if self.take:
            cards = [c for c in game.display if c.id in self.take]
            total = sum(getattr(c, "value", 0) for c in cards)
            sums = " + ".join(str(getattr(c, "value", "?")) for c in cards)
            limit = game.money_limit(game.to_move)
            problem = self._why_not(TakeMoney(tuple(self.take)))
            if problem is None:
                if isinstance(cards[0], ExchangeCard):
                    first, second = cards[0].currencies
                    return (f"Take the exchange office {first.value}/{second.value}", theme.GOOD,
                            f"It lets {first.value}s and {second.value}s pay together for a tile "
                            "of either currency, at the exact price. Taking it is your whole "
                            "money action.", True)
                head = (f"Take {sums} = {total}" if len(cards) > 1
                        else f"Take the {cards[0].label()}")
                return head, theme.GOOD, "Taking money ends your actions for this turn.", True
            if any(isinstance(c, ExchangeCard) for c in cards):
                return ("An exchange office is taken alone", theme.BAD,
                        "Taking an exchange office is the whole money action: choose it alone.",
                        False)
            if len(cards) > 1 and total > limit:
                return (f"{sums} = {total}: more than {limit}", theme.BAD,
                        f"Several cards may add up to at most {limit}; one card alone may be "
                        "worth more.", False)
            return "You cannot take these cards", theme.BAD, _sentence(problem), False
        if self.square is not None:
            return payment_advice(game, game.to_move, self.square, self.pay, self.in_window)
        if self.in_window:
            return ("Your vizier may buy a tile now", theme.INK,
                    "Between turns, choose a market square and pay its exact price: you build "
                    "the tile at once. Or pass. A used vizier is spent until reactivated.", False)
        if self.hut is not None:
            return self._hut_advice(self.hut)
        if self.redesign_tile is not None:
            tile = self.player.reserve_tile(self.redesign_tile)
            label = tile.label() if tile else "the tile"
            return (f"Redesign: build {label}", theme.INK,
                    "Click a green cell, or a framed tile to exchange it. Esc cancels.", False)
        if game.turn_actions:
            return ("Exact payment: you may act again", theme.GOOD,
                    "Buy or take money again, redesign, or press Done to place your tiles.", False)
        return ("Your turn: take money, buy or redesign", theme.INK,
                "Click cards in the money display to take them, or a market square to buy. "
                "To redesign, drag a tile between your Alhambra and the reserve.", False)

    def _hut_advice(self, kind: str) -> tuple[str, theme.Colour, str, bool]:
        game = self.game
        seat = game.to_move
        words = HUT_WORDS.format(kind=kind)
        if not (hut_stacks(game) or {}).get(kind, (None, 0))[1]:
            return f"No {kind} hut is left", theme.BAD, "Choose another stack.", False
        if huts_of(game, seat) >= MAX_HUTS:
            return ("You hold 3 huts already", theme.BAD,
                    f"Nobody may hold more than {MAX_HUTS} huts (Alhambra and reserve "
                    "included).", False)
        problem = self._why_not(TakeHut(kind))
        if problem:
            return f"Take a {kind} hut", theme.BAD, _sentence(problem) + ".", False
        return f"Take a {kind} hut (free)", theme.GOOD, words, True

    # ----------------------------------------------------------------- the actions panel
    def paint_actions(self, s: pygame.Surface, inner: pygame.Rect) -> list[Button]:
        game = self.game
        if game.phase not in (ACTION, WINDOW):
            return []
        head, colour, detail, ready = self.advice()
        draw_text(s, head, inner.topleft, 14, colour, bold=True, max_width=inner.width)
        for i, line in enumerate(wrap(detail, 12, inner.width)[:3]):
            draw_text(s, line, (inner.x, inner.y + 21 + i * 15), 12, theme.INK_SOFT)
        row = pygame.Rect(inner.x, inner.bottom - 30, inner.width, 30)
        buttons: list[Button] = []

        def add(width: int, label: str, action, key: str, enabled: bool = True,
                primary: bool = False, hint: str = "") -> None:
            x = buttons[-1].rect.right + 6 if buttons else row.x
            buttons.append(Button(pygame.Rect(x, row.y, width, row.height), label, action,
                                  enabled, primary, hint, key))

        if self.in_window:
            if self.square is not None:
                add(132, "Buy with vizier", self.confirm_buy, "vizier_buy", ready, True, detail)
                add(84, "Auto-pay", self.auto_pay, "autopay")
            add(70, "Pass", self.pass_window, "pass", True, self.square is None)
            others = self._module_actions()
            if others and len(buttons) < 3:
                add(70, "More…", lambda: self._choose_from(others), "more")
            return buttons
        if self.take:
            add(118, "Take money", self.confirm_take, "take", ready, True, detail)
            add(70, "Clear", self.cancel_selection, "clear")
        elif self.square is not None:
            add(70, "Buy", self.confirm_buy, "buy", ready, True, detail)
            add(84, "Auto-pay", self.auto_pay, "autopay")
            add(64, "Clear", self.cancel_selection, "clear")
        elif self.hut is not None:
            add(100, "Take hut", self.take_hut, "take_hut", ready, True, detail)
            add(70, "Clear", self.cancel_selection, "clear")
        else:
            vizier = ReactivateVizier() in game.legal_actions()
            if game.turn_actions:  # shorter beside the vizier's button, so Undo still fits
                add(100 if vizier else 150, "Place tiles" if vizier else "Done: place tiles",
                    self.end_actions, "done", True, True)
            if vizier:
                add(146, "Reactivate vizier", self.reactivate_vizier, "reactivate")
        others = self._module_actions()
        if others and len(buttons) < 3:
            add(70, "More…", lambda: self._choose_from(others), "more")
        if self.match.can_undo():
            undo = Button(pygame.Rect(row.right - 64, row.y, 64, row.height), "Undo", self.undo,
                          key="undo")
            if not buttons or buttons[-1].rect.right + 6 <= undo.rect.x:
                buttons.append(undo)
        return buttons

    def _module_actions(self) -> list[Action]:
        """Legal actions this scene has no control of its own for (a module's)."""
        return [a for a in self.game.legal_actions() if not isinstance(a, OWN_ACTIONS)]

    def _choose_from(self, actions: list[Action]) -> None:
        from game.scenes.menu import MenuEntry, MenuScene

        entries = [MenuEntry(_describe(a), (lambda a=a: self.act(a))) for a in actions[:8]]
        self.match.app.stack.push(MenuScene(self.match.app, "Other actions", entries))

    # ----------------------------------------------------------------- confirming
    def confirm_take(self) -> None:
        self.act(TakeMoney(tuple(self.take)))

    def confirm_buy(self) -> None:
        if self.square is None:
            return
        game = self.game
        tile = game.market[self.square]
        if self.in_window:
            if self.act(UseVizier(self.square, tuple(self.pay))) and tile is not None:
                self.say(f"Your vizier bought {tile.label()}: build it now.", good=True)
            return
        try:
            exact = game.judge_payment(game.to_move, self.square, tuple(self.pay)).exact
        except IllegalAction:
            exact = False  # the engine refuses it below, with its reason
        if self.act(Buy(self.square, tuple(self.pay))) and tile is not None:
            self.say(f"Bought {tile.label()}" + (": exact, you may act again." if exact else "."),
                     good=True)

    def auto_pay(self) -> None:
        """Choose a payment for the selected square: exact if possible, else the smallest
        (between turns, the vizier's: exact only)."""
        game, seat = self.game, self.game.to_move
        if self.square is None:
            return
        ids = best_payment(game, seat, self.square, exact_only=self.in_window)
        if ids is None:
            tile = game.market[self.square]
            currency = game.currency_of(self.square)
            have = game.player.money(currency)
            price = tile.price if tile else "?"
            if self.in_window:
                self.say(f"No cards of yours make exactly {price} in {currency.value}s.")
            else:
                self.say(f"You hold {have} in {currency.value}s; the tile costs {price}.")
            return
        self.pay = list(ids)
        self.touch()

    def pass_window(self) -> None:
        self.act(Pass(), "You passed: your vizier stays ready.")

    def take_hut(self) -> None:
        kind = self.hut
        if kind is not None and self.act(TakeHut(kind)):
            self.say(f"You took a {kind} hut: place it now.", good=True)

    def reactivate_vizier(self) -> None:
        self.act(ReactivateVizier(), "Your vizier is ready again (from the next turn on).")

    def end_actions(self) -> None:
        self.act(EndActions())

    # ----------------------------------------------------------------- clicks and drags
    def handle_press(self, pos: Pos) -> None:
        if not self.my_turn:
            who = self.match.seats[self.game.to_move]
            if self.regions.hit(pos, ("square", "display_card", "hand_card", "reserve_tile",
                                      "alhambra")):
                self.say(f"Wait: it is {who.name}'s turn." if who.is_human
                         else f"{who.name} (AI) is playing; Space skips ahead.")
            return
        if self.in_window:
            self._press_in_window(pos)
            return
        if self.game.phase != ACTION:
            return
        hit = self.regions.hit(pos, ("square", "display_card", "hand_card", "bonus_card",
                                     "reserve_tile", "alhambra", "hut_stack"))
        if hit is None:
            return
        tag, payload = hit
        if tag == "bonus_card":
            self.reveal_bonus(payload)
            return
        if tag == "hut_stack":
            self._clear()
            self.hut = payload
        elif tag == "display_card":
            self.square, self.pay, self.redesign_tile, self.targets = None, [], None, None
            self.hut = None
            _toggle(self.take, payload)
        elif tag == "square":
            self._choose_square(payload)
        elif tag == "hand_card":
            self._choose_card(payload)
        elif tag == "reserve_tile":
            tile = self.player.reserve_tile(payload)
            spot = self.regions.rect_of("reserve_tile", payload)
            self.drag.press(pos, ("reserve", tile), (pos[0] - spot.x, pos[1] - spot.y))
            return
        elif tag == "alhambra":
            self._press_alhambra(pos)
            return
        self.touch()

    def _press_in_window(self, pos: Pos) -> None:
        """Between turns only the market and the hand answer (the vizier's purchase), and
        one's own bonus cards (M3: shown whenever one is to act)."""
        hit = self.regions.hit(pos, ("square", "hand_card", "bonus_card", "display_card",
                                     "hut_stack", "reserve_tile", "alhambra"))
        if hit is None:
            return
        tag, payload = hit
        if tag == "bonus_card":
            self.reveal_bonus(payload)
            return
        if tag == "square":
            self._choose_square(payload)
        elif tag == "hand_card":
            self._choose_card(payload)
        else:
            self.say("Between turns your vizier may buy a market tile, or you pass.")
            return
        self.touch()

    def _choose_square(self, square: int) -> None:
        self.take, self.redesign_tile, self.targets, self.hut = [], None, None, None
        if self.game.market[square] is None:
            self.say(f"Square {square + 1} is empty until the end of this turn.")
            return
        if self.square == square:
            self.square, self.pay = None, []
        else:
            self.square, self.pay = square, []

    def _choose_card(self, card_id: int) -> None:
        card = next((c for c in self.game.player.hand if c.id == card_id), None)
        if card is None:
            return
        if self.square is None:
            if isinstance(card, ExchangeCard):
                first, second = (c.value for c in card.currencies)
                self.say(f"Choose the {first} or {second} square first; this office then lets "
                         "both pay, exactly.", good=True)
                return
            if not isinstance(card, MoneyCard):
                self.say("Choose a market square first, then the cards to pay with.")
                return
            # A money card fits exactly one square: choose it for the player.
            square = market_currencies().index(card.currency)
            if self.game.market[square] is None:
                self.say(f"The {card.currency.value} square is empty this turn.")
                return
            self.take, self.redesign_tile, self.targets, self.hut = [], None, None, None
            self.square, self.pay = square, [card_id]
            return
        _toggle(self.pay, card_id)

    def _press_alhambra(self, pos: Pos) -> None:
        cell = self.cell_under(pos)
        if cell is None:
            return
        alhambra = self.player.alhambra
        if self.redesign_tile is not None and self.targets is not None:
            self._redesign_at(cell)
            return
        tile = alhambra.at(cell)
        if tile is None:
            self.say("To build here, drag a tile from your reserve (a redesign).")
        elif tile.category == "fountain":
            self.say("The fountain never moves.")
        else:
            spot = self.geometry.cell_rect(cell)
            self.drag.press(pos, ("built", cell, tile), (pos[0] - spot.x, pos[1] - spot.y))

    def handle_motion(self, pos: Pos) -> None:
        if self.drag.motion(pos) and self.drag.payload[0] == "reserve":
            tile = self.drag.payload[1]
            self.redesign_tile = None
            self.targets = Targets(self.player.alhambra, tile, exchange=True)
            self.touch()

    def handle_release(self, pos: Pos) -> None:
        release = self.drag.release(pos)
        if release is None:
            return
        kind, payload = release.kind, release.payload
        if payload[0] == "reserve":
            tile = payload[1]
            if kind == "click":
                if self.redesign_tile == tile.id:
                    self.cancel_selection()
                    return
                self._clear()
                self.redesign_tile = tile.id
                self.targets = Targets(self.player.alhambra, tile, exchange=True)
                self.touch()
                return
            cell = self.cell_under(pos)
            if cell is not None and self.targets is not None:
                self._redesign_at(cell)
            self.targets = None
            self.touch()
            return
        # A built tile: into the reserve, or nowhere.
        _, cell, tile = payload
        if kind == "click":
            self.say("Drag this tile onto your reserve to take it out (a redesign).", good=True)
            return
        if self.regions.hit(pos, ("reserve", "reserve_tile")):
            reason = self.player.alhambra.can_remove(cell)
            if reason:
                self.say(f"{tile.label().capitalize()} cannot leave: "
                         f"{REASON_WORDS.get(reason, reason)}.")
            else:
                self.act(RedesignRemove(cell), f"{tile.label().capitalize()} went to the reserve.")

    def _redesign_at(self, cell: Pos) -> None:
        targets = self.targets
        assert targets is not None
        ok, words = targets.verdict(cell)
        if not ok:
            self.say(_sentence(words) + ".")
            return
        tile = targets.tile
        if cell in targets.legal:
            self.act(RedesignAdd(tile.id, cell), f"{tile.label().capitalize()} built.")
        else:
            self.act(RedesignExchange(tile.id, cell), f"{tile.label().capitalize()} exchanged.")

    def handle_key(self, event: pygame.event.Event) -> None:
        """Enter confirms what is chosen; between turns, with nothing chosen, it passes."""
        if not self.my_turn or event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return
        ready = self.advice()[3]
        if self.in_window and self.square is None:
            self.pass_window()
        elif ready and self.square is not None:
            self.confirm_buy()
        elif ready and self.take:
            self.confirm_take()
        elif ready and self.hut is not None:
            self.take_hut()

    # ----------------------------------------------------------------- frames
    def draw_dynamic(self, surface: pygame.Surface) -> None:
        drag = self.drag
        held = drag.payload[1] if drag.dragging and drag.payload[0] == "reserve" else None
        if self.targets is not None:
            self.draw_targets(surface, drag.pos if drag.dragging else self.hover, held)
        elif held is not None:
            self.draw_held_tile(surface, held, drag.pos)
        if not drag.dragging or held is not None:
            return
        _, cell, tile = drag.payload
        if self.geometry is not None:
            veil = pygame.Surface((self.geometry.cell, self.geometry.cell), pygame.SRCALPHA)
            veil.fill((*theme.PANEL, 170))
            surface.blit(veil, self.geometry.cell_rect(cell))
        surface.blit(tile_surface(tile, 56), tile_surface(tile, 56).get_rect(center=drag.pos))
        if rect("reserve").collidepoint(drag.pos):
            reason = self.player.alhambra.can_remove(cell)
            words = ("Take it out to the reserve" if reason is None
                     else f"It cannot leave: {REASON_WORDS.get(reason, reason)}")
            draw_tooltip(surface, words, drag.pos, reason is None, 36)


def _toggle(items: list, item: object) -> None:
    if item in items:
        items.remove(item)
    else:
        items.append(item)


def _describe(action: Action) -> str:
    name = type(action).__name__
    words = "".join(" " + ch.lower() if ch.isupper() else ch for ch in name).strip()
    fields = [str(getattr(action, f)) for f in getattr(action, "__slots__", ())]
    return f"{words} {' '.join(fields)}".strip()


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:] if words else words
