"""Write a corpus of saves with the game as it is now, into ``corpus/<version>/``.

Run once per released format or rules change (``python -m tests.save.corpus.make``, or
``python -m tests.save.corpus.make <folder>`` for a format changed between releases), and
commit the files: ``test_corpus`` then checks that every save made by an earlier version
still loads and replays to the state it recorded. Never regenerate an existing version's
folder with newer code.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from game import __version__
from game.ai import make_bot
from game.rules import WINDOW, GameConfig
from game.saves import save_session
from game.session import HUMAN, Seat, Session

MODULE_SETS = ((), ("vizier",), ("exchange",), ("bonus",), ("huts",),
               ("vizier", "exchange", "bonus", "huts"),
               ("gates",), ("diamonds",), ("characters",), ("camps",), ("change",),
               ("vizier", "exchange", "bonus", "huts", "gates", "diamonds", "characters",
                "camps", "change"),
               ("citywalls",), ("thieves",), ("traders",),
               ("citywalls", "thieves", "change", "traders"),
               ("vizier", "exchange", "bonus", "huts", "gates", "diamonds", "characters",
                "camps", "citywalls", "thieves", "change", "traders"),
               ("treasure",), ("builders",), ("invaders",), ("bazaars",),
               ("treasure", "builders", "invaders", "bazaars"),
               ("vizier", "exchange", "bonus", "huts", "gates", "diamonds", "characters",
                "camps", "citywalls", "thieves", "change", "traders", "treasure", "builders",
                "invaders", "bazaars"))
VARIANTS = ("alcazaba",)  # ways to play other than the base game, saved too
OPTION_SETS = ((("invaders",), ("open_invasion",)),)  # modules with options of theirs on
NAMES = ("Amira", "Basim", "Carmen", "Dario", "Élif", "Farid")


def stop_after(rng: random.Random, modules: tuple[str, ...],
               players: int) -> tuple[int, bool]:
    """Where a game stops: (decisions at least, whether it then waits for a between-turns
    window); a game may also end first. Some stop mid-turn, some between turns."""
    if ("vizier" in modules or "thieves" in modules) and players % 2:
        return rng.randrange(20, 300), True
    return rng.choice([10_000, rng.randrange(20, 400)]), False


def make(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    setups = [(modules, "base", ()) for modules in MODULE_SETS]
    setups += [((), variant, ()) for variant in VARIANTS]
    setups += [(modules, "base", options) for modules, options in OPTION_SETS]
    for number, (modules, variant, options) in enumerate(setups):
        for players in range(2, 7):
            seed = 1000 + 10 * number + players
            rng = random.Random(seed)
            kinds = [HUMAN if seat == 0 else rng.choice(["normal", "random", "greedy"])
                     for seat in range(players)]
            seats = [Seat(NAMES[i], kinds[i], f"colour{i}") for i in range(players)]
            config = GameConfig(players=players, seed=seed, modules=frozenset(modules),
                                variant=variant, options=frozenset(options))
            stop, in_window = stop_after(rng, modules, players)
            session = Session.new(config, seats)
            bots = [make_bot("normal" if k == HUMAN else k, seed * 10 + s)
                    for s, k in enumerate(kinds)]
            steps = 0
            while not session.game.is_over:
                game = session.game
                if steps >= stop and (game.phase == WINDOW or not in_window):
                    break
                session.apply(bots[game.to_move].choose(game.view(game.to_move)))
                steps += 1
            tag = "-".join((*modules, *options)) or variant
            path = folder / f"{tag}-{players}p.json"
            save_session(session, path, name=f"{tag}, {players} players")
            written.append(path)
    return written


if __name__ == "__main__":
    # the folder: the version's number, or a name given (a format change between releases)
    for path in make(Path(__file__).parent / (sys.argv[1] if len(sys.argv) > 1 else __version__)):
        print(path)
