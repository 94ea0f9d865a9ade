"""The one interface every computer player implements, and the factory that makes them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.rules import Action, Game


class Bot(Protocol):
    """Chooses an action for ``view.to_move`` from what that seat may know."""

    name: str

    def choose(self, view: Game) -> Action: ...


def _random(seed: int, think_ms: int) -> Bot:
    from game.ai.random_bot import RandomBot
    return RandomBot(seed)


def _greedy(seed: int, think_ms: int) -> Bot:
    from game.ai.greedy import GreedyBot
    return GreedyBot(seed)


BOT_KINDS: dict[str, Callable[[int, int], Bot]] = {
    "random": _random,
    "greedy": _greedy,
}


def make_bot(kind: str, seed: int = 0, think_ms: int = 1000) -> Bot:
    """A bot of the named kind; ``seed`` makes its choices repeatable."""
    try:
        factory = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown AI {kind!r}; choose from {', '.join(BOT_KINDS)}") from None
    return factory(seed, think_ms)
