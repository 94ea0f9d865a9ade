"""Rules-core speed: placement checks, whole random games, copying a game."""

from __future__ import annotations

import random
import time
from functools import partial

from bench.engine_work import actions_per_cpu_second, lazy_random_game, random_game
from bench.util import median, percentile, report, timings
from game.rules import BASE_TILES, Alhambra, Game, GameConfig, module_order


def grown_alhambra(size: int, seed: int = 1) -> Alhambra:
    """An Alhambra of ``size`` tiles (fountain included) grown by random legal placements."""
    rng = random.Random(seed)
    while True:
        alhambra = Alhambra()
        tiles = list(BASE_TILES)
        rng.shuffle(tiles)
        placed = True
        while len(alhambra) < size and placed:
            placed = False
            for tile in tiles:
                spots = sorted(alhambra.legal_positions(tile))
                if spots:
                    alhambra.place(tile, rng.choice(spots))
                    tiles.remove(tile)
                    placed = True
                    break
        if len(alhambra) >= size:
            return alhambra


def bench_legal_positions() -> None:
    alhambra = grown_alhambra(40)
    placed_ids = {t.id for t in alhambra.tiles()}
    tiles = [t for t in BASE_TILES if t.id not in placed_ids]
    removable = sorted(alhambra.removable_positions())
    cold: list[float] = []
    for round_ in range(60):
        # A change (a tile out and back) drops every cached fact, as a real move would.
        pos = removable[round_ % len(removable)]
        tile = alhambra.remove(pos)
        alhambra.place(tile, pos)
        probe = tiles[round_ % len(tiles)]
        cold += timings(partial(alhambra.legal_positions, probe), 1)
    warm = [t for probe in tiles for t in timings(partial(alhambra.legal_positions, probe), 20)]
    report("legal_positions, 40-tile Alhambra, after a change",
           f"{median(cold) * 1e3:.3f} ms median", "<= 0.2 ms")
    report("legal_positions, 40-tile Alhambra, unchanged grid",
           f"{median(warm) * 1e3:.3f} ms median")


def _games_per_second(play, games: int, **options) -> tuple[float, float]:
    """Games and decisions per second of ``play`` (a game's seed -> its decisions)."""
    start = time.perf_counter()
    decisions = sum(play(seed, **options) for seed in range(games))
    elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed


def bench_random_games(games: int = 100) -> None:
    every = frozenset(module_order())
    rate, decisions = _games_per_second(lazy_random_game, games)
    report("random-play games, 4 players, one core (redesigns listed when drawn)",
           f"{rate:.1f} games/s", ">= 150 games/s")
    report("  decisions per second", f"{decisions:,.0f} /s")
    rate, _ = _games_per_second(lazy_random_game, games // 4, modules=every)
    report("  with every module on", f"{rate:.1f} games/s")
    rate, decisions = _games_per_second(random_game, games // 2)
    report("uniform random play, 4 players (every action listed)", f"{rate:.1f} games/s",
           ">= 50 games/s")
    report("  decisions per second", f"{decisions:,.0f} /s")
    rate, _ = _games_per_second(random_game, games // 4, modules=every)
    report("  with every module on", f"{rate:.1f} games/s")


def bench_module_cost(games: int = 6) -> None:
    """What every module costs the engine: uniform random play's decisions per CPU second
    in the base game and with every module on, at six players and at three, the two taken
    in turns so that both meet the same load of the machine."""
    every = frozenset(module_order())
    for players in (6, 3):
        base: list[float] = []
        modules: list[float] = []
        for _round in range(3):
            base.append(actions_per_cpu_second(games, frozenset(), players))
            modules.append(actions_per_cpu_second(max(1, games // 2), every, players))
        plain, heavy = median(base), median(modules)
        report(f"uniform random play, {players} players: decisions per CPU second",
               f"{plain:,.0f} /s")
        report(f"  with every module on ({len(every)})", f"{heavy:,.0f} /s")
        report("  base game / every module, per decision", f"{plain / heavy:.2f}x", "<= 2x")


def mid_game(players: int = 4, turn: int = 60, seed: int = 3) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    while game.turn < turn and not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def bench_clone() -> None:
    game = mid_game()
    samples = timings(game.clone, 5000)
    report("clone(), mid-game 4-player state", f"{median(samples) * 1e6:.1f} us median", "<= 50 us")
    report("  95th percentile", f"{percentile(samples, 0.95) * 1e6:.1f} us")


def main() -> None:
    bench_legal_positions()
    bench_random_games()
    bench_module_cost()
    bench_clone()


if __name__ == "__main__":
    main()
