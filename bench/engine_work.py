"""The rules core's work, timed: run as a script by ``bench.compare`` against any checkout of
the game (``PYTHONPATH`` names it), so that two versions of the engine do exactly the same
work in the same run. Uses only the engine's public API, which every version has; prints
the figures as JSON.

    PYTHONPATH=<checkout> python bench/engine_work.py
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

from game.rules import ACTION, BASE_TILES, Alhambra, Game, GameConfig, module_order

# The recorded games replayed: this checkout's, or those ``BENCH_CORPUS`` names (a comparison
# replays the older checkout's with both, saves the older code can read).
CORPUS = Path(os.environ.get("BENCH_CORPUS")
              or Path(__file__).resolve().parent.parent / "tests" / "save" / "corpus")


def lazy_random_game(seed: int, modules: frozenset[str] = frozenset()) -> int:
    """Random play as a search plays (redesigns listed only when drawn); its decisions."""
    game = Game.new(GameConfig(players=4, seed=seed, modules=modules))
    rng = random.Random(seed)
    while not game.is_over:
        actions = game.legal_actions(redesigns=False)
        pick = rng.randrange(len(actions) + 1)
        if pick == len(actions) and game.phase == ACTION:
            steps = game.redesign_actions(game.to_move)
            if steps and game.ruleset.redesign_refused(game) is None:
                game.apply(rng.choice(steps))
                continue
        game.apply(actions[pick % len(actions)])
    return len(game.log)


def random_game(seed: int, modules: frozenset[str] = frozenset(), players: int = 4) -> int:
    """Uniform random play: every legal action listed, one drawn; its decisions."""
    game = Game.new(GameConfig(players=players, seed=seed, modules=modules))
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return len(game.log)


def games_per_second(play, games: int, **options) -> float:
    start = time.perf_counter()
    for seed in range(games):
        play(seed, **options)
    return games / (time.perf_counter() - start)


def actions_per_cpu_second(games: int, modules: frozenset[str], players: int) -> float:
    """Uniform random play's decisions per second of this process's CPU time."""
    start = time.process_time()
    decisions = sum(random_game(seed, modules, players) for seed in range(games))
    return decisions / (time.process_time() - start)


def clone_us() -> float:
    game = Game.new(GameConfig(players=4, seed=3))
    rng = random.Random(3)
    while game.turn < 60 and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    samples = []
    for _ in range(5000):
        start = time.perf_counter()
        game.clone()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e6


def view_us() -> float:
    game = Game.new(GameConfig(players=4, seed=5, modules=frozenset(module_order())))
    rng = random.Random(5)
    while game.turn < 40 and not game.is_over:
        game.apply(rng.choice(game.legal_actions(redesigns=False)))
    samples = []
    for _ in range(1000):
        start = time.perf_counter()
        game.view(game.to_move)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e6


def legal_positions_us() -> float:
    rng = random.Random(1)
    alhambra = Alhambra()
    tiles = list(BASE_TILES)
    rng.shuffle(tiles)
    for tile in tiles:
        spots = sorted(alhambra.legal_positions(tile))
        if spots and len(alhambra) < 40:
            alhambra.place(tile, rng.choice(spots))
    removable = sorted(alhambra.removable_positions())
    samples = []
    for round_ in range(300):
        pos = removable[round_ % len(removable)]
        tile = alhambra.remove(pos)
        alhambra.place(tile, pos)
        probe = BASE_TILES[round_ % len(BASE_TILES)]
        start = time.perf_counter()
        alhambra.legal_positions(probe)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e6


def corpus_replay_seconds() -> float:
    """Every recorded game of the corpus replayed, its legal actions listed at each step."""
    from game.rules import action_from_json
    from game.saves.document import check

    docs = [check(json.loads(p.read_text(encoding="utf-8"))) for p in sorted(CORPUS.glob("*/*.json"))]
    start = time.perf_counter()
    for doc in docs:
        game = Game.new(doc.config)
        for data in doc.log:
            game.legal_actions()
            game.apply(action_from_json(data))
    return time.perf_counter() - start


def main() -> None:
    every = frozenset(module_order())
    figures = {
        "lazy random games/s, 4 players": games_per_second(lazy_random_game, 60),
        "lazy random games/s, every module": games_per_second(lazy_random_game, 8,
                                                               modules=every),
        "uniform random games/s, 4 players": games_per_second(random_game, 25),
        "uniform random games/s, every module": games_per_second(random_game, 6,
                                                                 modules=every),
        "random actions/CPU s, 6 players": actions_per_cpu_second(4, frozenset(), 6),
        "random actions/CPU s, 6 players, every module": actions_per_cpu_second(3, every, 6),
        "corpus replayed, legal actions listed (s)": corpus_replay_seconds(),
        "clone() mid-game (us)": clone_us(),
        "view() every module (us)": view_us(),
        "legal_positions, 40 tiles, after a change (us)": legal_positions_us(),
    }
    json.dump(figures, sys.stdout)


if __name__ == "__main__":
    main()
