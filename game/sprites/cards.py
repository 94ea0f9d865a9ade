"""Money cards in their four currencies, each with its value and symbol (a shape as well as
a colour), card backs, the exchange offices (two currencies) and bonus cards (a wall-less
building) of the expansion, and a plain face for other cards."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.rules import Card, Currency, MoneyCard
from game.rules.data import base_tiles
from game.rules.modules.bonus import BonusCard
from game.rules.modules.exchange import ExchangeCard
from game.ui import theme
from game.ui.background import star_points
from game.ui.fonts import fit_text, text


def card_surface(card: Card, size: tuple[int, int]) -> pygame.Surface:
    """The face of ``card`` at ``size`` (shared: never draw on it)."""
    if isinstance(card, MoneyCard):
        return money_card(card.currency, card.value, size)
    if isinstance(card, ExchangeCard):
        return exchange_card(card.currencies, size)
    if isinstance(card, BonusCard):
        return bonus_card(card.tile, size)
    return plain_card(card.label(), size)


def draw_currency_symbol(surface: pygame.Surface, currency: Currency, centre: tuple[float, float],
                         r: float, colour: tuple) -> None:
    cx, cy = centre
    shape = theme.CURRENCY_SHAPES[currency]
    if shape == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), max(2, round(r)))
    elif shape == "triangle":
        pygame.draw.polygon(surface, colour, [(cx, cy - r), (cx + r, cy + r * 0.8),
                                              (cx - r, cy + r * 0.8)])
    elif shape == "square":
        side = r * 1.6
        pygame.draw.rect(surface, colour, (cx - side / 2, cy - side / 2, side, side))
    else:
        pygame.draw.polygon(surface, colour, [(cx, cy - r * 1.15), (cx + r, cy),
                                              (cx, cy + r * 1.15),
                                              (cx - r, cy)])


def _ink(currency: Currency) -> tuple[int, int, int]:
    """Dark text in the currency's hue, for the value on the white panel."""
    return theme.mix(theme.CURRENCY_COLOURS[currency], (0, 0, 0), 0.55)


@lru_cache(maxsize=1024)
def money_card(currency: Currency, value: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    colour = theme.CURRENCY_COLOURS[currency]
    radius = max(3, w // 8)
    outer = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surface, colour, outer, border_radius=radius)
    pygame.draw.rect(surface, theme.mix(colour, (0, 0, 0), 0.4), outer, 1, border_radius=radius)
    band = max(0, round(h * 0.2)) if h >= 56 else 0
    pad = max(2, w // 14)
    panel = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad - band)
    pygame.draw.rect(surface, theme.PAPER, panel, border_radius=max(2, radius - 2))
    r = max(3, w * 0.09)
    draw_currency_symbol(surface, currency, (panel.x + r + 3, panel.y + r + 3), r, colour)
    if h >= 56:
        draw_currency_symbol(surface, currency,
                             (panel.right - r - 3, panel.bottom - r - 3), r, colour)
    number = text(str(value), max(10, round(panel.height * 0.55)), _ink(currency), True)
    surface.blit(number, number.get_rect(center=(panel.centerx,
                                                 panel.centery + (2 if h >= 56 else 3))))
    if band:
        name = fit_text(currency.value, max(8, round(band * 0.62)), w - 4, True)
        label = text(name, max(8, round(band * 0.62)), theme.CURRENCY_INK[currency], True)
        surface.blit(label, label.get_rect(center=(w // 2, h - pad - band // 2)))
    return surface


@lru_cache(maxsize=64)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    outer = pygame.Rect(0, 0, w, h)
    radius = max(3, w // 8)
    pygame.draw.rect(surface, theme.TEAL, outer, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD, outer.inflate(-4, -4), 1, border_radius=radius)
    pygame.draw.polygon(surface, theme.GOLD, star_points(w / 2, h / 2, w * 0.3, w * 0.16))
    return surface


@lru_cache(maxsize=256)
def plain_card(label: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    outer = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surface, theme.PANEL_SHADE, outer, border_radius=max(3, w // 8))
    pygame.draw.rect(surface, theme.INK_SOFT, outer, 1, border_radius=max(3, w // 8))
    y = 6
    for word in label.split()[:3]:
        image = text(fit_text(word, 10, w - 6), 10, theme.INK, True)
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        y += 13
    return surface


@lru_cache(maxsize=256)
def exchange_card(currencies: tuple[Currency, Currency], size: tuple[int, int]) -> pygame.Surface:
    """An exchange office: the card split corner to corner between its two currencies, each
    half with its symbol, and a paper medallion with the exchange arrows."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 8)
    first, second = (theme.CURRENCY_COLOURS[c] for c in currencies)
    halves = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(halves, first, [(0, 0), (w, 0), (0, h)])
    pygame.draw.polygon(halves, second, [(w, 0), (w, h), (0, h)])
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    halves.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(halves, (0, 0))
    pygame.draw.rect(surface, theme.INK_SOFT, (0, 0, w, h), 1, border_radius=radius)
    r = max(2.5, w * 0.1)
    draw_currency_symbol(surface, currencies[0], (r + 3, r + 3), r, theme.PAPER)
    draw_currency_symbol(surface, currencies[1], (w - r - 3, h - r - 3), r, theme.PAPER)
    centre = (w // 2, h // 2)
    disc = max(5, round(min(w, h) * 0.3))
    pygame.draw.circle(surface, theme.PAPER, centre, disc)
    pygame.draw.circle(surface, theme.INK_SOFT, centre, disc, 1)
    arrows = text("⇄", max(8, round(disc * 1.3)), theme.INK, True)
    surface.blit(arrows, arrows.get_rect(center=(centre[0], centre[1] + 1)))
    if h >= 56:
        words = fit_text("office", max(8, round(h * 0.12)), w - 4, True)
        label = text(words, max(8, round(h * 0.12)), theme.INK, True)
        band = label.get_rect(midbottom=(w // 2, h - 3)).inflate(6, 2)
        pygame.draw.rect(surface, theme.PAPER, band, border_radius=3)
        surface.blit(label, label.get_rect(center=band.center))
    return surface


@lru_cache(maxsize=128)
def bonus_card(tile_id: int, size: tuple[int, int]) -> pygame.Surface:
    """A bonus card: a gold-edged card showing the wall-less building it stands for."""
    from game.sprites.tiles import tile_surface  # tiles import this module's neighbours

    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 8)
    outer = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surface, theme.TEAL, outer, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD, outer.inflate(-2, -2), max(1, w // 16),
                     border_radius=radius)
    tile = next(t for t in base_tiles() if t.id == tile_id)
    side = max(8, min(w - 6, h - (16 if h >= 50 else 8)))
    picture = tile_surface(tile, side)
    spot = picture.get_rect(center=(w // 2, h // 2 + (5 if h >= 50 else 0)))
    surface.blit(picture, spot)
    if h >= 50:
        label = text("BONUS", max(8, round(h * 0.13)), theme.GOLD_LIGHT, True)
        surface.blit(label, label.get_rect(midtop=(w // 2, 2)))
    else:
        star = star_points(w - 6, 6, 5, 2.2, 5, -1.5708)
        pygame.draw.polygon(surface, theme.GOLD_LIGHT, star)
    return surface
