"""Damaged saves and autosaves of every kind: each is listed with a clear problem or opens,
nothing raises, and Continue still offers (and opens) the last good game."""

from __future__ import annotations

import json
import os
import random

import pytest

from game import text
from game.saves import (
    MAX_SAVE_BYTES, attach_autosave, latest_autosave, list_autosaves, list_saves, load_session,
    resume_latest, saves_dir,
)
from game.saves.autosave import autosave_paths, game_of
from game.saves.library import list_folder
from tests.save.helpers import bots_for, new_session, play


def play_turns(session, bots, turns):
    for _ in range(turns):
        turn = session.game.turn
        while session.game.turn == turn and not session.game.is_over:
            play(session, bots, 1)


def set_in(*keys, value):
    def change(raw: bytes) -> bytes:
        doc = json.loads(raw)
        target = doc
        for key in keys[:-1]:
            target = target[key]
        target[keys[-1]] = value
        return json.dumps(doc).encode()
    return change


BAD_TEXT = "Zo\x00\ud800\x1b"
DAMAGE = {
    "truncated": lambda raw: raw[: len(raw) // 3],
    "random bytes": lambda raw: random.Random(len(raw)).randbytes(len(raw)),
    "wrong digest": set_in("digest", value="0" * 32),
    "newer format": set_in("schema_version", value=99),
    "very large": lambda raw: raw + b" " * (MAX_SAVE_BYTES + 1),
    "bad seat name": set_in("seats", 0, "name", value=BAD_TEXT),
    "bad seat player": set_in("seats", 0, "player", value=BAD_TEXT),
    "bad seat colour": set_in("seats", 0, "colour", value=BAD_TEXT),
    "bad config name": set_in("config", "names", 0, value=BAD_TEXT),
    "bad module": set_in("config", "modules", value=[BAD_TEXT]),
    "bad option": set_in("config", "options", value=[BAD_TEXT]),
    "bad save name": set_in("name", value=BAD_TEXT),
    "bad date": set_in("saved_at", value=BAD_TEXT),
    "bad version": set_in("game_version", value=BAD_TEXT),
    "bad game id": set_in("game_id", value=BAD_TEXT),
    "bad summary player": set_in("summary", "players", 0, value=BAD_TEXT),
    "bad summary to move": set_in("summary", "to_move", value=BAD_TEXT),
    "bad move type": set_in("log", 0, "type", value=BAD_TEXT),
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_damaged_newest_game_never_hides_the_last_good_one(kind):
    good = new_session(3, 31, ["random"] * 3)
    attach_autosave(good)
    play_turns(good, bots_for(3, 31), 3)
    newest = new_session(2, 32, ["random"] * 2)
    attach_autosave(newest)
    play_turns(newest, bots_for(2, 32), 2)
    for path in autosave_paths():
        if game_of(path) == newest.game_id:
            path.write_bytes(DAMAGE[kind](path.read_bytes()))
    (saves_dir() / "named.json").write_bytes(DAMAGE[kind](autosave_paths()[0].read_bytes()))

    for info in [*list_autosaves(), *list_saves()]:  # listed, with words if it is bad
        assert text.is_clean(info.label())
        assert info.problem is None or info.problem.strip()
    resumed = resume_latest()
    assert resumed.game_id in (good.game_id, newest.game_id)
    if resumed.game_id == good.game_id:
        assert resumed.game.digest() == good.game.digest()
    else:  # only text that is shown was damaged: the game itself still opens as it was
        assert kind in ("bad save name", "bad date", "bad version", "bad game id",
                        "bad seat colour", "bad summary player", "bad summary to move")
        assert resumed.game.digest() == newest.game.digest()
    assert load_session(latest_autosave()).game.digest() == resumed.game.digest()


def test_a_file_that_vanishes_after_listing_is_skipped(monkeypatch):
    session = new_session(2, 5)
    paths = []
    for k in range(3):
        path = saves_dir() / f"s{k}.json"
        from game.saves import save_session
        save_session(session, path, name=f"s{k}")
        paths.append(path)
    real_stat = os.stat

    def vanishing(path, *args, **kwargs):  # the file goes between the listing and reading
        if str(path).endswith("s1.json"):
            raise FileNotFoundError(path)
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", vanishing)
    infos = list_folder(saves_dir(), newest_first=lambda p: p.name)
    assert {i.name for i in infos if i.problem is None} == {"s0", "s2"}
