"""M10 Thieves: secret cards that take a face-up money card between turns (RULES Part 2, M10,
D19, D29).

Twelve thief cards, three per currency, are dealt face down: four each with two or three
players, three each with four, two each with five or six; the rest leave the game unseen.
Between turns (the window shared with the vizier, M1) any player but the one whose turn is
next may play thieves; with two players only the player who just played (D29). Each thief
takes exactly one face-up money card of its own currency into the hand (never a diamond or
an exchange card), the display is refilled after each, and a player may go on with another
thief at once. A played thief leaves the game, face up. The window goes round in priority
order until everyone has passed in a row (D29), so a player may play thieves and then use
the vizier.

Which currencies a player's thieves are is their secret, but how many each holds is not. So
that being asked reveals nothing, everyone holding a thief is asked in the window whenever
the display shows money, whether or not one of their thieves could take a card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.rules.actions import Action, action
from game.rules.errors import IllegalAction
from game.rules.events import Event, event
from game.rules.hidden import Place, Secret
from game.rules.module import Module, register
from game.rules.stages import WINDOW
from game.rules.types import (
    CURRENCIES, Card, Currency, HiddenCard, MoneyCard, Tile, card_class, currency_name,
)

if TYPE_CHECKING:
    from game.rules.context import Context

ID_BASE = 10000
PER_CURRENCY = 3
DEALT = {2: 4, 3: 4, 4: 3, 5: 2, 6: 2}
MORE = "thieves:more"   # the same player may play another thief at once


@card_class
class ThiefCard(Card):
    currency: Currency

    def label(self) -> str:
        # Translators: a thief card; {currency} is a currency's name
        return _("{currency} thief").format(currency=currency_name(self.currency))


@action("thieves:play_thief", formerly="PlayThief")
class PlayThief(Action):
    """Between turns: ``thief`` (a card of the seat's) takes the display's money ``card``."""

    module = "thieves"
    thief: int
    card: int


@action("thieves:stop_thieves", formerly="StopThieves")
class StopThieves(Action):
    """No more thieves for now (after playing one)."""

    module = "thieves"
    # Translators: a move watched again (the thieves module); {name} is the player's
    untold = N_("{name}: stop thieves")


@event("thieves:thief_played")
class ThiefPlayed(Event):
    """A seat played its ``thief`` of ``currency`` and took ``card`` from the display."""

    module = "thieves"
    seat: int
    thief: int
    currency: Currency
    card: Card


@dataclass
class ThiefState:
    currency: dict[int, Currency | None]   # each thief card's currency (None: unknown here)
    held: list[list[int]]                  # per seat, its thieves (how many is public)
    played: list[int]                      # face up, out of the game
    unused: list[int]                      # never dealt: out of the game, unseen
    playing: int | None = None             # the seat going on with thieves, if any

    def clone(self) -> ThiefState:
        return ThiefState(dict(self.currency), [h.copy() for h in self.held],
                          self.played.copy(), self.unused.copy(), self.playing)

    def to_dict(self) -> dict:
        return {"currency": {str(k): v and v.value for k, v in sorted(self.currency.items())},
                "held": self.held, "played": self.played, "unused": self.unused,
                "playing": self.playing}


def all_currencies() -> list[Currency]:
    return [currency for currency in CURRENCIES for _card in range(PER_CURRENCY)]


class Thieves(Module):
    id = "thieves"
    title = N_("Thieves")
    description = N_("Secret thief cards take a face-up money card between turns.")
    expansion = 3
    action_types = (PlayThief, StopThieves)

    def new_state(self, game: Context) -> ThiefState:
        return ThiefState({}, [[] for _seat in range(game.config.players)], [], [])

    @staticmethod
    def state(game: Context) -> ThiefState:
        return game.ext["thieves"]

    def setup(self, game: Context) -> None:
        """Deal the thieves face down (M10): which card is which currency is shuffled."""
        state = self.state(game)
        currencies = all_currencies()
        game.rng.shuffle(currencies)
        ids = [ID_BASE + n + 1 for n in range(len(currencies))]
        state.currency = dict(zip(ids, currencies))
        each = DEALT[game.config.players]
        for seat in range(game.config.players):
            state.held[seat] = ids[seat * each:(seat + 1) * each]
        state.unused = ids[game.config.players * each:]

    # ------------------------------------------------------------------ the window
    def window_open(self, game: Context, seat: int) -> bool:
        """Whoever may play thieves now and holds any is asked, in priority order, so that
        being asked says nothing about their currencies (D44)."""
        return may_steal(game, seat) and bool(self.state(game).held[seat]) \
            and any(_stealable(card) for card in game.display)

    def window_actions(self, game: Context, seat: int) -> list[Action]:
        return thief_plays(game, seat) if may_steal(game, seat) else []

    def stage_actions(self, game: Context, stage: str) -> list[Action]:
        return [*thief_plays(game, game.to_move), StopThieves()]

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        state = self.state(game)
        seat = game.to_move
        if isinstance(act, StopThieves):
            game.require_stage(MORE)
            state.playing = None
            return
        if not isinstance(act, PlayThief):
            super().apply(game, act, events)
            return
        game.require_stage(WINDOW, MORE)
        if not may_steal(game, seat):
            raise IllegalAction("thief_next", module=self.id)
        if act.thief not in state.held[seat]:
            raise IllegalAction("no_thief", module=self.id)
        currency = state.currency[act.thief]
        card = next((c for c in game.display if c.id == act.card), None)
        if card is None or not _stealable(card) or card.currency != currency:
            raise IllegalAction("thief_currency", module=self.id, currency=currency)
        game.take_from_display(seat, card)   # D45: taken face up
        state.held[seat].remove(act.thief)
        state.played.append(act.thief)
        events.append(ThiefPlayed(seat, act.thief, currency, card))
        game.reopen_window()
        if game.phase == WINDOW:
            state.playing = seat
            game.schedule("thieves:refill", "thieves:more")
        else:
            game.schedule("thieves:refill")

    def run_step(self, game: Context, step: str, events: list[Event]) -> bool:
        state = self.state(game)
        if step == "refill":
            return game.refill_display(events)
        if step == "more":
            seat = state.playing
            if seat is None or not thief_plays(game, seat):
                state.playing = None
                return True
            game.ask(seat, MORE)
            return False
        return super().run_step(game, step, events)

    # ------------------------------------------------------------------ hidden information
    def secrets(self, game: Context, seat: int) -> list[Secret]:
        """M10: the currencies of the other players' thieves and of those never dealt (how
        many each holds is public)."""
        state = self.state(game)
        unseen = [card for other, held in enumerate(state.held) if other != seat
                  for card in held] + state.unused
        return [Secret(tuple(Place(state.currency, card) for card in unseen))]

    def redact(self, game: Context, seat: int) -> None:
        state = self.state(game)
        shown = set(state.held[seat]) | set(state.played)
        state.currency = {card: (c if card in shown else None)
                          for card, c in state.currency.items()}

    def determinize(self, game: Context, rng: random.Random) -> None:
        state = self.state(game)
        pool = all_currencies()
        for currency in state.currency.values():
            if currency is not None:
                pool.remove(currency)
        rng.shuffle(pool)
        unknown = sorted(card for card, c in state.currency.items() if c is None)
        state.currency.update(zip(unknown, pool))

    def locations(self, game: Context):
        state = self.state(game)
        for seat, held in enumerate(state.held):
            for card in held:
                yield f"seat {seat} thieves", thief_card(game, card)
        for card in state.played:
            yield "thieves played", thief_card(game, card)
        for card in state.unused:
            yield "thieves never dealt", thief_card(game, card)

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A thief is dealt face down, played, or left out; never in the discard pile
        (M10)."""
        return THIEF_PLACES if isinstance(piece, ThiefCard) else None


