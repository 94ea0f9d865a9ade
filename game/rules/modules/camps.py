"""M8 Camps: tiles with bastions that score lines of tiles (RULES Part 2, M8, D17, D18, D26,
D27).

Eight camps (house data, ``data/camps.csv``: four with one bastion side, N/E/S/W, prices
5-8; four with two at a right angle, NE/ES/SW/WN, prices 9-12) go into the bag and are
bought on the market like buildings. They are no buildings: no majorities, nobody walks
through them, and wall scoring does not see them (a building wall behind a bastion is still
an outer wall).

Placement, instead of B2-B4 (B3 and B5 hold): the camp shares a side with a tile; each
bastion faces a building's wall or an empty place; each other side faces an empty place or
another camp's non-bastion side; and at placement exactly one side touches a wall, a bastion
(D27: later a tile may face the second bastion with a wall). A later tile may stand against
a camp only with a wall facing a bastion (a bastion counts as a wall) or, for another camp,
non-bastion to non-bastion (the camp's other sides refuse ordinary tiles). A removal or
exchange that would leave a camp breaking these rules is refused (D26).

At every scoring, for each bastion facing a wall, the camp scores 1 point per tile in the
straight line that starts at the tile behind that wall and goes on in the arrow's direction,
up to the first empty place or camp (interior walls do not stop it; the fountain and huts
count). Dirk keeps camps he draws; they count for nothing with him (D18).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from game.i18n import N_
from game.rules.data import read_csv
from game.rules.module import Module, register
from game.rules.types import (
    OPPOSITE, SIDE_BIT, SIDES, STEP, Card, Piece, Pos, SideKind, Tile, register_piece,
    register_side_kind,
)

if TYPE_CHECKING:
    from game.rules.alhambra import Alhambra
    from game.rules.context import Context

CAMP = "camp"
# A camp's bastion side: it meets a neighbour as a wall does (a tile may stand against it
# only with a wall), and is no wall for the wall scoring (which does not see camps at all).
BASTION = register_side_kind(SideKind("bastion", scores=False)).name
# Translators: a line of the scoring table, the points of the camps
LINE = N_("camps")  # the scoring line


def _step(pos: Pos, side: str) -> Pos:
    dx, dy = STEP[side]
    return (pos[0] + dx, pos[1] + dy)


def _faces(tile: Tile, side: str, other: Tile) -> str:
    """What ``tile``'s ``side`` meets in ``other``: "wall" (a building's wall), "open"
    (a side without a wall), "camp side", or "bastion"."""
    back = OPPOSITE[side]
    if other.category == CAMP:
        return "bastion" if other.side_kind(back) == BASTION else "camp side"
    return "wall" if other.mask & SIDE_BIT[back] else "open"


def _sides_hold(alhambra: Alhambra, tile: Tile, pos: Pos) -> tuple[str | None, int, int]:
    """(what breaks the camp rules at ``pos`` or None, tiles beside it, walls touched)."""
    neighbours = walls = 0
    for side in SIDES:
        other = alhambra.at(_step(pos, side))
        if other is None:
            continue
        neighbours += 1
        meets = _faces(tile, side, other)
        if tile.side_kind(side) == BASTION:
            if meets != "wall":
                return "camp_bastion", neighbours, walls
            walls += 1
        elif meets != "camp side":
            return "camp_side", neighbours, walls
    return None, neighbours, walls


def camp_rule(alhambra: Alhambra, tile: Tile, pos: Pos) -> str | None:
    """M8 placement (D26: instead of B2 and B4)."""
    reason, neighbours, walls = _sides_hold(alhambra, tile, pos)
    if reason is not None:
        return reason
    if not neighbours:
        return "not_joined"
    if walls != 1:
        return "camp_one_wall"
    return None


def camp_stays(alhambra: Alhambra, pos: Pos) -> str | None:
    """D26: a camp's neighbours may change only as long as it keeps to its rules (the one
    wall it touches is a placement rule only, D27)."""
    tile = alhambra.at(pos)
    assert tile is not None
    reason, neighbours, _walls = _sides_hold(alhambra, tile, pos)
    if reason is not None:
        return "camp_broken"
    return None if neighbours else "camp_alone"


# Translators: a camp, a tile with bastions ("camp 5")
register_piece(Piece(CAMP, name=N_("camp"), walkable=False, walls_score=False, closed=True,
                     to_dirk=True, place_rule=camp_rule, stay_rule=camp_stays))


@cache
def camp_tiles() -> tuple[Tile, ...]:
    """The eight camps (house data)."""
    return tuple(
        Tile(id=row["id"], kind=None, price=int(row["price"]), category=CAMP,
             sides={s: BASTION for s in SIDES if row[f"bastion_{s.lower()}"] == "1"})
        for row in read_csv("camps.csv"))


def camp_lines(alhambra: Alhambra) -> int:
    """Points of every camp in ``alhambra`` at a scoring: per bastion facing a wall, the
    tiles in the line behind that wall, in the arrow's direction, up to a gap or a camp
    (remembered until the Alhambra changes)."""
    return alhambra.cached(("camps", "lines"), lambda: _camp_lines(alhambra))


def _camp_lines(alhambra: Alhambra) -> int:
    points = 0
    for pos, tile in alhambra.items():
        if tile.category != CAMP:
            continue
        for side in tile.sides_of(BASTION):
            start = _step(pos, side)
            other = alhambra.at(start)
            if other is None or _faces(tile, side, other) != "wall":
                continue
            cell = start
            while (found := alhambra.at(cell)) is not None and found.category != CAMP:
                points += 1
                cell = _step(cell, side)
    return points


class Camps(Module):
    id = "camps"
    title = N_("Camps")
    description = N_("Camps with bastions score the line of tiles behind the wall they face.")
    expansion = 2

    def bag_tiles(self, game: Context) -> list[Tile]:
        return list(camp_tiles())

    def scoring_lines(self, game: Context, scoring: int) -> dict[str, list[int]]:
        points = [camp_lines(p.alhambra) for p in game.players]
        if game.dirk is not None:
            points.append(0)  # D18: camps count for nothing with Dirk
        return {LINE: points} if any(points) else {}

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A camp is bought on the market like a building (M8); Dirk keeps one drawn for him
        (D18)."""
        return CAMP_PLACES if isinstance(piece, Tile) and piece.category == CAMP else None


CAMP_PLACES = frozenset({"bag", "market", "pending", "alhambra", "reserve", "dirk"})


register(Camps())
