"""Command line: start the table, or play headless games between bots.

Parsing and headless play never import pygame; the table is imported only when it opens.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from game import __version__
from game.rules import KINDS, GameConfig, Scored, module_order
from game.rules.config import MAX_PLAYERS, MIN_PLAYERS, option_owners
from game.rules.module import BASE_VARIANT
from game.rules.modules import REGISTRY
from game.rules.rulesets import VARIANTS
from game.text import is_ascii_number

DEFAULT_AI = "normal"
MAX_SEED = 10**12 - 1  # the setup screen's seed field takes at most 12 digits too
THINK_MS = (1, 60_000)  # a searching bot's time per decision: up to a minute


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An option's value: ASCII digits only ("²" and "١" are not), from ``low`` to ``high``."""
    def parse(words: str) -> int:
        if not is_ascii_number(words) or not low <= int(words) <= high:
            raise argparse.ArgumentTypeError(f"{words[:20]!r} is not a whole number from "
                                             f"{low} to {high}")
        return int(words)
    return parse


def png_path(words: str) -> Path:
    """Where a picture goes: a .png file name in a folder that exists."""
    path = Path(words)
    if path.suffix.lower() != ".png":
        raise argparse.ArgumentTypeError(f"{words[:80]!r} is not a .png file name")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{words[:80]!r} is a folder; give a file name")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"there is no folder {str(path.parent)[:80]!r}")
    return path


class Parser(argparse.ArgumentParser):
    """A wrong option is told in one line (not the whole usage), and ends with code 2."""

    def error(self, message: str):  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    from game.ai import BOT_KINDS

    parser = Parser(
        prog="alhambra",
        description="Alhambra, the board game, for 2-6 players: hot-seat and AI opponents.",
    )
    parser.add_argument("--version", action="version", version=f"alhambra {__version__}")
    parser.add_argument("--autoplay", action="store_true",
                        help="play a whole game between bots without a window and print the scores")
    parser.add_argument("--players", type=whole_number(MIN_PLAYERS, MAX_PLAYERS), default=4,
                        metavar="N",
                        help=f"number of players, {MIN_PLAYERS}-{MAX_PLAYERS} (default 4)")
    parser.add_argument("--seed", type=whole_number(0, MAX_SEED), default=None, metavar="S",
                        help=f"random seed, 0-{MAX_SEED}: the same seed deals the same game")
    parser.add_argument("--ai", default=DEFAULT_AI, metavar="LIST",
                        help=f"bot per seat for --autoplay, comma-separated or one for all: "
                             f"{', '.join(BOT_KINDS)} (default {DEFAULT_AI})")
    parser.add_argument("--think-ms", type=whole_number(*THINK_MS), default=1000, metavar="MS",
                        help=f"thinking time per decision for searching bots, "
                             f"{THINK_MS[0]}-{THINK_MS[1]} (default 1000)")
    parser.add_argument("--modules", default="", metavar="LIST",
                        help=f"expansion modules, comma-separated, or all: "
                             f"{', '.join(module_order())}")
    parser.add_argument("--variant", default=None, choices=VARIANTS,
                        help="the way to play: base (money, the default) or alcazaba (dice "
                             "instead of money); at the table, preselected on the setup")
    parser.add_argument("--extra-tower", action="store_true",
                        help="12 towers: a twelfth tower (price 10, no walls) in the bag")
    parser.set_defaults(options=None)
    for option, module_id in option_owners().items():  # the modules' own options
        words = REGISTRY[module_id].options[option]
        parser.add_argument(option_flag(option), action="append_const", const=option,
                            dest="options", help=f"with --modules {module_id}: {words}")
    parser.add_argument("--load", metavar="FILE",
                        help="open a saved game (with --autoplay: bots play it to the end)")
    parser.set_defaults(session=None)  # --load puts the loaded game here for the table
    parser.add_argument("--smoke-test", action="store_true",
                        help="open the window, draw every scene, and exit")
    parser.add_argument("--screenshot", type=png_path, metavar="PNG",
                        help="with --smoke-test: save a picture of the turn scene")
    return parser


