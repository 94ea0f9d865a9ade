"""The error screen: shown when something failed that nothing else handled.

It says what happened in one line, where the log file with the details is (for a bug
report), and whether the game was saved; it offers to resume from the last autosave, to
start a new game, or to quit. It draws with as little as possible, so that it still works
when the table's own drawing is what failed, and it cannot fail itself: looking for a game to
resume, or drawing the screen, falls back to a plainer way when it goes wrong.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.base import Scene
from game.text import printable
from game.ui import paint, theme
from game.ui.background import table_cloth
from game.ui.fonts import wrap
from game.ui.layout import canvas_size, rect
from game.ui.widgets import Button, button_at, draw_buttons, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.host import Host

MAX_ERROR_WORDS = 160
PLAIN_BACKGROUND = (60, 24, 18)

log = logging.getLogger(__name__)


def error_words(error: BaseException) -> str:
    """The error in one short line: its type and message."""
    try:
        message = printable(" ".join(str(error).split()))
    except Exception:  # an error whose str() fails still gets its type shown
        message = ""
    words = f"{type(error).__name__}: {message}" if message else type(error).__name__
    return words if len(words) <= MAX_ERROR_WORDS else words[:MAX_ERROR_WORDS - 1] + "…"


class ErrorScene(Scene):
    def __init__(self, app: Host, error: BaseException, log_file: Path, rescued: bool) -> None:
        self.app = app
        self.error = error_words(error)
        self.log_file = log_file
        self.rescued = rescued
        self.can_resume = _something_to_resume()
        self.problem = ""
        self.hover = (-1, -1)

    def saved_words(self) -> str:
        if self.rescued:
            return _("Your game was saved just now: resume it and play on.")
        if self.can_resume:
            return _("Your game is safe up to its last completed turn: resume it and play on.")
        return _("No game was in progress, so nothing was lost.")

    # ----------------------------------------------------------------- buttons
    def buttons(self) -> list[Button]:
        panel = rect("error_panel")
        y = panel.bottom - 70
        result = []
        if self.can_resume:
            result.append(Button(pygame.Rect(panel.x + 30, y, 260, 46), _("Resume the game"),
                                 self.resume, primary=True, key="resume"))
        result.append(Button(pygame.Rect(panel.right - 380, y, 170, 46), _("New game"),
                             self.app.open_setup, key="new_game"))
        result.append(Button(pygame.Rect(panel.right - 200, y, 170, 46), _("Quit"),
                             self.app.quit, key="quit"))
        return result

    def button(self, key: str) -> Button | None:
        return next((b for b in self.buttons() if b.key == key), None)

    def resume(self) -> None:
        try:
            problem = self.app.continue_game()
        except Exception as error:  # the game opened, then failed at once: say so here
            log.exception("resuming from the error screen failed")
            self.app.stop_match()
            self.app.stack.reset(self)
            problem = error_words(error)
        if problem:
            self.problem = _("The game could not be resumed: {problem}").format(problem=problem)
            self.can_resume = False

    # ----------------------------------------------------------------- events
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons(), event.pos)
            if button is not None:
                button.action()
                return
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.can_resume:
                self.resume()

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        try:
            self._draw(surface)
        except Exception:
            log.exception("the error screen fell back to its plain drawing")
            self._draw_plain(surface)

    def _draw_plain(self, surface: pygame.Surface) -> None:
        """The screen with nothing but rectangles and the built-in font: its buttons stay
        where they always are, so the player can still resume, start anew or quit."""
        surface.fill(PLAIN_BACKGROUND)
        try:
            words = pygame.font.Font(None, 28)
        except Exception:
            words = None
        if words is not None:
            lines = (_("Something went wrong."),
                     _("The details are in {path}").format(path=printable(str(self.log_file))))
            for i, line in enumerate(lines):
                shown = words.render(line[:120], True, theme.PAPER)
                surface.blit(shown, shown.get_rect(midtop=(surface.get_width() // 2,
                                                           160 + i * 40)))
        for button in self.buttons():
            paint.rect(surface, theme.PAPER, button.rect, border_radius=6)
            if words is not None:
                label = words.render(printable(button.label), True, theme.INK)
                surface.blit(label, label.get_rect(center=button.rect.center))

    def _draw(self, surface: pygame.Surface) -> None:
        surface.blit(table_cloth(canvas_size()), (0, 0))
        panel = rect("error_panel")
        inner = draw_panel(surface, panel)
        x, width = inner.x + 22, inner.width - 44
        draw_text(surface, _("Something went wrong"), (x, inner.y + 14), 30, theme.INK,
                  bold=True, serif=True)
        draw_text(surface, _("The game met an error it did not expect:"), (x, inner.y + 66), 15,
                  theme.INK_SOFT)
        draw_text(surface, self.error, (x, inner.y + 90), 15, theme.BAD, bold=True,
                  max_width=width)
        draw_text(surface, self.saved_words(), (x, inner.y + 134), 17, theme.GOOD, bold=True,
                  max_width=width)
        draw_text(surface,
                  _("The details are in the log file; please send it with a bug report:"),
                  (x, inner.y + 182), 15, theme.INK_SOFT, max_width=width)
        y = inner.y + 206
        for line in _path_lines(str(self.log_file), width)[:3]:
            draw_text(surface, line, (x, y), 14, theme.INK, bold=True)
            y += 20
        if self.problem:
            for i, line in enumerate(wrap(self.problem, 14, width)[:2]):
                draw_text(surface, line, (x, panel.bottom - 120 + i * 18), 14, theme.BAD,
                          bold=True)
        draw_buttons(surface, self.buttons(), self.hover, size=17)


def _path_lines(path: str, width: int) -> list[str]:
    """A long path broken at its separators so that each line fits."""
    lines = wrap(path.replace("/", "/ ").replace("\\", "\\ "), 14, width, bold=True)
    return [line.replace("/ ", "/").replace("\\ ", "\\") for line in lines]


def _something_to_resume() -> bool:
    from game.saves import latest_autosave

    try:
        return latest_autosave() is not None
    except Exception:  # the saves' folder itself may be what fails
        log.exception("could not look for a game to resume")
        return False
