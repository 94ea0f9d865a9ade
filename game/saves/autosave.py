"""Autosave after every completed turn, kept game by game, and resuming from them.

Every game in progress stays resumable: each game keeps its newest few autosaves, whatever
happens in other games, and nothing is removed except a game's own older autosaves (or a
finished game the player deletes). An autosave is named by the time it was written (UTC, to
the microsecond) and by its game, ``autosave-<time>-g<game id>.json``, so names sort in the
order they were made and pruning never has to open a file. Autosaves written before games
had ids (``autosave-<time>.json``) are grouped by the game id their contents give, and are
never pruned.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from game.i18n import _
from game.paths import user_data_dir
from game.saves.document import SaveInfo
from game.saves.errors import MISSING, SaveError
from game.saves.files import load_session, read_info, remove_leftovers, save_session
from game.saves.library import MAX_LISTED, SUFFIX
from game.session import Session

AUTOSAVES_KEPT = 3  # per game
PREFIX = "autosave-"
AUTOSAVE_NAME = "Autosave"
_NAME = re.compile(r"autosave-(?P<stamp>\d{8}-\d{6}-\d{6}(?:-\d{3})?)"
                   r"(?:-g(?P<game>[0-9a-f]{8,32}))?" + re.escape(SUFFIX))

log = logging.getLogger(__name__)


def autosave_dir() -> Path:
    folder = user_data_dir() / "autosaves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def autosave(session: Session, keep: int | None = AUTOSAVES_KEPT) -> Path:
    """Write an autosave of ``session`` now and drop all but the ``keep`` newest of its game
    (``None``: drop nothing). SaveError if it could not be written (every autosave already
    there is then untouched)."""
    folder = autosave_dir()
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    game = f"-g{session.game_id}"
    path = folder / f"{PREFIX}{stamp}{game}{SUFFIX}"
    extra = 0
    while path.exists():  # two autosaves within one microsecond
        extra += 1
        path = folder / f"{PREFIX}{stamp}-{extra:03d}{game}{SUFFIX}"
    save_session(session, path, name=AUTOSAVE_NAME)
    if keep is not None:
        prune(session.game_id, keep)
    return path


def autosave_paths() -> list[Path]:
    """Autosave files, newest first."""
    paths = [p for p in autosave_dir().glob(f"{PREFIX}*{SUFFIX}") if _NAME.fullmatch(p.name)]
    return sorted(paths, key=lambda p: _NAME.fullmatch(p.name)["stamp"], reverse=True)


def game_of(path: Path) -> str | None:
    """The game id an autosave's name gives (None for one written before games had ids)."""
    match = _NAME.fullmatch(path.name)
    return match["game"] if match else None


def prune(game_id: str, keep: int = AUTOSAVES_KEPT) -> None:
    """Remove all but the ``keep`` newest autosaves of one game."""
    for old in [p for p in autosave_paths() if game_of(p) == game_id][keep:]:
        try:
            old.unlink()
        except OSError as error:
            log.warning("could not remove old autosave %s: %s", old, error)


@dataclass(frozen=True)
class AutosavedGame:
    """One game among the autosaves: its id and its autosaves, newest first."""

    game_id: str
    paths: tuple[Path, ...]

    def newest_info(self) -> SaveInfo:
        """The listing line of its newest autosave that can be read (or of the newest, with
        its problem, if none can)."""
        first = None
        for path in self.paths:
            info = read_info(path)
            if info.problem is None:
                return info
            first = first or info
        assert first is not None
        return first


def autosaved_games() -> list[AutosavedGame]:
    """Every game with autosaves, the one played most recently first."""
    groups: dict[str, list[Path]] = {}
    for path in autosave_paths()[: MAX_LISTED * AUTOSAVES_KEPT]:
        game = game_of(path)
        if game is None:  # an autosave from before game ids: its contents say which game
            info = read_info(path)
            game = info.game_id or path.name
        groups.setdefault(game, []).append(path)
    return [AutosavedGame(game, tuple(paths)) for game, paths in groups.items()]


def list_autosaves() -> list[SaveInfo]:
    """One listing line per autosaved game (its newest state), most recent first."""
    return [game.newest_info() for game in autosaved_games()[:MAX_LISTED]]


def latest_autosave() -> Path | None:
    """The autosave to offer as Continue: the one ``resume_latest`` would open (so what the
    Continue line shows is what opens). None if there is none."""
    try:
        return _resumable()[0]
    except SaveError:
        return None


def resume_latest() -> Session:
    """Load the game to continue: the most recently played unfinished game that loads, from
    its newest autosave that replays (an older one if the newest cannot be, e.g. one written
    just as the game crashed), else the next game. SaveError if there is nothing to
    continue."""
    return _resumable()[1]


def _resumable() -> tuple[Path, Session]:
    first_error: SaveError | None = None
    for game in autosaved_games():
        newest = game.newest_info()
        if newest.problem is None and newest.over:
            continue  # this game has ended; its older autosaves are from before its end
        for path in game.paths:
            try:
                session = load_session(path)
            except SaveError as error:
                log.warning("autosave %s cannot be resumed: %s", path.name, error)
                first_error = first_error or error
                continue
            session.game_id = game_of(path) or session.game_id  # its name keeps the game
            return path, session
    if first_error is not None:
        raise first_error
    raise SaveError(MISSING, _("there is no game to continue"))


def delete_game(game_id: str) -> int:
    """Remove every autosave of one game (the player asked to); how many were removed."""
    removed = 0
    for game in autosaved_games():
        if game.game_id != game_id:
            continue
        for path in game.paths:
            try:
                path.unlink()
                removed += 1
            except OSError as error:
                log.warning("could not remove autosave %s: %s", path, error)
    return removed


def tidy_autosaves() -> None:
    """At start: temporary files left by an autosave that was interrupted are removed."""
    remove_leftovers(autosave_dir())


class Autosaver:
    """A turn listener: autosaves after each completed turn. A failed autosave never
    stops the game; it is logged and kept in ``last_error`` for the table to show."""

    def __init__(self, keep: int = AUTOSAVES_KEPT) -> None:
        self.keep = keep
        self.last_path: Path | None = None
        self.last_error: SaveError | None = None

    def __call__(self, session: Session) -> None:
        try:
            self.last_path = autosave(session, self.keep)
            self.last_error = None
        except SaveError as error:
            log.warning("autosave failed: %s", error)
            self.last_error = error


def attach_autosave(session: Session, keep: int = AUTOSAVES_KEPT) -> Autosaver:
    """Autosave ``session`` after every completed turn from now on."""
    saver = Autosaver(keep)
    session.turn_listeners.append(saver)
    return saver


def rescue_save(session: Session) -> Path | None:
    """Last-chance autosave when the program is failing: never raises and never removes an
    autosave (of this game or any other). If the failure left the game inconsistent, this
    save will not match on replay and ``resume_latest`` falls back to the one before it."""
    try:
        return autosave(session, keep=None)
    except Exception:
        log.exception("rescue save failed")
        return None
