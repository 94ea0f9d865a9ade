"""M3 Bonus cards: a secret card that makes one wall-less building count twice
(RULES Part 2, M3).

Each card shows one of the ten buildings without walls. Dealt face down (3 each with 2-3
players, 2 with 4-5, 1 with 6; Dirk gets none), a card may be revealed whenever its owner
is to act (their turn, a window, any choice) once its building stands in their Alhambra,
and is revealed at every scoring where it does. A revealed
card counts as one more building of that kind while the building stays; if the building
leaves the Alhambra the card goes back to the hand, hidden.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.rules.actions import Action, action
from game.rules.data import base_tiles
from game.rules.errors import IllegalAction
from game.rules.events import Event, event
from game.rules.hidden import Secret, places
from game.rules.module import Module, register
from game.rules.types import Card, Kind, Pos, Tile, card_class

if TYPE_CHECKING:
    from game.rules.context import Context

ID_BASE = 3000
CARDS_PER_PLAYER = {2: 3, 3: 3, 4: 2, 5: 2, 6: 1}
UNKNOWN = -1  # a face-down card another seat holds, in a view


@card_class
class BonusCard(Card):
    tile: int  # the id of the wall-less building it shows

    def label(self) -> str:
        return _("bonus card ({tile})").format(tile=_tile(self.tile).label())


def bonus_cards() -> list[BonusCard]:
    """One card per base building without walls."""
    return [BonusCard(ID_BASE + t.id, t.id) for t in base_tiles() if not t.walls]


@action("bonus:reveal_bonus", formerly="RevealBonus")
class RevealBonus(Action):
    """Show a bonus card whose building stands in one's Alhambra."""

    module = "bonus"
    tile: int


@event("bonus:bonus_revealed")
class BonusRevealed(Event):
    module = "bonus"
    seat: int
    tile: Tile


@event("bonus:bonus_hidden")
class BonusHidden(Event):
    """A revealed bonus card went back to its owner's hand, face down (its tile left)."""

    module = "bonus"
    seat: int
    tile: Tile


@dataclass
class BonusState:
    hidden: list[list[int]]      # per seat: tiles shown by the cards held face down
    revealed: list[list[int]]    # per seat: tiles shown by revealed cards
    unused: list[int]            # cards that left the game unseen
    pool: list[int] = field(default_factory=list)  # in a view: what the unknowns may be

    def clone(self) -> BonusState:
        return BonusState([h.copy() for h in self.hidden], [r.copy() for r in self.revealed],
                          self.unused.copy(), self.pool.copy())

    def to_dict(self) -> dict:
        return {"hidden": self.hidden, "revealed": self.revealed, "unused": self.unused,
                "pool": self.pool}


