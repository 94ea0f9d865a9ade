"""M13 in the computer players: chests on buildings already count through the scoring line
(the majority they give at each scoring to come, ``Evaluator.module_lines``); what that line
cannot see are the chests of a room just taken, which wait to be placed until the end of the
turn. They are valued here as the majority they will give once placed: the buyer's free
buildings of each colour (the tiles still to be placed this turn among them) take one each,
what is left goes round the table (and, with two players, to Dirk), as the rules place them,
so a room whose chests would mostly go to rivals is seen as the gift it is. Buying a room is
tried by the planner like any action; where a chest goes, when there is a choice, is answered
by trying each building (all are worth the same to the majority)."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Game
from game.rules.modules.treasure import DIRK, chest_line, state_of

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator


def projected_counts(game: Game) -> list[int]:
    """Chests per player (and Dirk, last, with two players) once the chests waiting to be
    placed are put where the rules put them (one per building of the chest's kind)."""
    state = state_of(game)
    counts = [len(p) for p in state.placed]
    if game.dirk is not None:
        counts.append(len(state.dirk))
    left: dict[str, int] = {}
    for kind in state.waiting:
        left[kind] = left.get(kind, 0) + 1
    for who in state.order:
        if not left:
            break
        if who == DIRK:
            room: dict = {}
            for tile in game.dirk or ():
                if tile.is_building:
                    room[tile.kind] = room.get(tile.kind, 0) + 1
            taken = state.dirk.values()
        else:
            alhambra = game.players[who].alhambra
            room = alhambra.cached(("ai", "counts"), alhambra.counts)  # by Kind (a str)
            if who == game.current and game.players[who].pending:  # still to be placed
                room = dict(room)
                for tile in game.players[who].pending:
                    if tile.is_building:
                        room[tile.kind] += 1
            taken = state.placed[who].values()
        placed = 0
        for kind in list(left):
            free = room.get(kind, 0) - sum(1 for k in taken if k == kind)
            put = min(left[kind], free)
            if put > 0:
                placed += put
                left[kind] -= put
                if not left[kind]:
                    del left[kind]
        counts[-1 if who == DIRK else who] += placed
    return counts


class TreasurePart(AiPart):
    module_id = "treasure"

    def __init__(self) -> None:
        # Per position, the gain of each seat (it is asked once per seat).
        self._memo: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        state = state_of(game)
        if not state.waiting:
            return 0.0
        # (a look-ahead changes its world in place: the key says which moment it was)
        key = (evaluator, len(game.log), tuple(state.order), tuple(state.waiting))
        found = self._memo.get(game)
        if found is None or found[0] != key:
            found = (key, self._gains(evaluator, game))
            self._memo[game] = found
        return found[1][seat]

    @staticmethod
    def _gains(evaluator: Evaluator, game: Game) -> list[float]:
        """What the waiting chests add to each player's chest line at the scorings to come."""
        state = state_of(game)
        now = [len(p) for p in state.placed]
        if game.dirk is not None:
            now.append(len(state.dirk))
        later = projected_counts(game)
        gains = [0.0] * len(game.players)
        for number, chance in evaluator.line_outlooks:   # the scorings to come
            before, after = chest_line(number, tuple(now)), chest_line(number, tuple(later))
            for s in range(len(game.players)):
                gains[s] += chance * (after[s] - before[s])
        return gains


register(TreasurePart())
