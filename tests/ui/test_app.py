"""The app around the scenes: the smoke test, scaling to other window sizes, a slow AI that
never freezes the window, scoring that waits for a human (errors: test_crash.py)."""

from __future__ import annotations

import time

import pygame

from game.app import start_pygame
from game.cli import main
from game.rules import Action, EndTurn, TakeMoney
from game.scenes.game_over import ranking
from game.scenes.scoring import ScoringScene
from game.ui.display import Display
from tests.ui.conftest import Driver, session_with_human_first


def test_smoke_test_draws_every_scene_and_saves_a_picture(pygame_ready, tmp_path, capsys):
    picture = tmp_path / "turn.png"
    assert main(["--smoke-test", "--screenshot", str(picture), "--players", "3",
                 "--seed", "5"]) == 0
    out = capsys.readouterr().out
    for scene in ("setup", "pass-device", "turn", "placement", "scoring", "game over"):
        assert scene in out
    image = pygame.image.load(str(picture))
    assert image.get_size() == (1280, 720)
    start_pygame()  # the smoke test closed pygame; the other tests need it


def test_a_scaled_window_maps_clicks_to_the_table(app, driver):
    app.display = Display((1600, 900))
    assert app.display.to_logical((800, 450)) == (640, 360)
    app.display = Display((1000, 700))  # taller than 16:9: the table is taller, no bands
    scale, offset, size = app.display.placement()
    assert offset == (0, 0) and size == (1000, 700)
    assert app.display.canvas.get_size() == (1280, 896)
    app.open_setup()
    driver.frame()
    scene = app.top
    before = len(scene.seats)
    driver.press_button("add")  # the driver clicks in window pixels, scaled
    assert len(scene.seats) == before + 1
    app.display = Display((1280, 720))


class SlowBot:
    name = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def choose(self, view) -> Action:
        time.sleep(self.seconds)
        return view.legal_actions()[0]


def test_the_window_keeps_drawing_while_an_ai_thinks(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    assert match.act(next(a for a in match.game.legal_actions()
                          if isinstance(a, TakeMoney))) is None
    assert match.act(EndTurn()) is None
    ai = match.game.to_move
    match.bots[ai] = SlowBot(0.4)
    version = match.version
    frames = 0
    start = time.perf_counter()
    while match.version == version and time.perf_counter() - start < 15:  # a busy machine
        driver.frame(1 / 60)
        frames += 1
    assert match.version != version  # the AI did play
    assert frames >= 10  # ...while the table went on drawing frames


def test_scoring_waits_for_a_click_when_a_human_plays(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    trial = match.game.clone()
    scored = trial.score(1, [])
    app.stack.push(ScoringScene(match, scored))
    for _ in range(20):
        app.update(1.0)
    assert isinstance(app.top, ScoringScene)
    driver.click((640, 360))
    assert not isinstance(app.top, ScoringScene)


def test_scoring_continues_by_itself_when_only_ais_play(app, driver):
    session = session_with_human_first(3, seed=1, humans=0)
    match = app.start_match(session)
    scored = match.game.clone().score(1, [])
    app.stack.push(ScoringScene(match, scored))
    app.update(1.0)
    assert isinstance(app.top, ScoringScene)
    for _ in range(5):
        app.update(1.0)
    assert not isinstance(app.top, ScoringScene)


def test_ranking_shares_places_on_equal_scores():
    assert ranking([10, 30, 30, 5]) == [(0, 1), (0, 2), (2, 0), (3, 3)]


def test_f11_and_escape_do_not_break_the_table(app, driver: Driver):
    app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    driver.key(pygame.K_F11)
    driver.key(pygame.K_F11)
    driver.key(pygame.K_ESCAPE)
    assert type(app.top).__name__ == "MenuScene"
    driver.key(pygame.K_ESCAPE)
    assert type(app.top).__name__ == "TurnScene"


def test_speed_keys_change_the_ai_speed_and_keep_the_selection(app, driver):
    from game.ui.settings import load_settings

    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    scene = app.top
    card = match.game.display[0]
    driver.click(scene.regions.rect_of("display_card", card.id).center)
    app.settings.speed = "normal"
    driver.key(pygame.K_PLUS)
    assert app.settings.speed == "fast"
    driver.key(pygame.K_MINUS)
    driver.key(pygame.K_MINUS)
    driver.key(pygame.K_MINUS)
    assert app.settings.speed == "slow"  # stops at the slowest
    assert load_settings(["greedy"], "greedy").speed == "slow"  # remembered
    assert scene.take == [card.id]  # the player's choice survives
    assert "slow" in scene.button("speed").label
