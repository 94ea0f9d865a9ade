"""Undo within a turn returns exactly to the earlier state; there is no undo across turns,
and nothing hidden is revealed before the turn is confirmed."""

from __future__ import annotations

import random

import pytest

from game.rules import (
    ACTION, PLACEMENT, Buy, EndActions, EndTurn, IllegalAction, Place, TakeMoney,
)
from game.saves.files import session_from_bytes
from game.session import HUMAN

from tests.save.helpers import bots_for, new_session, play, save_bytes

HIDDEN = ("bag", "deck", "display", "market", "rng")


def find_turn_start(session, wanted, bots, limit=400):
    """Play on until the human to move can take an action that ``wanted`` accepts."""
    for _ in range(limit):
        game = session.game
        if game.phase == ACTION and game.turn_actions == 0:
            found = [a for a in game.legal_actions() if wanted(a)]
            if found:
                return found
        play(session, bots, 1)
    raise AssertionError("no such turn")


def test_undo_after_a_purchase_and_its_placement_returns_exactly():
    session = new_session(3, 17)
    bots = bots_for(3, 17)
    buys = find_turn_start(session, lambda a: isinstance(a, Buy), bots)
    start, log_at_start = session.game.state_dict(), list(session.game.log)
    session.apply(buys[0])
    after_buy = session.game.state_dict()
    assert after_buy != start
    if session.game.phase == ACTION:  # an exact buy: end the actions, then place
        session.apply(EndActions())
    else:
        assert session.game.phase == PLACEMENT
    place = next(a for a in session.game.legal_actions() if isinstance(a, Place))
    session.apply(place)
    assert session.can_undo()
    while session.can_undo():
        session.undo()
    assert session.game.state_dict() == start
    assert session.game.log == log_at_start
    session.apply(buys[0])
    assert session.game.state_dict() == after_buy  # the same purchase again: same state


def test_each_undo_steps_back_exactly_one_action():
    """Random human turns: every state of the turn is met again, in reverse order."""
    rng = random.Random(5)
    lengths = []
    for seed in range(20):
        players = 2 + seed % 5
        session = new_session(players, seed)
        bots = bots_for(players, seed)
        play(session, bots, rng.randrange(200), full_view=True)
        while not session.game.is_over and session.game.turn_actions + len(
                session.game.player.pending) > 0:
            play(session, bots, 1, full_view=True)  # on to the start of a turn
        if session.game.is_over:
            continue
        assert not session.can_undo()
        states = [session.game.state_dict()]
        turn = session.game.turn
        while not session.game.is_over and session.game.turn == turn:
            options = [a for a in session.game.legal_actions() if not isinstance(a, EndTurn)]
            # purchases and redesigns first, so that turns hold several actions
            busy = [a for a in options if not isinstance(a, (TakeMoney, EndActions))]
            if not options:
                break
            session.apply(rng.choice(busy or options))
            states.append(session.game.state_dict())
        if session.game.turn != turn:
            continue  # the turn ended on its own (e.g. the last tile placed at game end)
        lengths.append(len(states) - 1)
        for expected in reversed(states[:-1]):
            assert session.can_undo()
            session.undo()
            assert session.game.state_dict() == expected
        assert not session.can_undo()
    assert len(lengths) >= 15 and max(lengths) >= 4  # long turns were taken back


def test_nothing_hidden_is_revealed_before_the_turn_is_confirmed():
    session = new_session(4, 23)
    bots = bots_for(4, 23)
    takes = find_turn_start(session, lambda a: isinstance(a, TakeMoney), bots)
    before = session.game.state_dict()
    session.apply(takes[0])
    during = session.game.state_dict()
    for key in ("bag", "deck", "rng"):
        assert during[key] == before[key]
    assert len(during["display"]) < len(before["display"])  # refilled only at the end
    session.apply(EndTurn())
    assert session.game.state_dict()["display"] != during["display"]


def test_no_undo_across_turns():
    session = new_session(2, 31)
    bots = bots_for(2, 31)
    takes = find_turn_start(session, lambda a: isinstance(a, TakeMoney), bots)
    session.apply(takes[0])
    assert session.can_undo()
    session.apply(EndTurn())
    assert not session.can_undo()
    confirmed = session.game.state_dict()
    with pytest.raises(ValueError):
        session.undo()
    assert session.game.state_dict() == confirmed


def test_a_bots_actions_cannot_be_undone():
    session = new_session(2, 32, ["greedy", HUMAN])
    bots = bots_for(2, 32)
    while session.game.to_move != 0:
        play(session, bots, 1)
    play(session, bots, 1)
    assert not session.can_undo()


def test_an_illegal_action_changes_nothing_and_adds_no_undo():
    session = new_session(3, 33)
    before = session.game.state_dict()
    with pytest.raises(IllegalAction):
        session.apply(Buy(0, (99999,)))
    assert session.game.state_dict() == before and not session.can_undo()


def test_undo_still_works_after_saving_and_loading_in_the_middle_of_a_turn():
    session = new_session(3, 34)
    bots = bots_for(3, 34)
    takes = find_turn_start(session, lambda a: isinstance(a, TakeMoney), bots)
    start = session.game.state_dict()
    session.apply(takes[0])
    loaded = session_from_bytes(save_bytes(session))
    assert loaded.can_undo()
    loaded.undo()
    assert loaded.game.state_dict() == start
    assert not loaded.can_undo()


def test_no_undo_past_a_look_at_a_hidden_card():
    """M15: a player who looked at the next attack cannot take the look (or the purchase
    before it) back and answer otherwise; declining to look can be taken back."""
    from game.rules.modules.invaders import Peek
    from game.session import Seat, Session
    from tests.modules.test_invaders import buying_game
    from tests.rules.helpers import card_ids, set_hand

    def bought() -> Session:
        game = buying_game()
        set_hand(game, 0, "florin 8", "dirham 3")
        session = Session(game, [Seat(n) for n in game.names])
        session.apply(Buy(0, card_ids(game.players[0].hand[:1])))
        return session

    session = bought()
    assert session.can_undo()
    session.apply(Peek(False))
    assert session.can_undo()
    session = bought()
    session.apply(Peek(True))
    assert not session.can_undo()


def test_no_undo_past_chance():
    """M11: change drawn from the coin bag at random cannot be drawn again by undoing the
    overpayment (nor can a card or tile drawn be put back)."""
    from game.rules import Game, GameConfig
    from game.session import Seat, Session
    from tests.rules.helpers import card_ids, real_tile, set_hand, set_market

    game = Game.new(GameConfig(players=3, seed=2, modules=frozenset({"change"})))
    game.current = game.to_move = 0
    set_market(game, real_tile("pavilion", 2), None, None, None)
    set_hand(game, 0, "florin 8")
    session = Session(game, [Seat(n) for n in game.names])
    session.apply(Buy(0, card_ids(game.players[0].hand)))
    assert game.ext["change"].held[0]  # overpaid by 6: three coins drawn
    assert not session.can_undo()
