"""Small helpers shared by the benchmarks."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def timings(fn: Callable[[], object], repeat: int) -> list[float]:
    """Seconds taken by each of ``repeat`` calls of ``fn``."""
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def median(values: list[float]) -> float:
    return statistics.median(values)


def report(name: str, figure: str, target: str = "") -> None:
    line = f"{name:<52} {figure:>16}"
    if target:
        line += f"   (target {target})"
    print(line, flush=True)
