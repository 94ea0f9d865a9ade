"""The refusals read exactly as they did when the rules core said them itself: over
thousands of refusals in seeded positions of every module and way to play (why a cell is
refused, why a tile may not leave, why an action is), in all four languages, the table's
words match those recorded from the rules core's own before the words moved to the table
(``refusals_before.json``, made by ``positions.refusals``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.i18n import set_language
from game.scenes.modules import refusal_text
from tests.words.positions import Refusal, refusals

BEFORE = json.loads((Path(__file__).with_name("refusals_before.json")).read_text("utf-8"))


def told(refusal: Refusal) -> str:
    """A refusal in the words the table shows."""
    if refusal.kind in ("cell", "swap"):
        placements, cell = refusal.subject
        return refusal_text(placements.refusal(cell))
    if refusal.kind == "remove":
        game, seat, cell = refusal.subject
        return refusal_text(game.removal_refusal(seat, cell))
    error, _action = refusal.subject
    return refusal_text(error)


@pytest.fixture
def speak():
    yield set_language
    set_language("en")


@pytest.mark.parametrize("language", BEFORE["languages"])
def test_every_refusal_reads_as_before(speak, language):
    speak(language)
    column = BEFORE["languages"].index(language)
    expected = [BEFORE["words"][int(row)][column] for row in BEFORE["sequence"].split()]
    found = [(refusal.key, told(refusal)) for refusal in refusals()]
    assert len(found) == BEFORE["count"], "the seeded positions changed: record them again"
    changed = [(key, was, now) for (key, now), was in zip(found, expected) if now != was]
    assert not changed, f"{len(changed)} refusals read differently, e.g. {changed[:5]}"
