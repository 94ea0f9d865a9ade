"""Games prepared for showing the table: a session advanced by bots to a given turn (for the
smoke test, screenshots and the frame benchmark), and the smoke test's round of every
scene."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import pygame

from game.ai.bot import BotSpec
from game.i18n import _
from game.rules import ACTION, GameConfig, TakeMoney
from game.rules.config import DEFAULT_NAMES
from game.scenes.curtain import CurtainScene
from game.scenes.enlarge import EnlargeScene
from game.scenes.game_over import GameOverScene
from game.scenes.placement import PlacementScene
from game.scenes.scoring import ScoringScene
from game.scenes.turn.scene import TurnScene
from game.session import HUMAN, Seat, Session
from game.ui.theme import SEAT_COLOURS

if TYPE_CHECKING:
    from game.app import App
    from game.launch import LaunchOptions

DEMO_AI = "greedy"  # quick and sensible: the demo games look like real ones
DEMO_SEED = 7  # the deal of the demo games, unless the command line names another


def quick_ai() -> str:
    return DEMO_AI


def demo_session(players: int = 4, seed: int = DEMO_SEED, turns: int = 0,
                 humans: tuple[int, ...] = (0,),
                 ai: str = "", modules: frozenset[str] = frozenset()) -> Session:
    """A session whose seats ``humans`` are human, advanced by bots (playing every seat) to
    the first action phase of a human seat at or after turn ``turns``."""
    colours = list(SEAT_COLOURS)
    ai = ai or quick_ai()
    seats = [Seat(DEFAULT_NAMES[i], HUMAN if i in humans else ai, colours[i])
             for i in range(players)]
    session = Session.new(GameConfig(players=players, seed=seed, modules=modules), seats)
    bots = [BotSpec(quick_ai()).make(seed, seat) for seat in range(players)]
    game = session.game
    while not game.is_over and not (game.turn >= turns and game.phase == ACTION
                                    and game.to_move in humans and game.turn_actions == 0):
        session.apply(bots[game.to_move].choose(game.view(game.to_move)))
        game = session.game
    return session


def tour(app: App, launch: LaunchOptions) -> int:
    """The smoke test's round of ``app`` (``game.app.smoke_test``): draw frames of every
    scene, optionally save a PNG of the turn scene, and return 0 (an exception fails the
    run)."""
    seen: list[str] = []

    def frames(name: str, count: int = 3) -> None:
        for _frame in range(count):
            app.step(1 / 60)
        seen.append(name)

    def expect(kind: type, name: str) -> None:
        if not isinstance(app.top, kind):
            raise RuntimeError(f"expected the {name} scene, found {type(app.top).__name__}")
        frames(name)

    players, modules = launch.players, launch.modules
    seed = launch.seed if launch.seed is not None else DEMO_SEED
    app.open_setup()
    app.step(1 / 60)
    print("first frame", flush=True)  # the start-up benchmark times the launch to this line
    frames("setup")
    # Two humans, so that the curtain shows; a game some turns old, so that the table is full.
    match = app.start_match(demo_session(players, seed, turns=9 * players, humans=(0, 1),
                                         modules=modules))
    expect(CurtainScene, "pass-device")
    app.top.reveal()
    expect(TurnScene, "turn")
    if launch.screenshot:
        try:
            app.display.save(launch.screenshot)
        except (OSError, pygame.error) as error:  # e.g. a folder the player may not write in
            print(_("alhambra: the picture could not be saved to {path}: {problem}").format(
                path=repr(str(launch.screenshot)[:80]), problem=error), file=sys.stderr)
            return 2
    app.open_menu()
    frames("menu")
    app.stack.pop()
    app.stack.push(EnlargeScene(match, (match.game.to_move + 1) % players))
    frames("enlarged Alhambra")
    app.stack.pop()
    app.top.open_log()
    frames("the whole log")
    app.stack.pop()
    app.open_save_dialog()
    frames("save")
    app.open_load_list()
    frames("load list")
    app.stack.pop()
    app.open_rules()
    for index in range(len(app.top.pages)):
        app.top.turn_to(index)
        app.step(1 / 60)
    frames("rules")
    app.stack.pop()
    take = next(a for a in match.game.legal_actions() if isinstance(a, TakeMoney))
    if match.act(take) is not None:
        raise RuntimeError("the demo could not take money")
    expect(PlacementScene, "placement")
    # A whole game between bots, drawn now and then, through every scoring to the end.
    seats = [Seat(DEFAULT_NAMES[i], quick_ai(), "") for i in range(players)]
    match = app.start_match(Session.new(GameConfig(players=players, seed=seed, modules=modules),
                                        seats))
    for _step in range(20000):
        top = app.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, ScoringScene) and "scoring" not in seen:
            frames("scoring")
        match.think_now()
        app.update(1.0 if isinstance(top, ScoringScene) else 0.02)
        if match.version % 25 == 0:
            app.draw()
    expect(GameOverScene, "game over")
    over = app.top
    over.toggle_statistics()
    frames("statistics")
    over.look_at(over.match.game.winners[0])
    frames("final Alhambra")
    app.stack.pop()
    over.ask_quit()
    frames("quit?")
    app.stack.pop()
    over.watch_again()
    frames("replay")
    app.top.replay.go_to(app.top.replay.length // 2)
    frames("replay at its middle")
    print(f"smoke test: drew {', '.join(seen)}", file=sys.stdout)
    return 0
