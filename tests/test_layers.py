"""Layers (DESIGN "Layers", PRACTICES 1): the rules core and the bots never import pygame,
so they run headless, fast, and inside the AI's search."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Every module of these packages is imported, not just the package: a stray
# ``import pygame`` deep inside one of them must be caught too.
IMPORT_ALL = """
import importlib, pkgutil, sys
{block}
names = []
for package in {packages!r}:
    module = importlib.import_module(package)
    names.append(package)
    for info in pkgutil.walk_packages(module.__path__, package + "."):
        importlib.import_module(info.name)
        names.append(info.name)
print(len(names))
print("pygame" in sys.modules and sys.modules["pygame"] is not None)
"""

BLOCK = 'sys.modules["pygame"] = None  # any "import pygame" now raises ImportError'


def run(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("packages", [("game.rules",), ("game.ai",), ("game.rules", "game.ai")])
def test_imports_with_pygame_blocked(packages):
    result = run(IMPORT_ALL.format(block=BLOCK, packages=packages))
    assert result.returncode == 0, result.stderr
    count, loaded = result.stdout.split()
    assert int(count) >= 2
    assert loaded == "False"


def test_rules_and_ai_do_not_load_pygame_when_it_is_available():
    # without the block: importing them still leaves pygame unloaded
    result = run(IMPORT_ALL.format(block="", packages=("game.rules", "game.ai")))
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[-1] == "False"


def test_headless_modules_play_a_game_with_pygame_blocked():
    # not only importing: a whole bot game runs without pygame
    code = f"""
import sys
{BLOCK}
from game.ai import make_bot, play_game
from game.rules import GameConfig
from game.session import Session, Seat
game = play_game(GameConfig(players=3, seed=4), [make_bot("random", s) for s in range(3)])
print(game.is_over)
"""
    result = run(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "True"


def test_the_blocker_works():
    # the check above would be worthless if blocking pygame did not make its import fail
    result = run(f"import sys\n{BLOCK}\nimport pygame\n")
    assert result.returncode != 0 and "import of pygame halted" in result.stderr


# The layers' order, the rules core's imports and where a module may be named:
# tests/test_architecture.py.
