"""Hints: Normal's advice names legal actions, is the same from a view and the full game,
and says how much better it is than the best different start."""

from __future__ import annotations

import pytest

from game.ai.hint import hint
from game.rules import ACTION, Game, GameConfig
from game.scenes.hints import hint_words, where
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


def test_a_place_is_told_from_the_fountain():
    assert where((2, -1)) == "2 east and 1 north of the fountain"
    assert where((0, 3)) == "3 south of the fountain"
    assert where((-1, 0)) == "1 west of the fountain"
