"""The toy module's rules ("toy"): a workshop beside the market sells tents.

- **Pearls**: a currency of its own (``Currency.add``), three value-1 pearls per player lying
  open beside the hand (a purse outside the secret hand); paid pearls go back to the pool.
- **The workshop** sells a tent for 3 in any one currency, pearls too: an offer that is not
  a market square, bought through ``game.purchase``; it never gives another action.
- **Tents** are a sort of tile of their own: not buildings, not walked through, unseen by
  wall scoring; their north side is a flag (a sort of side of the toy's own, a wall to
  its neighbours) that must face a wall (or nothing), their
  other sides stand free (closed to ordinary tiles); a tent may not be left alone when its
  neighbour leaves. They are placed at the end of the turn like bought tiles.
- **Polishing**: at the end of a turn (a step at "turn_end"), a player with a tent in the
  Alhambra decides whether to polish it: each polish scores 1 at every scoring.
- **Blessing**: before each scoring, the player with strictly the most tents chooses a kind
  that counts one more for them in that scoring (a decision in the middle of a scoring).
- **Tent tax**: at each scoring, 2 points per tent are lost (never below 0).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.rules import ACTION, KINDS, Currency, Kind, MoneyCard, Offer, Tile
from game.rules.actions import Action, action
from game.rules.errors import IllegalAction
from game.rules.events import Event, event
from game.rules.module import Module
from game.rules.types import (
    OPPOSITE, SIDE_BIT, SIDES, STEP, Piece, SideKind, card_class, register_piece,
    register_side_kind,
)

if TYPE_CHECKING:
    from game.rules import Card
    from game.rules.context import Context

TOY = "toy"
PEARL = Currency.add("pearl")
TENT = "tent"
# A tent's flag side: a wall to its neighbours, none for the wall scoring.
FLAG = register_side_kind(SideKind("toy:flag", scores=False)).name
TENTS = 4
PEARLS_EACH = 3
TENT_PRICE = 3
TAX = 2
PEARL_IDS = 9000


@card_class
class Pearl(MoneyCard):
    """Open money: it pays, but it is not dealt as starting money."""

    @property
    def counts_for_start(self) -> bool:
        return False


def tent_rule(alhambra, tile: Tile, pos) -> str | None:
    """Instead of B2 and B4: the flag faces a wall, the other sides stand free."""
    for side in SIDES:
        dx, dy = STEP[side]
        other = alhambra.at((pos[0] + dx, pos[1] + dy))
        if other is None:
            continue
        if tile.side_kind(side) == FLAG:
            if not other.mask & SIDE_BIT[OPPOSITE[side]]:
                return "tent_flag"
        else:
            return "tent_side"
    return None


def tent_stays(alhambra, pos) -> str | None:
    """A tent is never left standing alone."""
    if any(alhambra.at((pos[0] + dx, pos[1] + dy)) is not None for dx, dy in STEP.values()):
        return None
    return "tent_alone"


register_piece(Piece(TENT, walkable=False, walls_score=False, closed=True,
                     place_rule=tent_rule, stay_rule=tent_stays))


def tents() -> list[Tile]:
    return [Tile(id=f"tent{n}", kind=None, price=TENT_PRICE, category=TENT,
                 sides={"N": FLAG}) for n in range(1, TENTS + 1)]


def workshop_offer() -> Offer:
    return Offer("workshop", TENT, TENT_PRICE, None, extra_action=False)


@action("toy:buy_tent", formerly="BuyTent")
class BuyTent(Action):
    module = TOY
    cards: tuple[int, ...]


@action("toy:polish", formerly="Polish")
class Polish(Action):
    module = TOY
    polish: bool


@action("toy:bless", formerly="Bless")
class Bless(Action):
    module = TOY
    kind: str


@event("toy:tent_bought")
class TentBought(Event):
    module = TOY
    seat: int
    tent: Tile


@dataclass
class ToyState:
    stock: list[str]
    pearls: list[list[int]]               # per seat: ids of its open pearls
    pool: list[int]                       # pearls paid back
    shine: list[int]
    polished_turn: int = 0                # the turn whose polish was decided
    blessing: list = field(default_factory=list)  # [scoring, seat, kind] once chosen

    def clone(self) -> ToyState:
        return ToyState(self.stock.copy(), [p.copy() for p in self.pearls], self.pool.copy(),
                        self.shine.copy(), self.polished_turn, self.blessing.copy())

    def to_dict(self) -> dict:
        return {"stock": self.stock, "pearls": self.pearls, "pool": self.pool,
                "shine": self.shine, "polished_turn": self.polished_turn,
                "blessing": self.blessing}


def pearl(card_id: int) -> Pearl:
    return Pearl(card_id, PEARL, 1)


class Toy(Module):
    id = TOY
    title = "Toy workshop"
    description = "Tents bought with pearls at a workshop beside the market (tests only)."
    expansion = 9
    action_types = (BuyTent, Polish, Bless)
    steps = {"turn_end": ("polish",)}

    # ------------------------------------------------------------------ setup and state
    def new_state(self, game: Context) -> ToyState:
        players = game.config.players
        pearls = [[PEARL_IDS + seat * PEARLS_EACH + k for k in range(PEARLS_EACH)]
                  for seat in range(players)]
        return ToyState([t.id for t in tents()], pearls, [], [0] * players)

    @staticmethod
    def state(game: Context) -> ToyState:
        return game.ext[TOY]

    def currencies(self, game: Context) -> tuple[Currency, ...]:
        return (PEARL,)

    # ------------------------------------------------------------------ the workshop
    def actions(self, game: Context) -> list[Action]:
        if game.phase != ACTION or not self.state(game).stock:
            return []
        seat = game.to_move
        return [BuyTent(tuple(c.id for c in cards))
                for cards in game.offer_payments(seat, workshop_offer())]

    def stage_actions(self, game: Context, stage: str) -> list[Action]:
        if stage == "toy:polish":
            return [Polish(True), Polish(False)]
        if stage == "toy:bless":
            return [Bless(kind.value) for kind in KINDS]
        return []

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        state = self.state(game)
        seat = game.to_move
        if isinstance(act, BuyTent):
            game.require_stage(ACTION)
            if not state.stock:
                raise IllegalAction("no_tent", module=TOY)
            payment = game.judge(seat, workshop_offer(), act.cards)
            tent = next(t for t in tents() if t.id == state.stock[0])
            state.stock.pop(0)
            game.give_tile(seat, tent, bought=True)
            events.append(TentBought(seat, tent))
            game.purchase(seat, workshop_offer(), payment, tent, events)
        elif isinstance(act, Polish):
            game.require_stage("toy:polish")
            state.shine[seat] += act.polish
            state.polished_turn = game.turn
        elif isinstance(act, Bless):
            game.require_stage("toy:bless")
            if act.kind not in {k.value for k in KINDS}:
                raise IllegalAction("bad_kind", module=TOY)
            state.blessing = [game.next_scoring, seat, act.kind]
        else:
            super().apply(game, act, events)

    # ------------------------------------------------------------------ pearls
    def purse(self, game: Context, seat: int) -> list[Card]:
        return [pearl(i) for i in self.state(game).pearls[seat]]

    def take_from_purse(self, game: Context, seat: int, card: Card) -> bool:
        held = self.state(game).pearls[seat]
        if card.id in held:
            held.remove(card.id)
            return True
        return False

    def after_payment(self, game, seat, cards, overpaid, offer, events):
        state = self.state(game)
        state.pool += [c.id for c in cards if isinstance(c, Pearl)]
        return tuple(c for c in cards if not isinstance(c, Pearl))

    # ------------------------------------------------------------------ end of the turn
    def run_step(self, game: Context, step: str, events: list[Event]) -> bool:
        state = self.state(game)
        seat = game.current
        has_tent = any(t.category == TENT for t in game.players[seat].alhambra.tiles())
        if not has_tent or state.polished_turn == game.turn:
            return True
        game.ask(seat, "toy:polish")
        return False

    # ------------------------------------------------------------------ scoring
    def scoring_decision(self, game: Context, scoring: int) -> tuple[int, str] | None:
        state = self.state(game)
        if state.blessing and state.blessing[0] == scoring:
            return None
        counts = [tent_count(game, seat) for seat in range(len(game.players))]
        best = max(counts)
        if best == 0 or counts.count(best) > 1:
            return None
        return counts.index(best), "toy:bless"

    def count_bonus(self, game: Context, seat: int) -> dict[Kind, float]:
        blessing = self.state(game).blessing  # it holds until its scoring has been counted
        if blessing and blessing[1] == seat and game.scorings_done < blessing[0]:
            return {Kind(blessing[2]): 1}
        return {}

    def scoring_lines(self, game: Context, scoring: int) -> dict[str, list[int]]:
        state = self.state(game)
        tax = [-TAX * tent_count(game, seat) for seat in range(len(game.players))]
        shine = list(state.shine)
        if game.dirk is not None:
            tax.append(0)
            shine.append(0)
        return {"tent tax": tax, "shine": shine}

    # ------------------------------------------------------------------ accounting
    def locations(self, game: Context):
        state = self.state(game)
        by_id = {t.id: t for t in tents()}
        for tent_id in state.stock:
            yield "workshop", by_id[tent_id]
        for seat, held in enumerate(state.pearls):
            for card_id in held:
                yield f"seat {seat} pearls", pearl(card_id)
        for card_id in state.pool:
            yield "pearl pool", pearl(card_id)


def tent_count(game: Context, seat: int) -> int:
    return sum(1 for t in game.players[seat].alhambra.tiles() if t.category == TENT)


TOY_MODULE = Toy()
