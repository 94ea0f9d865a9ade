"""Text from outside (names in saves and settings, save summaries, file names) with control
characters and lone surrogates: saving, loading, listing and Continue never raise, and
nothing unsafe reaches what the table draws."""

from __future__ import annotations

import json
import os
from contextlib import contextmanager
from pathlib import Path
from tempfile import TemporaryDirectory

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import text
from game.saves import (
    SaveError, autosave, latest_autosave, list_autosaves, list_saves, load_session, read_info,
    resume_latest, save_named, saves_dir,
)
from game.saves import errors as why
from game.ui.settings import NAME_LENGTH, load_settings, save_settings, settings_path
from tests.save.helpers import edited, sample_session, save_bytes

# Every kind of character, the dangerous ones made likely.
NASTY = st.sampled_from(["\x00", "\x1b", "\x7f", "\n", "\t", "\ud800", "\udcff", "\u202e",
                         "\ufeff", "\U0010ffff", "\x85"])
TEXT = st.lists(st.one_of(st.characters(), NASTY), max_size=30).map("".join)
SESSION = sample_session(players=3, seed=5, steps=40)
VALID = save_bytes(SESSION, name="A game")


@contextmanager
def user_folder():
    """A fresh user data folder for one generated example."""
    before = os.environ.get("ALHAMBRA_HOME")
    with TemporaryDirectory() as folder:
        os.environ["ALHAMBRA_HOME"] = folder
        try:
            yield Path(folder)
        finally:
            if before is None:
                del os.environ["ALHAMBRA_HOME"]
            else:
                os.environ["ALHAMBRA_HOME"] = before


def encoded(doc: dict) -> bytes:
    """JSON as another tool might write it: lone surrogates escaped, so they survive."""
    return json.dumps(doc).encode()


def shown_safely(info) -> bool:
    return all(text.is_clean(words) for words in
               (info.label(), info.title, info.to_move, *info.players, info.problem or ""))


def test_the_gate():
    assert text.printable("a\x00b\ud800c") == "a\ufffdb\ufffdc"
    assert text.clean_name("  Am\x00ira \n  Bey\udcff ", 14) == "Amira Bey"
    assert text.clean_name("x" * 40, 14) == "x" * 14
    assert not text.typed_character_ok("\x00") and not text.typed_character_ok("\ud800")
    assert text.typed_character_ok("é") and text.typed_character_ok("中")
    assert text.is_ascii_number("0123") and not text.is_ascii_number("²")
    assert not text.is_ascii_number("١٢") and not text.is_ascii_number("")
    assert text.file_label(Path(os.fsdecode(b"bad\xff\x01name.json"))) == "bad\ufffd\ufffdname.json"


@given(TEXT)
def test_a_seat_name_from_outside_is_refused_or_kept_exactly(name):
    raw = edited(VALID, lambda doc: doc["seats"][1].update(name=name))
    # the name as the file holds it: two lone surrogates written as escapes side by side
    # ("\ud800\udc00") are one character there, as any JSON reader reads them
    name = json.loads(json.dumps(name))
    try:
        session = load_session_bytes(raw)
    except SaveError as error:
        assert error.reason in (why.DAMAGED, why.MISMATCH)
        assert text.is_clean(str(error))
        assert not text.is_clean(name) or error.reason == why.MISMATCH or len(name) > 1000
    else:
        assert session.seats[1].name == name and text.is_clean(name)


def test_a_surrogate_pair_written_as_two_escapes_is_one_character():
    raw = edited(VALID, lambda doc: doc["seats"][1].update(name="\ud800\udc00"))
    assert load_session_bytes(raw).seats[1].name == "\U00010000"


def load_session_bytes(raw: bytes):
    from game.saves.files import session_from_bytes

    return session_from_bytes(raw)


