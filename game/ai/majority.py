"""Majority races (RULES 1.5) under uncertainty: expected points per player for one kind.

Each participant's count at the scoring is modelled as a mean (what they have now plus what
they may expect to add) with a variance (how uncertain those additions are). The chance
that one participant ends ahead of another follows from the difference of the two; the
number of rivals ahead of a participant is then a sum of independent chances, and its
distribution gives the expected share of the places' points. With no uncertainty left this
is the exact rule for clear ranks and ties of two (the tied pair each get the mean of the
two places, which the rules round down); a tie of three or more is approximated, as the
rivals ahead are counted as if independent.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

_SQRT2 = math.sqrt(2.0)


def chance_ahead(lead: float, variance: float) -> float:
    """Probability that a count ``lead`` higher on average ends strictly higher, a tie
    counting as half."""
    if variance <= 1e-9:
        return 1.0 if lead > 1e-9 else 0.0 if lead < -1e-9 else 0.5
    return 0.5 * (1.0 + math.erf(lead / (_SQRT2 * math.sqrt(variance))))


def expected_points(means: Sequence[float], variances: Sequence[float],
                    places: Sequence[int], present: Sequence[float]) -> list[float]:
    """Expected points of each participant for places worth ``places`` (1st, 2nd, ...).

    ``present[i]`` is the chance that participant ``i`` has at least one building of the
    kind by then (players with none take no part, RULES 1.5).
    """
    n = len(means)
    depth = len(places)
    out = [0.0] * n
    for i in range(n):
        if present[i] <= 0.0:
            continue
        mean_i, var_i = means[i], variances[i]
        # dist[a]: probability that exactly a rivals are ahead (only a < depth matters).
        dist = [1.0] + [0.0] * (depth - 1)
        for j in range(n):
            if j == i or present[j] <= 0.0:
                continue
            p = present[j] * chance_ahead(means[j] - mean_i, var_i + variances[j])
            if p <= 0.0:
                continue
            q = 1.0 - p
            for a in range(depth - 1, 0, -1):
                dist[a] = dist[a] * q + dist[a - 1] * p
            dist[0] *= q
        out[i] = present[i] * sum(dist[a] * places[a] for a in range(depth))
    return out
