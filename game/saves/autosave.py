"""Autosave after every completed turn, keeping the last few, and resuming from them.

Autosaves are named by the time they were written (UTC, to the microsecond), so their
names sort in the order they were made whatever the file system's clock resolution.
"""

from __future__ import annotations

import logging
from datetime import datetime, timezone
from pathlib import Path

from game.paths import user_data_dir
from game.saves.document import SaveInfo
from game.saves.errors import MISSING, SaveError
from game.saves.files import load_session, read_info, save_session
from game.saves.library import SUFFIX, list_folder
from game.session import Session

AUTOSAVES_KEPT = 5
PREFIX = "autosave-"
AUTOSAVE_NAME = "Autosave"

log = logging.getLogger(__name__)


def autosave_dir() -> Path:
    folder = user_data_dir() / "autosaves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave(session: Session, keep: int = AUTOSAVES_KEPT) -> Path:
    """Write an autosave of ``session`` now and drop all but the ``keep`` newest.
    SaveError if it could not be written (the older autosaves are then untouched)."""
    folder = autosave_dir()
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S-%f")
    path = folder / f"{PREFIX}{stamp}{SUFFIX}"
    extra = 0
    while path.exists():  # two autosaves within one microsecond
        extra += 1
        path = folder / f"{PREFIX}{stamp}-{extra:03d}{SUFFIX}"
    save_session(session, path, name=AUTOSAVE_NAME)
    prune(keep)
    return path


def autosave_paths() -> list[Path]:
    """Autosave files, newest first."""
    return sorted(autosave_dir().glob(f"{PREFIX}*{SUFFIX}"), reverse=True)


def prune(keep: int = AUTOSAVES_KEPT) -> None:
    for old in autosave_paths()[keep:]:
        try:
            old.unlink()
        except OSError as error:
            log.warning("could not remove old autosave %s: %s", old, error)


def list_autosaves() -> list[SaveInfo]:
    """The autosaves' listing lines, newest first."""
    return list_folder(autosave_dir(), newest_first=lambda path: path.name)


def latest_autosave() -> Path | None:
    """The autosave to offer as Continue: the newest readable one, unless that game has
    ended (then there is nothing to continue). None if there is none."""
    for path in autosave_paths():
        info = read_info(path)
        if info.problem is None:
            return None if info.over else path
    return None


def resume_latest() -> Session:
    """Load the game to continue: the newest autosave that loads, going back to older
    ones if the newest cannot be replayed (e.g. one written just as the game crashed).
    SaveError if there is nothing to continue."""
    first_error: SaveError | None = None
    for path in autosave_paths():
        info = read_info(path)
        if info.problem is None and info.over:
            break  # the latest game has ended; older autosaves are from before its end
        try:
            return load_session(path)
        except SaveError as error:
            log.warning("autosave %s cannot be resumed: %s", path.name, error)
            first_error = first_error or error
    if first_error is not None:
        raise first_error
    raise SaveError(MISSING, "there is no game to continue")


class Autosaver:
    """A turn listener: autosaves after each completed turn. A failed autosave never
    stops the game; it is logged and kept in ``last_error`` for the table to show."""

    def __init__(self, keep: int = AUTOSAVES_KEPT) -> None:
        self.keep = keep
        self.last_path: Path | None = None
        self.last_error: SaveError | None = None

    def __call__(self, session: Session) -> None:
        try:
            self.last_path = autosave(session, self.keep)
            self.last_error = None
        except SaveError as error:
            log.warning("autosave failed: %s", error)
            self.last_error = error


def attach_autosave(session: Session, keep: int = AUTOSAVES_KEPT) -> Autosaver:
    """Autosave ``session`` after every completed turn from now on."""
    saver = Autosaver(keep)
    session.turn_listeners.append(saver)
    return saver


def rescue_save(session: Session) -> Path | None:
    """Last-chance autosave when the program is failing: never raises. If the failure left
    the game inconsistent, this save will not match on replay and ``resume_latest`` falls
    back to the autosave before it."""
    try:
        return autosave(session)
    except Exception:
        log.exception("rescue save failed")
        return None
