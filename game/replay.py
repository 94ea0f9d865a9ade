"""Watching a game again, move by move: its moves replayed from the deal, with the game as
it stood after any of them (forward, back, or straight to a scoring).

The moves are played through once when the replay is made (checking that they reach the
game's own final state); copies kept every ``CHECKPOINT`` moves make going back quick. What
each move caused is kept as its events, told in words (by the ``tell`` the table gives) when
shown, in the language spoken then.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _
from game.rules import Action, Event, Game, Scored

CHECKPOINT = 25   # moves between the copies kept


class ReplayError(ValueError):
    """The moves do not replay from the deal to the game's state (a game set up by hand)."""


class Replay:
    def __init__(self, game: Game, names: list[str],
                 tell: Callable[[Event, list[str]], str]) -> None:
        self.config = game.config
        self.names = names
        self.tell = tell
        self.actions: tuple[Action, ...] = tuple(game.log)
        self.told: list[list[Event]] = []      # per move: the events it told
        self.movers: list[int] = []            # per move: the seat that made it
        self.scorings: list[int] = []          # the moves after which a scoring came
        self._checkpoints: dict[int, Game] = {}
        state = Game.new(self.config)
        self._checkpoints[0] = state.clone()
        for number, action in enumerate(self.actions, start=1):
            seat = state.to_move
            try:
                events = state.apply(action)
            except Exception as error:   # an IllegalAction (or worse) from a damaged log
                raise ReplayError(f"move {number} does not replay: {error}") from error
            self.told.append([e for e in events if e.told])
            self.movers.append(seat)
            if any(isinstance(e, Scored) for e in events):
                self.scorings.append(number)
            if number % CHECKPOINT == 0:
                self._checkpoints[number] = state.clone()
        if state.digest() != game.digest():
            raise ReplayError("the moves do not lead to the game's own state")
        self.step = len(self.actions)
        self.state = state

    @property
    def length(self) -> int:
        return len(self.actions)

    def go_to(self, step: int) -> Game:
        """The game as it stood after ``step`` moves (0: the deal)."""
        step = max(0, min(self.length, step))
        if step != self.step:
            if step < self.step or step - self.step > CHECKPOINT:
                base = max(k for k in self._checkpoints if k <= step)
                state = self._checkpoints[base].clone()
            else:
                base, state = self.step, self.state
            for action in self.actions[base:step]:
                state.apply(action)
            self.step, self.state = step, state
        return self.state

    def forward(self) -> Game:
        return self.go_to(self.step + 1)

    def back(self) -> Game:
        return self.go_to(self.step - 1)

    def next_scoring(self) -> Game:
        """To the first scoring after this move (or the end)."""
        return self.go_to(next((s for s in self.scorings if s > self.step), self.length))

    def previous_scoring(self) -> Game:
        """To the last scoring before this move (or the deal)."""
        return self.go_to(max((s for s in self.scorings if s < self.step), default=0))

    def caption(self) -> list[str]:
        """What the last move did, in words."""
        return self.caption_of(self.step) if self.step else [_("The deal.")]

    def caption_of(self, step: int) -> list[str]:
        """What move ``step`` (from 1) did, in words: its events', or, for a move that tells
        nothing by its events (the end of a turn), who did what."""
        told = [self.tell(event, self.names) for event in self.told[step - 1]]
        return told or [_untold(self.actions[step - 1], self.names[self.movers[step - 1]])]


def _untold(action: Action, name: str) -> str:
    """Who did what, for a move that tells nothing by its events: as its type says
    (``Action.untold``), else the words of its type id."""
    if action.untold:
        return _(action.untold).format(name=name)
    what = action.type_id.rpartition(":")[2].replace("_", " ")
    # Translators: a move watched again; {action} is the name of the move, in English
    return _("{name}: {action}").format(name=name, action=what)
