"""Where the game finds its assets and keeps its files.

Assets are located relative to this package, which works both from a source checkout and
inside a PyInstaller bundle (where the package and ``assets/`` sit side by side in the
bundle folder). Nothing is ever written next to the program: user files go to the per-user
data folder.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_ORG = "alhambra-game"
APP_NAME = "alhambra"

_ROOT = Path(__file__).resolve().parent.parent
ASSETS = _ROOT / "assets"


def asset(*parts: str) -> Path:
    """Path of a file under ``assets/``."""
    return ASSETS.joinpath(*parts)


def user_data_dir() -> Path:
    """The per-user folder for saves, settings and logs (created on demand).

    ``ALHAMBRA_HOME`` overrides it (tests use a temporary folder). Otherwise the platform's
    usual place is used, the same one SDL's pref path would give, without importing pygame.
    """
    override = os.environ.get("ALHAMBRA_HOME")
    if override:
        path = Path(override)
    elif sys.platform == "win32":
        path = Path(os.environ.get("APPDATA", Path.home())) / APP_ORG / APP_NAME
    elif sys.platform == "darwin":
        path = Path.home() / "Library" / "Application Support" / APP_ORG / APP_NAME
    else:
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        path = Path(base) / APP_ORG / APP_NAME
    path.mkdir(parents=True, exist_ok=True)
    return path
