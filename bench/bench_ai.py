"""AI speed and strength: decision times of Normal and Hard, and short arena matches.

``python -m bench.bench_ai`` runs the full set (a few minutes); ``make bench`` runs the
short version. The strength figures for the README come from the arena with more games
(``python -m game.ai.arena``); the ones here are small samples with wide intervals.
"""

from __future__ import annotations

import argparse
import time

from bench.util import report
from game.ai import arena
from game.ai.bot import BotSpec
from game.ai.stats import mean, percentile, wilson_interval
from game.rules import ACTION, Game, GameConfig, module_order


def decision_times(kinds: list[str], games: int, seed: int, think_ms: int, entry: int = 0,
                   modules: frozenset[str] = frozenset(), variant: str = "base"
                   ) -> tuple[list[float], list[float], float]:
    """All decision times, thinking decision times (seconds) of entry ``entry`` over
    ``games`` arena games, and its win share."""
    records = arena.run(kinds, games, seed, think_ms, modules=modules, variant=variant)
    stats = arena.tally(records, kinds)[entry]
    return stats.times, stats.thinking, sum(stats.shares) / max(1, len(stats.shares))


def bench_normal_speed(games: int) -> None:
    times, thinking, _ = decision_times(["normal"] * 4, games, seed=5, think_ms=1000)
    ms = [t * 1000 for t in times]
    th = [t * 1000 for t in thinking]
    report(f"Normal, 4 players, {games} games: every decision",
           f"{percentile(ms, 0.5):.2f} ms median",
           "<= 20 ms median")
    report("  decisions that plan a turn", f"{percentile(th, 0.5):.1f} ms median")
    report("  ... 95th percentile / max", f"{percentile(th, 0.95):.0f} / {max(th):.0f} ms")
    base = planned_turn_times(games, seed=5, modules=frozenset())
    report("  a turn planned (the first decision of a turn)",
           f"{percentile(base, 0.5):.1f} ms median, {percentile(base, 0.9):.0f} ms p90")
    every = planned_turn_times(games, seed=5, modules=frozenset(module_order()))
    report(f"  with every module on ({len(module_order())}), a turn planned",
           f"{percentile(every, 0.5):.1f} ms median, {percentile(every, 0.9):.0f} ms p90",
           "<= 20 ms median")


def planned_turn_times(games: int, seed: int, modules: frozenset[str]) -> list[float]:
    """Normal's time (ms) for the decisions that plan a whole turn, 4 Normal players: the
    first thought-out decision of a turn, in the turn's own stage (the decisions that follow
    the plan, and those outside the turn, are not counted)."""
    found = []
    for game_number in range(games):
        game = Game.new(GameConfig(players=4, seed=seed + game_number, modules=modules))
        bots = [BotSpec("normal").make(seed, s) for s in range(4)]
        while not game.is_over:
            view = game.view(game.to_move)
            bot = bots[game.to_move]
            started = time.perf_counter()
            action = bot.choose(view)
            elapsed = time.perf_counter() - started
            if getattr(bot, "thought", True) and view.phase == ACTION and view.turn_actions == 0:
                found.append(elapsed * 1000)
            game.apply(action)
    return found


def bench_normal_every_module(games: int) -> None:
    """Normal at the heaviest table: six players, every module (its plans narrowed there,
    ``PlanLimits.for_table``); every seat's worked-out decisions, in wall time and in the
    process's CPU time (which the other work on a shared machine leaves alone)."""
    wall, cpu = every_module_decision_times(games, seed=5)
    report(f"Normal, 6 players, every module, {games} games: decisions worked out",
           f"{percentile(wall, 0.5):.1f} ms median, {percentile(wall, 0.9):.0f} ms p90, "
           f"{percentile(wall, 0.99):.0f} ms p99, {max(wall):.0f} ms max ({len(wall)} decisions)",
           "<= 50 ms p99")
    report("  the same in CPU time",
           f"{percentile(cpu, 0.5):.1f} ms median, {percentile(cpu, 0.9):.0f} ms p90, "
           f"{percentile(cpu, 0.99):.0f} ms p99, {max(cpu):.0f} ms max", "<= 50 ms p99")


def every_module_decision_times(games: int, seed: int) -> tuple[list[float], list[float]]:
    """Six Normal players with every module: the wall and CPU times (ms) of the decisions
    each worked out (not those answered from a plan)."""
    wall, cpu = [], []
    for game_number in range(games):
        game = Game.new(GameConfig(players=6, seed=seed * 100_003 + game_number,
                                   modules=frozenset(module_order())))
        bots = [BotSpec("normal").make(seed, s) for s in range(6)]
        while not game.is_over:
            view = game.view(game.to_move)
            bot = bots[game.to_move]
            started, started_cpu = time.perf_counter(), time.process_time()
            action = bot.choose(view)
            if getattr(bot, "thought", True):
                wall.append((time.perf_counter() - started) * 1000)
                cpu.append((time.process_time() - started_cpu) * 1000)
            game.apply(action)
    return wall, cpu


def bench_dice_speed(games: int) -> None:
    """The Alcazaba variant: Normal's dice decisions (keep, stop, claim, take)."""
    _, thinking, _ = decision_times(["normal"] * 3, games, seed=5, think_ms=1000,
                                    variant="alcazaba")
    th = [t * 1000 for t in thinking]
    report(f"Normal, Alcazaba, 3 players, {games} games: a dice decision",
           f"{percentile(th, 0.5):.1f} ms median, {percentile(th, 0.95):.1f} ms p95",
           "<= 20 ms median")


def bench_hard_budget(games: int, think_ms: int) -> None:
    times, thinking, share = decision_times(["hard", "normal", "normal"], games, seed=6,
                                            think_ms=think_ms)
    th = [t * 1000 for t in thinking]
    report(f"Hard at {think_ms} ms, 3 players, {games} games: searches", f"{len(th)}")
    report("  search time median", f"{percentile(th, 0.5):.0f} ms")
    report("  search time 99th percentile", f"{percentile(th, 0.99):.0f} ms",
           f"<= {think_ms * 1.2:.0f} ms")
    report("  every decision, mean", f"{mean(times) * 1000:.0f} ms")


def bench_strength(kinds: list[str], games: int, think_ms: int, label: str, target: str) -> None:
    records = arena.run(kinds, games, seed=7, think_ms=think_ms)
    stats = arena.tally(records, kinds)
    wins = sum(stats[0].shares)
    low, high = wilson_interval(wins, games)
    report(f"{label} ({games} games)", f"{wins / games:.2f} [{low:.2f}, {high:.2f}]", target)


def main(short: bool = False) -> None:
    print("AI")
    bench_normal_speed(games=2 if short else 8)
    bench_normal_every_module(games=1 if short else 4)
    bench_dice_speed(games=2 if short else 6)
    bench_hard_budget(games=1 if short else 3, think_ms=200)
    if short:
        return
    bench_strength(["normal", "random"], 40, 1000, "Normal vs Random, 2 players, Normal wins",
                   ">= 0.95")
    bench_strength(["normal", "easy"], 40, 1000, "Normal vs Easy, 2 players, Normal wins",
                   ">= 0.80")
    bench_strength(["hard", "normal", "normal"], 12, 200,
                   "Hard vs Normal x2 at 200 ms, Hard wins", ">= 0.45")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--short", action="store_true", help="only the speed figures")
    main(short=parser.parse_args().short)
