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
game (D49). (The base list of money takes tells a master builder from an ordinary 3 of its
currency: each is offered.)

Or, at the end of the turn after the tiles are placed (D16), the turn's player may discard one
for one extra redesign step, once a turn: any of the three kinds of step, the tiles bought and
placed this turn included (D33). The card then leaves the game too. Ammar El'Schauf (M7) and a
master builder may both be used at the end of the same turn; Ammar's step comes first (the
characters come before this module in rule order).

Whose hand holds a master builder is secret, like any money; that the turn's player is asked
about the extra step says they hold one, as it would at a table (D40). The cards paid or
discarded are public; which ones left the game at setup, which lie in the other hands and
which in the deck are not (D48): a view keeps them all in its unseen pool, and the deck's
ranges say only that three (or one) of them lie in each of piles 3 and 5. A sampled world
deals them there again, a random few out of the game and the rest into the other hands.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from game.i18n import N_, _
from game.rules.actions import Action, action
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import Event, event
from game.rules.hidden import Place, Secret, exchange, places
from game.rules.module import Module, register
from game.rules.stages import ACTION
from game.rules.types import (
    CURRENCIES, Card, HiddenCard, MoneyCard, Tile, card_class, money_words,
)

if TYPE_CHECKING:
    from game.rules.context import Context

ID_BASE = 14000
PER_CURRENCY = 4
VALUE = 3
DEALT_EACH = 2
PILES = {3: 3, 5: 3}            # pile -> how many go into it
PILES_SIX_PLAYERS = {3: 3, 5: 1}
STAGE = "builders:redesign"
UNKNOWN = -1  # a master builder left out at setup, in a view (D48)


@card_class
class MasterBuilder(MoneyCard):
    """A master builder: money of value 3 in its currency, dealt beside the starting money.
    Everyone saw how many went into piles 3 and 5, not which (D48): the deck keeps their
    ranges as it does for other cards shuffled in face down."""

    ranged: ClassVar[bool] = True

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
@action("builders:builder_step", formerly="BuilderStep")
class BuilderStep(Action):
    """End of the turn: discard master builder ``card`` for one extra redesign step:
    ``kind`` "add" (reserve ``tile`` to ``pos``), "remove" (the tile at ``pos``; ``tile`` 0)
    or "exchange" (reserve ``tile`` for the tile at ``pos``)."""

    module = "builders"
    card: int
    kind: str
    tile: int | str
    pos: tuple[int, int]


@action("builders:skip_builder_step", formerly="SkipBuilderStep")
class SkipBuilderStep(Action):
    """End of the turn: no extra step; the master builders stay in the hand."""

    module = "builders"
    # Translators: a move watched again (the builders module); {name} is the player's
    untold = N_("{name}: skip builder step")


@action("builders:stop_builder_questions", formerly="StopBuilderQuestions")
class StopBuilderQuestions(Action):
    """End of the turn: no extra step, and the table asks no more while the seat holds
    master builders (D40)."""

    module = "builders"


@action("builders:call_builder_step", formerly="CallBuilderStep")
class CallBuilderStep(Action):
    """During the turn, for a seat the table does not ask (D40): be asked at this turn's
    end whether to use a master builder for an extra step."""

    module = "builders"


# --------------------------------------------------------------------------- state
@event("builders:builders_gone")
class BuildersGone(Event):
    """A seat's master ``builders`` left the game, paid or swapped away (M14, D49)."""

    module = "builders"
    seat: int
    builders: tuple[MasterBuilder, ...]


@event("builders:builder_questions_stopped")
class BuilderQuestionsStopped(Event):
    """A seat asked not to be asked about master builders while holding them (D40)."""

    module = "builders"
    seat: int


@event("builders:builder_step_taken")
class BuilderStepTaken(Event):
    """A seat discarded the master ``builder`` for one more redesign step."""

    module = "builders"
    seat: int
    builder: MasterBuilder


@dataclass
class BuilderState:
    used: list[int] = field(default_factory=list)    # paid or discarded: out of the game
    unused: list[int] = field(default_factory=list)  # never dealt: out of the game, unseen
    asked_turn: int = 0                              # the turn whose extra step was offered
    spent: list[int] = field(default_factory=list)   # per seat: how many it used (public)
    to_piles: list[int] = field(default_factory=list)  # during setup only: for piles 3, 5
    # D40, per seat (public, kept in saves): not to be asked while holding master builders,
    # and the turn in which such a seat called for the question all the same.
    quiet: list[bool] = field(default_factory=list)
    called_turn: int = 0

    def clone(self) -> BuilderState:
        return BuilderState(self.used.copy(), self.unused.copy(), self.asked_turn,
                            self.spent.copy(), self.to_piles.copy(), self.quiet.copy(),
                            self.called_turn)

    def to_dict(self) -> dict:
        found: dict = {"used": self.used, "unused": self.unused, "asked_turn": self.asked_turn,
                       "spent": self.spent}
        if self.to_piles:
            found["to_piles"] = self.to_piles
        if any(self.quiet):   # (only once in use: the digests of older saves stay as they were)
            found["quiet"] = self.quiet
        if self.called_turn:
            found["called_turn"] = self.called_turn
        return found

    def is_quiet(self, seat: int) -> bool:
        return bool(self.quiet) and self.quiet[seat]

    def out_of_game(self) -> int:
        return len(self.used) + len(self.unused)


