"""The hook points through which expansion modules change the game (RULES Part 2).

The base engine knows no module by name. It calls these hooks, in the registry's fixed
order, at the moments the rules name: setup, the deck's piles, cards and tiles drawn, the
actions a seat may take, payments, placements, the between-turns window, scoring, the end of
the game. A module overrides only the hooks it needs; every default leaves the base rules
untouched.

A module instance is shared by all games and holds no game state: its state lives in
``game.ext[module.id]``, an object with ``clone()`` and ``to_dict()``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from game.rules.errors import IllegalAction
from game.rules.types import Card, Currency, Kind, Pos, Tile

if TYPE_CHECKING:
    from game.rules.actions import Action
    from game.rules.engine import Game
    from game.rules.events import Event


class ModuleState(Protocol):
    def clone(self) -> ModuleState: ...

    def to_dict(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class Payment:
    """A checked payment: the cards given, what they are worth, and whether it is exact."""

    cards: tuple[Card, ...]
    total: int
    exact: bool


class Module:
    id: ClassVar[str]
    title: ClassVar[str]
    description: ClassVar[str]  # one line, shown in the module picker
    expansion: ClassVar[int]
    action_types: ClassVar[tuple[type, ...]] = ()

    # ------------------------------------------------------------------ setup
    def new_state(self, game: Game) -> ModuleState | None:
        return None

    def bag_tiles(self, game: Game) -> list[Tile]:
        """Tiles that go into the bag with the buildings."""
        return []

    def money_cards(self, game: Game) -> list[Card]:
        """Cards shuffled into the money deck before the starting money is dealt.

        Card ids must be unique in a game: each module numbers its cards from its own base
        (``1000 * module number``), the base game uses ids below 1000."""
        return []

    def deal_before_money(self, game: Game) -> None:
        """Deal what players receive before their starting money (cards, for one)."""

    def pile_cards(self, game: Game) -> dict[int, list[Card]]:
        """Cards to shuffle into the money piles 1-5 (RULES 1.2 step 7), by pile number."""
        return {}

    def setup(self, game: Game) -> None:
        """Last step of setup, after the piles are stacked."""

    # ------------------------------------------------------------------ drawing
    def on_card_drawn(self, game: Game, card: Card, events: list[Event]) -> bool:
        """A non-money card came off the deck for the display. Return True if the module
        took it (it then does not enter the display); False lets it lie in the display."""
        return False

    def on_tile_drawn(self, game: Game, tile: Tile, events: list[Event]) -> bool:
        """A tile came out of the bag for the market. True if the module took it."""
        return False

    # ------------------------------------------------------------------ actions
    def actions(self, game: Game) -> Iterable[Action]:
        """Extra actions for ``game.to_move`` in the current phase (any phase)."""
        return ()

    def apply(self, game: Game, action: Action, events: list[Event]) -> None:
        """Check and apply one of this module's actions; raise IllegalAction if illegal."""
        raise IllegalAction("unknown_action", f"module {self.id} has no such action")

    def window_actions(self, game: Game, seat: int) -> list[Action]:
        """What ``seat`` may do in the between-turns window (besides passing)."""
        return []

    def run_step(self, game: Game, step: str, events: list[Event]) -> bool:
        """Run an agenda step this module scheduled as ``"<id>:<step>"``. Return False to
        wait for a decision (the step runs again once one is applied)."""
        raise RuntimeError(f"module {self.id} has no step {step!r}")

    def turn_start(self, game: Game, events: list[Event]) -> None:
        """A new turn has begun (``game.current`` is to act)."""

    # ------------------------------------------------------------------ money
    def money_limit(self, game: Game, seat: int) -> int | None:
        """A higher limit for taking several money cards, if the module grants one."""
        return None

    def judge_payment(self, game: Game, seat: int, currency: Currency, price: int,
                      cards: tuple[Card, ...]) -> Payment | None:
        """Judge a payment that uses this module's cards (raise IllegalAction if it is
        wrong); None if the payment is none of this module's business."""
        return None

    def payment_options(self, game: Game, seat: int, currency: Currency,
                        price: int) -> list[tuple[Card, ...]]:
        """Extra ways to pay ``price`` in ``currency`` for the legal-action list."""
        return []

    def after_payment(self, game: Game, seat: int, cards: tuple[Card, ...],
                      overpaid: int, events: list[Event]) -> tuple[Card, ...]:
        """Cards were paid; return those that go to the discard pile (the module keeps or
        removes the rest)."""
        return cards

    def after_buy(self, game: Game, seat: int, tile: Tile, exact: bool,
                  events: list[Event]) -> None:
        """A tile was bought on the market (or otherwise acquired by a purchase)."""

    def distribution_money(self, game: Game, seat: int, currency: Currency) -> int:
        """Extra money of ``currency`` a seat holds for the end-of-game distribution."""
        return 0

    # ------------------------------------------------------------------ building
    def may_give_to_dirk(self, game: Game, tile: Tile) -> bool | None:
        """Override whether a tile may go to Dirk (None: base rule)."""
        return None

    def on_enter_alhambra(self, game: Game, seat: int, tile: Tile, pos: Pos,
                          events: list[Event]) -> None:
        """A tile was placed into ``seat``'s Alhambra."""

    def on_leave_alhambra(self, game: Game, seat: int, tile: Tile, pos: Pos,
                          events: list[Event]) -> None:
        """A tile left ``seat``'s Alhambra (redesign)."""

    # ------------------------------------------------------------------ scoring
    def before_scoring(self, game: Game, scoring: int, events: list[Event]) -> None:
        """Called before each scoring is counted (cards revealed at a scoring, say)."""

    def count_bonus(self, game: Game, seat: int) -> dict[Kind, float]:
        """Buildings this module adds to ``seat``'s counts for majorities, per kind."""
        return {}

    def extra_points(self, game: Game, seat: int, scoring: int) -> dict[str, int]:
        """Points this module awards ``seat`` in a scoring, by line name."""
        return {}

    def after_scoring(self, game: Game, scoring: int, events: list[Event]) -> None:
        """Called after every scoring, in order."""

    # ------------------------------------------------------------------ hidden information
    def redact(self, game: Game, seat: int) -> None:
        """Turn ``game`` (a copy) into what ``seat`` may know of this module's state."""

    def determinize(self, game: Game, rng: Random) -> None:
        """Fill this module's hidden parts of a view with a sample consistent with it."""

    def locations(self, game: Game) -> Iterable[tuple[str, Card | Tile]]:
        """Where this module keeps cards and tiles, for the accounting check."""
        return ()


REGISTRY: dict[str, Module] = {}


def register(module: Module) -> Module:
    if module.id in REGISTRY:
        raise ValueError(f"module {module.id!r} registered twice")
    REGISTRY[module.id] = module
    return module
