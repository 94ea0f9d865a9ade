"""A lesson's guide at the table: its words where the turn's advice and the log are, the
step's place in the lesson, Continue (for words alone) and Leave, and a pointer at the thing
to do.

The overlay is drawn over whatever scene shows the game (the table, its scoring), which
says where the pointer's target lies (``Scene.pointer_rect``) and where the guide may speak
(``Scene.guide_area``). It reads the match's guide; it never changes the game.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, language
from game.lessons import BUTTON_TARGET
from game.scenes.base import Scene
from game.ui import paint, theme
from game.ui.fonts import drawn_size, line_pitch, wrap
from game.ui.layout import canvas_size
from game.ui.widgets import (
    PANEL_MARGIN, TITLE_LINE, Button, button_at, draw_buttons, draw_panel, draw_paragraph,
    label_width,
)

if TYPE_CHECKING:
    from game.lessons import Guide
    from game.scenes.match import Match

WORDS_SIZE = 15
BUTTON_HEIGHT = 32
PULSE_SECONDS = 1.2   # the pointer's ring grows and shrinks once in this time
ARROWED_MOST = 240    # px: a target wider than this gets its ring alone, no arrow


def try_label() -> str:
    """The words of a button opening a module's try-it scene."""
    # Translators: a button: a short guided game with a module (or Alcazaba)
    return _("Try it ▸")


def needed_height(words: str, width: int) -> int:
    """How tall the guide's box is for ``words`` in a box ``width`` wide: its title, the
    words whole, and its row of buttons."""
    lines = len(wrap(words, WORDS_SIZE, width - 2 * PANEL_MARGIN[0], tell=False))
    return (2 * PANEL_MARGIN[1] + TITLE_LINE + (lines - 1) * line_pitch(WORDS_SIZE)
            + drawn_size(WORDS_SIZE) + line_pitch(WORDS_SIZE) // 2 + BUTTON_HEIGHT + 6)


def default_area() -> pygame.Rect:
    """Where the guide speaks on a scene that names no place for it: bottom left."""
    width, height = canvas_size()
    return pygame.Rect(12, height - 262, min(440, width // 3), 250)


class GuideOverlay:
    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.area: pygame.Rect | None = None
        self.age = 0.0
        self.hover = (-1, -1)
        self.whole = True   # whether the last words drawn were drawn whole

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event, match: Match | None) -> bool:
        """Whether the event was the guide's (a click on its box, Enter to read on)."""
        guide = _shown(match)
        if guide is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pressed = button_at(self.buttons, event.pos)
            if pressed is not None:
                pressed.action()
                return True
            return self.area is not None and self.area.collidepoint(event.pos)
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and guide.step.reads_on):
            match.read_on()
            return True
        return False

    def update(self, dt: float) -> None:
        self.age = (self.age + dt) % PULSE_SECONDS

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, scene: Scene | None, match: Match | None) -> None:
        guide = _shown(match)
        if guide is None or scene is None:
            self.buttons, self.area = [], None
            return
        target = guide.pointer()
        if target is not None:
            where = scene.pointer_rect(target)
            if where is not None:
                # a button stands out by itself: its ring is enough, an arrow would cover
                # the words above it; so is a large target (a table of scores)
                arrowed = target.tag != BUTTON_TARGET and where.width <= ARROWED_MOST
                self._draw_pointer(surface, where, arrowed)
        self.area = scene.guide_area() or default_area()
        shown, total = guide.progress()
        # Translators: the guide's place in a lesson, e.g. "step 3 of 16"
        place = _("step {shown} of {total}").format(shown=shown, total=total)
        title = guide.lesson.title.get(language(), guide.lesson.title["en"])
        inner = draw_panel(surface, self.area, title, place, fill=theme.PAPER)
        paint.rect(surface, theme.GOLD, self.area, width=3, border_radius=8)
        self.buttons = self._buttons(inner, guide, match)
        words = pygame.Rect(inner.x, inner.y, inner.width,
                            inner.height - BUTTON_HEIGHT - line_pitch(WORDS_SIZE) // 2)
        self.whole = draw_paragraph(surface, guide.words(), words, WORDS_SIZE, theme.INK)
        draw_buttons(surface, self.buttons, self.hover)

    def _buttons(self, inner: pygame.Rect, guide: Guide, match: Match) -> list[Button]:
        top = inner.bottom - BUTTON_HEIGHT
        # Translators: a button that stops the lesson's guide; the game goes on
        leave = _("Leave the guide")
        buttons = [Button(pygame.Rect(inner.x, top, label_width(leave, 120), BUTTON_HEIGHT),
                          leave, match.leave_guide, key="leave_guide")]
        if guide.step.reads_on:
            # Translators: a button: the player has read the guide's words and goes on
            label = _("Continue ▸")
            width = label_width(label, 120)
            buttons.append(Button(pygame.Rect(inner.right - width, top, width, BUTTON_HEIGHT),
                                  label, match.read_on, primary=True, key="read_on"))
        return buttons

    def _draw_pointer(self, surface: pygame.Surface, where: pygame.Rect,
                      arrowed: bool) -> None:
        """A gold ring that breathes around the target, and maybe an arrow down onto it."""
        pulse = (1 - math.cos(2 * math.pi * self.age / PULSE_SECONDS)) / 2
        ring = where.inflate(8 + round(6 * pulse), 8 + round(6 * pulse))
        paint.rect(surface, theme.GOLD_LIGHT, ring, width=4, border_radius=10)
        paint.rect(surface, theme.INK, ring.inflate(4, 4), width=1, border_radius=12)
        if not arrowed:
            return
        tip_y = ring.top - 8 - round(8 * pulse)
        arrow = [(ring.centerx, tip_y), (ring.centerx - 11, tip_y - 16),
                 (ring.centerx + 11, tip_y - 16)]
        paint.polygon(surface, theme.GOLD_LIGHT, arrow)
        paint.lines(surface, theme.INK, True, arrow, width=2)


def _shown(match: Match | None) -> Guide | None:
    """The match's guide, if it has something to say now."""
    guide = match.guide if match is not None else None
    if guide is None or not guide.active or not guide.words():
        return None
    return guide
