"""The table layer tells the recorded games in the very words the rules core used to: for a
sample of the corpus saves, the log's lines and the game without its events are as they
were recorded (``corpus_words``) before the words left the rules core."""

from __future__ import annotations

import json
from functools import cache

import pytest

from game.rules import EVENT_TYPES, module_order
from tests.save.traces import CORPUS, saves
from tests.words.corpus_words import FIXTURE, fingerprints, replayed

RECORDED = json.loads(FIXTURE.read_text(encoding="utf-8"))
# The fewest saves that tell every kind of event the corpus tells, then some of every sort.
SAMPLE = sorted({
    "0.4.0/vizier-exchange-bonus-huts-gates-diamonds-characters-camps-citywalls-thieves-change-"
    "traders-treasure-builders-invaders-bazaars-2p.json",
    "0.3.0/alcazaba-2p.json",
    "0.4.0-format2/vizier-exchange-bonus-huts-gates-diamonds-characters-camps-citywalls-"
    "thieves-change-traders-2p.json",
    "0.4.0-format2/treasure-builders-invaders-bazaars-6p.json",
    "0.4.0-format2/vizier-exchange-bonus-huts-3p.json",
    "0.2.0/characters-4p.json",
    "0.2.0/characters-6p.json",
    *(path.relative_to(CORPUS).as_posix() for path in saves()[::40]),
})
# Told events no recorded game has (their words are checked in ``test_event_words``).
NOT_IN_THE_CORPUS = frozenset({"characters:character_gone", "characters:yammerad_drew"})


def test_every_save_of_the_corpus_has_its_words():
    assert sorted(RECORDED) == sorted(p.relative_to(CORPUS).as_posix() for p in saves())


@cache
def _replayed(name: str) -> tuple[list[str], list[str], str]:
    return replayed(CORPUS / name)


@pytest.mark.parametrize("name", SAMPLE)
def test_a_recorded_game_is_told_in_the_same_words(name):
    lines, _kinds, moves = _replayed(name)
    assert fingerprints(lines, moves) == RECORDED[name]


def test_the_sample_tells_every_kind_of_told_event():
    told = {kind for name in SAMPLE for kind in _replayed(name)[1]}
    modules = set(module_order())
    expected = {type_id for type_id, cls in EVENT_TYPES.items()
                if cls.told and (cls.module is None or cls.module in modules)}
    assert told == expected - NOT_IN_THE_CORPUS
