"""Hard's search: repeatable with a fixed number of worlds, anytime within its budget,
and the same in worker processes as in the calling thread."""

from __future__ import annotations

import random
import time

import pytest

from game.ai import hard, workers
from game.ai.evaluation import Evaluator
from game.ai.hard import HardBot
from game.ai.planner import plan_turns
from game.ai.search import (
    NEXT_TURN, PRUNE_AFTER, SearchResult, SearchTask, best_next_turn, choose, leaf_value, outcome, play_out,
    run_search, surviving,
)
from game.rules import ACTION, Game, GameConfig
from tests.ai.states import bot_play_states


def _decision() -> Game:
    """A start of turn with real alternatives."""
    for state in bot_play_states(3, 40, seed=21):
        if state.phase == ACTION and len(state.legal_actions()) > 8:
            return state.view(state.to_move)
    raise AssertionError("no rich decision found")


def test_search_is_repeatable_with_a_fixed_number_of_worlds():
    view = _decision()
    plans = plan_turns(view, Evaluator(view, view.to_move).value)[:4]
    task = SearchTask(view, view.to_move, tuple(p.actions for p in plans),
                      Evaluator(view, view.to_move).weights, seed=7, deadline=None, worlds=6)
    first, second = run_search(task), run_search(task)
    assert first.worlds == second.worlds
    assert len(first.worlds) == 6
    # every candidate is tried in the first worlds; only then may the clearly worse go
    assert all(set(world) == set(range(len(plans))) for world in first.worlds[:PRUNE_AFTER])


def test_a_leaf_at_the_seats_turn_is_worth_its_best_next_turn():
    """Where the look-ahead stops at the seat's next turn, the seat is credited with the
    best turn it can play from there (it will see the refilled market); anywhere else the
    leaf is valued as it stands."""
    world = _decision().determinize(random.Random(5))
    seat = world.to_move
    evaluator = Evaluator(world, seat, market_threat=False)
    best = plan_turns(world, evaluator.value, NEXT_TURN)[0]
    ahead = leaf_value(world, seat, evaluator.weights, {})
    assert ahead == pytest.approx(best.value)
    assert ahead != pytest.approx(evaluator.value(world))   # the turn changes the value
    rival = (seat + 1) % len(world.players)
    assert leaf_value(world, rival, evaluator.weights, {}) == pytest.approx(
        Evaluator(world, rival, market_threat=False).value(world))   # not its turn


def test_looking_a_turn_further_values_the_turn_after_next():
    """With ``turns_ahead`` 1 a world is played on through the seat's best next turn and
    the answers to it, and valued where the seat's turn after next begins."""
    view = _decision()
    seat = view.to_move
    evaluator = Evaluator(view, seat, market_threat=False)
    plan = plan_turns(view, evaluator.value)[0].actions
    world = view.determinize(random.Random(5))
    weights = evaluator.weights

    def task(turns_ahead: int) -> SearchTask:
        return SearchTask(view, seat, (plan,), weights, seed=1, deadline=None, worlds=1,
                          turns_ahead=turns_ahead)

    shared: dict = {}   # evaluators, made in the order the search makes them
    next_turn = play_out(world, plan, seat, evaluator)
    best = best_next_turn(next_turn, seat, weights, shared)
    after_next = play_out(next_turn, best.actions, seat, evaluator)
    assert after_next.to_move == seat and after_next.turn > next_turn.turn
    further = outcome(world, plan, task(1), evaluator, {})
    assert further == pytest.approx(leaf_value(after_next, seat, weights, shared))
    assert outcome(world, plan, task(0), evaluator, {}) == pytest.approx(best.value)
    assert further != pytest.approx(best.value)


def test_hard_looks_a_turn_further_only_with_time_to_spare(monkeypatch):
    looked = []

    def spy(task: SearchTask) -> SearchResult:
        looked.append(task.turns_ahead)
        return run_search(task)

    monkeypatch.setattr(hard, "run_search", spy)
    view = _decision()
    for think_ms in (200, hard.LOOK_FURTHER_MS, 1000):
        HardBot(seed=1, think_ms=think_ms, workers_count=0, worlds=2).choose(view)
    assert looked == [0, 1, 1]


