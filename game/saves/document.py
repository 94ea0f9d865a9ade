"""What a save holds, written from a session and checked when read back.

A save is the setup (config with its seed, the seats) and the list of actions taken, plus
the state digest after them; loading replays the actions through the engine. The
``summary`` repeats what a list of saves shows (players, round, scores) so that listing
never has to replay; loading ignores it.

Example (format 2: a move names its type by the type's stable id; format 1 named it by its
class's name, ``"TakeMoney"``, and is brought up to date on loading)::

    {
     "format": "alhambra-save",
     "schema_version": 2,
     "game_version": "0.4.0",
     "saved_at": "2025-05-16T20:41:07+02:00",
     "name": "Friday night",
     "game_id": "3f9a0c41d2b7",
     "summary": {"players": ["Amira", "Basim"], "kinds": ["human", "greedy"], "round": 3,
                 "turn": 6, "to_move": "Basim", "scores": [0, 0], "over": false},
     "config": {"players": 2, "seed": 7, "modules": [], "names": ["Amira", "Basim"],
                "options": []},
     "seats": [{"name": "Amira", "player": "human", "colour": "red"}, ...],
     "log": [
      {"type": "take_money", "cards": [36]},
      {"type": "end_turn"}
     ],
     "digest": "5f0c3a..."
    }
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game import __version__
from game.i18n import _, ngettext, pgettext
from game.rules import BadConfig, GameConfig
from game.rules.editions import FIRST_EDITION
from game.rules.module import BASE_VARIANT
from game.saves.errors import DAMAGED, FOREIGN, SaveError
from game.saves.schema import FORMAT_ID, SCHEMA_VERSION, upgrade
from game.session import HUMAN, Seat, Session
from game.text import clean_name, file_label, is_clean, printable
from game.words.setup import config_words

MAX_LOG_LENGTH = 100_000  # whole games are under a thousand actions
MAX_TEXT = 1000           # names, colours, kinds: longer means the file is not ours
MAX_SAVE_NAME = 100
_DIGEST = re.compile(r"[0-9a-f]{8,128}")
_GAME_ID = re.compile(r"[0-9a-f]{8,32}")


def build(session: Session, name: str = "", now: datetime | None = None) -> dict[str, Any]:
    """The save document for ``session`` as it stands."""
    game = session.game
    if game.viewer is not None:
        raise ValueError("a seat's view cannot be saved; save the full game")
    stamp = (now or datetime.now()).astimezone().isoformat(timespec="seconds")
    return {
        "format": FORMAT_ID,
        "schema_version": SCHEMA_VERSION,
        "game_version": __version__,
        "saved_at": stamp,
        "name": clean_name(name, MAX_SAVE_NAME),
        "game_id": session.game_id,
        "summary": {
            "players": [seat.name for seat in session.seats],
            "kinds": [seat.player for seat in session.seats],
            "round": game.ruleset.round_of(game),
            "turn": game.turn,
            "to_move": session.seats[game.to_move].name,
            "scores": list(game.scores),
            "over": game.is_over,
        },
        "config": game.config.to_json(),
        "seats": [{"name": s.name, "player": s.player, "colour": s.colour}
                  for s in session.seats],
        "log": [action.to_json() for action in game.log],
        "digest": game.digest(),
    }


@dataclass(frozen=True)
class SaveDocument:
    """A save that passed every check short of replaying it."""

    config: GameConfig
    seats: tuple[Seat, ...]
    log: tuple[dict[str, Any], ...]
    digest: str
    game_version: str
    name: str
    saved_at: str
    game_id: str
    raw: dict[str, Any] = field(repr=False, compare=False)


@dataclass(frozen=True)
class SaveInfo:
    """One line of a list of saves. ``problem`` is set (and the rest left empty) when the
    file cannot be read; such a file is listed so the player knows it is there."""

    path: Path
    name: str = ""
    saved_at: str = ""
    players: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    modules: tuple[str, ...] = ()
    round: int = 0
    turn: int = 0
    to_move: str = ""
    scores: tuple[int, ...] = ()
    over: bool = False
    game_version: str = ""
    game_id: str = ""
    variant: str = BASE_VARIANT
    problem: str | None = None

    @property
    def title(self) -> str:
        """The save's name, or its file's name (shown safely whatever its bytes)."""
        return self.name or file_label(self.path).removesuffix(".json")

    @property
    def when(self) -> datetime | None:
        try:
            return datetime.fromisoformat(self.saved_at)
        except ValueError:
            return None

    def label(self) -> str:
        """One line for a list: name, date, players, round and turn (or the problem)."""
        title = self.title
        if self.problem:
            # Translators: a save's name, then why it cannot be opened
            return _("{save}: {problem}").format(save=title, problem=self.problem)
        when = self.when
        if when is None:
            # Translators: in a list of saves, for a save that does not say when it was made
            date = _("unknown date")
        else:
            # Translators: when a save was made, e.g. "16 May 2025 20:41"
            date = _("{day} {month} {year} {time}").format(
                day=f"{when.day:02d}", month=short_month(when.month), year=when.year,
                time=when.strftime("%H:%M"))
        if self.over:
            # Translators: in a list of saves, a game that has ended
            state = _("finished")
        else:
            state = _("round {round}, turn {turn}").format(round=self.round, turn=self.turn)
        # Translators: a line of the list of saves: its name, date, players, round and turn
        return _("{save} — {date} — {players} — {state}").format(
            save=title, date=date, players=", ".join(self.players), state=state)


def short_month(number: int) -> str:
    """The month ``number`` (1: January) in three letters or so, in the current language."""
    return (pgettext("month, short", "Jan"), pgettext("month, short", "Feb"),
            pgettext("month, short", "Mar"), pgettext("month, short", "Apr"),
            pgettext("month, short", "May"), pgettext("month, short", "Jun"),
            pgettext("month, short", "Jul"), pgettext("month, short", "Aug"),
            pgettext("month, short", "Sep"), pgettext("month, short", "Oct"),
            pgettext("month, short", "Nov"), pgettext("month, short", "Dec"))[number - 1]


# ------------------------------------------------------------------------------ reading
def check(value: Any) -> SaveDocument:
    """Check a parsed JSON value: ours, upgraded to the current format, every part of the
    right shape and type. Raises SaveError; does not replay."""
    if not isinstance(value, dict) or value.get("format") != FORMAT_ID:
        raise SaveError(FOREIGN, _("this is not a saved Alhambra game"))
    doc = upgrade(value)
    config = _config(_get(doc, "config", dict))
    seats = _seats(_get(doc, "seats", list), config.players)
    log = _get(doc, "log", list)
    if len(log) > MAX_LOG_LENGTH:
        raise SaveError(DAMAGED, _("the save is damaged: its list of moves is far too long"))
    for index, item in enumerate(log, 1):
        if not isinstance(item, dict) or not isinstance(item.get("type"), str):
            raise SaveError(DAMAGED, _("the save is damaged: move {number} is not a move").format(
                number=index))
    digest = _get(doc, "digest", str)
    if not _DIGEST.fullmatch(digest):
        raise SaveError(DAMAGED, _("the save is damaged: its check value is malformed"))
    return SaveDocument(
        config=config, seats=seats, log=tuple(log), digest=digest,
        game_version=_shown(doc.get("game_version", ""), "game_version"),
        name=_shown(doc.get("name", ""), "name"),
        saved_at=_shown(doc.get("saved_at", ""), "saved_at"),
        game_id=_game_id(doc.get("game_id"), config, seats), raw=doc,
    )


def info(path: Path, doc: SaveDocument) -> SaveInfo:
    """The listing line of a checked save. The summary is only ever shown, so a malformed
    one makes the listing report damage while loading, which ignores it, still works."""
    summary = doc.raw.get("summary")
    if not isinstance(summary, dict):
        raise SaveError(DAMAGED, _("the save is damaged: its summary is missing"))
    players = tuple(printable(p) for p in _texts(summary.get("players"), "summary players"))
    kinds = _texts(summary.get("kinds"), "summary kinds")
    scores = summary.get("scores")
    if not isinstance(scores, list) or not all(_is_int(s) for s in scores):
        raise SaveError(DAMAGED, _("the save is damaged: its summary's scores are wrong"))
    numbers = [summary.get(key) for key in ("round", "turn")]
    if not all(_is_int(n) for n in numbers) or not isinstance(summary.get("over"), bool):
        raise SaveError(DAMAGED, _("the save is damaged: its summary is wrong"))
    return SaveInfo(
        path=path, name=doc.name, saved_at=doc.saved_at, players=players, kinds=kinds,
        modules=tuple(sorted(doc.config.modules)), round=numbers[0], turn=numbers[1],
        to_move=_shown(summary.get("to_move", ""), "summary to_move"),
        scores=tuple(scores), over=summary["over"], game_version=doc.game_version,
        game_id=doc.game_id, variant=doc.config.variant,
    )


def _game_id(value: Any, config: GameConfig, seats: tuple[Seat, ...]) -> str:
    """The save's game id; a save written before games had one (or with a wrong one) gets
    one made from its setup, the same for every save of that game."""
    if isinstance(value, str) and _GAME_ID.fullmatch(value):
        return value
    setup = json.dumps([config.to_json(), [(s.name, s.player) for s in seats]], sort_keys=True)
    return hashlib.sha256(setup.encode()).hexdigest()[:12]


def _get(doc: dict[str, Any], key: str, kind: type) -> Any:
    value = doc.get(key)
    if value is None:
        # Translators: {key} is a part of the save as the file names it, e.g. 'config'
        raise SaveError(DAMAGED, _("the save is damaged: its '{key}' is missing").format(key=key))
    if not isinstance(value, kind):
        # Translators: {key} is a part of the save as the file names it, e.g. 'config'
        raise SaveError(DAMAGED, _("the save is damaged: its '{key}' is of the wrong kind"
                                   ).format(key=key))
    return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value: Any, what: str) -> str:
    """A text of the save; ``what`` names its part as the file does (``summary to_move``)."""
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        # Translators: {part} is a part of the save as the file names it, e.g. "seat colour"
        raise SaveError(DAMAGED, _("the save is damaged: its {part} is wrong").format(
            part=what))
    return value


def _shown(value: Any, what: str) -> str:
    """Text a save only shows (its name, its summary): characters no font can draw are
    shown as replacement characters, and the file is still opened."""
    return printable(_text(value, what))


def _name(value: Any) -> str:
    """A player's name, text the game itself keeps: a save holding characters that are not
    text there is refused, so such a name never reaches the table or a later save."""
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise SaveError(DAMAGED, _("the save is damaged: its player's name is wrong"))
    if not is_clean(value):
        raise SaveError(DAMAGED, _("the save is damaged: a player's name holds characters "
                                   "that are not text"))
    return value


def _texts(value: Any, what: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        # Translators: {part} is a part of the save as the file names it, e.g. "config names"
        raise SaveError(DAMAGED, _("the save is damaged: its {part} are wrong").format(
            part=what))
    return tuple(_text(v, what) for v in value)


def _config(data: dict[str, Any]) -> GameConfig:
    players, seed = data.get("players"), data.get("seed")
    if not _is_int(players) or not _is_int(seed):
        raise SaveError(DAMAGED, _("the save is damaged: its number of players or seed is "
                                   "wrong"))
    edition = data.get("edition", FIRST_EDITION)
    if not _is_int(edition):
        raise SaveError(DAMAGED, _("the save is damaged: its rules edition is wrong"))
    lists = {key: _texts(data.get(key, []), f"config {key}")
             for key in ("modules", "names", "options")}
    for name in lists["names"]:
        _name(name)
    try:
        return GameConfig(players=players, seed=seed, modules=frozenset(lists["modules"]),
                          names=lists["names"], options=frozenset(lists["options"]),
                          edition=edition, variant=_text(data.get("variant", BASE_VARIANT),
                                                         "config variant"))
    except BadConfig as error:  # a wrong count, or a module this version does not have
        # Translators: {reason} says what in the setup this version does not have
        raise SaveError(DAMAGED, _("the save's setup cannot be played here: {reason}").format(
            reason=config_words(error))) from None


def _seats(data: list[Any], players: int) -> tuple[Seat, ...]:
    from game.ai import BOT_KINDS

    if len(data) != players:
        # Translators: e.g. "the save is damaged: 3 seats for 4 players"
        raise SaveError(DAMAGED, _("the save is damaged: {seats} for {players}").format(
            seats=ngettext("{count} seat", "{count} seats", len(data)).format(count=len(data)),
            players=ngettext("{count} player", "{count} players", players).format(
                count=players)))
    seats = []
    for item in data:
        if not isinstance(item, dict):
            raise SaveError(DAMAGED, _("the save is damaged: a seat is wrong"))
        seat = Seat(name=_name(item.get("name")),
                    player=_text(item.get("player"), "seat player"),
                    colour=_text(item.get("colour", ""), "seat colour"))
        if seat.player != HUMAN and seat.player not in BOT_KINDS:
            # Translators: {kind} is the kind of computer player as the save names it
            raise SaveError(DAMAGED, _("the save has a computer player this version does not "
                                       "know ({kind})").format(kind=seat.player[:40]))
        seats.append(seat)
    return tuple(seats)
