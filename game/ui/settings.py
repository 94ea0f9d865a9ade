"""The last setup (seats, seed, expansion modules) and table preferences, remembered in a
small JSON file in the user data folder. A damaged or foreign file is ignored (and left as
it is)."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.i18n import LANGUAGES, _, catalog_problem, language, pgettext
from game.paths import user_data_dir
from game.rules.config import DEFAULT_NAMES, MAX_PLAYERS, MIN_PLAYERS
from game.text import clean_name, is_ascii_number
from game.ui.theme import SEAT_COLOURS

log = logging.getLogger(__name__)

FILE_NAME = "last_setup.json"
HUMAN = "human"
SPEEDS = ("slow", "normal", "fast", "instant")
# Seconds an AI step stays on screen at each speed.
STEP_SECONDS = {"slow": 1.3, "normal": 0.7, "fast": 0.3, "instant": 0.0}


def speed_name(speed: str) -> str:
    """A speed (one of SPEEDS) as the player reads it, in the current language."""
    names = {
        # Translators: how fast the computer players' moves are shown
        "slow": pgettext("AI speed", "slow"),
        # Translators: how fast the computer players' moves are shown
        "normal": pgettext("AI speed", "normal"),
        # Translators: how fast the computer players' moves are shown
        "fast": pgettext("AI speed", "fast"),
        # Translators: how fast the computer players' moves are shown
        "instant": pgettext("AI speed", "instant"),
    }
    return names.get(speed, speed)


def strength_name(kind: str) -> str:
    """A computer player's strength (a bot kind) as the player reads it, e.g. "normal"."""
    names = {
        # Translators: a computer player's strength: it makes slips a learner can beat
        "easy": pgettext("AI strength", "easy"),
        # Translators: a computer player's strength: it plans each turn
        "normal": pgettext("AI strength", "normal"),
        # Translators: a computer player's strength: it searches ahead
        "hard": pgettext("AI strength", "hard"),
        # Translators: a computer player for tests: it plays any legal move
        "random": pgettext("AI strength", "random"),
        # Translators: a computer player for tests: it takes the best move it sees now
        "greedy": pgettext("AI strength", "greedy"),
    }
    return names.get(kind, kind)


def language_words() -> str:
    """The language choice as a button reads it, e.g. "Language: Français ▸", or "Français:
    no words ▸" when that language's catalog is missing (in English: its words are what is
    missing; the setup screen says the whole of it)."""
    name = LANGUAGES[language()]
    if catalog_problem():
        return f"{name}: no words ▸"
    # Translators: a button and a menu entry; {language} is the language's own name
    return _("Language: {language} ▸").format(language=name)


def shift_speed(speed: str, step: int, wrap: bool = False) -> str:
    """The speed ``step`` places faster (negative: slower), wrapping round or stopping at
    the ends."""
    index = SPEEDS.index(speed) if speed in SPEEDS else 1
    if wrap:
        return SPEEDS[(index + step) % len(SPEEDS)]
    return SPEEDS[max(0, min(len(SPEEDS) - 1, index + step))]


@dataclass
class SeatChoice:
    name: str
    player: str  # "human" or a bot kind
    colour: str


@dataclass
class TableSettings:
    seats: list[SeatChoice] = field(default_factory=list)
    seed: str = ""
    speed: str = "normal"
    modules: list[str] = field(default_factory=list)  # expansion module ids, rule order
    options: list[str] = field(default_factory=list)  # the modules' options ticked
    variant: str = "base"  # the way to play (``GameConfig.variant``)
    # The table shows, for each other player, the money cards everyone saw them take.
    remember_cards: bool = False
    hints: bool = True   # H at the table tells what the Normal computer player would do
    volume: int = 60     # sound effects, percent (one of ``VOLUME_STEPS``)
    muted: bool = False  # M at the table
    language: str = ""   # one of i18n.LANGUAGES; "" follows the system's language

    @classmethod
    def default(cls, ai_kind: str) -> TableSettings:
        colours = list(SEAT_COLOURS)
        seats = [SeatChoice(DEFAULT_NAMES[i], HUMAN if i == 0 else ai_kind, colours[i])
                 for i in range(3)]
        return cls(seats=seats)


