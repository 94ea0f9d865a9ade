"""The standalone program (``make dist``) starts and plays.

These tests need the built folder ``dist/alhambra/``; CI builds it before running the
tests (``.ci/run``). Without it they are skipped, and say so.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXE = ROOT / "dist" / "alhambra" / ("alhambra.exe" if sys.platform == "win32" else "alhambra")

pytestmark = pytest.mark.skipif(not EXE.exists(), reason="dist/alhambra not built (make dist)")


def run(*args: str, timeout: int = 120, **extra_env: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **extra_env)
    return subprocess.run([str(EXE), *args], capture_output=True, text=True, timeout=timeout,
                          env=env, cwd="/")


def test_frozen_version():
    from game import __version__

    result = run("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"alhambra {__version__}"


def test_frozen_autoplay_plays_a_whole_game():
    result = run("--autoplay", "--players", "3", "--seed", "4")
    assert result.returncode == 0, result.stderr
    last = result.stdout.strip().splitlines()[-1]
    assert last.startswith("scores: ") and len(last.split()) == 4


def test_frozen_program_speaks_french():
    # the compiled catalogs travel with the program
    result = run("--autoplay", "--players", "3", "--seed", "4", "--lang", "fr")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert "décompte 1" in lines and lines[-1].startswith("scores\u00a0:")  # French spacing


def test_frozen_hard_ai_searches_in_worker_processes():
    """The searching AI starts worker processes from the bundled program itself; each must
    be handed to multiprocessing, not start a game of its own (or reject its arguments)."""
    result = run("--autoplay", "--players", "2", "--ai", "hard,normal", "--think-ms", "30",
                 "--seed", "5", ALHAMBRA_AI_WORKERS="2")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "usage" not in result.stderr
    assert [line for line in result.stdout.splitlines() if line.startswith("scores: ")]


def test_frozen_smoke_test_opens_the_window_and_exits_cleanly(tmp_path):
    shot = tmp_path / "turn.png"
    result = run("--smoke-test", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 10_000


def test_frozen_program_rejects_a_wrong_option():
    result = run("--players", "9")
    assert result.returncode == 2
    [line] = result.stderr.splitlines()  # one line saying what is wrong
    assert "--players" in line and "Traceback" not in result.stderr
