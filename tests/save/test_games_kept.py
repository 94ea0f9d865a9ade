"""Every unfinished game stays resumable: autosaves are kept game by game, the list shows each
game once at its newest state, Continue offers the newest game that loads, a failing game
never costs another its autosaves, and leftovers of interrupted writes are tidied."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from game.saves import (
    AUTOSAVES_KEPT, attach_autosave, autosave, autosave_dir, delete_game, latest_autosave,
    list_autosaves, load_session, read_info, rescue_save, resume_latest, tidy,
)
from game.saves.autosave import autosave_paths, game_of
from game.saves.files import is_temporary, remove_leftovers
from tests.save.helpers import bots_for, new_session, play

CORPUS = Path(__file__).parent / "corpus" / "0.1.0"
ROOT = Path(__file__).resolve().parents[2]


def play_turns(session, bots, turns: int) -> None:
    for _ in range(turns):
        turn = session.game.turn
        while session.game.turn == turn and not session.game.is_over:
            play(session, bots, 1)


def test_several_unfinished_games_are_each_offered_at_their_last_turn():
    games = []
    for number, players in enumerate((3, 4, 2, 5, 3, 6, 2)):
        session = new_session(players, 100 + number, ["random"] * players)
        attach_autosave(session)
        play_turns(session, bots_for(players, 100 + number), 4 + number)
        games.append(session)
    listed = list_autosaves()
    assert [info.game_id for info in listed] == [s.game_id for s in reversed(games)]
    for info, session in zip(listed, reversed(games)):
        assert info.turn == session.game.turn and not info.over
        assert load_session(info.path).game.digest() == session.game.digest()
    for session in games:
        mine = [p for p in autosave_paths() if game_of(p) == session.game_id]
        assert len(mine) == AUTOSAVES_KEPT
    assert resume_latest().game_id == games[-1].game_id


def test_a_finished_game_is_listed_and_deleted_only_when_asked():
    unfinished = new_session(3, 7, ["random"] * 3)
    attach_autosave(unfinished)
    play_turns(unfinished, bots_for(3, 7), 3)
    finished = new_session(2, 8, ["random"] * 2)
    attach_autosave(finished)
    play(finished, bots_for(2, 8))
    assert finished.game.is_over
    first, second = list_autosaves()
    assert first.game_id == finished.game_id and first.over
    assert second.game_id == unfinished.game_id
    # Continue goes past the finished game to the one that can still be played
    assert latest_autosave() == second.path
    assert resume_latest().game.digest() == unfinished.game.digest()
    assert delete_game(finished.game_id) == AUTOSAVES_KEPT
    assert [info.game_id for info in list_autosaves()] == [unfinished.game_id]


def test_a_game_that_fails_never_costs_another_its_autosaves():
    older = new_session(3, 21, ["random"] * 3)
    attach_autosave(older)
    play_turns(older, bots_for(3, 21), 5)
    kept = sorted(autosave_paths())
    failing = new_session(2, 22, ["random"] * 2)
    for _ in range(10):  # a game crashing again and again, rescued each time
        assert rescue_save(failing) is not None
    assert set(kept) <= set(autosave_paths())
    # Its autosaves damaged: Continue offers the newest game that does load
    for path in autosave_paths():
        if game_of(path) == failing.game_id:
            path.write_bytes(b'{"format": "alhambra-save", "schema_version": 1, "log": [')
    assert read_info(latest_autosave()).game_id == older.game_id
    assert resume_latest().game.digest() == older.game.digest()


def test_autosaves_from_before_game_ids_are_grouped_by_their_setup():
    source = CORPUS / "base-3p-turn40.json"
    if not source.exists():  # the corpus names its files; take any unfinished base save
        source = next(p for p in sorted(CORPUS.glob("*.json"))
                      if not read_info(p).over and not read_info(p).modules)
    folder = autosave_dir()
    for k in range(3):  # three old-style names of one game
        shutil.copy(source, folder / f"autosave-2025051{k}-120000-000000.json")
    [listed] = list_autosaves()
    assert listed.problem is None and listed.game_id
    assert listed.path.name == "autosave-20250512-120000-000000.json"
    session = resume_latest()
    assert session.game_id == listed.game_id
    autosave(session)  # playing on joins the same game; old files are never pruned
    assert [info.game_id for info in list_autosaves()] == [listed.game_id]
    assert len(autosave_paths()) == 4


def test_tidy_removes_old_leftovers_and_keeps_young_ones_and_saves():
    folder = autosave_dir()
    session = new_session(2, 3)
    good = autosave(session)
    old = folder / ".autosave-x.json.abc123.tmp"
    young = folder / ".autosave-y.json.def456.tmp"
    old.write_bytes(b"half a sa")
    young.write_bytes(b"being written")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    tidy()
    assert not old.exists() and young.exists() and good.exists()


CHILD = """
import sys
from game.ai import make_bot
from game.rules import GameConfig
from game.saves import SaveError, attach_autosave, resume_latest
from game.session import Seat, Session
try:
    session = resume_latest()
except SaveError:
    seats = [Seat(name, "random") for name in ("Amira", "Basim", "Carmen")]
    session = Session.new(GameConfig(players=3, seed=5), seats)
attach_autosave(session)
bots = [make_bot("random", int(sys.argv[1]) * 10 + seat) for seat in range(3)]
print("start", flush=True)
while not session.game.is_over:
    turn, game = session.game.turn, session.game
    session.apply(bots[game.to_move].choose(game.view(game.to_move)))
    if session.game.turn != turn:  # the turn ended: its autosave is written by now
        print("saved", session.game_id, session.game.turn, flush=True)
"""


def test_killing_the_game_at_random_moments_loses_nothing_saved(tmp_path):
    rng = random.Random(2024)
    env = {**os.environ, "ALHAMBRA_HOME": str(tmp_path / "home"), "PYTHONPATH": str(ROOT)}
    folder = tmp_path / "home" / "autosaves"
    saved: dict[str, int] = {}  # game id: the last turn whose autosave was confirmed
    for restart in range(6):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(restart)], cwd=ROOT,
                                 env=env, stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "start"  # the game is running from here on
        time.sleep(rng.uniform(0.05, 0.6))
        child.send_signal(signal.SIGKILL)
        for line in child.stdout.read().split("\n"):
            if line.startswith("saved"):
                _, game_id, turn = line.split()
                saved[game_id] = max(saved.get(game_id, 0), int(turn))
        child.wait()
        os.environ["ALHAMBRA_HOME"] = env["ALHAMBRA_HOME"]  # what the next start sees
        remove_leftovers(folder, older_than=0)  # the start-up tidy, without its grace time
        assert not [p for p in folder.iterdir() if is_temporary(p)]
        newest: dict[str, int] = {}
        for path in autosave_paths():
            info = read_info(path)
            assert info.problem is None, (path.name, info.problem)
            newest[info.game_id] = max(newest.get(info.game_id, 0), info.turn)
        for game_id, turn in saved.items():
            assert newest[game_id] >= turn
    last_saved = max(saved.values(), default=0)
    assert last_saved > 0  # the games did get somewhere between the kills
