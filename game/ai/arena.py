"""The arena: bots play many games against each other and their strength is measured.

    python -m game.ai.arena --seats hard,normal,normal --games 200 --think-ms 200 --seed 1
    python -m game.ai.arena --seats normal,easy --games 200 --modules all
    python -m game.ai.arena --seats hard@1000,hard@200 --games 100

A seat may name its own thinking time (``hard@1000``); the others think ``--think-ms``.

Seating rotates: each deal (a game seed) is played once with every rotation of the seats,
so no bot profits from a lucky deal or from sitting first. For each bot the arena prints its
share of the wins with a 95% confidence interval (shared wins count as fractions), its mean
score, and how long it took per decision: over every decision, and over the decisions it
actually thought about (the others are answered from a plan or had one legal action).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from game.ai.bot import BOT_KINDS, THINK_MS, Bot, bot_seed, make_bot
from game.ai.play import play_game
from game.ai.stats import mean, percentile, wilson_interval
from game.ai.workers import WORKERS_ENV
from game.i18n import _, ngettext, pgettext
from game.rules import Action, Game, GameConfig, module_order
from game.rules.config import MAX_PLAYERS, MIN_PLAYERS
from game.rules.rulesets import VARIANTS

# The report's columns at their narrowest (a heading in another language may widen one);
# the thinking times' columns begin after a bar.
COLUMN_WIDTHS = (10, 5, 9, 15, 10, 17, 7, 11, 7, 7, 7, 7)
THINKING_COLUMN = 7


class TimedBot:
    """Wraps a bot and records how long each of its decisions took."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name
        self.times: list[float] = []
        self.thinking: list[float] = []

    def choose(self, view: Game) -> Action:
        start = time.perf_counter()
        action = self.bot.choose(view)
        elapsed = time.perf_counter() - start
        self.times.append(elapsed)
        if getattr(self.bot, "thought", True):
            self.thinking.append(elapsed)
        return action


@dataclass(frozen=True)
class GameSpec:
    index: int
    seed: int
    lineup: tuple[int, ...]        # seat -> entry (index into the seats list)
    kinds: tuple[str, ...]         # entry -> bot kind
    think_ms: int
    modules: frozenset[str] = frozenset()
    variant: str = "base"


@dataclass
class GameRecord:
    spec: GameSpec
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    turns: int
    times: list[list[float]] = field(default_factory=list)     # per seat
    thinking: list[list[float]] = field(default_factory=list)  # per seat


def schedule(kinds: Sequence[str], games: int, seed: int, think_ms: int,
             modules: frozenset[str] = frozenset(), variant: str = "base") -> list[GameSpec]:
    """Games in deals of ``len(kinds)`` rotations, each deal with its own seed."""
    n = len(kinds)
    specs = []
    for index in range(games):
        deal, rotation = divmod(index, n)
        lineup = tuple((seat - rotation) % n for seat in range(n))
        specs.append(GameSpec(index, seed * 100_003 + deal, lineup, tuple(kinds), think_ms,
                              frozenset(modules), variant))
    return specs


def seat_bot(seat: str, think_ms: int) -> tuple[str, int]:
    """A seat's bot kind and thinking time: ``"hard@1000"`` is Hard thinking 1000 ms, a
    bare kind thinks ``think_ms`` (raises ValueError for a time that is no number)."""
    kind, _at, ms = seat.partition("@")
    return kind, int(ms) if ms else think_ms


def play_one(spec: GameSpec) -> GameRecord:
    """Play one scheduled game (in this process or an arena worker)."""
    n = len(spec.lineup)
    bots = []
    for seat, entry in enumerate(spec.lineup):
        kind, think_ms = seat_bot(spec.kinds[entry], spec.think_ms)
        bots.append(TimedBot(make_bot(kind, bot_seed(spec.seed, seat), think_ms)))
    game = play_game(GameConfig(players=n, seed=spec.seed, modules=spec.modules,
                                variant=spec.variant), bots)
    return GameRecord(spec, tuple(game.scores), tuple(game.winners), game.turn,
                      [b.times for b in bots], [b.thinking for b in bots])


@dataclass
class EntryStats:
    label: str
    shares: list[float] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    thinking: list[float] = field(default_factory=list)


