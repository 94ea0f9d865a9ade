"""Money cards in their currencies, each with its value and symbol (a shape as well as a
colour), card backs, and a plain face for other cards. An expansion module's part at the
table registers the faces of its own cards (``register_card_face``)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.i18n import language
from game.rules import Card, Currency, MoneyCard, currency_name
from game.ui import paint, theme
from game.ui.background import star_points
from game.ui.canvas import new_surface, per_zoom, zoom
from game.ui.fonts import SMALLEST, fit, fitting_size, text
from game.ui.sketch import Sketch


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
    """A money card's ground in its currency's colour, with its edge and a fine frame
    inside it: the surface, where its panel goes ``pad`` inside the edge (drawn by the
    caller), and the height of the band for the currency's name under it (0 on small
    cards)."""
    w, h = size
    surface = new_surface(size)
    surface.blit(card_ground(theme.CURRENCY_COLOURS[currency], size), (0, 0))
    band = max(0, round(h * 0.2)) if h >= 56 else 0
    return surface, pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad - band), band


@per_zoom(maxsize=256)
def card_ground(colour: theme.Colour, size: tuple[int, int]) -> pygame.Surface:
    """A card's ground: ``colour`` lit from the top, its rounded edge in a darker tint
    (shared: never draw on it). Every card of the game is drawn on one."""
    w, h = size
    radius = card_radius(w)
    sketch = Sketch(size, colour)
    sketch.gradient(theme.mix(colour, theme.WHITE, 0.18), theme.mix(colour, theme.BLACK, 0.1))
    sketch.round_corners(radius)
    sketch.rect(theme.mix(colour, theme.BLACK, 0.42), (0, 0, w, h), max(0.6, w * 0.025),
                radius=radius)
    return sketch.picture()


def card_radius(width: int) -> int:
    return max(3, width // 8)


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
    surface.blit(_money_panel(currency, panel.size), panel.topleft)
    r = max(3, w * 0.09)
    if h >= 44:   # a small card is all number (its row, or its colour, tells the currency)
        draw_currency_symbol(surface, currency, (panel.x + r + 3, panel.y + r + 3), r, colour)
    if h >= 56:
        draw_currency_symbol(surface, currency,
                             (panel.right - r - 3, panel.bottom - r - 3), r, colour)
    number = text(str(value), max(SMALLEST, round(panel.height * 0.62)), _ink(currency),
                  bold=True, serif=True)
    surface.blit(number, number.get_rect(center=(panel.centerx,
                                                 panel.centery + (1 if h >= 56 else 2))))
    name = currency_name(currency)
    size = fitting_size(name, round(band * 0.62), w - 4, True) if band else None
    if size is not None:  # else the currency's colour and shape tell it alone
        label = text(name, size, theme.CURRENCY_INK[currency], True)
        surface.blit(label, label.get_rect(center=(w // 2, h - pad - band // 2)))
    return surface


@per_zoom(maxsize=256)
def _money_panel(currency: Currency, size: tuple[int, int]) -> pygame.Surface:
    """A money card's paper, its currency's coin struck faintly behind the value."""
    w, h = size
    sketch = Sketch(size, theme.PAPER)
    radius = max(2, card_radius(w + 4) - 2)
    sketch.rect(theme.PAPER, (0, 0, w, h), radius=radius)
    if w * zoom() >= 24:
        colour = theme.CURRENCY_COLOURS[currency]
        draw_coin_art(sketch, currency, (w / 2, h / 2), min(w, h) * 0.44,
                      theme.mix(colour, theme.PAPER, 0.86), theme.mix(colour, theme.PAPER, 0.66))
    return sketch.picture()


def draw_coin_art(sketch: Sketch, currency: Currency, centre: tuple[float, float], r: float,
                  fill: theme.Colour, line: theme.Colour) -> None:
    """A coin of ``currency``: a rim and, struck in it, the emblem of its shape (a lily for
    the round florin, an eight-pointed star for the dirham, a cross for the denar, a crown
    for the ducat, facets for a stone; another shape stands for itself)."""
    cx, cy = centre
    stroke = max(0.6, r * 0.07)
    shape = theme.CURRENCY_SHAPES[currency]
    if shape == "gem":
        points = [(cx - r * 0.5, cy - r * 0.55), (cx + r * 0.5, cy - r * 0.55),
                  (cx + r * 0.95, cy - r * 0.1), (cx, cy + r * 0.9), (cx - r * 0.95, cy - r * 0.1)]
        sketch.shape(fill, points, line, stroke)
        for a, b in (((cx - r * 0.95, cy - r * 0.1), (cx + r * 0.95, cy - r * 0.1)),
                     ((cx - r * 0.2, cy - r * 0.1), (cx, cy + r * 0.9)),
                     ((cx + r * 0.2, cy - r * 0.1), (cx, cy + r * 0.9)),
                     ((cx - r * 0.5, cy - r * 0.55), (cx - r * 0.2, cy - r * 0.1)),
                     ((cx + r * 0.5, cy - r * 0.55), (cx + r * 0.2, cy - r * 0.1))):
            sketch.line(line, a, b, stroke * 0.7)
        return
    sketch.circle(line, centre, r)
    sketch.circle(fill, centre, r - stroke)
    sketch.circle(line, centre, r * 0.8, stroke * 0.6)
    e = r * 0.62   # the emblem's reach
    if shape == "circle":       # a lily: three petals over a band
        sketch.polygon(line, [(cx, cy - e), (cx + e * 0.22, cy - e * 0.35), (cx, cy + e * 0.25),
                              (cx - e * 0.22, cy - e * 0.35)])
        for sign in (-1, 1):
            sketch.polygon(line, [(cx + sign * e * 0.12, cy), (cx + sign * e * 0.7, cy - e * 0.55),
                                  (cx + sign * e * 0.8, cy - e * 0.1),
                                  (cx + sign * e * 0.45, cy + e * 0.25),
                                  (cx + sign * e * 0.1, cy + e * 0.25)])
        sketch.rect(line, (cx - e * 0.5, cy + e * 0.18, e, e * 0.18))
        sketch.polygon(line, [(cx - e * 0.1, cy + e * 0.36), (cx + e * 0.1, cy + e * 0.36),
                              (cx + e * 0.3, cy + e * 0.8), (cx - e * 0.3, cy + e * 0.8)])
    elif shape == "triangle":   # two squares turned on each other: the eight-pointed star
        sketch.polygon(line, star_points(cx, cy, e, e * 0.72, 8, math.pi / 8))
        sketch.polygon(fill, star_points(cx, cy, e * 0.62, e * 0.45, 8, math.pi / 8))
        sketch.circle(line, centre, e * 0.22)
    elif shape == "square":     # a cross with a dot in each quarter
        arm = e * 0.26
        sketch.rect(line, (cx - arm, cy - e, 2 * arm, 2 * e))
        sketch.rect(line, (cx - e, cy - arm, 2 * e, 2 * arm))
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            sketch.circle(line, (cx + dx * e * 0.6, cy + dy * e * 0.6), e * 0.14)
    elif shape == "diamond":    # a crown
        sketch.polygon(line, [(cx - e * 0.8, cy + e * 0.5), (cx - e * 0.9, cy - e * 0.45),
                              (cx - e * 0.42, cy), (cx, cy - e * 0.7), (cx + e * 0.42, cy),
                              (cx + e * 0.9, cy - e * 0.45), (cx + e * 0.8, cy + e * 0.5)])
        for dx, dy in ((-0.9, -0.45), (0, -0.7), (0.9, -0.45)):
            sketch.circle(line, (cx + dx * e, cy + dy * e - e * 0.12), e * 0.14)
        sketch.rect(line, (cx - e * 0.8, cy + e * 0.6, e * 1.6, e * 0.2))


@per_zoom(maxsize=64)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a money card: deep teal, a lattice of gold stars inside a gold frame."""
    w, h = size
    radius = card_radius(w)
    sketch = Sketch(size, theme.TEAL)
    sketch.gradient(theme.mix(theme.TEAL, theme.WHITE, 0.12), theme.TEAL_DARK)
    step = max(6.0, w / 3)
    faint = theme.mix(theme.TEAL, theme.GOLD, 0.35)
    if w * zoom() >= 24:
        for row in range(int(h / step) + 2):
            for col in range(int(w / step) + 2):
                x = col * step + (step / 2 if row % 2 else 0)
                sketch.polygon(faint, star_points(x, row * step, step * 0.28, step * 0.14, 8))
    inset = max(2.0, w * 0.09)
    sketch.rect(theme.TEAL_DARK, (inset, inset, w - 2 * inset, h - 2 * inset),
                radius=max(1, radius - 2))
    sketch.rect(theme.GOLD, (inset, inset, w - 2 * inset, h - 2 * inset), max(0.6, w * 0.03),
                radius=max(1, radius - 2))
    sketch.polygon(theme.GOLD, star_points(w / 2, h / 2, w * 0.28, w * 0.15, 8, math.pi / 8))
    sketch.polygon(theme.GOLD_LIGHT, star_points(w / 2, h / 2, w * 0.13, w * 0.07, 8))
    sketch.round_corners(radius)
    sketch.rect(theme.BLACK, (0, 0, w, h), max(0.6, w * 0.025), radius=radius)
    return sketch.picture()


@per_zoom(maxsize=256)
def plain_card(label: str, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = new_surface(size)
    surface.blit(card_ground(theme.PANEL_SHADE, size), (0, 0))
    y = 6
    for word in label.split()[:3]:
        word, size = fit(word, 10, w - 6, True)
        image = text(word, size, theme.INK, True)
        surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        y += 13
    return surface
