"""The program's log file in the user data folder, and recording unhandled errors there.

The table calls ``setup_logging()`` at start and ``record_crash(error)`` when something
fails that nothing else handled; the error screen shows the path both return, so a player
can send the file with a bug report.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from game.paths import user_data_dir

LOG_NAME = "alhambra.log"
MAX_LOG_BYTES = 1024 * 1024
LOG_BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: RotatingFileHandler | None = None
_level_before: int | None = None


def log_path() -> Path:
    folder = user_data_dir() / "logs"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / LOG_NAME


def setup_logging(level: int = logging.INFO) -> Path:
    """Send the program's log to the log file (kept to a few rotating megabytes) and return
    its path. Calling it again does not add a second handler."""
    global _handler, _level_before
    path = log_path()
    if _handler is not None and _handler.baseFilename == os.path.abspath(path):
        return path
    shutdown_logging()
    _handler = RotatingFileHandler(path, maxBytes=MAX_LOG_BYTES, backupCount=LOG_BACKUPS,
                                   encoding="utf-8", delay=True)
    _handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.addHandler(_handler)
    _level_before = root.level
    if root.level > level or root.level == logging.NOTSET:
        root.setLevel(level)
    return path


def shutdown_logging() -> None:
    """Close the log file and stop writing to it."""
    global _handler, _level_before
    if _handler is not None:
        root = logging.getLogger()
        root.removeHandler(_handler)
        _handler.close()
        _handler = None
        if _level_before is not None:
            root.setLevel(_level_before)
            _level_before = None


def record_crash(error: BaseException | None, where: str = "the game") -> Path:
    """Write ``error`` with its traceback to the log file, flush it, and return the path."""
    path = setup_logging()
    exc_info = None if error is None else (type(error), error, error.__traceback__)
    logging.getLogger("game.crash").critical("unhandled error in %s", where, exc_info=exc_info)
    if _handler is not None:
        _handler.flush()
    return path


def install_crash_hooks() -> Path:
    """Record errors that escape the main loop or a worker thread (a bot thinking) in the
    log before the usual handling; returns the log's path. Installing them again (the
    table opened twice in one process) does not record every error twice."""
    path = setup_logging()
    if getattr(sys.excepthook, "records_crashes", False):
        return path
    previous = sys.excepthook
    previous_thread = threading.excepthook

    def on_error(kind: type[BaseException], error: BaseException,
                 trace: TracebackType | None) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            record_crash(error.with_traceback(trace))
        previous(kind, error, trace)

    def on_thread_error(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not issubclass(args.exc_type, SystemExit):
            name = args.thread.name if args.thread is not None else "a thread"
            record_crash(args.exc_value, where=name)
        previous_thread(args)

    on_error.records_crashes = True  # type: ignore[attr-defined]
    sys.excepthook = on_error
    threading.excepthook = on_thread_error
    return path
