"""A process pool for searching on several cores, created once and reused.

Processes are started with the "spawn" method, which works the same on every platform and
inside a PyInstaller bundle (the entry point calls ``multiprocessing.freeze_support()``).
If a pool cannot be started or breaks, callers search in their own process instead.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

WORKERS_ENV = "ALHAMBRA_AI_WORKERS"

_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_pool_size = 0
_failed = False


def default_workers() -> int:
    """Worker processes for searching bots: ``ALHAMBRA_AI_WORKERS`` if set (0: search in
    the calling process), else one per core, at most two."""
    value = os.environ.get(WORKERS_ENV)
    if value is not None:
        try:
            return max(0, int(value))
        except ValueError:
            pass
    return min(2, os.cpu_count() or 1)


def _warm_up() -> bool:
    """A worker's first task: load the search code before the first real request."""
    import game.ai.search  # noqa: F401

    return True


def get_pool(size: int) -> ProcessPoolExecutor | None:
    """The shared pool with ``size`` workers (started on first use), or None if pools do
    not work here."""
    global _pool, _pool_size, _failed
    if size <= 0:
        return None
    with _lock:
        if _failed:
            return None
        if _pool is not None and _pool_size == size:
            return _pool
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
            _pool = None
        try:
            context = multiprocessing.get_context("spawn")
            pool = ProcessPoolExecutor(max_workers=size, mp_context=context)
            # Start every worker now: spawning takes a moment that should not come out of
            # the first decision's thinking time.
            for _ in range(size):
                pool.submit(_warm_up)
        except (OSError, RuntimeError, ValueError, ImportError):
            _failed = True
            return None
        _pool, _pool_size = pool, size
        return pool


def submit(size: int, fn: Callable[..., Any], *args: Any) -> Future | None:
    """Run ``fn(*args)`` in the pool; None if there is no working pool."""
    pool = get_pool(size)
    if pool is None:
        return None
    try:
        return pool.submit(fn, *args)
    except Exception:  # a broken pool: never try again in this run
        discard_pool(failed=True)
        return None


def discard_pool(failed: bool = False) -> None:
    """Stop the pool's workers (they are restarted on the next use unless ``failed``)."""
    global _pool, _failed
    with _lock:
        if _pool is not None:
            _pool.shutdown(wait=False, cancel_futures=True)
            _pool = None
        if failed:
            _failed = True


atexit.register(discard_pool)
