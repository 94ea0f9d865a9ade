"""The Alcazaba variant: tiles won with dice instead of bought (RULES Part 3, D9-D12, D36).

Over the shared core (Alhambras, placing and redesign, stages and agenda, scoring, views,
saves) this ruleset brings its own table (``game.table``, a ``DiceTable``): five face-down
stacks of one tile per kind, the six columns of the round with their tiles and the
first-player token, the dice board (a ladder per column: rows 1-8 by the count of dice,
three squares per row for 1, 2 or 3 throws), the markers, the dice of the turn and the
rounds. A turn is up to three throws of the eight dice, keeping any; then a marker is
claimed on a kind showing (D9), sliding to the next worse free square (D10), or, after a
1st or 2nd throw, a redesign step spends the marker instead. When every marker is placed
the round ends column by column, best marker first, each winner taking a tile (placed at
once) or the token. Scorings follow rounds 1, 3 and 5; the third is the final one.

Every throw comes from ``game.rng``, so a seed and the log replay a game throw by throw.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.rules.actions import Action, action
from game.rules.data import base_tiles
from game.rules.errors import HiddenInformation, IllegalAction
from game.rules.events import Event, event
from game.rules.hidden import Place, Secret
from game.rules.rulesets.ruleset import Ruleset
from game.rules.stages import PLACE_NOW
from game.rules.types import KINDS, Card, Kind, Tile

if TYPE_CHECKING:
    from game.rules.engine import Game

VARIANT = "alcazaba"
DICE = 8
MAX_THROWS = 3
ROUNDS = 5
STACK_ROUNDS = 5  # one stack of six tiles per round
BAG_TILES_PER_ROUND = 5
SCORING_AFTER = {1: 1, 3: 2, 5: 3}  # round -> the scoring that follows it
NO_TOKEN_ROUND = 5
EXTRA_TOWER_ID = 55  # D11: house data, price 10, no walls
EXTRA_TOWER_OPTION = "extra_tower"
DIRK = -1  # Dirk's markers on the board
DIRK_ROWS = (2, 3, 4, 5, 6)  # his five markers, on the 3-throw squares of these rows
TAKE, FIRST = "alcazaba:take", "alcazaba:first"


def markers_per_player(players: int) -> int:
    """RULES Part 3 setup: 5 with 2-3 players, 4 with 4, 3 with 5-6."""
    return 5 if players <= 3 else 4 if players == 4 else 3


def extra_tower() -> Tile:
    """D11: the twelfth tower (price 10, no walls)."""
    return Tile(EXTRA_TOWER_ID, Kind.TOWER, 10)


# The squares of a column from best to worst (D36): more dice first, then fewer throws.
Square = tuple[int, int]  # (count of dice, throws made)
SQUARES: tuple[Square, ...] = tuple((count, throws) for count in range(DICE, 0, -1)
                                    for throws in range(1, MAX_THROWS + 1))
RANK = {square: rank for rank, square in enumerate(SQUARES)}


def landing(taken: dict[Square, int], square: Square) -> Square | None:
    """Where a marker aimed at ``square`` lands: it, or the next worse free square; None
    past the last one (out for this round). Placed markers never move (D10)."""
    for candidate in SQUARES[RANK[square]:]:
        if candidate not in taken:
            return candidate
    return None


# --------------------------------------------------------------------------- actions
@action("alcazaba:throw", formerly="Throw")
class Throw(Action):
    """Throw the dice, keeping ``keep`` (the faces of the dice set aside, by kind). The
    first throw keeps nothing; a throw that keeps all eight still counts."""

    keep: tuple[str, ...]


@action("alcazaba:claim", formerly="Claim")
class Claim(Action):
    """Place this turn's marker in the column of ``kind`` (which shows at least one die)."""

    kind: str


@action("alcazaba:take_tile", formerly="TakeTile")
class TakeTile(Action):
    """At the round's end: the winning marker takes this tile from its column."""

    tile: int | str


@action("alcazaba:take_token", formerly="TakeToken")
class TakeToken(Action):
    """At the round's end: the winning marker takes the first-player token."""


@action("alcazaba:name_first", formerly="NameFirst")
class NameFirst(Action):
    """Whoever took the token names the first player of the next round."""

    seat: int


# --------------------------------------------------------------------------- the table
@event("alcazaba:round_began")
class RoundBegan(Event):
    """Round ``round`` began with ``count`` tiles laid out; the first-player token lies by
    the column of ``token`` (None: no token this round)."""

    round: int
    count: int
    token: Kind | None


