"""The last setup (seats, seed, expansion modules) and table preferences, remembered in a
small JSON file in the user data folder. A damaged or foreign file is ignored (and left as
it is)."""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.paths import user_data_dir
from game.rules.config import DEFAULT_NAMES, MAX_PLAYERS, MIN_PLAYERS
from game.ui.theme import SEAT_COLOURS

log = logging.getLogger(__name__)

FILE_NAME = "last_setup.json"
HUMAN = "human"
SPEEDS = ("slow", "normal", "fast", "instant")
# Seconds an AI step stays on screen at each speed.
STEP_SECONDS = {"slow": 1.3, "normal": 0.7, "fast": 0.3, "instant": 0.0}


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


def settings_path() -> Path:
    return user_data_dir() / FILE_NAME


def load_settings(ai_kinds: list[str], default_ai: str) -> TableSettings:
    """The remembered setup, checked against what this version offers."""
    path = settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        seats = []
        for raw in data["seats"]:
            player = str(raw["player"])
            if player != HUMAN and player not in ai_kinds:
                player = default_ai
            colour = str(raw.get("colour", ""))
            name = str(raw["name"]).strip()[:14]
            if not name:
                raise ValueError("a seat without a name")
            seats.append(SeatChoice(name, player, colour))
        if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
            raise ValueError("wrong number of seats")
        seed = str(data.get("seed", ""))
        speed = str(data.get("speed", "normal"))
        return TableSettings(seats=seats, seed=seed if seed.isdigit() else "",
                             speed=speed if speed in SPEEDS else "normal",
                             modules=known_modules(data.get("modules", [])))
    except FileNotFoundError:
        return TableSettings.default(default_ai)
    except (OSError, ValueError, KeyError, TypeError) as error:
        log.warning("ignoring %s: %s", path, error)
        return TableSettings.default(default_ai)


def save_settings(settings: TableSettings) -> None:
    """Write atomically (temporary file, then rename)."""
    path = settings_path()
    temp = path.with_suffix(".tmp")
    temp.write_text(json.dumps(asdict(settings), indent=2), encoding="utf-8")
    os.replace(temp, path)
