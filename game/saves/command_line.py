"""``python main.py --load FILE``: open a saved game, or say clearly why it cannot be.

A bad file prints one line to stderr and ends with exit code 2, never a traceback. With
``--autoplay`` the loaded game is played on to its end by bots (saved bot seats keep their
kind; human seats get the ``--ai`` bot) and the result printed as ``--autoplay`` does.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TextIO

from game.i18n import _, ngettext
from game.launch import LaunchOptions
from game.saves.errors import SaveError
from game.saves.files import load_session
from game.session import Session

EXIT_BAD_FILE = 2

log = logging.getLogger(__name__)


def load_saved_game(launch: LaunchOptions, out: TextIO | None = None,
                    err: TextIO | None = None) -> Session | int:
    """The game saved in ``launch.load``, for the table to open; or the exit code, after
    saying why it cannot be loaded, or after playing it on with ``--autoplay``."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        session = load_session(Path(launch.load))
    except SaveError as error:
        # Translators: {file} is the file given to --load, {problem} what is wrong with it
        print(_("alhambra: cannot load {file}: {problem}").format(
            file=launch.load, problem=error), file=err)
        return EXIT_BAD_FILE
    except Exception:  # a fault of ours, not of the file: keep the details in the log
        from game.logs import record_crash

        path = record_crash(sys.exc_info()[1])
        # Translators: {log} is the log file's path
        print(_("alhambra: cannot load {file}: unexpected error (details in {log})").format(
            file=launch.load, log=path), file=err)
        return EXIT_BAD_FILE
    if launch.autoplay:
        return play_on(session, launch, out)
    return session


def play_on(session: Session, launch: LaunchOptions, out: TextIO) -> int:
    """Finish the loaded game with bots and print each scoring and the final scores: a
    saved computer seat keeps its kind, a person's seat gets the one ``--ai`` names."""
    from game.ai.play import MAX_STEPS, play_out
    from game.score_text import format_result, format_scoring
    from game.rules import Scored

    seed = session.game.config.seed if launch.seed is None else launch.seed
    bots = [launch.bot(number, seed, kind=None if seat.is_human else seat.player)
            for number, seat in enumerate(session.seats)]

    def on_event(event) -> None:
        if isinstance(event, Scored):
            print(format_scoring(event, session.game.names), file=out)

    try:
        game = play_out(lambda: session.game, session.apply, bots, on_event)
    except RuntimeError:
        print(ngettext("alhambra: the game did not end within {count} decision",
                       "alhambra: the game did not end within {count} decisions",
                       MAX_STEPS).format(count=MAX_STEPS), file=sys.stderr)
        return 1
    print(format_result(game), file=out)
    return 0
