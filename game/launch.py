"""What the game was launched with: the command line's choices, checked, in one object.

Every default is written here once; the command line (``game.cli``), the table
(``game.app``), the smoke test and ``--load`` read their choices from a ``LaunchOptions``.
Building one never parses anything: ``game.cli.parse_args`` makes it from the words typed,
and a test makes it directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from game.ai.bot import THINK_MS, Bot, BotSpec
from game.rules import GameConfig
from game.rules.module import BASE_VARIANT

if TYPE_CHECKING:
    from game.session import Session

DEFAULT_AI = "normal"
DEFAULT_PLAYERS = 4  # --autoplay's; the table's setup screen keeps its own seats
SMOKE_THINK_MS = 200  # the smoke test's searching bots think at most this long


@dataclass(frozen=True)
class LaunchOptions:
    """The game's launch, as asked: who plays (``players``, ``ai`` per seat, their
    ``think_ms``), the deal (``seed``, ``modules``, ``options``, ``variant``), what to
    open (``load``; ``session`` once loaded) and how (``autoplay``, ``smoke_test`` with
    ``screenshot``, ``window``, ``lang``)."""

    players: int = DEFAULT_PLAYERS
    # whether the command line named the number of players: the table's setup screen keeps
    # its own seats unless it did
    players_chosen: bool = False
    seed: int | None = None
    ai: tuple[str, ...] = (DEFAULT_AI,) * DEFAULT_PLAYERS
    think_ms: int = THINK_MS
    modules: frozenset[str] = frozenset()
    options: frozenset[str] = frozenset()
    variant: str | None = None
    load: str | None = None
    session: Session | None = field(default=None, compare=False)
    lang: str | None = None
    window: tuple[int, int] | None = None
    autoplay: bool = False
    smoke_test: bool = False
    screenshot: Path | None = None

    def config(self) -> GameConfig:
        """The game the options deal."""
        return GameConfig(players=self.players, seed=self.seed, modules=self.modules,
                          variant=self.variant or BASE_VARIANT, options=self.options)

    def bot(self, seat: int, game_seed: int | None, kind: str | None = None) -> Bot:
        """The computer player for ``seat`` of a game dealt with ``game_seed``: of ``kind``,
        else the one ``ai`` names for that seat (the last one named for any seat beyond)."""
        chosen = kind or self.ai[min(seat, len(self.ai) - 1)]
        return BotSpec(chosen, self.think_ms).make(game_seed or 0, seat)