@given(name=TEXT, players=st.lists(TEXT, min_size=3, max_size=3), to_move=TEXT)
def test_summaries_and_names_with_any_text_list_and_continue(name, players, to_move):
    def change(doc):
        doc["name"] = name
        doc["summary"].update(players=players, to_move=to_move)

    with user_folder():
        (saves_dir() / "odd.json").write_bytes(encoded(json.loads(edited(VALID, change))))
        path = autosave(SESSION)
        path.write_bytes(encoded(json.loads(edited(path.read_bytes(), change))))
        for info in [*list_saves(), *list_autosaves(), read_info(path)]:
            assert shown_safely(info)
        assert latest_autosave() == path  # shown text is cleaned, the save still opens
        assert resume_latest().game.digest() == SESSION.game.digest()
        assert load_session(saves_dir() / "odd.json").game.digest() == SESSION.game.digest()


@given(st.binary(min_size=1, max_size=20).filter(lambda b: b"/" not in b and b"\x00" not in b))
def test_file_names_that_are_not_utf8_are_listed_safely(stem):
    with user_folder():
        path = saves_dir() / os.fsdecode(stem + b".json")
        try:
            path.write_bytes(VALID if len(stem) % 2 else b"junk")
        except OSError:
            return  # a name this file system refuses ("." or "..")
        for info in list_saves():
            assert shown_safely(info)


@given(names=st.lists(st.one_of(TEXT, st.integers(), st.none(), st.lists(TEXT)),
                      min_size=0, max_size=7),
       seed=st.one_of(TEXT, st.integers(), st.none()), speed=st.one_of(TEXT, st.none()))
def test_settings_with_any_values_load_value_by_value(names, seed, speed):
    with user_folder():
        seats = [{"name": n, "player": "human", "colour": "red"} for n in names]
        data = {"seats": seats, "seed": seed, "speed": speed, "modules": ["vizier", 3]}
        settings_path().write_bytes(json.dumps(data).encode())
        loaded = load_settings(["greedy"], "greedy")
        assert 2 <= len(loaded.seats) <= 6
        assert all(s.name and text.is_clean(s.name) and len(s.name) <= NAME_LENGTH
                   for s in loaded.seats)
        assert len({s.name.lower() for s in loaded.seats}) == len(loaded.seats)
        assert loaded.seed == "" or text.is_ascii_number(loaded.seed)
        assert loaded.modules == ["vizier"]  # the good value is kept beside the bad ones
        save_settings(loaded)
        assert load_settings(["greedy"], "greedy") == loaded


def test_a_bad_value_in_the_settings_falls_back_alone():
    data = {"seats": [{"name": "Zoé", "player": "human", "colour": "red"},
                      {"name": "\x00\x00", "player": "wizard", "colour": 5},
                      {"name": "Zoé", "player": "greedy", "colour": "blue"}],
            "seed": "²", "speed": "warp", "modules": ["huts"]}
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(data))
    loaded = load_settings(["greedy"], "greedy")
    assert [s.name for s in loaded.seats] == ["Zoé", "Basim", "Amira"]
    assert [s.player for s in loaded.seats] == ["human", "greedy", "greedy"]
    assert [s.colour for s in loaded.seats] == ["red", "", "blue"]
    assert (loaded.seed, loaded.speed, loaded.modules) == ("", "normal", ["huts"])


@pytest.mark.parametrize("raw", [b"\xff\xfe", b"[]", b'"x"', b"{" * 100_000, b"{}"])
def test_a_settings_file_that_is_not_ours_gives_the_default(raw):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_bytes(raw)
    assert len(load_settings(["greedy"], "greedy").seats) == 3
    assert settings_path().read_bytes() == raw  # left as it is


def test_a_session_holding_a_lone_surrogate_is_refused_when_saved(tmp_path):
    session = sample_session(players=2, seed=3, steps=10)
    session.seats[0] = type(session.seats[0])("A\ud800", "human")
    with pytest.raises(SaveError) as caught:
        save_named(session, "x")
    assert caught.value.reason == why.WRITE_FAILED
