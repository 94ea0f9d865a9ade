"""Fixtures for the table's headless tests: a dummy window, an app, and a driver that feeds
the app real pygame events (posted to the queue, read by the app's frame loop)."""

from __future__ import annotations

import logging
import traceback
from collections.abc import Callable
from dataclasses import replace

import pygame
import pytest

from game.app import App, start_pygame
from game.rules import Game, GameConfig
from game.rules.config import DEFAULT_NAMES
from game.session import HUMAN, Seat, Session
from game.ui import fonts
from game.ui.display import Display
from game.ui.settings import TableSettings

AI = "greedy"  # quick: keeps the UI tests fast


@pytest.fixture(scope="session")
def pygame_ready():
    start_pygame()
    yield
    pygame.quit()


@pytest.fixture(autouse=True)
def type_never_too_small(monkeypatch):
    """Every text any table test draws or measures is at least ``fonts.SMALLEST`` logical
    pixels: each test that draws is also a check of the type's floor."""
    small: set[str] = set()
    real_font = fonts.real_font

    def checked(size: int, bold: bool = False, serif: bool = False):
        if size < fonts.SMALLEST:
            caller = next(frame for frame in reversed(traceback.extract_stack()[:-1])
                          if not frame.filename.endswith("fonts.py")
                          and "/tests/" not in frame.filename
                          and frame.name not in ("draw_text", "draw_paragraph"))
            small.add(f"{size} px at {caller.filename.rsplit('/', 2)[-1]}:{caller.lineno}")
        return real_font(size, bold, serif)

    monkeypatch.setattr(fonts, "real_font", checked)
    yield
    assert not small, "\n".join(sorted(small))


@pytest.fixture
def font_heights(monkeypatch) -> set[int]:
    """The heights, in real pixels, of every font the test draws or measures with (fonts
    loaded before it are forgotten, so that each is asked for again)."""
    heights: set[int] = set()
    real_font = fonts.real_font

    def noting(size: int, bold: bool = False, serif: bool = False):
        shape = real_font(size, bold, serif)
        heights.add(shape.get_height())
        return shape

    monkeypatch.setattr(fonts, "real_font", noting)
    fonts.forget_fonts()
    return heights


@pytest.fixture
def app(pygame_ready, caplog) -> App:
    """An app in a 1280x720 dummy window; logged errors fail the test."""
    settings = replace(TableSettings.default(AI), speed="instant")
    application = App(Display((1280, 720)), think_ms=50, settings=settings)
    pygame.event.clear()
    yield application
    errors = [r for r in caplog.get_records("call") if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]


class Driver:
    """Plays the table the way a person would: clicks, drags and keys as pygame events."""

    def __init__(self, app: App) -> None:
        self.app = app

    def frame(self, dt: float = 1 / 60) -> None:
        self.app.step(dt)

    def window_pos(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Logical pixels to window pixels (the window may be scaled)."""
        scale, (ox, oy), _ = self.app.display.placement()
        return (round(pos[0] * scale + ox + scale / 2), round(pos[1] * scale + oy + scale / 2))

    def post(self, kind: int, **data) -> None:
        if "pos" in data:
            data["pos"] = self.window_pos(data["pos"])
        pygame.event.post(pygame.event.Event(kind, **data))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frame()

    def move(self, pos: tuple[int, int], held: bool = False) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0))
        self.frame()

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
        """Press at ``start``, move in steps to ``end`` (a frame each), release there."""
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frame()
        for k in range(1, steps + 1):
            point = (start[0] + (end[0] - start[0]) * k // steps,
                     start[1] + (end[1] - start[1]) * k // steps)
            self.move(point, held=True)
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.frame()

    def key(self, key: int, mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.frame()

    def type(self, words: str) -> None:
        self.post(pygame.TEXTINPUT, text=words)
        self.frame()

    def press_button(self, key: str) -> None:
        """Click the on-screen button named ``key`` of the scene on top."""
        button = self.app.top.button(key)
        assert button is not None, f"no {key!r} button on {type(self.app.top).__name__}"
        self.click(button.rect.center)

    def until(self, done: Callable[[], bool], limit: int = 3000) -> None:
        """Let time pass (the AI seats play) until ``done()``."""
        for _ in range(limit):
            if done():
                return
            match = self.app.match
            if match is not None:
                match.think_now()
            self.app.update(0.05)
        self.frame()
        assert done(), "the table did not get there"


@pytest.fixture
def driver(app: App) -> Driver:
    return Driver(app)


def session_with_human_first(players: int = 3, seed: int = 1, humans: int = 1,
                             keep: Callable[[Game], bool] | None = None) -> Session:
    """A new game in which the starting seat (and the next ``humans - 1`` seats) are human
    and the others AI. With ``keep``, the first seed from ``seed`` on whose start it accepts."""
    for candidate in range(seed, seed + 500):
        game = Game.new(GameConfig(players=players, seed=candidate))
        if keep is None or keep(game):
            break
    else:
        raise AssertionError("no seed gives the wanted start")
    human_seats = {(game.to_move + k) % players for k in range(humans)}
    seats = [Seat(DEFAULT_NAMES[i], HUMAN if i in human_seats else AI, "") for i in range(players)]
    return Session(game, seats)
