"""The turn scene: the action phase (RULES 1.3). Take money by choosing display cards, buy by
choosing a market square (or something a module sells: a bazaar, a treasure room) and paying
with cards from the hand, or redesign by dragging between the Alhambra and the reserve.
Every choice is judged live by the engine before it is sent.

The expansion modules' parts add their own choices (a panel of theirs, cards in the hand),
buttons and words (``game.scenes.part``). The same scene serves between turns, when a module
lets a seat act (a purchase at the exact price, or pass), and any stage of a module's own
that has no scene of its own: its legal actions are then offered as buttons, in words."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _
from game.rules import (
    ACTION,
    STAGES,
    WINDOW,
    Action,
    Buy,
    Currency,
    EndActions,
    IllegalAction,
    MoneyCard,
    Pass,
    RedesignAdd,
    RedesignExchange,
    RedesignRemove,
    TakeMoney,
    market_currencies,
)
from game.rules.types import currency_name, currency_plural
from game.scenes.choice import ChoiceScene
from game.scenes.menu import MenuEntry, MenuScene
from game.scenes.modules import action_groups, describe
from game.scenes.part import Advice, PartButton, StageControl, TablePart, WindowWords
from game.scenes.paying import (
    Purchase,
    best_payment,
    market_notes,
    paying_currencies,
    payment_advice,
    shortfall_words,
    square_purchase,
)
from game.scenes.table import Pos, TableScene
from game.scenes.targeting import Targets
from game.sprites.tiles import tile_surface
from game.text import first_upper
from game.ui import theme
from game.ui.canvas import new_surface
from game.ui.layout import rect
from game.ui.widgets import Button, label_width, squeeze_row

# Actions this scene offers with controls of its own; the modules' parts add theirs, and any
# other goes to "More…".
OWN_ACTIONS = (TakeMoney, Buy, RedesignAdd, RedesignRemove, RedesignExchange, EndActions, Pass)
STAGE_BUTTON = 76  # a module's own stage: its actions as buttons at least this wide, or a menu
BUTTON_GAP = 6     # between the actions panel's buttons


class TurnScene(TableScene):
    def __init__(self, match) -> None:
        super().__init__(match)
        self.take: list[int] = []
        self.buying: Purchase | None = None  # a market square's tile or a module's sale
        self.pay: list[int] = []
        self.redesign_tile: int | str | None = None
        self.choice: tuple[TablePart, Any] | None = None  # chosen on a module's part

    # ----------------------------------------------------------------- selection
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

    def selected_square(self) -> int | None:
        return self.buying.square if self.buying is not None else None

    def chosen_display(self) -> list[int]:
        return self.take

    def chosen_hand(self) -> list[int]:
        return self.pay

    def focus_currency(self) -> frozenset[Currency] | None:
        if self.buying is None:
            return None
        return paying_currencies(self.game, self.game.to_move, self.buying.offer, self.pay)

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

    def selected_reserve(self) -> object:
        return self.redesign_tile

    def reserve_hint(self) -> str:
        return _("drag a tile into your Alhambra to redesign") if self.my_turn else ""

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

    def market_notes(self) -> dict[int, tuple[str, theme.Colour]]:
        """For the player to move: which squares they can pay, and exactly."""
        if not self.my_turn or self.game.phase not in (ACTION, WINDOW):
            return {}
        return market_notes(self.game, self.game.to_move, exact_only=self.in_window)

    # ----------------------------------------------------------------- judging the selection
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

    def _done_label(self) -> str:
        """The button that ends the actions: shorter beside a module's button, so that Undo
        still fits."""
        extra = any(part.buttons(self) for part in self.parts)
        return _("Place tiles") if extra else _("Done: place tiles")

    def _take_advice(self) -> Advice:
        game = self.game
        cards = [c for c in game.display if c.id in self.take]
        total = sum(getattr(c, "value", 0) for c in cards)
        sums = " + ".join(str(getattr(c, "value", "?")) for c in cards)
        limit = game.money_limit(game.to_move)
        problem = self.why_not(TakeMoney(tuple(self.take)))
        if problem is None:
            if len(cards) == 1 and not cards[0].is_money:
                found = next((a for part in self.parts
                              if (a := part.take_advice(game, cards[0]))), None)
                if found:
                    return found
            if len(cards) > 1:
                # Translators: {sum} is the cards' values added up, "3 + 4"
                head = _("Take {sum} = {total}").format(sum=sums, total=total)
            else:
                head = _("Take the {card}").format(card=cards[0].label())
            return head, theme.GOOD, _("Taking money ends your actions for this turn."), True
        if any(not c.is_money for c in cards):
            return (_("That card is taken alone"), theme.BAD,
                    _("Taking it is the whole money action: choose it alone."), False)
        if len(cards) > 1 and total > limit:
            return (_("{sum} = {total}: more than {limit}").format(sum=sums, total=total,
                                                                   limit=limit), theme.BAD,
                    _("Several cards may add up to at most {limit}; one card alone may be "
                      "worth more.").format(limit=limit), False)
        return _("You cannot take these cards"), theme.BAD, problem, False

    # ----------------------------------------------------------------- the actions panel
    def paint_actions(self, s: pygame.Surface, inner: pygame.Rect) -> list[Button]:
        game = self.game
        if game.phase != ACTION and not self.in_window and not self.in_module_stage:
            return []
        head, colour, detail, ready = self.advice()
        row = pygame.Rect(inner.x, inner.bottom - 30, inner.width, 30)
        buttons = self._action_buttons(row, detail, ready)
        # The advice has the room the buttons leave (all of it at the turn's start).
        self.paint_advice(s, inner, head, colour, detail, row.y - 2 if buttons else inner.bottom)
        return buttons

    def _action_buttons(self, row: pygame.Rect, detail: str, ready: bool) -> list[Button]:
        """The buttons of the turn's moment, left to right along ``row`` (Undo at its end)."""
        game = self.game
        buttons: list[Button] = []

        def add(width: int, label: str, action, key: str, enabled: bool = True,
                primary: bool = False, hint: str = "") -> None:
            x = buttons[-1].rect.right + BUTTON_GAP if buttons else row.x
            buttons.append(Button(pygame.Rect(x, row.y, label_width(label, width), row.height),
                                  label, action, enabled, primary, hint, key))

        if self.in_module_stage:
            self._stage_buttons(add)
            squeeze_row(buttons, row, BUTTON_GAP)
            return buttons
        if self.in_window:
            words = self.window_words()
            if self.buying is not None and words is not None and words.buy_label:
                add(132, words.buy_label, self.confirm_buy, "vizier_buy", ready, True, detail)
                # Translators: buttons, 70 to 120 pixels wide
                add(84, _("Auto-pay"), self.auto_pay, "autopay")
            others = self._module_actions()
            if others and len(buttons) < 2:
                add(70, _("More…"), lambda: self._choose_more(others), "more")
            # Pass at the row's far end: where the turn's own buttons start (a vizier to
            # reactivate, say), a click more after passing must not spend the next action
            width = label_width(_("Pass"), 70)
            squeeze_row(buttons, pygame.Rect(row.x, row.y, row.width - width - BUTTON_GAP,
                                             row.height), BUTTON_GAP)
            buttons.append(Button(pygame.Rect(row.right - width, row.y, width, row.height),
                                  _("Pass"), self.pass_window, primary=self.buying is None,
                                  key="pass"))
            return buttons
        if self.take:
            add(118, _("Take money"), self.confirm_take, "take", ready, True, detail)
            add(70, _("Clear"), self.cancel_selection, "clear")
        elif self.buying is not None:
            add(70, _("Buy"), self.confirm_buy, "buy", ready, True, detail)
            add(84, _("Auto-pay"), self.auto_pay, "autopay")
            add(64, _("Clear"), self.cancel_selection, "clear")
        elif self.choice is not None:
            part, chosen = self.choice
            confirm = part.confirm(self, chosen)
            if confirm is not None:
                button, action = confirm
                add(button.width, button.label, lambda: self._confirm_part(part, action),
                    button.key, ready, True, detail)
            add(70, _("Clear"), self.cancel_selection, "clear")
        else:
            extra = [b for part in self.parts for b in part.buttons(self)]
            if game.turn_actions:
                add(100 if extra else 150, self._done_label(), self.end_actions, "done", True,
                    True)
            for spec in extra:
                add(spec.width, spec.label, lambda spec=spec: self._part_button(spec), spec.key)
        others = self._module_actions()
        if others and len(buttons) < 3:
            add(70, _("More…"), lambda: self._choose_more(others), "more")
        squeeze_row(buttons, row, BUTTON_GAP)
        if self.match.can_undo():
            width = label_width(_("Undo"), 64)
            undo = Button(pygame.Rect(row.right - width, row.y, width, row.height), _("Undo"),
                          self.undo, key="undo")
            if not buttons or buttons[-1].rect.right + 6 <= undo.rect.x:
                buttons.append(undo)
        return buttons

    def _stage_buttons(self, add) -> None:
        """A module's own stage with no scene of its own: the module's controls for it, and
        "Choose…" for the choices they do not stand for; or, where the module has none, its
        actions as buttons in words, or, when they do not fit in a row, "Choose…"."""
        actions = self.game.legal_actions()
        controls = [c for part in self.parts for c in part.stage_controls(self, actions)]
        covered = {a for control in controls for a in control.choices}
        rest = [a for a in actions if a not in covered]
        if not controls:
            room = rect("actions").width - 20
            width = room // max(1, len(actions)) - 6
            labels = [describe(act, self.game) for act in actions]
            # (a label wider than its share would push the row out of the panel)
            if (width >= STAGE_BUTTON
                    and sum(label_width(w, width) + 6 for w in labels) <= room + 6):
                for k, (act, label) in enumerate(zip(actions, labels)):
                    add(width, label, lambda act=act: self.act(act), f"stage{k}")
                return
        for control in controls:
            add(control.width, control.label, lambda c=control: self._use_control(c),
                control.key, primary=control.primary)
        if rest:
            head, detail = self.stage_words() or (_("Your decision"), "")
            add(110, _("Choose…"), lambda: self._choose_from(rest, head, detail), "more",
                primary=not controls)

    def _use_control(self, control: StageControl) -> None:
        """A part's button for its stage: its one choice sent, or its choices offered."""
        if control.chooser is not None:
            self.match.app.stack.open_dialog(control.chooser(self))
        elif len(control.choices) == 1:
            self.act(control.choices[0])
        else:
            self._choose_from(list(control.choices), control.label)

    def _module_actions(self) -> list[Action]:
        """Legal actions this scene has no control of its own for (a module's)."""
        own = OWN_ACTIONS + tuple(t for part in self.parts for t in part.own_actions)
        return [a for a in self.game.legal_actions() if not isinstance(a, own)]

    def _choose_more(self, actions: list[Action]) -> None:
        """The turn's other actions (a module's), titled by their module where they are all
        one module's."""
        game = self.game
        owners = {a.module for a in actions}
        module = game.module(next(iter(owners))) if len(owners) == 1 else None
        self._choose_from(actions, _(module.title) if module is not None else _("More actions"))

    def _choose_from(self, actions: list[Action], title: str, note: str = "") -> None:
        """Every one of ``actions`` in a list of choices, grouped by what they are, headed
        by what is being chosen."""
        self.match.app.stack.open_dialog(ChoiceScene(
            self.match.app, title, action_groups(self.game, actions), self.act, note=note))

    # ----------------------------------------------------------------- confirming
    def confirm_take(self) -> None:
        self.act(TakeMoney(tuple(self.take)))

    def confirm_buy(self) -> None:
        """Buy what is chosen with the cards chosen; a purchase with a question of its own
        (it would bring nothing, say) asks it first."""
        buying = self.buying
        if buying is None:
            return
        if buying.caution and self.advice()[3]:
            entries = [MenuEntry(_("Yes, buy it"), self._buy), MenuEntry(_("Not now"),
                                                                          lambda: None)]
            self.match.app.stack.open_dialog(MenuScene(self.match.app, buying.caution, entries,
                                                       note=buying.brings))
            return
        self._buy()

    def _buy(self) -> None:
        buying = self.buying
        if buying is None:
            return
        game = self.game
        cards = tuple(self.pay)
        title = buying.title
        if self.in_window:
            words = self.window_words()
            action = next((a for part in self.parts
                           if (a := part.window_purchase(game, buying.offer, cards))), None)
            if action is not None and self.act(action) and words:
                self.say(words.bought.format(tile=title), good=True)
            return
        try:
            again = game.judge(game.to_move, buying.offer, cards).exact \
                and buying.offer.extra_action
        except IllegalAction:
            again = False  # the engine refuses it below, with its reason
        if self.act(buying.action(cards)):
            self.say(_("Bought {item}: exact, you may act again.").format(item=title) if again
                     else _("Bought {item}.").format(item=title), good=True)

    def _part_button(self, spec: PartButton) -> None:
        """A module's button: its action at once, or, if it asks first, once confirmed."""
        if not spec.confirm:
            self.act(spec.action, spec.done)
            return
        entries = [MenuEntry(_sentence(spec.label), lambda: self.act(spec.action, spec.done)),
                   MenuEntry(_("Not now"), lambda: None)]
        self.match.app.stack.open_dialog(MenuScene(self.match.app, spec.confirm, entries))

    def _confirm_part(self, part: TablePart, action: Action) -> None:
        if self.act(action):
            words = part.after(self, action)
            if words:
                self.say(words, good=True)

    def auto_pay(self) -> None:
        """Choose a payment for what is being bought: exact if possible, else the smallest
        (between turns: exact only)."""
        game, seat = self.game, self.game.to_move
        buying = self.buying
        if buying is None:
            return
        offer = buying.offer
        ids = best_payment(game, seat, offer, exact_only=self.in_window)
        if ids is None:
            currency = offer.currency
            if currency is None:
                have = sum(c.value for c in game.purse(seat) if isinstance(c, MoneyCard))
                self.say(_("You hold {money} in all; {item} costs {price}.").format(
                    money=have, item=buying.title, price=offer.price))
            elif self.in_window or offer.exact:
                # Translators: {currencies} is a currency's money in general ("florins")
                self.say(_("No cards of yours make exactly {price} in {currencies}.").format(
                    price=offer.price, currencies=currency_plural(currency)))
            else:
                self.say(shortfall_words(game, seat, offer, buying.title))
            return
        self.pay = list(ids)
        self.touch()

    def pass_window(self) -> None:
        words = self.window_words()
        self.act(Pass(), words.passed if words else _("You passed."))

    def end_actions(self) -> None:
        self.act(EndActions())

    # ----------------------------------------------------------------- clicks and drags
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
            self.buying, self.pay, self.redesign_tile, self.targets = None, [], None, None
            self.choice = None
            _toggle(self.take, payload)
        elif tag == "square":
            self._choose_square(payload)
        elif tag == "hand_card":
            self._choose_card(payload)
        elif tag in ("reserve_tile", "alhambra"):
            self._press_redesign(pos, tag, payload)
            return
        self.touch()

    def _press_redesign(self, pos: Pos, tag: str, payload: Any) -> None:
        """A reserve tile or the Alhambra pressed for a redesign step (the turn's, or an
        extra one a module grants): a drag or a click begins."""
        if tag == "alhambra":
            self._press_alhambra(pos)
            return
        tile = self.player.reserve_tile(payload)
        spot = self.regions.rect_of("reserve_tile", payload)
        if tile is not None and spot is not None:
            self.drag.press(pos, ("reserve", tile), (pos[0] - spot.x, pos[1] - spot.y))

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

    def _choose_square(self, square: int) -> None:
        purchase = square_purchase(self.game, square)
        if purchase is None:
            self.take, self.redesign_tile, self.targets, self.choice = [], None, None, None
            self.say(_("Square {number} is empty until the end of this turn.").format(
                number=square + 1))
            return
        self._choose_purchase(purchase)

    def _choose_purchase(self, purchase: Purchase) -> None:
        """Choose what to buy (choosing it again lets it go); the cards come next."""
        same = self.buying is not None and (self.buying.offer.source, self.buying.offer.key) \
            == (purchase.offer.source, purchase.offer.key)
        self._clear()
        if not same:
            self.buying = purchase

    def _choose_card(self, card_id: int) -> None:
        card = next((c for c in self.game.purse(self.game.to_move) if c.id == card_id), None)
        if card is None:
            return
        if self.buying is None:
            if not isinstance(card, MoneyCard):
                hint = next((h for part in self.parts if (h := part.hand_hint(self.game, card))),
                            _("Choose a market square first, then the cards to pay with."))
                self.say(hint, good=True)
                return
            # A money card fits exactly one square: choose it for the player.
            if card.currency not in market_currencies():
                self.say(_("Choose a market square first, then the cards to pay with."))
                return
            purchase = square_purchase(self.game, market_currencies().index(card.currency))
            if purchase is None:
                self.say(_("The {currency} square is empty this turn.").format(
                    currency=currency_name(card.currency)))
                return
            self._choose_purchase(purchase)
            self.pay = [card_id]
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
            self.say(_("To build here, drag a tile from your reserve (a redesign)."))
        elif tile.category == "fountain":
            self.say(_("The fountain never moves."))
        else:
            spot = self.geometry.cell_rect(cell)
            self.drag.press(pos, ("built", cell, tile), (pos[0] - spot.x, pos[1] - spot.y))

    def _targets(self, tile) -> Targets:
        return Targets(self.game, self.large_seat, tile, redesign=True)

    def handle_motion(self, pos: Pos) -> None:
        if self.drag.motion(pos) and self.drag.payload[0] == "reserve":
            tile = self.drag.payload[1]
            self.redesign_tile = None
            self.targets = self._targets(tile)
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
                self.targets = self._targets(tile)
                self.touch()
                return
            cell = self.cell_under(pos)
            if cell is not None and self.targets is not None:
                self._redesign_at(cell)
            self.targets = None
            self.touch()
            return
        # A built tile: into the reserve, or nowhere (an extra step: a click asks too).
        cell, tile = payload[1:]
        if kind == "click" and not self.in_module_stage:
            self.say(_("Drag this tile onto your reserve to take it out (a redesign)."),
                     good=True)
            return
        if kind == "click" or self.regions.hit(pos, ("reserve", "reserve_tile")):
            reason = self.game.removal_words(self.large_seat, cell)
            if reason:
                self.refuse_place(_("{tile} cannot leave: {reason}.").format(
                    tile=first_upper(tile.label()), reason=reason))
            else:
                self._step(RedesignRemove(cell), _("{tile} went to the reserve.").format(
                    tile=first_upper(tile.label())), ask=kind == "click")

    def _redesign_at(self, cell: Pos) -> None:
        targets = self.targets
        assert targets is not None
        ok, words = targets.verdict(cell)
        if not ok:
            self.refuse_place(_sentence(words) + ".")
            return
        tile = targets.tile
        label = first_upper(tile.label())
        if cell in targets.legal:
            self._step(RedesignAdd(tile.id, cell), _("{tile} built.").format(tile=label))
        elif cell in targets.swaps:
            self._step(RedesignExchange(tile.id, cell),
                       _("{tile} exchanged.").format(tile=label))
        else:
            self._special_at(cell)

    def _step(self, step: Action, success: str, *, ask: bool = False) -> None:
        """A redesign ``step``: the turn's action, or in a module's stage the extra step it
        grants; where several actions make it (one per card it may cost), or ``ask`` (a
        tile taken out by a mere click), the player says which, or not."""
        if not self.in_module_stage:
            self.act(step, success)
            return
        options = self.free_steps().get(step, [])
        if not options:
            self.say(_("Not with this step."))
        elif len(options) == 1 and not ask:
            self.act(options[0], success)
        else:
            stage = self.stage_words()
            self.offer_special([(describe(a, self.game), a) for a in options], success,
                               title=_("Make this step?"), note=stage[0] if stage else "")

    def free_steps(self) -> dict[Action, list[Action]]:
        """In a module's own stage that grants an extra redesign step (Ammar's, a master
        builder's): each step, as the turn's redesign action that would make it, with the
        module's actions that make it; {} at any other moment."""
        if not self.in_module_stage:
            return {}
        found: dict[Action, list[Action]] = {}
        for action in self.game.legal_actions():
            step = next((s for part in self.parts if (s := part.free_step(self.game, action))),
                        None)
            if step is not None:
                found.setdefault(step, []).append(action)
        return found

    def _special_at(self, cell: Pos) -> None:
        """A place the tile may go only by a module's action (through a gate, say); in a
        module's stage, by the extra steps that make such an action."""
        options = self.targets.special.get(cell, []) if self.targets else []
        if not self.in_module_stage:
            self.offer_special(options)
            return
        steps = self.free_steps()
        found = [(describe(a, self.game), a) for _words, turn in options
                 for a in steps.get(turn, [])]
        if found:
            stage = self.stage_words()
            self.offer_special(found, _("One more redesign step made."),
                               title=_("Make this step?"), note=stage[0] if stage else "")
        else:
            self.say(_("Not with this step."))

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

    # ----------------------------------------------------------------- frames
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
        surface.blit(tile_surface(tile, 56), tile_surface(tile, 56).get_rect(center=drag.pos))
        if rect("reserve").collidepoint(drag.pos):
            reason = self.game.removal_words(self.large_seat, cell)
            words = (_("It cannot leave: {reason}").format(reason=reason) if reason
                     else _("Take it out to the reserve"))
            self.tip_at(surface, words, drag.pos, not reason, 36)


def _toggle(items: list, item: object) -> None:
    if item in items:
        items.remove(item)
    else:
        items.append(item)


def _sentence(words: str) -> str:
    return words[:1].upper() + words[1:] if words else words
