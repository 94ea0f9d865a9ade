"""The learned evaluation: its features, the shipped model, the training script, and
Hard's search judging with it. (Its strength is measured in the arena, not here.)"""

from __future__ import annotations

import math
import random

import pytest

from game.ai.bot import make_bot
from game.ai.evaluation import Evaluator
from game.ai.learned import (
    BIAS, GAP, HAND_SET, LATE, LearnedEvaluator, LearnedModel, features, load_model, prior,
)
from game.ai.modules import parts_for
from game.ai.search import leaf_value
from game.rules import Game, GameConfig, module_order
from tests.ai.states import bot_play_states, random_play_states
from tools import train_eval


def _states(modules: frozenset[str], count: int = 3, players: int = 3) -> list[Game]:
    return random_play_states(players, count, seed=len(modules) + 11, modules=modules)


def test_the_hand_set_model_is_the_normal_judgement():
    """With every weight at its prior, the learned judgement is Normal's (without the
    market's threat): the model only reweighs the terms Normal adds up."""
    for state in _states(frozenset(module_order()), count=4, players=4):
        seat = state.to_move
        view = state.view(seat)
        learned = LearnedEvaluator(view, seat, HAND_SET).value(view)
        normal = Evaluator(view, seat, market_threat=False).value(view)
        assert learned == pytest.approx(normal, abs=1e-6)


def test_the_evaluator_judges_as_the_model_predicts():
    """The evaluator's quick sum, seat by seat, is the model's prediction from the
    features (a term a seat lacks counts as nothing)."""
    model = LearnedModel({"score": 1.3, "score" + LATE: -0.4, "money": 0.7, GAP: -0.8,
                          BIAS: -4.0, "rivals": -1.5, "races.3" + LATE: 0.25})
    for state in _states(frozenset({"characters", "treasure"}), count=3, players=4):
        evaluator = LearnedEvaluator(state, state.to_move, model)
        terms = evaluator.terms(state)
        terms[1]["only.here"] = 2.0
        for seat in range(4):
            assert evaluator.judge(terms, seat) == pytest.approx(
                model.predict(features(terms, seat, evaluator.progress)))


def test_features_are_each_term_against_the_rivals_mean():
    terms = [{"score": 10.0, "money": 4.0}, {"score": 4.0, "money": 2.0},
             {"score": 8.0, "money": 0.0}]
    found = features(terms, 0, progress=0.5)
    assert found["score"] == 4.0 and found["money"] == 3.0
    assert found[GAP] == pytest.approx(8.0 - 7.0)      # best rival 8, rivals' mean 7
    assert found["score" + LATE] == 2.0 and found[BIAS] == 1.0
    assert prior(GAP) == -0.5 and prior("score") == 1.0 and prior("money" + LATE) == 0.0


@pytest.mark.parametrize("module_id", module_order())
def test_every_module_has_its_terms_and_they_add_up(module_id):
    """Each module's part names its terms (a character each, a chest, a thief...), and they
    add up to what the hand-set evaluation counts for it."""
    game = _states(frozenset({module_id}), count=1)[0]
    evaluator = LearnedEvaluator(game, game.to_move, HAND_SET)
    for part in parts_for(game):
        for seat in range(len(game.players)):
            terms = part.features(evaluator, game, seat)
            assert all(math.isfinite(v) for v in terms.values())
            assert sum(terms.values()) == pytest.approx(part.seat_value(evaluator, game, seat))
    names = set().union(*evaluator.terms(game))
    assert {"score", "races.3", "walls", "walls.growth", "money", "money.exact"} <= names


def test_the_shipped_model_loads_and_predicts_margins_in_range():
    model = load_model()
    assert model is not HAND_SET and model.weights, "the shipped model did not load"
    assert 5.0 < model.spread < 100.0
    assert model.weights["score"] > 0.0 and model.weights["races.3"] > 0.0
    for state in bot_play_states(3, 6, seed=4):
        for seat in range(3):
            value = LearnedEvaluator(state, seat).value(state)
            assert -150.0 < value < 150.0


