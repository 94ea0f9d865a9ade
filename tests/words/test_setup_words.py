"""A set-up the rules cannot play is a code and its facts (``BadConfig``); its words, at
the table layer, read as the rules core once said them, and every code has words."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.rules import BadConfig, GameConfig
from game.words.setup import CONFIG, config_words

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"


@pytest.mark.parametrize("setup, words", [
    ({"players": 9}, "players must be 2 to 6, not 9"),
    ({"seed": "x"}, "the seed must be a whole number, not 'x'"),
    ({"players": 3, "names": ("Amira",)}, "1 name for 3 players"),
    ({"players": 2, "names": (1, 2)}, "player names must be text"),
    ({"edition": 99}, "rules edition 99 is not one this version plays"),
    ({"options": frozenset({"zz"})}, "unknown option zz; known: extra_tower, open_invasion"),
    ({"options": frozenset({"open_invasion"})},
     "the option open_invasion needs the module invaders"),
    ({"variant": "q"}, "unknown variant 'q'; known: base, alcazaba"),
    ({"modules": frozenset({"dragons", "elves"})},
     "unknown modules dragons, elves: this version does not have them"),
    ({"variant": "alcazaba", "modules": frozenset({"vizier"})},
     "the alcazaba game is played without the module vizier"),
])
def test_a_set_up_that_cannot_be_played_reads_as_before(setup, words):
    with pytest.raises(BadConfig) as refused:
        GameConfig(**setup)
    assert config_words(refused.value) == words


def test_every_set_up_fault_has_words():
    raised = {node.args[0].value for path in RULES.rglob("*.py")
              for node in ast.walk(ast.parse(path.read_text("utf-8")))
              if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "BadConfig"}
    assert len(raised) >= 10 and raised <= CONFIG.keys(), raised - CONFIG.keys()
