"""Money cards in their currencies, each with its value and symbol (a shape as well as a
colour), card backs, and a plain face for other cards. An expansion module's part at the
table registers the faces of its own cards (``register_card_face``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import language
from game.rules import Card, Currency, MoneyCard, currency_name
from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom
from game.ui.background import star_points
from game.ui.fonts import SMALLEST, fit, fitting_size, text

CardFace = Callable[[Card, tuple[int, int]], pygame.Surface]
CARD_FACES: dict[type, CardFace] = {}


def register_card_face(card_type: type, face: CardFace) -> None:
    """How cards of ``card_type`` (a module's) are drawn."""
    CARD_FACES[card_type] = face


def card_surface(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """The face of ``card`` at ``size`` (shared: never draw on it). A module's own face
    comes first (a coin is money, drawn as a coin)."""
    face = CARD_FACES.get(type(card))
    if face is not None:
        return face(card, size)
    if isinstance(card, MoneyCard):
        return money_card(card.currency, card.value, size)
    return plain_card(card.label(), size)


def draw_currency_symbol(surface: pygame.Surface, currency: Currency, centre: tuple[float, float],
                         r: float, colour: tuple) -> None:
    cx, cy = centre
    shape = theme.CURRENCY_SHAPES[currency]
    if shape == "circle":
        paint.circle(surface, colour, (cx, cy), max(2, round(r)))
    elif shape == "triangle":
        paint.polygon(surface, colour, [(cx, cy - r), (cx + r, cy + r * 0.8),
                                              (cx - r, cy + r * 0.8)])
    elif shape == "square":
        side = r * 1.6
        paint.rect(surface, colour, (cx - side / 2, cy - side / 2, side, side))
    elif shape == "gem":  # a cut stone: a flat crown over a pointed base
        paint.polygon(surface, colour, [(cx - r * 0.55, cy - r * 0.75),
                                              (cx + r * 0.55, cy - r * 0.75),
                                              (cx + r * 1.1, cy - r * 0.15), (cx, cy + r * 1.1),
                                              (cx - r * 1.1, cy - r * 0.15)])
    else:
        paint.polygon(surface, colour, [(cx, cy - r * 1.15), (cx + r, cy),
                                              (cx, cy + r * 1.15),
                                              (cx - r, cy)])


def _ink(currency: Currency) -> tuple[int, int, int]:
    """Dark text in the currency's hue, for the value on the white panel."""
    return theme.mix(theme.CURRENCY_COLOURS[currency], (0, 0, 0), 0.55)


def money_card_ground(currency: Currency, size: tuple[int, int],
                      pad: int) -> tuple[pygame.Surface, pygame.Rect, int]:
    """A money card's ground in its currency's colour, with its edge: the surface, where
    its paper panel goes ``pad`` inside the edge (drawn by the caller), and the height of
    the band for the currency's name under it (0 on small cards)."""
    w, h = size
    surface = new_surface(size)
    colour = theme.CURRENCY_COLOURS[currency]
    radius = max(3, w // 8)
    outer = pygame.Rect(0, 0, w, h)
    paint.rect(surface, colour, outer, border_radius=radius)
    paint.rect(surface, theme.mix(colour, (0, 0, 0), 0.4), outer, 1, border_radius=radius)
    band = max(0, round(h * 0.2)) if h >= 56 else 0
    return surface, pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad - band), band


def money_card(currency: Currency, value: int, size: tuple[int, int]) -> pygame.Surface:
    """A money card's face (shared: never draw on it); its currency is named in the language
    spoken now."""
    return _money_card(currency, value, size, language())


@per_zoom(maxsize=1024)
def _money_card(currency: Currency, value: int, size: tuple[int, int],
                _language: str) -> pygame.Surface:
    w, h = size
    colour = theme.CURRENCY_COLOURS[currency]
    pad = max(2, w // 14)
    surface, panel, band = money_card_ground(currency, size, pad)
    paint.rect(surface, theme.PAPER, panel, border_radius=max(2, max(3, w // 8) - 2))
    r = max(3, w * 0.09)
    if h >= 44:   # a small card is all number (its row, or its colour, tells the currency)
        draw_currency_symbol(surface, currency, (panel.x + r + 3, panel.y + r + 3), r, colour)
    if h >= 56:
        draw_currency_symbol(surface, currency,
                             (panel.right - r - 3, panel.bottom - r - 3), r, colour)
    number = text(str(value), max(SMALLEST, round(panel.height * 0.55)), _ink(currency), True)
    surface.blit(number, number.get_rect(center=(panel.centerx,
                                                 panel.centery + (2 if h >= 56 else 3))))
    name = currency_name(currency)
    size = fitting_size(name, round(band * 0.62), w - 4, True) if band else None
    if size is not None:  # else the currency's colour and shape tell it alone
        label = text(name, size, theme.CURRENCY_INK[currency], True)
        surface.blit(label, label.get_rect(center=(w // 2, h - pad - band // 2)))
    return surface


@per_zoom(maxsize=64)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = new_surface(size)
    outer = pygame.Rect(0, 0, w, h)
    radius = max(3, w // 8)
    paint.rect(surface, theme.TEAL, outer, border_radius=radius)
    paint.rect(surface, theme.GOLD, outer.inflate(-4, -4), 1, border_radius=radius)
    paint.polygon(surface, theme.GOLD, star_points(w / 2, h / 2, w * 0.3, w * 0.16))
    return surface


@per_zoom(maxsize=256)
def plain_card(label: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = new_surface(size)
    outer = pygame.Rect(0, 0, w, h)
    paint.rect(surface, theme.PANEL_SHADE, outer, border_radius=max(3, w // 8))
    paint.rect(surface, theme.INK_SOFT, outer, 1, border_radius=max(3, w // 8))
    y = 6
    for word in label.split()[:3]:
        word, size = fit(word, 10, w - 6, True)
        image = text(word, size, theme.INK, True)
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        y += 13
    return surface
