"""Events are data with stable type ids; their words are made in the table layer."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.rules import EVENT_TYPES, Event, event
from game.rules.modules.characters import CharacterGone, YammeradDrew
from game.scenes.modules import tell

ROOT = Path(__file__).resolve().parents[2]
# The files that declare events: the base game's, the modules' and the ways to play's.
EVENT_FILES = [ROOT / "game/rules/events.py", *sorted((ROOT / "game/rules/modules").glob("*.py")),
               *sorted((ROOT / "game/rules/rulesets").glob("*.py"))]


def _event_classes(cls: type = Event) -> list[type]:
    """The event classes below ``cls``, at any depth: the slotted ones (a class that
    ``dataclass`` made over with slots lingers beside its slotted twin)."""
    found = []
    for sub in cls.__subclasses__():
        if "__slots__" in sub.__dict__:
            found += [sub, *_event_classes(sub)]
    return found


def test_every_event_class_has_a_stable_id_of_its_own():
    classes = _event_classes()
    assert len(classes) > 60
    for cls in classes:
        assert EVENT_TYPES[cls.type_id] is cls
        if cls.module is not None:   # a module's: "<module id>:<name>"
            assert cls.type_id.startswith(f"{cls.module}:")
    assert len({cls.type_id for cls in classes}) == len(classes)


def test_an_event_id_is_registered_once_and_under_its_module():
    with pytest.raises(ValueError, match="two event types"):
        @event("tile_bought")
        class Twin(Event):
            seat: int

    with pytest.raises(ValueError, match="must begin"):
        @event("elsewhere:thing")
        class Stray(Event):
            module = "vizier"


def _words_calls(node: ast.AST) -> list[str]:
    """The translation calls (``_``, ``ngettext``…) and ``describe`` methods in ``node``."""
    found = []
    for inner in ast.walk(node):
        if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) \
                and inner.func.id in {"_", "ngettext", "pgettext"}:
            found.append(f"line {inner.lineno}: {inner.func.id}(")
        if isinstance(inner, ast.FunctionDef) and inner.name == "describe":
            found.append(f"line {inner.lineno}: def describe")
    return found


def test_no_event_of_the_rules_core_makes_words():
    offences = {}
    for path in EVENT_FILES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if path.name == "events.py" and path.parent.name == "rules":
            nodes: list[ast.AST] = [tree]   # the whole file
        else:
            nodes = [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
                     and any(isinstance(d, ast.Call) and getattr(d.func, "id", "") == "event"
                             for d in node.decorator_list)]
        found = [words for node in nodes for words in _words_calls(node)]
        if found:
            offences[path.relative_to(ROOT).as_posix()] = found
    assert offences == {}


def test_the_words_of_events_no_recorded_game_tells():
    names = ["Ann", "Bob"]
    assert tell(CharacterGone(1, "Yusuf"), names) == "Nobody bid for Yusuf: it leaves the game"
    assert tell(YammeradDrew(1), names) == "Bob drew a card with Yammerad"
