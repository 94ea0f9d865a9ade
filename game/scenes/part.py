"""A module's part at the table: what the base scenes ask of an expansion module, without
ever naming one.

Each module that needs something of its own at the table has a file in
``game/scenes/modules`` with a ``TablePart`` subclass, registered there. The base scenes
ask the parts of the modules in the game (``parts_for``) what to show (its cards' and
tiles' faces, tokens and facts beside each player, marks on tiles, the items it lays in
the table's shared zones), how a player acts with it (clicks on its items or its cards, the
advice and the button for what is chosen, its buttons, its words for actions), its
module's events in words for the log (``tell``), how it changes paying, and what it adds
between turns, at the curtain, while placing and at a scoring. Every hook has a default
that adds nothing, so a part overrides only what its module needs; an action of a module
without a part is still offered, described in words, by the generic panel (and an event
of one is named by its type id).

A part sees the table through a ``PartContext``: the game, who holds the device, what is
chosen, and the few things it may ask of the table (say something, send an action, its
hit areas), never the whole scene.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import pygame

from game.i18n import _
from game.rules import (
    Action, Alhambra, Card, Currency, Event, Game, IllegalAction, Offer, Payment, Player,
    Tile,
)
from game.rules.types import money_words
from game.sprites.grid import GridGeometry, OpeningLook
from game.sprites.tiles import SideLook
from game.ui import theme
from game.words.refusals import Told, tell

if TYPE_CHECKING:
    from game.scenes.host import Host
    from game.ui.widgets import Regions

Advice = tuple[str, theme.Colour, str, bool]  # headline, its colour, detail, may confirm
Pos = tuple[int, int]
Painter = Callable[[pygame.Surface, pygame.Rect], None]   # draws something in a room given

# The shared zones of the table where a module lays its items, as at a real table.
SUPPLY = "supply"   # beside the building market: bazaars, treasure rooms, hut stacks
MONEY = "money"     # beside the money display: the gate card, wall cards, an auction


@dataclass(frozen=True)
class Token:
    """A small round token beside a player's name: a letter, lit or spent."""

    letter: str
    active: bool
    words: str  # what it means, for the legend


@dataclass(frozen=True)
class HandItem:
    """Something of a module's that the device holder sees in the hand's last row (a
    face-down card of their own); ``ready`` glows: it can be used now."""

    tag: str
    key: Any
    face: Callable[[tuple[int, int]], pygame.Surface]
    ready: bool = False
    kind: str = ""   # what such items are called, in the plural ("bonus cards")


@dataclass(frozen=True)
class Confirm:
    """The main button for what a part has had the player choose."""

    label: str
    key: str
    width: int = 110


@dataclass(frozen=True)
class PartButton:
    """A button of a part's in the actions panel, shown when it is of use."""

    label: str
    key: str
    action: Action
    done: str = ""      # said once it is done
    width: int = 140
    confirm: str = ""   # asked first, where a slip would cost the turn's action ("": none)


@dataclass(frozen=True)
class StageControl:
    """A button of a part's in the actions panel for one of its own stages, standing for
    some of the stage's ``choices``: one (the button sends it), or several (it opens
    ``chooser``: a dialog of the part's own made for them, such as a bid's amounts, or,
    None, the list of them all). The choices no control stands for are listed behind
    "Choose…"."""

    label: str
    key: str
    choices: tuple[Action, ...]
    chooser: Callable[[PartContext], Any] | None = None
    primary: bool = False
    width: int = 100


@dataclass(frozen=True)
class WindowWords:
    """What the table says between turns when a seat is asked (M1's vizier, say)."""

    status: str         # in the top bar
    head: str           # the actions panel's headline when nothing is chosen
    detail: str
    buy_label: str      # the button that buys the chosen market tile ("": none to buy)
    spent: str          # what buying costs beside the money
    bought: str         # said after buying: "... {tile} ..."
    passed: str         # said after passing


