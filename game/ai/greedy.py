"""A one-step greedy bot: it tries each legal action on a copy of its view and keeps the
one that leaves its position looking best. Simple and quick; a sparring partner."""

from __future__ import annotations

import random

from game.rules import KINDS, Action, EndTurn, Game, HiddenInformation, majority_points

MONEY_WEIGHT = 0.35       # points per unit of money in hand...
MONEY_CAP = 25            # ...up to this much: hoarding more only starves the game
PENDING_WEIGHT = 0.9      # a bought tile not yet placed is almost as good as built
RESERVE_WEIGHT = 0.4      # a reserve tile might be built later


def position_value(game: Game, seat: int) -> float:
    """Score so far, plus what the next scoring would pay now, plus money's worth."""
    number = min(game.scorings_done + 1, 3)
    counts = []
    for other in range(len(game.players)):
        c = game.scoring_counts(other)
        player = game.players[other]
        if other == seat:
            for tile in player.pending:
                if tile.is_building:
                    c[tile.kind] += PENDING_WEIGHT
            for tile in player.reserve:
                if tile.is_building:
                    c[tile.kind] += RESERVE_WEIGHT
        counts.append(c)
    if game.dirk is not None:
        counts.append(game.dirk_counts())
    majorities = sum(majority_points(number, counts)[seat][k] for k in KINDS)
    me = game.players[seat]
    return (me.score + majorities + me.alhambra.longest_wall()
            + MONEY_WEIGHT * min(me.money_total(), MONEY_CAP))


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Game) -> Action:
        seat = view.to_move
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        best: list[Action] = []
        best_value = float("-inf")
        for action in actions:
            value = self._value_after(view, seat, action)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)

    @staticmethod
    def _value_after(view: Game, seat: int, action: Action) -> float:
        if isinstance(action, EndTurn):
            return position_value(view, seat)
        trial = view.clone()
        try:
            trial.apply(action)
        except HiddenInformation:
            return position_value(view, seat)
        return position_value(trial, seat)
