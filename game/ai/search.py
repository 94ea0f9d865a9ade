"""Hard's search: candidate turns tried in sampled worlds (information-set Monte Carlo).

The seat knows its view only (RULES 1.7). Each iteration samples one world consistent with
it (``view.determinize``: other hands, deck and bag order), plays every surviving candidate
turn in that same world, lets the other seats answer until the seat is to move again (with
a fast model of a Normal player), and values the outcome by the seat's best next turn from
there, planned as Normal plans and valued with the Normal evaluation (or the learned one,
given the task's model): the seat will see the refilled market and money display
before it moves, so a turn that leaves it good options is worth more than one that only
looks good when it ends. With more time per decision
(``SearchTask.turns_ahead``) the seat plays that best turn too, the others answer it, and
the outcome is valued at the turn after. The same world for every candidate makes the
comparison paired: luck of the draw cancels out. Candidates that are clearly worse than the
best are dropped as evidence comes in, and the next plans in line take their places, so the
time goes to the close calls. The search is anytime: it stops at a deadline (or once a
single candidate is left) and answers with what it has; the evaluation's own choice is
overruled only by a clear margin.

Runs the same in a worker process (root parallelism: each process samples its own worlds
and the caller merges them) and in the caller's thread.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from game.ai.evaluation import Evaluator, Weights
from game.ai.learned import LearnedEvaluator, LearnedModel
from game.ai.planner import PlanLimits, TurnPlan, plan_turns
from game.ai.rollout import play_quick_turn
from game.rules import ACTION, Action, Game, IllegalAction

# A look-ahead longer than this many turns is cut short (a safety net: a round of turns
# is at most six, plus end-of-game placements).
MAX_ROLLOUT_TURNS = 60
PRUNE_AFTER = 5        # worlds before candidates may be dropped
PRUNE_Z = 2.5          # how sure the search must be that a candidate is worse
MIN_WORLDS = 8         # with less time than this many worlds of every candidate need,
                       # only the candidates the evaluation likes best are searched
# How sure the search must be to overrule the evaluation's choice. Up to seven alternatives
# are each compared with it, so at one standard error one of them would often look better by
# luck alone; at two, Hard won more on the same deals (0.455 against 0.435 at 200 ms, 0.468
# against 0.45 at 1 s, 200 games each: within the noise, but with a wider score margin).
SWITCH_Z = 2.0
# How the seat's own next turn is planned at a leaf: Normal's planner, narrower than Normal's
# own since it runs once per candidate and world. (Narrower still, with beam 3, 4 takes and
# 2 payments, it measured alike within the noise: at 200 ms on the same 90 deals 0.41
# against 0.54 and 0.43 in two runs of these limits; at 1 s 0.48 against 0.45.)
NEXT_TURN = PlanLimits(beam=4, adds_per_tile=1, exchanges=False, takes=6, payments=3,
                       weigh_placements=False, finalists=8)


@dataclass(frozen=True)
class SearchTask:
    view: Game
    seat: int
    candidates: tuple[tuple[Action, ...], ...]
    weights: Weights
    seed: int
    deadline: float | None        # time.time() at which to stop; None: no time limit
    worlds: int | None = None     # stop after this many worlds (None: only the deadline)
    width: int = 8                # candidates searched at once; as some are dropped, the
                                  # next ones in the list take their places
    turns_ahead: int = 0          # the seat's own turns played in each world before its
                                  # outcome is valued (see ``outcome``)
    model: LearnedModel | None = None  # the learned judgement of the outcomes (None: the
                                       # hand-set Normal evaluation's)


@dataclass
class SearchResult:
    """Per world, the value of each candidate tried in it (index -> value)."""

    worlds: list[dict[int, float]]
    elapsed: float


def run_search(task: SearchTask) -> SearchResult:
    """Sample worlds until the deadline (or the world count); see the module description."""
    start = time.time()
    rng = random.Random(task.seed)
    # The other seats' model judges with the decision's evaluator; outcomes are judged
    # at the seat's next turn, with evaluators made for that stage of the game.
    policy = Evaluator(task.view, task.seat, task.weights, market_threat=False)
    leaf_evaluators: dict[tuple, Evaluator] = {}
    width = min(task.width, len(task.candidates))
    alive = list(range(width))
    waiting = list(range(width, len(task.candidates)))
    worlds: list[dict[int, float]] = []
    last_world = 0.0
    while task.worlds is None or len(worlds) < task.worlds:
        if task.deadline is not None and time.time() + 0.5 * last_world > task.deadline:
            # Not even half a world more would fit: stop rather than overrun.
            break
        world = task.view.determinize(rng)
        values: dict[int, float] = {}
        began = time.time()
        for index in list(alive):
            if index not in alive:
                continue
            if task.deadline is not None and time.time() > task.deadline:
                values = {}
                break
            values[index] = outcome(world, task.candidates[index], task, policy,
                                    leaf_evaluators)
            if not worlds and len(values) == 1 and task.deadline is not None:
                # Candidates come best first by the evaluation: search as many of them
                # as the time allows to see in enough worlds.
                cost = time.time() - began
                affordable = (task.deadline - time.time()) / (max(cost, 1e-4) * MIN_WORLDS)
                width = max(2, min(width, int(affordable)))
                alive = alive[:width]
        if not values:
            break
        last_world = time.time() - began
        worlds.append(values)
        if len(alive) > 1:
            alive = surviving(alive, worlds)
        while len(alive) < width and waiting:
            alive.append(waiting.pop(0))
        if len(alive) == 1 and task.worlds is None:
            break   # the others were dropped: nothing is left to compare
    return SearchResult(worlds, time.time() - start)


def outcome(world: Game, plan: Sequence[Action], task: SearchTask, policy: Evaluator,
            evaluators: dict[tuple, Evaluator]) -> float:
    """What ``plan`` is worth in ``world``: the other seats answer it, then the seat plays
    its best next turn ``task.turns_ahead`` times (each answered in turn), and where that
    leads is valued by ``leaf_value``. Looking further costs worlds: at 1 s one turn
    further leaves about 57 worlds per search instead of 157."""
    end = play_out(world, plan, task.seat, policy)
    for _ in range(task.turns_ahead):
        best = best_next_turn(end, task.seat, task.weights, evaluators, task.model)
        if best is None:
            break
        end = play_out(end, best.actions, task.seat, policy)
    return leaf_value(end, task.seat, task.weights, evaluators, task.model)


def play_out(world: Game, plan: Sequence[Action], seat: int, policy: Evaluator) -> Game:
    """The world after ``plan`` and the other seats' answers (``rollout``'s model of a
    Normal player), up to ``seat``'s next turn or the end of the game. (The seat's own
    next turns are left to ``outcome``: played by the quick model they measured worse, as
    the model is a poorer judge of the seat's play than Normal's planner.)
    (Planning the rivals' turns as Normal plans them, with their own evaluation and the
    ``NEXT_TURN`` limits, made Hard no stronger, though that predicted Normal's first
    action in 91% of 956 turns against the quick model's 61%, at about eight times the
    cost: on the same 200 deals Hard won 0.44 against 0.47 at 200 ms and 0.46 against 0.47
    at 1 s.)"""
    game = world.clone()
    for act in plan:
        try:
            game.apply(act)
        except IllegalAction:
            # The plan was made across a draw (Laila's tile, Yammerad's card) that came out
            # otherwise in this world: the quick model plays the rest of the turn.
            break
    turn = game.turn
    for _ in range(MAX_ROLLOUT_TURNS):
        if game.is_over:
            break
        if game.to_move == seat and game.phase == ACTION and game.turn != turn:
            break
        play_quick_turn(game, policy)
    return game


def leaf_value(game: Game, seat: int, weights: Weights,
               evaluators: dict[tuple, Evaluator], model: LearnedModel | None = None) -> float:
    """The evaluation of where a world ended up (the learned one given a ``model``, else
    Normal's); at the seat's next turn, of where
    its best turn from there leads (the seat then sees the refilled market and display, so
    a position that leaves good options is worth more). Evaluators are shared
    between leaves at the same stage of the game (same scorings done), since building one
    means working out the scorings' timing and the races afresh.
    (Valued instead as the seat's chance of winning, each projected margin taken as
    normal with a spread measured from Normal's games, Hard won as often on the same
    200 deals, 0.47 at 200 ms and at 1 s, with a smaller score lead.)
    (In the last three rounds, playing each world to the end of the game instead, the
    seat's turns planned as here, and valuing the exact final margin over the best rival
    changed nothing: from 400 positions of Normal games with 8 tiles left in the bag, Hard
    in each seat within 12 points of the winner won 0.636 of the same 649 games either way
    at 200 ms; only 49 outcomes differed.)"""
    best = best_next_turn(game, seat, weights, evaluators, model)
    if best is not None:
        return best.value
    return _evaluator(game, seat, weights, evaluators, model).value(game)


def best_next_turn(game: Game, seat: int, weights: Weights, evaluators: dict[tuple, Evaluator],
                   model: LearnedModel | None = None) -> TurnPlan | None:
    """At the start of the seat's turn, its best plan (planned as Normal plans, within
    ``NEXT_TURN``, valued as ``leaf_value`` values); elsewhere None."""
    if game.is_over or game.to_move != seat or game.phase != ACTION:
        return None
    plans = plan_turns(game, _evaluator(game, seat, weights, evaluators, model).value,
                       NEXT_TURN)
    return plans[0] if plans else None


def _evaluator(game: Game, seat: int, weights: Weights, evaluators: dict[tuple, Evaluator],
               model: LearnedModel | None) -> Evaluator:
    key = _phase_key(game)
    evaluator = evaluators.get(key)
    if evaluator is None:
        evaluator = evaluators[key] = (
            Evaluator(game, seat, weights, market_threat=False) if model is None
            else LearnedEvaluator(game, seat, model, weights))
    return evaluator


def _phase_key(game: Game) -> tuple:
    return (game.scorings_done, tuple(game.pending_scorings), game.is_over)


def surviving(alive: list[int], worlds: list[dict[int, float]]) -> list[int]:
    """Drop candidates whose paired difference to the best is clearly negative, judged
    on the worlds both were tried in (at least ``PRUNE_AFTER`` of them)."""
    seen = {i: [w[i] for w in worlds if i in w] for i in alive}
    ripe = [i for i in alive if len(seen[i]) >= PRUNE_AFTER]
    if not ripe:
        return alive
    best = max(ripe, key=lambda i: sum(seen[i]) / len(seen[i]))
    kept = []
    for index in alive:
        diffs = [w[index] - w[best] for w in worlds if index in w and best in w]
        n = len(diffs)
        if index == best or n < PRUNE_AFTER:
            kept.append(index)
            continue
        m = sum(diffs) / n
        var = sum((d - m) ** 2 for d in diffs) / (n - 1)
        if m + PRUNE_Z * math.sqrt(var / n) >= 0.0:
            kept.append(index)
    return kept


def choose(results: Sequence[SearchResult], candidates: int) -> int:
    """The candidate to play. The first candidate is the evaluation's own choice; another
    replaces it only if it did better in the worlds both were tried in, by a clear margin
    (paired difference above ``SWITCH_Z`` standard errors, over ``PRUNE_AFTER`` worlds or
    more), so that a short search never makes the choice worse by chasing noise. Only
    paired differences are compared: worlds differ too much in luck for anything else."""
    worlds = [w for result in results for w in result.worlds]
    best, best_gain = 0, 0.0
    for index in range(1, candidates):
        diffs = [w[index] - w[0] for w in worlds if index in w and 0 in w]
        n = len(diffs)
        if n < PRUNE_AFTER:
            continue   # too few shared worlds to overrule the evaluation
        m = sum(diffs) / n
        se = math.sqrt(sum((d - m) ** 2 for d in diffs) / (n - 1) / n)
        if m - SWITCH_Z * se > 0.0 and m > best_gain:
            best, best_gain = index, m
    return best
