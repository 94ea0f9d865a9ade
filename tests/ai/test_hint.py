"""Hints: Normal's advice names legal actions, is the same from a view and the full game,
and says how much better it is than the best different start."""

from __future__ import annotations

import pytest

from game.ai.hint import hint
from game.rules import ACTION, Game, GameConfig
from game.scenes.hints import CELL, hint_marks, hint_words
from tests.ai.states import bot_play_states


@pytest.mark.parametrize("modules", [frozenset(), frozenset({"vizier", "camps", "thieves"})])
def test_a_hint_names_a_legal_action_and_reads_as_a_sentence(modules):
    states = [s for s in bot_play_states(3, 30, seed=8) if s.phase == ACTION][:4]
    if modules:
        game = Game.new(GameConfig(players=3, seed=8, modules=modules))
        states = [game]
    for state in states:
        view = state.view(state.to_move)
        advice = hint(view, seed=3)
        assert advice.actions[0] in state.legal_actions()
        words = hint_words(view, advice)
        assert words.startswith("Normal would ") and words.endswith(".")
        if advice.margin is not None:
            assert advice.margin >= 0.0 and advice.instead in state.legal_actions()


def test_a_hint_marks_its_places_step_by_step_and_names_none_the_table_does_not_show():
    """The places of each step (the square and the cards, the cell with the tile to build)
    are marked on the table with the step's number; the words refer to those marks, never
    to square numbers or offsets from the fountain, which the table does not show."""
    states = [s for s in bot_play_states(3, 60, seed=8) if s.phase == ACTION]
    found_cell = False
    for state in states[:12]:
        view = state.view(state.to_move)
        advice = hint(view, seed=3)
        marks = hint_marks(view, advice)
        words = hint_words(view, advice)
        assert marks and marks[0].step == 1
        assert "square" not in words and "fountain" not in words
        for mark in marks:
            if mark.tag == CELL:
                found_cell = True
                assert f"marked {mark.step}" in words
    assert found_cell
