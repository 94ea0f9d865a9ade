"""Train the learned evaluation (``game.ai.learned``) from self-play, and check it.

    python tools/train_eval.py generate --games 600 --seed 1 --out selfplay.jsonl
    python tools/train_eval.py fit selfplay.jsonl --out assets/ai/learned_evaluation.json

``generate`` has Normal players play games from a seed: each game draws its table size
(2-6 players), its modules (none, one expansion's four, all sixteen, or a few at random)
and, now and then, the Alcazaba variant. At the start of every turn it records each
player's projection terms as the evaluation sees the whole position, and at the end each
player's final score. One JSON line per game, so a long run can be stopped and still used.

``fit`` weighs the terms to predict each seat's final margin over its best rival: ridge
regression pulled towards the hand-set weights (``learned.prior``), each feature's pull
scaled by its spread in the data. One game in five (by its number) is held out; the report
compares the fitted and the hand-set judgements on those games: how much of the margin
they explain, and how often a seat given a chance of winning p won (calibration).
Everything is plain Python and repeatable: the same seed gives the same games and weights.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))   # the checkout's game

from game.ai.learned import (
    HAND_SET, MODEL_FILE, LearnedEvaluator, LearnedModel, features, prior,
)
from game.ai.normal import NormalBot
from game.rules import EXPANSIONS, Game, GameConfig, catalogue, module_order

HELD_OUT = 5          # every fifth game (by number) is kept for the calibration report;
VALIDATION = 1        # of the others, those whose number ends so choose the ridge
# the pulls towards the hand-set weights tried (per unit of a feature's variance in the data)
RIDGES = (0.01, 0.03, 0.1, 0.3, 1.0, 3.0, 10.0)
PLAYERS = (2, 3, 3, 3, 4, 4, 5, 6)


# ---------------------------------------------------------------------- self-play
def deal(seed: int, number: int) -> GameConfig:
    """Game ``number`` of a run: its table size, modules and variant drawn from the seed."""
    rng = random.Random(seed * 1_000_003 + number)
    players = rng.choice(PLAYERS)
    if rng.random() < 0.15:
        return GameConfig(players=players, seed=rng.getrandbits(31), variant="alcazaba")
    roll = rng.random()
    order = module_order()
    if roll < 0.25:
        modules: list[str] = []
    elif roll < 0.65:
        expansion = rng.choice(sorted(EXPANSIONS))
        modules = [m.id for m in catalogue() if m.expansion == expansion]
    elif roll < 0.75:
        modules = list(order)
    else:
        modules = rng.sample(order, rng.randint(1, 6))
    return GameConfig(players=players, seed=rng.getrandbits(31), modules=frozenset(modules))


def play_and_record(config: GameConfig, bot_seed: int) -> dict:
    """One self-play game: the terms at each turn's start and the final scores."""
    game = Game.new(config)
    bots = [NormalBot(bot_seed * 10 + s) for s in range(config.players)]
    positions = []
    last_turn = None
    for _ in range(20000):
        if game.is_over:
            break
        if game.turn != last_turn:
            last_turn = game.turn
            evaluator = LearnedEvaluator(game, game.to_move, HAND_SET)
            positions.append({"progress": evaluator.progress, "terms": evaluator.terms(game)})
        seat = game.to_move
        game.apply(bots[seat].choose(game.view(seat)))
    return {"config": config.to_json(), "scores": list(game.scores),
            "winners": list(game.winners), "positions": positions}


def generate(games: int, seed: int, out: Path, start: int = 0) -> None:
    began = time.time()
    with out.open("a", encoding="utf-8") as file:
        for number in range(start, start + games):
            config = deal(seed, number)
            record = play_and_record(config, seed * 1000 + number)
            record["number"] = number
            file.write(json.dumps(record) + "\n")
            file.flush()
            print(f"game {number}: {config.players} players, {len(config.modules)} modules, "
                  f"{config.variant}, {len(record['positions'])} turns, "
                  f"{time.time() - began:.0f} s", flush=True)


# ---------------------------------------------------------------------- the fit
def read_games(paths: Iterable[Path]) -> list[dict]:
    games = []
    for path in paths:
        with path.open(encoding="utf-8") as file:
            games += [json.loads(line) for line in file if line.strip()]
    return games


