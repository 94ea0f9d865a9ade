"""Saves and replays name a move's type by its stable type id, not its class's name; saves
of format 1, which named the class, are brought up to date on loading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.rules import ACTION_TYPES, Action, Buy, EndTurn, action, action_from_json
from game.rules import former_type_ids
from game.rules.actions import FORMER_NAMES
from game.saves.schema import upgrade

CORPUS = Path(__file__).parent / "corpus"


def test_a_move_is_saved_by_its_type_id():
    assert Buy(2, (5, 7)).to_json() == {"type": "buy", "square": 2, "cards": [5, 7]}
    assert EndTurn().to_json() == {"type": "end_turn"}
    for type_id, cls in ACTION_TYPES.items():
        assert cls.type_id == type_id
        if cls.module is not None:
            assert type_id.startswith(f"{cls.module}:"), type_id


def test_renaming_an_action_class_changes_nothing_saved():
    class Before(Action):
        module = "toy"
        amount: int

    registered = action("toy:renamed_check", formerly="Before")(Before)
    try:
        saved = registered(3).to_json()
        registered.__name__ = registered.__qualname__ = "After"   # the class renamed
        assert registered(3).to_json() == saved == {"type": "toy:renamed_check", "amount": 3}
        assert action_from_json(saved) == registered(3)
    finally:
        ACTION_TYPES.pop("toy:renamed_check")
        FORMER_NAMES.pop("toy:renamed_check")


def test_a_module_action_must_carry_its_module_in_its_id():
    class Stray(Action):
        module = "toy"

    with pytest.raises(ValueError):
        action("stray", formerly="Stray")(Stray)
    assert "stray" not in ACTION_TYPES


def test_two_types_may_not_share_an_id():
    class Another(Action):
        pass

    with pytest.raises(ValueError):
        action("buy", formerly="Another")(Another)
    assert ACTION_TYPES["buy"] is Buy


def test_format_1_moves_are_named_by_their_type_ids_on_loading():
    doc = {"schema_version": 1, "log": [
        {"type": "TakeMoney", "cards": [36]}, {"type": "UseVizier", "square": 0, "cards": [1]},
        {"type": "EndTurn"}, {"type": "NoSuchMove"}, "not a move"]}
    upgraded = upgrade(doc, current=2)
    assert upgraded["schema_version"] == 2
    assert upgraded["log"] == [
        {"type": "take_money", "cards": [36]}, {"type": "vizier:use_vizier", "square": 0,
                                                "cards": [1]},
        {"type": "end_turn"}, {"type": "NoSuchMove"}, "not a move"]


def test_every_move_type_of_the_format_1_saves_is_known_by_its_former_name():
    renamed = former_type_ids()
    found = set()
    for path in sorted(CORPUS.glob("*/*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc["schema_version"] == 1:
            found |= {move["type"] for move in doc["log"]}
    assert len(found) > 30
    assert sorted(found - renamed.keys()) == []


def test_every_move_type_of_this_format_is_in_the_corpus_by_its_type_id():
    known = set(ACTION_TYPES)
    found = set()
    for path in sorted(CORPUS.glob("*/*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc["schema_version"] >= 2:
            found |= {move["type"] for move in doc["log"]}
    assert found, "the corpus holds no save of format 2"
    assert sorted(found - known) == []
