"""Where the game finds its assets and keeps its files.

Assets are located relative to this package, which works both from a source checkout and
inside a PyInstaller bundle (where the package and ``assets/`` sit side by side in the
bundle folder). Nothing is ever written next to the program: user files go to the per-user
data folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_ORG = "alhambra-game"
APP_NAME = "alhambra"

_ROOT = Path(__file__).resolve().parent.parent
ASSETS = _ROOT / "assets"


def asset(*parts: str) -> Path:
    """Path of a file under ``assets/``."""
    return ASSETS.joinpath(*parts)


def user_data_dir() -> Path:
    """The per-user folder for saves, settings and logs (created on demand).

    ``ALHAMBRA_HOME`` overrides it (tests use a temporary folder). Otherwise it is
    ``<org>/<app>`` in the platform's user data folder as platformdirs finds it (roaming on
    Windows, ``XDG_DATA_HOME`` on Linux): the folder SDL's pref path gives, where the saves
    of earlier versions are.
    """
    override = os.environ.get("ALHAMBRA_HOME")
    if override:
        path = Path(override)
    else:
        path = platformdirs.user_data_path(roaming=True) / APP_ORG / APP_NAME
    path.mkdir(parents=True, exist_ok=True)
    return path
