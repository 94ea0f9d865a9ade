"""The log's words for the base game's events, in the language of the moment: ``tell``.

An event is data (``game.rules.events``); its words are made here each time they are
shown, so the log is told again in another language without replaying the game. A module's
events are told by its table part, the dice variant's by its table."""

from __future__ import annotations

from collections.abc import Callable
from functools import reduce
from typing import Any

from game.i18n import _, ngettext
from game.rules.events import (
    CardDealt, DeckReshuffled, DirkReceived, Event, GameOver, GivenToDirk, MarketDistributed,
    MarketRefilled, MoneyTaken, Paid, Scored, ScoringCardDrawn, TileBought, TilePlaced,
    TileRemoved, TileReserved, TilesExchanged, TurnStarted,
)
from game.rules.types import Card, MoneyCard, money_words


def tell(event: Event, names: list[str]) -> str:
    """One line for the game log; ``names`` are the seats' names. An event the base game
    does not know (a module's, told by its table part) is named by its type id."""
    teller = TELLERS.get(type(event))
    return teller(event, names) if teller is not None else event.type_id


def _turn_started(event: TurnStarted, names: list[str]) -> str:
    return _("{name}'s turn").format(name=names[event.seat])


def _money_taken(event: MoneyTaken, names: list[str]) -> str:
    return _("{name} took {cards}").format(name=names[event.seat], cards=card_list(event.cards))


def _tile_bought(event: TileBought, names: list[str]) -> str:
    return _("{name} bought {tile} for {payment}").format(
        name=names[event.seat], tile=event.tile.label(),
        payment=payment_words(event.cards, event.tile.price, event.exact))


def _tile_placed(event: TilePlaced, names: list[str]) -> str:
    return _("{name} built {tile}").format(name=names[event.seat], tile=event.tile.label())


def _tile_reserved(event: TileReserved, names: list[str]) -> str:
    return _("{name} put {tile} in reserve").format(name=names[event.seat],
                                                    tile=event.tile.label())


def _tile_removed(event: TileRemoved, names: list[str]) -> str:
    return _("{name} moved {tile} to the reserve").format(name=names[event.seat],
                                                          tile=event.tile.label())


def _tiles_exchanged(event: TilesExchanged, names: list[str]) -> str:
    return _("{name} exchanged {removed} for {placed}").format(
        name=names[event.seat], removed=event.removed.label(), placed=event.placed.label())


def _paid(event: Paid, names: list[str]) -> str:
    return _("{name} paid {price}").format(name=names[event.seat], price=event.price)


def _given_to_dirk(event: GivenToDirk, names: list[str]) -> str:
    return _("{name} gave {tile} to Dirk").format(name=names[event.seat],
                                                  tile=event.tile.label())


def _dirk_received(event: DirkReceived, names: list[str]) -> str:
    count = len(event.tiles)
    return ngettext("Dirk received {count} tile", "Dirk received {count} tiles",
                    count).format(count=count)


def _market_refilled(event: MarketRefilled, names: list[str]) -> str:
    return _("{tile} came to square {square}").format(tile=event.tile.label(),
                                                      square=event.square + 1)


def _card_dealt(event: CardDealt, names: list[str]) -> str:
    return _("{card} came to the money display").format(card=event.card.label())


def _deck_reshuffled(event: DeckReshuffled, names: list[str]) -> str:
    # Translators: {count} is the number of cards in the new deck
    return ngettext("the discard pile was shuffled into a new deck of {count}",
                    "the discard pile was shuffled into a new deck of {count}",
                    event.size).format(count=event.size)


def _scoring_card_drawn(event: ScoringCardDrawn, names: list[str]) -> str:
    return _("scoring card {number} was drawn").format(number=event.number)


def _scored(event: Scored, names: list[str]) -> str:
    # Translators: a scoring in the log; {number} is 1, 2 or 3
    return _("scoring {number}").format(number=event.number)


def _market_distributed(event: MarketDistributed, names: list[str]) -> str:
    if event.seat is None:
        return _("{tile} stays on the market (a tie)").format(tile=event.tile.label())
    return _("{name} receives {tile}").format(name=names[event.seat], tile=event.tile.label())


def _game_over(event: GameOver, names: list[str]) -> str:
    who = and_words([names[w] for w in event.winners])
    return ngettext("game over: {names} wins", "game over: {names} win",
                    len(event.winners)).format(names=who)


# Each base event's words, by its class.
TELLERS: dict[type[Event], Callable[[Any, list[str]], str]] = {
    TurnStarted: _turn_started, MoneyTaken: _money_taken, TileBought: _tile_bought,
    TilePlaced: _tile_placed, TileReserved: _tile_reserved, TileRemoved: _tile_removed,
    TilesExchanged: _tiles_exchanged, Paid: _paid, GivenToDirk: _given_to_dirk,
    DirkReceived: _dirk_received, MarketRefilled: _market_refilled, CardDealt: _card_dealt,
    DeckReshuffled: _deck_reshuffled, ScoringCardDrawn: _scoring_card_drawn, Scored: _scored,
    MarketDistributed: _market_distributed, GameOver: _game_over,
}


def payment_words(cards: tuple[Card, ...], price: int, exact: bool) -> str:
    """A payment in words: each currency's total, what else played a part, and the
    outcome, e.g. "13 ducats (3 overpaid)" or "5 dirhams and 4 denars with exchange office
    dirham/denar (exact: another action)"."""
    totals: dict[str, int] = {}
    others = []
    for card in cards:
        if isinstance(card, MoneyCard):
            name = card.currency.value
            totals[name] = totals.get(name, 0) + card.value
        else:
            others.append(card.label())
    sums = [money_words(name, value) for name, value in totals.items()]
    # Translators: what was paid when no money was
    words = and_words(sums) if sums else _("nothing")
    if others:
        # Translators: {money} is what was paid, e.g. "5 dirhams", {card} a card that helped
        words = _("{money} with {card}").format(money=words, card=", ".join(others))
    paid = sum(totals.values())
    if exact:
        return _("{payment} (exact: another action)").format(payment=words)
    if paid > price:
        over = paid - price
        return ngettext("{payment} ({count} overpaid)", "{payment} ({count} overpaid)",
                        over).format(payment=words, count=over)
    return words


def and_words(words: list[str]) -> str:
    """Some words (one at least) one after the other: "A", "A and B", "A and B and C"."""
    return reduce(lambda first, last: _("{first} and {last}").format(first=first, last=last),
                  words)


def card_list(cards: tuple[Card, ...]) -> str:
    """Cards named one after the other ("nothing" for none)."""
    # Translators: what was taken when no card was
    return ", ".join(c.label() for c in cards) or _("nothing")
