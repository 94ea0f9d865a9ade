"""Crash safety: an error no scene handles is written to the log file in the user data
folder, the game is rescued into an autosave, and the error screen shows the log's path
and resumes the game."""

from __future__ import annotations

import pygame
import pytest

from game.logs import shutdown_logging
from game.paths import user_data_dir
from game.rules import TakeMoney
from game.scenes.crash import ErrorScene
from game.scenes.turn.scene import TurnScene
from tests.ui.conftest import session_with_human_first


@pytest.fixture
def crashes(caplog):
    """Errors are expected here: they must not fail the test, and the log file is closed
    afterwards."""
    yield
    caplog.get_records("call").clear()  # the records the app fixture would check
    shutdown_logging()


def boom(*args, **kwargs):
    raise RuntimeError("boom in a test")


def test_an_error_in_a_click_shows_the_error_screen_and_resumes(app, driver, crashes):
    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    take = next(a for a in match.game.legal_actions() if isinstance(a, TakeMoney))
    assert match.act(take) is None  # an action of this turn, not yet autosaved
    digest = match.game.digest()
    app.top.handle_press = boom

    driver.click((640, 300))

    screen = app.top
    assert isinstance(screen, ErrorScene) and app.running
    assert "RuntimeError: boom in a test" in screen.error
    assert screen.log_file.parent.parent == user_data_dir()
    written = screen.log_file.read_text(encoding="utf-8")
    assert "boom in a test" in written and "Traceback" in written
    assert screen.rescued and screen.button("resume") is not None
    driver.press_button("resume")

    resumed = app.match
    assert resumed is not None and resumed is not match
    assert resumed.game.digest() == digest  # even the unfinished turn is kept
    assert not isinstance(app.top, ErrorScene)


def test_an_error_while_drawing_shows_the_error_screen(app, driver, crashes):
    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    match.turn_scene.draw_dynamic = boom
    driver.frame()
    assert isinstance(app.top, ErrorScene)
    driver.frame()  # the error screen itself draws fine
    driver.key(pygame.K_RETURN)  # Enter resumes
    assert isinstance(app.top, TurnScene) and app.match is not match


def test_without_a_game_the_error_screen_offers_a_new_one(app, driver, crashes):
    app.open_setup()
    driver.frame()
    app.top.handle = boom
    driver.click((10, 10))
    screen = app.top
    assert isinstance(screen, ErrorScene) and not screen.rescued
    assert screen.button("resume") is None
    driver.press_button("new_game")
    assert type(app.top).__name__ == "SetupScene"


def test_the_error_screen_cannot_fail_and_new_game_reaches_the_setup(app, driver, crashes,
                                                                      monkeypatch):
    app.open_setup()
    driver.frame()
    app.top.handle = boom
    driver.click((10, 10))
    screen = app.top
    assert isinstance(screen, ErrorScene)
    screen._draw = boom  # its own drawing fails: it falls back to plain rectangles
    driver.frame()
    assert app.top is screen and app.running
    import game.saves
    monkeypatch.setattr(game.saves, "latest_autosave", boom)  # the saves folder fails too
    assert ErrorScene(app, RuntimeError("x\x00\udc80y"), screen.log_file, False).can_resume \
        is False
    driver.press_button("new_game")
    assert type(app.top).__name__ == "SetupScene"


def test_errors_in_every_frame_end_the_program(app, driver, crashes, monkeypatch):
    app.open_setup()
    driver.frame()
    monkeypatch.setattr(type(app.stack), "draw", boom)  # nothing can be drawn at all
    for _ in range(6):
        driver.frame()
        if not app.running:
            break
    assert not app.running and app.exit_code == 1


def test_a_save_that_fails_as_it_opens_is_not_rescued(app, driver, crashes):
    from game.saves.autosave import autosave_paths

    match = app.start_match(session_with_human_first(3, seed=1))
    match.turn_scene.draw_dynamic = boom  # it fails before its first frame is shown
    driver.frame()
    assert isinstance(app.top, ErrorScene) and not app.top.rescued
    assert autosave_paths() == []
