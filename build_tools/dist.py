"""The standalone program, built, checked and packed: ``python -m build_tools dist``.

PyInstaller builds for the system it runs on, so each system builds its own: the steps
are the same everywhere (``make dist`` runs them too):

1. the assets are staged with the catalogs compiled (``build/stage``);
2. the icons are drawn (``build/icons``);
3. PyInstaller builds from ``alhambra.spec`` into ``dist/``;
4. on Linux, the desktop entry and the icons are put beside the program;
5. the program is started headless and must pass the smoke test;
6. it is packed into ``dist/alhambra-<version>-<os>-<arch>.tar.gz`` (``.zip`` elsewhere).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from build_tools import DIST, NAME, ROOT, BuildError
from build_tools.archive import archive_name, make_archive, platform_tag
from build_tools.assets import stage_assets
from build_tools.icons import write_icons
from build_tools.places import (
    DESKTOP_ENTRY, ICONS, PYINSTALLER_WORK, SPEC, STAGED_ASSETS, WINDOWS_VERSION, program,
    shipped,
)
from build_tools.windows import version_file_text
from game import __version__, i18n

DESCRIPTION = "Alhambra, the board game, for 2-6 players: hot-seat and AI opponents"
SMOKE_SECONDS = 300


def archive() -> Path:
    return DIST / archive_name(__version__, platform_tag())


def build() -> Path:
    """Every step above; the archive made."""
    stage_assets(STAGED_ASSETS)
    icons = write_icons(ICONS)
    WINDOWS_VERSION.write_text(version_file_text(__version__, DESCRIPTION), encoding="utf-8")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--distpath", str(DIST), "--workpath", str(PYINSTALLER_WORK),
                    str(SPEC)], cwd=ROOT, check=True)
    if sys.platform.startswith("linux"):
        add_desktop_files(shipped(), icons.pngs)
    smoke_test(program())
    return make_archive(shipped(), archive())


def add_desktop_files(folder: Path, pngs: dict[int, Path]) -> None:
    """The desktop entry and the icons in the layout of ``~/.local/share`` (README,
    "Download"), so that installing them is a copy."""
    share = folder / "share"
    applications = share / "applications"
    applications.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(DESKTOP_ENTRY, applications / DESKTOP_ENTRY.name)
    for size, png in pngs.items():
        target = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, target)


class SmokeTestFailed(BuildError):
    """The built program did not start, play or draw as it should."""


def smoke_test(executable: Path) -> None:
    """Start the built program headless as a player's machine would, away from this
    checkout: it prints its version, plays a game in German, and draws every scene."""
    i18n.set_language("de")
    german_scores = i18n._("scores: {scores}").split("{")[0]
    i18n.set_language(i18n.ENGLISH)
    with tempfile.TemporaryDirectory(prefix="alhambra-smoke-") as home:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "ALHAMBRA_HOME": home}

        def run(*args: str) -> str:
            result = subprocess.run([str(executable), *args], capture_output=True, text=True,
                                    encoding="utf-8", env=env, cwd=home,
                                    timeout=SMOKE_SECONDS)
            if result.returncode != 0:
                raise SmokeTestFailed(f"{executable.name} {' '.join(args)} ended with "
                                      f"{result.returncode}:\n{result.stderr[-2000:]}")
            return result.stdout

        if run("--version").strip() != f"{NAME} {__version__}":
            raise SmokeTestFailed(f"--version does not say {NAME} {__version__}")
        played = run("--autoplay", "--players", "2", "--seed", "1", "--ai", "greedy",
                     "--lang", "de").strip().splitlines()
        if not played or not played[-1].startswith(german_scores):
            raise SmokeTestFailed(f"the game in German did not end with the scores: {played}")
        run("--smoke-test", "--lang", "de")
    print(f"smoke test passed: {executable}")