def tally(records: Sequence[GameRecord], kinds: Sequence[str]) -> list[EntryStats]:
    labels = _labels(kinds)
    stats = [EntryStats(label) for label in labels]
    for record in records:
        for seat, entry in enumerate(record.spec.lineup):
            st = stats[entry]
            won = seat in record.winners
            st.shares.append(1.0 / len(record.winners) if won else 0.0)
            st.scores.append(record.scores[seat])
            st.times.extend(record.times[seat])
            st.thinking.extend(record.thinking[seat])
    return stats


def report(stats: Sequence[EntryStats], kinds: Sequence[str], records: Sequence[GameRecord],
           out=None) -> None:
    out = out or sys.stdout
    games = len(records)
    # Translators: the arena's table headings; p95 and p99 are the 95th and 99th percentiles
    # of the time per decision, CI the confidence interval, n the number of decisions
    head = [_("bot"), _("games"), _("win share"), _("95% CI"), _("mean score"),
            _("ms/decision: mean"), _("p95"), _("thinking: n"), _("median"), _("p95"),
            _("p99"), _("max")]
    widths = [max(width, len(words)) for width, words in zip(COLUMN_WIDTHS, head)]

    def line(cells: Sequence[str]) -> str:
        padded = [cells[0].ljust(widths[0])]
        padded += [cell.rjust(width) for cell, width in zip(cells[1:], widths[1:])]
        return " ".join(padded[:THINKING_COLUMN]) + " | " + " ".join(padded[THINKING_COLUMN:])

    print(line(head), file=out)
    for st in stats:
        wins = sum(st.shares)
        low, high = wilson_interval(wins, len(st.shares))
        ms = [t * 1000 for t in st.times]
        th = [t * 1000 for t in st.thinking]
        print(line([st.label, str(len(st.shares)), f"{wins / max(1, len(st.shares)):.3f}",
                    f"[{low:.3f}, {high:.3f}]", f"{mean(st.scores):.1f}", f"{mean(ms):.1f}",
                    f"{percentile(ms, 0.95):.1f}", str(len(th)), f"{percentile(th, 0.5):.1f}",
                    f"{percentile(th, 0.95):.1f}", f"{percentile(th, 0.99):.1f}",
                    f"{max(th, default=0.0):.1f}"]), file=out)
    by_kind: dict[str, list[float]] = {}
    for st, kind in zip(stats, kinds):
        by_kind.setdefault(kind, []).append(sum(st.shares))
    if len(by_kind) < len(kinds):
        parts = []
        for kind, wins in by_kind.items():
            share = sum(wins) / max(1, games)
            low, high = wilson_interval(sum(wins), games)
            fair = len(wins) / len(kinds)
            parts.append(_("{kind} {share} [{low}, {high}] (fair share {fair})").format(
                kind=kind, share=f"{share:.3f}", low=f"{low:.3f}", high=f"{high:.3f}",
                fair=f"{fair:.3f}"))
        print(_("by kind: {shares}").format(shares="; ".join(parts)), file=out)
    turns = mean([r.turns for r in records])
    print(ngettext("{count} game, {turns} turns per game on average",
                   "{count} games, {turns} turns per game on average", games)
          .format(count=games, turns=f"{turns:.1f}"), file=out)


def _labels(kinds: Sequence[str]) -> list[str]:
    labels = []
    for i, kind in enumerate(kinds):
        labels.append(kind if kinds.count(kind) == 1 else f"{kind}#{i + 1}")
    return labels


def _init_arena_worker(hard_workers: int) -> None:
    os.environ[WORKERS_ENV] = str(hard_workers)


