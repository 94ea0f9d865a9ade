"""M14 Master builders (French *l'architecte*): money cards of value 3 that may instead buy one
extra redesign step at the end of a turn (RULES Part 2, M14, D16, D33; M7, M10, M11).

Sixteen cards, four in each currency of the market, each a money card of value 3. At setup
they are shuffled; two are dealt to each player before the starting money (they count
neither toward its 20 nor in the starting player's card count), then three go into money
pile 3 and three into pile 5 (with six players: three and one); the rest leave the game,
face up.

A master builder is money in every way: it pays (a building, a bid, the vizier's purchase,
with an exchange office), it counts as 3 when taking money up to 5 and in the end-of-game
market distribution, thieves take it from the display (D29), Yammerad counts it, Machma may
swap it. It never reaches the discard pile: paid, or swapped away with Machma, it leaves the
game (D49). (The base list of
money takes offers one take per kind of card; where it kept an ordinary 3 of the currency,
the take with the master builder is offered too.)

Or, at the end of the turn after the tiles are placed (D16), the turn's player may discard one
for one extra redesign step, once a turn: any of the three kinds of step, the tiles bought and
placed this turn included (D33). The card then leaves the game too. Ammar El'Schauf (M7) and a
master builder may both be used at the end of the same turn; Ammar's step comes first (the
characters come before this module in rule order).

Whose hand holds a master builder is secret, like any money; that the turn's player is asked
about the extra step says they hold one, as it would at a table. The cards out of the game
are public. Which cards lie in piles 3 and 5 is not known, but that three (or one) of them
lie in each is: the deck's ranges say so, and a sampled world deals them there again; the
unseen ones not in the deck lie in the other hands, and a sampled world deals them there.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.i18n import N_, _, ngettext
from game.rules.actions import Action, TakeMoney, action
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import Event, Note
from game.rules.module import Module, register
from game.rules.payments import money_takes
from game.rules.types import (
    CURRENCIES, Card, HiddenCard, MoneyCard, ScoringCard, Tile, card_class, currency_name,
    money_words,
)

if TYPE_CHECKING:
    from game.rules.engine import Game

ID_BASE = 14000
PER_CURRENCY = 4
VALUE = 3
DEALT_EACH = 2
PILES = {3: 3, 5: 3}            # pile -> how many go into it
PILES_SIX_PLAYERS = {3: 3, 5: 1}
STAGE = "builders:redesign"


@card_class
class MasterBuilder(MoneyCard):
    """A master builder: money of value 3 in its currency, dealt beside the starting money."""

    @property
    def counts_for_start(self) -> bool:
        return False

    def label(self) -> str:
        # Translators: a master builder card and its value, e.g. "3 ducats"
        return _("master builder ({money})").format(money=money_words(self.currency, self.value))


def all_builders() -> tuple[MasterBuilder, ...]:
    return tuple(MasterBuilder(ID_BASE + n * PER_CURRENCY + k + 1, currency, VALUE)
                 for n, currency in enumerate(CURRENCIES) for k in range(PER_CURRENCY))


BUILDERS = {card.id: card for card in all_builders()}


# --------------------------------------------------------------------------- actions
@action
class BuilderStep(Action):
    """End of the turn: discard master builder ``card`` for one extra redesign step:
    ``kind`` "add" (reserve ``tile`` to ``pos``), "remove" (the tile at ``pos``; ``tile`` 0)
    or "exchange" (reserve ``tile`` for the tile at ``pos``)."""

    module = "builders"
    card: int
    kind: str
    tile: int | str
    pos: tuple[int, int]


@action
class SkipBuilderStep(Action):
    """End of the turn: no extra step; the master builders stay in the hand."""

    module = "builders"


# --------------------------------------------------------------------------- state
@dataclass
class BuilderState:
    used: list[int] = field(default_factory=list)    # paid or discarded: out of the game
    unused: list[int] = field(default_factory=list)  # never dealt: out of the game
    asked_turn: int = 0                              # the turn whose extra step was offered
    spent: list[int] = field(default_factory=list)   # per seat: how many it used (public)
    to_piles: list[int] = field(default_factory=list)  # during setup only: for piles 3, 5
    # Views only: the seat whose view it is, and the unseen master builders it knows lie in
    # the other hands (not in the deck), for ``determinize``.
    viewer: int | None = None
    in_hands: list[int] = field(default_factory=list)

    def clone(self) -> BuilderState:
        return BuilderState(self.used.copy(), self.unused.copy(), self.asked_turn,
                            self.spent.copy(), self.to_piles.copy(), self.viewer,
                            self.in_hands.copy())

    def to_dict(self) -> dict:
        found: dict = {"used": self.used, "unused": self.unused, "asked_turn": self.asked_turn,
                       "spent": self.spent}
        if self.to_piles:
            found["to_piles"] = self.to_piles
        if self.viewer is not None:
            found["viewer"], found["in_hands"] = self.viewer, self.in_hands
        return found

    def out_of_game(self) -> int:
        return len(self.used) + len(self.unused)


def state_of(game: Game) -> BuilderState:
    return game.ext["builders"]


def builders_in_hand(game: Game, seat: int) -> list[MasterBuilder]:
    """The master builders in ``seat``'s hand."""
    return [c for c in game.players[seat].hand if isinstance(c, MasterBuilder)]