def samples(games: Iterable[dict]) -> Iterator[tuple[dict[str, float], float, float]]:
    """(features, final margin over the best rival, share of the win) per seat and turn."""
    for game in games:
        scores, winners = game["scores"], game["winners"]
        for position in game["positions"]:
            for seat in range(len(scores)):
                margin = scores[seat] - max(s for i, s in enumerate(scores) if i != seat)
                won = 1.0 / len(winners) if seat in winners else 0.0
                yield (features(position["terms"], seat, position["progress"]), margin, won)


def is_held_out(game: dict) -> bool:
    return game["number"] % HELD_OUT == 0


@dataclass
class Moments:
    """What the least-squares fit needs of the samples: the features' cross products with
    each other and with the margin, and each feature's mean and variance."""

    names: list[str]
    xtx: list[list[float]]
    xty: list[float]
    variances: list[float]
    count: int


def moments(games: Iterable[dict]) -> Moments:
    rows = list(samples(games))
    names = sorted({name for found, _, _ in rows for name in found})
    index = {name: i for i, name in enumerate(names)}
    size = len(names)
    xtx = [[0.0] * size for _ in range(size)]
    xty = [0.0] * size
    sums = [0.0] * size
    squares = [0.0] * size
    for found, margin, _ in rows:
        items = [(index[name], x) for name, x in found.items() if x != 0.0]
        for i, x in items:
            xty[i] += x * margin
            sums[i] += x
            squares[i] += x * x
            row = xtx[i]
            for j, z in items:
                row[j] += x * z
    n = max(1, len(rows))
    variances = [squares[i] / n - (sums[i] / n) ** 2 for i in range(size)]
    return Moments(names, xtx, xty, variances, len(rows))


def fit(games: list[dict], ridge: float) -> LearnedModel:
    """Ridge regression of the margin on the features, towards ``prior`` weights."""
    return fit_moments(moments(games), ridge, games)


