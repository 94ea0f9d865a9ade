"""Named saves in the user data folder (Ctrl+S, Ctrl+O), and listing them."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.i18n import _
from game.paths import user_data_dir
from game.saves.document import SaveInfo
from game.saves.files import (
    MAX_SAVE_BYTES, is_temporary, read_info, remove_leftovers, save_session,
)
from game.session import Session

SUFFIX = ".json"
MAX_LISTED = 200  # a listing reads at most this many files, the newest first
MAX_STEM = 60


def saves_dir() -> Path:
    folder = user_data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def save_path(name: str) -> Path:
    """Where the save called ``name`` goes: a file name safe on every system. Two names
    that differ only in punctuation or case share a file; check ``exists()`` to ask
    before replacing."""
    stem = re.sub(r"[^A-Za-z0-9]+", "-", name.strip()).strip("-").lower()[:MAX_STEM]
    return saves_dir() / f"{stem or 'save'}{SUFFIX}"


def save_named(session: Session, name: str) -> Path:
    """Save ``session`` as ``name`` (replacing a save of that name); SaveError on failure."""
    name = " ".join(name.split())
    return save_session(session, save_path(name), name=name or "save")


def list_saves() -> list[SaveInfo]:
    """The named saves, most recently written first; unreadable ones carry a ``problem``."""
    return list_folder(saves_dir(), newest_first=_by_mtime)


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:  # removed, or unreadable, while listing
        return False


def _by_mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def list_folder(folder: Path, newest_first: Callable[[Path], Any]) -> list[SaveInfo]:
    """Listing lines for the save files in ``folder``, ordered by the ``newest_first`` key
    (descending). Files far too large to be saves are reported without being read."""
    paths = [p for p in folder.glob(f"*{SUFFIX}") if not is_temporary(p) and _is_file(p)]
    paths.sort(key=newest_first, reverse=True)
    infos = []
    for path in paths[:MAX_LISTED]:
        try:
            too_large = os.stat(path).st_size > MAX_SAVE_BYTES
        except OSError:
            continue  # removed while listing
        if too_large:
            infos.append(SaveInfo(path=path, problem=_("the file is too large to be a save")))
        else:
            infos.append(read_info(path))
    return infos


def delete_save(path: Path) -> None:
    """Remove a named save (the player asked to); OSError if it could not be."""
    path.unlink()


def tidy_saves() -> None:
    """At start: temporary files left by a save that was interrupted are removed."""
    remove_leftovers(saves_dir())
    remove_leftovers(user_data_dir())  # the remembered setup is written the same way