def known_modules(ids: object) -> list[str]:
    """The module ids this version offers, in rule order (unknown ones are dropped: a
    setup remembered by another version must still open)."""
    from game.rules import module_order

    if not isinstance(ids, list):
        return []
    return [m for m in module_order() if m in ids]


def known_options(ids: object) -> list[str]:
    """The modules' options this version offers (unknown ones are dropped)."""
    from game.rules.config import option_owners

    if not isinstance(ids, list):
        return []
    return [o for o in option_owners() if o in ids]


def settings_path() -> Path:
    return user_data_dir() / FILE_NAME


MAX_SEED_DIGITS = 12
NAME_LENGTH = 14


def seed_text(value: object) -> str:
    """A remembered seed: ASCII digits, at most MAX_SEED_DIGITS of them, else none."""
    words = str(value) if isinstance(value, (str, int)) and not isinstance(value, bool) else ""
    return words if is_ascii_number(words) and len(words) <= MAX_SEED_DIGITS else ""


def load_settings(ai_kinds: list[str], default_ai: str) -> TableSettings:
    """The remembered setup, checked value by value against what this version offers: a
    value that is wrong falls back to its default and the rest is kept. A file that is not
    ours at all is ignored (and left as it is)."""
    path = settings_path()
    default = TableSettings.default(default_ai)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return default
    except (OSError, ValueError) as error:  # unreadable, not UTF-8, not JSON, too deep
        log.warning("ignoring %s: %s", path, error)
        return default
    if not isinstance(data, dict):
        log.warning("ignoring %s: not a settings file", path)
        return default
    speed = data.get("speed")
    return TableSettings(
        seats=_seats(data.get("seats"), ai_kinds, default_ai) or default.seats,
        seed=seed_text(data.get("seed", "")),
        speed=speed if isinstance(speed, str) and speed in SPEEDS else default.speed,
        modules=known_modules(data.get("modules", [])),
        options=known_options(data.get("options", [])),
        variant=_variant(data.get("variant")),
        remember_cards=data.get("remember_cards") is True,
        hints=data.get("hints") is not False,
        volume=_volume(data.get("volume")),
        muted=data.get("muted") is True,
        language=_language(data.get("language")),
    )


def _language(value: object) -> str:
    return value if isinstance(value, str) and value in LANGUAGES else ""


def remembered_language() -> str:
    """The language chosen at the last setup ("" if none), read before anything else is
    loaded: the command line's help and the first frame speak it already."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    return _language(data.get("language")) if isinstance(data, dict) else ""


def _volume(value: object) -> int:
    from game.ui.sound import VOLUME_STEPS

    return value if value in VOLUME_STEPS and isinstance(value, int) else TableSettings.volume


def _variant(value: object) -> str:
    from game.rules.rulesets import VARIANTS

    return value if isinstance(value, str) and value in VARIANTS else "base"


def _seats(raw: object, ai_kinds: list[str], default_ai: str) -> list[SeatChoice]:
    """The remembered seats, each value checked; [] if they cannot make a table."""
    if not isinstance(raw, list) or not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
        return []
    seats = []
    for index, item in enumerate(raw):
        item = item if isinstance(item, dict) else {}
        player = item.get("player")
        if player != HUMAN and player not in ai_kinds:
            player = HUMAN if index == 0 else default_ai
        colour = item.get("colour")
        name = item.get("name")
        name = clean_name(name, NAME_LENGTH) if isinstance(name, str) else ""
        seats.append(SeatChoice(name or DEFAULT_NAMES[index], str(player),
                                colour if isinstance(colour, str) else ""))
    taken = set()
    for seat in seats:  # two seats of one name: the later one renamed
        if seat.name.lower() in taken:
            seat.name = next(n for n in DEFAULT_NAMES
                             if n.lower() not in taken and n not in (s.name for s in seats))
        taken.add(seat.name.lower())
    return seats


def save_settings(settings: TableSettings) -> None:
    """Write atomically; a failure is logged and the game goes on (it is only a setup)."""
    from game.saves.files import atomic_write

    try:
        atomic_write(settings_path(), json.dumps(asdict(settings), indent=2).encode("utf-8"))
    except OSError as error:
        log.warning("could not remember the setup: %s", error)
