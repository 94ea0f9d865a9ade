"""The pass-device curtain (hot-seat privacy): between two different human seats, the whole
screen asks to pass the computer on; the next player's money stays hidden until they click."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules import PLACE_NOW, STAGES, WINDOW
from game.scenes.base import Scene
from game.scenes.modules import parts_for
from game.ui import paint, theme
from game.ui.background import table_cloth
from game.ui.layout import canvas_size, rect
from game.ui.widgets import Button, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.match import Match


class CurtainScene(Scene):
    opaque = True

    def __init__(self, match: Match, seat: int) -> None:
        self.match = match
        self.seat = seat
        self.button = Button(self._button_rect(), self.button_label(), self.reveal,
                             primary=True, key="reveal")
        self.hover = (-1, -1)

    @staticmethod
    def _button_rect() -> pygame.Rect:
        panel = rect("curtain_panel")
        return pygame.Rect(panel.centerx - 150, panel.bottom - 70, 300, 44)

    def resized(self) -> None:
        self.button.rect = self._button_rect()

    @property
    def name(self) -> str:
        return self.match.seats[self.seat].name

    def button_label(self) -> str:
        if self.reason():
            return _("I am {name}: show my choice").format(name=self.name)
        return _("I am {name}: show my turn").format(name=self.name)

    def reason(self) -> str:
        """Why this player is asked now, when it is not simply their turn."""
        game = self.match.game
        for part in parts_for(game):
            words = part.curtain_reason(game, self.seat)
            if words:
                return words
        if game.phase == WINDOW:
            return _("You may act between turns.")
        if game.phase == PLACE_NOW:
            return _("You received a tile to place now.")
        if game.phase not in STAGES:
            return _("You have a decision to make.")
        return ""

    def reveal(self) -> None:
        self.match.hand_over(self.seat)
        self.match.app.stack.remove(self)
        self.match.route()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                            pygame.K_SPACE):
            self.reveal()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.match.app.open_menu()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(table_cloth(canvas_size()), (0, 0))
        panel = rect("curtain_panel")
        draw_panel(surface, panel)
        colour = self.match.seat_colours[self.seat]
        # Translators: above the name of the player who is to take the computer next
        draw_text(surface, _("Pass the computer to"), (panel.centerx, panel.y + 40), 20,
                  theme.INK_SOFT, anchor="center")
        paint.circle(surface, colour, (panel.centerx, panel.y + 100), 22)
        paint.circle(surface, theme.INK, (panel.centerx, panel.y + 100), 22, 2)
        draw_text(surface, self.name, (panel.centerx, panel.y + 150), 40, theme.INK,
                  anchor="center", bold=True, serif=True, max_width=panel.width - 40)
        why = self.reason()
        if why:
            draw_text(surface, why, (panel.centerx, panel.y + 188), 16, theme.TEAL, anchor="center",
                      bold=True, max_width=panel.width - 40)
        hidden = _("{name}'s money stays hidden until {name} clicks.").format(name=self.name)
        draw_text(surface, hidden, (panel.centerx, panel.y + 214), 15, theme.INK_SOFT,
                  anchor="center", max_width=panel.width - 40)
        self.button.label = self.button_label()   # the language may change in the menu
        self.button.draw(surface, self.button.rect.collidepoint(self.hover), size=16)
