"""The game's log at the table: every entry kept, wrapped rather than cut, scrolled with
the wheel, and rebuilt when a saved game is loaded."""

from __future__ import annotations

import pygame

from game.saves import save_named
from game.ui.layout import rect
from tests.ui.conftest import session_with_human_first


def play_until_turn(driver, match, turn: int) -> None:
    driver.until(lambda: match.game.turn >= turn and match.my_turn, limit=6000)


def test_the_log_keeps_every_entry_and_survives_a_load(app, driver):
    match = app.start_match(session_with_human_first(3, seed=2, humans=0))
    match.app.settings.speed = "instant"
    driver.until(lambda: match.game.turn >= 25, limit=6000)
    entries = list(match.log)
    assert len(entries) > 30  # more than the panel shows: nothing dropped
    assert not any(line.endswith("…") for line in entries)
    path = save_named(match.session, "log test")
    assert app.load_path(path) is None
    loaded = app.match
    assert loaded is not match
    # the moves replayed from the save tell the same story, then say where it goes on
    assert loaded.log[:-1] == entries
    assert loaded.log[-1].startswith("The game goes on at turn")


def test_the_wheel_scrolls_the_log_back_and_a_new_event_brings_it_home(app, driver):
    match = app.start_match(session_with_human_first(3, seed=2, humans=0))
    driver.until(lambda: len(match.log) > 12, limit=6000)
    match.cooldown = 1000.0  # the computer players wait while we read
    driver.frame()
    driver.move(app.top.layout.zone("log").center)
    driver.post(pygame.MOUSEWHEEL, x=0, y=3)
    driver.frame()
    assert match.log_scroll == 3
    driver.post(pygame.MOUSEWHEEL, x=0, y=-1)
    driver.frame()
    assert match.log_scroll == 2
    before = len(match.log)
    match.cooldown = 0.0
    driver.until(lambda: len(match.log) > before, limit=6000)
    assert match.log_scroll == 0


def test_the_log_panel_shows_whole_entries_only(pygame_ready, monkeypatch):
    """An entry that wraps onto lines the panel has no room for is left out whole, rather
    than shown from its middle: the top line is always the start of an entry."""
    from game.scenes.table import log_panel
    from game.ui.canvas import new_surface

    drawn: list[str] = []
    real = log_panel.draw_text

    def noting(surface, words, *args, **kwargs):
        drawn.append(words)
        return real(surface, words, *args, **kwargs)

    monkeypatch.setattr(log_panel, "draw_text", noting)
    long_entry = ("Basim bought pavilion 2 for 4 denars (2 overpaid) and then a great deal "
                  "more happened that needs several lines to tell")
    entries = [long_entry, "Carmen took 7 denar", "Dario built garden 8", "Elif passed"]
    surface = new_surface((1280, 720))
    area = rect("log")
    log_panel.paint_log(surface, area, entries)
    assert drawn[-3:] == entries[1:]   # the newest three, whole
    # the first line shown is the start of an entry, never the middle of one
    assert any(entry.startswith(drawn[0]) for entry in entries)


def test_a_language_switch_tells_the_kept_events_again_without_replaying(app, driver,
                                                                         monkeypatch):
    from game import i18n
    from game.rules import Game
    from game.scenes import match as match_module

    match = app.start_match(session_with_human_first(3, seed=2, humans=0))
    match.app.settings.speed = "instant"
    driver.until(lambda: match.game.turn >= 6, limit=6000)
    match.cooldown = 1000.0  # the computer players wait while the language changes
    english = list(match.log)
    replayed = []
    monkeypatch.setattr(Game, "apply", lambda game, action: replayed.append(action))
    monkeypatch.setattr(match_module, "story_of", lambda *args: replayed.append(args))
    try:
        app.change_language("fr")
        french = list(match.log)
        app.change_language(i18n.ENGLISH)
    finally:
        i18n.set_language(i18n.ENGLISH)
    assert replayed == []
    assert len(french) == len(english) and french != english
    assert any(" a pris " in line for line in french)   # "{name} took {cards}", in French
    assert match.log == english