@dataclass(frozen=True)
class Purchase:
    """Something chosen to be bought: its ``offer``, the ``tile`` it brings (None for a room
    of chests, say), what it is called in a sentence, and the action that buys it with the
    chosen cards' ids."""

    offer: Offer
    tile: Tile | None
    title: str
    action: Callable[[tuple[int, ...]], Action]
    square: int | None = None   # the market square it lies on, if it does
    brings: str = ""    # what it would bring, told before paying (where a room's chests go)
    caution: str = ""   # a question asked before buying it ("": none; it brings nothing, say)

    def price_words(self) -> str:
        offer = self.offer
        price = offer.price
        if offer.currency is None:
            if offer.mix:
                return _("at least {price} in any mix of currencies").format(price=price)
            return _("{price} in one currency").format(price=price)
        money = money_words(offer.currency, price)
        # Translators: a price to be paid exactly, e.g. "exactly 7 florins"
        return _("exactly {money}").format(money=money) if offer.exact else money


@dataclass(frozen=True)
class ZoneItem:
    """Something a module lays in one of the table's shared zones (``SUPPLY``, ``MONEY``):
    the hut stacks beside the market, the gate card beside the money display. The zone
    gives it the room it wants where it has it; where it has not, it folds the item to a
    badge (its picture and count, glowing when the player can act on it), which opens it
    in place when clicked. An item without ``paint`` is a badge only (a count to know)."""

    zone: str
    key: str            # unique on the table (its part's hit area's tag, say)
    title: str          # its name, over it and in its badge's tooltip
    paint: Painter | None = None   # draws it in the room given, recording its hit areas
    size: tuple[int, int] = (0, 0)  # the room it wants under its title (logical pixels)
    note: str | Sequence[str] = ""   # beside its title: words, or forms longest first
    count: str = ""     # what its badge says beside its picture ("6", "2/3")
    icon: Painter | None = None    # its badge's picture (else its title's first letter)
    words: str = ""     # what it is and holds, told on hover over its badge
    actionable: bool = False   # the player at the table may act on it now


class PartContext(Protocol):
    """What a part sees of the table: the scene showing it, narrowed to what parts use."""

    @property
    def game(self) -> Game: ...

    @property
    def host(self) -> Host: ...

    @property
    def regions(self) -> Regions: ...

    @property
    def my_turn(self) -> bool:
        """A person is to decide and holds the device."""

    @property
    def large_seat(self) -> int:
        """The seat whose Alhambra is shown large."""

    @property
    def player(self) -> Player:
        """The player of ``large_seat``."""

    @property
    def viewer(self) -> int | None:
        """The seat holding the device: whose secrets may show (None: nobody's)."""

    @property
    def geometry(self) -> GridGeometry | None:
        """Where the cells of the Alhambra shown large are (None: not drawn yet)."""

    @property
    def buying(self) -> Purchase | None:
        """What is chosen to be bought, if anything."""

    def offers(self, *kinds: type) -> bool:
        """Whether the player at the table may make an action of one of ``kinds`` now."""

    def can_pay_exactly(self, offer: Offer) -> bool:
        """Whether the player to move holds cards that pay ``offer`` exactly."""

    def part_choice(self, part: TablePart) -> object:
        """What the player has chosen on ``part``'s items (None: nothing)."""

    def stage_words(self) -> tuple[str, str] | None:
        """What a module's own stage asks now (headline, detail), if one is played."""

    def say(self, words: str, good: bool = False) -> None: ...

    def act(self, action: Action, success: str = "") -> bool:
        """Send the player's ``action``; False (and why, said) if the engine refuses it."""

    def why_not(self, action: Action) -> str | None:
        """The engine's words if ``action`` would be refused now."""

    def offer_special(self, options: list[tuple[str, Action]], success: str = "",
                      title: str = "", note: str = "") -> None:
        """Let the player confirm one of ``options`` (words, action), or none."""

    def last_region(self, tag: str) -> pygame.Rect | None:
        """The last piece drawn with hit area ``tag`` (a piece just added goes last)."""


