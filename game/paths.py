"""Where the game finds its assets and keeps its files.

The assets are found beside the ``game`` package: inside it (``game/assets``) where the
game is installed from a wheel or built into the standalone program, else next to it, in
the project's own ``assets/`` folder of a source checkout. Nothing is ever written next to
the program: user files go to the per-user data folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_ORG = "alhambra-game"
APP_NAME = "alhambra"

PACKAGE = Path(__file__).resolve().parent
ASSETS_FOLDER = "assets"


def find_assets(package: Path = PACKAGE) -> Path:
    """The assets folder for the ``game`` package at ``package``: the packaged copy if there
    is one, else the source checkout's (which is also where a missing one is looked for)."""
    packaged = package / ASSETS_FOLDER
    if packaged.is_dir():
        return packaged
    return package.parent / ASSETS_FOLDER


ASSETS = find_assets()


def asset(*parts: str) -> Path:
    """Path of a file under the assets folder."""
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