def state_of(game: Context) -> BuilderState:
    return game.ext["builders"]


def builders_in_hand(game: Context, seat: int) -> list[MasterBuilder]:
    """The master builders in ``seat``'s hand."""
    return [c for c in game.players[seat].hand if isinstance(c, MasterBuilder)]


def builders_in_deck(game: Context) -> int:
    """How many master builders lie in the deck as the whole table knows it: those shuffled
    into its piles and not seen since (one Yammerad drew face down still counts: which card
    he drew is his drawer's secret, D46, D48)."""
    public = set(state_of(game).used)
    public.update(c.id for c in (*game.display, *game.discard))
    for player in game.players:
        public.update(player.seen)
    return sum(1 for card in game.deck_ranges if card in BUILDERS and card not in public)


def _card_id(card: Card) -> int:
    return card.id


def _speak_again(state: BuilderState, seat: int) -> None:
    """``seat`` holds no master builder: the table will ask it again once it does (D40)."""
    if state.is_quiet(seat):
        state.quiet[seat] = False


def step_cards(game: Context, seat: int) -> list[MasterBuilder]:
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
    action_types = (BuilderStep, SkipBuilderStep, StopBuilderQuestions, CallBuilderStep)
    steps = {"extra_steps": ("redesign",)}   # D16, D47: before the turn's chests

    def new_state(self, game: Context) -> BuilderState:
        return BuilderState(spent=[0] * game.config.players)

    # ------------------------------------------------------------------ setup
    def deal_before_money(self, game: Context) -> None:
        """Two each, from the module's own shuffled cards (not the money deck): they do not
        count toward the starting money (M14)."""
        state = state_of(game)
        cards = list(all_builders())
        game.rng.shuffle(cards)
        for player in game.players:
            for _card in range(DEALT_EACH):
                game.give_card(player.seat, cards.pop(), openly=False)
        state.to_piles = [c.id for c in cards]

    def pile_cards(self, game: Context) -> dict[int, list[Card]]:
        """Three into pile 3 and three into pile 5 (six players: three and one); the rest
        leave the game."""
        state = state_of(game)
        left: list[Card] = [BUILDERS[i] for i in state.to_piles]
        state.to_piles = []
        counts = PILES_SIX_PLAYERS if game.config.players == 6 else PILES
        piles: dict[int, list[Card]] = {}
        for pile, count in counts.items():
            piles[pile], left = left[:count], left[count:]
        state.unused = sorted(c.id for c in left)
        return piles

    # ------------------------------------------------------------------ paying
    def discarded(self, game: Context, seat: int, cards: tuple[Card, ...],
                  events: list[Event]) -> tuple[Card, ...]:
        """A master builder never reaches the discard pile: paid, or swapped away with
        Machma Klain (M7), it leaves the game (M14, D49)."""
        gone = [c for c in cards if isinstance(c, MasterBuilder)]
        if not gone:
            return cards
        state = state_of(game)
        state.used.extend(c.id for c in gone)
        state.spent[seat] += len(gone)
        if not builders_in_hand(game, seat):
            _speak_again(state, seat)
        events.append(BuildersGone(seat, tuple(gone)))
        return tuple(c for c in cards if not isinstance(c, MasterBuilder))

    # ------------------------------------------------------------------ the extra step
    def run_step(self, game: Context, step: str, events: list[Event]) -> bool:
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
        if not builders_in_hand(game, seat):
            _speak_again(state, seat)   # D40: quiet only while holding master builders
            return True
        if state.is_quiet(seat) and state.called_turn != game.turn:
            return True   # D40: the seat asked not to be asked
        if not game.free_redesign_steps(seat):
            return True
        state.asked_turn = game.turn   # D40: at each turn's end where a step is possible
        game.ask(seat, STAGE)
        return False

    def actions(self, game: Context) -> list[Action]:
        """D40: a seat the table does not ask may still call for the question, from its
        turn's actions."""
        seat = game.to_move
        if game.phase != ACTION or seat != game.current:
            return []
        state = state_of(game)
        if state.is_quiet(seat) and state.called_turn != game.turn \
                and builders_in_hand(game, seat):
            return [CallBuilderStep()]
        return []

    def stage_actions(self, game: Context, stage: str) -> list[Action]:
        if stage != STAGE:
            return []
        seat = game.to_move
        steps = game.free_redesign_steps(seat)
        found: list[Action] = [SkipBuilderStep(), StopBuilderQuestions()]  # first: quick
        for card in step_cards(game, seat):
            found += [BuilderStep(card.id, kind, tile, pos) for kind, tile, pos in steps]
        return found

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        state = state_of(game)
        seat = game.to_move
        if isinstance(act, SkipBuilderStep):
            game.require_stage(STAGE)
            return
        if isinstance(act, StopBuilderQuestions):
            game.require_stage(STAGE)
            if not state.quiet:
                state.quiet = [False] * len(game.players)
            state.quiet[seat] = True
            events.append(BuilderQuestionsStopped(seat))
            return
        if isinstance(act, CallBuilderStep):
            if act not in self.actions(game):
                raise IllegalAction("builder_call", module=self.id)
            state.called_turn = game.turn
            return
        if not isinstance(act, BuilderStep):
            super().apply(game, act, events)
            return
        game.require_stage(STAGE)
        player = game.players[seat]
        card = next((c for c in player.hand if c.id == act.card
                     and isinstance(c, MasterBuilder)), None)
        if card is None:
            raise IllegalAction("no_builder", module=self.id)
        if (act.kind, act.tile, act.pos) not in game.free_redesign_steps(seat):
            raise IllegalAction("builder_step")
        game.take_card(seat, card)
        state.used.append(card.id)
        state.spent[seat] += 1
        if not builders_in_hand(game, seat):
            _speak_again(state, seat)
        events.append(BuilderStepTaken(seat, card))
        game.free_redesign(seat, act.kind, act.tile, act.pos, events)

    # ------------------------------------------------------------------ hidden information
    def secrets(self, game: Context, seat: int) -> list[Secret]:
        """D48: which master builders the other hands hold (not seen coming in), which lie
        in the deck and which were left out at setup."""
        state = state_of(game)
        spots = [Place(player.hand, index) for player in game.players if player.seat != seat
                 for index, card in enumerate(player.hand)
                 if isinstance(card, MasterBuilder) and card.id not in player.seen]
        spots += [Place(game.deck, index) for index, card in enumerate(game.deck)
                  if isinstance(card, MasterBuilder)]
        spots += places(state.unused, load=BUILDERS.__getitem__, store=_card_id)
        return [Secret(tuple(spots), tidy=state.unused.sort)]

    def turn_start(self, game: Context, events: list[Event]) -> None:
        """A master builder shuffled back into the deck with the discard pile (only in a
        game dealt before D49, where Machma sent one there) may lie anywhere in it, as
        everyone saw: its range says so."""
        for card in game.deck:
            if isinstance(card, MasterBuilder) and card.id not in game.deck_ranges:
                game.set_deck_range(card.id, (0, len(game.deck)))

    def redact(self, game: Context, seat: int) -> None:
        """D48: which master builders left the game at setup is as secret as which lie in
        the other hands and in the deck: they join the view's unseen pool (the deck's
        ranges then tell only how many of the pool lie in piles 3 and 5)."""
        state = state_of(game)
        game.add_unseen(BUILDERS[c] for c in state.unused if c != UNKNOWN)
        state.unused = [UNKNOWN] * len(state.unused)

    def determinize(self, game: Context, rng: random.Random) -> None:
        """The sample dealt the unseen pool at random, the master builders left out with the
        rest: a random choice of the builders the deck's ranges did not place leaves the game
        (its places take the cards left over), and any of the others dealt into the deck
        changes places with an ordinary card of another hand."""
        state = state_of(game)
        others = [p for p in game.players if p.seat != game.viewer]
        if UNKNOWN in state.unused:
            left = list(game.unseen)
            loose = [c for c in left if isinstance(c, MasterBuilder)]
            loose += [c for p in others for c in p.hand
                      if isinstance(c, MasterBuilder) and c.id not in p.seen]
            loose += [c for c in game.deck
                      if isinstance(c, MasterBuilder) and c.id not in game.deck_ranges]
            out = rng.sample(loose, min(len(state.unused), len(loose)))
            fill = [c for c in left if c not in out]
            for holder in [p.hand for p in others] + [game.deck]:
                for index, card in enumerate(holder):
                    if card in out and fill:
                        Place(holder, index).put(fill.pop())
            game.set_unseen(fill)
            state.unused = sorted(c.id for c in out)
        for index, card in enumerate(game.deck):
            if isinstance(card, MasterBuilder) and card.id not in game.deck_ranges:
                spots = [(p, k) for p in others for k, c in enumerate(p.hand)
                         if not isinstance(c, MasterBuilder) and c.id not in p.seen]
                if spots:
                    player, k = rng.choice(spots)
                    exchange(Place(game.deck, index), Place(player.hand, k))

    # ------------------------------------------------------------------ accounting
    def locations(self, game: Context):
        state = state_of(game)
        for card in state.used:
            yield "master builders used", BUILDERS[card]
        for card in state.unused:
            if card != UNKNOWN:
                yield "master builders never dealt", BUILDERS[card]
        for card in state.to_piles:
            yield "master builders for the piles", BUILDERS[card]

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A master builder is money in a hand, the deck or the display, or out of the game;
        never in the discard pile (M14, D49)."""
        return BUILDER_PLACES if isinstance(piece, MasterBuilder) else None


BUILDER_PLACES = frozenset({"hand", "deck", "display", "master builders used",
                            "master builders never dealt", "master builders for the piles"})


register(Builders())
