"""The error screen: shown when something failed that nothing else handled.

It says what happened in one line, where the log file with the details is (for a bug
report), and whether the game was saved; it offers to resume from the last autosave, to
start a new game, or to quit. It draws with as little as possible, so that it still works
when the table's own drawing is what failed.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.scenes.base import Scene
from game.ui import theme
from game.ui.background import table_cloth
from game.ui.fonts import wrap
from game.ui.layout import LOGICAL_SIZE, rect
from game.ui.widgets import Button, button_at, draw_buttons, draw_panel, draw_text

if TYPE_CHECKING:
    from game.app import App

MAX_ERROR_WORDS = 160


def error_words(error: BaseException) -> str:
    """The error in one short line: its type and message."""
    message = " ".join(str(error).split())
    words = f"{type(error).__name__}: {message}" if message else type(error).__name__
    return words if len(words) <= MAX_ERROR_WORDS else words[:MAX_ERROR_WORDS - 1] + "…"


class ErrorScene(Scene):
    def __init__(self, app: App, error: BaseException, log_file: Path, rescued: bool) -> None:
        from game.saves import latest_autosave

        self.app = app
        self.error = error_words(error)
        self.log_file = log_file
        self.rescued = rescued
        self.can_resume = latest_autosave() is not None
        self.problem = ""
        self.hover = (-1, -1)

    def saved_words(self) -> str:
        if self.rescued:
            return "Your game was saved just now: resume it and play on."
        if self.can_resume:
            return "Your game is safe up to its last completed turn: resume it and play on."
        return "No game was in progress, so nothing was lost."

    # ----------------------------------------------------------------- buttons
    def buttons(self) -> list[Button]:
        panel = rect("error_panel")
        y = panel.bottom - 70
        result = []
        if self.can_resume:
            result.append(Button(pygame.Rect(panel.x + 30, y, 260, 46), "Resume the game",
                                 self.resume, primary=True, key="resume"))
        result.append(Button(pygame.Rect(panel.right - 380, y, 170, 46), "New game",
                             self.app.open_setup, key="new_game"))
        result.append(Button(pygame.Rect(panel.right - 200, y, 170, 46), "Quit", self.app.quit,
                             key="quit"))
        return result

    def button(self, key: str) -> Button | None:
        return next((b for b in self.buttons() if b.key == key), None)

    def resume(self) -> None:
        problem = self.app.continue_game()
        if problem:
            self.problem = f"The game could not be resumed: {problem}"
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
        surface.blit(table_cloth(LOGICAL_SIZE), (0, 0))
        panel = rect("error_panel")
        inner = draw_panel(surface, panel)
        x, width = inner.x + 22, inner.width - 44
        draw_text(surface, "Something went wrong", (x, inner.y + 14), 30, theme.INK, bold=True,
                  serif=True)
        draw_text(surface, "The game met an error it did not expect:", (x, inner.y + 66), 15,
                  theme.INK_SOFT)
        draw_text(surface, self.error, (x, inner.y + 90), 15, theme.BAD, bold=True,
                  max_width=width)
        draw_text(surface, self.saved_words(), (x, inner.y + 134), 17, theme.GOOD, bold=True,
                  max_width=width)
        draw_text(surface, "The details are in the log file; please send it with a bug report:",
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
