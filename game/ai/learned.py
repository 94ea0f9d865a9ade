"""The learned evaluation: the Normal evaluation's terms weighed anew, from self-play.

The Normal evaluation projects each player's final score as a sum of terms (points scored,
the majority races and the walls at the scorings to come, money, each module's terms: a
character held, a chest, a thief, a module's scoring line) and judges a seat's projection
against its rivals'. Its weights were set by hand. Here they are fitted to what happened:
``tools/train_eval.py`` has bots play games with random modules, 2-6 players and Alcazaba,
records the terms at every turn, and fits a linear model of each seat's final margin over
its best rival (the margin that decides who wins):

    margin = sum over terms k of (w_k + v_k * p) * (mine_k - rivals' mean_k)
             + (g + h * p) * (best rival's projection - rivals' mean projection)
             + b + c * (number of rivals)

with ``p`` the share of the game already played (so a term may count differently early
and late: money is worth more with tiles left to buy). With ``w_k = 1``, ``v_k = 0``,
``g = -leader``, ``h = b = c = 0`` this is exactly the hand-set judgement, and the fit is pulled
towards those weights (ridge regression to a prior), so a term the training saw seldom stays
near its hand-set worth and one it never saw (a module without data) keeps it.

The weights live in ``assets/ai/learned_evaluation.json``, written by the training script.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from game.ai.evaluation import DEFAULT_WEIGHTS, Evaluator, Weights
from game.paths import asset
from game.rules import Game

MODEL_FILE = asset("ai", "learned_evaluation.json")
GAP = "gap"          # the best rival's projection above the rivals' mean
BIAS = "bias"
RIVALS = "rivals"    # how many rivals (the best of more rivals is further ahead)
LATE = "@late"       # suffix of a term's weight times the share of the game played


def features(terms: list[dict[str, float]], seat: int, progress: float) -> dict[str, float]:
    """The model's inputs for ``seat``: each term against the rivals' mean, the best rival's
    lead over that mean, each also times ``progress`` (named with ``LATE``)."""
    rivals = [t for s, t in enumerate(terms) if s != seat]
    mine = terms[seat]
    names = set(mine).union(*rivals)
    found: dict[str, float] = {BIAS: 1.0, RIVALS: float(len(rivals))}
    for name in names:
        found[name] = mine.get(name, 0.0) - sum(t.get(name, 0.0) for t in rivals) / len(rivals)
    totals = [sum(t.values()) for t in rivals]
    found[GAP] = max(totals) - sum(totals) / len(totals)
    for name in list(found):
        if name not in (BIAS, RIVALS):
            found[name + LATE] = found[name] * progress
    return found


def prior(name: str, weights: Weights = DEFAULT_WEIGHTS) -> float:
    """The hand-set judgement's weight of a feature (see the module's description)."""
    if name == GAP:
        return -weights.leader
    if name in (BIAS, RIVALS) or name.endswith(LATE):
        return 0.0
    return 1.0


def progress_of(game: Game, evaluator: Evaluator) -> float:
    """The share of the game already played, in turns: the turns so far against those the
    forecast expects still to come."""
    done = float(game.turn)
    return done / (done + evaluator.forecast.turns_left) if done > 0 else 0.0


@dataclass(frozen=True)
class LearnedModel:
    """Fitted weights by feature name (any other feature takes its ``prior``), and the
    spread of the final margin around the prediction (for a chance of winning)."""

    weights: dict[str, float]
    spread: float = 30.0
    about: dict = field(default_factory=dict)   # how the model was made (the script's)

    def predict(self, found: dict[str, float]) -> float:
        w = self.weights
        return sum(x * (w[name] if name in w else prior(name)) for name, x in found.items())

    def to_json(self) -> dict:
        return {"weights": dict(sorted(self.weights.items())), "spread": self.spread,
                "about": self.about}

    @classmethod
    def from_json(cls, data: dict) -> LearnedModel:
        return cls({str(k): float(v) for k, v in data["weights"].items()},
                   float(data.get("spread", 30.0)), dict(data.get("about", {})))


HAND_SET = LearnedModel({})   # every weight its prior: the Normal judgement, in points
_loaded: LearnedModel | None = None


def load_model(path: Path = MODEL_FILE) -> LearnedModel:
    """The shipped model (read once); the hand-set judgement if the file is missing or
    damaged, so the game plays on."""
    global _loaded
    if path != MODEL_FILE:
        return _read(path)
    if _loaded is None:
        _loaded = _read(path)
    return _loaded


def _read(path: Path) -> LearnedModel:
    try:
        return LearnedModel.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return HAND_SET


class LearnedEvaluator(Evaluator):
    """The Normal evaluation's terms, judged by a learned model: a seat's value is its
    predicted final margin over its best rival, in points."""

    detailed_parts = True

    def __init__(self, game: Game, seat: int, model: LearnedModel | None = None,
                 weights: Weights = DEFAULT_WEIGHTS, market_threat: bool = False) -> None:
        super().__init__(game, seat, weights, market_threat=market_threat)
        self.model = load_model() if model is None else model
        self.progress = progress_of(game, self)
        # The weights at this stage of the game (a term's and its late part's together),
        # found as terms come up.
        self._at_stage: dict[str, float] = {}
        rivals = float(self.players - 1)
        self._constant = self._weight(BIAS) + self._weight(RIVALS) * rivals
        self._gap = self._weight(GAP)

    def _weight(self, name: str) -> float:
        found = self._at_stage.get(name)
        if found is None:
            w = self.model.weights
            found = w[name] if name in w else prior(name)
            if name not in (BIAS, RIVALS):
                late = name + LATE
                found += self.progress * (w[late] if late in w else prior(late))
            self._at_stage[name] = found
        return found

    def judge(self, terms: list[dict[str, float]], seat: int) -> float:
        """``model.predict(features(terms, seat, progress))``, summed seat by seat: the
        weighted terms are linear, so a seat's against the rivals' mean is the difference
        of their weighted sums."""
        weighted = []
        totals = []
        for seat_terms in terms:
            weighted.append(sum(x * self._weight(name) for name, x in seat_terms.items()))
            totals.append(sum(seat_terms.values()))
        rivals = len(terms) - 1
        rival_totals = [t for s, t in enumerate(totals) if s != seat]
        mean_total = sum(rival_totals) / rivals
        return (weighted[seat] - (sum(weighted) - weighted[seat]) / rivals
                + self._gap * (max(rival_totals) - mean_total) + self._constant)
