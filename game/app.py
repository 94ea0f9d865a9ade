"""The table's entry point: the window, the scene stack and the frame loop.

``run(launch)`` is called by ``game.cli.main`` with the launch's options
(``game.launch.LaunchOptions``). If they carry a ``session`` (a ``game.session.Session``,
e.g. a loaded save), the table opens straight at it; otherwise it opens at the setup scene.

Nothing a player did may be lost: every match autosaves after each completed turn, Ctrl+S
and Ctrl+O save and load named games, and an error nothing else handled is written to the
log file, the game is rescued into an autosave, and an error screen offers to resume it.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from dataclasses import replace

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.ai import STRENGTHS
from game.ai.bot import THINK_MS
from game.i18n import LANGUAGES, _, language, set_language
from game.launch import SMOKE_THINK_MS, LaunchOptions
from game.lessons import FIRST_GAME, Guide, LessonError, load_lesson
from game.logs import install_crash_hooks, record_crash, shutdown_logging
from game.replay import ReplayError
from game.rules.module import BASE_VARIANT
from game.saves import (
    SaveError, attach_autosave, load_session, rescue_save, resume_latest, tidy,
)
from game.scenes.base import Scene, SceneStack
from game.scenes.crash import ErrorScene
from game.scenes.demo import tour
from game.scenes.guide import GuideOverlay
from game.scenes.load_list import LoadScene
from game.scenes.match import Match
from game.scenes.menu import MenuEntry, MenuScene
from game.scenes.replay import watch
from game.scenes.rules_book import RulesScene, page_for_refusal
from game.scenes.save_dialog import SaveDialogScene
from game.scenes.seats import default_ai_kind
from game.scenes.setup import SetupScene
from game.session import HUMAN, Seat, Session
from game.text import first_upper
from game.ui.display import Display, opening_size
from game.ui.fonts import forget_fonts
from game.ui.layout import LOGICAL_SIZE
from game.ui.settings import (
    TableSettings, known_modules, known_options, language_words, load_settings, save_settings,
    shift_speed, speed_name,
)
from game.ui.sound import VOLUME_STEPS, Sounds

log = logging.getLogger(__name__)

FPS = 60
MAX_FAILURES = 3  # errors in a row (e.g. the error screen itself failing): then give up
IDLE_FPS = 15  # when nothing moves and nobody touches anything, spare the battery
IDLE_AFTER = 1.5  # seconds without input
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


class App:
    def __init__(self, display: Display, think_ms: int = THINK_MS,
                 settings: TableSettings | None = None) -> None:
        self.display = display
        self._laid_out_for = display.canvas.get_size()   # the canvas the scenes are laid on
        self.think_ms = think_ms
        self.settings = settings or load_settings(list(STRENGTHS), default_ai_kind())
        self.stack = SceneStack(self)
        self.match: Match | None = None
        self.running = True
        self.exit_code = 0
        self.quiet = 0.0  # seconds since the last input event
        self.failures = 0  # errors since the last frame that went well
        self.autosave = True  # the smoke test turns it off: it must not touch a player's saves
        self.match_shown = False
        self.sounds = Sounds(self.settings.volume, self.settings.muted)
        self.guide_overlay = GuideOverlay()

    # ----------------------------------------------------------------- what is on screen
    def open_setup(self) -> None:
        """The setup screen. It always opens: if the remembered setup cannot be shown, the
        default one is."""
        self.stop_match()
        try:
            scene = SetupScene(self)
        except Exception:
            log.exception("the remembered setup cannot be shown; the default one is")
            self.settings = TableSettings.default(default_ai_kind())
            scene = SetupScene(self)
        self.stack.reset(scene)

    def open_as_asked(self, launch: LaunchOptions) -> None:
        """The first screen as the command line asks: the game it loaded, else the setup
        screen with the command line's choices made on it."""
        choose_on_setup(self.settings, launch)
        if launch.session is not None:
            self.start_match(launch.session)
            return
        self.open_setup()
        if launch.players_chosen:
            self.top.seat_count(launch.players)

    def ask_new_game(self) -> None:
        """New game from the menu: straight to the setup, unless a game is in progress;
        then the player is asked first (and told the game can be resumed later)."""
        if self.match is None or self.match.game.is_over:
            self.open_setup()
            return
        self._ask_to_leave(_("Yes: set up a new game"), self.open_setup)

    def _ask_to_leave(self, yes: str, then: Callable[[], None]) -> None:
        """Whether to leave the game in progress (it can be resumed later) for ``then``."""
        entries = [MenuEntry(yes, then), MenuEntry(_("No: back to this game"), lambda: None)]
        note = _("This game is autosaved after every turn: Continue or Load game "
                 "resumes it later.")
        self.stack.open_dialog(MenuScene(self, _("Leave this game?"), entries, note=note))

    def start_match(self, session: Session) -> Match:
        """Open the table for ``session`` (a new game, or one loaded from a save); from now
        on it is autosaved after every completed turn."""
        self.stop_match()
        match = Match(self, session, self.think_ms)
        if self.autosave:
            match.autosaver = attach_autosave(session)
        self.match = match
        self.match_shown = False  # no frame of it drawn yet: a rescue save would be unsafe
        match.start()
        return match

    def learn_to_play(self, lesson_id: str = FIRST_GAME) -> None:
        """A lesson (the guided first game, or a module's try-it scene): taken up again where
        this game, played from it, stands; else started afresh (a game in progress is left
        only if the player says so)."""
        match = self.match
        if match is not None and match.take_up_guide(lesson_id):
            return
        if match is None or match.game.is_over:
            self._open_lesson(lesson_id)
            return
        self._ask_to_leave(_("Yes: learn to play in a new game"),
                           lambda: self._open_lesson(lesson_id))

    def _open_lesson(self, lesson_id: str) -> None:
        """The lesson started, or why it cannot be, said where the player is."""
        problem = self.start_lesson(lesson_id)
        if problem is not None:
            self.stack.open_dialog(MenuScene(self, _("Learn to play"),
                                             [MenuEntry(_("Close"), lambda: None)],
                                             note=problem))

    def start_lesson(self, lesson_id: str = FIRST_GAME) -> str | None:
        """A lesson's deal at the table, its guide speaking; None, else why not in words."""
        own = next((seat for seat in self.settings.seats if seat.player == HUMAN), None)
        try:
            lesson = load_lesson(lesson_id)
            names = lesson.names_with(own.name if own is not None else "")
            game = Guide(lesson).new_game(names)
        except LessonError:
            log.exception("the lesson %s cannot be started", lesson_id)
            return _("This lesson cannot be started: its file is damaged.")
        seats = [Seat(name, HUMAN if seat == lesson.you else lesson.computers,
                      own.colour if own is not None and seat == lesson.you else "")
                 for seat, name in enumerate(names)]
        self.start_match(Session(game, seats))
        return None

    def stop_match(self) -> None:
        """Leave the current match (its AI stops caring about its answer)."""
        if self.match is not None:
            self.match.worker.forget()
            self.match = None

    # ----------------------------------------------------------------- saving and loading
    def open_save_dialog(self) -> None:
        """Ctrl+S: name and save the game in progress."""
        if self.match is None or isinstance(self.stack.top, SaveDialogScene):
            return
        self.stack.open_dialog(SaveDialogScene(self, self.match))

    def open_load_list(self) -> None:
        """Ctrl+O: the saved games and autosaves, to open one."""
        if not isinstance(self.stack.top, LoadScene):
            self.stack.open_dialog(LoadScene(self))

    def watch_path(self, path: os.PathLike[str] | str) -> str | None:
        """Watch the game saved in ``path`` again, move by move, over whatever is on
        screen: None if it opened, else why not in one sentence."""
        try:
            session = load_session(path)
            watch(self, session.game, session.seats)
        except (SaveError, ReplayError) as error:
            return first_upper(str(error)) + "."
        return None

    def load_path(self, path: os.PathLike[str] | str) -> str | None:
        """Open the game saved in ``path``: None if it opened, else why not in one sentence
        (then the running game, if any, goes on untouched)."""
        try:
            session = load_session(path)
        except SaveError as error:
            return first_upper(str(error)) + "."
        self.start_match(session)
        return None

    def continue_game(self) -> str | None:
        """Resume the latest autosave: None if it opened, else why not."""
        try:
            session = resume_latest()
        except SaveError as error:
            return first_upper(str(error)) + "."
        self.start_match(session)
        return None

    def menu_entries(self) -> list:
        """The main menu. New entries (e.g. save and load) belong in this list."""
        def speed_label() -> str:
            return _("AI speed: {speed}").format(speed=speed_name(self.settings.speed))

        # Translators: a menu entry that closes the menu and goes back to the game
        entries = [MenuEntry(_("Resume"), lambda: None)]
        if self.match is not None:
            entries.append(MenuEntry(speed_label, lambda: self.change_speed(1, wrap=True),
                                     keep_open=True))
            entries.append(MenuEntry(_("Save game… (Ctrl+S)"), self.open_save_dialog))
        entries += [
            MenuEntry(_("Load game… (Ctrl+O)"), self.open_load_list),
            MenuEntry(_("Learn to play"), self.learn_to_play),
            MenuEntry(_("Rules (F1)"), self.open_rules),
            MenuEntry(self.sound_words, self.cycle_volume, keep_open=True),
            MenuEntry(language_words(), self.next_language),
            MenuEntry(_("Fullscreen on/off (F11)"), self.display.toggle_fullscreen,
                      keep_open=True),
            MenuEntry(_("New game"), self.ask_new_game),
            MenuEntry(_("Quit"), self.quit),
        ]
        return entries

    def next_language(self) -> None:
        """The next of the game's languages (the menu's and the first screen's choice)."""
        codes = list(LANGUAGES)
        self.change_language(codes[(codes.index(language()) + 1) % len(codes)])

    def change_language(self, code: str) -> None:
        """Speak ``code`` from now on, remembered: every screen is drawn in it from the next
        frame, and the game's log is told again in it."""
        set_language(code)
        self.settings.language = code
        save_settings(self.settings)
        if self.match is not None:
            self.match.retell()

    def cycle_volume(self) -> None:
        """The next volume of the sound effects (sound on again if it was muted);
        remembered."""
        steps = list(VOLUME_STEPS)
        now = self.settings.volume
        self.settings.volume = steps[(steps.index(now) + 1) % len(steps)] \
            if now in steps else steps[-1]
        self.settings.muted = False
        self._sound_changed()

    def toggle_mute(self) -> str:
        """M: sound off or on again; the words to tell the player."""
        self.settings.muted = not self.settings.muted
        self._sound_changed()
        if not self.sounds.available:
            return _("This computer has no sound device: the game is silent.")
        if self.settings.muted:
            return _("Sound off (M).")
        # Translators: {volume} is a percentage, e.g. "Sound on at 50% (M)."
        return _("Sound on at {volume}% (M).").format(volume=self.settings.volume)

    def sound_words(self) -> str:
        if self.settings.muted:
            return _("Sound: off (M)")
        return _("Sound: {volume}%").format(volume=self.settings.volume)

    def _sound_changed(self) -> None:
        self.sounds.volume = self.settings.volume
        self.sounds.muted = self.settings.muted
        save_settings(self.settings)
        self.sounds.play("coins")   # what it sounds like now

    def change_speed(self, step: int, wrap: bool = False) -> None:
        """Show the AI's moves faster (or slower); remembered for next time."""
        self.settings.speed = shift_speed(self.settings.speed, step, wrap)
        save_settings(self.settings)

    def open_rules(self) -> None:
        """F1: the rule reference, for the game on the table (at the rule just refused, if
        a refusal is showing), or for every module on the first screen."""
        if isinstance(self.stack.top, RulesScene):
            self.stack.remove(self.stack.top)
            return
        match = self.match if self.match_shown else None
        page = None
        if match is not None and match.refusal is not None and match.notice_left > 0:
            page = page_for_refusal(*match.refusal)
        self.stack.open_dialog(RulesScene(self, match.game if match else None, page))

    def open_menu(self) -> None:
        if not isinstance(self.stack.top, MenuScene):
            self.stack.open_dialog(MenuScene(self, _("Menu"), self.menu_entries()))

    def quit(self) -> None:
        self.running = False

    # ----------------------------------------------------------------- events and frames
    def dispatch(self, event: pygame.event.Event) -> None:
        """One event from the window: positions become logical; an error in a scene leads
        to the error screen, never out of the program."""
        try:
            self._dispatch(event)
        except Exception as error:
            self.fail(error, f"handling {pygame.event.event_name(event.type)}")

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                self.display.toggle_fullscreen()
                return
            if event.key == pygame.K_F1:
                self.open_rules()
                return
            if getattr(event, "mod", 0) & pygame.KMOD_CTRL and self._shortcut(event.key):
                return
        if event.type in MOUSE_EVENTS:
            data = dict(event.dict)
            data["pos"] = self.display.to_logical(event.pos)
            event = pygame.event.Event(event.type, data)
        if self._guided_scene() is not None and self.guide_overlay.handle(event, self.match):
            return
        self.stack.handle(event)

    def _shortcut(self, key: int) -> bool:
        """Ctrl+S and Ctrl+O work on every screen (not over the error screen)."""
        if isinstance(self.stack.top, ErrorScene):
            return False
        if key == pygame.K_s:
            self.open_save_dialog()
            return True
        if key == pygame.K_o:
            self.open_load_list()
            return True
        return False

    def update(self, dt: float) -> None:
        try:
            self.stack.update(dt)
            self.guide_overlay.update(dt)
        except Exception as error:
            self.fail(error, "updating the scene")

    def draw(self) -> None:
        try:
            canvas = self.display.canvas
            if canvas.get_size() != self._laid_out_for:   # the window changed shape
                self._laid_out_for = canvas.get_size()
                self.stack.resized()
            self.stack.draw(canvas)
            self.guide_overlay.draw(canvas, self._guided_scene(), self.match)
            self.display.present()
            self.match_shown = self.match is not None
        except Exception as error:
            self.fail(error, "drawing the scene")

    def step(self, dt: float = 1 / FPS) -> None:
        """One frame: every waiting event, time passing, a picture."""
        self.quiet += dt
        failures = self.failures
        for event in pygame.event.get():
            self.quiet = 0.0
            self.dispatch(event)
        self.update(dt)
        self.draw()
        if self.failures == failures:
            self.failures = 0

    def fail(self, error: BaseException, where: str) -> None:
        """An error no scene handled: write it to the log, rescue the game into an
        autosave, and show the error screen (which offers to resume it). If the error
        screen itself keeps failing (several errors without one good frame between them),
        the program ends with exit code 1."""
        self.failures += 1
        path = record_crash(error, where)
        if self.failures > MAX_FAILURES:
            log.critical("the error screen cannot be shown; the program ends")
            self.running = False
            self.exit_code = 1
            return
        rescued = None
        match = self.match
        # A game that never reached the screen (a save that fails as it opens) is not
        # rescued: its autosave would only be one more save that fails to open.
        if match is not None and self.match_shown and not match.game.is_over:
            rescued = rescue_save(match.session)
        self.stop_match()
        self.stack.reset(ErrorScene(self, error, path, rescued is not None))

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
        return self.exit_code

    @property
    def top(self) -> Scene | None:
        return self.stack.top

    def _guided_scene(self) -> Scene | None:
        """The scene a lesson's guide speaks over now, if any (not a menu or a dialog)."""
        top = self.stack.top
        return top if self.match is not None and top is not None and top.guided else None


