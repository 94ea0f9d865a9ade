"""Bots see only their seat's view (RULES 1.7): changing what the seat may not know (the
other hands, the deck order, the bag order) never changes a decision."""

from __future__ import annotations

import random

import pytest

from game.rules import HiddenCard
from tests.ai.states import bot_play_states, hidden_twin, quick_bot, random_play_states

KINDS = ["easy", "normal", "hard", "greedy", "random"]


@pytest.fixture(scope="module")
def pairs():
    rng = random.Random(4)
    found = []
    for players in (2, 3, 4, 6):
        for state in (random_play_states(players, 6, seed=50 + players)
                      + bot_play_states(players, 6, seed=60 + players)):
            twin = hidden_twin(state, state.to_move, rng)
            found.append((state, twin))
    return found


def test_twins_differ_only_in_hidden_information(pairs):
    changed = 0
    for state, twin in pairs:
        seat = state.to_move
        assert state.view(seat).state_dict() == twin.view(seat).state_dict()
        assert state.players[seat].hand == twin.players[seat].hand
        changed += any(a.hand != b.hand for a, b in zip(state.players, twin.players)) \
            or state.deck != twin.deck or state.bag != twin.bag
    assert changed >= len(pairs) - 2   # the twins really are dealt differently


def test_views_hide_what_the_seat_may_not_know(pairs):
    state, _ = pairs[-1]
    view = state.view(state.to_move)
    for player in view.players:
        if player.seat != state.to_move:
            seen = state.players[player.seat].seen_cards()   # taken face up: public
            assert player.hand[:len(seen)] == seen
            assert all(isinstance(c, HiddenCard) for c in player.hand[len(seen):])
    assert all(isinstance(c, HiddenCard) for c in view.deck)


@pytest.mark.parametrize("kind", KINDS)
def test_decisions_do_not_depend_on_hidden_information(kind, pairs):
    for index, (state, twin) in enumerate(pairs):
        seat = state.to_move
        games = [state.clone(), twin.clone()]
        bots = [quick_bot(kind, seed=index), quick_bot(kind, seed=index)]
        # The whole rest of the turn: nothing is revealed before it ends.
        for _ in range(8):
            if games[0].is_over or games[0].to_move != seat or games[0].turn != state.turn:
                break
            first = bots[0].choose(games[0].view(seat))
            second = bots[1].choose(games[1].view(seat))
            assert first == second, (kind, index)
            for game in games:
                game.apply(first)
