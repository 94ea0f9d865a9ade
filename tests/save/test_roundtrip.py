"""Saving at any point and loading gives back exactly the same game, which then plays on
exactly as the unsaved one does."""

from __future__ import annotations

import copy
import random

import pytest

from game.rules import GameConfig
from game.rules.modules import REGISTRY
from game.saves import load_session, save_session
from game.saves.files import session_from_bytes
from game.session import HUMAN

from game.session import Seat, Session

from tests.save.helpers import NAMES, bots_for, new_session, play, save_bytes

KINDS = [HUMAN, "random", "greedy"]
RANDOM_GAMES = 200
CHUNKS = 8


def check_round_trip(seed: int, bot_kind: str, max_save_point: int) -> None:
    # Random bots are given the whole game (they only pick legal moves), which halves the
    # time; greedy bots play from their seat's view as they do at the table.
    full_view = bot_kind == "random"
    rng = random.Random(seed)
    players = 2 + seed % 5
    session = new_session(players, seed, [rng.choice(KINDS) for _ in range(players)])
    bots = bots_for(players, seed, bot_kind)
    play(session, bots, rng.randrange(max_save_point), full_view)

    raw = save_bytes(session)
    state_at_save = session.game.state_dict()
    could_undo = session.can_undo()
    bots_after_load = copy.deepcopy(bots)  # the same bots, in the same state, for the copy

    play(session, bots, full_view=full_view)
    loaded = session_from_bytes(raw)
    assert loaded.game.state_dict() == state_at_save
    assert loaded.seats == session.seats
    assert loaded.can_undo() == could_undo
    play(loaded, bots_after_load, full_view=full_view)

    assert loaded.game.is_over and session.game.is_over
    assert loaded.game.log == session.game.log
    assert loaded.game.state_dict() == session.game.state_dict()
    assert loaded.game.scores == session.game.scores
    assert loaded.game.winners == session.game.winners


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_saved_at_random_points_play_on_identically(chunk):
    # Save points reach past the end of the shorter games, so finished games are saved too.
    for seed in range(chunk, RANDOM_GAMES, CHUNKS):
        check_round_trip(seed, "random", max_save_point=500)


@pytest.mark.parametrize("seed", [1000, 1001, 1002, 1003])
def test_greedy_games_saved_at_random_points_play_on_identically(seed):
    check_round_trip(seed, "greedy", max_save_point=300)


def test_round_trip_through_a_file(tmp_path):
    session = new_session(4, 21, [HUMAN, "greedy", HUMAN, "random"])
    play(session, bots_for(4, 21), 77)
    path = save_session(session, tmp_path / "game.json", name="Sunday")
    loaded = load_session(path)
    assert loaded.game.digest() == session.game.digest()
    assert loaded.game.log == session.game.log
    assert [s.colour for s in loaded.seats] == [s.colour for s in session.seats]


def test_a_new_game_and_a_finished_game_round_trip():
    fresh = new_session(2, 5)
    assert session_from_bytes(save_bytes(fresh)).game.state_dict() == fresh.game.state_dict()
    finished = new_session(6, 6)
    play(finished, bots_for(6, 6))
    loaded = session_from_bytes(save_bytes(finished))
    assert loaded.game.is_over and loaded.game.winners == finished.game.winners


def test_saving_does_not_change_the_game():
    session = new_session(3, 8)
    play(session, bots_for(3, 8), 50)
    before = session.game.state_dict()
    save_bytes(session)
    assert session.game.state_dict() == before


def test_the_loaded_game_is_independent_of_the_save():
    session = new_session(3, 9)
    play(session, bots_for(3, 9), 40)
    raw = save_bytes(session)
    first, second = session_from_bytes(raw), session_from_bytes(raw)
    play(first, bots_for(3, 1), 30)
    assert second.game.state_dict() == session.game.state_dict()


@pytest.mark.parametrize("modules", [[m] for m in sorted(REGISTRY)] + [sorted(REGISTRY)],
                         ids=lambda ms: "+".join(ms) or "none")
def test_games_with_expansion_modules_round_trip(modules):
    for seed in range(3):
        players = 2 + (seed * 2) % 5
        config = GameConfig(players=players, seed=seed, modules=frozenset(modules))
        session = Session.new(config, [Seat(name) for name in NAMES[:players]])
        bots = bots_for(players, seed)
        play(session, bots, 150 + 60 * seed, full_view=True)
        raw = save_bytes(session)
        bots_after_load = copy.deepcopy(bots)
        loaded = session_from_bytes(raw)
        assert loaded.game.state_dict() == session.game.state_dict()
        play(session, bots, full_view=True)
        play(loaded, bots_after_load, full_view=True)
        assert loaded.game.state_dict() == session.game.state_dict()
