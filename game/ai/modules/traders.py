"""M12 in the computer players: the citizens on a player's buildings already count through
the scoring lines; a citizen still on the disc is worth part of what it would add to the sets
(it moves in only when a building of its colour is built on the disc's place), so moving one
in, drawing a colour the sets lack, and swapping toward one are all seen by the evaluation."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Game

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator

MOVE_IN_CHANCE = 0.3  # how likely a disc citizen is to reach a building before the end


class TradersPart(AiPart):
    module_id = "traders"

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        state = game.ext["traders"]
        disc = state.disc[seat]
        if not disc or evaluator.time_left <= 0.0:
            return 0.0
        worth = disc_worth(tuple(disc), tuple(state.citizens[seat].values()))
        return MOVE_IN_CHANCE * evaluator.time_left * worth


@lru_cache(maxsize=4096)
def disc_worth(disc: tuple, citizens: tuple) -> int:
    """What the disc's citizens would add to the sets if each moved in. One more citizen of
    a kind counted c joins the set of the kinds counted more than c: a set of m colours
    becoming m + 1 gains m + 1 points (1, 3, 6, ... are triangular)."""
    placed = Counter(citizens)
    return sum(1 + sum(1 for n in placed.values() if n > placed[kind])
               for kind in disc if kind is not None)


register(TradersPart())