def step_cards(game: Game, seat: int) -> list[MasterBuilder]:
    """One master builder of each currency ``seat`` holds (the lowest id), in market order:
    which of a currency's cards is discarded makes no difference."""
    chosen: dict[object, MasterBuilder] = {}
    for card in sorted(builders_in_hand(game, seat), key=lambda c: c.id):
        chosen.setdefault(card.currency, card)
    return [chosen[c] for c in CURRENCIES if c in chosen]


class Builders(Module):
    id = "builders"
    title = N_("Master builders")
    description = N_("Money cards of 3 that may instead buy one more redesign step after "
                     "placing.")
    expansion = 4
    action_types = (BuilderStep, SkipBuilderStep)
    steps = {"turn_end": ("redesign",)}

    def new_state(self, game: Game) -> BuilderState:
        return BuilderState(spent=[0] * game.config.players)

    # ------------------------------------------------------------------ setup
    def deal_before_money(self, game: Game) -> None:
        """Two each, from the module's own shuffled cards (not the money deck): they do not
        count toward the starting money (M14)."""
        state = state_of(game)
        cards = list(all_builders())
        game.rng.shuffle(cards)
        for player in game.players:
            for _card in range(DEALT_EACH):
                player.hand.append(cards.pop())
        state.to_piles = [c.id for c in cards]

    def pile_cards(self, game: Game) -> dict[int, list[Card]]:
        """Three into pile 3 and three into pile 5 (six players: three and one); the rest
        leave the game."""
        state = state_of(game)
        left = [BUILDERS[i] for i in state.to_piles]
        state.to_piles = []
        counts = PILES_SIX_PLAYERS if game.config.players == 6 else PILES
        piles: dict[int, list[Card]] = {}
        for pile, count in counts.items():
            piles[pile], left = left[:count], left[count:]
        state.unused = sorted(c.id for c in left)
        return piles

    def setup(self, game: Game) -> None:
        """Everyone saw which piles the master builders went into: the deck's public ranges
        say so (a view then deals them into those piles again)."""
        scoring = {c.number: game.deck_ranges.get(c.id) for c in game.deck
                   if isinstance(c, ScoringCard)}
        second, fourth = scoring.get(1), scoring.get(2)   # scoring cards in piles 2 and 4
        if second is None or fourth is None:
            return
        spans = {3: (fourth[1], second[0]), 5: (0, fourth[0])}
        for index, card in enumerate(game.deck):
            if isinstance(card, MasterBuilder):
                span = next((s for s in spans.values() if s[0] <= index < s[1]), None)
                if span is not None:
                    game.deck_ranges[card.id] = span

    # ------------------------------------------------------------------ taking money
    def actions(self, game: Game) -> list[Action]:
        """Takes with a master builder where the base list keeps only an ordinary card of
        the same currency and value (it lists one take per kind of card): a builder is
        worth more than its money."""
        from game.rules.engine import ACTION

        if game.phase != ACTION or game.to_move != game.current:
            return []
        display = game.display
        if not any(isinstance(c, MasterBuilder) for c in display):
            return []
        limit = game.money_limit(game.to_move)
        seen = {_take_key(take) for take in money_takes(display, limit)}
        found: list[Action] = []
        for take in _all_takes(display, limit):
            key = _take_key(take)
            if key not in seen and any(isinstance(c, MasterBuilder) for c in take):
                seen.add(key)
                found.append(TakeMoney(tuple(c.id for c in take)))
        return found

    # ------------------------------------------------------------------ paying
    def discarded(self, game: Game, seat: int, cards: tuple[Card, ...],
                  events: list[Event]) -> tuple[Card, ...]:
        """A master builder never reaches the discard pile: paid, or swapped away with
        Machma Klain (M7), it leaves the game (M14, D49)."""
        gone = [c for c in cards if isinstance(c, MasterBuilder)]
        if not gone:
            return cards
        state = state_of(game)
        state.used.extend(c.id for c in gone)
        state.spent[seat] += len(gone)
        words = ngettext("{name}'s master builder leaves the game",
                         "{name}'s {count} master builders leave the game", len(gone))
        events.append(Note(words.format(name=game.names[seat], count=len(gone)),
                           ("builders_gone", seat, tuple(c.id for c in gone))))
        return tuple(c for c in cards if not isinstance(c, MasterBuilder))

    # ------------------------------------------------------------------ the extra step
    def run_step(self, game: Game, step: str, events: list[Event]) -> bool:
        if step != "redesign":
            return super().run_step(game, step, events)
        state = state_of(game)
        seat = game.current
        if state.asked_turn == game.turn or game.is_over:
            return True
        hand = game.players[seat].hand
        if any(isinstance(c, HiddenCard) for c in hand):
            raise HiddenInformation("a view does not know whether that player holds a "
                                    "master builder")
        if not builders_in_hand(game, seat) or not game.free_redesign_steps(seat):
            return True
        state.asked_turn = game.turn
        game.ask(seat, STAGE)
        return False

    def stage_actions(self, game: Game, stage: str) -> list[Action]:
        if stage != STAGE:
            return []
        seat = game.to_move
        steps = game.free_redesign_steps(seat)
        found: list[Action] = [SkipBuilderStep()]  # first: what a quick model answers
        for card in step_cards(game, seat):
            found += [BuilderStep(card.id, kind, tile, pos) for kind, tile, pos in steps]
        return found

    def apply(self, game: Game, act: Action, events: list[Event]) -> None:
        if isinstance(act, SkipBuilderStep):
            game.require_stage(STAGE)
            return
        if not isinstance(act, BuilderStep):
            super().apply(game, act, events)
            return
        game.require_stage(STAGE)
        seat = game.to_move
        player = game.players[seat]
        card = next((c for c in player.hand if c.id == act.card
                     and isinstance(c, MasterBuilder)), None)
        if card is None:
            raise IllegalAction("no_builder", _("discard a master builder of your hand"))
        if (act.kind, act.tile, act.pos) not in game.free_redesign_steps(seat):
            raise IllegalAction("builder_step", _("that is not a redesign step you can take"))
        player.lose(card)
        state = state_of(game)
        state.used.append(card.id)
        state.spent[seat] += 1
        # Translators: {currency} is a currency's name
        events.append(Note(_("{name} discarded a master builder ({currency}) for one more "
                             "redesign step").format(name=game.names[seat],
                                                     currency=currency_name(card.currency)),
                           ("builders_step", seat, card.id)))
        game.free_redesign(seat, act.kind, act.tile, act.pos, events)

    # ------------------------------------------------------------------ hidden information
    def turn_start(self, game: Game, events: list[Event]) -> None:
        """A master builder shuffled back into the deck with the discard pile (only in a
        game dealt before D49, where Machma sent one there) may lie anywhere in it, as
        everyone saw: its range says so."""
        for card in game.deck:
            if isinstance(card, MasterBuilder) and card.id not in game.deck_ranges:
                game.deck_ranges[card.id] = (0, len(game.deck))

    def redact(self, game: Game, seat: int) -> None:
        """Where the unseen master builders are is partly public: those in the deck keep
        their piles' ranges; every other one lies in another player's hand."""
        state = state_of(game)
        state.viewer = seat
        state.in_hands = sorted(c.id for c in game.unseen if isinstance(c, MasterBuilder)
                                and c.id not in game.deck_ranges)

    def determinize(self, game: Game, rng: random.Random) -> None:
        """The sample dealt the unseen money at random: master builders known to lie in the
        other hands but dealt into the deck change places with ordinary cards of those
        hands."""
        state = state_of(game)
        known = set(state.in_hands)
        others = [p for p in game.players if p.seat != state.viewer]
        state.viewer, state.in_hands = None, []
        for index, card in enumerate(game.deck):
            if card.id not in known:
                continue
            spots = [(p, k) for p in others for k, c in enumerate(p.hand)
                     if not isinstance(c, MasterBuilder) and c.id not in p.seen]
            if not spots:
                return
            player, k = rng.choice(spots)
            game.deck[index], player.hand[k] = player.hand[k], card

    # ------------------------------------------------------------------ accounting
    def locations(self, game: Game):
        state = state_of(game)
        for card in state.used:
            yield "master builders used", BUILDERS[card]
        for card in state.unused:
            yield "master builders never dealt", BUILDERS[card]
        for card in state.to_piles:
            yield "master builders for the piles", BUILDERS[card]

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A master builder is money in a hand, the deck or the display, or out of the game;
        never in the discard pile (M14, D49)."""
        return BUILDER_PLACES if isinstance(piece, MasterBuilder) else None


BUILDER_PLACES = frozenset({"hand", "deck", "display", "master builders used",
                            "master builders never dealt", "master builders for the piles"})


def _all_takes(display: list[Card], limit: int) -> list[tuple[Card, ...]]:
    """Every set of display cards one may take: one card, or money worth at most ``limit``
    (RULES 1.3), each set once however alike its cards are."""
    cards = list(display)
    found = []
    for mask in range(1, 1 << len(cards)):
        take = tuple(c for i, c in enumerate(cards) if mask >> i & 1)
        if len(take) == 1 or (all(isinstance(c, MoneyCard) for c in take)
                              and sum(c.value for c in take) <= limit):  # type: ignore
            found.append(take)
    return found


def _take_key(take: tuple[Card, ...]) -> tuple:
    """What a take is, master builders told apart from ordinary money of their value."""
    return tuple(sorted(
        (type(c).__name__, c.currency.value, c.value) if isinstance(c, MoneyCard)
        else (type(c).__name__, str(c.id), 0) for c in take))


register(Builders())