THIEF_PLACES = frozenset({"thieves", "thieves played", "thieves never dealt"})


def may_steal(game: Context, seat: int) -> bool:
    """D29: anyone but the next player; with two players only the one who just played."""
    if game.config.players == 2:
        return seat == game.current
    return seat != (game.current + 1) % game.config.players


def _stealable(card: Card) -> bool:
    return isinstance(card, MoneyCard) and card.currency in CURRENCIES


def thief_plays(game: Context, seat: int) -> list[Action]:
    """Every thief of ``seat``'s with each display card it could take (one per currency
    and value: thieves of one currency are alike)."""
    state = game.ext["thieves"]
    found: list[Action] = []
    seen: set[tuple] = set()
    for thief in state.held[seat]:
        currency = state.currency.get(thief)
        for card in game.display:
            if _stealable(card) and card.currency == currency:
                key = (currency, card.id)
                if key not in seen:
                    seen.add(key)
                    found.append(PlayThief(thief, card.id))
    return found


def thief_card(game: Context, card: int) -> Card:
    currency = game.ext["thieves"].currency.get(card)
    return ThiefCard(card, currency) if currency is not None else HiddenCard(card)


def thieves_of(game: Context, seat: int) -> list[Card]:
    return [thief_card(game, card) for card in game.ext["thieves"].held[seat]]


register(Thieves())
