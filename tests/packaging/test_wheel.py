"""``pip install .`` gives a complete game: a wheel built from a fresh checkout carries the
assets and the compiled catalogs, and the ``alhambra`` command it installs into a fresh
environment plays, opens the table, and speaks German.

The wheel is built with this environment's setuptools (no backend fetched) and installed
without its dependencies, which the fresh environment borrows from this one: the game
itself must come from the wheel, and the test checks that it does.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from game import __version__
from tests.packaging.checkout import GAME, fresh_checkout, german_scores

SCRIPTS = "Scripts" if os.name == "nt" else "bin"
PACKAGED = ("game/assets/data/tiles.csv", "game/assets/layout/table.tmx",
            "game/assets/fonts/DejaVuSans.ttf", "game/assets/fonts/LICENSE-DejaVu.txt",
            "game/assets/fonts/ElMessiri-Bold.ttf", "game/assets/fonts/LICENSE-ElMessiri.txt",
            *(f"game/assets/locale/{code}/LC_MESSAGES/alhambra.mo" for code in ("fr", "it", "de")))


def pip(*args: str) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", *args],
                   check=True, capture_output=True, timeout=600)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    checkout = fresh_checkout(tmp_path_factory.mktemp("checkout"))
    out = tmp_path_factory.mktemp("wheel")
    pip("wheel", "--no-deps", "--no-build-isolation", "--quiet", "-w", str(out), str(checkout))
    [built] = out.glob("alhambra-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh environment with the wheel installed; its ``alhambra`` command."""
    venv = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                   timeout=300)
    python = venv / SCRIPTS / ("python.exe" if os.name == "nt" else "python")
    pip("--python", str(python), "install", "--no-deps", "--no-index", "--quiet", str(wheel))
    site = subprocess.run([str(python), "-c", "import sysconfig; "
                           "print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True).stdout.strip()
    # the dependencies (pygame-ce, pytmx, platformdirs) from this environment, after its own
    Path(site, "borrowed_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return venv / SCRIPTS / ("alhambra.exe" if os.name == "nt" else "alhambra")


def run(command: Path, *args: str, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "ALHAMBRA_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    env.pop("PYTHONPATH", None)
    return subprocess.run([str(command), *args], cwd=home, env=env, capture_output=True,
                          text=True, timeout=300)


def test_the_wheel_carries_the_assets_and_the_compiled_catalogs(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert set(PACKAGED) <= names
    assert not [name for name in names if name.endswith((".po", ".pot"))]
    assert not [name for name in names if name.startswith(("tests/", "build_tools/", "bench/"))]


def test_the_installed_game_is_the_wheel_s(installed, tmp_path):
    python = installed.with_name(installed.name.replace("alhambra", "python"))
    where = run(python, "-c", "import game.paths; print(game.paths.ASSETS)", home=tmp_path)
    assert Path(where.stdout.strip()).is_relative_to(installed.parent.parent), where.stderr


def test_the_installed_command_tells_its_version(installed, tmp_path):
    result = run(installed, "--version", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"alhambra {__version__}"


def test_the_installed_command_plays_in_german(installed, tmp_path):
    result = run(installed, *GAME, "--lang", "de", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith(german_scores())
    assert result.stderr == ""


def test_the_installed_command_opens_the_table_in_german(installed, tmp_path):
    result = run(installed, "--smoke-test", "--lang", "de", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "catalog" not in result.stderr
