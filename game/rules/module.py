"""The hook points through which expansion modules change the game (RULES Part 2).

The base engine knows no module by name. It calls these hooks, in the registry's fixed
order, at the moments the rules name: setup, the deck's piles, cards and tiles drawn, the
actions a seat may take, the stages of a turn, offers and payments, placements, the
between-turns window, scoring, the end of the game, hidden information. A module overrides
only the hooks it needs; every default leaves the base rules untouched, and the engine calls
a hook only for the modules that override it (``Hooks``), so unused hooks cost nothing.

A module instance is shared by all games and holds no game state: its state lives in
``game.ext[module.id]``, an object with ``clone()`` and ``to_dict()``.

Every hook receives the game as a ``context.Context``: what a module may read of it and
the calls through which it changes the core's part (the stage, the seat to move, the
market, the hands, the deck...). It never sets those itself (``tests/rules/test_context.py``
reads the modules' code to check it).

How a module takes part in a turn, without ever setting the phase or the seat to move:

- **Actions** it offers in any stage (``actions``) or in a stage of its own
  (``stage_actions``; its stages are named ``"<id>:<name>"``), applied by ``apply``. A turn
  action reports itself with ``game.action_done(another=...)``.
- **Steps** on the engine's agenda, named ``"<id>:<name>"`` and run by ``run_step``. A
  step asks a seat for a decision with ``game.ask(seat, stage)`` and returns False to wait
  for it; it runs again after each decision until it returns True. ``steps`` puts steps at
  the named points of the end of a turn (``"extra_steps"`` after placing, ``"turn_end"``,
  ``"settled"``, then the refill, the scorings, the window and the next turn: the
  ruleset's ``end_of_turn``), or at ``"setup"`` before the first turn. From inside an
  action, ``game.interrupt(step)`` runs a step at once and then returns to the decision
  that was being made; a step may ``game.schedule`` others before it continues.
- **Offers** it sells (a bazaar, a room, a bid) go through ``game.purchase``; tiles it sells
  beside the market squares (``tile_offers``) are for sale wherever a market tile is (the
  vizier's purchase between turns, say); its cards may
  take part in payments (``judge_payment``, ``payment_options``), money may lie open beside
  the hand (``purse``), and it hears of every payment and purchase.
- **Pieces** (``types.Piece``) for tiles with rules of their own, sorts of side
  (``types.SideKind``: a wall of its own, a bastion), openings in an Alhambra's walls and
  tiles locked in place (``Alhambra.place_opened``, ``lock``; its openings are kept under
  its id), and placements that need more than a position (``placement_options``).
- **Scoring**: buildings added to counts, lines of points (negative ones too: a score never
  falls below 0), decisions asked for before a scoring is counted.

Hidden information (RULES 1.7, D45). A view (``Game.view``) tells a seat only what it saw at
a real table, so a module that keeps anything face down does three things:

- ``secrets`` declares it: the places whose contents the seat cannot tell apart (other
  players' face-down cards, the order of a face-down pile, a secret pick, cards left out
  unseen). This is the rule; a test deals every declared secret anew at random, at every
  step of random games, for every seat, and expects the seat's view not to change.
- ``redact`` hides at least that in the view: whatever it leaves must read the same however
  the secrets were dealt. Not only the obvious field: a list of ids, a count per place, a
  range, a log entry or a remembered value derived from a secret tells it just as well, and
  the whole view is compared, not its ``state_dict``. Keep what is unknown as a pool or as
  placeholders in a fixed order (sorted by id), never in the order it really lies.
- ``determinize`` deals the hidden parts of a view back out, consistently with it.

The deck, the other hands, the bag and the log are the core's: cards dealt into the money
piles (``pile_cards``) are hidden by the deck's rules (a ``ranged`` card's pile is known, not
which card of its sort it is), and an action whose choice only its player sees says so
(``Action.secret``): other seats' views keep it as a blank of its kind.
"""

from __future__ import annotations

from collections.abc import Iterable
from random import Random
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from game.rules.errors import IllegalAction
from game.rules.hidden import Secret
from game.rules.offers import Offer, Payment
from game.rules.types import Card, Currency, Kind, Pos, Tile

