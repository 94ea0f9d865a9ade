"""Small drawing helpers and widgets shared by the scenes: panels, text, buttons, hit areas
and a one-line text field."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.text import typed_character_ok
from game.ui import paint, theme
from game.ui.canvas import new_surface
from game.ui.fonts import (
    SMALLEST, drawn_size, first_fitting, fit, fit_text, fitting_size, line_pitch, smallest_size,
    text, width_of, wrap,
)

Pos = tuple[int, int]


def draw_text(surface: pygame.Surface, words: str, pos: Pos, size: int = 14,
              colour: theme.Colour = theme.INK, anchor: str = "topleft", bold: bool = False,
              serif: bool = False, max_width: int | None = None) -> pygame.Rect:
    """Blit ``words`` with its ``anchor`` point (a pygame.Rect attribute) at ``pos``; with
    ``max_width``, shrunk to fit it (``fonts.fit``)."""
    if max_width is not None:
        words, size = fit(words, size, max_width, bold, serif)
    image = text(words, size, colour, bold, serif)
    where = image.get_rect(**{anchor: pos})
    surface.blit(image, where)
    return where


def draw_paragraph(surface: pygame.Surface, words: str, area: pygame.Rect, size: int = 12,
                   colour: theme.Colour = theme.INK_SOFT, bold: bool = False,
                   middle: bool = False) -> bool:
    """``words`` wrapped into ``area``, shrunk (as ``fonts.fit`` shrinks a line) until all
    their lines fit it. Where they do not fit even then (a small window), the last sentences
    (or clauses) are left out, with an ellipsis to say so, or, where not even the first
    clause fits, its first words: returns False then, for the caller to offer the whole
    paragraph on hover. A word wider than the area is told to ``fonts.overflows``.
    ``middle``: in the area's middle rather than at its top."""
    sentences = SENTENCE_END.split(words.strip())
    if _fitted_lines(sentences[0] + " …", area, size, bold) is None:
        sentences = CLAUSE_END.split(words.strip())   # even the first sentence is too long
    for count in range(len(sentences), 0, -1):
        shown = " ".join(sentences[:count]) + ("" if count == len(sentences) else " …")
        fitted = _fitted_lines(shown, area, size, bold)
        if fitted is not None:
            lines, shrunk = fitted
            break
    else:   # not even a clause: its first words, as many as fit
        shrunk = smallest_size(size)
        room = max(1, (area.height - drawn_size(shrunk)) // line_pitch(shrunk) + 1)
        lines = wrap(sentences[0], shrunk, area.width, bold)
        if len(lines) > room:
            lines = lines[:room]
            last = lines[-1].split(" ")
            while len(last) > 1 and width_of(" ".join(last) + " …", shrunk, bold) > area.width:
                last.pop()
            lines[-1] = " ".join(last) + " …"
        count = 0
    top = area.y
    if middle:   # the lines in the area's middle, not at its top
        top += (area.height - (len(lines) - 1) * line_pitch(shrunk) - drawn_size(shrunk)) // 2
    for i, line in enumerate(lines):
        draw_text(surface, line, (area.x, top + i * line_pitch(shrunk)), shrunk, colour,
                  bold=bold)
    return count == len(sentences)


# Where a paragraph may be shortened: after a sentence's end, before the next one; or, if
# a sentence alone is too long, after a clause.
SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=\S)")
CLAUSE_END = re.compile(r"(?<=[.!?…,;:])\s+(?=\S)")


def _fitted_lines(words: str, area: pygame.Rect, size: int,
                  bold: bool) -> tuple[list[str], int] | None:
    """``words`` wrapped into ``area`` at ``size`` or shrunk (to ``smallest_size``); None if
    they do not fit even then."""
    for shrunk in range(size, smallest_size(size) - 1, -1):
        lines = wrap(words, shrunk, area.width, bold, tell=False)
        if ((len(lines) - 1) * line_pitch(shrunk) + drawn_size(shrunk) <= area.height
                and all(width_of(line, shrunk, bold) <= area.width for line in lines)):
            return lines, shrunk
    return None


PANEL_MARGIN = (8, 6)   # a panel's inner area inside its edge, across and down
TITLE_LINE = 22         # a panel's title line, above its inner area
TITLE_SIZE = 16         # a panel's title, in the display face


