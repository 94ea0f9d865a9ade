"""The one error every save and load problem becomes."""

from __future__ import annotations

from game.text import printable

# Reason codes, so the table can choose an icon or an action (``str(error)`` is the words).
MISSING = "missing"            # no such file
UNREADABLE = "unreadable"      # the system would not let us read it, or it is a folder
TOO_LARGE = "too_large"        # bigger than any save could be
EMPTY = "empty"
TRUNCATED = "truncated"        # cut short: a write or a copy stopped half-way
DAMAGED = "damaged"            # not valid JSON, or our structure with wrong parts
FOREIGN = "foreign"            # some other kind of file
NEWER = "newer"                # written by a newer version of the game
TOO_OLD = "too_old"            # a save format no upgrader reaches any more
REJECTED = "rejected"          # a recorded move the rules refuse
MISMATCH = "mismatch"          # replaying gives another game than the one saved
ENGINE_ERROR = "engine_error"  # the rules failed unexpectedly while replaying
WRITE_FAILED = "write_failed"  # a save could not be written (the previous one is intact)


class SaveError(Exception):
    """A save could not be read or written. ``str(error)`` is one plain sentence for the
    player; ``reason`` is one of the codes above. The file concerned is never modified."""

    def __init__(self, reason: str, message: str) -> None:
        self.reason = reason
        super().__init__(printable(message))  # it may quote a damaged file's text
