"""The modules' try-it lessons: each is dealt with its module, has the player do the
module's own action where the module has one, and ends in words that leave the game to the
player."""

from __future__ import annotations

import pytest

from game.lessons import lesson_ids, load_lesson
from game.lessons.lesson import TRY_PREFIX
from game.rules.actions import ACTION_TYPES
from game.rules.modules import REGISTRY

MODULE_TRY_ITS = sorted(lesson_id for lesson_id in lesson_ids()
                        if lesson_id.removeprefix(TRY_PREFIX) in REGISTRY)


def _module(lesson_id: str) -> str:
    return lesson_id.removeprefix(TRY_PREFIX)


@pytest.mark.parametrize("lesson_id", MODULE_TRY_ITS)
def test_a_module_s_try_it_is_dealt_with_that_module(lesson_id):
    assert _module(lesson_id) in load_lesson(lesson_id).modules


@pytest.mark.parametrize("lesson_id", MODULE_TRY_ITS)
def test_a_module_s_try_it_has_the_player_take_the_module_s_own_action(lesson_id):
    module = _module(lesson_id)
    own = {kind for kind in ACTION_TYPES.values() if kind.module == module}
    if not own:
        pytest.skip(f"{module} acts through the base game's actions (a purchase, a placement)")
    waited = {step.expected.kind for step in load_lesson(lesson_id).steps
              if step.expected is not None}
    assert waited & own, f"{lesson_id} never has the player take a {module} action"


@pytest.mark.parametrize("lesson_id", MODULE_TRY_ITS)
def test_a_try_it_ends_in_words_that_leave_the_game_to_the_player(lesson_id):
    last = load_lesson(lesson_id).steps[-1]
    assert last.reads_on and "play on as you like" in last.words["en"]
