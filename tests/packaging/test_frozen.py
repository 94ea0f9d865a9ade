"""The standalone program (``python -m build_tools dist``, ``make dist``) starts and plays,
and its archive carries what a player needs.

These tests need the built program in ``dist/``; CI builds it before running the tests
(``.ci/run``, the release workflow). Without it they are skipped, and say so.
"""

import configparser
import os
import plistlib
import subprocess
import sys
import tarfile
import zipfile

import pytest

from build_tools.dist import archive
from build_tools.icons import LINUX_SIZES
from build_tools.places import program, shipped
from game import __version__
from tests.packaging.checkout import GAME, ROOT, german_scores

EXE = program()
LINUX = sys.platform.startswith("linux")

pytestmark = pytest.mark.skipif(not EXE.exists(),
                                reason="the program is not built (python -m build_tools dist)")


def run(*args: str, timeout: int = 120, **extra_env: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **extra_env)
    return subprocess.run([str(EXE), *args], capture_output=True, text=True,
                          encoding="utf-8", timeout=timeout, env=env,
                          cwd=env["ALHAMBRA_HOME"])  # away from the checkout


@pytest.fixture(autouse=True)
def _own_user_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ALHAMBRA_HOME", str(tmp_path))


def test_frozen_version():
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


def test_frozen_program_speaks_german_and_says_no_catalog_is_missing():
    result = run(*GAME, "--lang", "de")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1].startswith(german_scores())
    assert result.stderr == ""


def test_frozen_program_loads_a_saved_game():
    result = run("--load", str(ROOT / "tests" / "save" / "corpus" / "0.4.0" / "base-3p.json"),
                 "--autoplay")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1].startswith("scores: ")


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


def test_the_archive_is_named_for_its_version_and_system():
    assert archive().is_file()
    assert archive().name.startswith(f"alhambra-{__version__}-")


@pytest.mark.skipif(not LINUX, reason="the desktop entry is Linux's")
def test_the_linux_program_carries_its_desktop_entry_and_icons():
    share = shipped() / "share"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(share / "applications" / "alhambra.desktop", encoding="utf-8")
    assert entry["Desktop Entry"]["Icon"] == "alhambra"
    for size in LINUX_SIZES:
        png = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "alhambra.png"
        assert png.read_bytes().startswith(b"\x89PNG")


@pytest.mark.skipif(not LINUX, reason="the .tar.gz is Linux's")
def test_the_linux_archive_unpacks_and_plays_on_a_clean_machine(tmp_path):
    """Unpacked elsewhere and started with a bare environment (no Python of ours on the
    path, no checkout to find), the program plays in German and draws every scene."""
    with tarfile.open(archive()) as packed:
        packed.extractall(tmp_path / "unpacked", filter="tar")
    unpacked = tmp_path / "unpacked" / "alhambra" / "alhambra"
    assert os.access(unpacked, os.X_OK)
    home = tmp_path / "home"
    home.mkdir()
    bare = {"PATH": "/usr/bin:/bin", "HOME": str(home), "ALHAMBRA_HOME": str(home),
            "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    played = subprocess.run([str(unpacked), *GAME, "--lang", "de"], env=bare, cwd=home,
                            capture_output=True, text=True, timeout=120)
    assert played.returncode == 0, played.stderr
    assert played.stdout.splitlines()[-1].startswith(german_scores())
    drawn = subprocess.run([str(unpacked), "--smoke-test"], env=bare, cwd=home,
                           capture_output=True, text=True, timeout=120)
    assert drawn.returncode == 0, drawn.stderr


@pytest.mark.skipif(sys.platform != "darwin", reason="the .app is macOS's")
def test_the_mac_app_says_its_name_and_version():
    with (shipped() / "Contents" / "Info.plist").open("rb") as stream:
        info = plistlib.load(stream)
    assert info["CFBundleName"] == "Alhambra"
    assert info["CFBundleShortVersionString"] == __version__
    assert (shipped() / "Contents" / "Resources" / info["CFBundleIconFile"]).is_file()
    assert "Alhambra.app/Contents/MacOS/alhambra" in zipfile.ZipFile(archive()).namelist()
