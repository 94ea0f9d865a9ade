"""The table's entry point: the window, the scene stack and the frame loop.

``run(args)`` is called by ``game.cli.main`` with the parsed options. If ``args`` carries a
``session`` (a ``game.session.Session``, e.g. a loaded save), the table opens straight at it;
otherwise it opens at the setup scene.
"""

from __future__ import annotations

import argparse
import logging
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.scenes.base import Scene, SceneStack  # noqa: E402
from game.scenes.match import Match, default_ai_kind  # noqa: E402
from game.session import Session  # noqa: E402
from game.ui.display import Display  # noqa: E402
from game.ui.settings import TableSettings, load_settings, save_settings, shift_speed  # noqa: E402

log = logging.getLogger(__name__)

FPS = 60
IDLE_FPS = 15  # when nothing moves and nobody touches anything, spare the battery
IDLE_AFTER = 1.5  # seconds without input
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class App:
    def __init__(self, display: Display, think_ms: int = 1000,
                 settings: TableSettings | None = None) -> None:
        from game.ai import BOT_KINDS

        self.display = display
        self.think_ms = think_ms
        self.settings = settings or load_settings(list(BOT_KINDS), default_ai_kind())
        self.stack = SceneStack(self)
        self.match: Match | None = None
        self.running = True
        self.quiet = 0.0  # seconds since the last input event

    # ----------------------------------------------------------------- what is on screen
    def open_setup(self) -> None:
        from game.scenes.setup import SetupScene

        self.match = None
        self.stack.reset(SetupScene(self))

    def start_match(self, session: Session) -> Match:
        """Open the table for ``session`` (a new game, or one loaded from a save)."""
        self.match = Match(self, session, self.think_ms)
        self.match.start()
        return self.match

    def menu_entries(self) -> list:
        """The main menu. New entries (e.g. save and load) belong in this list."""
        from game.scenes.menu import MenuEntry

        def speed_label() -> str:
            return f"AI speed: {self.settings.speed}"

        entries = [MenuEntry("Resume", lambda: None)]
        if self.match is not None:
            entries.append(MenuEntry(speed_label, lambda: self.change_speed(1, wrap=True),
                                     keep_open=True))
        entries += [
            MenuEntry("Fullscreen on/off (F11)", self.display.toggle_fullscreen, keep_open=True),
            MenuEntry("New game", self.open_setup),
            MenuEntry("Quit", self.quit),
        ]
        return entries

    def change_speed(self, step: int, wrap: bool = False) -> None:
        """Show the AI's moves faster (or slower); remembered for next time."""
        self.settings.speed = shift_speed(self.settings.speed, step, wrap)
        save_settings(self.settings)

    def open_menu(self) -> None:
        from game.scenes.menu import MenuScene

        if not isinstance(self.stack.top, MenuScene):
            self.stack.push(MenuScene(self, "Menu", self.menu_entries()))

    def quit(self) -> None:
        self.running = False

    # ----------------------------------------------------------------- events and frames
    def dispatch(self, event: pygame.event.Event) -> None:
        """One event from the window: positions become logical; bad input never crashes."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.display.toggle_fullscreen()
            return
        if event.type in MOUSE_EVENTS:
            data = dict(event.dict)
            data["pos"] = self.display.to_logical(event.pos)
            event = pygame.event.Event(event.type, data)
        try:
            self.stack.handle(event)
        except Exception:  # a bug must not close the game: report it and carry on
            log.exception("while handling %s", pygame.event.event_name(event.type))
            self._tell("Something went wrong; the game goes on.")

    def _tell(self, words: str) -> None:
        say = getattr(self.stack.top, "say", None)
        if say:
            say(words)

    def update(self, dt: float) -> None:
        try:
            self.stack.update(dt)
        except Exception:
            log.exception("while updating the scene")
            self._tell("Something went wrong; the game goes on.")

    def draw(self) -> None:
        self.stack.draw(self.display.canvas)
        self.display.present()

    def step(self, dt: float = 1 / FPS) -> None:
        """One frame: every waiting event, time passing, a picture."""
        self.quiet += dt
        for event in pygame.event.get():
            self.quiet = 0.0
            self.dispatch(event)
        self.update(dt)
        self.draw()

    def idle(self) -> bool:
        """Nothing to animate: no recent input and no AI at work."""
        match = self.match
        if self.quiet < IDLE_AFTER:
            return False
        if match is None or match.game.is_over:
            return True
        return match.seats[match.game.to_move].is_human and not match.flights

    def loop(self) -> int:
        clock = pygame.time.Clock()
        while self.running:
            dt = clock.tick(IDLE_FPS if self.idle() else FPS) / 1000
            self.step(min(dt, 0.1))
        return 0

    @property
    def top(self) -> Scene | None:
        return self.stack.top


def start_pygame() -> None:
    from game.ui.fonts import forget_fonts

    pygame.display.init()
    pygame.font.init()
    forget_fonts()  # fonts loaded before an earlier pygame.quit are dead


def run(args: argparse.Namespace) -> int:
    start_pygame()
    try:
        if getattr(args, "smoke_test", False):
            from game.scenes.demo import smoke_test

            return smoke_test(args)
        app = App(Display(), think_ms=getattr(args, "think_ms", 1000))
        if getattr(args, "seed", None) is not None:
            app.settings.seed = str(args.seed)
        session = getattr(args, "session", None)
        if session is not None:
            app.start_match(session)
        else:
            app.open_setup()
        return app.loop()
    finally:
        pygame.quit()
