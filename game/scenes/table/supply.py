"""The shared supply's own pieces: the building market's four squares, each with its tile
(or empty), what the player to move could pay for it, and its currency's band."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from game.i18n import _
from game.rules import Currency, Game
from game.rules.types import currency_name
from game.sprites.cards import draw_currency_symbol
from game.sprites.tiles import tile_surface
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, fitting_size, small_line
from game.ui.widgets import Regions, draw_text

MARKET_TILE = 64    # a market square's tile, at the most
BAND = 19           # a square's currency band
BAND_PAD = 4        # a currency band's name and sign keep this far from its ends and each other
SQUARE_PAD = 4      # a square's tile keeps this far from its top and sides


def market_height() -> int:
    """How tall the market's squares are: the tile, a line of notes, the currency band."""
    return SQUARE_PAD + MARKET_TILE + 2 + small_line() + BAND + 5


class MarketNote(NamedTuple):
    """Words under a market square (can the player pay it, and how), and shorter forms for
    a square too narrow for them (in a small window): words still, then signs alone."""
    words: str
    colour: theme.Colour
    shorter: tuple[str, ...] = ()

    def fitting(self, width: int) -> tuple[str, bool]:
        """The first form that fits ``width`` at the smallest type, and whether it is bold:
        the words, then the shorter words in bold or, narrower, in plain type; else the
        last form (the signs)."""
        forms = [(self.words, True)] + [(words, bold) for words in self.shorter[:-1]
                                        for bold in (True, False)]
        return next(((words, bold) for words, bold in forms
                     if fitting_size(words, SMALLEST, width, bold) is not None),
                    (self.shorter[-1], True) if self.shorter else (self.words, True))


def paint_market(surface: pygame.Surface, area: pygame.Rect, game: Game, selected: int | None,
                 notes: dict[int, MarketNote], regions: Regions) -> None:
    """The four squares side by side across ``area``; each is a hit area ("square")."""
    width = area.width // 4
    tile_size = max(24, min(MARKET_TILE, width - 2 * SQUARE_PAD - 4,
                            area.height - BAND - small_line() - 2 * SQUARE_PAD - 3))
    for square in range(4):
        box = pygame.Rect(area.x + square * width + 2, area.y, width - 4, area.height)
        currency = game.currency_of(square)
        paint.rect(surface, theme.PAPER, box, border_radius=6)
        spot = pygame.Rect(0, 0, tile_size, tile_size)
        spot.midtop = (box.centerx, box.y + SQUARE_PAD)
        tile = game.market[square]
        if tile is not None:
            surface.blit(tile_surface(tile, tile_size), spot)
        else:
            paint.rect(surface, theme.INK_FAINT, spot.inflate(-6, -6), 1, border_radius=4)
            # Translators: an empty market square
            draw_text(surface, _("empty"), spot.center, 12, theme.INK_FAINT, anchor="center")
        note = notes.get(square)
        if note:
            words, bold = note.fitting(box.width + 2)
            draw_text(surface, words, (box.centerx, spot.bottom + 2), SMALLEST, note.colour,
                      anchor="midtop", bold=bold, max_width=box.width + 2)
        band = pygame.Rect(box.x + 3, box.bottom - BAND - 3, box.width - 6, BAND)
        paint.rect(surface, theme.CURRENCY_COLOURS[currency], band, border_radius=4)
        _paint_currency_band(surface, band, currency)
        edge = theme.GOLD if selected == square else theme.PANEL_EDGE
        paint.rect(surface, edge, box, 4 if selected == square else 1, border_radius=6)
        regions.add(box, "square", square)
        regions.add(spot, "square_tile", square)


def _paint_currency_band(surface: pygame.Surface, band: pygame.Rect, currency: Currency) -> None:
    """A market square's currency: its sign and its name, apart and inside the band; where
    they do not fit together (a small window), the name alone, else the sign alone."""
    ink = theme.CURRENCY_INK[currency]
    name = currency_name(currency)
    sign = 5   # the sign's half width
    beside = band.width - 2 * sign - 3 * BAND_PAD   # the name's room beside the sign
    if fitting_size(name, 12, beside, bold=True) is not None:
        draw_currency_symbol(surface, currency, (band.x + BAND_PAD + sign, band.centery), sign,
                             ink)
        left = band.x + 2 * BAND_PAD + 2 * sign
        draw_text(surface, name, ((left + band.right - BAND_PAD) // 2, band.centery), 12, ink,
                  anchor="center", bold=True, max_width=beside)
    elif fitting_size(name, 12, band.width - 2 * BAND_PAD, bold=True) is not None:
        draw_text(surface, name, band.center, 12, ink, anchor="center", bold=True,
                  max_width=band.width - 2 * BAND_PAD)
    else:
        draw_currency_symbol(surface, currency, band.center, sign, ink)

