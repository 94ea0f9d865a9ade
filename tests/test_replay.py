"""Replays: a saved game watched again reaches the game's own state, and steps back and
forth (and to the scorings) to the same states as playing it through."""

from __future__ import annotations

import random

import pytest

from game.replay import CHECKPOINT, Replay, ReplayError
from game.rules import Game, GameConfig, Scored, module_order
from game.scenes.modules import tell


def played(players: int, seed: int, modules=frozenset()) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed, modules=modules))
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions(redesigns=rng.random() < 0.2)))
    return game


@pytest.mark.parametrize("players, seed, modules", [
    (2, 1, frozenset()), (4, 2, frozenset()),
    (3, 3, frozenset(random.Random(3).sample(module_order(), 6)))])
def test_a_replay_reaches_the_game_and_steps_back(players, seed, modules):
    game = played(players, seed, modules)
    names = [f"P{i}" for i in range(players)]
    replay = Replay(game, names, tell)
    assert replay.length == len(game.log)
    assert replay.go_to(replay.length).digest() == game.digest()
    # the state after every tenth move, played through from the deal
    through = Game.new(game.config)
    digests = {0: through.digest()}
    for number, action in enumerate(game.log, start=1):
        through.apply(action)
        if number % 10 == 0:
            digests[number] = through.digest()
    for step in sorted(digests, reverse=True):    # backwards, across checkpoints
        assert replay.go_to(step).digest() == digests[step]
    replay.go_to(2 * CHECKPOINT + 3)
    replay.back()
    assert replay.step == 2 * CHECKPOINT + 2
    replay.forward()
    assert replay.step == 2 * CHECKPOINT + 3


def test_jumps_to_the_scorings_and_captions():
    game = played(3, 5)
    replay = Replay(game, ["A", "B", "C"], tell)
    replay.go_to(0)
    assert replay.caption() == ["The deal."]
    seen = []
    while replay.step < replay.length:
        replay.next_scoring()
        seen.append(replay.step)
    assert seen == replay.scorings and len(seen) == 3   # two cards and the final scoring
    assert any(isinstance(e, Scored) for e in _events_of(game, seen[0]))
    replay.previous_scoring()
    assert replay.step == seen[-2]
    assert all(replay.caption_of(step) for step in range(1, replay.length + 1))   # every
    # move says something


def _events_of(game: Game, step: int) -> list:
    state = Game.new(game.config)
    for action in game.log[:step - 1]:
        state.apply(action)
    return state.apply(game.log[step - 1])


def test_moves_that_do_not_replay_are_refused():
    game = played(2, 6)
    twin = Game.new(game.config)
    twin.apply(twin.legal_actions()[0])
    twin.log.append(twin.log[-1])   # the same action twice: the second cannot be played
    with pytest.raises(ReplayError):
        Replay(twin, ["A", "B"], tell)
