"""M1 The Vizier's Favour: buy a market tile out of turn, paying exactly (RULES Part 2, M1).

After every turn, each other player whose vizier is active may, in priority order (the next
player first; D7: never the player who just played), buy one market tile paying exactly in
its square's currency (D35: or a tile a module sells beside the market, a bazaar, at its
price now) and place it at once. The vizier is then spent until its owner uses a turn action
to reactivate it. After a vizier purchase the market is refilled and the
window opens again for everyone who still holds an active vizier. Should that refill find the
bag empty, the game ends as when the refill at the end of a turn fails (D14).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from game.i18n import N_
from game.rules.actions import Action, action
from game.rules.errors import IllegalAction
from game.rules.events import Event, event
from game.rules.module import Module, register
from game.rules.offers import Offer
from game.rules.stages import ACTION, WINDOW
from game.rules.types import Tile

if TYPE_CHECKING:
    from game.rules.context import Context


@action("vizier:use_vizier", formerly="UseVizier")
class UseVizier(Action):
    """Between turns: buy the tile on ``square`` with exactly its price in ``cards``."""

    module = "vizier"
    square: int
    cards: tuple[int, ...]


@action("vizier:vizier_buy", formerly="VizierBuy")
class VizierBuy(Action):
    """Between turns: buy a tile a module has for sale beside the market (a bazaar, D35),
    named by its offer's ``source`` and ``key``, with exactly its price in ``cards``."""

    module = "vizier"
    source: str
    key: int | str
    cards: tuple[int, ...]


@action("vizier:reactivate_vizier", formerly="ReactivateVizier")
class ReactivateVizier(Action):
    """Turn action: make one's spent vizier active again (ends the action phase)."""

    module = "vizier"


@event("vizier:vizier_reactivated")
class VizierReactivated(Event):
    module = "vizier"
    seat: int


@event("vizier:vizier_bought")
class VizierBought(Event):
    """A seat's vizier bought ``tile`` between turns: from the market square ``where``, or
    a bazaar by its id (D35)."""

    module = "vizier"
    seat: int
    where: int | str
    tile: Tile


@dataclass
class VizierState:
    active: list[bool]

    def clone(self) -> VizierState:
        return VizierState(self.active.copy())

    def to_dict(self) -> dict:
        return {"active": self.active}


class Vizier(Module):
    id = "vizier"
    title = N_("The Vizier's Favour")
    description = N_("Between turns, buy a market tile at its exact price out of turn.")
    expansion = 1
    action_types = (UseVizier, VizierBuy, ReactivateVizier)

    def new_state(self, game: Context) -> VizierState:
        return VizierState([True] * game.config.players)

    @staticmethod
    def state(game: Context) -> VizierState:
        return game.ext["vizier"]

    def actions(self, game: Context) -> list[Action]:
        if game.phase == ACTION and not self.state(game).active[game.to_move]:
            return [ReactivateVizier()]
        return []

    def window_actions(self, game: Context, seat: int) -> list[Action]:
        """The exact purchases ``seat``'s vizier could make now (in diamonds too, all
        diamonds, exactly: D37, through the diamonds' payments). A seat with none is not
        asked at all (D13): the window skips it without a prompt."""
        return list(self._purchases(game, seat))

    def window_may_act(self, game: Context, seat: int) -> bool:
        """Whether ``seat``'s vizier could buy anything: the first exact purchase found
        answers (asked of every seat after every turn, where most seats have none)."""
        return next(self._purchases(game, seat), None) is not None

    def _purchases(self, game: Context, seat: int) -> Iterator[Action]:
        """``window_actions``, one at a time and in their order."""
        if seat == game.current or not self.state(game).active[seat]:  # D7
            return
        for offer, buy in game.kept("vizier:offers", lambda: _for_sale(game)):
            for cards in game.offer_payments(seat, offer):
                ids = tuple(c.id for c in cards)
                if _is_exact(game, seat, offer, ids):
                    yield buy(ids)

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        state = self.state(game)
        seat = game.to_move
        if isinstance(act, ReactivateVizier):
            if game.phase != ACTION:
                raise IllegalAction("vizier_reactivate", module=self.id)
            if state.active[seat]:
                raise IllegalAction("vizier_active", module=self.id)
            state.active[seat] = True
            game.action_done()
            events.append(VizierReactivated(seat))
            return
        assert isinstance(act, (UseVizier, VizierBuy))
        if game.phase != WINDOW:
            raise IllegalAction("wrong_phase", module=self.id)
        if seat == game.current:
            raise IllegalAction("vizier_own_turn", module=self.id)  # D7
        if not state.active[seat]:
            raise IllegalAction("vizier_spent", module=self.id)
        if isinstance(act, UseVizier):
            offer = vizier_offer(game, act.square)
        else:
            offer = next((as_vizier(o) for o, _tile in game.tile_offers()
                          if (o.source, o.key) == (act.source, act.key)), None)
            if offer is None:
                raise IllegalAction("not_for_sale", module=self.id)
        try:
            payment = game.judge(seat, offer, act.cards)
        except IllegalAction as error:
            if error.reason == "not_exact":
                raise IllegalAction("vizier_exact", module=self.id) from None
            raise
        if isinstance(act, UseVizier):
            tile = game.take_from_market(act.square)
        else:
            tile = game.hand_over(offer)
        game.give_tile(seat, tile)
        state.active[seat] = False
        where = act.square if isinstance(act, UseVizier) else act.key  # D35: a bazaar's id
        events.append(VizierBought(seat, where, tile))
        game.purchase(seat, offer, payment, tile, events)
        game.reopen_window()
        game.schedule("place_pending", "vizier:refill")

    def run_step(self, game: Context, step: str, events: list[Event]) -> bool:
        if step == "refill":
            game.refill_market(events)
            return True
        return super().run_step(game, step, events)


def _for_sale(game: Context) -> list[tuple[Offer, Callable[[tuple[int, ...]], Action]]]:
    """Every tile the vizier may buy now, in the order its purchases are listed (the
    market squares, then the bazaars: D35), each with its offer and the action buying it
    with the cards named (the same for every seat: a window asking each works it out once)."""
    found: list[tuple[Offer, Callable[[tuple[int, ...]], Action]]] = [
        (vizier_offer(game, square), partial(UseVizier, square))
        for square, tile in enumerate(game.market) if tile is not None]
    for offer, _tile in game.tile_offers():
        found.append((as_vizier(offer), partial(VizierBuy, offer.source, offer.key)))
    return found


def vizier_offer(game: Context, square: int) -> Offer:
    """A market tile as the vizier buys it: at the exact price, no further action (M1)."""
    return as_vizier(game.square_offer(square))


def as_vizier(offer: Offer) -> Offer:
    """Any tile for sale as the vizier buys it: exactly, with no further action."""
    return offer.exactly()


def _is_exact(game: Context, seat: int, offer: Offer, ids: tuple[int, ...]) -> bool:
    try:
        return game.judge(seat, offer, ids).exact
    except IllegalAction:
        return False


register(Vizier())