class Bonus(Module):
    id = "bonus"
    title = N_("Bonus cards")
    description = N_("A secret card makes one wall-less building count twice.")
    expansion = 1
    action_types = (RevealBonus,)

    def new_state(self, game: Context) -> BonusState:
        players = game.config.players
        return BonusState([[] for _seat in range(players)], [[] for _seat in range(players)], [])

    @staticmethod
    def state(game: Context) -> BonusState:
        return game.ext["bonus"]

    def setup(self, game: Context) -> None:
        state = self.state(game)
        deck = [card.tile for card in bonus_cards()]
        game.rng.shuffle(deck)
        count = CARDS_PER_PLAYER[game.config.players]
        for seat in range(game.config.players):
            state.hidden[seat] = sorted(deck[seat * count:(seat + 1) * count])
        state.unused = sorted(deck[game.config.players * count:])

    def actions(self, game: Context) -> list[Action]:
        # Whenever the seat is to act: its turn, a window, any choice it is asked to make.
        if game.is_over:
            return []
        seat = game.to_move
        built = _built_ids(game, seat)
        return [RevealBonus(t) for t in self.state(game).hidden[seat] if t in built]

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        assert isinstance(act, RevealBonus)
        if act not in self.actions(game):
            raise IllegalAction("bonus_not_built", module=self.id)
        self._reveal(game, game.to_move, act.tile, events)

    def _reveal(self, game: Context, seat: int, tile_id: int, events: list[Event]) -> None:
        state = self.state(game)
        state.hidden[seat].remove(tile_id)
        state.revealed[seat].append(tile_id)
        events.append(BonusRevealed(seat, _tile(tile_id)))

    def before_scoring(self, game: Context, scoring: int, events: list[Event]) -> None:
        state = self.state(game)
        for seat in range(game.config.players):
            built = _built_ids(game, seat)
            for tile_id in [t for t in state.hidden[seat] if t in built]:
                self._reveal(game, seat, tile_id, events)

    def count_bonus(self, game: Context, seat: int) -> dict[Kind, float]:
        bonus: dict[Kind, float] = {}
        built = _built_ids(game, seat)
        for tile_id in self.state(game).revealed[seat]:
            if tile_id in built:
                kind = _tile(tile_id).kind
                assert kind is not None
                bonus[kind] = bonus.get(kind, 0) + 1
        return bonus

    def on_leave_alhambra(self, game: Context, seat: int, tile: Tile, pos: Pos,
                          events: list[Event]) -> None:
        state = self.state(game)
        if tile.id in state.revealed[seat]:
            state.revealed[seat].remove(tile.id)
            state.hidden[seat].append(tile.id)
            state.hidden[seat].sort()
            events.append(BonusHidden(seat, tile))

    def secrets(self, game: Context, seat: int) -> list[Secret]:
        """M3: the other seats' face-down cards and the cards that left the game unseen."""
        state = self.state(game)
        lists = [cards for other, cards in enumerate(state.hidden) if other != seat]
        lists.append(state.unused)
        spots = tuple(place for cards in lists for place in places(cards))

        def sorted_again() -> None:
            for cards in lists:
                cards.sort()

        return [Secret(spots, tidy=sorted_again)]

    # Other seats' face-down cards are secret; so are the cards that left the game.
    def redact(self, game: Context, seat: int) -> None:
        state = self.state(game)
        pool = list(state.unused)
        for other, cards in enumerate(state.hidden):
            if other != seat:
                pool.extend(c for c in cards if c != UNKNOWN)
                state.hidden[other] = [UNKNOWN] * len(cards)
        state.unused = [UNKNOWN] * len(state.unused)
        state.pool = sorted(pool)

    def determinize(self, game: Context, rng: random.Random) -> None:
        state = self.state(game)
        if not state.pool:
            return
        pool = state.pool.copy()
        rng.shuffle(pool)
        for seat, cards in enumerate(state.hidden):
            if UNKNOWN in cards:
                known = [c for c in cards if c != UNKNOWN]
                unknown = len(cards) - len(known)
                state.hidden[seat] = sorted(known + pool[:unknown])
                pool = pool[unknown:]
        state.unused = sorted(pool)
        state.pool = []

    def locations(self, game: Context):
        state = self.state(game)
        cards = {card.tile: card for card in bonus_cards()}
        for seat in range(game.config.players):
            for tile_id in state.hidden[seat]:
                if tile_id in cards:
                    yield f"seat {seat} bonus hidden", cards[tile_id]
            for tile_id in state.revealed[seat]:
                yield f"seat {seat} bonus revealed", cards[tile_id]
        for tile_id in state.unused:
            if tile_id in cards:
                yield "bonus unused", cards[tile_id]

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A bonus card is dealt to a hand, hidden or revealed, or leaves the game unseen
        (M3)."""
        return BONUS_PLACES if isinstance(piece, BonusCard) else None


BONUS_PLACES = frozenset({"bonus hidden", "bonus revealed", "bonus unused"})


def _tile(tile_id: int) -> Tile:
    return next(t for t in base_tiles() if t.id == tile_id)


def _built_ids(game: Context, seat: int) -> frozenset[int | str]:
    alhambra = game.players[seat].alhambra
    return alhambra.cached(("bonus", "ids"), lambda: frozenset(t.id for t in alhambra.tiles()))


register(Bonus())
