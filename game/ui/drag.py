"""Dragging with the mouse as a tiny state machine fed by events (idle -> pressed ->
dragging -> dropped), so tests can drive it with synthetic events.

A press that does not move further than ``THRESHOLD`` pixels before the release is a click.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

THRESHOLD = 5

IDLE, PRESSED, DRAGGING = "idle", "pressed", "dragging"


@dataclass
class Release:
    """What a release ended: a ``click`` or a ``drop`` of ``payload`` at ``pos``."""

    kind: str
    payload: Any
    pos: tuple[int, int]


class DragController:
    def __init__(self) -> None:
        self.state = IDLE
        self.payload: Any = None
        self.start = (0, 0)
        self.pos = (0, 0)
        self.grab = (0, 0)  # where the piece was held, relative to its top-left corner

    @property
    def dragging(self) -> bool:
        return self.state == DRAGGING

    @property
    def active(self) -> bool:
        return self.state != IDLE

    def press(self, pos: tuple[int, int], payload: Any, grab: tuple[int, int] = (0, 0)) -> None:
        self.state = PRESSED
        self.payload = payload
        self.start = self.pos = pos
        self.grab = grab

    def motion(self, pos: tuple[int, int]) -> bool:
        """Follow the mouse; True when this motion started the drag."""
        self.pos = pos
        if self.state == PRESSED and (abs(pos[0] - self.start[0]) > THRESHOLD
                                      or abs(pos[1] - self.start[1]) > THRESHOLD):
            self.state = DRAGGING
            return True
        return False

    def release(self, pos: tuple[int, int]) -> Release | None:
        if self.state == IDLE:
            return None
        self.motion(pos)
        kind = "drop" if self.state == DRAGGING else "click"
        result = Release(kind, self.payload, pos)
        self.cancel()
        return result

    def cancel(self) -> None:
        self.state = IDLE
        self.payload = None
