"""The money display's own pieces: the face-up money cards, the chosen ones raised and
framed."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.i18n import _
from game.rules import Game
from game.sprites.cards import card_surface
from game.ui import paint, theme
from game.ui.widgets import Regions, draw_text

DISPLAY_CARD = (46, 64)   # a card of the display
CARD_GAP = 8
SLOTS = 4                 # the display's places (RULES 1.2)


def display_size() -> tuple[int, int]:
    """How much room the display's cards take."""
    return SLOTS * (DISPLAY_CARD[0] + CARD_GAP) - CARD_GAP, DISPLAY_CARD[1] + 6


def paint_display(surface: pygame.Surface, area: pygame.Rect, game: Game,
                  chosen: Iterable[int], regions: Regions) -> None:
    """The display's cards side by side in ``area``, each a hit area ("display_card")."""
    chosen = set(chosen)
    pitch = max(DISPLAY_CARD[0] + CARD_GAP, area.width // max(SLOTS, len(game.display)))
    for i, card in enumerate(game.display):
        spot = pygame.Rect(area.x + pitch * i + (pitch - DISPLAY_CARD[0] - CARD_GAP) // 2,
                           area.y + (0 if card.id in chosen else 4), *DISPLAY_CARD)
        surface.blit(card_surface(card, DISPLAY_CARD), spot)
        if card.id in chosen:
            paint.rect(surface, theme.TEAL, spot.inflate(6, 6), 3, border_radius=7)
        regions.add(spot, "display_card", card.id)
    if not game.display:
        draw_text(surface, _("no cards left"), area.center, 13, theme.INK_FAINT,
                  anchor="center")
