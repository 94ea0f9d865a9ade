"""M5 City gates: a gate in a double wall opens the way on foot (RULES Part 2, M5, D8, D20,
D21).

As many gate cards as players go into money piles 3, 4, 5, dealt round-robin 3, 4, 5, 3, ...
(D20; two players: piles 3 and 4). A drawn gate card lies beside the display, not in it (the
display is refilled); if one lies there already, the new one goes to the discard pile and
comes back with it. Taking the lying card is a whole "take money" action; a player may hold
several. A gate is used, as no action, when a tile is built (new, or in a redesign step: the
turn's, or an extra step's, D33) at a place where it breaks the on-foot rule (B4) alone: one
card puts one gate on one double wall printed on both touching sides, toward a tile reached
on foot (D21), and leaves the game. The gate opens the way for B4 only (D8: for wall
scoring and huts it is still a wall), never moves, and fixes both tiles it joins: they can
no longer be removed or exchanged. A gate is an opening of the Alhambra's (``open_side``),
kept under this module's id, with both tiles locked.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.rules.actions import Action, action
from game.rules.errors import IllegalAction
from game.rules.events import Event, event
from game.rules.module import Module, register
from game.rules.stages import ACTION, PLACEMENT, PLACE_NOW
from game.rules.types import (
    OPPOSITE, SIDE_WORDS, SIDES, WALL, Card, Pos, Tile, card_class, neighbour,
)

if TYPE_CHECKING:
    from game.rules.alhambra import Alhambra
    from game.rules.context import Context

GATES = "gates"
ID_BASE = 5000
STEP = "gates:"   # an extra redesign step through a gate: "gates:<side>" (D33)
PILES = (3, 4, 5)
TWO_PLAYER_PILES = (3, 4)


@card_class
class GateCard(Card):
    def label(self) -> str:
        return _("gate card")


def gate_cards(players: int) -> list[GateCard]:
    return [GateCard(ID_BASE + n + 1) for n in range(players)]


@action("gates:take_gate", formerly="TakeGate")
class TakeGate(Action):
    """Turn action instead of taking money: take the gate card lying beside the display."""

    module = "gates"


@action("gates:build_through_gate", formerly="BuildThroughGate")
class BuildThroughGate(Action):
    """Build ``tile`` at ``pos`` with a gate in its ``side`` wall, spending a gate card: a
    tile waiting to be placed, or (``redesign``) a reserve tile as a redesign step."""

    module = "gates"
    tile: int | str
    pos: tuple[int, int]
    side: str
    redesign: bool


@event("gates:gate_card_drawn")
class GateCardDrawn(Event):
    """A gate card came from the deck: it lies beside the money display, or, if one lies
    there already, goes to the discard pile (``discarded``)."""

    module = "gates"
    card: Card
    discarded: bool


@event("gates:gate_card_taken")
class GateCardTaken(Event):
    module = "gates"
    seat: int


@event("gates:gate_used")
class GateUsed(Event):
    """``tile`` was built at ``pos`` through a gate in its ``side`` wall (D21)."""

    module = "gates"
    seat: int
    tile: Tile
    pos: Pos
    side: str


def gate_sides(alhambra: Alhambra, tile: Tile, pos: Pos) -> list[str]:
    """The sides of ``pos`` where a gate would let ``tile`` be built there: the on-foot
    rule (B4) is the only one it breaks, and a double wall printed on both tiles joins
    it to the Alhambra so that everything is reached on foot again (M5, D21)."""
    if tile.ruled or alhambra.check(tile, pos) != "not_on_foot":
        return []
    found = []
    for side in SIDES:
        other = alhambra.at(neighbour(pos, side))
        printed = tile.side_kind(side) == WALL and other is not None \
            and other.side_kind(OPPOSITE[side]) == WALL
        if printed and alhambra.opening_lets_in(tile, pos, side):
            found.append(side)  # gates go only on walls printed on both touching sides
    return found


def place_through_gate(alhambra: Alhambra, tile: Tile, pos: Pos, side: str) -> None:
    """Build ``tile`` at ``pos`` with a gate in its ``side`` wall (see ``gate_sides``): the
    double wall opened for walking, both tiles locked in place (D8)."""
    if side not in gate_sides(alhambra, tile, pos):
        raise IllegalAction("no_gate_here", module=GATES)
    alhambra.place_opened(tile, pos, side, by=GATES)
    alhambra.lock(pos)
    alhambra.lock(neighbour(pos, side))


@dataclass
class GateState:
    lying: int | None          # the gate card beside the display, if any
    held: list[list[int]]      # per seat, the gate cards held (public: taken face up)
    used: list[int]            # cards spent on gates: out of the game

    def clone(self) -> GateState:
        return GateState(self.lying, [h.copy() for h in self.held], self.used.copy())

    def to_dict(self) -> dict:
        return {"lying": self.lying, "held": self.held, "used": self.used}


class Gates(Module):
    id = GATES
    title = N_("City gates")
    description = N_("Gate cards open a double wall for the path on foot; gated tiles stay put.")
    expansion = 2
    action_types = (TakeGate, BuildThroughGate)

    def new_state(self, game: Context) -> GateState:
        return GateState(None, [[] for _seat in range(game.config.players)], [])

    @staticmethod
    def state(game: Context) -> GateState:
        return game.ext[GATES]

    def pile_cards(self, game: Context) -> dict[int, list[Card]]:
        """D20: round-robin into piles 3, 4, 5 (two players: 3 and 4)."""
        piles = TWO_PLAYER_PILES if game.config.players == 2 else PILES
        found: dict[int, list[Card]] = {pile: [] for pile in piles}
        for n, card in enumerate(gate_cards(game.config.players)):
            found[piles[n % len(piles)]].append(card)
        return found

    def on_card_drawn(self, game: Context, card: Card, events: list[Event]) -> bool:
        if not isinstance(card, GateCard):
            return False
        state = self.state(game)
        if state.lying is None:
            state.lying = card.id
            events.append(GateCardDrawn(card, discarded=False))
        else:
            game.to_discard_pile(card)
            events.append(GateCardDrawn(card, discarded=True))
        return True

    # ------------------------------------------------------------------ actions
    def actions(self, game: Context) -> list[Action]:
        if game.phase == ACTION and self.state(game).lying is not None:
            return [TakeGate()]
        return []

    def placement_options(self, game: Context, seat: int, tile: Tile,
                          redesign: bool) -> dict[Pos, list[tuple[str, Action]]]:
        """Where ``tile`` may go only through a gate, for a seat holding a gate card."""
        found: dict[Pos, list[tuple[str, Action]]] = {}
        for pos, side in self._gate_places(game, seat, tile):
            # Translators: {side} is top, right, bottom or left
            words = _("with a gate in its {side} wall (spends a gate card)").format(
                side=_(SIDE_WORDS[side]))
            found.setdefault(pos, []).append(
                (words, BuildThroughGate(tile.id, pos, side, redesign)))
        return found

    def extra_steps(self, game: Context, seat: int) -> list[tuple[str, int | str, Pos]]:
        """M5: a gate may be used in a redesign, the extra steps too (D33): a reserve tile
        built through a gate, kind ``"gates:<side>"``."""
        return [(STEP + side, tile.id, pos) for tile in game.players[seat].reserve
                for pos, side in self._gate_places(game, seat, tile)]

    def take_step(self, game: Context, seat: int, kind: str, tile_id: int | str, pos: Pos,
                  events: list[Event]) -> None:
        player = game.players[seat]
        tile = player.reserve_tile(tile_id)
        side = kind.removeprefix(STEP)
        if tile is None or not self.state(game).held[seat]:
            raise IllegalAction("builder_step")
        game.place_from_reserve(seat, tile, pos, events,
                                build=lambda alhambra: place_through_gate(alhambra, tile, pos, side))
        self._spend(game, seat, tile, pos, side, events)

    def step_words(self, game: Context, seat: int, kind: str, tile_id: int | str,
                   pos: Pos) -> str:
        tile = game.players[seat].reserve_tile(tile_id)
        if tile is None:
            return ""
        # Translators: an extra redesign step; {tile} e.g. "tower 9", {side} top, right,
        # bottom or left
        return _("build {tile} with a gate in its {side} wall").format(
            tile=tile.label(), side=_(SIDE_WORDS[kind.removeprefix(STEP)]))

    def step_redesign(self, kind: str, tile_id: int | str, pos: Pos) -> Action | None:
        return BuildThroughGate(tile_id, pos, kind.removeprefix(STEP), redesign=True)

    def _gate_places(self, game: Context, seat: int, tile: Tile) -> list[tuple[Pos, str]]:
        """(position, side) where ``tile`` may be built only through a gate, for a seat
        holding a gate card."""
        if not self.state(game).held[seat]:
            return []
        alhambra = game.players[seat].alhambra
        return [(pos, side) for pos in sorted(alhambra.frontier())
                for side in gate_sides(alhambra, tile, pos)]

    def _spend(self, game: Context, seat: int, tile: Tile, pos: Pos, side: str,
               events: list[Event]) -> None:
        """A gate card of ``seat``'s was spent on the gate that let ``tile`` in (D21)."""
        state = self.state(game)
        state.used.append(state.held[seat].pop())
        events.append(GateUsed(seat, tile, pos, side))

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        state = self.state(game)
        seat = game.to_move
        if isinstance(act, TakeGate):
            game.require_stage(ACTION)
            if state.lying is None:
                raise IllegalAction("no_gate_card", module=self.id)
            state.held[seat].append(state.lying)
            state.lying = None
            events.append(GateCardTaken(seat))
            game.action_done()
            return
        if not isinstance(act, BuildThroughGate):
            super().apply(game, act, events)
            return
        if not state.held[seat]:
            raise IllegalAction("no_gate", module=self.id)
        if act.side not in SIDES or not isinstance(act.pos, tuple):
            raise IllegalAction("bad_side", module=self.id)
        player = game.players[seat]
        if act.redesign:
            tile = player.reserve_tile(act.tile)
            if tile is None:
                raise IllegalAction("not_in_reserve")
            game.build_from_reserve(seat, tile, act.pos, events,
                                    partial(place_through_gate, tile=tile, pos=act.pos,
                                            side=act.side))
        else:
            game.require_stage(PLACEMENT, PLACE_NOW)
            tile = player.pending_tile(act.tile)
            if tile is None:
                raise IllegalAction("not_pending")
            game.place_from_pending(seat, tile, act.pos, events,
                                    partial(place_through_gate, tile=tile, pos=act.pos,
                                            side=act.side))
        self._spend(game, seat, tile, act.pos, act.side, events)

    # ------------------------------------------------------------------ accounting
    def locations(self, game: Context):
        state = self.state(game)
        cards = {c.id: c for c in gate_cards(game.config.players)}
        if state.lying is not None:
            yield "beside the display", cards[state.lying]
        for seat, held in enumerate(state.held):
            for card_id in held:
                yield f"seat {seat} gate cards", cards[card_id]
        for card_id in state.used:
            yield "used on a gate", cards[card_id]

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A gate card lies in the deck, beside the display, in a hand's gate cards, on a
        gate, or in the discard pile when a second one was drawn (M5)."""
        return GATE_CARD_PLACES if isinstance(piece, GateCard) else None


GATE_CARD_PLACES = frozenset({"deck", "beside the display", "gate cards", "used on a gate",
                              "discard"})


def gates_held(game: Context, seat: int) -> int:
    return len(game.ext[GATES].held[seat])


register(Gates())
