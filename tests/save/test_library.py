"""Named saves and their listing; autosave after every turn, Continue, and resuming."""

from __future__ import annotations

import json
import os
import sys

import pytest

from game.paths import user_data_dir
from game.saves import (
    AUTOSAVES_KEPT, SaveError, attach_autosave, autosave, autosave_dir, latest_autosave,
    list_autosaves, list_saves, load_session, rescue_save, resume_latest, save_named,
    read_info, save_path, saves_dir,
)
from game.saves import errors as why
from game.saves.autosave import autosave_paths
from game.saves import files
from game.session import Seat

from tests.save.helpers import bots_for, new_session, play, sample_session


def play_turns(session, bots, turns: int) -> None:
    target = session.game.turn + turns
    while session.game.turn < target and not session.game.is_over:
        play(session, bots, 1)


def test_saves_live_in_the_user_data_folder():
    assert saves_dir().parent == user_data_dir() == autosave_dir().parent
    assert str(user_data_dir()).startswith(os.environ["ALHAMBRA_HOME"])


@pytest.mark.parametrize("name, stem", [
    ("Friday night", "friday-night"),
    ("../../etc/passwd", "etc-passwd"),
    ("C:\\Windows\\win.ini", "c-windows-win-ini"),
    ("", "save"),
    ("***", "save"),
    ("Élif & Farid", "lif-farid"),
])
def test_save_names_become_safe_file_names(name, stem):
    path = save_path(name)
    assert path.parent == saves_dir() and path.name == f"{stem}.json"


def test_a_named_save_lists_with_its_details():
    session = new_session(3, 14, ["human", "greedy", "random"])
    play(session, bots_for(3, 14), 100)
    path = save_named(session, "  Friday   night ")
    [info] = list_saves()
    game = session.game
    assert info.path == path and info.problem is None
    assert info.name == "Friday night"
    assert info.players == ("Amira", "Basim", "Carmen")
    assert info.kinds == ("human", "greedy", "random")
    assert info.turn == game.turn and info.round == (game.turn - 1) // 3 + 1
    assert info.scores == tuple(game.scores) and not info.over
    assert info.to_move == game.names[game.to_move]
    assert info.when is not None
    label = info.label()
    assert "Friday night" in label and "Amira, Basim, Carmen" in label
    assert f"round {info.round}, turn {info.turn}" in label
    assert load_session(path).game.digest() == game.digest()


def test_listing_shows_newest_first_and_reports_bad_files_without_failing():
    first = save_named(sample_session(2, 1, 20), "first")
    second = save_named(sample_session(2, 2, 20), "second")
    os.utime(first, (1_000_000, 1_000_000))
    (saves_dir() / "broken.json").write_bytes(b'{"format": "alhambra-save", "sch')
    (saves_dir() / ".second.json.abc.tmp").write_bytes(b"half a save")
    (saves_dir() / "notes.txt").write_text("not a save")
    infos = list_saves()
    assert [i.path.name for i in infos][-1] == first.name
    by_name = {i.path.name: i for i in infos}
    assert set(by_name) == {"first.json", "second.json", "broken.json"}
    assert by_name["broken.json"].problem and "cut short" in by_name["broken.json"].problem
    assert by_name[second.name].problem is None
    assert "cut short" in by_name["broken.json"].label()


def test_a_damaged_summary_shows_in_the_list_but_the_game_still_loads():
    session = sample_session(2, 5, 40)
    path = save_named(session, "odd")
    doc = json.loads(path.read_bytes())
    doc["summary"]["scores"] = "lots"
    path.write_text(json.dumps(doc))
    [info] = list_saves()
    assert info.problem
    assert load_session(path).game.digest() == session.game.digest()


def test_saving_again_under_the_same_name_replaces_the_save():
    session = new_session(2, 3)
    bots = bots_for(2, 3)
    play(session, bots, 10)
    path = save_named(session, "Game")
    play(session, bots, 10)
    assert save_named(session, "game") == path
    assert load_session(path).game.digest() == session.game.digest()
    assert len(list_saves()) == 1


