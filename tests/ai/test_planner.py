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
            # the turn passes on (or, the bag empty, the market's last tiles are handed out)
            assert real.turn == state.turn + 1 or real.is_over or not real.bag


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


def test_a_bot_does_not_only_rearrange_its_alhambra_for_ever(monkeypatch):
    """However the evaluation weighs them, a bot spends at most three turns in a row only
    moving its own tiles about; then it takes, buys or does something else that moves the
    game on (a game where all money was in hands once stalled on exchanges back and forth)."""
    import game.ai.planning_bot as planning_bot
    from game.ai.normal import NormalBot
    from game.ai.planner import TurnPlan
    from game.rules import RedesignExchange

    view = next(s for s in bot_play_states(3, 60, seed=4) if s.phase == ACTION
                and any(isinstance(a, TakeMoney) for a in s.legal_actions()))
    take = next(a for a in view.legal_actions() if isinstance(a, TakeMoney))
    shuffle = RedesignExchange(0, (9, 9))   # never legal: the bot is asked only to choose
    monkeypatch.setattr(planning_bot, "plan_turns", lambda state, value, limits: [
        TurnPlan((shuffle, EndTurn()), state, 2.0), TurnPlan((take, EndTurn()), state, 1.0)])
    bot = NormalBot(1)
    chosen = [bot.choose(view.clone()) for _ in range(5)]
    assert chosen == [shuffle, shuffle, shuffle, take, shuffle]
