"""A lesson as data: the deal it is played from and the steps that guide the player.

One TOML file per lesson under ``assets/lessons/``. The deal may open with a ``prelude``:
moves of every seat played when the game is dealt, to reach the position a lesson starts
from (a module's card that comes out late). A step either waits for the player to
do one thing (``do``: an action, every field it names must match), plays computer players'
scripted moves (``play``), lets the game go on until something happens (``until``: an
event's type id), or only tells (a step with words alone, read on with Continue). Words are
given in every language the game speaks. Loading checks the file's shape; whether the steps
can be played is the rules' to say (``Guide`` refuses a step the rules would not allow).
Pure Python, no pygame.
"""

from __future__ import annotations

import logging
import tomllib
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.i18n import LANGUAGES
from game.paths import asset
from game.rules import Action, GameConfig
from game.rules.actions import ACTION_TYPES, action_from_json
from game.rules.events import EVENT_TYPES
from game.rules.module import BASE_VARIANT

log = logging.getLogger(__name__)

LESSONS_DIR = asset("lessons")
FIRST_GAME = "first_game"
TRY_PREFIX = "try_"   # a module's try-it scene is the lesson try_<module id>
BUTTON_TARGET = "button"   # a pointer's tag for a button, named by its key
CELL_TARGET = "cell"       # a pointer's tag for a cell of the player's Alhambra, (x, y)
SCORING_TARGET = "scoring"   # a pointer's tag for the scoring's table
UNORDERED = "cards"   # the field of an action whose order does not matter: cards taken


class LessonError(ValueError):
    """A lesson file that cannot be used, said in words naming the file and the step."""


@dataclass(frozen=True)
class Target:
    """Where the pointer shows: a region of the table (``tag`` and ``key`` as the table names
    them, e.g. ``display_card`` 22, ``cell`` (1, 0)) or a button (tag ``button``)."""

    tag: str
    key: Any = None


@dataclass(frozen=True)
class Expected:
    """The one thing a step waits for: an action of ``kind`` whose named ``fields`` have
    these values (a field not named may be anything; cards match in any order)."""

    kind: type[Action]
    fields: tuple[tuple[str, Any], ...]

    def matches(self, action: Action) -> bool:
        if type(action) is not self.kind:
            return False
        return all(_same(name, getattr(action, name), value) for name, value in self.fields)

    def example(self) -> Action | None:
        """The action itself, when the step names every field of it."""
        try:
            return self.kind(**dict(self.fields))
        except TypeError:
            return None


@dataclass(frozen=True)
class Step:
    words: dict[str, str]                 # by language code; empty for a computer's moves
    expected: Expected | None = None      # what the player must do
    play: tuple[Action, ...] = ()         # the computer players' scripted moves, in order
    until: str = ""                       # an event's type id: free play until it happens
    point: Target | None = None

    @property
    def reads_on(self) -> bool:
        """Words alone: the player reads them and goes on."""
        return self.expected is None and not self.play and not self.until


@dataclass(frozen=True)
class Lesson:
    id: str
    title: dict[str, str]
    seed: int
    names: tuple[str, ...]                # the player's seat first is ``you``
    you: int
    computers: str                        # the strength of the other seats once free
    steps: tuple[Step, ...]
    modules: frozenset[str] = frozenset()
    options: frozenset[str] = frozenset()
    variant: str = BASE_VARIANT
    prelude: tuple[Action, ...] = ()       # moves played when the game is dealt

    def config(self, names: tuple[str, ...] = ()) -> GameConfig:
        """The deal's configuration, with the seats' names as the table calls them."""
        return GameConfig(players=len(self.names), seed=self.seed, names=names or self.names,
                          modules=self.modules, options=self.options, variant=self.variant)

    def dealt(self, config: GameConfig) -> bool:
        """Whether a game of ``config`` is played from this lesson's deal: the player's own
        seat may bear any name, the computer players bear the lesson's."""
        if len(config.names) != len(self.names):
            return False
        names = tuple(self.names[seat] if seat == self.you else name
                      for seat, name in enumerate(config.names))
        return replace(config, names=names) == self.config()

    def names_with(self, player: str) -> tuple[str, ...]:
        """The seats' names with the player's own: theirs if none of the computer players
        bears it."""
        taken = {name for seat, name in enumerate(self.names) if seat != self.you}
        own = player if player and player not in taken else self.names[self.you]
        return tuple(own if seat == self.you else name for seat, name in enumerate(self.names))


def try_it(key: str, folder: Path | None = None) -> str | None:
    """The try-it lesson of a module or a way to play (by its id), if there is one."""
    lesson_id = f"{TRY_PREFIX}{key}"
    return lesson_id if ((folder or LESSONS_DIR) / f"{lesson_id}.toml").is_file() else None


