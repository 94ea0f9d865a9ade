"""The table at 1024x600, where the type takes more of the table's room: every word still
says something and keeps clear of its box (the market's notes and currency bands, the hand's
last row, the score track's rows and its note), in each language."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game import i18n
from game.app import App
from game.rules import Game, GameConfig, module_order
from game.scenes.paying import OVERPAYS, SHORT, market_note
from game.scenes.table import own_area, supply
from game.scenes.table.layout import inside
from game.session import HUMAN, Seat, Session
from game.sprites.scoreboard import row_pitch
from game.ui import canvas, fonts
from game.ui.display import Display
from game.ui.layout import rect
from game.ui.settings import TableSettings
from game.ui.widgets import Regions
from tests.ui.conftest import AI

NAMES = ("Amira", "Basim", "Carmen", "Dario", "Elif", "Farid")


@pytest.fixture
def small(pygame_ready):
    """A 1024x600 window (a zoom of 0.8), put back to 1280x720 afterwards."""
    display = Display((1024, 600))
    fonts.forget_fonts()
    yield display
    Display((1280, 720))
    canvas.set_zoom(1.0)
    fonts.forget_fonts()
    i18n.set_language(i18n.ENGLISH)


def speak(code: str) -> None:
    if not i18n.has_catalog(code):
        pytest.skip("the catalogs are compiled by make")
    i18n.set_language(code)


def market_area() -> pygame.Rect:
    """Where the market's squares lie in the smallest window."""
    return pygame.Rect(inside(rect("supply")).topleft,
                       (inside(rect("supply")).width, supply.market_height()))


def drawn_words(monkeypatch, module=supply) -> list[tuple[str, pygame.Rect]]:
    """Every text ``module`` draws with ``draw_text`` from now on, and where."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = module.draw_text

    def noting(surface, words, *args, **kwargs):
        where = real(surface, words, *args, **kwargs)
        drawn.append((words, where))
        return where

    monkeypatch.setattr(module, "draw_text", noting)
    return drawn


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_a_market_note_in_short_is_still_words(small, code, monkeypatch):
    """A square too narrow for "short by 9" says "9 short" (in its language), not a bare
    "−9"; only where even that does not fit are the signs left alone."""
    speak(code)
    game = Game.new(GameConfig(players=3, seed=2))
    notes = {0: market_note(SHORT, 9), 1: market_note(OVERPAYS, 2)}
    drawn = drawn_words(monkeypatch)
    supply.paint_market(canvas.new_surface((1280, 720)), market_area(), game, None, notes,
                        Regions())
    shown = [next(words for words, _where in drawn if words in (note.words, *note.shorter))
             for note in notes.values()]
    assert shown[0] != notes[0].shorter[-1]   # what is missing, in words in every language
    if code == "en":
        assert shown[1] != notes[1].shorter[-1]


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_a_currency_band_keeps_its_name_off_its_sign_and_its_ends(small, code, monkeypatch):
    speak(code)
    game = Game.new(GameConfig(players=3, seed=2))
    signs: list[pygame.Rect] = []
    real_sign = supply.draw_currency_symbol

    def noting(surface, currency, centre, radius, colour):
        signs.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius,
                                 2 * radius))
        return real_sign(surface, currency, centre, radius, colour)

    monkeypatch.setattr(supply, "draw_currency_symbol", noting)
    drawn = drawn_words(monkeypatch)
    supply.paint_market(canvas.new_surface((1280, 720)), market_area(), game, None, {},
                        Regions())
    names = [where for words, where in drawn if words in
             {supply.currency_name(c) for c in game.currencies}]
    assert names or signs
    for where in names:
        assert not any(where.colliderect(sign) for sign in signs)
    market = market_area()
    assert all(market.contains(where) for where in names + signs)


def test_the_score_track_s_rows_stay_apart_with_six_players(small):
    """Six rows in the smallest window: the track takes room from the other players above
    rather than let its rows touch, and its note never shows the tokens' bare letters."""
    settings = replace(TableSettings.default(AI), speed="instant")
    app = App(small, think_ms=20, settings=settings)
    app.autosave = False
    config = GameConfig(players=6, seed=3, modules=frozenset(module_order()))
    seats = [Seat(name, HUMAN if i == 0 else AI) for i, name in enumerate(NAMES)]
    game = Session.new(config, seats).game
    app.start_match(Session(game, seats))
    app.step(1 / 60)
    scene = app.top
    scores, others = scene.layout.zone("scores"), scene.layout.zone("opponents")
    assert others.bottom <= scores.y and scores.height >= rect("scores").height
    rows = [box for box, _key in scene.regions.all("score_row")]
    assert len(rows) == 6
    assert all(b.y - a.y >= row_pitch() for a, b in zip(rows, rows[1:]))
    assert all(scores.contains(row) for row in rows)
    # the tokens' meanings with the scoring cards, else the scoring cards alone: never the
    # tokens' bare letters ("V 1"), which tell nothing
    notes = scene.score_notes()
    assert "V: vizier ready" in notes[0] and all(": " not in note for note in notes[1:])


def test_the_hand_s_last_row_names_what_it_holds_or_says_other_cards(small, monkeypatch):
    """"bonus cards, thieves" that do not fit the row are never cut to "bonus cards,"."""
    from game.scenes.part import HandItem

    game = Game.new(GameConfig(players=3, seed=2, modules=frozenset({"bonus", "thieves"})))
    drawn = drawn_words(monkeypatch, own_area)
    items = [HandItem("x", k, lambda size: canvas.new_surface(size), kind=kind)
             for k, kind in enumerate(["bonus cards", "thieves", "exchange offices"])]
    groups = own_area.hand_groups(game, 0, items, lambda card: "")
    box = pygame.Rect(rect("own").x, rect("own").y, 300, rect("own").height)
    own_area.paint_hand(canvas.new_surface((1280, 720)), box, game, 0, "Amira", groups, [],
                        None, Regions())
    named = [words for words, _where in drawn if words not in
             {own_area.currency_name(c) for c in game.currencies} and not words.isdigit()]
    label = " ".join(named)
    assert label in ("bonus cards, thieves, exchange offices", "other cards")
