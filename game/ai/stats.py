"""Small statistics for the arena and benchmarks."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959964


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """95% confidence interval of a proportion (Wilson score interval); shared wins count
    as fractions."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1.0 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank); 0 if empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[min(rank, len(ordered)) - 1]


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0
