"""Purchases: the one way anything is bought (a market square's tile, a bazaar, a room of
chests, a bid).

An offer (``offers.Offer``) is judged against the cards a seat names from its purse (the
hand, and money a module lays open beside it): the modules judge first (an exchange office,
diamonds, Abdul Karim), then the base rules. A purchase pays the cards (to the discard pile,
or wherever a module sends them, with any change), tells every module, and grants the extra
action of an exact payment in the buyer's own action stage.

The game offers these functions as its methods (``Game.judge``, ``Game.purchase``, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TypeVar

from game.rules.errors import IllegalAction
from game.rules.events import Event, Paid
from game.rules.offers import Offer, Payment, judge_money, money_options
from game.rules.rulesets.money import card_ids
from game.rules.stages import ACTION
from game.rules.types import Card, Tile

if TYPE_CHECKING:
    from game.rules.engine import Game

T = TypeVar("T")


def purse(game: Game, seat: int) -> list[Card]:
    """What ``seat`` can pay with: the hand, and money a module lays open beside it (not
    to be changed by the caller)."""
    hand = game.players[seat].hand
    sources = game.hooks.purse
    if not sources:
        return hand
    kept = game.purses
    if kept is None:
        return hand + [c for m in sources for c in m.purse(game, seat)]
    found = kept.get(seat)
    if found is None:
        found = kept[seat] = hand + [c for m in sources for c in m.purse(game, seat)]
    return found


@contextmanager
def purses_kept(game: Game) -> Iterator[None]:
    """While the game does not change (what may be done is being listed): each seat's purse
    worked out once, where the listing of every offer's payments would ask for it again for
    each offer and each module, and whatever else a listing keeps (``kept``). (Kept on the
    game only for the listing's time: the game, a copy of it or a view changes afterwards,
    and ``clone`` never copies it.)"""
    if game.purses is not None:  # a listing within a listing
        yield
        return
    game.purses = {}
    game.listed = {}
    try:
        yield
    finally:
        del game.purses  # (back to the class's None: the game's attributes are as before)
        del game.listed


def kept(game: Game, key: str, work: Callable[[], T]) -> T:
    """What ``work`` gives, worked out once while the game does not change (within
    ``purses_kept``: a listing that asks every seat the same), else every time. ``key``
    names it (``"<module id>:<what>"``), and it is not to be changed by the caller."""
    listed = game.listed
    if listed is None:
        return work()
    if key not in listed:
        listed[key] = work()
    return listed[key]


def judge(game: Game, seat: int, offer: Offer, ids: object) -> Payment:
    """Check that the cards ``ids`` from ``seat``'s purse pay for ``offer``."""
    ids = card_ids(ids)
    if not ids or len(set(ids)) != len(ids):
        raise IllegalAction("bad_payment")
    held = {c.id: c for c in purse(game, seat)}
    try:
        cards = tuple([held[i] for i in ids])
    except KeyError:
        raise IllegalAction("not_in_hand") from None
    for module in game.hooks.judge_payment:
        verdict = module.judge_payment(game, seat, offer, cards)
        if verdict is not None:
            return verdict
    return judge_money(offer, cards)


def offer_payments(game: Game, seat: int, offer: Offer) -> list[tuple[Card, ...]]:
    """Minimal ways for ``seat`` to pay ``offer`` (modules add theirs)."""
    options: list[tuple[Card, ...]] = list(money_options(offer, purse(game, seat)))
    for module in game.hooks.payment_options:
        options.extend(module.payment_options(game, seat, offer))
    return options


def judge_payment(game: Game, seat: int, square: int, ids: object) -> Payment:
    """``judge`` for the tile on market ``square``."""
    return judge(game, seat, game.ruleset.square_offer(game, square), ids)


def payment_options(game: Game, seat: int, square: int) -> list[tuple[Card, ...]]:
    """``offer_payments`` for the tile on market ``square`` (none if it is empty)."""
    if game.market[square] is None:
        return []
    return offer_payments(game, seat, game.ruleset.square_offer(game, square))


def purchase(game: Game, seat: int, offer: Offer, payment: Payment, bought: Tile | None,
             events: list[Event]) -> None:
    """The one way anything is bought: ``payment`` (judged already) is paid, every module
    hears of the purchase, and in the buyer's own action stage the extra action of an exact
    payment is granted (or the actions end)."""
    pay(game, seat, payment, offer, events)
    for module in game.hooks.after_purchase:
        module.after_purchase(game, seat, offer, payment, bought, events)
    own_turn = game.phase == ACTION and seat == game.current
    another = own_turn and payment.exact and offer.extra_action
    events.append(Paid(seat, payment.cards, offer.price, payment.exact, another, bought))
    if own_turn:
        game.action_done(another=another)


def pay(game: Game, seat: int, payment: Payment, offer: Offer, events: list[Event]) -> None:
    """Move paid cards out of ``seat``'s hand (or the open money beside it): to the discard
    pile, or wherever a module sends them (change, say)."""
    player = game.players[seat]
    for card in payment.cards:
        try:
            player.lose(card)
        except ValueError:
            if not any(m.take_from_purse(game, seat, card) for m in game.hooks.purse):
                raise IllegalAction("not_yours", card=card) from None
    to_discard = payment.cards
    for module in game.hooks.after_payment:
        to_discard = module.after_payment(game, seat, to_discard,
                                          payment.total - offer.price, offer, events)
    discard_cards(game, seat, to_discard, events)


def discard_cards(game: Game, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
    """Cards that left ``seat``'s hand (paid, swapped away) go to the discard pile, but those
    a module sends elsewhere (a master builder leaves the game, D49)."""
    for module in game.hooks.discarded:
        cards = module.discarded(game, seat, cards, events)
    game.discard.extend(cards)


def tile_offers(game: Game) -> list[tuple[Offer, Tile]]:
    """Tiles the modules have for sale beside the market squares (bazaars, M16), each with
    its offer."""
    return [found for m in game.hooks.tile_offers for found in m.tile_offers(game)]


def hand_over(game: Game, offer: Offer) -> Tile:
    """The tile of a module's offer, taken from where it lies for its buyer."""
    module = game.module(offer.source)
    if module is None or module not in game.hooks.tile_offers:
        raise IllegalAction("not_for_sale")
    return module.hand_over(game, offer)