def test_clearly_worse_candidates_are_dropped_and_close_ones_kept():
    # 1 is worse in every world; 2 is worse on average but by less than its spread.
    close = (12.0, 7.0, 11.0, 8.0, 10.5)
    worlds = [{0: 10.0 + d, 1: 0.0 + d, 2: c + d} for d, c in zip((0.1, -0.2, 0.3, 0.0, -0.1),
                                                                   close)]
    assert surviving([0, 1, 2], worlds) == [0, 2]


def test_the_evaluations_choice_stands_unless_clearly_beaten():
    def result(rows):
        return SearchResult([dict(enumerate(row)) for row in rows], 0.0)

    noisy = result([(5, 14, 1), (5, -4, 9), (5, 13, 2), (5, -3, 8), (5, 6, 5)])
    assert choose([noisy], 3) == 0          # better on average, but not clearly
    clear = result([(5, 7, 1), (3, 5.5, 9), (6, 8.2, 2), (4, 6, 8), (5, 7.5, 4)])
    assert choose([clear], 3) == 1          # better in every world
    assert choose([noisy, clear], 3) == 0   # worlds of two processes are pooled
    few = result([(5, 9, 1), (5, 9, 1), (5, 9, 1)])
    assert choose([few], 3) == 0            # too few worlds to overrule
    dropped = SearchResult([{0: 1, 1: 5, 2: 0}] * 5 + [{1: 5, 2: 4}] * 5, 0.0)
    assert choose([dropped], 3) == 1        # the first was dropped as clearly worse
    assert choose([SearchResult([], 0.0)], 3) == 0


class SteppingClock:
    """A stand-in for ``time.time`` that moves on by ``step`` seconds at every reading, so
    that a time budget is tested without depending on the machine's speed."""

    def __init__(self, step: float) -> None:
        self.now = 1_000_000.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_hard_stops_searching_at_its_thinking_time(monkeypatch):
    view = _decision()
    clock = SteppingClock(0.001)
    monkeypatch.setattr(time, "time", clock)
    bot = HardBot(seed=1, think_ms=150, workers_count=0)
    start = clock.now
    action = bot.choose(view)
    assert action in view.legal_actions()
    assert bot.thought and bot.last_worlds >= 2
    assert clock.now - start <= 0.150 * 1.2   # budget + 20%


def test_hard_answers_a_single_legal_action_without_searching():
    game = Game.new(GameConfig(players=2, seed=3))
    while len(game.legal_actions()) != 1:
        game.apply(game.legal_actions()[0])
    bot = HardBot(seed=1, think_ms=5000, workers_count=0)
    assert bot.choose(game.view(game.to_move)) == game.legal_actions()[0]
    assert not bot.thought and bot.last_worlds == 0


def test_search_in_worker_processes():
    """The spawn-started pool runs the search and its worlds come back to be merged; the
    pool is reused for the next decision."""
    view = _decision()
    bot = HardBot(seed=2, think_ms=2000, workers_count=2, worlds=4)
    try:
        action = bot.choose(view)
        assert action in view.legal_actions()
        assert bot.last_worlds >= 4   # two processes, two worlds or more each
        pool = workers.get_pool(2)
        assert pool is not None
        bot2 = HardBot(seed=3, think_ms=2000, workers_count=2, worlds=2)
        bot2.choose(view)
        assert workers.get_pool(2) is pool
    finally:
        workers.discard_pool()


def test_without_a_pool_hard_searches_in_its_own_thread(monkeypatch):
    monkeypatch.setattr(workers, "submit", lambda *args: None)
    view = _decision()
    bot = HardBot(seed=2, think_ms=2000, workers_count=2, worlds=3)
    assert bot.choose(view) in view.legal_actions()
    assert bot.last_worlds >= 3


def test_a_plan_that_a_world_makes_illegal_is_finished_by_the_quick_model():
    """A plan made across a draw (Laila's tile, Yammerad's card) may not fit a sampled
    world where the draw came out otherwise: the world plays on from where the plan broke,
    the seat's turn finished by the quick model, up to the seat's next turn."""
    from game.rules import Buy

    world = _decision().determinize(random.Random(3))
    seat = world.to_move
    bogus = Buy(0, (-1,))   # no such card: refused in any world
    ended = play_out(world, (bogus,), seat, Evaluator(world, seat, market_threat=False))
    assert ended.is_over or ended.turn > world.turn
    assert ended.is_over or (ended.to_move == seat and ended.phase == ACTION)
