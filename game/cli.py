"""Command line: start the table, or play headless games between bots.

Parsing and headless play never import pygame; the table is imported only when it opens.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from game import __version__
from game.ai.bot import THINK_MS
from game.i18n import (
    LANGUAGES, N_, _, catalog_problem, ngettext, pgettext, set_language, system_language,
)
from game.launch import DEFAULT_AI, DEFAULT_PLAYERS, LaunchOptions
from game.rules import Scored, module_order
from game.rules.config import MAX_PLAYERS, MIN_PLAYERS, option_owners
from game.rules.module import BASE_VARIANT
from game.rules.modules import REGISTRY
from game.rules.rulesets import VARIANTS
from game.score_text import format_result, format_scoring
from game.text import is_ascii_number

MAX_SEED = 10**12 - 1  # the setup screen's seed field takes at most 12 digits too
THINK_RANGE = (1, 60_000)  # a searching bot's time per decision: up to a minute
# The window's size, width by height: the table is laid out for 1280x720 and drawn at the
# window's own resolution; below the smallest, text would be under 12 pixels.
SMALLEST_WINDOW = (1024, 600)
LARGEST_WINDOW = (7680, 4320)
# argparse's own words for a wrong option, as argparse writes them: marked so that the
# catalogs hold them; argparse reads them through the game's catalogs (``choose_language``).
ARGPARSE_WORDS = (
    # Translators: starts the first line of --help; keep the space at the end
    N_("usage: "),
    # Translators: argparse's words; keep each %(…)s, %s and %r as it is
    N_("argument %(argument_name)s: %(message)s"),
    # Translators: argparse's words; keep each %(…)s, %s and %r as it is
    N_("unrecognized arguments: %s"),
    # Translators: argparse's words; keep each %(…)s, %s and %r as it is
    N_("expected one argument"),
    # Translators: argparse's words; keep each %(…)s, %s and %r as it is
    N_("ambiguous option: %(option)s could match %(matches)s"),
    # Translators: argparse's words; keep each %(…)s, %s and %r as it is
    N_("invalid %(type)s value: %(value)r"),
    # Translators: argparse's words; keep each %(…)s, %s and %r as it is
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    # Translators: argparse's words; keep each %(…)s, %s and %r as it is
    N_("ignored explicit argument %r"),
)


def whole_number(low: int, high: int) -> Callable[[str], int]:
    """An option's value: ASCII digits only ("²" and "١" are not), from ``low`` to ``high``."""
    def parse(words: str) -> int:
        if not is_ascii_number(words) or not low <= int(words) <= high:
            raise argparse.ArgumentTypeError(
                _("{value} is not a whole number from {low} to {high}").format(
                    value=repr(words[:20]), low=low, high=high))
        return int(words)
    return parse


def png_path(words: str) -> Path:
    """Where a picture goes: a .png file name in a folder that exists."""
    path = Path(words)
    if path.suffix.lower() != ".png":
        raise argparse.ArgumentTypeError(
            _("{name} is not a .png file name").format(name=repr(words[:80])))
    if path.is_dir():
        raise argparse.ArgumentTypeError(
            _("{name} is a folder; give a file name").format(name=repr(words[:80])))
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(
            _("there is no folder {name}").format(name=repr(str(path.parent)[:80])))
    return path


def window_size(words: str) -> tuple[int, int]:
    """A window's size written ``WIDTHxHEIGHT`` (``1920x1080``), within the sizes the table
    is made for."""
    width, sep, height = words.lower().partition("x")
    if (sep and is_ascii_number(width) and is_ascii_number(height)
            and SMALLEST_WINDOW[0] <= int(width) <= LARGEST_WINDOW[0]
            and SMALLEST_WINDOW[1] <= int(height) <= LARGEST_WINDOW[1]):
        return int(width), int(height)
    raise argparse.ArgumentTypeError(
        # Translators: {value} is what was typed; the sizes are written 1920x1080
        _("{value} is not a window size from {smallest} to {largest}, written like "
          "1920x1080").format(value=repr(words[:20]),
                              smallest="{}x{}".format(*SMALLEST_WINDOW),
                              largest="{}x{}".format(*LARGEST_WINDOW)))


