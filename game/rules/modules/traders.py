"""M12 Street traders: citizens carried on a trader disc move onto matching buildings, and
score in sets of different colours (RULES Part 2, M12, D17, D31).

42 citizens, 7 of each building colour, and one trader disc per player. At setup each player
secretly chooses 3 of their 6 citizens (one of each colour) for the disc; the others go back
to the supply. The choices are revealed together (the discs are public from then on), and
each player lays the disc on an empty place beside the fountain.

When a tile is built on the disc's place (new or in a redesign), the disc is lifted. If it is
a building and a citizen on the disc has its colour, the player may move that citizen onto
it and then take a citizen of any colour from the supply onto the disc (if any is left);
otherwise (huts, camps and bazaars take no citizen, D17) the player may swap one disc
citizen for one of the supply. At the end of that turn, after its extra steps and its chests
(D47), the disc goes to an empty place beside a building of the Alhambra (D31: only B3
applies); a disc lifted between turns, by the vizier, moves when the window closes (D43).
A building that leaves the Alhambra returns its citizen to the supply.

At every scoring the citizens on a player's buildings are split, greedily largest first, into
sets of different colours; a set of 1-6 colours scores 1, 3, 6, 10, 15, 21.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from game.i18n import N_
from game.rules.actions import Action, action
from game.rules.editions import THIRD_EDITION
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import Event, event
from game.rules.hidden import Secret, places
from game.rules.module import Module, register
from game.rules.types import KINDS, OPPOSITE, SIDES, Kind, Pos, Tile, neighbour

if TYPE_CHECKING:
    from game.rules.context import Context

PER_KIND = 7
ON_DISC = 3
SET_POINTS = (0, 1, 3, 6, 10, 15, 21)  # by the number of colours in a set
# Translators: a line of the scoring table, the points of the citizens' sets
LINE = N_("Street traders")
PICK, SIDE, LIFTED, MOVE = ("traders:pick", "traders:side", "traders:lifted", "traders:move")


@action("traders:pick_citizen", formerly="PickCitizen")
class PickCitizen(Action):
    """Setup: put the citizen of ``kind`` (one of the seat's six) on the disc, secretly."""

    module = "traders"
    secret = True   # revealed only when everyone has chosen (M12)
    kind: str


@action("traders:place_disc", formerly="PlaceDisc")
class PlaceDisc(Action):
    """Lay the trader disc on ``pos`` (at setup beside the fountain; later beside a
    building, D31)."""

    module = "traders"
    pos: tuple[int, int]


@action("traders:move_citizen_in", formerly="MoveCitizenIn")
class MoveCitizenIn(Action):
    """The disc was lifted by a building of a colour on it: that citizen moves onto the
    building, and one of ``draw`` from the supply takes its place ("": the supply is empty)."""

    module = "traders"
    draw: str


@action("traders:swap_citizen", formerly="SwapCitizen")
class SwapCitizen(Action):
    """The disc was lifted with no citizen moving in: one of ``out`` goes back to the supply
    and one of ``take`` comes onto the disc."""

    module = "traders"
    out: str
    take: str


@action("traders:keep_disc", formerly="KeepDisc")
class KeepDisc(Action):
    """The disc was lifted: leave its citizens as they are."""

    module = "traders"
    # Translators: a move watched again (the street traders' disc); {name} is the player's
    untold = N_("{name}: keep disc")


@event("traders:trader_revealed")
class TraderRevealed(Event):
    """The citizens a seat chose for its trader, shown with everyone's at once."""

    module = "traders"
    seat: int
    kinds: tuple[Kind, ...]


@event("traders:citizen_picked")
class CitizenPicked(Event):
    """A seat chose a citizen for its trader (which one stays secret till all have)."""

    module = "traders"
    seat: int


@event("traders:disc_laid")
class DiscLaid(Event):
    """A seat laid its trader disc at ``pos``, beside the tile ``beside`` on that tile's
    ``side`` (None, "": beside no building nor the fountain)."""

    module = "traders"
    seat: int
    pos: Pos
    beside: Tile | None
    side: str


@event("traders:citizen_moved_in")
class CitizenMovedIn(Event):
    """A citizen of ``tile``'s kind moved into it from the lifted disc; a citizen of
    ``drawn`` joined the trader from the supply (None: none)."""

    module = "traders"
    seat: int
    tile: Tile
    drawn: Kind | None


@event("traders:citizen_swapped")
class CitizenSwapped(Event):
    module = "traders"
    seat: int
    out: Kind
    take: Kind


@event("traders:disc_lifted")
class DiscLifted(Event):
    """A seat built ``tile`` on its trader disc, which is lifted."""

    module = "traders"
    seat: int
    tile: Tile


@event("traders:citizen_left")
class CitizenLeft(Event):
    """The citizen of ``kind`` in ``tile`` went back to the supply as the tile left."""

    module = "traders"
    seat: int
    tile: Tile
    kind: Kind


@dataclass
class TraderState:
    supply: dict[Kind, int]
    disc: list[list[Kind | None]]      # per seat (None: a secret choice, in a view)
    pos: list[Pos | None]              # per seat: where the disc lies (None: lifted)
    citizens: list[dict[int | str, Kind]]  # per seat: building id -> its citizen
    lifted: list[bool]                 # per seat: to be moved at the end of the turn
    revealed: bool = False             # the setup choices were revealed together
    lifting: tuple[int, int | str] | None = None  # (seat, tile) whose choice is asked
    back: tuple[str, int] | None = None  # where the game goes on after that choice

    def clone(self) -> TraderState:
        return TraderState(dict(self.supply), [d.copy() for d in self.disc], self.pos.copy(),
                           [dict(c) for c in self.citizens], self.lifted.copy(),
                           self.revealed, self.lifting, self.back)

    def to_dict(self) -> dict:
        return {"supply": {k.value: n for k, n in self.supply.items()},
                "disc": [[k and k.value for k in d] for d in self.disc],
                "pos": [list(p) if p else None for p in self.pos],
                "citizens": [{str(t): k.value for t, k in sorted(c.items(), key=str)}
                             for c in self.citizens],
                "lifted": self.lifted, "revealed": self.revealed,
                "lifting": list(self.lifting) if self.lifting else None,
                "back": list(self.back) if self.back else None}


@lru_cache(maxsize=4096)
def citizen_points(citizens: tuple) -> int:
    """``set_points`` of the colours of a player's citizens (remembered: the same few sets
    are scored again and again, at each scoring to come and by the computer players)."""
    return set_points(Counter(citizens))


def set_points(kinds: Counter) -> int:
    """Citizens split greedily into sets of different colours, largest first (M12)."""
    counts = [n for n in kinds.values() if n > 0]
    total = 0
    while counts:
        total += SET_POINTS[len(counts)]
        counts = [n - 1 for n in counts if n > 1]
    return total


class Traders(Module):
    id = "traders"
    title = N_("Street traders")
    description = N_("Citizens on your trader disc move onto matching buildings; sets score.")
    expansion = 3
    action_types = (PickCitizen, PlaceDisc, MoveCitizenIn, SwapCitizen, KeepDisc)
    # The disc lifted in a turn moves once the Alhambra is as the turn leaves it (D31, D47);
    # one lifted in the window between turns, when the window closes (D43).
    steps = {"setup": ("setup",), "settled": ("move",), "next_turn": ("window_move",)}
    step_editions = {"window_move": THIRD_EDITION}

    def new_state(self, game: Context) -> TraderState:
        players = game.config.players
        return TraderState({kind: PER_KIND for kind in KINDS}, [[] for _seat in range(players)],
                           [None] * players, [{} for _seat in range(players)], [False] * players)

    @staticmethod
    def state(game: Context) -> TraderState:
        return game.ext["traders"]

    # ------------------------------------------------------------------ steps
    def run_step(self, game: Context, step: str, events: list[Event]) -> bool:
        state = self.state(game)
        if step == "setup":
            return self._setup(game, state, events)
        if step == "lifted":
            if state.lifting is None:          # decided: the game goes on where it was
                game.return_to(*state.back)
                state.back = None
                return True
            if state.back is None:
                state.back = (game.phase, game.to_move)
            game.ask(state.lifting[0], LIFTED)
            return False
        if step in ("move", "window_move"):
            for seat in game.seats_from(game.current):
                if state.lifted[seat]:
                    game.ask(seat, MOVE)
                    return False
            return True
        return super().run_step(game, step, events)

    def _setup(self, game: Context, state: TraderState, events: list[Event]) -> bool:
        order = game.seats_from(game.current)
        for seat in order:
            if len(state.disc[seat]) < ON_DISC:
                game.ask(seat, PICK)
                return False
        if not state.revealed:  # the choices are revealed together
            if any(None in disc for disc in state.disc):
                raise HiddenInformation("a view cannot reveal the other players' choices")
            state.revealed = True
            for disc in state.disc:
                for kind in disc:
                    state.supply[kind] -= 1
            events += [TraderRevealed(seat, tuple(state.disc[seat])) for seat in order]
        for seat in order:
            if state.pos[seat] is None:
                game.ask(seat, SIDE)
                return False
        return True

    # ------------------------------------------------------------------ decisions
    def stage_actions(self, game: Context, stage: str) -> list[Action]:
        state = self.state(game)
        seat = game.to_move
        if stage == PICK:
            return [PickCitizen(k.value) for k in KINDS if k not in state.disc[seat]]
        if stage == SIDE:
            return [PlaceDisc(pos) for pos in _beside(game, seat, fountain=True)]
        if stage == MOVE:
            return [PlaceDisc(pos) for pos in _beside(game, seat, fountain=False)]
        if stage == LIFTED:
            return [*self._lift_choices(game, state, seat), KeepDisc()]
        return []

    def _lift_choices(self, game: Context, state: TraderState, seat: int) -> list[Action]:
        assert state.lifting is not None
        tile = _own_tile(game, seat, state.lifting[1])
        disc = state.disc[seat]
        supply = [k for k in KINDS if state.supply[k] > 0]
        if tile is not None and tile.is_building and tile.kind in disc:
            return [MoveCitizenIn(k.value) for k in supply] or [MoveCitizenIn("")]
        return [SwapCitizen(out.value, k.value) for out in dict.fromkeys(disc)
                for k in supply if k != out]

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        state = self.state(game)
        seat = game.to_move
        if isinstance(act, PickCitizen):
            game.require_stage(PICK)
            kind = _kind(act.kind)
            if kind in state.disc[seat] or len(state.disc[seat]) >= ON_DISC:
                raise IllegalAction("citizen_taken", module=self.id)
            state.disc[seat].append(kind)
            events.append(CitizenPicked(seat))
        elif isinstance(act, PlaceDisc):
            game.require_stage(SIDE, MOVE)
            at_setup = game.phase == SIDE
            pos = tuple(act.pos)
            if pos not in _beside(game, seat, fountain=at_setup):
                raise IllegalAction("disc_place", module=self.id, at_setup=at_setup)
            state.pos[seat] = pos
            state.lifted[seat] = False
            beside, side = disc_neighbour(game, seat, pos)
            events.append(DiscLaid(seat, pos, beside, side))
        elif isinstance(act, (MoveCitizenIn, SwapCitizen, KeepDisc)):
            game.require_stage(LIFTED)
            if act not in self._lift_choices(game, state, seat) + [KeepDisc()]:
                raise IllegalAction("citizen_choice", module=self.id)
            assert state.lifting is not None
            tile_id = state.lifting[1]
            if isinstance(act, MoveCitizenIn):
                tile = _own_tile(game, seat, tile_id)
                assert tile is not None and tile.kind is not None
                state.disc[seat].remove(tile.kind)
                state.citizens[seat][tile_id] = tile.kind
                drawn = _kind(act.draw) if act.draw else None
                if drawn is not None:
                    state.supply[drawn] -= 1
                    state.disc[seat].append(drawn)
                events.append(CitizenMovedIn(seat, tile, drawn))
            elif isinstance(act, SwapCitizen):
                out, take = _kind(act.out), _kind(act.take)
                state.disc[seat].remove(out)
                state.supply[out] += 1
                state.supply[take] -= 1
                state.disc[seat].append(take)
                events.append(CitizenSwapped(seat, out, take))
            state.lifting = None
        else:
            super().apply(game, act, events)

    # ------------------------------------------------------------------ the grid
    def on_enter_alhambra(self, game: Context, seat: int, tile: Tile, pos: Pos,
                          events: list[Event]) -> None:
        state = self.state(game)
        if state.pos[seat] != pos:
            return
        state.pos[seat] = None
        state.lifted[seat] = True
        state.lifting = (seat, tile.id)
        events.append(DiscLifted(seat, tile))
        game.schedule("traders:lifted")

    def on_leave_alhambra(self, game: Context, seat: int, tile: Tile, pos: Pos,
                          events: list[Event]) -> None:
        state = self.state(game)
        kind = state.citizens[seat].pop(tile.id, None)
        if kind is not None:
            state.supply[kind] += 1
            events.append(CitizenLeft(seat, tile, kind))

    # ------------------------------------------------------------------ scoring
    def scoring_lines(self, game: Context, scoring: int) -> dict[str, list[int]]:
        points = [citizen_points(tuple(c.values())) for c in self.state(game).citizens]
        if game.dirk is not None:
            points.append(0)
        return {LINE: points} if any(points) else {}

    # ------------------------------------------------------------------ hidden information
    def secrets(self, game: Context, seat: int) -> list[Secret]:
        """M12: until the choices are revealed together, which three of their six citizens
        the others put on their discs (their picks in the log are secret actions); once
        they are, still the order in which they were picked (the three were revealed
        together: a disc's citizens are a set)."""
        state = self.state(game)
        found = []
        for other, disc in enumerate(state.disc):
            if other != seat:
                rest = [] if state.revealed else [kind for kind in KINDS if kind not in disc]
                found.append(Secret((*places(disc), *places(rest))))
        return found

    def redact(self, game: Context, seat: int) -> None:
        state = self.state(game)
        if not state.revealed:
            state.disc = [d if s == seat else [None] * len(d) for s, d in enumerate(state.disc)]
        else:   # the others' citizens as a set, in the order of the kinds
            state.disc = [d if s == seat else sorted(d, key=KINDS.index)
                          for s, d in enumerate(state.disc)]

    def determinize(self, game: Context, rng: random.Random) -> None:
        state = self.state(game)
        for disc in state.disc:
            if None in disc:
                known = [k for k in disc if k is not None]
                left = [k for k in KINDS if k not in known]
                rng.shuffle(left)
                disc[:] = known + left[:len(disc) - len(known)]


def citizens_total(state: TraderState) -> Counter:
    """Every citizen where it is: the supply, the discs and the buildings (42 in all once
    the setup choices are revealed; before, the discs' are still counted in the supply)."""
    total = Counter(state.supply)
    if state.revealed:
        for disc in state.disc:
            total.update(k for k in disc if k is not None)
    for citizens in state.citizens:
        total.update(citizens.values())
    return total


def _kind(value: str) -> Kind:
    try:
        return Kind(value)
    except ValueError:
        raise IllegalAction("no_such_colour", module=Traders.id, value=value) from None


def _own_tile(game: Context, seat: int, tile_id: int | str) -> Tile | None:
    alhambra = game.players[seat].alhambra
    pos = alhambra.position_of(tile_id)
    return alhambra.at(pos) if pos is not None else None


def _beside(game: Context, seat: int, fountain: bool) -> list[Pos]:
    """Empty places beside the fountain (setup) or beside a building (D31: only B3)."""
    alhambra = game.players[seat].alhambra
    found: set[Pos] = set()
    for pos, tile in alhambra.items():
        if (tile.category == "fountain") if fountain else tile.is_building:
            found.update(p for p in (neighbour(pos, side) for side in SIDES)
                         if p not in alhambra)
    if not found and not fountain:  # no building left: beside any tile
        return _beside(game, seat, fountain=True) or sorted(alhambra.frontier())
    return sorted(found)


def disc_neighbour(game: Context, seat: int, pos: Pos) -> tuple[Tile | None, str]:
    """Where a disc at ``pos`` lies: beside which building (or the fountain), on which of
    its sides; (None, "") beside none."""
    alhambra = game.players[seat].alhambra
    for side in SIDES:
        tile = alhambra.at(neighbour(pos, side))
        if tile is not None and (tile.is_building or tile.category == "fountain"):
            return tile, OPPOSITE[side]
    return None, ""


register(Traders())
