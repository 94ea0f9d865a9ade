"""Turn plans: what Normal and Hard choose between."""

from __future__ import annotations

from game.ai.evaluation import Evaluator
from game.ai.planner import QUICK, plan_turns
from game.rules import ACTION, Buy, EndTurn, Game, GameConfig, TakeMoney
from tests.ai.states import bot_play_states


def _start_of_turn() -> Game:
    game = Game.new(GameConfig(players=3, seed=12))
    assert game.phase == ACTION
    return game


def test_plans_cover_taking_money_and_every_affordable_purchase():
    game = _start_of_turn()
    view = game.view(game.to_move)
    plans = plan_turns(view, Evaluator(view, view.to_move).value)
    firsts = [p.actions[0] for p in plans]
    assert any(isinstance(a, TakeMoney) for a in firsts)
    affordable = {a.square for a in view.legal_actions() if isinstance(a, Buy)}
    assert affordable, "the set-up should leave something to buy"
    planned = {a.square for a in firsts if isinstance(a, Buy)}
    assert planned == affordable


def test_every_plan_is_a_legal_whole_turn_leading_where_it_says():
    for state in bot_play_states(4, 25, seed=13):
        if state.phase != ACTION:
            continue
        view = state.view(state.to_move)
        evaluator = Evaluator(view, view.to_move)
        plans = plan_turns(view, evaluator.value)
        assert plans
        assert [p.value for p in plans] == sorted((p.value for p in plans), reverse=True)
        for plan in plans:
            assert isinstance(plan.actions[-1], EndTurn)
            replay = view.clone()
            for act in plan.actions[:-1]:
                assert act in replay.legal_actions()
                replay.apply(act)
            assert replay.state_dict() == plan.end.state_dict()
            assert evaluator.value(replay) == plan.value
            real = state.clone()
            for act in plan.actions:
                real.apply(act)  # the real game accepts the plan, EndTurn included
            assert real.turn == state.turn + 1 or real.is_over


def test_quick_plans_are_fewer_but_still_legal():
    for state in bot_play_states(3, 20, seed=14):
        if state.phase != ACTION:
            continue
        value = Evaluator(state, state.to_move).value
        full = plan_turns(state, value)
        quick = plan_turns(state, value, QUICK)
        assert 1 <= len(quick) <= len(full)
        game = state.clone()
        for act in quick[0].actions:
            game.apply(act)
