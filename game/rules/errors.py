"""Typed errors of the rules core."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid. ``reason`` is a short code, ``str(error)`` plain words
    for the player, translated by whoever raises it (without them, the code's own words).

    Raising it never leaves a half-applied change behind: the engine checks before it acts.
    """

    def __init__(self, reason: str, message: str | None = None) -> None:
        self.reason = reason
        super().__init__(message or reason.replace("_", " "))


class HiddenInformation(RuntimeError):
    """A seat's view was asked to reveal what that seat cannot know (a draw from the deck
    or the bag). Determinize the view first."""
