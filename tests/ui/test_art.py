"""The pieces' art: drawn with smooth edges at the window's resolution, kept per size, each
piece told apart from the others by shape or lightness as well as by colour, and the
display face that spells every language's titles."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.rules import Currency, Kind
from game.rules.modules.camps import BASTION
from game.rules.modules.citywalls import ADDED
from game.rules.types import SIDES, WALL
from game.scenes.modules.builders import builder_face
from game.sprites.buildings import building
from game.sprites.cards import money_card
from game.sprites.tiles import draw_walls
from game.ui import fonts
from game.ui.canvas import new_surface, set_zoom, zoom

CARD_SIZES = [(20, 28), (30, 42), (46, 64), (70, 98)]


@pytest.fixture
def zoomed_back(pygame_ready):
    """Whatever zoom a test draws at, the next test draws at the table's own."""
    yield
    set_zoom(1.0)


def lightness(surface: pygame.Surface, share: float = 0.5) -> float:
    """The mean lightness (0-255) of the middle ``share`` of a picture, in real pixels."""
    w, h = pygame.Surface.get_size(surface)
    middle = pygame.Rect(0, 0, round(w * share), round(h * share))
    middle.center = (w // 2, h // 2)
    r, g, b, _a = pygame.transform.average_color(surface, middle, False)
    return 0.299 * r + 0.587 * g + 0.114 * b


def silhouette(surface: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(surface, 127)


def unlike(a: pygame.mask.Mask, b: pygame.mask.Mask) -> float:
    """The share of the two shapes' union that only one of them covers."""
    both = a.overlap_area(b, (0, 0))
    union = a.count() + b.count() - both
    return (union - both) / max(1, union)


@pytest.mark.parametrize("size", CARD_SIZES)
def test_a_master_builder_is_told_from_an_ordinary_card_by_lightness(pygame_ready, size):
    # a player who cannot tell the colours apart, or a glance at a small card in the hand,
    # tells them by the panel: the builder's is dark where money's is paper
    for currency in (Currency.FLORIN, Currency.DENAR):
        plain = lightness(money_card(currency, 3, size))
        builder = lightness(builder_face(currency, 3, size))
        assert plain - builder > 90, (currency, size, plain, builder)


def test_each_kind_has_a_building_of_its_own_shape(pygame_ready):
    for side in (20, 48, 96):
        shapes = {kind: silhouette(building(kind, side)) for kind in Kind}
        for a, b in itertools.combinations(Kind, 2):
            assert unlike(shapes[a], shapes[b]) > 0.15, (side, a, b)


def test_printed_and_added_walls_and_bastions_differ_in_shape_and_lightness(pygame_ready):
    looks = {"printed": WALL, "added": ADDED, "bastion": BASTION}
    drawn, seen = {}, {}
    for name, kind in looks.items():
        surface = new_surface((60, 60))
        draw_walls(surface, surface.get_rect(), 60, [(side, kind) for side in SIDES])
        drawn[name] = surface
        seen[name] = new_surface((60, 60), alpha=False)   # as it shows on a grey ground
        seen[name].fill((128, 128, 128))
        seen[name].blit(surface, (0, 0))
    for a, b in itertools.combinations(looks, 2):
        assert unlike(silhouette(drawn[a]), silhouette(drawn[b])) > 0.03, (a, b)
    stone = {name: pygame.transform.average_color(picture, (4, 2, 10, 4), False)
             for name, picture in seen.items()}   # a stretch of the top wall's stone
    grey = {name: 0.299 * r + 0.587 * g + 0.114 * b for name, (r, g, b, _a) in stone.items()}
    assert grey["added"] > grey["printed"] + 5
    assert grey["bastion"] < grey["printed"] - 60


def test_pictures_are_drawn_at_the_windows_resolution_with_smooth_edges(zoomed_back):
    set_zoom(2.0)
    dome = building(Kind.PAVILION, 40)
    assert dome.get_size() == (40, 40)
    assert pygame.Surface.get_size(dome) == (80, 80)
    alphas = {dome.get_at((x / 2, y / 2)).a for x in range(80) for y in range(80)}
    # stair-stepped edges hold only clear and solid pixels; smoothed ones, the shades between
    assert len(alphas - {0, 255}) > 5


def test_pictures_are_kept_per_size_and_zoom(zoomed_back):
    kept = building(Kind.TOWER, 36)
    assert building(Kind.TOWER, 36) is kept
    assert building(Kind.TOWER, 37) is not kept
    set_zoom(1.5)
    again = building(Kind.TOWER, 36)
    assert again is not kept and pygame.Surface.get_size(again) == (54, 54)
    assert zoom() == 1.5


def test_the_display_face_spells_french_italian_and_german(pygame_ready):
    letters = ("àâäæçéèêëîïôöœùûüÿÀÂÄÆÇÉÈÊËÎÏÔÖŒÙÛÜŸ"   # French
               "àèéìíîòóùúÀÈÉÌÍÎÒÓÙÚ"                 # Italian
               "äöüßÄÖÜ"                               # German
               "«»‹›„“”‘’–—…·")
    assert fonts.display_holds(letters)


def test_a_title_the_display_face_cannot_spell_is_drawn_in_the_body_face(pygame_ready):
    assert not fonts.display_holds("Menu ▸")
    assert (fonts.measure("Menu ▸", 16, bold=True, serif=True)
            == fonts.measure("Menu ▸", 16, bold=True))
    assert (fonts.measure("Menu", 16, bold=True, serif=True)
            != fonts.measure("Menu", 16, bold=True))


def test_a_line_of_the_display_face_is_as_tall_as_the_body_faces(pygame_ready):
    # its room for Arabic script's marks is cut away, so that titles line up with the rest
    for size in (14, 16, 28):
        title = fonts.text("Égypte, jog", size, (0, 0, 0), bold=True, serif=True)
        body = fonts.text("Égypte, jog", size, (0, 0, 0), bold=True)
        assert abs(title.get_height() - body.get_height()) <= 2, size
