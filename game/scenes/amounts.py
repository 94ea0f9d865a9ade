"""A chooser over the table for an amount of money in one of several currencies (a bid): a
row for each currency that can pay, with its symbol, name and what is held, the amount
between − and +, and the button that sends it; the choices apart (passing, say) under the
rows. The keyboard works it too: Up and Down choose the row, Left and Right (or − and +)
the amount, Home and End its least and most, Enter sends the row's; Esc or Cancel closes
it and nothing is done."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.rules import Action, Currency
from game.rules.types import currency_name
from game.scenes.base import Scene
from game.scenes.choice import Choice
from game.sprites.cards import draw_currency_symbol
from game.ui import paint, theme
from game.ui.fonts import drawn_size, line_pitch, wrap
from game.ui.layout import canvas_size, rect
from game.ui.widgets import (
    Button, button_at, draw_buttons, draw_dialog, draw_text, label_width,
)

if TYPE_CHECKING:
    from game.scenes.host import Host

WIDTH = 640        # the panel's width at most
ROW = 58           # a currency's row, with the gap under it
STEP_BUTTON = 40   # the − and + buttons are square
AMOUNT_BOX = 56    # the amount between them


@dataclass(frozen=True)
class AmountRow:
    """A currency that can pay: any amount from ``least`` to ``most``; ``action(amount)`` is
    the action that offers it, ``label(amount)`` its button's words; ``held`` what is held
    of it, in words."""

    currency: Currency
    least: int
    most: int
    action: Callable[[int], Action]
    label: Callable[[int], str]
    held: str


class AmountScene(Scene):
    opaque = False
    dialog = True

    def __init__(self, app: Host, title: str, note: str, rows: Sequence[AmountRow],
                 choose: Callable[[Action], Any], apart: Sequence[Choice] = ()) -> None:
        self.app = app
        self.title = title
        self.note = note
        self.rows = list(rows)
        self.choose = choose
        self.apart = list(apart)
        self.amounts = [row.least for row in self.rows]   # each row's amount, least first
        self.focus = 0
        self.hover = (-1, -1)

    # ----------------------------------------------------------------- geometry
    def row_height(self) -> int:
        return max(ROW, drawn_size(13) + drawn_size(16) + 22)

    def panel(self) -> pygame.Rect:
        area = rect("dialog")
        height = self._top() + len(self.rows) * self.row_height() + 72
        panel = pygame.Rect(0, 0, min(area.width, WIDTH), min(area.height, height))
        panel.center = (canvas_size()[0] // 2, canvas_size()[1] // 2)
        return panel

    def _top(self) -> int:
        return 60 + len(self._note_lines()) * line_pitch(14) + (8 if self.note else 0)

    def _note_lines(self) -> list[str]:
        return wrap(self.note, 14, min(rect("dialog").width, WIDTH) - 60)[:3] if self.note else []

    def row_box(self, index: int) -> pygame.Rect:
        panel = self.panel()
        return pygame.Rect(panel.x + 24, panel.y + self._top() + index * self.row_height(),
                           panel.width - 48, self.row_height() - 8)

    def row_buttons(self, index: int) -> list[Button]:
        """The row's −, + and its send button (keys ``less``/``more``/``bid`` and the row's
        number)."""
        box = self.row_box(index)
        row, amount = self.rows[index], self.amounts[index]
        send = pygame.Rect(box.right - self._send_width(), box.centery - 19,
                           self._send_width(), 38)
        plus = pygame.Rect(send.x - 14 - STEP_BUTTON, box.centery - 19, STEP_BUTTON, 38)
        minus = pygame.Rect(plus.x - AMOUNT_BOX - STEP_BUTTON, plus.y, STEP_BUTTON, 38)
        return [Button(minus, "−", lambda: self.change(index, -1), amount > row.least,
                       key=f"less{index}"),
                Button(plus, "+", lambda: self.change(index, 1), amount < row.most,
                       key=f"more{index}"),
                Button(send, row.label(amount), lambda: self.send(index),
                       primary=index == self.focus, key=f"bid{index}")]

    def _send_width(self) -> int:
        """The send buttons' width: the same in every row, for the longest words."""
        return max((label_width(row.label(row.most), 150, 15) for row in self.rows),
                   default=150)

    def amount_box(self, index: int) -> pygame.Rect:
        minus = self.row_buttons(index)[0].rect
        return pygame.Rect(minus.right, minus.y, AMOUNT_BOX, minus.height)

    def buttons(self) -> list[Button]:
        """Every row's buttons, the choices apart and Cancel."""
        found = [b for index in range(len(self.rows)) for b in self.row_buttons(index)]
        panel = self.panel()
        x, y = panel.x + 24, panel.bottom - 52
        for k, choice in enumerate(self.apart):
            width = label_width(choice.label, 120, 15)
            found.append(Button(pygame.Rect(x, y, width, 38), choice.label,
                                partial(self.take, choice.action), key=f"apart{k}"))
            x += width + 10
        # Translators: a button that closes a chooser without choosing
        found.append(Button(pygame.Rect(panel.right - 24 - 130, y, 130, 38), _("Cancel"),
                            self.close, key="cancel"))
        return found

    def button(self, key: str) -> Button | None:
        return next((b for b in self.buttons() if b.key == key), None)

    # ----------------------------------------------------------------- acting
    def close(self) -> None:
        self.app.stack.remove(self)

    def take(self, action: Action) -> None:
        self.close()
        self.choose(action)

    def send(self, index: int) -> None:
        self.take(self.rows[index].action(self.amounts[index]))

    def change(self, index: int, step: int) -> None:
        row = self.rows[index]
        self.amounts[index] = max(row.least, min(row.most, self.amounts[index] + step))
        self.focus = index

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            index = next((i for i in range(len(self.rows))
                          if self.row_box(i).collidepoint(self.hover)), None)
            if index is not None:
                self.change(index, event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons(), event.pos)
            if button is not None:
                if button.enabled:
                    button.action()
                return
            if not self.panel().collidepoint(event.pos):
                self.close()
        elif event.type == pygame.KEYDOWN and self.rows:
            self._key(event.key)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def _key(self, key: int) -> None:
        row = self.rows[self.focus]
        if key == pygame.K_ESCAPE:
            self.close()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.send(self.focus)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if key == pygame.K_DOWN else -1
            self.focus = max(0, min(len(self.rows) - 1, self.focus + step))
        elif key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change(self.focus, -1)
        elif key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change(self.focus, 1)
        elif key in (pygame.K_HOME, pygame.K_END):
            self.change(self.focus, row.least - row.most if key == pygame.K_HOME
                        else row.most - row.least)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        draw_dialog(surface, self.panel(), self.title, self._note_lines(), notes_top=54)
        for index in range(len(self.rows)):
            self._draw_row(surface, index)
        draw_buttons(surface, self.buttons(), self.hover, size=15)

    def _draw_row(self, surface: pygame.Surface, index: int) -> None:
        box, row = self.row_box(index), self.rows[index]
        paint.rect(surface, theme.PAPER, box, border_radius=6)
        edge = theme.TEAL if index == self.focus else theme.PANEL_EDGE
        paint.rect(surface, edge, box, 2 if index == self.focus else 1, border_radius=6)
        centre = (box.x + 20, box.centery)
        draw_currency_symbol(surface, row.currency, centre, 9, theme.CURRENCY_COLOURS[row.currency])
        minus = self.row_buttons(index)[0].rect
        room = minus.x - 10 - (box.x + 38)
        name = currency_name(row.currency)
        draw_text(surface, name[:1].upper() + name[1:], (box.x + 38, box.centery - 2), 16,
                  theme.INK, anchor="bottomleft", bold=True, max_width=room)
        draw_text(surface, row.held, (box.x + 38, box.centery + 2), 13, theme.INK_SOFT,
                  anchor="topleft", max_width=room)
        amount = self.amount_box(index)
        paint.rect(surface, theme.PANEL, amount, border_radius=4)
        draw_text(surface, str(self.amounts[index]), amount.center, 20, theme.INK,
                  anchor="center", bold=True)
