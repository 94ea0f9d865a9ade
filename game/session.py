"""A game in progress at the table: the engine's game, who sits in each seat, and undo.

The session is the one place where the table changes the game. It remembers the state
before each action a human takes in the current turn, so those actions can be taken back
until the turn is confirmed (the market and the money display are refilled only at the end
of the turn). An action that used chance (a tile or card drawn, coins from a bag) or showed
its player something hidden cannot be taken back, nor anything before it: undoing it would
let a player look and choose again. Pure Python, no pygame.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass

from game.rules import Action, EndTurn, Event, Game, GameConfig

HUMAN = "human"


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a human, or a bot kind such as ``"normal"``."""

    name: str
    player: str = HUMAN
    colour: str = ""

    @property
    def is_human(self) -> bool:
        return self.player == HUMAN


def new_game_id() -> str:
    """A name for one game from its deal to its end: its autosaves are kept together."""
    return uuid.uuid4().hex[:12]


class Session:
    def __init__(self, game: Game, seats: list[Seat], game_id: str | None = None) -> None:
        if len(seats) != len(game.players):
            raise ValueError(f"{len(seats)} seats for {len(game.players)} players")
        self.game = game
        self.seats = seats
        self.game_id = game_id or new_game_id()
        self._undo: list[Game] = []
        self.turn_listeners: list[Callable[[Session], None]] = []

    @classmethod
    def new(cls, config: GameConfig, seats: list[Seat]) -> Session:
        names = tuple(seat.name for seat in seats)
        from dataclasses import replace

        return cls(Game.new(replace(config, names=names)), seats)

    @property
    def seat_to_move(self) -> Seat:
        return self.seats[self.game.to_move]

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to move (IllegalAction leaves everything as it was)."""
        before = self.game.clone() if self.seat_to_move.is_human else None
        turn = self.game.turn
        events = self.game.apply(action)
        if before is not None and not isinstance(action, EndTurn) and self.game.turn == turn \
                and self.game.to_move == before.to_move and not _final(action, before, self.game):
            self._undo.append(before)
        else:
            self._undo.clear()
        if self.game.turn != turn or self.game.is_over:
            for listener in self.turn_listeners:
                listener(self)
        return events

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> None:
        """Take back the last action of the current turn (a human's, not yet confirmed)."""
        if not self._undo:
            raise ValueError("nothing to undo in this turn")
        self.game = self._undo.pop()


def _final(action: Action, before: Game, after: Game) -> bool:
    """Whether ``action`` may not be taken back: it drew from the bag or the deck, used the
    game's chance, or showed its player something hidden."""
    return (action.reveals() or len(after.bag) != len(before.bag)
            or len(after.deck) != len(before.deck)
            or after.rng.getstate() != before.rng.getstate())
