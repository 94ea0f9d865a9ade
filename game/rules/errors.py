"""Typed errors of the rules core."""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action the rules forbid: a short ``reason`` code, the ``module`` whose own rule
    refused it (None: the base game's or the way to play's), and the facts its words need
    (``data``, e.g. ``price``). The rules core says no words:
    the table layer tells a refusal (``game.words.refusals``, a module's table part), so
    ``str(error)`` is only the code and the facts, for logs and tests.

    Raising it never leaves a half-applied change behind: the engine checks before it acts.
    """

    def __init__(self, reason: str, words: str | None = None, *, module: str | None = None,
                 **data: Any) -> None:
        self.reason = reason
        self.module = module
        self.data = data
        # Words said by the raiser: only the grid's gate rules still say theirs, until they
        # move to their module and tell them at its table part.
        self.words = words
        super().__init__(reason)

    def __str__(self) -> str:
        facts = ", ".join(f"{key}={value!r}" for key, value in sorted(self.data.items()))
        where = f"{self.module}: " if self.module else ""
        return f"{where}{self.reason}" + (f" ({facts})" if facts else "")


class HiddenInformation(RuntimeError):
    """A seat's view was asked to reveal what that seat cannot know (a draw from the deck
    or the bag). Determinize the view first."""