@event("alcazaba:dice_thrown")
class DiceThrown(Event):
    """A seat threw ``count`` dice, its throw number ``throw``."""

    seat: int
    count: int
    throw: int


@event("alcazaba:marker_placed")
class MarkerPlaced(Event):
    """A seat's marker went by the column of ``kind`` on ``square`` (dice, throw); None: no
    square was left below, the marker is out this round."""

    seat: int
    kind: Kind
    square: Square | None


@event("alcazaba:dirk_took")
class DirkTook(Event):
    """At a round's end Dirk took ``tile``, or (None) the first-player token (D12)."""

    tile: Tile | None


@event("alcazaba:tile_taken")
class TileTaken(Event):
    seat: int
    tile: Tile


@event("alcazaba:token_taken")
class TokenTaken(Event):
    seat: int


@event("alcazaba:first_named")
class FirstNamed(Event):
    """A seat named ``first`` first player of the next round."""

    seat: int
    first: int


@dataclass
class DiceTable:
    """The Alcazaba variant's own state (``game.table``)."""

    stacks: list[list[Tile]]  # the next round's stack first
    columns: dict[Kind, list[Tile]]
    token: Kind | None  # the column the first-player token lies in, if any
    board: dict[Kind, dict[Square, int]]  # who holds each taken square (DIRK: Dirk)
    markers: list[int]  # markers each seat has still to place this round
    round: int = 0
    first: int = 0  # the first player of this round
    next_first: int | None = None  # named by whoever took the token
    naming: int | None = None  # the seat that took the token and is to name the next first
    dice: list[Kind] = field(default_factory=list)  # this turn's dice as they lie
    throws: int = 0
    queue: list[tuple[Kind, int]] = field(default_factory=list)  # the round end, in order
    gone: list[Tile] = field(default_factory=list)  # tiles left over at a round's end

    def clone(self) -> DiceTable:
        return DiceTable(
            stacks=[s.copy() for s in self.stacks],
            columns={k: v.copy() for k, v in self.columns.items()},
            token=self.token, board={k: v.copy() for k, v in self.board.items()},
            markers=self.markers.copy(), round=self.round, first=self.first,
            next_first=self.next_first, naming=self.naming, dice=self.dice.copy(),
            throws=self.throws,
            queue=self.queue.copy(), gone=self.gone.copy())

    def to_dict(self) -> dict[str, Any]:
        return {
            "stacks": [[t.id for t in s] for s in self.stacks],
            "columns": {k.value: [t.id for t in v] for k, v in self.columns.items()},
            "token": None if self.token is None else self.token.value,
            "board": {k.value: sorted([c, t, who] for (c, t), who in v.items())
                      for k, v in self.board.items()},
            "markers": self.markers, "round": self.round, "first": self.first,
            "next_first": self.next_first, "naming": self.naming,
            "dice": [d.value for d in self.dice],
            "throws": self.throws,
            "queue": [[k.value, who] for k, who in self.queue],
            "gone": [t.id for t in self.gone],
        }

    def counts(self) -> Counter[Kind]:
        """How many of this turn's dice show each kind."""
        return Counter(self.dice)

    def prize(self, kind: Kind) -> int:
        """What is left to win in a column: its tiles, and the token if it lies there."""
        return len(self.columns[kind]) + (1 if self.token is kind else 0)


def table_of(game: Game) -> DiceTable:
    table = game.table
    assert isinstance(table, DiceTable), "not an Alcazaba game"
    return table


