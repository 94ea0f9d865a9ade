"""The game speaks its four languages however it is started from the project's files: a
fresh checkout's ``python main.py`` and ``make play`` (README, "Install from source"), with
nothing compiled first. A catalog that is missing is said, and the game still plays."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.checkout import GAME, fresh_checkout, german_scores

@pytest.fixture(scope="module")
def checkout(tmp_path_factory) -> Path:
    folder = fresh_checkout(tmp_path_factory.mktemp("checkout"))
    assert not list(folder.rglob("*.mo")), "a fresh checkout has no compiled catalog"
    return folder


def run(command: list[str], cwd: Path, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "ALHAMBRA_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    env.pop("PYTHONPATH", None)
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=300)


def test_python_main_py_speaks_german_from_a_fresh_checkout(checkout, tmp_path):
    result = run([sys.executable, "main.py", *GAME, "--lang", "de"], checkout, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith(german_scores())
    assert result.stderr == ""


def test_python_main_py_opens_the_table_in_german_from_a_fresh_checkout(checkout, tmp_path):
    result = run([sys.executable, "main.py", "--smoke-test", "--lang", "de"], checkout,
                 tmp_path)
    assert result.returncode == 0, result.stderr
    assert "catalog" not in result.stderr


@pytest.mark.skipif(shutil.which("make") is None or os.name == "nt",
                    reason="make play is for Linux and macOS (README)")
def test_make_play_speaks_german_from_a_fresh_checkout(checkout, tmp_path):
    # the checkout's make, with this environment's Python as its .venv (-o: not rebuilt)
    venv = Path(sys.prefix)
    stamp = venv / ".installed"
    result = run(["make", "--no-print-directory", "-o", str(stamp), "play", f"VENV={venv}",
                  f"ARGS={' '.join(GAME)} --lang de"], checkout, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith(german_scores())


def test_a_missing_catalog_is_said_and_the_game_plays_in_english(checkout, tmp_path):
    damaged = tmp_path / "checkout"
    shutil.copytree(checkout, damaged)
    (damaged / "assets" / "locale" / "de" / "LC_MESSAGES" / "alhambra.po").unlink()
    result = run([sys.executable, "main.py", *GAME, "--lang", "de"], damaged, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr.startswith("alhambra: The catalog of Deutsch is missing, so the "
                                    "game speaks English")
    assert result.stdout.splitlines()[-1].startswith("scores: ")
