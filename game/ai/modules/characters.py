"""M7 in the computer players: what each character is worth to its holder, in points, so that
bids are made by that worth. A bid standing is valued as the character won less what will be
paid for it, so the evaluation of a bid or a pass decides the auction (the cheapest winning
bid while the character is worth more than its price, else a pass). Effects are used where
the evaluation of their result says they gain (a swap, a draw, an extra step, a choice at a
scoring)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Game
from game.rules.modules.characters import (
    AMMAR, FARUK, FATIMA, HAKIM, KARIM, KNIHSTIG, LAILA, MACHMA, NAMES, UNKNOWN, YAMMERAD,
    YUSUF, state_of,
)

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator

# Points a character is worth to its holder with the game ahead (measured in the arena).
WORTH = {KARIM: 6.0, KNIHSTIG: 2.5, AMMAR: 3.0, FARUK: 2.5, FATIMA: 7.0, HAKIM: 3.5,
         LAILA: 1.5, MACHMA: 2.0, YAMMERAD: 2.5, YUSUF: 3.0}
AVERAGE = sum(WORTH.values()) / len(WORTH)
LASTING = {FATIMA}  # worth the same whatever time is left


def worth(name: str, time_left: float) -> float:
    value = WORTH.get(name, AVERAGE) if name != UNKNOWN else AVERAGE
    return value if name in LASTING else value * max(0.2, time_left)


class CharactersPart(AiPart):
    module_id = "characters"

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        return sum(self.features(evaluator, game, seat).values())

    def features(self, evaluator: Evaluator, game: Game, seat: int) -> dict[str, float]:
        """Each character held (or bid for and standing) at its worth, one term per
        character, so a learned evaluation can value each one anew; the bid's price is
        money already promised."""
        state = state_of(game)
        terms: dict[str, float] = {}

        def hold(name: str) -> None:
            key = f"characters.{name}"
            terms[key] = terms.get(key, 0.0) + worth(name, evaluator.time_left)

        for card in state.owned[seat]:
            hold(state.names.get(card, UNKNOWN))
        auction = state.auction
        if auction is not None and auction["high"] and auction["high"][0] == seat \
                and not auction.get("paid"):
            hold(state.names.get(auction["card"], UNKNOWN))
            terms["characters.bid"] = -evaluator.money_weight * auction["high"][1]
        return terms


assert set(WORTH) == set(NAMES)
register(CharactersPart())
