"""Majority scoring (RULES 1.5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.rules.data import scoring_table
from game.rules.types import KINDS, Kind


def rank_points(places: Sequence[int], amounts: Sequence[float]) -> list[int]:
    """Share out ``places`` (points for 1st, 2nd, ...) by ``amounts``, most first.

    Only amounts above zero take part. Tied players share the sum of the places they
    occupy, each getting that sum divided by their number, rounded down; the next player
    takes the place after the tied block. Used for buildings and for other majorities
    (modules' chests, for one).
    """
    points = [0] * len(amounts)
    ranked = sorted({a for a in amounts if a > 0}, reverse=True)
    place = 0
    for amount in ranked:
        if place >= len(places):
            break
        tied = [i for i, a in enumerate(amounts) if a == amount]
        share = sum(places[place:place + len(tied)]) // len(tied)
        for i in tied:
            points[i] = share
        place += len(tied)
    return points


def majority_points(scoring: int, counts: Sequence[Mapping[Kind, float]]) -> list[dict[Kind, int]]:
    """Points per kind for each player in scoring 1, 2 or 3."""
    table = scoring_table()[scoring]
    result: list[dict[Kind, int]] = [dict.fromkeys(KINDS, 0) for _ in counts]
    for kind in KINDS:
        shares = rank_points(table[kind], [c.get(kind, 0) for c in counts])
        for player, points in enumerate(shares):
            result[player][kind] = points
    return result


def score_majorities(scoring: int, counts: Sequence[Mapping[Kind, float]]) -> list[int]:
    """Building points per player in scoring 1, 2 or 3 (walls not included)."""
    return [sum(per_kind.values()) for per_kind in majority_points(scoring, counts)]
