"""Hard: Normal's turn plans, weighed by searching sampled worlds within a time budget.

Hard judges positions with Normal's hand-set evaluation. Given a learned model
(``game.ai.learned``: Normal's terms weighed by a model fitted to self-play; the measuring
seat ``hard-learned``) it judges with that instead, at the root and at the search's leaves,
so its bids, dice and module decisions follow the learned worths too. (Measured on 48 deals
at 1 s, the shipped model made Hard weaker, so the table's Hard keeps the hand-set one.)

For the first decision of a turn it lists the turn plans as Normal does, keeps a shortlist
(the best by the evaluation, and the best of each different sort of first action), and
lets ``search`` try them in worlds sampled from its view until the thinking time is used
(with a second or so, looking one of its own turns further in each world).
The search runs in worker processes when it can (root parallelism: each process samples
its own worlds; their results are merged), otherwise in the calling thread. The plan the
evaluation prefers is kept unless another did clearly better in the same worlds; the chosen
plan is then played decision by decision, like Normal's.
"""

from __future__ import annotations

import concurrent.futures
import time

from game.ai.evaluation import DEFAULT_WEIGHTS, Evaluator, Weights
from game.ai.learned import LearnedEvaluator, LearnedModel
from game.ai.planner import PlanLimits, TurnPlan, first_action_sort
from game.ai.planning_bot import PlanningBot
from game.ai.search import SearchResult, SearchTask, choose, run_search
from game.ai.workers import default_workers, discard_pool, get_pool, submit
from game.rules import Action, Game

THINK_MS = 1000         # its thinking time per decision, unless told another (every bot's)
SEARCH_SHARE = 0.92     # of the thinking time, the part the search may use (the rest: slack)
HOPELESS = 25.0         # plans this many points below the best are not searched
RESERVES = 16           # further plans searched as the first candidates are dropped
# From this thinking time on, each sampled world is played one more of the seat's own turns
# ahead before it is valued. At 1 s Hard then won 0.51 of the 200 deals it won 0.47 of
# before. At 200 ms it would leave about a dozen worlds per search (not measured), so the
# measured 200 ms play is kept there.
LOOK_FURTHER_MS = 600


class HardBot(PlanningBot):
    name = "hard"
    dice_forecast = 300  # Alcazaba: the rest of the round played out (about 0.1 s)

    def __init__(self, seed: int = 0, think_ms: int = THINK_MS, workers_count: int | None = None,
                 worlds: int | None = None, weights: Weights = DEFAULT_WEIGHTS,
                 candidates: int = 8, limits: PlanLimits = PlanLimits(),
                 model: LearnedModel | None = None) -> None:
        """``worlds`` fixes the number of sampled worlds per decision and ignores the
        clock (repeatable decisions, for tests); by default the search stops at the end
        of ``think_ms``. Positions are judged with Normal's evaluation, or with the
        learned one of ``model`` if one is given."""
        super().__init__(seed)
        self.think_ms = think_ms
        self.workers = default_workers() if workers_count is None else workers_count
        self.worlds = worlds
        self.weights = weights
        self.candidates = candidates
        self.limits = limits
        self.model = model
        if model is not None:
            self.name = "hard-learned"    # the arena's seat for Hard judging as it learned
        self.last_worlds = 0           # worlds sampled for the last search
        self.started = 0.0             # time.time() when the current decision was asked for
        if self.workers:
            get_pool(self.workers)  # start the workers before the first decision

    def choose(self, view: Game) -> Action:
        self.started = time.time()
        return super().choose(view)

    def evaluator(self, view: Game) -> Evaluator:
        if self.model is not None:
            return LearnedEvaluator(view, view.to_move, self.model, self.weights,
                                    market_threat=True)
        return Evaluator(view, view.to_move, self.weights)

    def pick(self, view: Game, plans: list[TurnPlan]) -> TurnPlan:
        """The evaluation's choice, unless the search finds a clearly better one."""
        shortlist = self.shortlist(plans)
        if len(shortlist) == 1:
            return shortlist[0]
        return self.search(view, shortlist, self.started)

    # ------------------------------------------------------------------ shortlist
    def shortlist(self, plans: list[TurnPlan]) -> list[TurnPlan]:
        """The best plans, making room for the best of each sort of first action (money,
        a purchase on each square, a redesign) so the search sees real alternatives."""
        best = plans[0].value
        hopeful = [p for p in plans if p.value >= best - HOPELESS]
        chosen: list[TurnPlan] = []
        sorts: set[object] = set()
        for plan in hopeful:
            sort = first_action_sort(plan.actions[0])
            if sort not in sorts:
                sorts.add(sort)
                chosen.append(plan)
        chosen = chosen[: max(2, self.candidates // 2)]
        for plan in hopeful:
            if len(chosen) >= self.candidates:
                break
            if plan not in chosen:
                chosen.append(plan)
        chosen.sort(key=lambda p: p.value, reverse=True)
        # The rest, best first, wait for places freed by candidates the search drops.
        chosen += [p for p in hopeful if p not in chosen][:RESERVES]
        return chosen

    # ------------------------------------------------------------------ search
    def search(self, view: Game, shortlist: list[TurnPlan], start: float) -> TurnPlan:
        budget = self.think_ms / 1000.0
        deadline = None if self.worlds is not None else start + SEARCH_SHARE * budget
        candidates = tuple(p.actions for p in shortlist)
        processes = max(1, self.workers)
        per_process = None if self.worlds is None else max(1, -(-self.worlds // processes))
        tasks = [SearchTask(view, view.to_move, candidates, self.weights,
                            self.rng.getrandbits(63), deadline, per_process, self.candidates,
                            turns_ahead=1 if self.think_ms >= LOOK_FURTHER_MS else 0,
                            model=self.model)
                 for _ in range(processes)]
        results = self._run(tasks, deadline, budget)
        self.last_worlds = sum(len(r.worlds) for r in results)
        return shortlist[choose(results, len(candidates))]

    def _run(self, tasks: list[SearchTask], deadline: float | None,
             budget: float) -> list[SearchResult]:
        futures: list[concurrent.futures.Future] = []
        if self.workers:
            for task in tasks:
                future = submit(self.workers, run_search, task)
                if future is None:
                    futures = []
                    break
                futures.append(future)
        if not futures:
            return [run_search(task) for task in tasks]
        timeout = None if deadline is None else max(0.0, deadline + 0.05 * budget - time.time())
        done, _ = concurrent.futures.wait(futures, timeout=timeout)
        results = []
        for future in done:
            try:
                results.append(future.result())
            except Exception:  # a worker died: carry on with the others' results
                discard_pool()
        return results

