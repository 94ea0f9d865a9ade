"""The table driven as a careless player would: random clicks, drags, hovering, the wheel,
keys, typing and window resizes, mixed with purposeful play (a legal action made with the
table's controls), over tables of 2 to 6 seats with human and computer players mixed and a
random set of modules (or the dice), a fixed sample of seeds. Any error screen, and any
error logged (the ``app`` fixture checks), fails it."""

from __future__ import annotations

import random

import pygame
import pytest

from game.i18n import language, set_language
from game.rules import GameConfig, module_order
from game.scenes.crash import ErrorScene
from game.scenes.table.scene import TableScene
from game.session import HUMAN, Seat, Session
from tests.ui.conftest import AI, Driver
from tests.ui.hands import Hands

SEEDS = range(6)
EVENTS = 300
SIZES = [(1280, 720), (1024, 600), (1366, 768), (1000, 700), (1600, 900), (800, 1000),
         (1920, 1080)]
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_PLUS, pygame.K_MINUS,
        pygame.K_r, pygame.K_d, pygame.K_h, pygame.K_l, pygame.K_m, pygame.K_F1, pygame.K_z,
        pygame.K_s, pygame.K_o, pygame.K_a, pygame.K_1]
TEXTS = ["a", "Zoë", "12", " ", "\u202e", "名前", "x" * 20]


def random_session(rng: random.Random) -> Session:
    """2-6 seats, some human, at least one; a random set of modules, or the dice."""
    players = rng.randint(2, 6)
    if rng.random() < 0.2:
        config = GameConfig(players=players, seed=rng.randrange(10**6), variant="alcazaba")
    else:
        modules = module_order()
        chosen = frozenset(rng.sample(modules, rng.randint(0, len(modules))))
        config = GameConfig(players=players, seed=rng.randrange(10**6), modules=chosen)
    humans = set(rng.sample(range(players), rng.randint(1, players)))
    return Session.new(config, [Seat(f"P{seat}", HUMAN if seat in humans else AI)
                                for seat in range(players)])


class CarelessPlayer:
    """One random event at a time, a purposeful move now and then."""

    def __init__(self, driver: Driver, rng: random.Random) -> None:
        self.driver = driver
        self.app = driver.app
        self.rng = rng
        self.hands: dict[int, Hands] = {}   # per match (a menu may start another)

    def window_pos(self) -> tuple[int, int]:
        width, height = self.app.display.window.get_size()
        return self.rng.randrange(width), self.rng.randrange(height)

    def post(self, kind: int, **data) -> None:
        pygame.event.post(pygame.event.Event(kind, **data))

    def event(self) -> None:
        moves = (self.click, self.aim, self.drag, self.hover, self.wheel, self.key, self.type,
                 self.resize, self.wait, self.play)
        weights = (10, 20, 8, 6, 5, 12, 4, 3, 12, 20)
        self.rng.choices(moves, weights)[0]()
        self.driver.frame()
        top = self.app.top
        assert not isinstance(top, ErrorScene), top.error

    # ----------------------------------------------------------------- careless
    def click(self) -> None:
        button = 3 if self.rng.random() < 0.1 else 1
        pos = self.window_pos()
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)

    def aim(self) -> None:
        """The pointer on something the screen shows (a hit area, a button), then maybe a
        click."""
        top = self.app.top
        spots = [spot for spot, _tag, _key in top.regions.items] \
            if isinstance(top, TableScene) else []
        buttons = getattr(top, "buttons", [])
        spots += [button.rect for button in (buttons() if callable(buttons) else buttons)]
        if not spots:
            self.click()
            return
        pos = self.driver.window_pos(self.rng.choice(spots).center)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        if self.rng.random() < 0.3:
            self.driver.frame()
            self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def drag(self) -> None:
        start, end = self.window_pos(), self.window_pos()
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.driver.frame()
        for k in range(1, 5):
            point = (start[0] + (end[0] - start[0]) * k // 4,
                     start[1] + (end[1] - start[1]) * k // 4)
            self.post(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(1, 0, 0))
            self.driver.frame()
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)

    def hover(self) -> None:
        self.post(pygame.MOUSEMOTION, pos=self.window_pos(), rel=(0, 0), buttons=(0, 0, 0))

    def wheel(self) -> None:
        self.hover()
        self.post(pygame.MOUSEWHEEL, x=0, y=self.rng.choice([-3, -1, 1, 3]))

    def key(self) -> None:
        mod = pygame.KMOD_CTRL if self.rng.random() < 0.15 else 0
        self.post(pygame.KEYDOWN, key=self.rng.choice(KEYS), mod=mod, unicode="", scancode=0)

    def type(self) -> None:
        self.post(pygame.TEXTINPUT, text=self.rng.choice(TEXTS))

    def resize(self) -> None:
        size = self.rng.choice(SIZES)
        pygame.display.set_mode(size, pygame.RESIZABLE)   # as a dragged window edge does
        self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])

    def wait(self) -> None:
        """Time passes: the computer players think and play."""
        match = self.app.match
        for _ in range(self.rng.randint(1, 20)):
            if match is not None:
                match.think_now()
            self.app.update(0.05)

    # ----------------------------------------------------------------- purposeful
    def play(self) -> None:
        """A legal action made with the table's controls, when a person is to decide;
        else what moves the table on (a curtain, a scoring, a dialog)."""
        match = self.app.match
        top = self.app.top
        if (match is None or match.game.is_over or not isinstance(top, TableScene)
                or not match.my_turn):
            self.driver.key(self.rng.choice([pygame.K_RETURN, pygame.K_ESCAPE]))
            return
        hands = self.hands.get(id(match))
        if hands is None:
            hands = self.hands[id(match)] = Hands(self.driver)
        self.driver.click((640, 360), button=3)   # a clean slate: nothing chosen
        ways = hands.ways()
        if ways:
            action = self.rng.choice(sorted(ways, key=repr))
            hands.make(action, ways[action])


@pytest.mark.parametrize("seed", SEEDS)
def test_a_careless_player_never_brings_up_the_error_screen(app, driver, seed):
    rng = random.Random(seed)
    spoken = language()
    app.start_match(random_session(rng))
    player = CarelessPlayer(driver, rng)
    try:
        for _ in range(EVENTS):
            if not app.running:   # quit from the menu: a new game
                app.running = True
                app.start_match(random_session(rng))
            player.event()
    finally:
        pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
        set_language(spoken)
        driver.frame()
