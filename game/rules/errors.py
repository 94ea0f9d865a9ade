"""Typed errors of the rules core."""

from __future__ import annotations

from typing import Any


class Coded(ValueError):
    """An error of the rules core: a short ``reason`` code and the facts its words need
    (``data``); the words are the table layer's (``game.words``), so ``str(error)`` is
    only the code and the facts, for logs and tests."""

    def __init__(self, reason: str, **data: Any) -> None:
        self.reason = reason
        self.data = data
        super().__init__(reason)

    def __str__(self) -> str:
        facts = ", ".join(f"{key}={value!r}" for key, value in sorted(self.data.items()))
        return self.reason + (f" ({facts})" if facts else "")


class BadConfig(Coded):
    """A game set-up the rules cannot play (``GameConfig``), told by
    ``game.words.setup``."""


class IllegalAction(Coded):
    """An action the rules forbid: a short ``reason`` code, the ``module`` whose own rule
    refused it (None: the base game's or the way to play's), and the facts its words need
    (``data``, e.g. ``price``). The table layer tells a refusal (``game.words.refusals``,
    a module's table part).

    Raising it never leaves a half-applied change behind: the engine checks before it acts.
    """

    def __init__(self, reason: str, *, module: str | None = None, **data: Any) -> None:
        super().__init__(reason, **data)
        self.module = module

    def __str__(self) -> str:
        return (f"{self.module}: " if self.module else "") + super().__str__()


class HiddenInformation(RuntimeError):
    """A seat's view was asked to reveal what that seat cannot know (a draw from the deck
    or the bag). Determinize the view first."""
