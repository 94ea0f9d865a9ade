"""The computer players' decisions in the Alcazaba variant (RULES Part 3): which dice to keep
and when to stop, which column to claim, a redesign instead of a marker, which tile to take
at the round's end, and who starts the next round.

What a marker on a square is worth to a seat: the tile it should win in that column (the
column's tiles valued by the seat's evaluation, best first, the markers already above it
taking the better ones), less what later markers are likely to take from it. When to stop
throwing comes from the exact odds of the dice: keeping the dice of one kind and throwing
the rest, the count of that kind after each further throw follows a binomial law, so the
worth of going on is an expectation computed exactly over at most eight outcomes a throw
(``continue_value``). Easy looks one throw ahead with noisy values; Normal and Hard look
to the end of the turn. Where Normal guesses how many rivals' later markers will push in
above a square, Hard plays the rest of the round's rival markers out many times with quick
rival players (``RivalForecast``) and counts them.
"""

from __future__ import annotations

import random
from functools import cache
from math import comb

from game.ai.evaluation import Evaluator
from game.ai.planner import after
from game.rules import Action, Game, IllegalAction, Kind, Tile
from game.rules.rulesets.alcazaba import (
    DICE, FIRST, MAX_THROWS, RANK, SQUARES, TAKE, VARIANT, Claim, NameFirst, Square, TakeTile,
    TakeToken, Throw, landing, table_of,
)
from game.rules.stages import ACTION, PLACE_NOW
from game.rules.types import KINDS

FACE = 1 / len(KINDS)  # the chance a die shows a given kind
TOKEN_WORTH = 1.5      # points: starting the next round (first pick of the columns' squares)
LATE_RIVALS = 1 / 6    # the share of a rival's later markers expected in any one column


def is_dice_decision(view: Game) -> bool:
    """Whether this decision is one of the variant's own (not placing a tile won)."""
    return view.config.variant == VARIANT and view.phase != PLACE_NOW and (
        view.phase in (ACTION, TAKE, FIRST))


@cache
def binomial(n: int, k: int) -> float:
    """The chance that exactly ``k`` of ``n`` thrown dice show one given kind."""
    return comb(n, k) * FACE ** k * (1 - FACE) ** (n - k)


def continue_value(worth: dict[Square, float], count: int, throws: int) -> float:
    """What going on is worth when ``count`` dice of the target kind are kept after
    ``throws`` throws: each further throw adds Binomial(8 - count, 1/6) to the count, and
    after it the player stops (claiming) or goes on, whichever is worth more; after the
    third throw the marker must be placed."""
    if throws >= MAX_THROWS:
        return worth[(count, MAX_THROWS)]
    rolled = DICE - count
    total = 0.0
    for extra in range(rolled + 1):
        reached = count + extra
        stop = worth[(reached, throws + 1)] if reached else 0.0
        go_on = continue_value(worth, reached, throws + 1) if throws + 1 < MAX_THROWS else stop
        total += binomial(rolled, extra) * max(stop, go_on)
    return total


class RivalForecast:
    """Where the rivals' markers still to come this round are likely to land: the rest of
    the round played out ``rounds`` times, each rival marker thrown by a quick player (it
    chases the kind whose column has the most prizes left for its markers, keeps those
    dice, stops at four or more), counting per column how many land on or above each
    square. Our own later markers are left out: what they win is ours anyway."""

    def __init__(self, view: Game, seat: int, rng: random.Random, rounds: int) -> None:
        table = table_of(view)
        self.rounds = rounds
        rivals = [s for s, left in enumerate(table.markers) if s != seat for _ in range(left)]
        self.above: dict[Kind, list[int]] = {kind: [0] * len(SQUARES) for kind in KINDS}
        for _ in range(rounds):
            board = {kind: dict(table.board[kind]) for kind in KINDS}
            for rival in rivals:
                kind, square = _quick_marker(board, table, rng)
                spot = landing(board[kind], square)
                if spot is not None:
                    board[kind][spot] = rival
                    self.above[kind][RANK[spot]] += 1

    def expected_above(self, kind: Kind, spot: Square) -> float:
        """How many rival markers to come should land above ``spot`` in ``kind``'s column."""
        return sum(self.above[kind][:RANK[spot]]) / self.rounds


def _quick_marker(board: dict[Kind, dict[Square, int]], table, rng: random.Random
                  ) -> tuple[Kind, Square]:
    """One rival marker thrown by a quick player: the column it aims at, and the square."""
    room = {kind: table.prize(kind) - len(board[kind]) for kind in KINDS}
    dice = [rng.choice(KINDS) for _ in range(DICE)]
    target = max(KINDS, key=lambda k: (dice.count(k) + room[k], rng.random()))
    throws = 1
    while throws < MAX_THROWS and dice.count(target) < 4:
        kept = dice.count(target)
        dice = [target] * kept + [rng.choice(KINDS) for _ in range(DICE - kept)]
        throws += 1
    count = dice.count(target)
    if count == 0:
        target = max(KINDS, key=dice.count)
        count = dice.count(target)
    return target, (count, throws)


