"""M9 City walls: wall cards that add wall pieces to a player's own tile (RULES Part 2, M9,
D17, D28).

Eight wall cards (house data: the four single sides and the four corners, twelve wall pieces
in all) are shuffled, two each into money piles 2, 3, 4 and 5. A drawn wall card is laid
face up beside the board, where several may lie; the display is refilled. Instead of taking
money, a player may take one lying card and add its wall pieces to one tile of their own:
bought this turn and still waiting, in the Alhambra (the fountain too) or in the reserve,
never a camp. The card's pattern is copied as shown, never rotated, all of it on that one tile
and never over a wall already there (D28). In the Alhambra the building rules must still hold
afterwards: a new wall may not meet a neighbour's open side, nor cut a tile off on foot. A
card that fits none of the player's tiles cannot be taken. The walls stay with the tile for
the rest of the game and score like printed ones (side kind ``ADDED``); gates (M5) go only on
printed walls. A used card leaves the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.rules.actions import Action, action
from game.rules.alhambra import Alhambra
from game.rules.errors import IllegalAction
from game.rules.events import Event, event
from game.rules.module import Module, register
from game.rules.stages import ACTION
from game.rules.types import (
    OPPOSITE, SIDE_BIT, SIDE_WORDS, SIDES, Card, Pos, SideKind, Tile, card_class, neighbour,
    register_side_kind,
)

if TYPE_CHECKING:
    from game.rules.context import Context

ID_BASE = 9000
PILES = (2, 3, 4, 5)
PATTERNS = ("N", "E", "S", "W", "NE", "ES", "SW", "WN")  # house data (M9): 12 pieces
NO_WALLS = frozenset({"camp"})  # D17: camps take no wall pieces
# A wall piece added to a tile: a wall like a printed one, to neighbours, walkers and the
# wall scoring alike; only gates (M5) tell it apart.
ADDED = register_side_kind(SideKind("added_wall")).name


@card_class
class WallCard(Card):
    """A city-wall card: the sides whose wall pieces it adds (never rotated, D28)."""

    sides: str

    def label(self) -> str:
        # Translators: {sides} is e.g. "top" or "top and right"
        return _("wall card ({sides})").format(sides=side_words(self.sides))


def wall_cards() -> list[WallCard]:
    return [WallCard(ID_BASE + n + 1, sides) for n, sides in enumerate(PATTERNS)]


CARDS = {card.id: card for card in wall_cards()}


def side_words(sides: str) -> str:
    """"top and right", "left" (for a wall card's label and the refusals)."""
    words = [_(SIDE_WORDS[side]) for side in SIDES if side in sides]
    # the words of ``game.words.events.and_words``, which the rules core may not reach
    return reduce(lambda first, last: _("{first} and {last}").format(first=first, last=last),
                  words)


@event("citywalls:wall_card_drawn")
class WallCardDrawn(Event):
    """A wall card came from the deck and lies beside the board."""

    module = "citywalls"
    card: WallCard


@event("citywalls:walls_added")
class WallsAdded(Event):
    """A seat added the wall ``card``'s pieces to ``tile`` (as it was before)."""

    module = "citywalls"
    seat: int
    card: WallCard
    tile: Tile


@action("citywalls:take_wall", formerly="TakeWall")
class TakeWall(Action):
    """Turn action instead of taking money: add the lying wall ``card``'s pieces to the
    seat's ``tile`` (waiting to be placed, in the Alhambra, or in the reserve)."""

    module = "citywalls"
    card: int
    tile: int | str


@dataclass
class WallState:
    lying: list[int]                 # wall cards face up beside the board, in drawn order
    used: list[tuple[int, int | str]]  # (card, the tile it went on): out of the game

    def clone(self) -> WallState:
        return WallState(self.lying.copy(), self.used.copy())

    def to_dict(self) -> dict:
        return {"lying": self.lying, "used": [list(pair) for pair in self.used]}


class CityWalls(Module):
    id = "citywalls"
    title = N_("City walls")
    description = N_("Wall cards add wall pieces to one of your tiles, as your money action.")
    expansion = 3
    action_types = (TakeWall,)

    def new_state(self, game: Context) -> WallState:
        return WallState([], [])

    @staticmethod
    def state(game: Context) -> WallState:
        return game.ext["citywalls"]

    def pile_cards(self, game: Context) -> dict[int, list[Card]]:
        """Two wall cards, shuffled, into each of piles 2-5 (M9)."""
        cards: list[Card] = list(wall_cards())
        game.rng.shuffle(cards)
        return {pile: cards[2 * n:2 * n + 2] for n, pile in enumerate(PILES)}

    def on_card_drawn(self, game: Context, card: Card, events: list[Event]) -> bool:
        if not isinstance(card, WallCard):
            return False
        self.state(game).lying.append(card.id)
        events.append(WallCardDrawn(card))
        return True

    # ------------------------------------------------------------------ the action
    def actions(self, game: Context) -> list[Action]:
        lying = self.state(game).lying
        if game.phase != ACTION or not lying:
            return []
        seat = game.to_move
        alhambra = game.players[seat].alhambra
        places = _own_places(game, seat)
        return [TakeWall(card, tile.id) for card in lying for tile, pos in places
                if _refusal(alhambra, CARDS[card], tile, pos) is None]

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        if not isinstance(act, TakeWall):
            super().apply(game, act, events)
            return
        game.require_stage(ACTION)
        state = self.state(game)
        if act.card not in state.lying:
            raise IllegalAction("no_wall_card", module=self.id)
        seat = game.to_move
        tile = next((t for t in own_tiles(game, seat) if t.id == act.tile), None)
        if tile is None:
            raise IllegalAction("not_your_tile", module=self.id)
        card = CARDS[act.card]
        refused = wall_refusal(game, seat, card, tile)
        if refused is not None:
            raise refused
        game.replace_tile(seat, tile, with_walls(tile, card))
        state.lying.remove(card.id)
        state.used.append((card.id, tile.id))
        events.append(WallsAdded(seat, card, tile))
        game.action_done()

    # ------------------------------------------------------------------ accounting
    def locations(self, game: Context):
        state = self.state(game)
        for card in state.lying:
            yield "wall cards beside the board", CARDS[card]
        for card, _tile in state.used:
            yield "wall cards used", CARDS[card]

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A wall card lies in the deck, beside the board once drawn, or is used (M9, D28)."""
        return WALL_CARD_PLACES if isinstance(piece, WallCard) else None


WALL_CARD_PLACES = frozenset({"deck", "wall cards beside the board", "wall cards used"})


def own_tiles(game: Context, seat: int) -> list[Tile]:
    """The tiles ``seat`` may add walls to, if a card fits: waiting to be placed, in the
    Alhambra (the fountain included), in the reserve; never a camp (D17)."""
    return [tile for tile, _pos in _own_places(game, seat)]


def _own_places(game: Context, seat: int) -> list[tuple[Tile, Pos | None]]:
    """``own_tiles`` with where each lies in the Alhambra (None: not built)."""
    player = game.players[seat]
    places = [*((t, None) for t in player.pending),
              *((t, p) for p, t in player.alhambra.items()),
              *((t, None) for t in player.reserve)]
    return [(t, pos) for t, pos in places if t.category not in NO_WALLS]


def with_walls(tile: Tile, card: WallCard) -> Tile:
    return tile.with_sides(card.sides, ADDED)


def wall_refusal(game: Context, seat: int, card: WallCard, tile: Tile) -> IllegalAction | None:
    """Why ``card``'s walls may not go on ``tile`` of ``seat``'s; None if they may (D28: as
    shown, all on this tile, never over a wall, the building rules holding). A refusal of
    this module's own ("camp", "walled": its ``sides``, "open_side": its ``side`` and the
    ``near`` tile) or of the building rules."""
    alhambra = game.players[seat].alhambra
    refused = _refusal(alhambra, card, tile, alhambra.position_of(tile.id))
    if refused is None:
        return None
    what, sides, near = refused
    if what == "walled":
        return IllegalAction(what, module=CityWalls.id, sides=sides)
    if what == "open_side":
        return IllegalAction(what, module=CityWalls.id, side=sides, near=near)
    if what == "camp":
        return IllegalAction(what, module=CityWalls.id)
    return IllegalAction(what)


def _refusal(alhambra: Alhambra, card: WallCard, tile: Tile,
             pos: Pos | None) -> tuple[str, str, Tile | None] | None:
    """``wall_refusal`` for ``tile`` lying at ``pos`` of ``alhambra`` (None: not built), not
    yet in words: (what is wrong, the sides concerned, the neighbour concerned), what is
    wrong being "camp", "walled", "open_side" or a reason of the building rules."""
    if tile.category in NO_WALLS:
        return "camp", "", None
    walled = "".join(side for side in card.sides if tile.mask & SIDE_BIT[side])
    if walled:
        return "walled", walled, None
    if pos is None:
        return None  # waiting or in the reserve: nothing around it yet
    for side in card.sides:
        near = alhambra.at(neighbour(pos, side))
        if near is not None and not near.mask & SIDE_BIT[OPPOSITE[side]]:
            return "open_side", side, near
    reason = alhambra.replace_refusal(pos, with_walls(tile, card))
    return (reason, "", None) if reason else None


def lying_cards(game: Context) -> list[WallCard]:
    return [CARDS[card] for card in game.ext["citywalls"].lying]


register(CityWalls())
