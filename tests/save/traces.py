"""The recorded games' traces: every corpus save replayed move by move, with at each step
the legal actions listed, the move made, the events it caused (in words too), the scores
and the state's digest, folded into a running fingerprint.

``replays.json`` holds the fingerprints recorded from the engine before a change of its
inner workings (every 64th step's and the last); ``test_same_games`` replays the corpus
again and compares, so such a change is proved to play every recorded game alike. Record
anew only when the rules change on purpose, from the code before the change::

    PYGAME_HIDE_SUPPORT_PROMPT=1 python -m tests.save.traces > tests/save/replays.json

The trace is written from what a player or a bot sees of a game, never from how the engine
keeps it: actions and events as their type id and their fields, tiles as their id, walled
sides and sort, cards as their kind and id; and the events in the words the table's log
tells them in (English).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from game.rules import Event, Game, Tile, action_from_json
from game.rules.types import Card
from game.saves.document import check
from game.scenes.rulesets import table_for

CORPUS = Path(__file__).parent / "corpus"
FIXTURE = Path(__file__).parent / "replays.json"
EVERY = 64  # steps between two fingerprints kept


def saves() -> list[Path]:
    return sorted(CORPUS.glob("*/*.json"))


def plain(value: Any) -> Any:
    """``value`` as plain JSON data that does not depend on how the engine keeps it."""
    if isinstance(value, Tile):
        return ["tile", value.id, value.mask, value.category]
    if isinstance(value, Card):
        return ["card", type(value).__name__, value.id]
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, str):
        return str.__str__(value)   # a currency is a str of its own kind
    if value is None or isinstance(value, (bool, int)):
        return value
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((plain(v) for v in value), key=repr)
    if isinstance(value, dict):
        return sorted(([plain(k), plain(v)] for k, v in value.items()), key=repr)
    if isinstance(value, Event):
        return [value.type_id, *(plain(getattr(value, f.name)) for f in dataclasses.fields(value))]
    if dataclasses.is_dataclass(value):
        return [type(value).__name__,
                *(plain(getattr(value, f.name)) for f in dataclasses.fields(value))]
    raise TypeError(f"no plain form for {value!r}")


def steps(path: Path) -> Iterator[dict[str, Any]]:
    """Each step of the save's game: before the move, what is legal; then the move, what
    it caused, the scores and the digest after it."""
    doc = check(json.loads(path.read_text(encoding="utf-8")))
    game = Game.new(doc.config)
    names = list(game.names)
    tell = table_for(game).tell
    for data in doc.log:
        action = action_from_json(data)
        legal = [plain(a) for a in game.legal_actions()]
        events = game.apply(action)
        yield {"legal": legal, "move": plain(action),
               "events": [[plain(e), tell(e, names)] for e in events],
               "seat": game.to_move, "stage": game.phase, "scores": game.scores,
               "dirk": game.dirk_score, "digest": game.digest()}


def fingerprints(path: Path) -> list[str]:
    """The running fingerprint after every ``EVERY``-th step and after the last."""
    running = hashlib.sha256()
    found = []
    count = 0
    for count, step in enumerate(steps(path), start=1):
        running.update(json.dumps(step, sort_keys=True, separators=(",", ":")).encode())
        if count % EVERY == 0:
            found.append(running.hexdigest()[:16])
    if count % EVERY:
        found.append(running.hexdigest()[:16])
    return found


def record() -> dict[str, list[str]]:
    return {path.relative_to(CORPUS).as_posix(): fingerprints(path) for path in saves()}


if __name__ == "__main__":
    json.dump(record(), sys.stdout, indent=0, sort_keys=True)
    sys.stdout.write("\n")