def lesson_ids(folder: Path | None = None) -> list[str]:
    return sorted(path.stem for path in (folder or LESSONS_DIR).glob("*.toml"))


def all_lessons(folder: Path | None = None) -> list[Lesson]:
    """Every lesson that can be read; one that cannot is logged and left out."""
    lessons = []
    for lesson_id in lesson_ids(folder):
        try:
            lessons.append(load_lesson(lesson_id, folder))
        except LessonError:
            log.exception("the lesson %s is left out", lesson_id)
    return lessons


def load_lesson(lesson_id: str, folder: Path | None = None) -> Lesson:
    """The lesson of that id; LessonError if its file is missing or wrongly shaped."""
    path = (folder or LESSONS_DIR) / f"{lesson_id}.toml"
    try:
        with path.open("rb") as stream:
            data = tomllib.load(stream)
    except OSError as error:
        raise LessonError(f"{path.name}: cannot be read ({error.strerror})") from None
    except tomllib.TOMLDecodeError as error:
        raise LessonError(f"{path.name}: not TOML ({error})") from None
    return read_lesson(lesson_id, data, path.name)


def read_lesson(lesson_id: str, data: dict[str, Any], where: str = "") -> Lesson:
    where = where or lesson_id
    try:
        deal = data["deal"]
        names = tuple(deal["names"])
        you = deal.get("you", 0)
        if not all(isinstance(name, str) for name in names) or not 0 <= you < len(names):
            raise LessonError(f"{where}: the deal's names and seat do not agree")
        steps = tuple(_step(raw, f"{where}, step {number}")
                      for number, raw in enumerate(data["steps"], start=1))
        lesson = Lesson(id=lesson_id, title=_words(data["title"], f"{where}, title"),
                        seed=int(deal["seed"]), names=names, you=you,
                        computers=str(deal.get("computers", "easy")), steps=steps,
                        modules=frozenset(deal.get("modules", ())),
                        options=frozenset(deal.get("options", ())),
                        variant=str(deal.get("variant", BASE_VARIANT)),
                        prelude=tuple(_action(move, f"{where}, prelude")
                                      for move in deal.get("prelude", ())))
    except KeyError as missing:
        raise LessonError(f"{where}: {missing.args[0]!r} is missing") from None
    try:
        lesson.config()
    except ValueError as error:
        raise LessonError(f"{where}: the deal cannot be played ({error})") from None
    return lesson


def _step(raw: dict[str, Any], where: str) -> Step:
    kinds = [key for key in ("do", "play", "until") if key in raw]
    if len(kinds) > 1:
        raise LessonError(f"{where}: one of do, play and until, not {' and '.join(kinds)}")
    words = _words(raw["say"], where) if "say" in raw else {}
    if not words and "play" not in raw:
        raise LessonError(f"{where}: a step the player sees needs words ('say')")
    until = raw.get("until", "")
    if until and until not in EVENT_TYPES:
        raise LessonError(f"{where}: no event is named {until!r}")
    return Step(words=words,
                expected=_expected(raw["do"], where) if "do" in raw else None,
                play=tuple(_action(move, where) for move in raw.get("play", ())),
                until=until,
                point=_target(raw["point"], where) if "point" in raw else None)


def _words(raw: Any, where: str) -> dict[str, str]:
    if not isinstance(raw, dict) or set(raw) != set(LANGUAGES):
        raise LessonError(f"{where}: words in {', '.join(sorted(LANGUAGES))}, each once")
    return {code: " ".join(str(text).split()) for code, text in raw.items()}


def _expected(raw: Any, where: str) -> Expected:
    if not isinstance(raw, dict) or raw.get("type") not in ACTION_TYPES:
        raise LessonError(f"{where}: 'do' must name an action's type")
    kind = ACTION_TYPES[raw["type"]]
    fields = tuple((name, _tupled(value)) for name, value in raw.items() if name != "type")
    known = set(kind.__dataclass_fields__)
    if unknown := {name for name, _ in fields} - known:
        raise LessonError(f"{where}: {raw['type']} has no {', '.join(sorted(unknown))}")
    return Expected(kind, fields)


def _action(raw: Any, where: str) -> Action:
    try:
        return action_from_json(raw)
    except ValueError as error:
        raise LessonError(f"{where}: {error}") from None


def _target(raw: Any, where: str) -> Target:
    if not isinstance(raw, dict) or not isinstance(raw.get("tag"), str):
        raise LessonError(f"{where}: 'point' names a tag, and maybe a key")
    return Target(raw["tag"], _tupled(raw.get("key")))


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(item) for item in value)
    return value


def _same(name: str, actual: Any, wanted: Any) -> bool:
    if name == UNORDERED and isinstance(actual, tuple) and isinstance(wanted, tuple):
        return sorted(actual) == sorted(wanted)
    return actual == wanted