def option_flag(option: str) -> str:
    """A module option on the command line: ``open_invasion`` is ``--open-invasion``."""
    return "--" + option.replace("_", "-")


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """Parse and check the options; a wrong option ends with a usage message and code 2."""
    from game.ai import BOT_KINDS

    parser = build_parser()
    args = parser.parse_args(argv)
    names = {m.strip() for m in args.modules.split(",") if m.strip()}
    if "all" in names:
        names = (names - {"all"}) | set(module_order())
    args.modules = frozenset(names)
    unknown = sorted(args.modules - set(module_order()))
    if unknown:
        parser.error(f"unknown module(s): {', '.join(unknown)}; choose from "
                     f"{', '.join(module_order())} or all")
    owners = option_owners()
    args.options = frozenset(args.options or ())
    astray = sorted(o for o in args.options if owners[o] not in args.modules)
    if astray:
        parser.error(f"{option_flag(astray[0])} goes with --modules {owners[astray[0]]}")
    if args.extra_tower:
        args.options |= {"extra_tower"}
    if args.variant not in (None, BASE_VARIANT) and args.modules:
        parser.error(f"the {args.variant} variant is played without expansion modules")
    ais = [a.strip() for a in args.ai.split(",") if a.strip()]
    if len(ais) == 1:
        ais *= args.players
    if len(ais) != args.players:
        parser.error(f"--ai names {len(ais)} bots for {args.players} players")
    bad = sorted(set(ais) - BOT_KINDS.keys())
    if bad:
        parser.error(f"unknown AI {', '.join(bad)}; choose from {', '.join(BOT_KINDS)}")
    args.ai = ais
    if args.screenshot and not args.smoke_test:
        parser.error("--screenshot goes with --smoke-test")
    return args


def autoplay(args: argparse.Namespace, out=sys.stdout) -> int:
    """Play one game between bots and print each scoring and the final scores."""
    from game.ai import make_bot, play_game

    config = GameConfig(players=args.players, seed=args.seed, modules=args.modules,
                        variant=args.variant or BASE_VARIANT, options=args.options)
    base_seed = args.seed if args.seed is not None else 0
    bots = [make_bot(kind, base_seed * 10 + seat, args.think_ms)
            for seat, kind in enumerate(args.ai)]

    def on_event(event) -> None:
        if isinstance(event, Scored):
            print(format_scoring(event, list(config.names)), file=out)

    game = play_game(config, bots, on_event=on_event)
    print(f"seed {game.config.seed}, {game.turn} turns; "
          f"winner: {' and '.join(game.names[w] for w in game.winners)}", file=out)
    print("scores: " + " ".join(str(s) for s in game.scores), file=out)
    return 0


def format_scoring(scored: Scored, names: list[str]) -> str:
    """A scoring as a text table: points per kind, wall, modules' lines, gain and total."""
    extras = sorted({line for row in scored.rows for line in row.extras})
    head = ["", *(k.value[:3] for k in KINDS), "wall", *extras, "gain", "total"]
    lines = [f"scoring {scored.number}"]
    widths = [max(8, *(len(n) for n in names), 4)] + [max(5, len(h)) for h in head[1:]]
    lines.append("  ".join(h.rjust(w) if i else h.ljust(w)
                           for i, (h, w) in enumerate(zip(head, widths))))
    for row in scored.rows:
        name = "Dirk" if row.seat is None else names[row.seat]
        total = scored.dirk_total if row.seat is None else scored.totals[row.seat]
        cells = [name, *(str(row.buildings[k.value]) for k in KINDS), str(row.wall),
                 *(str(row.extras.get(e, 0)) for e in extras), str(row.gained), str(total)]
        lines.append("  ".join(c.rjust(w) if i else c.ljust(w)
                               for i, (c, w) in enumerate(zip(cells, widths))))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    # In a bundled executable, a worker process started by the searching AI runs this same
    # entry point; freeze_support hands it over to multiprocessing before any parsing.
    import multiprocessing

    multiprocessing.freeze_support()
    args = parse_args(argv)
    if args.load is not None:
        from game.saves.command_line import load_saved_game

        code = load_saved_game(args)
        if code is not None:
            return code
    if args.autoplay:
        return autoplay(args)
    from game.app import run  # imports pygame

    return run(args)