if TYPE_CHECKING:
    from game.rules.actions import Action
    from game.rules.context import Context
    from game.rules.events import Event

BASE_VARIANT = "base"


class ModuleState(Protocol):
    def clone(self) -> ModuleState: ...

    def to_dict(self) -> dict[str, Any]: ...


class Module:
    # The words of ``title``, ``description`` and ``options`` are marked with ``N_`` where
    # they are written and translated with ``_`` where they are shown.
    id: ClassVar[str]
    title: ClassVar[str]
    description: ClassVar[str]  # one line, shown in the module picker
    expansion: ClassVar[int]
    action_types: ClassVar[tuple[type, ...]] = ()
    variants: ClassVar[frozenset[str]] = frozenset({BASE_VARIANT})  # game modes it fits
    # Options a game with this module may be set up with (``GameConfig.options``): id ->
    # what it means, in a line for the setup and the command line.
    options: ClassVar[dict[str, str]] = {}
    steps: ClassVar[dict[str, tuple[str, ...]]] = {}   # point -> its steps run there
    # The rules edition (``GameConfig.edition``) a step came with, if after the first:
    # games of an earlier edition replay without it.
    step_editions: ClassVar[dict[str, int]] = {}

    # ------------------------------------------------------------------ setup
    def new_state(self, game: Context) -> ModuleState | None:
        return None

    def bag_tiles(self, game: Context) -> list[Tile]:
        """Tiles that go into the bag with the buildings."""
        return []

    def money_cards(self, game: Context) -> list[Card]:
        """Cards shuffled into the money deck before the starting money is dealt.

        Card ids must be unique in a game: each module numbers its cards from its own base
        (``1000 * module number``), the base game uses ids below 1000."""
        return []

    def deal_before_money(self, game: Context) -> None:
        """Deal what players receive before their starting money (cards, for one)."""

    def pile_cards(self, game: Context) -> dict[int, list[Card]]:
        """Cards to shuffle into the money piles 1-5 (RULES 1.2 step 7), by pile number."""
        return {}

    def setup(self, game: Context) -> None:
        """Last step of setup, after the piles are stacked."""

    def currencies(self, game: Context) -> tuple[Currency, ...]:
        """Currencies this module brings into the game (beside the base game's)."""
        return ()

    # ------------------------------------------------------------------ drawing
    def on_card_drawn(self, game: Context, card: Card, events: list[Event]) -> bool:
        """A non-money card came off the deck for the display. Return True if the module
        took it (it then does not enter the display); False lets it lie in the display.
        To resolve it at once with decisions (an auction), ``game.schedule`` a step: the
        refill goes on after it."""
        return False

    def on_tile_drawn(self, game: Context, tile: Tile, events: list[Event]) -> bool:
        """A tile came out of the bag for the market. True if the module took it."""
        return False

    # ------------------------------------------------------------------ actions and stages
    def actions(self, game: Context) -> Iterable[Action]:
        """Extra actions for ``game.to_move`` in the current stage (any stage)."""
        return ()

    def stage_actions(self, game: Context, stage: str) -> list[Action]:
        """What ``game.to_move`` may do in one of this module's own stages."""
        return []

    def apply(self, game: Context, action: Action, events: list[Event]) -> None:
        """Check and apply one of this module's actions; raise IllegalAction if illegal."""
        raise IllegalAction("no_module_action", named=self.id)

    def window_actions(self, game: Context, seat: int) -> list[Action]:
        """What ``seat`` may do in the between-turns window (besides passing)."""
        return []

    def window_may_act(self, game: Context, seat: int) -> bool:
        """Whether ``window_actions`` has anything for ``seat`` (the window asks this of
        every seat after every turn: a module may answer without listing everything)."""
        return bool(self.window_actions(game, seat))

    def window_open(self, game: Context, seat: int) -> bool:
        """Whether ``seat`` is asked in the window even with nothing to do now: when being
        asked only when able would reveal a secret (which thieves a seat holds)."""
        return False

    def run_step(self, game: Context, step: str, events: list[Event]) -> bool:
        """Run an agenda step this module scheduled as ``"<id>:<step>"``. Return False to
        wait for a decision (the step runs again once one is applied)."""
        raise RuntimeError(f"module {self.id} has no step {step!r}")

    def turn_start(self, game: Context, events: list[Event]) -> None:
        """A new turn has begun (``game.current`` is to act)."""

    # ------------------------------------------------------------------ money and offers
    def money_limit(self, game: Context, seat: int) -> int | None:
        """A higher limit for taking several money cards, if the module grants one."""
        return None

    def purse(self, game: Context, seat: int) -> list[Card]:
        """Money of ``seat``'s that lies open beside the hand and pays like it (coins)."""
        return []

    def take_from_purse(self, game: Context, seat: int, card: Card) -> bool:
        """Take a paid card from this module's open money; False if it is not there."""
        return False

    def judge_payment(self, game: Context, seat: int, offer: Offer,
                      cards: tuple[Card, ...]) -> Payment | None:
        """Judge a payment that uses this module's cards (raise IllegalAction if it is
        wrong); None if the payment is none of this module's business."""
        return None

    def payment_options(self, game: Context, seat: int, offer: Offer) -> list[tuple[Card, ...]]:
        """Extra ways to pay ``offer`` for the legal-action list."""
        return []

    def after_payment(self, game: Context, seat: int, cards: tuple[Card, ...], overpaid: int,
                      offer: Offer, events: list[Event]) -> tuple[Card, ...]:
        """Cards were paid; return those that go to the discard pile (the module keeps or
        removes the rest). ``overpaid``: how much more than the price was paid."""
        return cards

    def discarded(self, game: Context, seat: int, cards: tuple[Card, ...],
                  events: list[Event]) -> tuple[Card, ...]:
        """Cards left ``seat``'s hand for the discard pile (paid, or swapped away): return
        those that reach it (the module takes the rest out of it)."""
        return cards

    def after_purchase(self, game: Context, seat: int, offer: Offer, payment: Payment,
                       bought: Tile | None, events: list[Event]) -> None:
        """``seat`` bought ``offer`` (a market tile, a bazaar, a room, a bid), paying
        ``payment``; ``bought`` is the tile it acquired, if it was a tile."""

    def distribution_money(self, game: Context, seat: int, currency: Currency) -> int:
        """Extra money of ``currency`` a seat holds for the end-of-game distribution."""
        return 0

    def tile_offers(self, game: Context) -> list[tuple[Offer, Tile]]:
        """Tiles this module has for sale beside the market squares (a bazaar), each with
        its offer (``source``: the module's id); bought through ``hand_over``."""
        return []

    def hand_over(self, game: Context, offer: Offer) -> Tile:
        """The tile of one of its ``tile_offers``, taken from where it lies for a buyer
        (IllegalAction if it is not for sale)."""
        raise IllegalAction("not_for_sale")

    # ------------------------------------------------------------------ building
    def may_give_to_dirk(self, game: Context, tile: Tile) -> bool | None:
        """Override whether a tile may go to Dirk (None: the piece's rule)."""
        return None

    def placement_options(self, game: Context, seat: int, tile: Tile,
                          redesign: bool) -> dict[Pos, list[tuple[str, Action]]]:
        """Places ``tile`` may go only through this module (a gate, say): per position,
        what it takes in words and the action that does it."""
        return {}

    def extra_steps(self, game: Context, seat: int) -> list[tuple[str, int | str, Pos]]:
        """Redesign steps of this module's own that an extra step (Ammar's, a master
        builder's: D33) may take, as ``Game.free_redesign_steps`` lists them: (kind, reserve
        tile id, position), the kind named ``"<id>:<what>"``; taken by ``take_step``."""
        return []

    def take_step(self, game: Context, seat: int, kind: str, tile_id: int | str, pos: Pos,
                  events: list[Event]) -> None:
        """Take one of this module's ``extra_steps`` for ``seat`` (the caller checked it is
        listed)."""
        raise IllegalAction("builder_step")

    def step_words(self, game: Context, seat: int, kind: str, tile_id: int | str,
                   pos: Pos) -> str:
        """One of its ``extra_steps`` in words, e.g. "build tower 9 with a gate in its left
        wall" ("" if its tile is not there)."""
        return ""

    def step_redesign(self, kind: str, tile_id: int | str, pos: Pos) -> Action | None:
        """The turn's redesign action that makes the same step as one of its
        ``extra_steps`` (a reserve tile built through a gate as a redesign), so that the
        table lets the extra step be made as a redesign is; None if there is none."""
        return None

    def on_enter_alhambra(self, game: Context, seat: int, tile: Tile, pos: Pos,
                          events: list[Event]) -> None:
        """A tile was placed into ``seat``'s Alhambra."""

    def on_leave_alhambra(self, game: Context, seat: int, tile: Tile, pos: Pos,
                          events: list[Event]) -> None:
        """A tile left ``seat``'s Alhambra (redesign)."""

    # ------------------------------------------------------------------ scoring
    def before_scoring(self, game: Context, scoring: int, events: list[Event]) -> None:
        """Called before each scoring is counted (cards revealed at a scoring, say). It may
        be called again for the same scoring, after a decision: do its work once."""

    def scoring_decision(self, game: Context, scoring: int) -> tuple[int, str] | None:
        """A decision to be made before ``scoring`` is counted: (seat, stage) to ask, or
        None once nothing (more) is to be decided. The module remembers the answer."""
        return None

    def count_bonus(self, game: Context, seat: int) -> dict[Kind, float]:
        """Buildings this module adds to ``seat``'s counts for majorities, per kind."""
        return {}

    def scoring_lines(self, game: Context, scoring: int) -> dict[str, list[int]]:
        """Points this module awards in a scoring, by line (its name, marked with ``N_``):
        one number per player, and one more for Dirk in a two-player game. Negative numbers
        are losses (a score never falls below 0)."""
        return {}

    def after_scoring(self, game: Context, scoring: int, events: list[Event]) -> None:
        """Called after every scoring, in order."""

    # ------------------------------------------------------------------ hidden information
    def secrets(self, game: Context, seat: int) -> Iterable[Secret]:
        """What of this module's state ``seat`` cannot see (see the module's docstring):
        groups of places in ``game`` whose contents the seat cannot tell apart. Declared
        from the rules alone, never from ``redact``: it is what ``redact`` is checked
        against."""
        return ()

    def redact(self, game: Context, seat: int) -> None:
        """Turn ``game`` (a copy) into what ``seat`` may know of this module's state:
        hide at least its ``secrets``, leaving nothing that depends on how they lie."""

    def determinize(self, game: Context, rng: Random) -> None:
        """Fill this module's hidden parts of a view with a sample consistent with it."""

    def locations(self, game: Context) -> Iterable[tuple[str, Card | Tile]]:
        """Where this module keeps cards and tiles, for the accounting check."""
        return ()

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """Where ``piece``, if this module brings it, may ever lie, named as
        ``Game.locations`` names places (a seat's "seat N " left out): what random play
        checks after every action (a master builder never in the discard pile, D49). None
        for a piece not its own."""
        return None


HOOK_NAMES: tuple[str, ...] = tuple(
    name for name, value in vars(Module).items()
    if callable(value) and not name.startswith("_") and name not in ("new_state",))


class Hooks:
    """For one set of modules, each hook's modules that override it (in rule order)."""

    def __init__(self, modules: tuple[Module, ...]) -> None:
        for name in HOOK_NAMES:
            base = getattr(Module, name)
            setattr(self, name, tuple(m for m in modules if getattr(type(m), name) is not base))

    if TYPE_CHECKING:
        # Its attributes are set above, one per hook: for type checkers, each is a tuple.
        def __getattr__(self, name: str) -> tuple[Module, ...]: ...


_HOOKS: dict[tuple[Module, ...], Hooks] = {}


def hooks_for(modules: tuple[Module, ...]) -> Hooks:
    found = _HOOKS.get(modules)
    if found is None:
        found = _HOOKS[modules] = Hooks(modules)
    return found


REGISTRY: dict[str, Module] = {}


def register(module: Module) -> Module:
    if module.id in REGISTRY:
        raise ValueError(f"module {module.id!r} registered twice")
    REGISTRY[module.id] = module
    return module