def fit_moments(m: Moments, ridge: float, games: list[dict]) -> LearnedModel:
    """The fit from the samples' moments; its spread measured on ``games``."""
    xtx = [row[:] for row in m.xtx]
    xty = m.xty[:]
    n = max(1, m.count)
    for i, name in enumerate(m.names):
        pull = ridge * n * max(m.variances[i], 1e-6)
        xtx[i][i] += pull
        xty[i] += pull * prior(name)
    solved = solve(xtx, xty)
    model = LearnedModel({name: round(w, 5) for name, w in zip(m.names, solved)})
    residuals = [margin - model.predict(found) for found, margin, _ in samples(games)]
    spread = math.sqrt(sum(r * r for r in residuals) / max(1, len(residuals)))
    return LearnedModel(model.weights, round(spread, 3))


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small)."""
    size = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(col + 1, size):
            factor = a[r][col] / a[col][col]
            if factor:
                for c in range(col, size + 1):
                    a[r][c] -= factor * a[col][c]
    found = [0.0] * size
    for r in range(size - 1, -1, -1):
        if abs(a[r][r]) < 1e-12:
            continue
        found[r] = (a[r][size] - sum(a[r][c] * found[c] for c in range(r + 1, size))) / a[r][r]
    return found


# ---------------------------------------------------------------------- the report
def win_chance(prediction: float, spread: float) -> float:
    """The chance that a margin predicted at ``prediction`` ends above zero."""
    return 0.5 * (1.0 + math.erf(prediction / (spread * math.sqrt(2.0))))


def report(model: LearnedModel, train: list[dict], held: list[dict]) -> dict:
    """How well the fitted and the hand-set judgements predict the held-out games."""
    hand = fit_offset(train)
    out = {}
    for label, judge in (("learned", model), ("hand-set", hand)):
        rows = list(samples(held))
        if not rows:
            break
        margins = [m for _, m, _ in rows]
        mean = sum(margins) / len(margins)
        predicted = [judge.predict(f) for f, _, _ in rows]
        residual = sum((m - p) ** 2 for m, p in zip(margins, predicted))
        total = sum((m - mean) ** 2 for m in margins) or 1.0
        chances = [win_chance(p, judge.spread) for p in predicted]
        wins = [w for _, _, w in rows]
        brier = sum((c - w) ** 2 for c, w in zip(chances, wins)) / len(rows)
        bins = []
        for low in range(0, 10):
            inside = [(c, w) for c, w in zip(chances, wins) if low / 10 <= c < (low + 1) / 10
                      or (low == 9 and c == 1.0)]
            if inside:
                bins.append({"chance": f"{low / 10:.1f}-{(low + 1) / 10:.1f}",
                             "samples": len(inside),
                             "predicted": round(sum(c for c, _ in inside) / len(inside), 3),
                             "won": round(sum(w for _, w in inside) / len(inside), 3)})
        out[label] = {"r2": round(1.0 - residual / total, 3),
                      "mean_abs_error": round(sum(abs(m - p) for m, p in zip(margins, predicted))
                                              / len(rows), 2),
                      "brier": round(brier, 4), "calibration": bins}
    return out


def fit_offset(games: list[dict]) -> LearnedModel:
    """The hand-set judgement as a predictor of the margin: its own weights, with only
    the constant and the spread fitted (it was never meant to predict the margin's level)."""
    rows = list(samples(games))
    if not rows:
        return HAND_SET
    offset = sum(m - HAND_SET.predict(f) for f, m, _ in rows) / len(rows)
    spread = math.sqrt(sum((m - HAND_SET.predict(f) - offset) ** 2 for f, m, _ in rows)
                       / len(rows))
    return LearnedModel({"bias": offset}, spread)


def train(paths: list[Path], out: Path, ridges: tuple[float, ...] = RIDGES) -> LearnedModel:
    return train_from(read_games(paths), out, ridges)


def choose_ridge(games: list[dict], ridges: tuple[float, ...]) -> float:
    """The ridge whose fit on most of ``games`` predicts the rest (the validation games)
    best; the first if there are too few games to tell."""
    fitting = [g for g in games if g["number"] % HELD_OUT != VALIDATION]
    checking = list(samples(g for g in games if g["number"] % HELD_OUT == VALIDATION))
    if len(ridges) == 1 or not fitting or not checking:
        return ridges[0]

    fitted = moments(fitting)

    def error(ridge: float) -> float:
        model = fit_moments(fitted, ridge, [])
        return sum((m - model.predict(f)) ** 2 for f, m, _ in checking)

    return min(ridges, key=error)


def train_from(games: list[dict], out: Path, ridges: tuple[float, ...] = RIDGES) -> LearnedModel:
    """Fit on the games not held out (the ridge chosen on some of them), report on the
    others, write the model to ``out``."""
    began = time.time()
    train_games = [g for g in games if not is_held_out(g)]
    held = [g for g in games if is_held_out(g)]
    ridge = choose_ridge(train_games, ridges)
    model = fit(train_games, ridge)
    about = {"games": len(train_games), "held_out_games": len(held),
             "positions": sum(len(g["positions"]) for g in train_games),
             "samples": sum(len(g["positions"]) * len(g["scores"]) for g in train_games),
             "ridge": ridge, "fit_seconds": round(time.time() - began, 1),
             "held_out": report(model, train_games, held)}
    model = LearnedModel(model.weights, model.spread, about)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(model.to_json(), indent=1) + "\n", encoding="utf-8")
    return model


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    gen = commands.add_parser("generate", help="play self-play games and record them")
    gen.add_argument("--games", type=int, default=600)
    gen.add_argument("--seed", type=int, default=1)
    gen.add_argument("--start", type=int, default=0, help="the first game's number")
    gen.add_argument("--out", type=Path, required=True)
    fitting = commands.add_parser("fit", help="fit the model to recorded games")
    fitting.add_argument("data", type=Path, nargs="+")
    fitting.add_argument("--ridge", type=float, nargs="+", default=RIDGES,
                         help="the ridges to choose from")
    fitting.add_argument("--out", type=Path, default=MODEL_FILE)
    args = parser.parse_args(argv)
    if args.command == "generate":
        generate(args.games, args.seed, args.out, args.start)
    else:
        model = train(args.data, args.out, tuple(args.ridge))
        print(json.dumps(model.about, indent=1))


if __name__ == "__main__":
    main()
