"""The seam between the rules core and its modules: what a module may read of a game and
do to it. Every hook of ``Module`` receives the game as a ``Context``.

A module reads the game as the table shows it (the stage and the seat to move, the
players, the market, the money, the scorings) and changes the core's part of it only
through these calls: it asks a seat for a decision, puts steps on the agenda, interrupts a
decision and returns to it, reports a turn action done, judges an offer and makes a
purchase, and moves tiles and cards between the core's places. It never sets the stage,
the seat to move or a core list itself, so the core keeps its accounting (what everyone
saw, what was bought this turn, where play comes back to); its own state, in
``ext[module.id]``, is its own to change. ``tests/rules/test_context.py`` reads the modules' code
and fails on any other use of the game.

The game is the context: ``Game`` has every member below (a ``Protocol`` matches by
shape), so handing it to a hook costs nothing; a test checks that it has them all.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from game.rules.types import Pos

if TYPE_CHECKING:
    from game.rules.alhambra import Alhambra
    from game.rules.config import GameConfig
    from game.rules.events import Event
    from game.rules.offers import Offer, Payment
    from game.rules.player import Player
    from game.rules.types import Card, Kind, ScoringCard, Tile

T = TypeVar("T")

Step = tuple[str, int | str, Pos]   # an extra redesign step: (kind, tile id, position)


class Context(Protocol):
    # ================================================================= reading
    @property
    def config(self) -> GameConfig: ...
    @property
    def rng(self) -> random.Random:
        """The game's one source of chance (draw through the game: keep no generator)."""
    @property
    def phase(self) -> str:
        """The stage the game is in (``stages``, or a module's ``"<id>:<name>"``)."""
    @property
    def to_move(self) -> int:
        """The seat whose decision the game waits for."""
    @property
    def current(self) -> int:
        """The seat whose turn it is."""
    @property
    def turn(self) -> int: ...
    @property
    def turn_actions(self) -> int:
        """The actions taken in this turn so far."""
    @property
    def is_over(self) -> bool: ...
    @property
    def viewer(self) -> int | None:
        """The seat whose view this is (None: the whole game)."""
    @property
    def players(self) -> Sequence[Player]: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def dirk(self) -> Sequence[Tile] | None:
        """Dirk's tiles in a two-player game, else None."""
    @property
    def bag(self) -> Sequence[Tile]: ...
    @property
    def market(self) -> Sequence[Tile | None]: ...
    @property
    def display(self) -> Sequence[Card]: ...
    @property
    def deck(self) -> Sequence[Card]:
        """The money deck, its top last."""
    @property
    def discard(self) -> Sequence[Card]: ...
    @property
    def deck_ranges(self) -> Mapping[int, tuple[int, int]]:
        """Where in the deck everyone knows a card lies, by card id."""
    @property
    def unseen(self) -> tuple[Card, ...]:
        """In a view: the pool of cards the seat cannot see."""
    @property
    def ext(self) -> Mapping[str, Any]:
        """Each module's own state, by module id."""
    @property
    def scheduled(self) -> int:
        """Steps scheduled so far: a step compares it to see whether it must wait."""
    @property
    def scorings_done(self) -> int: ...
    @property
    def next_scoring(self) -> int:
        """The scoring counted next, or being counted."""

    def seats_from(self, seat: int) -> list[int]:
        """All seats in turn order, starting with ``seat``."""
    def purse(self, seat: int) -> list[Card]:
        """What ``seat`` can pay with: the hand, and money lying open beside it."""
    def kept(self, key: str, work: Callable[[], T]) -> T:
        """What ``work`` gives, worked out once while the game is only read (a listing)."""
    def scoring_counts(self, seat: int) -> dict[Kind, float]: ...
    def free_redesign_steps(self, seat: int) -> tuple[Step, ...]: ...
    def square_offer(self, square: int) -> Offer: ...
    def tile_offers(self) -> list[tuple[Offer, Tile]]: ...

    # ================================================================= the turn and the agenda
    def require_stage(self, *stages: str) -> Player:
        """The player to move, if the game is in one of ``stages`` (else IllegalAction)."""
    def action_done(self, another: bool = False) -> None:
        """A turn action was taken (``another``: it gives another action)."""
    def ask(self, seat: int, stage: str) -> None:
        """A step waits for ``seat``'s decision in ``stage`` (and returns False)."""
    def schedule(self, *steps: str, first: bool = True) -> None: ...
    def interrupt(self, *steps: str) -> None:
        """Run ``steps`` now, then come back to the decision being made."""
    def return_to(self, stage: str, seat: int) -> None:
        """Go on with ``seat``'s decision in ``stage``, where the game was."""
    def reopen_window(self) -> None:
        """Everyone who passed in the between-turns window may reconsider."""
    def refill_market(self, events: list[Event]) -> bool: ...
    def refill_display(self, events: list[Event]) -> bool: ...

    # ================================================================= offers
    def judge(self, seat: int, offer: Offer, ids: object) -> Payment: ...
    def offer_payments(self, seat: int, offer: Offer) -> list[tuple[Card, ...]]: ...
    def purchase(self, seat: int, offer: Offer, payment: Payment, bought: Tile | None,
                 events: list[Event]) -> None: ...
    def hand_over(self, offer: Offer) -> Tile: ...
    def discard_cards(self, seat: int, cards: tuple[Card, ...], events: list[Event]) -> None:
        """Cards that left ``seat``'s hand go to the discard pile (modules hear of it)."""

    # ================================================================= tiles
    def draw_for_market(self, events: list[Event]) -> Tile | None: ...
    def take_from_market(self, square: int) -> Tile: ...
    def lay_on_market(self, square: int, tile: Tile) -> None: ...
    def put_in_bag(self, tile: Tile) -> None: ...
    def give_tile(self, seat: int, tile: Tile, *, bought: bool = False) -> None: ...
    def replace_tile(self, seat: int, old: Tile, new: Tile) -> None: ...
    def place_from_pending(self, seat: int, tile: Tile, pos: Pos, events: list[Event],
                           build: Callable[[Alhambra], None] | None = None) -> None: ...
    def place_from_reserve(self, seat: int, tile: Tile, pos: Pos, events: list[Event],
                           build: Callable[[Alhambra], None] | None = None) -> None: ...
    def build_from_reserve(self, seat: int, tile: Tile, pos: Pos, events: list[Event],
                           build: Callable[[Alhambra], None]) -> None:
        """A reserve tile built its own way as the turn's redesign action."""
    def free_redesign(self, seat: int, kind: str, tile_id: int | str, pos: Pos,
                      events: list[Event]) -> None:
        """An extra redesign step (one of ``free_redesign_steps``)."""
    def tile_entered(self, seat: int, tile: Tile, pos: Pos, events: list[Event],
                     announce: bool = True) -> None: ...

    # ================================================================= cards
    def draw_card(self, events: list[Event]) -> Card | None: ...
    def card_drawn(self, card: Card, events: list[Event]) -> bool:
        """A card other than money came off the deck: whether a module took it."""
    def scoring_card_drawn(self, card: ScoringCard) -> None: ...
    def take_from_display(self, seat: int, card: Card) -> None: ...
    def give_card(self, seat: int, card: Card, *, openly: bool) -> None: ...
    def take_card(self, seat: int, card: Card) -> None: ...
    def to_discard_pile(self, card: Card) -> None: ...
    def set_deck_range(self, card_id: int, span: tuple[int, int]) -> None: ...

    # ================================================================= a view's hidden parts
    def add_unseen(self, cards: Iterable[Card]) -> None: ...
    def set_unseen(self, cards: Iterable[Card]) -> None: ...