class Parser(argparse.ArgumentParser):
    """A wrong option is told in one line (not the whole usage), and ends with code 2."""

    def error(self, message: str):
        # Translators: {prog} is the program's name, {message} what is wrong with the options
        self.exit(2, _("{prog}: {message} (see {prog} --help)").format(
            prog=self.prog, message=message) + "\n")


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser, its help in the current language."""
    from game.ai import BOT_KINDS

    parser = Parser(
        prog="alhambra",
        description=_("Alhambra, the board game, for 2-6 players: hot-seat and AI opponents."),
        add_help=False,
    )
    # Translators: the heading of the list of options in --help
    group = parser.add_argument_group(_("options"))
    group.add_argument("-h", "--help", action="help",
                       help=_("show this help message and exit"))
    group.add_argument("--version", action="version", version=f"alhambra {__version__}",
                       help=_("show program's version number and exit"))
    group.add_argument("--autoplay", action="store_true",
                       help=_("play a whole game between bots without a window and print the "
                              "scores"))
    group.add_argument("--players", type=whole_number(MIN_PLAYERS, MAX_PLAYERS), default=None,
                       # Translators: stands for a number in --help; capitals, no spaces
                       metavar=pgettext("in --help", "N"),
                       help=_("number of players, {low}-{high} (default {default})").format(
                           low=MIN_PLAYERS, high=MAX_PLAYERS, default=DEFAULT_PLAYERS))
    group.add_argument("--seed", type=whole_number(0, MAX_SEED), default=None,
                       # Translators: stands for a seed in --help; capitals, no spaces
                       metavar=pgettext("in --help", "S"),
                       help=_("random seed, 0-{high}: the same seed deals the same game").format(
                           high=MAX_SEED))
    group.add_argument("--ai", default=DEFAULT_AI,
                       # Translators: stands for a list in --help; capitals, no spaces
                       metavar=pgettext("in --help", "LIST"),
                       help=_("bot per seat for --autoplay, comma-separated or one for all: "
                              "{bots} (default {default})").format(
                           bots=", ".join(BOT_KINDS), default=DEFAULT_AI))
    group.add_argument("--think-ms", type=whole_number(*THINK_RANGE), default=THINK_MS,
                       metavar="MS",
                       help=_("thinking time per decision for searching bots, {low}-{high} "
                              "(default {default})").format(
                           low=THINK_RANGE[0], high=THINK_RANGE[1], default=THINK_MS))
    group.add_argument("--modules", default="",
                       # Translators: stands for a list in --help; capitals, no spaces
                       metavar=pgettext("in --help", "LIST"),
                       help=_("expansion modules, comma-separated, or all: {modules}").format(
                           modules=", ".join(module_order())))
    group.add_argument("--variant", default=None, choices=VARIANTS,
                       help=_("the way to play: base (money, the default) or alcazaba (dice "
                              "instead of money); at the table, preselected on the setup"))
    group.add_argument("--extra-tower", action="store_true",
                       help=_("12 towers: a twelfth tower (price 10, no walls) in the bag"))
    parser.set_defaults(options=None)
    for option, module_id in option_owners().items():  # the modules' own options
        words = REGISTRY[module_id].options[option]
        # Translators: {module} is a module's id, {option} what the option does
        group.add_argument(option_flag(option), action="append_const", const=option,
                           dest="options", help=_("with --modules {module}: {option}").format(
                               module=module_id, option=_(words)))
    group.add_argument("--load",
                       # Translators: stands for a file in --help; capitals, no spaces
                       metavar=pgettext("in --help", "FILE"),
                       help=_("open a saved game (with --autoplay: bots play it to the end)"))
    group.add_argument("--lang", choices=list(LANGUAGES), default=None,
                       help=_("the game's language: {choices} (default: the one chosen at the "
                              "last setup, else the system's, else English)").format(
                           choices=", ".join(f"{code} ({name})"
                                             for code, name in LANGUAGES.items())))
    group.add_argument("--window", type=window_size, default=None,
                       # Translators: stands for a window's size in --help; no spaces
                       metavar=pgettext("in --help", "WIDTHxHEIGHT"),
                       help=_("open the window at this size, e.g. 1920x1080 (the smallest "
                              "is {smallest}; the game is drawn at the window's own "
                              "resolution)").format(smallest="{}x{}".format(*SMALLEST_WINDOW)))
    group.add_argument("--smoke-test", action="store_true",
                       help=_("open the window, draw every scene, and exit"))
    group.add_argument("--screenshot", type=png_path, metavar="PNG",
                       help=_("with --smoke-test: save a picture of the turn scene"))
    return parser


def option_flag(option: str) -> str:
    """A module option on the command line: ``open_invasion`` is ``--open-invasion``."""
    return "--" + option.replace("_", "-")


def parse_args(argv: Sequence[str] | None = None) -> LaunchOptions:
    """Parse and check the options; a wrong option ends with a usage message and code 2."""
    from game.ai import BOT_KINDS

    parser = build_parser()
    args = parser.parse_args(argv)
    # the table's setup screen keeps its own seats unless the command line names a number
    args.players_chosen = args.players is not None
    if args.players is None:
        args.players = DEFAULT_PLAYERS
    names = {m.strip() for m in args.modules.split(",") if m.strip()}
    if "all" in names:
        names = (names - {"all"}) | set(module_order())
    args.modules = frozenset(names)
    unknown = sorted(args.modules - set(module_order()))
    if unknown:
        # Translators: "all" is typed as it is: keep it in English
        parser.error(ngettext("unknown module: {modules}; choose from {choices} or all",
                              "unknown modules: {modules}; choose from {choices} or all",
                              len(unknown)).format(modules=", ".join(unknown),
                                                   choices=", ".join(module_order())))
    owners = option_owners()
    args.options = frozenset(args.options or ())
    astray = sorted(o for o in args.options if owners[o] not in args.modules)
    if astray:
        parser.error(_("{option} goes with --modules {module}").format(
            option=option_flag(astray[0]), module=owners[astray[0]]))
    if args.extra_tower:
        args.options |= {"extra_tower"}
    if args.variant not in (None, BASE_VARIANT) and args.modules:
        parser.error(_("the {variant} variant is played without expansion modules").format(
            variant=args.variant))
    ais = [a.strip() for a in args.ai.split(",") if a.strip()]
    if len(ais) == 1:
        ais *= args.players
    if len(ais) != args.players:
        # Translators: e.g. "--ai names 3 bots for 4 players"
        parser.error(_("--ai names {bots} for {players}").format(
            bots=ngettext("{count} bot", "{count} bots", len(ais)).format(count=len(ais)),
            players=ngettext("{count} player", "{count} players",
                             args.players).format(count=args.players)))
    bad = sorted(set(ais) - BOT_KINDS.keys())
    if bad:
        parser.error(ngettext("unknown AI {names}; choose from {choices}",
                              "unknown AI {names}; choose from {choices}",
                              len(bad)).format(names=", ".join(bad),
                                               choices=", ".join(BOT_KINDS)))
    args.ai = ais
    if args.screenshot and not args.smoke_test:
        parser.error(_("--screenshot goes with --smoke-test"))
    return LaunchOptions(
        players=args.players, players_chosen=args.players_chosen, seed=args.seed,
        ai=tuple(args.ai), think_ms=args.think_ms, modules=args.modules,
        options=args.options, variant=args.variant, load=args.load, lang=args.lang,
        window=args.window, autoplay=args.autoplay, smoke_test=args.smoke_test,
        screenshot=args.screenshot)


def autoplay(launch: LaunchOptions, out=sys.stdout) -> int:
    """Play one game between bots and print each scoring and the final scores."""
    from game.ai import play_game

    config = launch.config()
    bots = [launch.bot(seat, launch.seed) for seat in range(launch.players)]

    def on_event(event) -> None:
        if isinstance(event, Scored):
            print(format_scoring(event, list(config.names)), file=out)

    game = play_game(config, bots, on_event=on_event)
    print(format_result(game), file=out)
    return 0


def language_asked(argv: Sequence[str]) -> str | None:
    """The language ``--lang`` asks for, read before the parser is built (its help and its
    messages speak that language); None if there is none or it is not one we speak (the
    parser then says so)."""
    for index, word in enumerate(argv):
        if word.startswith("--lang="):
            code = word.partition("=")[2]
        elif word == "--lang" and index + 1 < len(argv):
            code = argv[index + 1]
        else:
            continue
        return code if code in LANGUAGES else None
    return None


def choose_language(argv: Sequence[str]) -> None:
    """Speak the language of ``--lang``, else the one chosen at the last setup, else the
    system's (English if we do not speak it); a language whose words are missing is said on
    the error stream."""
    from game.ui.settings import remembered_language

    code = language_asked(argv) or remembered_language() or system_language()
    set_language(code)
    if catalog_problem():
        print(f"alhambra: {catalog_problem()}", file=sys.stderr)
    # argparse words its own messages ("usage: ", "invalid choice: ...") with the standard
    # gettext functions it imported, which read compiled catalogs from a folder given once
    # for the whole process: pointed at the game's own, they speak the language chosen
    # now, from a source checkout's catalogs too
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


def main(argv: Sequence[str] | None = None) -> int:
    # In a bundled executable, a worker process started by the searching AI runs this same
    # entry point; freeze_support hands it over to multiprocessing before any parsing.
    import multiprocessing

    multiprocessing.freeze_support()
    argv = sys.argv[1:] if argv is None else list(argv)
    choose_language(argv)
    launch = parse_args(argv)
    if launch.load is not None:
        from game.saves.command_line import load_saved_game

        loaded = load_saved_game(launch)
        if isinstance(loaded, int):
            return loaded
        launch = replace(launch, session=loaded)
    if launch.autoplay:
        return autoplay(launch)
    from game.app import run  # imports pygame

    return run(launch)
