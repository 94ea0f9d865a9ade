"""Every bot only ever answers with a legal action (RULES: the engine's legal_actions)."""

from __future__ import annotations

import pytest

from game.ai import BOT_KINDS
from game.rules import PLACEMENT, WINDOW
from game.rules.modules import REGISTRY
from tests.ai.states import bot_play_states, quick_bot, random_play_states

PLAYER_COUNTS = (2, 3, 4, 5, 6)


@pytest.fixture(scope="module")
def states():
    """Over two hundred states for 2-6 players: random play reaches odd corners (big
    hands, ragged Alhambras), bots' play reaches typical ones."""
    found = []
    for players in PLAYER_COUNTS:
        found += random_play_states(players, 24, seed=players)
        found += bot_play_states(players, 18, seed=100 + players)
    return found


def test_there_are_hundreds_of_states_of_every_phase(states):
    assert len(states) >= 200
    assert {s.phase for s in states} >= {"action", PLACEMENT}
    assert {len(s.players) for s in states} == set(PLAYER_COUNTS)


@pytest.mark.parametrize("kind", sorted(BOT_KINDS))
def test_bot_answers_every_state_with_a_legal_action(kind, states):
    for index, state in enumerate(states):
        bot = quick_bot(kind, seed=index)
        action = bot.choose(state.view(state.to_move))
        assert action in state.legal_actions(), (kind, index, state.phase, action)


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_bot_plays_out_its_turn_legally_from_any_state(kind, states):
    """A planning bot follows its plan over the next decisions; each must still be legal
    in the real game (not only in the view it planned on)."""
    for index, state in enumerate(states[::4]):
        game = state.clone()
        bot = quick_bot(kind, seed=index)
        seat, turn = game.to_move, game.turn
        for _ in range(12):
            if game.is_over or game.to_move != seat or game.turn != turn:
                break
            action = bot.choose(game.view(seat))
            assert action in game.legal_actions(), (kind, index, action)
            game.apply(action)


@pytest.fixture(scope="module")
def module_states():
    """States of games with every expansion module, between-turn offers included."""
    found = []
    for players in (2, 3, 4, 6):
        found += random_play_states(players, 20, seed=50 + players, modules=frozenset(REGISTRY))
    return found


@pytest.mark.parametrize("kind", sorted(BOT_KINDS))
def test_bot_answers_every_module_decision_legally(kind, module_states):  # RULES Part 2
    assert WINDOW in {s.phase for s in module_states}
    for index, state in enumerate(module_states):
        bot = quick_bot(kind, seed=index)
        action = bot.choose(state.view(state.to_move))
        assert action in state.legal_actions(), (kind, index, state.phase, action)
