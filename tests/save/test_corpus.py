"""Saves made by earlier versions of the game still open: each loads, replays its moves and
arrives at exactly the state it recorded (the load checks the digest), and play goes on
from there. The corpus (``corpus/<version>/``) covers the base game, every module and the
Alcazaba variant, 2-6 players, finished games and games stopped mid-turn or between
turns."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.saves import load_session

CORPUS = Path(__file__).parent / "corpus"
SAVES = sorted(CORPUS.glob("*/*.json"))


def test_the_corpus_covers_every_module_and_player_count():
    names = {path.stem for path in SAVES}
    for tag in ("base", "vizier", "exchange", "bonus", "huts", "gates", "diamonds",
                "characters", "camps", "citywalls", "thieves", "change", "traders",
                "treasure", "builders", "invaders", "bazaars", "alcazaba"):
        for players in range(2, 7):
            assert f"{tag}-{players}p" in names


@pytest.mark.parametrize("path", SAVES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_an_old_save_loads_and_plays_on(path):
    session = load_session(path)  # replays every move and compares the recorded digest
    game = session.game
    assert session.game.digest() == _recorded_digest(path)
    if not game.is_over:
        moves = len(game.log)
        session.apply(game.legal_actions()[0])
        assert len(session.game.log) == moves + 1


def _recorded_digest(path: Path) -> str:
    import json

    return json.loads(path.read_text(encoding="utf-8"))["digest"]
