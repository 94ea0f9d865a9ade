"""Letting a bot think without freezing the window: its choice runs in a worker thread and
the frame loop polls for the answer.

The bot receives a view (an independent copy of the game), so the thread shares nothing
mutable with the table.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from game.rules import Action, Game

log = logging.getLogger(__name__)


class BotWorker:
    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._result: Action | None = None
        self._error: BaseException | None = None
        self.key: Any = None  # what the answer is for (the table checks it still applies)

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def start(self, bot: Any, view: Game, key: Any) -> None:
        if self._thread is not None:
            raise RuntimeError("the worker is already thinking")
        self.key = key
        self._result = None
        self._error = None
        self._thread = threading.Thread(target=self._think, args=(bot, view), daemon=True,
                                        name="bot")
        self._thread.start()

    def _think(self, bot: Any, view: Game) -> None:
        try:
            self._result = bot.choose(view)
        except BaseException as error:  # reported to the table, which falls back
            self._error = error

    def poll(self) -> tuple[bool, Action | None, BaseException | None]:
        """(finished, action, error); a finished answer is handed out once."""
        thread = self._thread
        if thread is None or thread.is_alive():
            return False, None, None
        self._thread = None
        return True, self._result, self._error

    def wait(self, timeout: float | None = None) -> None:
        """Block until the answer is ready (tests and the smoke test)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def forget(self) -> None:
        """Drop the answer being computed (the thread ends on its own)."""
        self._thread = None
        self.key = None