class DicePlayer:
    """The variant's decisions for one seat, valued with that seat's evaluation."""

    def __init__(self, view: Game, evaluator: Evaluator, rng: random.Random,
                 look_ahead: bool = True, noise: float = 0.0,
                 forecast_rounds: int = 0) -> None:
        self.view = view
        self.evaluator = evaluator
        self.rng = rng
        self.look_ahead = look_ahead
        self.noise = noise
        self.seat = view.to_move
        self._tile_worth: dict[int | str, float] = {}
        self.forecast = (RivalForecast(view, self.seat, random.Random(rng.random()),
                                       forecast_rounds)
                         if forecast_rounds and view.phase == ACTION else None)

    # ------------------------------------------------------------------ what things are worth
    def tile_worth(self, tile: Tile) -> float:
        """Points the seat's evaluation gains with ``tile`` placed at its best (or kept in
        the reserve)."""
        found = self._tile_worth.get(tile.id)
        if found is None:
            game = self.view
            here = self.evaluator.value(game)
            trial = game.clone()
            trial.players[self.seat].reserve.append(tile)
            best = self.evaluator.value(trial)
            for pos in game.players[self.seat].alhambra.legal_positions(tile):
                placed = game.clone()
                placed.players[self.seat].alhambra.place(tile, pos)
                best = max(best, self.evaluator.value(placed))
            found = self._tile_worth[tile.id] = best - here
            if self.noise:
                found += self.rng.gauss(0, self.noise)
        return found

    def prizes(self, kind: Kind) -> list[float]:
        """What can be won in a column, best first (the token counts as a prize too)."""
        table = table_of(self.view)
        values = [self.tile_worth(t) for t in table.columns[kind]]
        if table.token is kind:
            values.append(TOKEN_WORTH)
        return sorted(values, reverse=True)

    def square_worth(self, kind: Kind) -> dict[Square, float]:
        """For every square a claim could aim at: what the marker landing from it should
        win (the markers above it take better prizes; later rivals may push in above)."""
        table = table_of(self.view)
        taken = table.board[kind]
        prizes = self.prizes(kind)
        rivals_left = sum(m for s, m in enumerate(table.markers) if s != self.seat)
        worth: dict[Square, float] = {}
        for square in SQUARES:
            spot = landing(taken, square)
            if spot is None or not prizes:
                worth[square] = 0.0
                continue
            above = sum(1 for s in taken if RANK[s] < RANK[spot])
            if self.forecast is not None:
                pushed = self.forecast.expected_above(kind, spot)
            else:
                pushed = rivals_left * LATE_RIVALS * RANK[spot] / len(SQUARES)
            worth[square] = _interpolate(prizes, above + pushed)
        return worth

    # ------------------------------------------------------------------ decisions
    def choose(self, legal: list[Action]) -> Action:
        phase = self.view.phase
        if phase == TAKE:
            return self.take(legal)
        if phase == FIRST:
            return NameFirst(self.seat)  # starting the round picks the squares first
        return self.turn(legal)

    def take(self, legal: list[Action]) -> Action:
        def worth(act: Action) -> float:
            if isinstance(act, TakeToken):
                return TOKEN_WORTH
            assert isinstance(act, TakeTile)
            tile = next(t for k in KINDS for t in table_of(self.view).columns[k]
                        if t.id == act.tile)
            return self.tile_worth(tile)
        return max(legal, key=worth)

    def turn(self, legal: list[Action]) -> Action:
        table = table_of(self.view)
        if table.throws == 0:
            return Throw(())
        counts = table.counts()
        worths = {kind: self.square_worth(kind) for kind in KINDS}
        options: list[tuple[float, Action]] = []
        for kind in KINDS:
            if counts[kind]:
                options.append((worths[kind][(counts[kind], table.throws)], Claim(kind.value)))
        if table.throws < MAX_THROWS:
            for kind in KINDS:
                kept = counts[kind]
                if self.look_ahead:
                    value = continue_value(worths[kind], kept, table.throws)
                else:
                    value = sum(binomial(DICE - kept, extra) * worths[kind][(kept + extra,
                                                                              table.throws + 1)]
                                for extra in range(DICE - kept + 1) if kept + extra)
                options.append((value, Throw((kind.value,) * kept)))
            redesign = self.best_redesign(legal)
            if redesign is not None:
                options.append(redesign)
        best = max(value for value, _ in options)
        choices = [act for value, act in options if value >= best - 1e-9 and act in legal]
        return self.rng.choice(choices) if choices else self.rng.choice(legal)

    def best_redesign(self, legal: list[Action]) -> tuple[float, Action] | None:
        """The redesign step that gains most, with its gain (the marker is spent on it)."""
        redesigns = [a for a in legal if not isinstance(a, (Throw, Claim))]
        if not redesigns:
            return None
        here = self.evaluator.value(self.view)
        best: tuple[float, Action] | None = None
        for act in redesigns:
            try:
                gain = self.evaluator.value(after(self.view, act)) - here
            except IllegalAction:
                continue
            if best is None or gain > best[0]:
                best = (gain, act)
        return best


def _interpolate(values: list[float], index: float) -> float:
    """``values[index]`` for a fractional index (0 beyond the end)."""
    low = int(index)
    if low >= len(values):
        return 0.0
    high = values[low + 1] if low + 1 < len(values) else 0.0
    share = index - low
    return values[low] * (1 - share) + high * share
