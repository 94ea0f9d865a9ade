"""Every kind of bad file gives a SaveError with one clear sentence, and is left as it was."""

from __future__ import annotations

import json
import os

import pytest

from game.saves import MAX_SAVE_BYTES, SCHEMA_VERSION, SaveError, load_session
from game.saves import errors as why
from game.saves import files

from tests.save.helpers import edited, sample_session, save_bytes

VALID = save_bytes(sample_session(players=3, seed=11, steps=120), name="Élif's game")
FIRST_TAKE = json.loads(VALID)["log"][0]  # the first move takes money (checked below)


def first_move(change):
    def apply(doc):
        change(doc["log"][0])
    return apply


def set_key(key, value):
    def apply(doc):
        doc[key] = value
    return apply


def set_config(key, value):
    def apply(doc):
        doc["config"][key] = value
    return apply


CASES = {
    "empty": (b"", why.EMPTY),
    "only spaces": (b"  \n ", why.EMPTY),
    "cut in half": (VALID[: len(VALID) // 2], why.TRUNCATED),
    "cut inside a string": (VALID[: VALID.index(b"alhambra-save") + 4], why.TRUNCATED),
    "cut inside a letter": (VALID[: VALID.index("É".encode()) + 1], why.TRUNCATED),
    "missing its last brace": (VALID.rstrip()[:-1], why.TRUNCATED),
    "a broken character": (VALID.replace(b'"log"', b'"log"#', 1), why.DAMAGED),
    "junk after the end": (VALID + b"{}", why.DAMAGED),
    "a picture": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe", why.FOREIGN),
    "other JSON": (b'{"name": "my settings", "volume": 3}', why.FOREIGN),
    "a JSON list": (b"[1, 2, 3]", why.FOREIGN),
    "a JSON string": (b'"alhambra-save"', why.FOREIGN),
    "NaN": (VALID.replace(b'"schema_version": %d' % SCHEMA_VERSION, b'"schema_version": NaN'),
            why.DAMAGED),
    "a huge number": (VALID.replace(b'"seed": 11', b'"seed": ' + b"9" * 5000), why.DAMAGED),
    "nested far too deep": (VALID[:-3] + b', "x": ' + b"[" * 5000 + b"]" * 5000 + b"}",
                            why.DAMAGED),
    "newer format": (edited(VALID, set_key("schema_version", 99)), why.NEWER),
    "format version a word": (edited(VALID, set_key("schema_version", "one")), why.DAMAGED),
    "format version true": (edited(VALID, set_key("schema_version", True)), why.DAMAGED),
    "format version negative": (edited(VALID, set_key("schema_version", -1)), why.DAMAGED),
    "no log": (edited(VALID, lambda d: d.pop("log")), why.DAMAGED),
    "log is an object": (edited(VALID, set_key("log", {"a": 1})), why.DAMAGED),
    "a move is a number": (edited(VALID, lambda d: d["log"].insert(3, 7)), why.DAMAGED),
    "seed is text": (edited(VALID, set_config("seed", "11")), why.DAMAGED),
    "players is true": (edited(VALID, set_config("players", True)), why.DAMAGED),
    "seven players": (edited(VALID, set_config("players", 7)), why.DAMAGED),
    "unknown module": (edited(VALID, set_config("modules", ["dragons"])), why.DAMAGED),
    "a seat too few": (edited(VALID, lambda d: d["seats"].pop()), why.DAMAGED),
    "unknown computer player": (
        edited(VALID, lambda d: d["seats"][1].update(player="wizard")), why.DAMAGED),
    "seat name a number": (edited(VALID, lambda d: d["seats"][0].update(name=3)), why.DAMAGED),
    "unknown move": (edited(VALID, first_move(lambda m: m.update(type="Fly"))), why.DAMAGED),
    "move with an extra field": (
        edited(VALID, first_move(lambda m: m.update(extra=1))), why.DAMAGED),
    "card id as text": (
        edited(VALID, first_move(lambda m: m.update(cards=[str(m["cards"][0])]))), why.DAMAGED),
    "card ids as a number": (
        edited(VALID, first_move(lambda m: m.update(cards=m["cards"][0]))), why.DAMAGED),
    "card id true": (edited(VALID, first_move(lambda m: m.update(cards=[True]))), why.DAMAGED),
    "a card not on display": (
        edited(VALID, first_move(lambda m: m.update(cards=[9999]))), why.REJECTED),
    "moves out of order": (
        edited(VALID, lambda d: d["log"].insert(0, d["log"].pop(1))), why.REJECTED),
    "an extra move at the end of a turn": (
        edited(VALID, lambda d: d["log"].insert(2, {"type": "end_turn"})), why.REJECTED),
    "another seed": (edited(VALID, set_config("seed", 12)), (why.REJECTED, why.MISMATCH)),
    "wrong digest": (edited(VALID, set_key("digest", "0" * 32)), why.MISMATCH),
    "digest not hex": (edited(VALID, set_key("digest", "not a digest")), why.DAMAGED),
    "a move missing": (edited(VALID, lambda d: d["log"].pop()), (why.MISMATCH, why.REJECTED)),
}


def test_the_cases_start_from_a_save_that_loads():
    assert FIRST_TAKE["type"] == "take_money"
    assert "É".encode() in VALID
    assert load_session_bytes(VALID).game.digest() == json.loads(VALID)["digest"]


def load_session_bytes(raw: bytes):
    return files.session_from_bytes(raw)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bad_file_gives_a_clear_error_and_is_left_alone(tmp_path, case):
    raw, reasons = CASES[case]
    path = tmp_path / "bad.json"
    path.write_bytes(raw)
    stamp = os.stat(path).st_mtime_ns
    with pytest.raises(SaveError) as caught:
        load_session(path)
    reasons = reasons if isinstance(reasons, tuple) else (reasons,)
    assert caught.value.reason in reasons, str(caught.value)
    message = str(caught.value)
    assert message and "\n" not in message and len(message) < 200
    assert "Traceback" not in message and "Error" not in message
    assert path.read_bytes() == raw and os.stat(path).st_mtime_ns == stamp


def test_a_newer_save_names_the_version_that_made_it(tmp_path):
    path = tmp_path / "new.json"
    path.write_bytes(edited(VALID, lambda d: d.update(schema_version=5, game_version="2.3.0")))
    with pytest.raises(SaveError, match=r"newer version of the game \(2\.3\.0\)"):
        load_session(path)


def test_a_rejected_move_is_named(tmp_path):
    path = tmp_path / "bad.json"
    path.write_bytes(CASES["a card not on display"][0])
    with pytest.raises(SaveError, match=r"move 1 \(TakeMoney\)"):
        load_session(path)


def test_a_missing_file(tmp_path):
    with pytest.raises(SaveError) as caught:
        load_session(tmp_path / "nowhere.json")
    assert caught.value.reason == why.MISSING and "nowhere.json" in str(caught.value)


def test_a_folder(tmp_path):
    with pytest.raises(SaveError) as caught:
        load_session(tmp_path)
    assert caught.value.reason == why.UNREADABLE


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    with pytest.raises(SaveError) as caught:
        load_session(pipe)
    assert caught.value.reason == why.UNREADABLE


def test_a_too_large_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.json"
    with open(path, "wb") as file:
        file.write(VALID[:100])
        file.truncate(MAX_SAVE_BYTES + 1)  # sparse: no need to write megabytes

    def no_reading(*args, **kwargs):
        raise AssertionError("the file was opened")

    monkeypatch.setattr(files, "open", no_reading, raising=False)
    with pytest.raises(SaveError) as caught:
        load_session(path)
    assert caught.value.reason == why.TOO_LARGE and "5 MB" in str(caught.value)
    assert os.path.getsize(path) == MAX_SAVE_BYTES + 1


def test_a_file_of_exactly_the_limit_is_read(tmp_path):
    path = tmp_path / "padded.json"
    path.write_bytes(VALID.rstrip() + b" " * (MAX_SAVE_BYTES - len(VALID.rstrip())))
    assert os.path.getsize(path) == MAX_SAVE_BYTES
    assert load_session(path).game.digest() == json.loads(VALID)["digest"]


def test_a_failed_load_leaves_the_running_game_alone(tmp_path):
    running = sample_session(players=2, seed=3, steps=30)
    before = running.game.state_dict()
    path = tmp_path / "bad.json"
    path.write_bytes(CASES["wrong digest"][0])
    with pytest.raises(SaveError):
        load_session(path)
    assert running.game.state_dict() == before


def test_a_save_cut_anywhere_is_reported_as_cut_short():
    for cut in range(1, len(VALID.rstrip())):
        with pytest.raises(SaveError) as caught:
            load_session_bytes(VALID[:cut])
        assert caught.value.reason == why.TRUNCATED, (cut, str(caught.value))


def test_a_save_from_another_version_that_replays_differently_says_so(tmp_path):
    path = tmp_path / "old.json"
    path.write_bytes(edited(VALID, lambda d: d.update(game_version="0.0.9", digest="a" * 32)))
    with pytest.raises(SaveError) as caught:
        load_session(path)
    assert caught.value.reason == why.MISMATCH
    assert "another version of the game (0.0.9)" in str(caught.value)
