"""Older save formats are brought up to date one version at a time."""

from __future__ import annotations

import json

import pytest

from game.saves import SaveError, load_session, schema
from game.saves import errors as why
from game.saves.schema import upgrade

from tests.save.helpers import sample_session, save_bytes


def stamp(step: int):
    """A made-up upgrader that records it ran and moves the document on one version."""
    def run(doc):
        doc["steps"] = doc.get("steps", []) + [step]
        doc["schema_version"] = step + 1
        return doc
    return run


def test_upgraders_run_one_after_another_in_order():
    chain = {0: stamp(0), 1: stamp(1), 2: stamp(2)}
    doc = upgrade({"schema_version": 0}, current=3, upgraders=chain)
    assert doc == {"schema_version": 3, "steps": [0, 1, 2]}
    doc = upgrade({"schema_version": 2}, current=3, upgraders=chain)
    assert doc["steps"] == [2]


def test_a_current_document_is_left_as_it_is():
    doc = {"schema_version": 3, "x": 1}
    assert upgrade(doc, current=3, upgraders={}) == doc


def test_a_missing_step_means_too_old():
    with pytest.raises(SaveError) as caught:
        upgrade({"schema_version": 0}, current=3, upgraders={1: stamp(1), 2: stamp(2)})
    assert caught.value.reason == why.TOO_OLD


def test_a_newer_document_is_refused():
    with pytest.raises(SaveError) as caught:
        upgrade({"schema_version": 4, "game_version": "1.0"}, current=3, upgraders={})
    assert caught.value.reason == why.NEWER and "(1.0)" in str(caught.value)


def test_an_upgrader_that_fails_on_the_data_means_damage():
    def needs_moves(doc):
        doc["log"] = doc.pop("moves")
        doc["schema_version"] = 1
        return doc

    with pytest.raises(SaveError) as caught:
        upgrade({"schema_version": 0}, current=1, upgraders={0: needs_moves})
    assert caught.value.reason == why.DAMAGED


def test_an_upgrader_that_skips_a_version_is_caught():
    def leaps(doc):
        doc["schema_version"] = 5
        return doc

    with pytest.raises(SaveError) as caught:
        upgrade({"schema_version": 0}, current=2, upgraders={0: leaps, 1: stamp(1)})
    assert caught.value.reason == why.DAMAGED


# A made-up format 0, older than the real first format: seats were only names (all human),
# the moves were called "moves", and the digest was called "check".
def to_format_0(raw: bytes) -> dict:
    doc = json.loads(raw)
    doc["schema_version"] = 0
    doc["players"] = [seat["name"] for seat in doc.pop("seats")]
    doc["moves"] = doc.pop("log")
    doc["check"] = doc.pop("digest")
    return doc


def upgrade_0_to_1(doc: dict) -> dict:
    doc["seats"] = [{"name": name, "player": "human", "colour": ""}
                    for name in doc.pop("players")]
    doc["log"] = doc.pop("moves")
    doc["digest"] = doc.pop("check")
    doc["schema_version"] = 1
    return doc


def test_a_save_in_an_older_format_loads_through_its_upgrader(tmp_path, monkeypatch):
    session = sample_session(players=4, seed=19, steps=90)
    old = json.dumps(to_format_0(save_bytes(session))).encode()
    path = tmp_path / "old.json"
    path.write_bytes(old)

    with pytest.raises(SaveError) as caught:  # without the upgrader: too old
        load_session(path)
    assert caught.value.reason == why.TOO_OLD

    monkeypatch.setitem(schema.UPGRADERS, 0, upgrade_0_to_1)
    loaded = load_session(path)
    assert loaded.game.state_dict() == session.game.state_dict()
    assert [seat.name for seat in loaded.seats] == [seat.name for seat in session.seats]
    assert path.read_bytes() == old  # upgrading happens in memory only
