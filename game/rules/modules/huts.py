"""M4 Worker huts: small free tiles that strengthen a kind's majority (RULES Part 2, M4).

Six stacks, one per building colour (house data: ``assets/data/huts.csv``, each hut with
one wall), each shuffled face down with only its top hut face up; the next is turned up
when the top one is taken, so views show each stack's top hut and how many lie beneath,
never their order. Taking the top hut of a stack is a whole turn action, free, and never
gives another action; the hut is placed at the end of the turn like a bought tile. Nobody
holds more than three huts (Alhambra, reserve and tiles waiting to be placed together).

At a scoring a hut in the Alhambra counts as one building of its colour for each
orthogonal neighbour of that kind that is not behind a wall (0-3). Huts are not buildings
otherwise: they do not count by themselves, never go to Dirk, and other modules ignore them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from game.i18n import N_
from game.rules.actions import Action, action
from game.rules.alhambra import Alhambra
from game.rules.data import read_csv, walls_from_row
from game.rules.editions import FIRST_EDITION
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import Event, event
from game.rules.hidden import Secret, places
from game.rules.module import Module, register
from game.rules.stages import ACTION
from game.rules.types import (
    KINDS, OPPOSITE, SIDE_BIT, SIDES, STEP, Card, Kind, Piece, Pos, Tile, register_piece,
)

if TYPE_CHECKING:
    from game.rules.context import Context

MAX_HUTS = 3
HUT = "hut"
# Not buildings (no majority by themselves, never to Dirk); walked through like buildings,
# and their walls score (RULES M4).
# Translators: a worker hut, a small tile of a building kind ("pavilion hut")
register_piece(Piece(HUT, name=N_("hut")))
UNKNOWN = "?"  # a face-down hut under the top of a stack, in a view


@cache
def hut_tiles() -> tuple[Tile, ...]:
    return tuple(
        Tile(id=row["id"], kind=Kind(row["kind"]), price=0, walls=walls_from_row(row),
             category=HUT)
        for row in read_csv("huts.csv")
    )


@event("huts:hut_taken")
class HutTaken(Event):
    module = "huts"
    seat: int
    hut: Tile


@action("huts:take_hut", formerly="TakeHut")
class TakeHut(Action):
    """Turn action: take the top hut of the stack of ``kind`` (free; ends the actions)."""

    module = "huts"
    kind: str


@dataclass
class HutState:
    stacks: dict[str, list[str]]  # kind -> hut ids, the top of the stack first

    def clone(self) -> HutState:
        return HutState({k: v.copy() for k, v in self.stacks.items()})

    def to_dict(self) -> dict:
        return {"stacks": self.stacks}


class Huts(Module):
    id = "huts"
    title = N_("Worker huts")
    description = N_("Take a free hut that counts for the matching buildings around it.")
    expansion = 1
    action_types = (TakeHut,)

    def new_state(self, game: Context) -> HutState:
        stacks: dict[str, list[str]] = {kind.value: [] for kind in KINDS}
        for hut in hut_tiles():
            stacks[hut.kind.value].append(str(hut.id))
        return HutState(stacks)

    @staticmethod
    def state(game: Context) -> HutState:
        return game.ext["huts"]

    def setup(self, game: Context) -> None:
        if game.config.edition > FIRST_EDITION:
            for stack in self.state(game).stacks.values():
                game.rng.shuffle(stack)

    def actions(self, game: Context) -> list[Action]:
        if game.phase != ACTION or huts_held(game, game.to_move) >= MAX_HUTS:
            return []
        return [TakeHut(kind) for kind, stack in self.state(game).stacks.items() if stack]

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        assert isinstance(act, TakeHut)
        if game.phase != ACTION:
            raise IllegalAction("wrong_phase", module=self.id)
        seat = game.to_move
        if huts_held(game, seat) >= MAX_HUTS:
            raise IllegalAction("hut_limit", module=self.id, count=MAX_HUTS)
        stacks = self.state(game).stacks
        stack = stacks.get(act.kind)
        if not stack:
            raise IllegalAction("hut_stack_empty", module=self.id, kind=act.kind)
        if stack[0] == UNKNOWN:
            raise HiddenInformation("a view does not know the hut beneath the top one")
        hut = _hut(stack.pop(0))
        game.give_tile(seat, hut)
        game.action_done()  # a hut never gives another action
        events.append(HutTaken(seat, hut))

    def count_bonus(self, game: Context, seat: int) -> dict[Kind, float]:
        alhambra = game.players[seat].alhambra
        return alhambra.cached(("huts", "bonus"), lambda: hut_bonus(alhambra))

    def secrets(self, game: Context, seat: int) -> list[Secret]:
        """M4: each stack's order beneath its face-up top hut."""
        return [Secret(tuple(places(stack, range(1, len(stack)))))
                for stack in self.state(game).stacks.values()]

    # Beneath each stack's top hut, the order is secret: a view keeps the top and the count.
    def redact(self, game: Context, seat: int) -> None:
        for stack in self.state(game).stacks.values():
            stack[1:] = [UNKNOWN] * (len(stack) - 1)

    def determinize(self, game: Context, rng) -> None:
        held = {str(t.id) for player in game.players
                for t in (*player.alhambra.tiles(), *player.reserve, *player.pending)}
        for kind, stack in self.state(game).stacks.items():
            if UNKNOWN not in stack:
                continue
            known = held | set(stack)
            rest = [str(h.id) for h in hut_tiles()
                    if h.kind.value == kind and str(h.id) not in known]
            rng.shuffle(rest)
            stack[:] = [rest.pop() if hut_id == UNKNOWN else hut_id for hut_id in stack]

    def locations(self, game: Context):
        for kind, stack in self.state(game).stacks.items():
            for hut_id in stack:
                if hut_id != UNKNOWN:
                    yield f"hut stack {kind}", _hut(hut_id)

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A hut lies in its stack or with the player who took it, never in the bag, on the
        market or with Dirk (M4)."""
        return HUT_PLACES if isinstance(piece, Tile) and piece.category == HUT else None


HUT_PLACES = frozenset({*(f"hut stack {kind}" for kind in KINDS), "pending", "alhambra",
                        "reserve"})


def hut_bonus(alhambra: Alhambra) -> dict[Kind, float]:
    """What the huts of ``alhambra`` add to its counts, per kind (not to be changed: the
    Alhambra remembers it until it changes)."""
    bonus: dict[Kind, float] = {}
    for pos, tile in alhambra.items():
        if tile.category == HUT:
            helpers = hut_neighbours(alhambra, pos, tile)
            if helpers and tile.kind is not None:   # a hut always has its kind
                bonus[tile.kind] = bonus.get(tile.kind, 0) + helpers
    return bonus


def hut_neighbours(alhambra: Alhambra, pos: Pos, hut: Tile) -> int:
    """Buildings of the hut's kind beside it, not behind a wall: what the hut counts for."""
    count = 0
    for side in SIDES:
        dx, dy = STEP[side]
        other = alhambra.at((pos[0] + dx, pos[1] + dy))
        if (other is not None and other.is_building and other.kind == hut.kind
                and not hut.mask & SIDE_BIT[side]
                and not other.mask & SIDE_BIT[OPPOSITE[side]]):
            count += 1
    return count


def stack_tops(game: Context) -> dict[str, tuple[Tile | None, int]]:
    """Each stack's face-up top hut (None when the stack is empty) and its size: all that
    anyone may know of the stacks."""
    tops = {}
    for kind, stack in Huts.state(game).stacks.items():
        top = stack[0] if stack and stack[0] != UNKNOWN else None
        tops[kind] = (_hut(top) if top else None, len(stack))
    return tops


def huts_held(game: Context, seat: int) -> int:
    player = game.players[seat]
    tiles = [*player.alhambra.tiles(), *player.reserve, *player.pending]
    return sum(1 for tile in tiles if tile.category == HUT)


def _hut(hut_id: str) -> Tile:
    return next(h for h in hut_tiles() if h.id == hut_id)


register(Huts())
