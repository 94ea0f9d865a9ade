"""A chooser over the table: every choice of a decision, each an action in words, grouped
under headings (what each is: "Machma: swap the 5 florins", "Build from the reserve"),
however many there are. The list scrolls (the wheel, the arrow and page keys, its bar), the
keyboard moves a highlight and Enter takes it; Esc, Cancel or a click beside the panel
closes it and nothing is done."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _
from game.rules import Action
from game.scenes.base import Scene
from game.ui import paint, theme
from game.ui.fonts import drawn_size, line_pitch, wrap
from game.ui.layout import canvas_size, rect
from game.ui.widgets import Button, button_at, draw_buttons, draw_dialog, draw_text

if TYPE_CHECKING:
    from game.scenes.host import Host

WIDTH = 720          # the panel's width at most (a line of words, not the whole table)
HEADING_ROW = 30     # a group's heading...
CHOICE_ROW = 40      # ...and a choice, each with the gap under it
GAP = 6
PAGE_ROWS = 6        # Page Up and Page Down move this many choices


@dataclass(frozen=True)
class Choice:
    """One choice: its words and the action it sends."""

    label: str
    action: Action


@dataclass(frozen=True)
class ChoiceGroup:
    """Choices of one sort, under their ``heading``."""

    heading: str
    choices: tuple[Choice, ...]


def grouped(choices: Sequence[tuple[str, Choice]]) -> list[ChoiceGroup]:
    """(heading, choice) pairs gathered under their headings, in the order each heading
    first comes."""
    groups: dict[str, list[Choice]] = {}
    for heading, choice in choices:
        groups.setdefault(heading, []).append(choice)
    return [ChoiceGroup(heading, tuple(found)) for heading, found in groups.items()]


@dataclass(frozen=True)
class Row:
    """A line of the list: a heading (``choice`` None) or a choice."""

    words: str
    choice: Choice | None = None

    @property
    def height(self) -> int:
        if self.choice is None:
            return max(HEADING_ROW, line_pitch(13) + 12)
        return max(CHOICE_ROW, drawn_size(15) + 22)


class ChoiceScene(Scene):
    opaque = False
    dialog = True

    def __init__(self, app: Host, title: str, groups: Sequence[ChoiceGroup],
                 choose: Callable[[Action], Any], note: str = "") -> None:
        self.app = app
        self.title = title
        self.note = note
        self.choose = choose
        self.rows: list[Row] = []
        for group in groups:
            if group.heading:
                self.rows.append(Row(group.heading))
            self.rows += [Row(choice.label, choice) for choice in group.choices]
        self.choices = [row.choice for row in self.rows if row.choice is not None]
        self.scroll = 0
        self.focus: int | None = None   # the choice the keyboard is on
        self.hover = (-1, -1)

    # ----------------------------------------------------------------- geometry
    def panel(self) -> pygame.Rect:
        area = rect("dialog")
        width = min(area.width, WIDTH)
        panel = pygame.Rect(0, 0, width, min(area.height, self._wanted_height()))
        panel.center = (canvas_size()[0] // 2, canvas_size()[1] // 2)
        return panel

    def _wanted_height(self) -> int:
        """As tall as the list needs, with the title, the note and Cancel."""
        return self._top() + sum(row.height for row in self.rows) + self._foot() + 8

    def _top(self) -> int:
        """From the panel's top to the list's."""
        return 56 + len(self._note_lines()) * line_pitch(14) + (8 if self.note else 0)

    def _foot(self) -> int:
        """From the list's foot to the panel's."""
        return 64

    def _note_lines(self) -> list[str]:
        if not self.note:
            return []
        return wrap(self.note, 14, min(rect("dialog").width, WIDTH) - 60)[:3]

    def list_area(self) -> pygame.Rect:
        panel = self.panel()
        top = panel.y + self._top()
        return pygame.Rect(panel.x + 24, top, panel.width - 56, panel.bottom - self._foot() - top)

    def placed(self) -> list[tuple[pygame.Rect, Row]]:
        """Every row with its place on screen (those outside the list are cut off)."""
        area = self.list_area()
        y = area.y - self.scroll
        found = []
        for row in self.rows:
            found.append((pygame.Rect(area.x, y, area.width, row.height - GAP), row))
            y += row.height
        return found

    def max_scroll(self) -> int:
        return max(0, sum(row.height for row in self.rows) - self.list_area().height)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def shown(self) -> list[tuple[pygame.Rect, Choice]]:
        """The choices whole in view, with where they are (tests click them)."""
        area = self.list_area()
        return [(box, row.choice) for box, row in self.placed()
                if row.choice is not None and area.contains(box)]

    def buttons(self) -> list[Button]:
        panel = self.panel()
        # Translators: a button that closes a chooser without choosing
        label = _("Cancel")
        return [Button(pygame.Rect(panel.right - 24 - 140, panel.bottom - 52, 140, 38), label,
                       self.close, key="cancel")]

    def button(self, key: str) -> Button | None:
        """Cancel, or the choice in view whose words are ``key`` (tests and keyboard
        help)."""
        found = next((b for b in self.buttons() if b.key == key), None)
        return found or next((Button(box, choice.label, partial(self.take, choice),
                                     key=choice.label)
                              for box, choice in self.shown() if choice.label == key), None)

    # ----------------------------------------------------------------- acting
    def close(self) -> None:
        self.app.stack.remove(self)

    def take(self, choice: Choice) -> None:
        self.close()
        self.choose(choice.action)

    def _move_focus(self, step: int) -> None:
        """The keyboard's highlight ``step`` choices on, kept in view."""
        if not self.choices:
            return
        start = self.focus
        if start is None:   # nothing highlighted yet: from before the first, or the last
            start = -1 if step > 0 else len(self.choices)
        self.focus = max(0, min(len(self.choices) - 1, start + step))
        chosen = self.choices[self.focus]
        box = next(box for box, row in self.placed() if row.choice is chosen)
        area = self.list_area()
        if box.top < area.top:
            self.scroll_by(box.top - area.top - (HEADING_ROW if self.focus == 0 else 0))
        elif box.bottom > area.bottom:
            self.scroll_by(box.bottom - area.bottom)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * CHOICE_ROW)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons(), event.pos)
            if button is not None:
                button.action()
                return
            if not self.panel().collidepoint(event.pos):
                self.close()
                return
            if not self.list_area().collidepoint(event.pos):
                return
            hit = next((row.choice for box, row in self.placed()
                        if row.choice is not None and box.collidepoint(event.pos)), None)
            if hit is not None:   # (a choice half in view is taken by its part in view)
                self.take(hit)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.close()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
            self.take(self.choices[self.focus])
        elif key in (pygame.K_DOWN, pygame.K_UP):
            self._move_focus(1 if key == pygame.K_DOWN else -1)
        elif key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self._move_focus(PAGE_ROWS if key == pygame.K_PAGEDOWN else -PAGE_ROWS)
        elif key in (pygame.K_HOME, pygame.K_END):
            self._move_focus(-len(self.choices) if key == pygame.K_HOME else len(self.choices))

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        draw_dialog(surface, self.panel(), self.title, self._note_lines(), notes_top=52)
        area = self.list_area()
        paint.rect(surface, theme.PANEL_SHADE, area.inflate(8, 8), border_radius=6)
        clip = surface.get_clip()
        surface.set_clip(area)
        focused = self.choices[self.focus] if self.focus is not None else None
        for box, row in self.placed():
            if box.bottom < area.y or box.y > area.bottom:
                continue
            if row.choice is None:
                draw_text(surface, row.words, (box.x + 4, box.bottom - 4), 13, theme.INK_SOFT,
                          anchor="bottomleft", bold=True, max_width=box.width - 8)
                continue
            lit = (row.choice is focused
                   or (box.collidepoint(self.hover) and area.collidepoint(self.hover)))
            Button(box, row.words, lambda: None).draw(surface, hovered=lit, size=15)
        surface.set_clip(clip)
        if self.max_scroll():
            self._draw_scrollbar(surface, area)
        # Translators: how to move in a list of choices; Esc is a key
        keys = _("Wheel or arrow keys: more choices · Enter takes · Esc closes")
        cancel = self.buttons()[0].rect
        draw_text(surface, keys, (area.x, cancel.centery), 12, theme.INK_SOFT,
                  anchor="midleft", max_width=cancel.x - area.x - 12)
        draw_buttons(surface, self.buttons(), self.hover, size=15)

    def _draw_scrollbar(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        total = sum(row.height for row in self.rows)
        track = pygame.Rect(area.right + 10, area.y, 5, area.height)
        paint.rect(surface, theme.PANEL_SHADE, track, border_radius=2)
        size = max(24, area.height * area.height // total)
        top = track.y + (track.height - size) * self.scroll // max(1, self.max_scroll())
        paint.rect(surface, theme.INK_FAINT, (track.x, top, track.width, size),
                   border_radius=2)
