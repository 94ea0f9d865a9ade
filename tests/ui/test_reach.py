"""Every legal action of a human decision can be made at the table: random games with every
module (a fixed sample of seeds), all seats human, where at each decision every action the
engine lists has a way to send it with the controls on screen (``hands``), and the action
played (chosen at random) is then made with them, as a person would."""

from __future__ import annotations

import random

import pygame
import pytest

from game.rules import GameConfig, module_order
from game.scenes.curtain import CurtainScene
from game.scenes.game_over import GameOverScene
from game.scenes.scoring import ScoringScene
from game.scenes.table.scene import TableScene
from game.session import HUMAN, Seat, Session
from tests.ui.hands import Hands

EVERY_MODULE = frozenset(module_order())
# (players, seed, decisions): games with every module, long enough to reach auctions, the
# between-turns window and the modules' own stages
GAMES = [(3, 35, 500), (2, 7, 400), (5, 12, 400)]


def to_decision(driver) -> bool:
    """Click away what stands between the table and the next decision (a curtain, a
    scoring); False once the game is over."""
    app = driver.app
    for _ in range(50):
        top = app.top
        if isinstance(top, GameOverScene) or app.match.game.is_over:
            return False
        if isinstance(top, (CurtainScene, ScoringScene)):
            driver.key(pygame.K_RETURN)
            continue
        if isinstance(top, TableScene) and app.match.my_turn:
            return True
        driver.frame()
    raise AssertionError(f"no decision on screen: {type(app.top).__name__}")


@pytest.mark.parametrize("players, seed, decisions", GAMES)
def test_every_legal_action_of_a_human_has_a_control_that_makes_it(app, driver, players, seed,
                                                                   decisions):
    config = GameConfig(players=players, seed=seed, modules=EVERY_MODULE)
    seats = [Seat(f"P{seat}", HUMAN) for seat in range(players)]
    app.start_match(Session.new(config, seats))
    hands = Hands(driver)
    rng = random.Random(seed)
    for _decision in range(decisions):
        if not to_decision(driver):
            break
        game = hands.game
        legal = game.legal_actions()
        ways = hands.ways()
        missing = [a for a in legal if a not in ways]
        assert not missing, (game.phase, len(missing), len(legal), missing[:4])
        action = rng.choice(legal)
        hands.make(action, ways[action])
