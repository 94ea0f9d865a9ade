"""M15 Invaders: attacks after each scoring on the sides left open, and emissaries who tell
where the next attack comes from (RULES Part 2, M15, D16, D17, D24, D34).

Four attack cards (N, E, S, W) lie shuffled face down. When a scoring is counted, the top
attack card is revealed for it (``before_scoring``, once per scoring) and every player loses
points for each exposed side facing that direction (D34): a side of a tile (not a camp; huts,
bazaars and the fountain are tiles, D17) with no wall (printed, or added by M9; a gated
side, M5, is a printed wall still) whose neighbour position is empty, wherever it lies, in a
notch as well. 1st scoring: 1 point per side; 2nd: 2 per side; 3rd: 3 per side in the
attack direction and 1 per side in each of the two directions at right angles. The losses
are the scoring's line ``"invaders"``, after Fatima's 8 points in the same row (D24); the
engine keeps every score at 0 or more. Dirk has no Alhambra and loses nothing. The revealed
card leaves play after its attack (``after_scoring``).

Six emissary cards, one per building kind (the only house data: one per kind), are shuffled;
two lie face up. Whoever buys a building of a face-up emissary's kind paying exactly (in the
turn, with the vizier between turns, M1, or paid by Abdul Karim, M7, whose payment is exact)
may look secretly at the top attack card; the emissary leaves the game only if used. A bazaar
(M16) or a camp (M8) is no building and calls no emissary (D17). Nobody is asked who already
knows the top card. After the 1st and 2nd scorings the face-up emissaries leave the game and
two new ones are turned up.

Option ``open_invasion``: the next attack card is always face up, and there are no emissaries.

The order of face-down cards is kept the way a shuffled pile is used, lazily (D41): a
face-down card is drawn at random from those left (``game.rng``) when it is revealed, and the
top card is fixed only once someone looks at it (or, with open invasion, at once), which is
the same chance as a pile shuffled at the start. A look waits on the agenda; should a failed
refill end the game first (D14), the end of the game takes the agenda and the look lapses.
Hidden information: who looked is public, what they saw is not; a view of a seat that did
not look keeps the top card among the unknown ones, and ``determinize`` fixes it again (at
random) when someone else knows it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.i18n import N_, _, ngettext
from game.rules.actions import Action, action
from game.rules.alhambra import Alhambra
from game.rules.errors import IllegalAction
from game.rules.events import Event, event
from game.rules.hidden import Place, Secret, places
from game.rules.module import Module, register
from game.rules.types import KINDS, SIDE_BIT, SIDES, STEP, Card, card_class, kind_name

if TYPE_CHECKING:
    from game.rules.context import Context
    from game.rules.offers import Offer, Payment
    from game.rules.types import Tile

ID_BASE = 15000
OPEN_INVASION = "open_invasion"
# Translators: a line of the scoring table, the points lost to the invaders
LINE = N_("invaders")    # the scoring line; sorts after the capitalised "Fatima" (D24)
PEEK = "invaders:peek"   # the stage: look at the next attack card, or not
FACE_UP = 2              # emissaries lying face up
CAMP = "camp"            # M8's sort of tile: its sides are never attacked (D34)
DIRECTIONS = SIDES       # N E S W
# Translators: where the invaders attack from ("an attack from the north")
DIRECTION_WORDS = {"N": N_("north"), "E": N_("east"), "S": N_("south"), "W": N_("west")}
RIGHT_ANGLES = {"N": ("E", "W"), "E": ("N", "S"), "S": ("E", "W"), "W": ("N", "S")}
# Points lost per exposed side at each scoring: (in the attack direction, at right angles).
PER_SIDE = {1: (1, 0), 2: (2, 0), 3: (3, 1)}


@card_class
class AttackCard(Card):
    """An attack card: the direction the invaders come from."""

    direction: str

    def label(self) -> str:
        # Translators: an attack card; {direction} is north, east, south or west
        return _("attack from the {direction}").format(
            direction=_(DIRECTION_WORDS[self.direction]))


@card_class
class EmissaryCard(Card):
    """An emissary: a building kind whose exact purchase lets the buyer look."""

    kind: str

    def label(self) -> str:
        # Translators: an emissary card; {kind} is a building kind
        return _("{kind} emissary").format(kind=kind_name(self.kind))


ATTACK_CARDS = {d: AttackCard(ID_BASE + 1 + i, d) for i, d in enumerate(DIRECTIONS)}
EMISSARY_CARDS = {k.value: EmissaryCard(ID_BASE + 11 + i, k.value) for i, k in enumerate(KINDS)}


@action("invaders:peek", formerly="Peek")
class Peek(Action):
    """After an exact purchase of an emissary's kind: look at the next attack card, or not."""

    module = "invaders"
    look: bool

    def reveals(self) -> bool:
        return self.look  # the card seen cannot be unseen: no undo past it


