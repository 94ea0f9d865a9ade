"""The turn's actions panel: what to do now in words (the advice), and the buttons of the
moment: confirming what is chosen, the modules' buttons, "More…" for the actions that have
no control of their own (a list of them all), a module's own stage's controls, Pass between
turns, and Undo."""

from __future__ import annotations


import pygame

from game.i18n import _
from game.rules import ACTION, Action, EndActions, Pass, TakeMoney, Buy, RedesignAdd, RedesignExchange, RedesignRemove
from game.scenes.choice import ChoiceScene
from game.scenes.menu import MenuEntry, MenuScene
from game.scenes.modules import action_groups, describe
from game.scenes.part import PartButton, StageControl, TablePart
from game.text import first_upper
from game.ui.widgets import Button, label_width, squeeze_row

# Actions the turn scene offers with controls of its own; the modules' parts add theirs, and
# any other goes to "More…".
OWN_ACTIONS = (TakeMoney, Buy, RedesignAdd, RedesignRemove, RedesignExchange, EndActions, Pass)
STAGE_BUTTON = 76  # a module's own stage: its actions as buttons at least this wide, or a menu
BUTTON_GAP = 6     # between the actions panel's buttons


class TurnActionBar:
    """The turn scene's actions panel and what its buttons do."""

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
            room = self.layout.zone("actions").width - 20
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

    def _part_button(self, spec: PartButton) -> None:
        """A module's button: its action at once, or, if it asks first, once confirmed."""
        if not spec.confirm:
            self.act(spec.action, spec.done)
            return
        entries = [MenuEntry(first_upper(spec.label), lambda: self.act(spec.action, spec.done)),
                   MenuEntry(_("Not now"), lambda: None)]
        self.match.app.stack.open_dialog(MenuScene(self.match.app, spec.confirm, entries))

    def _confirm_part(self, part: TablePart, action: Action) -> None:
        if self.act(action):
            words = part.after(self, action)
            if words:
                self.say(words, good=True)

    def pass_window(self) -> None:
        words = self.window_words()
        self.act(Pass(), words.passed if words else _("You passed."))

    def end_actions(self) -> None:
        self.act(EndActions())

    def _done_label(self) -> str:
        """The button that ends the actions: shorter beside a module's button, so that Undo
        still fits."""
        extra = any(part.buttons(self) for part in self.parts)
        return _("Place tiles") if extra else _("Done: place tiles")
