"""M14 in the computer players: a master builder is money (the evaluation counts its 3 like any
card of its currency, and sees it leave the hand when it pays or is discarded), and beyond
that the chance of one extra redesign step later, worth a little while there are turns left
to use it. So a bot pays with ordinary cards before a master builder, and at the end of a
turn it discards one for a step only when the step gains more than the card's money and that
chance: each step is tried on a copy of the view and valued (``one_step_choice``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Game
from game.rules.modules.builders import MasterBuilder

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator

# Points the extra step a master builder may still buy is worth beyond its money, for the
# first card held and for each further one (one step a turn: more cards are worth less).
# Measured with three Normal players and master builders alone, each seat valuing them its
# own way (shares of the wins): 0.6 won 0.30 of 186 games, 1.5 won 0.37 of 90, 2.0 won 0.41
# of 156, 4.0 won 0.22 of 60 (wide intervals: ±0.07 to ±0.12); 1.5 lies among the best.
OPTION = 1.5
FURTHER = 0.75


class BuildersPart(AiPart):
    module_id = "builders"

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        held = 0
        for card in game.players[seat].hand:
            if isinstance(card, MasterBuilder):
                held += 1
        if not held:
            return 0.0
        return (OPTION + FURTHER * (held - 1)) * evaluator.time_left


register(BuildersPart())