@event("invaders:emissary_used")
class EmissaryUsed(Event):
    """A seat was offered the emissary of ``kind``: it ``looked`` at the next attack card
    with it (then the emissary leaves the game), or let it be."""

    module = "invaders"
    seat: int
    kind: str
    looked: bool


@event("invaders:attack_revealed")
class AttackRevealed(Event):
    """The attack card of scoring ``scoring``: the invaders come from ``direction``."""

    module = "invaders"
    scoring: int
    direction: str


@event("invaders:emissaries_turned_up")
class EmissariesTurnedUp(Event):
    module = "invaders"
    kinds: tuple[str, ...]


@dataclass
class InvadersState:
    attacks: list[str]              # face-down attack cards (not the top, if fixed), sorted
    top: str | None                 # the top attack card once fixed (looked at, or open)
    knows: list[bool]               # per seat: has seen the top card (public: that they did)
    emissaries: list[str]           # face-down emissaries (kinds), sorted: drawn at random
    face_up: list[str]              # the emissaries lying face up
    gone: list[str] = field(default_factory=list)          # emissaries out of the game
    revealed: dict[int, str] = field(default_factory=dict)  # scoring -> its attack card
    in_play: int | None = None      # the scoring whose attack card lies revealed now
    offer: tuple[int, str] | None = None  # (seat, emissary kind) being asked to look

    def clone(self) -> InvadersState:
        return InvadersState(self.attacks.copy(), self.top, self.knows.copy(),
                             self.emissaries.copy(), self.face_up.copy(), self.gone.copy(),
                             dict(self.revealed), self.in_play, self.offer)

    def to_dict(self) -> dict:
        return {"attacks": self.attacks, "top": self.top, "knows": self.knows,
                "emissaries": self.emissaries, "face_up": self.face_up, "gone": self.gone,
                "revealed": {str(k): v for k, v in sorted(self.revealed.items())},
                "in_play": self.in_play,
                "offer": None if self.offer is None else list(self.offer)}

    def face_down(self) -> list[str]:
        """Every attack card still face down (the top one too)."""
        return self.attacks + ([self.top] if self.top is not None else [])


def state_of(game: Context) -> InvadersState:
    return game.ext["invaders"]


def is_open(game: Context) -> bool:
    return OPEN_INVASION in game.config.options


def known_next(game: Context, seat: int | None) -> str | None:
    """The next attack as ``seat`` knows it (None: unknown to it). With open invasion it
    is public; otherwise only a seat that looked knows it."""
    state = state_of(game)
    if state.top is None:
        return None
    if is_open(game) or (seat is not None and state.knows[seat]):
        return state.top
    return None


# --------------------------------------------------------------------------- exposed sides
def exposed_sides(alhambra: Alhambra) -> list[tuple[tuple[int, int], str]]:
    """Every exposed side (D34): an unwalled side of a tile that is not a camp, whose
    neighbour position is empty (on the outline or in a notch alike). ``tile.mask`` holds
    printed and added walls (M9) and bastions; a gate (M5) stands in a printed wall."""
    found = []
    for (x, y), tile in alhambra.items():
        if tile.category == CAMP:
            continue
        for side in SIDES:
            if tile.mask & SIDE_BIT[side]:
                continue
            dx, dy = STEP[side]
            if (x + dx, y + dy) not in alhambra:
                found.append(((x, y), side))
    return found


def exposure(alhambra: Alhambra) -> tuple[int, int, int, int]:
    """Exposed sides facing N, E, S, W; remembered by the Alhambra until it changes."""
    def count() -> tuple[int, int, int, int]:
        sides = [side for _pos, side in exposed_sides(alhambra)]
        return tuple(sides.count(d) for d in DIRECTIONS)  # type: ignore[return-value]
    return alhambra.cached(("invaders", "exposure"), count)