def test_the_shipped_model_has_seen_every_module():
    """A module the training never saw would fall back to its hand-set terms; the shipped
    model was trained with each (every part's module names a fitted weight)."""
    names = set(load_model().weights)
    for module_id in module_order():
        game = Game.new(GameConfig(players=3, seed=1, modules=frozenset({module_id})))
        for part in parts_for(game):
            assert any(name.startswith(part.module_id) for name in names), part.module_id


def test_a_damaged_model_file_falls_back_to_the_hand_set_judgement(tmp_path):
    path = tmp_path / "model.json"
    path.write_text("{ not json", encoding="utf-8")
    assert load_model(path) is HAND_SET
    path.write_text('{"weights": {"score": 2.0}, "spread": 12.5}', encoding="utf-8")
    assert load_model(path) == LearnedModel({"score": 2.0}, 12.5)


def test_the_fit_recovers_known_weights():
    """Games whose margin is exactly twice the score lead: the fit finds that weight (the
    ridge's pull towards the prior of 1 is small) and no other."""
    rng = random.Random(3)
    games = []
    for number in range(40):
        lead = rng.uniform(-20, 20)
        scores = [50 + 2 * lead, 50.0]
        positions = [{"progress": rng.random(),
                      "terms": [{"score": lead + 3.0, "money": rng.uniform(0, 9)},
                                {"score": 3.0, "money": rng.uniform(0, 9)}]}]
        games.append({"number": number, "scores": scores, "winners": [0], "positions": positions})
    model = train_eval.fit(games, ridge=1e-6)
    assert model.weights["score"] == pytest.approx(2.0, abs=0.01)
    assert model.weights["money"] == pytest.approx(0.0, abs=0.01)
    assert model.spread == pytest.approx(0.0, abs=0.05)


def test_the_training_script_reproduces_a_tiny_model_from_its_seed(tmp_path):
    """Two runs from the same seed play the same game and fit the same weights; the
    written file holds them."""
    config = GameConfig(players=2, seed=5)
    assert train_eval.deal(7, 3) == train_eval.deal(7, 3)
    models = []
    for run in ("first", "second"):
        record = train_eval.play_and_record(config, bot_seed=1)
        assert record["positions"] and len(record["scores"]) == 2
        out = tmp_path / f"{run}.json"
        models.append(train_eval.train_from([dict(record, number=1)], out))
        assert load_model(out).weights == models[-1].weights
    assert models[0].weights == models[1].weights
    assert models[0].weights != HAND_SET.weights


def test_hard_judges_its_outcomes_with_the_model():
    """The search's leaves are valued by the model it is given: weighing points scored
    differently changes a leaf's value; the hand-set model gives Normal's."""
    state = bot_play_states(3, 1, seed=8)[0]
    world = state.view(state.to_move).determinize(random.Random(1))
    seat = (world.to_move + 1) % 3          # not its turn: the leaf is valued as it stands
    weights = Evaluator(world, seat).weights
    hand = leaf_value(world, seat, weights, {}, HAND_SET)
    assert hand == pytest.approx(leaf_value(world, seat, weights, {}))
    scored = LearnedModel({"score": 3.0})
    lead = features(LearnedEvaluator(world, seat, HAND_SET).terms(world), seat, 0.0)["score"]
    if lead:
        assert leaf_value(world, seat, weights, {}, scored) != pytest.approx(hand)


def test_hard_judges_by_hand_and_the_learned_hard_is_a_seat():
    """The table's Hard keeps the hand-set judgement (the shipped model made it weaker in
    the arena); the seat ``hard-learned`` judges with the shipped model."""
    assert make_bot("hard", seed=1, think_ms=100).model is None
    learned = make_bot("hard-learned", seed=1, think_ms=100)
    assert learned.model is load_model() and learned.name == "hard-learned"
