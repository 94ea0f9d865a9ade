"""``python main.py --load FILE``: a bad file gives a message and exit code 2, never a
traceback, and is left as it was; a good one is loaded (and can be played on by bots)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import parse_args
from game.saves import save_session
from game.saves.command_line import load_saved_game

from tests.save.helpers import edited, sample_session, save_bytes

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=os.environ.copy(),
                          capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def good_bytes() -> bytes:
    return save_bytes(sample_session(players=3, seed=61, steps=150))


@pytest.mark.parametrize("damage, words", [
    (lambda raw: raw[: len(raw) // 3], "cut short"),
    (lambda raw: raw.replace(b'"log"', b'"log"?', 1), "damaged"),
    (lambda raw: b'{"hello": "world"}', "not a saved Alhambra game"),
    (lambda raw: edited(raw, lambda d: d.update(schema_version=9)), "newer version"),
    (lambda raw: edited(raw, lambda d: d.update(digest="f" * 32)), "replaying"),
])
def test_a_bad_file_exits_2_with_a_message_and_no_traceback(tmp_path, good_bytes, damage, words):
    path = tmp_path / "bad save.json"
    raw = damage(good_bytes)
    path.write_bytes(raw)
    done = run_main("--load", str(path))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stdout == ""
    [line] = done.stderr.splitlines()
    assert line.startswith(f"alhambra: cannot load {path}: ") and words in line
    assert path.read_bytes() == raw


def test_a_missing_file_exits_2(tmp_path):
    done = run_main("--load", str(tmp_path / "gone.json"))
    assert done.returncode == 2 and "gone.json" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_too_large_file_exits_2(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "wb") as file:
        file.truncate(6 * 1024 * 1024)
    done = run_main("--load", str(path))
    assert done.returncode == 2 and "too large" in done.stderr


def test_a_good_file_is_played_to_the_end_with_autoplay(tmp_path, good_bytes):
    path = tmp_path / "good.json"
    path.write_bytes(good_bytes)
    done = run_main("--load", str(path), "--autoplay", "--ai", "random")
    assert done.returncode == 0, done.stderr
    last = done.stdout.splitlines()[-1]
    assert last.startswith("scores: ") and len(last.split()) == 4
    # the same continuation in this process gives the same result
    out = io.StringIO()
    args = parse_args(["--load", str(path), "--autoplay", "--ai", "random"])
    assert load_saved_game(args, out=out) == 0
    assert out.getvalue().splitlines()[-1] == last
    assert path.read_bytes() == good_bytes


def test_without_autoplay_the_loaded_session_is_handed_to_the_table(tmp_path):
    session = sample_session(players=2, seed=62, steps=33)
    path = save_session(session, tmp_path / "game.json")
    loaded = load_saved_game(parse_args(["--load", str(path)]))
    assert loaded.game.digest() == session.game.digest()
    assert parse_args([]).session is None


def test_a_finished_game_with_autoplay_prints_its_result(tmp_path):
    session = sample_session(players=2, seed=63, steps=10_000)
    assert session.game.is_over
    path = save_session(session, tmp_path / "done.json")
    out = io.StringIO()
    args = parse_args(["--load", str(path), "--autoplay"])
    assert load_saved_game(args, out=out) == 0
    assert out.getvalue().splitlines()[-1] == "scores: " + " ".join(map(str, session.game.scores))


def test_bad_file_in_process_writes_to_stderr_only(tmp_path, good_bytes):
    path = tmp_path / "bad.json"
    path.write_bytes(json.dumps({"format": "alhambra-save"}).encode())
    out, err = io.StringIO(), io.StringIO()
    assert load_saved_game(parse_args(["--load", str(path)]), out=out, err=err) == 2
    assert out.getvalue() == "" and "damaged" in err.getvalue()