def test_autosave_after_every_completed_turn_keeps_the_last_few_of_the_game():
    session = new_session(4, 30, ["human", "random", "random", "random"])
    saver = attach_autosave(session)
    bots = bots_for(4, 30)
    assert latest_autosave() is None
    play_turns(session, bots, 1)
    assert len(list_autosaves()) == 1
    digests = []
    for _ in range(AUTOSAVES_KEPT + 3):
        play(session, bots, 1)  # one decision: an autosave only if it ended a turn
        play_turns(session, bots, 1)
        digests.append(session.game.digest())
    names = sorted(p.name for p in autosave_dir().iterdir())
    assert len(names) == AUTOSAVES_KEPT
    infos = [read_info(path) for path in autosave_paths()]
    assert [i.path.name for i in infos] == sorted(names, reverse=True)
    assert all(i.name == "Autosave" and i.problem is None for i in infos)
    assert [i.turn for i in infos] == sorted((i.turn for i in infos), reverse=True)
    assert {i.game_id for i in infos} == {session.game_id}
    [listed] = list_autosaves()  # the list shows the game once, at its newest state
    assert latest_autosave() == saver.last_path == listed.path == infos[0].path
    assert load_session(listed.path).game.digest() == digests[-1]


def test_an_autosave_is_written_only_when_a_turn_ends():
    session = new_session(2, 12)
    attach_autosave(session)
    bots = bots_for(2, 12)
    turn = session.game.turn
    while session.game.turn == turn:
        assert list_autosaves() == []
        play(session, bots, 1)
    assert len(list_autosaves()) == 1


def test_continue_is_not_offered_once_the_game_has_ended():
    session = new_session(2, 40, ["random", "random"])
    attach_autosave(session)
    bots = bots_for(2, 40)
    play_turns(session, bots, 3)
    assert latest_autosave() is not None
    play(session, bots)
    assert session.game.is_over
    assert latest_autosave() is None
    with pytest.raises(SaveError) as caught:
        resume_latest()
    assert caught.value.reason == why.MISSING


def test_continue_skips_a_damaged_newest_autosave():
    session = new_session(3, 41)
    bots = bots_for(3, 41)
    older = autosave(session)
    play_turns(session, bots, 2)
    newest = autosave(session)
    newest.write_bytes(newest.read_bytes()[:300])
    assert latest_autosave() == older
    assert resume_latest().game.digest() == load_session(older).game.digest()


def test_resume_falls_back_when_the_newest_autosave_does_not_replay(monkeypatch):
    session = new_session(3, 42)
    bots = bots_for(3, 42)
    play_turns(session, bots, 3)
    good = autosave(session)
    expected = session.game.digest()
    play(session, bots, 3)
    # A crash left the game inconsistent: its rescue save cannot match on replay.
    with monkeypatch.context() as patch:
        patch.setattr(type(session.game), "digest", lambda game: "0" * 32)
        rescued = rescue_save(session)
    assert rescued is not None and latest_autosave() == good  # what Continue opens
    assert resume_latest().game.digest() == expected
    assert good.exists()


def test_nothing_to_resume():
    with pytest.raises(SaveError) as caught:
        resume_latest()
    assert caught.value.reason == why.MISSING


def test_a_rescue_save_never_raises(monkeypatch):
    session = sample_session(2, 6, 30)

    def broken(*args, **kwargs):
        raise RuntimeError("the disk is on fire")

    monkeypatch.setattr(files, "atomic_write", broken)
    assert rescue_save(session) is None
    assert list_autosaves() == []


def test_long_names_still_save_load_and_list():
    session = new_session(2, 7)
    session.seats[0] = Seat("A" * 300)
    path = save_named(session, "A very long evening " * 20)
    [info] = list_saves()
    assert info.problem is None and len(info.name) <= 100
    assert info.players[0] == "A" * 300
    assert len(path.stem) <= 60
    assert load_session(path).seats[0].name == "A" * 300


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux folder")
def test_the_user_data_folder_is_where_earlier_versions_kept_their_saves(monkeypatch, tmp_path):
    # platformdirs finds the platform's folder; under it, the same <org>/<app> as ever
    monkeypatch.delenv("ALHAMBRA_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert user_data_dir() == tmp_path / "data" / "alhambra-game" / "alhambra"
    assert user_data_dir().is_dir()
