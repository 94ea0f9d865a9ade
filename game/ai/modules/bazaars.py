"""M16 in the computer players: a built bazaar's points already count through the scoring
line (the evaluation counts the 3rd scoring's lines as the position stands); this adds what
that misses. A built bazaar may still gain neighbours: each empty place around it is worth a
little while there are turns to fill it. A bazaar bought and still to be placed is worth
what its best place now would give (so buying one is seen before it is placed), and one in
the reserve a share of that (it scores nothing there, but may be built later).

Buying and placing are chosen like any action from the legal ones (``BuyBazaar`` in the
turn's plans, the vizier's ``VizierBuy`` between turns, ``Place`` among the placements)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.modules.registry import register
from game.ai.part import AiPart
from game.rules import Alhambra, Game, Tile
from game.rules.modules.bazaars import AROUND, BAZAAR, bazaar_of, points_at

if TYPE_CHECKING:
    from game.ai.evaluation import Evaluator

ROOM = 0.6   # points per empty place around a built bazaar, with the game ahead
KEEP = 0.5   # share of its best place now that a bazaar in the reserve is worth


def empty_around(alhambra: Alhambra, pos: tuple[int, int]) -> int:
    x, y = pos
    return sum(1 for dx, dy in AROUND if (x + dx, y + dy) not in alhambra)


def room_of(alhambra: Alhambra) -> int:
    """Empty places around the bazaars built in ``alhambra`` (remembered until it changes)."""
    def count() -> int:
        return sum(empty_around(alhambra, pos) for pos, tile in alhambra.items()
                   if tile.category == BAZAAR)
    return alhambra.cached(("ai", "bazaar room"), count)


def best_place(alhambra: Alhambra, tile: Tile, final: float, room: float) -> float:
    """What ``tile`` would be worth at its best legal place now: its points there (at the
    weight ``final`` the evaluation gives the final scoring's lines) and the room around it
    (0 where it cannot go)."""
    bazaar = bazaar_of(tile)
    if bazaar is None:
        return 0.0

    def best() -> float:
        return max((final * points_at(alhambra, pos, bazaar) + room * empty_around(alhambra, pos)
                    for pos in alhambra.legal_positions(tile)), default=0.0)
    key = ("ai", "bazaar best", tile.id, round(final, 2), round(room, 2))
    return alhambra.cached(key, best)


def final_weight(evaluator: Evaluator) -> float:
    """How much the evaluation counts the final scoring's lines (a built bazaar's points):
    its chance, if the evaluator looks that far (Easy looks at the next scoring only)."""
    outlooks = evaluator.line_outlooks
    return sum(chance for number, chance in outlooks if number == 3)


class BazaarsPart(AiPart):
    module_id = "bazaars"

    def seat_value(self, evaluator: Evaluator, game: Game, seat: int) -> float:
        player = game.players[seat]
        alhambra = player.alhambra
        room = ROOM * evaluator.time_left
        value = room * room_of(alhambra) if room else 0.0
        held = [t for t in (*player.pending, *player.reserve) if t.category == BAZAAR]
        if held:
            final = final_weight(evaluator)
            for tile in held:
                worth = best_place(alhambra, tile, final, room)
                value += worth if tile in player.pending else KEEP * worth
        return value


register(BazaarsPart())