# --------------------------------------------------------------------------- the ruleset
class DiceRules(Ruleset):
    """The Alcazaba variant (``GameConfig.variant == "alcazaba"``); stateless, shared."""

    variant = VARIANT
    handlers = {
        Throw: lambda rules, game, act, events: rules.throw(game, act, events),
        Claim: lambda rules, game, act, events: rules.claim(game, act, events),
        TakeTile: lambda rules, game, act, events: rules.take_tile(game, act, events),
        TakeToken: lambda rules, game, act, events: rules.take_token(game, act, events),
        NameFirst: lambda rules, game, act, events: rules.name_first(game, act, events),
    }
    steps = {
        "next_marker": lambda rules, game, events: rules.next_marker(game, events),
        "resolve": lambda rules, game, events: rules.resolve(game, events),
        "new_round": lambda rules, game, events: rules.new_round(game, events),
        "first": lambda rules, game, events: rules.ask_first(game, events),
    }
    end_of_turn = (("turn_end", None), ("next_marker", "next_marker"))

    # ================================================================= setup
    def setup(self, game: Game, events: list[Event]) -> int:
        """RULES Part 3 setup: five stacks of one tile per kind, the rest in the bag (with
        the extra tower, D11), markers by player count, a random first player."""
        by_kind: dict[Kind, list[Tile]] = {kind: [] for kind in KINDS}
        for tile in base_tiles():
            assert tile.kind is not None
            by_kind[tile.kind].append(tile)
        stacks: list[list[Tile]] = [[] for _stack in range(STACK_ROUNDS)]
        game.bag = [extra_tower()]
        for kind in KINDS:
            tiles = by_kind[kind]
            game.rng.shuffle(tiles)
            for stack, tile in zip(stacks, tiles):
                stack.append(tile)
            game.bag.extend(tiles[STACK_ROUNDS:])
        game.rng.shuffle(game.bag)
        players = game.config.players
        game.table = DiceTable(
            stacks=stacks, columns={kind: [] for kind in KINDS}, token=None,
            board={kind: {} for kind in KINDS}, markers=[0] * players)
        first = game.rng.randrange(players)
        game.table.first = first
        self.lay_out(game, events)
        return first

    def lay_out(self, game: Game, events: list[Event]) -> None:
        """The start of a round: the stack's six tiles and five from the bag to their
        columns, the token rolled for (not in round 5), Dirk's markers, fresh markers."""
        table = table_of(game)
        table.round += 1
        for tile in table.stacks.pop(0):
            assert tile.kind is not None
            table.columns[tile.kind].append(tile)
        drawn = [game.draw_tile() for _tile in range(min(BAG_TILES_PER_ROUND, len(game.bag)))]
        for tile in drawn:
            assert tile.kind is not None
            table.columns[tile.kind].append(tile)
        table.token = None if table.round == NO_TOKEN_ROUND else game.rng.choice(KINDS)
        table.markers = [markers_per_player(game.config.players)] * game.config.players
        if game.dirk is not None:  # two players: Dirk's markers, in draw order
            for tile, row in zip(drawn, DIRK_ROWS):
                assert tile.kind is not None
                square = landing(table.board[tile.kind], (row, MAX_THROWS))
                if square is not None:
                    table.board[tile.kind][square] = DIRK
        events.append(RoundBegan(table.round, len(drawn) + 6, table.token))

    # ================================================================= a marker's turn
    def turn_actions(self, game: Game, redesigns: bool = True) -> list[Action]:
        table = table_of(game)
        if table.throws == 0:
            return [Throw(())]
        actions: list[Action] = [Claim(kind.value) for kind in KINDS if kind in table.dice]
        if table.throws < MAX_THROWS:
            actions.extend(Throw(keep) for keep in keeps(table.dice))
            if redesigns:
                actions.extend(game.redesign_actions(game.to_move))  # instead of a marker
        return actions

    def throw(self, game: Game, act: Throw, events: list[Event]) -> None:
        game.require_stage("action")
        table = table_of(game)
        if table.throws >= MAX_THROWS:
            raise IllegalAction("no_throws")
        try:
            keep = [Kind(face) for face in act.keep]
        except ValueError:
            raise IllegalAction("bad_dice") from None
        if table.throws == 0 and keep:
            raise IllegalAction("first_throw")
        available = table.counts()
        if any(Counter(keep)[kind] > available[kind] for kind in keep):
            raise IllegalAction("keep_shown")
        if game.viewer is not None:
            raise HiddenInformation("a view cannot throw dice")
        rolled = [game.rng.choice(KINDS) for _die in range(DICE - len(keep))]
        table.dice = sorted(keep, key=KINDS.index) + rolled
        table.throws += 1
        events.append(DiceThrown(game.to_move, len(rolled), table.throws))

    def claim(self, game: Game, act: Claim, events: list[Event]) -> None:
        game.require_stage("action")
        table = table_of(game)
        try:
            kind = Kind(act.kind)
        except ValueError:
            raise IllegalAction("bad_kind") from None
        if table.throws == 0:
            raise IllegalAction("throw_first")
        count = table.counts()[kind]
        if count == 0:  # D9
            raise IllegalAction("no_die", kind=kind)
        seat = game.to_move
        square = landing(table.board[kind], (count, table.throws))
        if square is not None:
            table.board[kind][square] = seat
        events.append(MarkerPlaced(seat, kind, square))
        game.action_done()

    def round_of(self, game: Game) -> int:
        """The dice round, one of five (RULES Part 3), not the turns counted by players."""
        return max(table_of(game).round, 1)

    def redesign_refused(self, game: Game) -> IllegalAction | None:
        throws = table_of(game).throws
        if throws == 0 or throws >= MAX_THROWS:
            return IllegalAction("no_redesign_now", throws=throws)
        return None

    def actions_over(self, game: Game) -> None:
        """A marker was placed, or spent on a redesign step: the turn ends."""
        table = table_of(game)
        table.markers[game.to_move] -= 1
        table.dice = []
        table.throws = 0
        game.end_of_turn()

    def next_marker(self, game: Game, events: list[Event]) -> bool:
        """The next player with a marker left plays; with none left, the round ends."""
        table = table_of(game)
        for seat in game.seats_from(game.current + 1):
            if table.markers[seat] > 0:
                game.start_turn(seat, events)
                return True
        table.queue = [(kind, who) for kind in KINDS
                       for _square, who in sorted(table.board[kind].items(),
                                            key=lambda item: RANK[item[0]])]
        game.schedule("resolve")
        return True

    # ================================================================= the round's end
    def resolve(self, game: Game, events: list[Event]) -> bool:
        """Column by column, best marker first: each winner takes a tile (placed at once)
        or the token, while something is left (RULES Part 3 round end)."""
        table = table_of(game)
        while table.queue:
            kind, who = table.queue[0]
            if table.prize(kind) == 0:
                table.queue.pop(0)
                continue
            if who == DIRK:
                table.queue.pop(0)
                self._dirk_takes(game, kind, events)
                continue
            game.ask(who, TAKE)
            return False
        for kind in KINDS:  # leftover tiles leave the game
            table.gone.extend(table.columns[kind])
            table.columns[kind] = []
            table.board[kind] = {}
        table.token = None
        scoring = SCORING_AFTER.get(table.round)
        if table.round == ROUNDS:
            game.end_game()
            return True
        if scoring is not None:
            game.pending_scorings.append(scoring)
            game.schedule("scorings", "new_round")
        else:
            game.schedule("new_round")
        return True

    def _dirk_takes(self, game: Game, kind: Kind, events: list[Event]) -> None:
        """D12: Dirk takes the cheapest tile (lowest id on a tie); the token only when no
        tile is left, and then the player who was not first this round starts the next."""
        table = table_of(game)
        assert game.dirk is not None
        tiles = table.columns[kind]
        if tiles:
            tile = min(tiles, key=lambda t: (t.price, str(t.id)))
            tiles.remove(tile)
            game.dirk.append(tile)
            events.append(DirkTook(tile))
        else:
            table.token = None
            table.next_first = 1 - table.first
            events.append(DirkTook(None))

    def stage_actions(self, game: Game, stage: str) -> list[Action]:
        table = table_of(game)
        if stage == TAKE:
            kind = table.queue[0][0]
            found: list[Action] = [TakeTile(t.id) for t in table.columns[kind]]
            if table.token is kind:
                found.append(TakeToken())
            return found
        if stage == FIRST:
            return [NameFirst(seat) for seat in range(len(game.players))]
        return []

    def _winner(self, game: Game) -> tuple[Kind, int]:
        game.require_stage(TAKE)
        table = table_of(game)
        kind, who = table.queue[0]
        assert who == game.to_move
        return kind, who

    def take_tile(self, game: Game, act: TakeTile, events: list[Event]) -> None:
        kind, seat = self._winner(game)
        table = table_of(game)
        tile = next((t for t in table.columns[kind] if t.id == act.tile), None)
        if tile is None:
            raise IllegalAction("not_in_column", kind=kind)
        table.columns[kind].remove(tile)
        table.queue.pop(0)
        game.players[seat].pending.append(tile)
        game.turn_bought = [tile.id]  # it may go to Dirk (two players) as a bought tile may
        events.append(TileTaken(seat, tile))
        game.schedule("place_pending")

    def take_token(self, game: Game, act: TakeToken, events: list[Event]) -> None:
        kind, seat = self._winner(game)
        table = table_of(game)
        if table.token is not kind:
            raise IllegalAction("no_token")
        table.token = None
        table.queue.pop(0)
        table.naming = seat
        events.append(TokenTaken(seat))
        game.schedule("first")

    def ask_first(self, game: Game, events: list[Event]) -> bool:
        """Whoever took the token names the next round's first player (a decision)."""
        table = table_of(game)
        if table.naming is None:
            return True
        game.ask(table.naming, FIRST)
        return False

    def name_first(self, game: Game, act: NameFirst, events: list[Event]) -> None:
        game.require_stage(FIRST)
        if not isinstance(act.seat, int) or not 0 <= act.seat < len(game.players):
            raise IllegalAction("bad_seat")
        table = table_of(game)
        table.next_first = act.seat
        table.naming = None
        events.append(FirstNamed(game.to_move, act.seat))

    def may_give_to_dirk(self, game: Game, tile: Tile) -> bool:
        return game.phase == PLACE_NOW and tile.id in game.turn_bought

    def new_round(self, game: Game, events: list[Event]) -> bool:
        table = table_of(game)
        if table.next_first is not None:
            table.first = table.next_first
            table.next_first = None
        self.lay_out(game, events)
        game.start_turn(table.first, events)
        return True

    def end_game(self, game: Game) -> None:
        """After round 5: the final scoring (no market distribution)."""
        game.schedule("final_scoring")

    # ================================================================= hidden information
    def secrets(self, game: Game, seat: int) -> list[Secret]:
        """RULES Part 3 setup, 1.7: besides the bag's order, which of a kind's unseen tiles
        lie in the face-down stacks (one of each kind in each) and which in the bag."""
        table = table_of(game)
        found = []
        for kind in KINDS:
            spots = [Place(stack, index) for stack in table.stacks
                     for index, tile in enumerate(stack) if tile.kind is kind]
            spots += [Place(game.bag, index) for index, tile in enumerate(game.bag)
                      if tile.kind is kind]
            found.append(Secret(tuple(spots)))
        return found + super().secrets(game, seat)   # the bag's order mixes the kinds: last

    def redact(self, view: Game, seat: int) -> None:
        """The stacks hold one tile of each kind, face down, and the bag the rest (RULES
        Part 3 setup): which tile of a kind lies in which stack, or in the bag, is unknown,
        as is the bag's order. Per kind, the unseen tiles (stacks and bag) are dealt by id:
        one to each stack, the rest to the bag."""
        table = table_of(view)
        for kind in KINDS:
            pool = sorted(_unseen_of_kind(view, kind), key=lambda t: str(t.id))
            for stack in table.stacks:
                index = next(i for i, t in enumerate(stack) if t.kind is kind)
                stack[index] = pool.pop(0)
            rest = iter(pool)
            view.bag = [next(rest) if t.kind is kind else t for t in view.bag]

    def determinize(self, world: Game, view: Game, rng: random.Random) -> None:
        """Per kind, the unseen tiles (stacks and bag) dealt anew: one to each stack."""
        table = table_of(world)
        for kind in KINDS:
            pool = _unseen_of_kind(world, kind)
            rng.shuffle(pool)
            for stack in table.stacks:
                index = next(i for i, t in enumerate(stack) if t.kind is kind)
                stack[index] = pool.pop()
            rest = iter(pool)
            world.bag = [next(rest) if t.kind is kind else t for t in world.bag]

    def locations(self, game: Game) -> list[tuple[str, Tile]]:
        table = table_of(game)
        found = [(f"stack {n + 1}", t) for n, stack in enumerate(table.stacks) for t in stack]
        found += [(f"{kind} column", t) for kind, tiles in table.columns.items()
                  for t in tiles]
        found += [("out of the game", t) for t in table.gone]
        return found

    def places(self, piece: Card | Tile) -> frozenset[str] | None:
        """A building lies in a stack, the bag, a column of the board, with a player or
        Dirk, or out of the game; there are no cards."""
        return DICE_BUILDING_PLACES if isinstance(piece, Tile) else None


DICE_BUILDING_PLACES = frozenset({
    "bag", "pending", "alhambra", "reserve", "dirk", "out of the game",
    *(f"stack {n + 1}" for n in range(ROUNDS)), *(f"{kind} column" for kind in KINDS)})


def _unseen_of_kind(game: Game, kind: Kind) -> list[Tile]:
    """The tiles of ``kind`` nobody has seen: in the face-down stacks, then in the bag."""
    table = table_of(game)
    return ([t for stack in table.stacks for t in stack if t.kind is kind]
            + [t for t in game.bag if t.kind is kind])


def keeps(dice: list[Kind]) -> list[tuple[str, ...]]:
    """Every different set of dice that may be kept for the next throw (by faces), from
    none to all eight (a throw keeping all still counts)."""
    counts = Counter(dice)
    options: list[tuple[str, ...]] = [()]
    for kind in KINDS:
        options = [keep + (kind.value,) * n for keep in options
                   for n in range(counts[kind] + 1)]
    return options
