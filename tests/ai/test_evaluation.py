"""The parts of the Normal evaluation: majority races, money facts, the forecast, and the
evaluation's judgement in positions where the better choice is plain."""

from __future__ import annotations

import itertools
import random

from hypothesis import given
from hypothesis import strategies as st

from game.ai.evaluation import Evaluator
from game.ai.forecast import forecast
from game.ai.majority import chance_ahead, expected_points
from game.ai.money import exact_payable, money_by_currency
from game.rules import KINDS, Game, GameConfig, Kind, rank_points, scoring_table
from tests.ai.states import bot_play_states


# ------------------------------------------------------------------ majorities
def test_without_uncertainty_the_race_pays_as_the_rules_do():
    """RULES 1.5, ties of two included (the model shares tied places exactly; the rules
    round the share down, so they may differ by less than one point)."""
    rng = random.Random(1)
    table = scoring_table()
    checked = 0
    while checked < 300:
        scoring = rng.randint(1, 3)
        places = table[scoring][rng.choice(KINDS)]
        counts = [rng.randint(0, 4) for _ in range(rng.randint(2, 6))]
        if any(counts.count(c) > 2 for c in counts if c > 0):
            continue   # ties of three or more are only approximated (see majority.py)
        checked += 1
        model = expected_points(counts, [0.0] * len(counts), places,
                                [1.0 if c > 0 else 0.0 for c in counts])
        rules = rank_points(places, counts)
        for m, r in zip(model, rules):
            assert r <= m < r + 1, (scoring, counts, model, rules)


def test_a_three_way_tie_is_close_to_the_rules():
    places = scoring_table()[3][Kind.GARDEN]
    model = expected_points([2, 2, 2], [0.0] * 3, places, [1, 1, 1])
    rules = rank_points(places, [2, 2, 2])
    assert all(abs(m - r) <= 1.5 for m, r in zip(model, rules))


def test_a_lead_is_worth_more_the_more_certain_it_is():
    places = scoring_table()[3][Kind.TOWER]
    sure = expected_points([3, 2], [0.0, 0.0], places, [1, 1])
    shaky = expected_points([3, 2], [4.0, 4.0], places, [1, 1])
    assert sure[0] == 21 and sure[1] == 13
    assert 13 < shaky[0] < 21 and 13 < shaky[1] < 21
    assert abs(sum(shaky) - 34) < 1e-9   # the same points are shared out


def test_chance_ahead_is_symmetric():
    for lead, var in itertools.product((-2, -0.5, 0, 1, 3), (0.0, 0.5, 3.0)):
        assert abs(chance_ahead(lead, var) + chance_ahead(-lead, var) - 1) < 1e-12


# ------------------------------------------------------------------ money
@given(st.lists(st.integers(1, 9), max_size=9), st.integers(1, 40))
def test_exact_payable_matches_trying_every_subset(values, price):
    brute = any(sum(c) == price for r in range(1, len(values) + 1)
                for c in itertools.combinations(values, r))
    assert exact_payable(values, price) == brute


def test_money_by_currency_groups_values():
    game = Game.new(GameConfig(players=3, seed=2))
    hand = game.players[0].hand
    grouped = money_by_currency(hand)
    assert sum(len(v) for v in grouped.values()) == len(hand)
    assert sum(sum(v) for v in grouped.values()) == game.players[0].money_total()


# ------------------------------------------------------------------ forecast
def test_forecast_of_a_new_game():
    game = Game.new(GameConfig(players=4, seed=3))
    view = game.view(game.to_move)
    outlook = forecast(view)
    assert [o.number for o in outlook.scorings] == [1, 2, 3]
    first, second, final = outlook.scorings
    assert 0 < first.turns < second.turns <= final.turns == outlook.turns_left
    assert all(0.0 <= o.chance <= 1.0 for o in outlook.scorings)
    assert first.chance > 0.9
    assert abs(sum(outlook.kind_share.values()) - 1) < 1e-9


def test_forecast_drops_the_scorings_that_are_done():
    for state in bot_play_states(3, 30, seed=8):
        numbers = [o.number for o in forecast(state.view(state.to_move)).scorings]
        assert all(n > state.scorings_done for n in numbers)
        assert numbers == sorted(numbers)


def test_forecast_is_the_same_for_a_view_and_the_full_game():
    """Scoring cards' places are read only from their public ranges, never the deck."""
    for state in bot_play_states(2, 10, seed=9):
        assert forecast(state) == forecast(state.view(state.to_move))


# ------------------------------------------------------------------ judgement
def test_evaluation_prefers_a_building_that_wins_a_majority():
    game = Game.new(GameConfig(players=2, seed=4))
    seat = game.to_move
    evaluator = Evaluator(game.view(seat), seat)
    tower = next(t for t in game.bag if t.kind is Kind.TOWER and t.walls == frozenset())
    pavilion = next(t for t in game.bag if t.kind is Kind.PAVILION)
    better, worse = game.clone(), game.clone()
    better.players[seat].reserve.append(tower)
    worse.players[seat].reserve.append(pavilion)
    assert evaluator.value(better) > evaluator.value(worse) > evaluator.value(game)


def test_a_rivals_gain_is_our_loss():
    game = Game.new(GameConfig(players=3, seed=5))
    seat = game.to_move
    rival = (seat + 1) % 3
    evaluator = Evaluator(game.view(seat), seat)
    stronger = game.clone()
    stronger.players[rival].score += 10
    assert evaluator.value(stronger) < evaluator.value(game)


def test_more_money_is_better_but_less_so_when_the_game_ends():
    game = Game.new(GameConfig(players=2, seed=6))
    seat = game.to_move
    richer = game.clone()
    richer.players[seat].hand.append(richer.deck.pop())
    early = Evaluator(game, seat)
    assert early.value(richer) > early.value(game)
    late = game.clone()
    late.bag = late.bag[:1]
    late_richer = richer.clone()
    late_richer.bag = late_richer.bag[:1]
    ending = Evaluator(late, seat)
    assert ending.value(late_richer) - ending.value(late) < early.value(richer) - early.value(game)


def test_a_rival_s_money_seen_taken_counts_in_what_it_can_afford():
    # #26: a view remembers the cards taken face up; the evaluation reads them as known
    from game.ai.evaluation import afford_chance
    from game.rules import Currency, EndTurn, TakeMoney
    from tests.rules.helpers import new_game, set_display, set_hand

    game = new_game(players=3, to_move=1)
    set_hand(game, 1, "florin 1")
    set_display(game, "ducat 9", "florin 2", "denar 3", "dirham 4")
    game.apply(TakeMoney((game.display[0].id,)))   # seat 1 takes the ducat 9 openly
    game.apply(EndTurn())
    ducat = Currency("ducat")
    view = game.view(2)
    assert afford_chance(view, 1, ducat, 9) == 1.0      # seen: certain
    assert afford_chance(view, 1, ducat, 10) < 1.0      # one more ducat: the unseen card
    before = new_game(players=3, to_move=1)
    set_hand(before, 1, "florin 1", "ducat 9")            # the same hand, never seen
    assert afford_chance(before.view(2), 1, ducat, 9) < 1.0