def run(kinds: Sequence[str], games: int, seed: int, think_ms: int, jobs: int = 1,
        progress=None, modules: frozenset[str] = frozenset(),
        variant: str = "base") -> list[GameRecord]:
    """Play the scheduled games, ``jobs`` at a time, with ``modules`` on."""
    specs = schedule(kinds, games, seed, think_ms, modules, variant)
    records: list[GameRecord] = []
    if jobs <= 1:
        for spec in specs:
            records.append(play_one(spec))
            if progress:
                progress(records[-1])
        return records
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context,
                             initializer=_init_arena_worker, initargs=(0,)) as pool:
        for record in pool.map(play_one, specs):
            records.append(record)
            if progress:
                progress(record)
    return records


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m game.ai.arena",
                                     description=_("Measure bots against each other."))
    parser.add_argument("--seats", required=True, metavar="LIST",
                        help=_("bot per seat, comma-separated: {kinds}; kind@MS gives a seat "
                               "its own thinking time").format(kinds=", ".join(BOT_KINDS)))
    parser.add_argument("--games", type=int, default=20, metavar="N",
                        help=_("games to play (best a multiple of the number of seats)"))
    parser.add_argument("--think-ms", type=int, default=THINK_MS, metavar="MS",
                        help=_("thinking time per decision for searching bots (default {default})"
                              ).format(default=THINK_MS))
    parser.add_argument("--seed", type=int, default=1, metavar="S",
                        help=_("first deal's seed"))
    parser.add_argument("--jobs", type=int, default=1, metavar="J",
                        help=_("games played at the same time in separate processes (default "
                               "1; searching bots then search in their game's process)"))
    parser.add_argument("--modules", default="", metavar="LIST",
                        help=_("expansion modules, comma-separated, or all: {modules}").format(
                            modules=", ".join(module_order())))
    parser.add_argument("--variant", default="base", choices=VARIANTS,
                        help=_("the way to play: base (money) or alcazaba (dice)"))
    parser.add_argument("--quiet", action="store_true", help=_("no line per game"))
    args = parser.parse_args(argv)
    if args.variant != "base" and args.modules:
        parser.error(_("the {variant} variant is played without expansion modules").format(
            variant=args.variant))
    modules = {m.strip() for m in args.modules.split(",") if m.strip()}
    if "all" in modules:
        modules = (modules - {"all"}) | set(module_order())
    unknown_modules = sorted(modules - set(module_order()))
    if unknown_modules:
        parser.error(ngettext("unknown module {modules}", "unknown modules {modules}",
                              len(unknown_modules)).format(modules=", ".join(unknown_modules)))
    args.modules = frozenset(modules)
    kinds = [k.strip() for k in args.seats.split(",") if k.strip()]
    if not MIN_PLAYERS <= len(kinds) <= MAX_PLAYERS:
        parser.error(ngettext("--seats names {count} bot; a game has {low}-{high}",
                              "--seats names {count} bots; a game has {low}-{high}",
                              len(kinds)).format(count=len(kinds), low=MIN_PLAYERS,
                                                 high=MAX_PLAYERS))
    unknown = sorted({k.partition("@")[0] for k in kinds} - BOT_KINDS.keys())
    if unknown:
        parser.error(_("unknown AI {names}; choose from {kinds}").format(
            names=", ".join(unknown), kinds=", ".join(BOT_KINDS)))
    for seat in kinds:
        ms = seat.partition("@")[2]
        if ms and not (ms.isascii() and ms.isdigit() and 1 <= int(ms) <= 60_000):
            parser.error(_("{seat}: the thinking time after @ is 1-60000 ms").format(seat=seat))
    if args.games <= 0 or args.think_ms <= 0 or args.jobs <= 0:
        parser.error(_("--games, --think-ms and --jobs must be positive"))
    args.seats = kinds
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    labels = _labels(args.seats)
    # Translators: {modules} is a list of module ids, or "none"
    heading = ngettext("arena: {seats}; {count} game, rotated seating; think {think_ms} ms; "
                       "seed {seed}; jobs {jobs}; modules {modules}; variant {variant}",
                       "arena: {seats}; {count} games, rotated seating; think {think_ms} ms; "
                       "seed {seed}; jobs {jobs}; modules {modules}; variant {variant}",
                       args.games)
    # Translators: no expansion modules, in the arena's first line
    modules = ",".join(sorted(args.modules)) or pgettext("no modules", "none")
    print(heading.format(seats=",".join(args.seats), count=args.games, think_ms=args.think_ms,
                         seed=args.seed, jobs=args.jobs, modules=modules,
                         variant=args.variant), flush=True)
    started = time.time()

    def progress(record: GameRecord) -> None:
        if args.quiet:
            return
        cells = ", ".join(f"{labels[e]} {record.scores[s]}{'*' if s in record.winners else ''}"
                          for s, e in enumerate(record.spec.lineup))
        print(_("game {number} seed {seed}: {scores}").format(
            number=f"{record.spec.index + 1:>4}", seed=record.spec.seed, scores=cells),
            flush=True)

    records = run(args.seats, args.games, args.seed, args.think_ms, args.jobs, progress,
                  args.modules, args.variant)
    report(tally(records, args.seats), args.seats, records)
    print(_("wall time {seconds} s").format(seconds=f"{time.time() - started:.0f}"),
          flush=True)
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