def _tidy_saves() -> None:
    """Remove what interrupted writes left behind; a failure here never stops the game."""
    try:
        tidy()
    except OSError as error:
        log.warning("could not tidy the saves' folders: %s", error)


def choose_on_setup(settings: TableSettings, launch: LaunchOptions) -> None:
    """The command line's choices (language, seed, way to play, modules and their options)
    made on the setup screen, and kept as a choice made there would be."""
    if launch.lang is not None:
        settings.language = launch.lang
    if launch.seed is not None:
        settings.seed = str(launch.seed)
    if launch.variant is not None:
        settings.variant = launch.variant
    modules = launch.modules
    if modules:
        settings.modules = known_modules(list(modules))
        settings.variant = BASE_VARIANT   # modules are played with money (the parser says so)
    options = launch.options
    if modules or options:
        settings.options = known_options(list(options))


def start_pygame() -> None:
    pygame.display.init()
    pygame.font.init()
    forget_fonts()  # fonts loaded before an earlier pygame.quit are dead


def smoke_test(launch: LaunchOptions) -> int:
    """Open the window at the table's own size (or ``--window``), draw every scene
    (``game.scenes.demo.tour``), optionally save a PNG of the turn scene, and return 0 (an
    exception fails the run)."""
    settings = replace(TableSettings.default(default_ai_kind()), speed="instant")
    display = Display(launch.window or LOGICAL_SIZE)
    app = App(display, think_ms=min(launch.think_ms, SMOKE_THINK_MS), settings=settings)
    app.autosave = False  # demo games are not the player's: Continue must not offer them
    return tour(app, launch)


def run(launch: LaunchOptions) -> int:
    install_crash_hooks()  # the log goes to the user data folder from the start
    log.info("the table opens")
    start_pygame()
    try:
        if launch.smoke_test:
            return smoke_test(launch)
        _tidy_saves()
        display = Display(launch.window or opening_size())
        app = App(display, think_ms=launch.think_ms)
        app.open_as_asked(launch)
        return app.loop()
    finally:
        pygame.quit()
        shutdown_logging()  # an error escaping now still reaches the log: the hook reopens it
