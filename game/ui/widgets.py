"""Small drawing helpers and widgets shared by the scenes: panels, text, buttons, hit areas
and a one-line text field."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.text import typed_character_ok
from game.ui import paint, theme
from game.ui.canvas import new_surface
from game.ui.fonts import (
    fit, fit_text, overflowed, smallest_size, text, width_of, wrap,
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
                   colour: theme.Colour = theme.INK_SOFT, bold: bool = False) -> None:
    """``words`` wrapped into ``area``, shrunk (as ``fonts.fit`` shrinks a line) until all
    their lines fit it; lines that do not fit even then are left out, and told to
    ``fonts.overflows`` as a word too wide for the lines is."""
    for shrunk in range(size, smallest_size(size) - 1, -1):
        pitch = round(shrunk * 1.25)
        lines = wrap(words, shrunk, area.width, bold, tell=False)
        if ((len(lines) - 1) * pitch + shrunk <= area.height
                and all(width_of(line, shrunk, bold) <= area.width for line in lines)):
            break
    else:
        overflowed(words, size, area.width)
        lines = lines[:max(1, (area.height - shrunk) // pitch + 1)]
    for i, line in enumerate(lines):
        draw_text(surface, line, (area.x, area.y + i * pitch), shrunk, colour, bold=bold)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, title: str = "",
               title_right: str = "", fill: theme.Colour = theme.PANEL) -> pygame.Rect:
    """A parchment panel with a gold edge; returns the inner area below the title."""
    shadow = rect.move(3, 3)
    paint.rect(surface, (40, 16, 12), shadow, border_radius=8)
    paint.rect(surface, fill, rect, border_radius=8)
    paint.rect(surface, theme.PANEL_EDGE, rect, width=2, border_radius=8)
    inner = rect.inflate(-16, -12)
    if title:
        right = 0
        if title_right:  # the title first: the words on the right have the rest of the line
            room = inner.width - min(width_of(title, 14, True), inner.width // 2) - 10
            right = draw_text(surface, title_right, (inner.right, inner.y + 2), 12, theme.INK_SOFT,
                              anchor="topright", max_width=room).width + 10
        draw_text(surface, title, (inner.x, inner.y), 14, theme.INK, bold=True,
                  max_width=inner.width - right)
        inner = pygame.Rect(inner.x, inner.y + 22, inner.width, inner.height - 22)
    return inner


def title_note(area: pygame.Rect, title: str, notes: list[str]) -> str:
    """The first of ``notes`` that fits beside the whole title of a panel drawn in ``area``
    (by ``draw_panel``), else none: a panel's title is never cut for its note."""
    room = area.width - 16 - width_of(title, 14, True) - 10
    return next((note for note in notes if note and width_of(note, 12) <= room), "")


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