def attack_loss(number: int, direction: str, exposed: tuple[int, ...]) -> int:
    """Points an attack from ``direction`` at scoring ``number`` takes from an Alhambra
    with ``exposed`` sides per direction (N, E, S, W)."""
    ahead, across = PER_SIDE[min(number, 3)]
    by = dict(zip(DIRECTIONS, exposed))
    loss = ahead * by[direction]
    if across:
        loss += across * sum(by[d] for d in RIGHT_ANGLES[direction])
    return loss


def rate_words(number: int, direction: str) -> str:
    """What an attack from ``direction`` costs at scoring ``number``, in words."""
    ahead, across = PER_SIDE[min(number, 3)]
    if not across:
        return ngettext("{count} point per open side facing it",
                        "{count} points per open side facing it", ahead).format(count=ahead)
    first, second = (_(DIRECTION_WORDS[d]) for d in RIGHT_ANGLES[direction])
    # Translators: {first} and {second} are directions, e.g. "east" and "west"
    return ngettext("{count} point per open side facing it, {across} per side facing {first} "
                    "or {second}",
                    "{count} points per open side facing it, {across} per side facing {first} "
                    "or {second}", ahead).format(count=ahead, across=across, first=first,
                                                 second=second)


class Invaders(Module):
    id = "invaders"
    title = N_("Invaders")
    description = N_("After each scoring invaders attack from one side: open sides facing them "
                     "cost points.")
    expansion = 4
    action_types = (Peek,)
    options = {OPEN_INVASION: N_("Open invasion: the next attack card is always face up; "
                                 "no emissaries")}

    def new_state(self, game: Context) -> InvadersState:
        players = game.config.players
        emissaries = [] if OPEN_INVASION in game.config.options else sorted(EMISSARY_CARDS)
        return InvadersState(sorted(DIRECTIONS), None, [False] * players, emissaries, [])

    def setup(self, game: Context) -> None:
        if is_open(game):
            self._turn_up_top(game)
        else:
            self._turn_up_emissaries(game)

    # ------------------------------------------------------------------ drawing at random
    @staticmethod
    def _draw(pile: list[str], rng: random.Random) -> str:
        return pile.pop(rng.randrange(len(pile)))

    def _turn_up_top(self, game: Context) -> None:
        """Open invasion: the next attack card lies face up."""
        state = state_of(game)
        if state.top is None and state.attacks:
            state.top = self._draw(state.attacks, game.rng)

    def _turn_up_emissaries(self, game: Context) -> None:
        state = state_of(game)
        while len(state.face_up) < FACE_UP and state.emissaries:
            state.face_up.append(self._draw(state.emissaries, game.rng))

    # ------------------------------------------------------------------ the emissaries
    def after_purchase(self, game: Context, seat: int, offer: Offer, payment: Payment,
                       bought: Tile | None, events: list[Event]) -> None:
        """An exact purchase of a building of a face-up emissary's kind: the buyer may look
        (asked at once, then the game comes back to where it was)."""
        if is_open(game) or bought is None or not bought.is_building or not payment.exact:
            return  # a bazaar (M16), a camp (M8), an overpayment: no emissary (D17)
        state = state_of(game)
        kind = bought.kind.value if bought.kind is not None else None
        if kind not in state.face_up or state.knows[seat] or not state.face_down():
            return
        state.offer = (seat, kind)
        # An exact purchase in the turn gives another action, and one between turns leaves
        # the window as it was: the decision interrupted is the one to come back to.
        game.interrupt("invaders:peek")

    def run_step(self, game: Context, step: str, events: list[Event]) -> bool:
        if step == "peek":
            offer = state_of(game).offer
            if offer is None:
                return True
            game.ask(offer[0], PEEK)
            return False
        return super().run_step(game, step, events)

    def stage_actions(self, game: Context, stage: str) -> list[Action]:
        if stage == PEEK:
            return [Peek(True), Peek(False)]
        return []

    def apply(self, game: Context, act: Action, events: list[Event]) -> None:
        if not isinstance(act, Peek):
            super().apply(game, act, events)
            return
        game.require_stage(PEEK)
        state = state_of(game)
        seat = game.to_move
        if state.offer is None or state.offer[0] != seat:
            raise IllegalAction("no_emissary", module=self.id)
        if not isinstance(act.look, bool):
            raise IllegalAction("bad_choice", module=self.id)
        kind = state.offer[1]
        state.offer = None
        if not act.look:
            events.append(EmissaryUsed(seat, kind, looked=False))
            return
        state.face_up.remove(kind)
        state.gone.append(kind)   # used: it leaves the game
        state.knows[seat] = True
        if state.top is None and game.viewer is None:
            # The top card is fixed now. (On a view it stays unknown: the view cannot tell
            # what would be seen; ``determinize`` samples it.)
            state.top = self._draw(state.attacks, game.rng)
        events.append(EmissaryUsed(seat, kind, looked=True))

    # ------------------------------------------------------------------ the attacks
    def before_scoring(self, game: Context, scoring: int, events: list[Event]) -> None:
        """The top attack card is revealed for this scoring (once, however often asked)."""
        state = state_of(game)
        if scoring in state.revealed:
            return
        if state.top is not None:
            direction = state.top
            state.top = None
        elif state.attacks:
            direction = self._draw(state.attacks, game.rng)
        else:
            return  # (four cards for three scorings: never)
        state.revealed[scoring] = direction
        state.in_play = scoring
        state.knows = [False] * len(state.knows)  # everyone sees it now
        events.append(AttackRevealed(scoring, direction))
        if is_open(game):
            self._turn_up_top(game)

    def scoring_lines(self, game: Context, scoring: int) -> dict[str, list[int]]:
        """The losses of the attack revealed for this scoring (nothing for a scoring whose
        card is not revealed yet)."""
        direction = state_of(game).revealed.get(scoring)
        if direction is None:
            return {}
        losses = [-attack_loss(scoring, direction, exposure(p.alhambra)) for p in game.players]
        if game.dirk is not None:
            losses.append(0)  # Dirk has no Alhambra to attack
        return {LINE: losses}

    def after_scoring(self, game: Context, scoring: int, events: list[Event]) -> None:
        """The attack card leaves play; after the 1st and 2nd scorings the face-up
        emissaries leave the game and two new ones are turned up (D16)."""
        state = state_of(game)
        if state.in_play == scoring:
            state.in_play = None
        if scoring >= 3 or is_open(game):
            return
        state.gone.extend(state.face_up)
        state.face_up = []
        self._turn_up_emissaries(game)
        if state.face_up:
            events.append(EmissariesTurnedUp(tuple(state.face_up)))

    # ------------------------------------------------------------------ hidden information
    def secrets(self, game: Context, seat: int) -> list[Secret]:
        """M15: the top attack card, once fixed, for a seat that did not look (with open
        invasion it lies face up); the others face down are a set, drawn at random (D41)."""
        state = state_of(game)
        if state.top is None or is_open(game) or state.knows[seat]:
            return []
        spots = (Place(state, "top", attribute=True), *places(state.attacks))
        return [Secret(spots, tidy=state.attacks.sort)]

    def redact(self, game: Context, seat: int) -> None:
        """A seat that did not look does not know the top attack card (open invasion: all
        do); the face-down emissaries are a sorted pile already."""
        state = state_of(game)
        if state.top is not None and not is_open(game) and not state.knows[seat]:
            state.attacks = sorted(state.attacks + [state.top])
            state.top = None

    def determinize(self, game: Context, rng: random.Random) -> None:
        """Someone looked and the viewer did not: the top card they saw is sampled."""
        state = state_of(game)
        if state.top is None and state.attacks and (any(state.knows) or is_open(game)):
            state.top = self._draw(state.attacks, rng)

    def locations(self, game: Context):
        state = state_of(game)
        for direction in state.face_down():
            yield "attack cards face down", ATTACK_CARDS[direction]
        for scoring, direction in state.revealed.items():
            where = "attack card revealed" if scoring == state.in_play else "attacks made"
            yield where, ATTACK_CARDS[direction]
        for kind in state.emissaries:
            yield "emissaries face down", EMISSARY_CARDS[kind]
        for kind in state.face_up:
            yield "emissaries face up", EMISSARY_CARDS[kind]
        for kind in state.gone:
            yield "emissaries out of the game", EMISSARY_CARDS[kind]

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """Attack cards and emissaries lie in their own piles, never among the money
        (M15)."""
        if isinstance(piece, AttackCard):
            return ATTACK_PLACES
        return EMISSARY_PLACES if isinstance(piece, EmissaryCard) else None


ATTACK_PLACES = frozenset({"attack cards face down", "attack card revealed", "attacks made"})
EMISSARY_PLACES = frozenset({"emissaries face down", "emissaries face up",
                             "emissaries out of the game"})


register(Invaders())