def title_width(title: str) -> int:
    """How wide a panel's title is drawn (``draw_panel``'s type: the display face)."""
    return width_of(title, TITLE_SIZE, bold=True, serif=True)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, title: str | Sequence[str] = "",
               title_right: str | Sequence[str] = "",
               fill: theme.Colour = theme.PANEL, title_room: int | None = None) -> pygame.Rect:
    """A parchment panel with a gold edge; returns the inner area below the title.

    ``title_right``: words at the title's right, or alternatives from the longest to the
    shortest: the first that fits beside the title is drawn (an empty last one: a hint that
    may be left out where there is no room for it). ``title``: the title, or alternatives
    likewise (the first that fits what the words on the right leave). ``title_room``: how
    wide the title may be (the caller draws something of its own beside it)."""
    titles = [title] if isinstance(title, str) else list(title)
    title = titles[0] if titles else ""
    shadow = rect.move(3, 3)
    paint.rect(surface, (40, 16, 12), shadow, border_radius=8)
    paint.rect(surface, fill, rect, border_radius=8)
    paint.rect(surface, theme.PANEL_EDGE, rect, width=2, border_radius=8)
    inner = rect.inflate(-2 * PANEL_MARGIN[0], -2 * PANEL_MARGIN[1])
    if title:
        right = 0
        notes = [title_right] if isinstance(title_right, str) else list(title_right)
        if notes and notes[0]:  # the title first: the words on the right have the rest of the line
            room = inner.width - width_of(title, TITLE_SIZE, bold=True, serif=True) - 10
            note = next((n for n in notes if fitting_size(n, SMALLEST, room) is not None), None)
            if note is None:   # no words short enough: the last, in at least half the line
                room = inner.width - min(width_of(title, TITLE_SIZE, bold=True, serif=True),
                                          inner.width // 2) - 10
                note = notes[-1]
            if note:
                right = draw_text(surface, note, (inner.right, inner.y + 2), SMALLEST,
                                  theme.INK_SOFT, anchor="topright", max_width=room).width + 10
        room = inner.width - right if title_room is None else min(title_room, inner.width)
        title = first_fitting(titles, TITLE_SIZE, room, bold=True, serif=True)
        draw_text(surface, title, (inner.x, inner.y - 1), TITLE_SIZE, theme.INK, bold=True,
                  serif=True, max_width=room)
        inner = pygame.Rect(inner.x, inner.y + TITLE_LINE, inner.width,
                            inner.height - TITLE_LINE)
    return inner


def panel_height(inner: int, *, titled: bool = True) -> int:
    """How tall a panel is whose inner area (``draw_panel``'s) is ``inner`` high."""
    return inner + 2 * PANEL_MARGIN[1] + (TITLE_LINE if titled else 0)


def draw_dialog(surface: pygame.Surface, panel: pygame.Rect, title: str,
                note_lines: Sequence[str], notes_top: int) -> None:
    """A dialog over the dimmed table: its panel, its title centred at the top, and the
    lines of its note centred ``notes_top`` below the panel's top."""
    draw_dim(surface)
    draw_panel(surface, panel)
    draw_text(surface, title, (panel.centerx, panel.y + 30), 22, theme.INK,
              anchor="center", bold=True, serif=True, max_width=panel.width - 40)
    for i, line in enumerate(note_lines):
        draw_text(surface, line, (panel.centerx, panel.y + notes_top + i * line_pitch(14)),
                  14, theme.INK_SOFT, anchor="midtop")


def draw_dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (under an overlay)."""
    veil = new_surface(surface.get_size())
    veil.fill((20, 8, 6, alpha))
    surface.blit(veil, (0, 0))


@dataclass
class Button:
    """A clickable label. ``action`` runs on click when the button is enabled."""

    rect: pygame.Rect
    label: str
    action: Callable[[], Any]
    enabled: bool = True
    primary: bool = False
    hint: str = ""  # said when a disabled button is clicked
    key: str = ""   # a stable name for tests and keyboard help

    def draw(self, surface: pygame.Surface, hovered: bool = False, size: int = 14) -> None:
        if self.primary and self.enabled:
            fill, edge, ink = theme.TEAL, theme.TEAL_DARK, (255, 255, 255)
            if hovered:
                fill = theme.mix(theme.TEAL, (255, 255, 255), 0.15)
        elif self.enabled:
            fill, edge, ink = theme.PAPER, theme.PANEL_EDGE, theme.INK
            if hovered:
                fill = theme.GOLD_LIGHT
        else:
            fill, edge, ink = theme.PANEL_SHADE, theme.INK_FAINT, theme.INK_FAINT
        paint.rect(surface, fill, self.rect, border_radius=6)
        paint.rect(surface, edge, self.rect, width=2, border_radius=6)
        draw_text(surface, self.label, self.rect.center, size, ink, anchor="center", bold=True,
                  max_width=self.rect.width - 8)


def label_width(label: str, least: int = 0, size: int = 14) -> int:
    """A button's width for ``label`` drawn whole (bold, at ``size``), ``least`` at least:
    in a small window the letters take more of the table's room."""
    return max(least, width_of(label, size, True) + 12)


def squeeze_row(buttons: Sequence[Button], row: pygame.Rect, gap: int) -> None:
    """Buttons laid left to right from ``row``'s start, ``gap`` apart, narrowed together
    where they would run past its end (their words are then shrunk to fit them)."""
    if not buttons:
        return
    room = row.width - gap * (len(buttons) - 1)
    total = sum(button.rect.width for button in buttons)
    factor = min(1.0, room / total)
    x = row.x
    for button in buttons:
        button.rect.width = int(button.rect.width * factor)
        button.rect.x = x
        x = button.rect.right + gap


def button_at(buttons: Iterable[Button], pos: Pos) -> Button | None:
    """The button under ``pos``, if any."""
    return next((b for b in buttons if b.rect.collidepoint(pos)), None)


def draw_buttons(surface: pygame.Surface, buttons: Iterable[Button], hover: Pos,
                 size: int = 14) -> None:
    """Draw ``buttons``, the enabled one under ``hover`` lit."""
    for button in buttons:
        button.draw(surface, button.enabled and button.rect.collidepoint(hover), size=size)


@dataclass
class Regions:
    """Hit areas in drawing order; the last one drawn is the first one hit."""

    items: list[tuple[pygame.Rect, str, Any]] = field(default_factory=list)

    def add(self, rect: pygame.Rect, tag: str, payload: Any = None) -> None:
        self.items.append((rect, tag, payload))

    def hit(self, pos: Pos, tags: tuple[str, ...] | None = None) -> tuple[str, Any] | None:
        for rect, tag, payload in reversed(self.items):
            if (tags is None or tag in tags) and rect.collidepoint(pos):
                return tag, payload
        return None

    def rect_of(self, tag: str, payload: Any = None) -> pygame.Rect | None:
        for rect, t, p in self.items:
            if t == tag and (payload is None or p == payload):
                return rect
        return None

    def all(self, tag: str) -> list[tuple[pygame.Rect, Any]]:
        return [(rect, payload) for rect, t, payload in self.items if t == tag]


class TextField:
    """A one-line text input: click to focus, type, Backspace to delete."""

    def __init__(self, rect: pygame.Rect, value: str = "", placeholder: str = "",
                 max_length: int = 14, allowed: Callable[[str], bool] | None = None) -> None:
        self.rect = rect
        self.value = value
        self.placeholder = placeholder
        self.max_length = max_length
        self.allowed = allowed or typed_character_ok
        self.focused = False
        self.all_selected = False  # Ctrl+A: the next key replaces (or deletes) everything

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the field used the event."""
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            if self.all_selected:
                self.value, self.all_selected = "", False
            for ch in event.text:
                if len(self.value) < self.max_length and self.allowed(ch):
                    self.value += ch
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.value = "" if self.all_selected else self.value[:-1]
            self.all_selected = False
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_a
                and getattr(event, "mod", 0) & pygame.KMOD_CTRL):
            self.all_selected = bool(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, size: int = 16) -> None:
        paint.rect(surface, theme.PAPER, self.rect, border_radius=5)
        edge = theme.TEAL if self.focused else theme.PANEL_EDGE
        paint.rect(surface, edge, self.rect, width=2, border_radius=5)
        inner = self.rect.inflate(-14, 0)
        if self.value:
            shown = fit_text(self.value, size, inner.width)
            if self.all_selected and self.focused:
                box = text(shown, size, theme.INK).get_rect(midleft=(inner.x, self.rect.centery))
                paint.rect(surface, theme.GOLD_LIGHT, box.inflate(4, 2), border_radius=3)
            where = draw_text(surface, shown, (inner.x, self.rect.centery), size, theme.INK,
                              anchor="midleft")
        else:
            where = draw_text(surface, self.placeholder, (inner.x, self.rect.centery), size,
                              theme.INK_FAINT, anchor="midleft", max_width=inner.width)
            where.width = 0
        if self.focused:
            x = where.right + 2
            paint.line(surface, theme.INK, (x, self.rect.y + 8), (x, self.rect.bottom - 8), 2)


def draw_tick(surface: pygame.Surface, box: pygame.Rect, on: bool) -> None:
    """A tick box, ticked or not, scaled to ``box``."""
    corner = max(3, box.width // 5)
    paint.rect(surface, theme.PAPER, box, border_radius=corner)
    paint.rect(surface, theme.TEAL if on else theme.INK_SOFT, box, 2, border_radius=corner)
    if on:
        inset = box.width // 5
        paint.lines(surface, theme.TEAL, False, [
            (box.x + inset, box.centery), (box.x + 2 * inset, box.bottom - inset - 1),
            (box.right - inset, box.y + inset)], max(2, box.width // 7))