class TablePart:
    """A module's hooks at the table; every default adds nothing."""

    module_id: ClassVar[str]
    own_actions: ClassVar[tuple[type, ...]] = ()  # actions with a control of their own
    tags: ClassVar[tuple[str, ...]] = ()          # region tags its panel and items use
    count_mark: ClassVar[str] = ""   # mark in the scoring table for buildings it adds
    count_words: ClassVar[str] = ""  # that mark's legend
    # Short headings for its scoring lines' columns in the scoring table, where a line's
    # own name is long (line -> heading, marked with N_)
    line_headings: ClassVar[dict[str, str]] = {}
    # Its page of the rule reference (F1): paragraphs separated by blank lines, a
    # paragraph starting with "- " a point of a list.
    rules_text: ClassVar[str] = ""
    # The words of its rules' refusals, by reason code (see ``game.words.refusals``)
    refusals: ClassVar[Mapping[str, Told]] = {}
    # How the grid draws its module's sorts of side (kind -> look); published to the
    # sprites when the part is registered, with its ``opening_look``.
    side_looks: ClassVar[dict[str, SideLook]] = {}

    def opening_look(self) -> OpeningLook | None:
        """How the grid draws its module's openings in the walls: a draw call per tile
        (surface, the tile's box, the open sides' mask); None if it opens none."""
        return None

    # ------------------------------------------------------------------ words
    def refusal(self, error: IllegalAction) -> str | None:
        """A refusal of its rules in words (None: not one of its own)."""
        return tell(self.refusals, error)

    # ------------------------------------------------------------------ pieces
    def card_words(self, game: Game, card: Card) -> str:
        """What one of its cards is, for a tooltip ("" if not its card)."""
        return ""

    def rule_example(self) -> pygame.Surface | None:
        """A worked example from the rule sheets for its page of the rule reference, drawn
        as the table draws it (None: its page has none)."""
        return None

    def rule_pictures(self) -> list[pygame.Surface]:
        """Pictures of its pieces for its page of the rule reference, where the table draws
        them itself rather than as card faces or tiles ([]: the cards and tiles it deals)."""
        return []

    def card_kind(self, card: Card) -> str:
        """What its cards in a hand are called, in the plural ("" if not its card): the
        name of the hand's last row."""
        return ""

    # ------------------------------------------------------------------ each player
    def tokens(self, game: Game, seat: int) -> list[Token]:
        return []

    def facts(self, game: Game, seat: int) -> list[str]:
        """Short public facts about ``seat`` ("vizier ready")."""
        return []

    def marked_tiles(self, game: Game, seat: int) -> set[int | str]:
        """Tiles of ``seat``'s Alhambra drawn with a star (they count twice, say)."""
        return set()

    def paint_grid(self, surface: pygame.Surface, geometry: GridGeometry, ctx: PartContext,
                   seat: int) -> None:
        """Draw its pieces on ``seat``'s Alhambra, shown large (a disc, citizens)."""

    def hand_items(self, game: Game, seat: int) -> list[HandItem]:
        """What only ``seat`` may see, shown in its hand (asked for the device holder)."""
        return []

    def secret_words(self, game: Game, seat: int) -> str:
        """Public words about ``seat``'s secret things, while nobody holds the device."""
        return ""

    # ------------------------------------------------------------------ its items
    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """What it lays in the table's shared zones now (hut stacks, a card lying there)."""
        return []

    def tip(self, ctx: PartContext, tag: str, key: Any) -> str:
        """Words for the pointer over one of its regions or hand items."""
        return ""

    # ------------------------------------------------------------------ choosing and acting
    def press(self, ctx: PartContext, tag: str, key: Any) -> Any:
        """One of its regions or items was clicked in the player's turn: act (return
        None), return what the player chose (the scene then asks ``advice``), or return a
        ``Purchase`` for something to buy (the cards to pay with come next, as for
        a market square; between turns, when a module offers a purchase there)."""
        return None

    def press_tile(self, ctx: PartContext, choice: Any, tile: Tile) -> Any:
        """With ``choice`` of its made, the player clicked ``tile`` of their own (in the
        Alhambra, the reserve, or bought this turn): the new choice, or None to let the
        click do what it does otherwise."""
        return None

    def press_cell(self, ctx: PartContext, cell: Pos) -> Action | None:
        """In one of its own stages, the player clicked ``cell`` of their Alhambra: the
        action that click takes (None: nothing)."""
        return None

    def free_step(self, game: Game, action: Action) -> Action | None:
        """Where its stage grants an extra redesign step (Ammar's, a master builder's): the
        turn's redesign action that makes the same step as ``action``
        (``Game.redesign_of``).
        The table then lets the step be made as a turn's redesign is, on the Alhambra and
        the reserve. None for any other action."""
        return None

    def advice(self, ctx: PartContext, choice: Any) -> Advice:
        return ("", theme.INK, "", False)

    def confirm(self, ctx: PartContext, choice: Any) -> tuple[Confirm, Action] | None:
        """The button that carries out ``choice``, and the action it sends."""
        return None

    def buttons(self, ctx: PartContext) -> list[PartButton]:
        """Buttons for its actions that need no choice, when they are legal now."""
        return []

    def turn_help(self, ctx: PartContext) -> str:
        """A sentence for the turn's help when its actions are among the turn's choices now
        (how to take a hut, say); "" when they are not."""
        return ""

    def describe(self, action: Action) -> str:
        """Words for one of its actions ("" if not its own)."""
        return ""

    def tell(self, event: Event, names: list[str]) -> str | None:
        """One of its module's events in words for the log, in the language spoken now
        (``names``: the seats'); None if not its own."""
        return None

    def choice_group(self, game: Game, action: Action) -> str:
        """The heading one of its actions is listed under in a list of choices, with
        others of its sort ("Machma: swap your 5 florins"); "": under the module's name."""
        return ""

    def stage_controls(self, ctx: PartContext, actions: list[Action]) -> list[StageControl]:
        """Its buttons for one of its own stages, whose legal ``actions`` are given ([]:
        each action a button where they fit in a row, else the list of them all)."""
        return []

    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        """For one of its own stages: what is being decided (headline, detail)."""
        return None

    def words(self, game: Game, action: Action) -> str:
        """Words for one of its actions with the game at hand (the cards it names, say)."""
        return self.describe(action)

    def after(self, ctx: PartContext, action: Action) -> str:
        """What to say once one of its actions went through ("" for nothing)."""
        return ""

    # ------------------------------------------------------------------ taking money
    def take_advice(self, game: Game, card: Card) -> Advice | None:
        """For one of its cards chosen in the money display."""
        return None

    def hand_hint(self, game: Game, card: Card) -> str:
        """Said when one of its cards in the hand is clicked with no tile chosen."""
        return ""

    # ------------------------------------------------------------------ paying
    def paying_currencies(self, game: Game, seat: int, offer: Offer,
                          cards: list[Card]) -> frozenset[Currency]:
        """Currencies besides the offer's own that the chosen ``cards`` let pay."""
        return frozenset()

    def payment_hint(self, game: Game, seat: int, offer: Offer) -> str:
        """A sentence for the player about to pay (what its cards in the hand allow)."""
        return ""

    def payment_words(self, game: Game, seat: int, offer: Offer, cards: list[Card],
                      payment: Payment | None, paid: int) -> Advice | None:
        """Advice for a payment that uses its cards (``payment`` None: not yet enough)."""
        return None

    def payment_note(self, game: Game, seat: int, offer: Offer, cards: list[Card],
                     payment: Payment) -> str:
        """What paying with its cards among ``cards`` gives up, in a sentence added to
        whatever else the payment's advice says ("": nothing of its)."""
        return ""

    def keeps(self, card: Card) -> bool:
        """Whether ``card`` is so precious that Auto-pay uses it only when nothing else
        pays (a character paying a building in full, say)."""
        return False

    def spends(self, card: Card) -> bool:
        """Whether paying with ``card`` gives up something worth keeping (Auto-pay avoids
        it when it can)."""
        return False

    # ------------------------------------------------------------------ between turns
    def window_words(self, game: Game, seat: int) -> WindowWords | None:
        """Its words when ``seat`` is asked between turns because of it."""
        return None

    def window_purchase(self, game: Game, offer: Offer,
                        cards: tuple[int, ...]) -> Action | None:
        """The action that buys ``offer`` (a market square's tile, or a tile a module sells
        beside the market) between turns with ``cards``."""
        return None

    def curtain_reason(self, game: Game, seat: int) -> str:
        """Why ``seat`` is called to the computer outside its turn ("" if not for this)."""
        return ""

    # ------------------------------------------------------------------ placing
    def preview(self, after: Alhambra, tile: Tile, cell: Pos) -> str | None:
        """Words on what ``tile`` would give at ``cell`` (``after``: the Alhambra with it
        placed), in place of the plain preview; None: the plain one."""
        return None

    # ------------------------------------------------------------------ flights (AI moves)
    def flight_source(self, ctx: PartContext,
                      action: Action) -> tuple[pygame.Surface, pygame.Rect] | None:
        return None

    def flight_target(self, ctx: PartContext, action: Action) -> pygame.Rect | None:
        return None
