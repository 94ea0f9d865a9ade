"""Saves on disk: bounded reading, atomic writing, and the save/load entry points.

Reading never changes the file and never reads more than a save can hold. Writing goes to
a temporary file in the same folder which is flushed to the disk and then renamed over the
target in one step, so a crash or a full disk at any moment leaves either the old save or
the new one, never a mixture. On Windows a file that another program holds open (a virus
scan, the search indexer, a second window of the game reading it) cannot be replaced until
it is closed: the rename is tried again for a moment before the write is given up.
"""

from __future__ import annotations

import logging
import os
import stat
import tempfile
import time
from contextlib import suppress
from pathlib import Path

import game.saves.codec as codec
import game.saves.document as document
from game.i18n import _
from game.saves.document import SaveDocument, SaveInfo
from game.saves.errors import MISSING, TOO_LARGE, UNREADABLE, WRITE_FAILED, SaveError
from game.saves.replay import replay
from game.session import Session

MAX_SAVE_BYTES = 5 * 1024 * 1024
TEMP_SUFFIX = ".tmp"  # temporary files start with "." and end so; listings skip them
# Windows' errors for a file another program has open: access denied, sharing violation
FILE_IN_USE = frozenset({5, 32})
REPLACE_ATTEMPTS = 8
REPLACE_PAUSE = 0.05  # seconds before the second attempt, one more such step each time

log = logging.getLogger(__name__)


def save_session(session: Session, path: str | os.PathLike[str], name: str = "") -> Path:
    """Write ``session`` to ``path`` atomically; SaveError if it could not be written (the
    file that was there before, if any, is then unchanged)."""
    path = Path(path)
    try:
        data = codec.encode(document.build(session, name))
    except UnicodeEncodeError:  # a lone surrogate that got past the gate for outside text
        raise SaveError(WRITE_FAILED, _("the game could not be saved: a name in it holds "
                                        "characters that are not text")) from None
    try:
        atomic_write(path, data)
    except OSError as error:
        log.warning("could not write %s: %s", path, error)
        reason = error.strerror or str(error)
        # Translators: {reason} is the system's words for what went wrong
        raise SaveError(WRITE_FAILED,
                        _("the game could not be saved ({reason})").format(reason=reason)
                        ) from None
    return path


def load_session(path: str | os.PathLike[str]) -> Session:
    """The session saved in ``path``, replayed and verified; SaveError otherwise."""
    return session_from_bytes(read_bounded(Path(path)))


def session_from_bytes(raw: bytes) -> Session:
    return replay(read_document(raw))


def read_document(raw: bytes) -> SaveDocument:
    """Parse, upgrade and check a save's bytes (everything short of replaying)."""
    return document.check(codec.decode(raw))


def read_info(path: Path) -> SaveInfo:
    """The listing line for ``path``; a file that cannot be read gives a line with its
    problem instead of an error."""
    try:
        return document.info(path, read_document(read_bounded(path)))
    except SaveError as error:
        return SaveInfo(path=path, problem=str(error))


def read_bounded(path: Path) -> bytes:
    """The bytes of a regular file of at most MAX_SAVE_BYTES (checked before reading)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        # Translators: {name} is a file's name in quotes
        raise SaveError(MISSING, _("there is no file {name}").format(name=repr(path.name))
                        ) from None
    except OSError as error:
        raise SaveError(UNREADABLE, _cannot_read(error)) from None
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(UNREADABLE, _("{name} is a folder, not a save").format(
            name=repr(path.name)))
    if not stat.S_ISREG(info.st_mode):
        # a pipe or a device could block or never end: only ordinary files are read
        raise SaveError(UNREADABLE, _("{name} is not an ordinary file").format(
            name=repr(path.name)))
    if info.st_size > MAX_SAVE_BYTES:
        raise SaveError(TOO_LARGE, _too_large(info.st_size))
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_SAVE_BYTES + 1)
    except OSError as error:
        raise SaveError(UNREADABLE, _cannot_read(error)) from None
    if len(data) > MAX_SAVE_BYTES:  # it grew after the size check
        raise SaveError(TOO_LARGE, _too_large(len(data)))
    return data


def _cannot_read(error: OSError) -> str:
    # Translators: {reason} is the system's words for what went wrong
    return _("the file cannot be read ({reason})").format(reason=error.strerror)


def _too_large(size: int) -> str:
    # Translators: "MB" is megabytes
    return _("the file is too large to be a save ({size} MB; saves are at most {limit} MB)"
             ).format(size=f"{size / 1024 / 1024:.1f}", limit=MAX_SAVE_BYTES // 1024 // 1024)


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` all at once (temporary file, flush, fsync, rename)."""
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=TEMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        replace_patiently(temp, path)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(folder)


def replace_patiently(source: str | os.PathLike[str], target: Path) -> None:
    """``os.replace``, tried again while Windows says the target is in use by another
    program (see the module's docstring); any other error, or the last one, is raised."""
    for attempt in range(1, REPLACE_ATTEMPTS + 1):
        try:
            os.replace(source, target)
            return
        except PermissionError as error:
            # only Windows' errors carry a winerror: elsewhere a refusal is final
            if getattr(error, "winerror", None) not in FILE_IN_USE \
                    or attempt == REPLACE_ATTEMPTS:
                raise
            time.sleep(REPLACE_PAUSE * attempt)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); folders cannot be opened so on Windows."""
    if os.name != "posix":
        return
    with suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def is_temporary(path: Path) -> bool:
    return path.name.startswith(".") and path.name.endswith(TEMP_SUFFIX)


LEFTOVER_AGE = 60.0  # seconds: younger temporary files may belong to a write in progress


def remove_leftovers(folder: Path, older_than: float = LEFTOVER_AGE) -> int:
    """Remove the temporary files an interrupted write left in ``folder`` (a kill between
    writing and renaming); how many were removed. The saves themselves are never touched."""
    removed = 0
    now = time.time()
    try:
        candidates = [p for p in folder.iterdir() if is_temporary(p)]
    except OSError:
        return 0
    for path in candidates:
        try:
            if path.is_file() and now - path.stat().st_mtime >= older_than:
                path.unlink()
                removed += 1
        except OSError as error:
            log.warning("could not remove leftover %s: %s", path, error)
    return removed
