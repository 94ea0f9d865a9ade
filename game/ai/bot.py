"""The one interface every computer player implements, and the factory that makes them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from game.ai.hard import THINK_MS, HardBot
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


def _normal(seed: int, think_ms: int) -> Bot:
    from game.ai.normal import NormalBot
    return NormalBot(seed)


def _normal_learned(seed: int, think_ms: int) -> Bot:
    from game.ai.learned import load_model
    from game.ai.normal import NormalBot
    return NormalBot(seed, model=load_model())


def _easy(seed: int, think_ms: int) -> Bot:
    from game.ai.easy import EasyBot
    return EasyBot(seed)


def _hard(seed: int, think_ms: int) -> Bot:
    return HardBot(seed, think_ms)


def _hard_learned(seed: int, think_ms: int) -> Bot:
    from game.ai.learned import load_model
    return HardBot(seed, think_ms, model=load_model())


BOT_KINDS: dict[str, Callable[[int, int], Bot]] = {
    "easy": _easy,
    "normal": _normal,
    "normal-learned": _normal_learned,
    "hard": _hard,
    "hard-learned": _hard_learned,
    "random": _random,
    "greedy": _greedy,
}

# The strengths a player chooses between at the table, weakest first; the other kinds are
# baselines for tests and measurements.
STRENGTHS: tuple[str, ...] = ("easy", "normal", "hard")


def make_bot(kind: str, seed: int = 0, think_ms: int = THINK_MS) -> Bot:
    """A bot of the named kind; ``seed`` makes its choices repeatable."""
    try:
        factory = BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown AI {kind!r}; choose from {', '.join(BOT_KINDS)}") from None
    return factory(seed, think_ms)


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in a game dealt with ``game_seed``: its own, and the
    same each time the game is played or replayed."""
    return game_seed * 10 + seat


@dataclass(frozen=True)
class BotSpec:
    """A computer player as chosen: its kind (``BOT_KINDS``) and thinking time."""

    kind: str
    think_ms: int = THINK_MS

    def make(self, game_seed: int, seat: int) -> Bot:
        """The bot for ``seat`` of a game dealt with ``game_seed`` (``bot_seed``)."""
        return make_bot(self.kind, bot_seed(game_seed, seat), self.think_ms)
