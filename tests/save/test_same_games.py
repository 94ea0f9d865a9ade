"""Every recorded game plays alike after a change of the engine's inner workings: replayed
move by move, each step lists the same legal actions, causes the same events (told in the
same words), leaves the same scores and reaches a state of the same digest as when the
fingerprints in ``replays.json`` were recorded (``traces``)."""

from __future__ import annotations

import json

import pytest

from tests.save.traces import CORPUS, EVERY, FIXTURE, fingerprints, saves

RECORDED = json.loads(FIXTURE.read_text(encoding="utf-8"))


def test_every_save_of_the_corpus_has_its_fingerprints():
    assert sorted(RECORDED) == sorted(p.relative_to(CORPUS).as_posix() for p in saves())


@pytest.mark.parametrize("name", sorted(RECORDED))
def test_a_recorded_game_plays_alike(name):
    found = fingerprints(CORPUS / name)
    expected = RECORDED[name]
    first = next((i for i, (a, b) in enumerate(zip(found, expected)) if a != b), None)
    assert first is None, f"the game differs within steps {first * EVERY + 1}-{(first + 1) * EVERY}"
    assert len(found) == len(expected)
