"""The words the log tells for every corpus save, and the game without its events, as
fingerprints: every save replayed move by move, its told events told by the table's teller
(``RulesetTable.tell``) in English, one line each as the log writes them; and, apart, the
legal actions, the moves, the seats, stages, scores and digests.

``corpus_words.json`` holds them as recorded from the code that still made the log's words
inside the rules core (each event's ``describe``), so that ``test_corpus_words`` proves the
table layer tells the very same lines, and that the games play alike. Record anew only when
the words change on purpose::

    PYGAME_HIDE_SUPPORT_PROMPT=1 python -m tests.words.corpus_words > tests/words/corpus_words.json
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from game.i18n import ENGLISH, set_language
from game.rules import Game, action_from_json
from game.saves.document import check
from game.scenes.rulesets import table_for
from game.text import first_upper
from tests.save.traces import CORPUS, plain, saves

FIXTURE = Path(__file__).parent / "corpus_words.json"


def replayed(path: Path) -> tuple[list[str], list[str], str]:
    """The save's game replayed: the lines its log tells, the type ids of the events told,
    and the fingerprint of its steps without their events."""
    doc = check(json.loads(path.read_text(encoding="utf-8")))
    game = Game.new(doc.config)
    names = list(game.names)
    tell = table_for(game).tell
    lines: list[str] = []
    kinds: list[str] = []
    running = hashlib.sha256()
    for data in doc.log:
        action = action_from_json(data)
        legal = [plain(a) for a in game.legal_actions()]
        told = [e for e in game.apply(action) if e.told]
        lines += [first_upper(tell(e, names)) for e in told]
        kinds += [e.type_id for e in told]
        step = {"legal": legal, "move": plain(action), "seat": game.to_move,
                "stage": game.phase, "scores": game.scores, "dirk": game.dirk_score,
                "digest": game.digest()}
        running.update(json.dumps(step, sort_keys=True, separators=(",", ":")).encode())
    return lines, kinds, running.hexdigest()[:16]


def fingerprints(lines: list[str], moves: str) -> dict[str, str | int]:
    """A save's told lines (their count and a hash) and its steps' fingerprint."""
    told = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    return {"lines": len(lines), "told": told, "moves": moves}


def record() -> dict[str, dict[str, str | int]]:
    set_language(ENGLISH)
    found = {}
    for path in saves():
        lines, _kinds, moves = replayed(path)
        found[path.relative_to(CORPUS).as_posix()] = fingerprints(lines, moves)
    return found


if __name__ == "__main__":
    json.dump(record(), sys.stdout, indent=0, sort_keys=True)
    sys.stdout.write("\n")
