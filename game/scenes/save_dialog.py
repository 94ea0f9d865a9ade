"""The save dialog (Ctrl+S): name the game, save it, and ask before replacing a save of the
same name. The name starts as the players and the turn; the first key typed replaces it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.saves import SaveError, SaveInfo, read_info, save_named, save_path
from game.scenes.base import Scene
from game.scenes.load_list import day_words
from game.ui import theme
from game.ui.fonts import SMALLEST, fit_path
from game.ui.layout import rect
from game.ui.widgets import (
    Button, TextField, button_at, draw_buttons, draw_dim, draw_panel, draw_text,
)

if TYPE_CHECKING:
    from game.scenes.host import Host
    from game.scenes.match import Match

NAME_LENGTH = 40


def default_name(match: Match) -> str:
    """The players and where the game stands, in the header's words, e.g. "Amira, Basim,
    Carmen - turn 29"."""
    game = match.game
    if game.is_over:
        words = _("{players} - finished")
    else:
        words = _("{players} - turn {turn}")
    # the players' names shortened as far as needed, never where the game stands
    room = NAME_LENGTH - len(words.format(players="", turn=game.turn))
    return words.format(players=_names_within(match.names, room), turn=game.turn)


def _names_within(names: list[str], room: int) -> str:
    """The players' names, comma-separated, in at most ``room`` characters: each cut to
    the same length (at least its first letter) as far as needed."""
    for length in range(max(map(len, names), default=0), 0, -1):
        joined = ", ".join(name[:length] for name in names)
        if len(joined) <= room:
            return joined
    return ", ".join(name[:1] for name in names)[:max(0, room)]


class SaveDialogScene(Scene):
    opaque = False
    dialog = True

    def __init__(self, app: Host, match: Match) -> None:
        self.app = app
        self.match = match
        self.field = TextField(self._field_rect(),
                               default_name(match), _("a name for this game"), NAME_LENGTH)
        self.field.focused = True
        self.untouched = True  # the proposed name is replaced by the first key typed
        self.replacing: str | None = None  # set while asking whether to replace that save
        self.replacing_info: SaveInfo | None = None
        self.problem = ""
        self.hover = (-1, -1)

    @staticmethod
    def _field_rect() -> pygame.Rect:
        panel = rect("save_dialog")
        return pygame.Rect(panel.x + 30, panel.y + 92, panel.width - 60, 44)

    def resized(self) -> None:
        self.field.rect = self._field_rect()

    # ----------------------------------------------------------------- actions
    def close(self) -> None:
        self.app.stack.remove(self)

    def save(self) -> None:
        name = " ".join(self.field.value.split())
        if not name:
            self.problem = _("Give the game a name.")
            return
        path = save_path(name)
        if path.exists() and self.replacing != name:
            self.replacing = name
            self.replacing_info = read_info(path)  # read once, not at every frame
            self.problem = ""
            return
        self.write(name)

    def write(self, name: str) -> None:
        try:
            save_named(self.match.session, name)
        except SaveError as error:
            self.replacing = None
            self.problem = _("Not saved: {problem}.").format(problem=error)
            return
        self.close()
        self.match.say(_("Saved as “{name}”. Ctrl+O opens it again.").format(name=name),
                       good=True)

    def back(self) -> None:
        """From the replace question back to the name."""
        self.replacing = None

    # ----------------------------------------------------------------- widgets
    def buttons(self) -> list[Button]:
        panel = rect("save_dialog")
        y = panel.bottom - 64
        if self.replacing is not None:
            return [Button(pygame.Rect(panel.right - 330, y, 150, 44), _("Replace it"),
                           lambda: self.write(self.replacing or ""), primary=True,
                           key="replace"),
                    Button(pygame.Rect(panel.right - 170, y, 140, 44), _("Back"), self.back,
                           key="back")]
        # Translators: a button that saves the game under the name typed
        return [Button(pygame.Rect(panel.right - 330, y, 150, 44), _("Save"), self.save,
                       primary=True, key="save"),
                Button(pygame.Rect(panel.right - 170, y, 140, 44), _("Cancel"), self.close,
                       key="cancel")]

    def button(self, key: str) -> Button | None:
        return next((b for b in self.buttons() if b.key == key), None)

    # ----------------------------------------------------------------- events
    def enter(self) -> None:
        pygame.key.start_text_input()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons(), event.pos)
            if button is not None:
                button.action()
                return
            if self.field.rect.collidepoint(event.pos):
                self.field.focused = True
                self.untouched = False  # the player wants to edit the proposal, not replace it
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.replacing is not None:
                self.write(self.replacing)
            else:
                self.save()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.replacing is not None:
                self.back()
            else:
                self.close()
        elif self.replacing is None and event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            if self.untouched and (event.type == pygame.TEXTINPUT
                                   or event.key == pygame.K_BACKSPACE):
                self.field.value = ""
            if self.field.handle(event):
                self.untouched = False
                self.problem = ""

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface)
        panel = rect("save_dialog")
        inner = draw_panel(surface, panel)
        draw_text(surface, _("Save the game"), (inner.x + 14, inner.y + 10), 26, theme.INK,
                  bold=True, serif=True)
        if self.replacing is not None:
            self._draw_question(surface, inner)
        else:
            draw_text(surface,
                      _("Name (type to replace the proposal; Enter saves, Esc cancels)"),
                      (inner.x + 14, inner.y + 54), 13, theme.INK_SOFT)
            self.field.draw(surface, 18)
            where = save_path(self.field.value or "save")
            draw_text(surface, fit_path(_("File: {path}"), where, SMALLEST, inner.width - 28),
                      (inner.x + 14, self.field.rect.bottom + 8), SMALLEST, theme.INK_SOFT,
                      max_width=inner.width - 28)
        if self.problem:
            draw_text(surface, self.problem, (inner.x + 14, panel.bottom - 86), 14, theme.BAD,
                      bold=True, max_width=inner.width - 28)
        draw_buttons(surface, self.buttons(), self.hover, size=16)

    def _draw_question(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        name = self.replacing or ""
        info = self.replacing_info or read_info(save_path(name))
        players = ", ".join(info.players)
        when = info.when
        if info.problem:
            about = _("It cannot be opened any more ({problem}).").format(problem=info.problem)
        elif when:
            # Translators: {date} is a day, e.g. "05 Mar 2024", and {time} e.g. "14:30"
            about = _("It holds {players}, round {round}, saved {date} {time}.").format(
                players=players, round=info.round, date=day_words(when), time=f"{when:%H:%M}")
        else:
            about = _("It holds {players}, round {round}.").format(players=players,
                                                                   round=info.round)
        exists = _("A save named “{name}” already exists.").format(name=info.name or name)
        draw_text(surface, exists, (inner.x + 14, inner.y + 60), 17, theme.INK, bold=True,
                  max_width=inner.width - 28)
        draw_text(surface, about, (inner.x + 14, inner.y + 88), 14, theme.INK_SOFT,
                  max_width=inner.width - 28)
        draw_text(surface, _("Replace it with the game on the table?"),
                  (inner.x + 14, inner.y + 116), 15, theme.WARN, bold=True)
