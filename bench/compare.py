"""The rules core before and after a change, side by side in one run on one machine.

``python -m bench.compare REV`` (``make bench BEFORE=REV``) checks out ``REV`` (a commit,
a branch: ``main``) into a temporary git worktree, or takes a folder holding another
checkout, and runs the same work (``bench/engine_work.py``) against it and against this
checkout in turns, several rounds, so that both meet the same load of the machine. Each
figure is the median of its rounds; "after / before" is above 1 where this checkout is
faster (for the times, where it takes less).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = Path(__file__).resolve().parent / "engine_work.py"
ROUNDS = 3


@contextmanager
def checkout(before: str):
    """A folder holding the code of ``before``: itself if it is one, else a temporary git
    worktree of that revision, removed afterwards."""
    if Path(before).is_dir():
        yield Path(before).resolve()
        return
    folder = Path(tempfile.mkdtemp(prefix="alhambra-before-"))
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet",
                    str(folder), before], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(folder)],
                       check=True)


def figures(code: Path, corpus: Path) -> dict[str, float]:
    """One round of ``engine_work`` with the game's code taken from ``code``, replaying the
    saves of ``corpus``."""
    env = dict(os.environ, PYTHONPATH=str(code), PYTHONHASHSEED="0", BENCH_CORPUS=str(corpus))
    done = subprocess.run([sys.executable, str(WORK)], env=env, check=True,
                          capture_output=True, text=True, cwd=code)
    return json.loads(done.stdout)


def main(before: str) -> None:
    with checkout(before) as old:
        rounds: dict[str, list[dict[str, float]]] = {"before": [], "after": []}
        for _round in range(ROUNDS):
            # the same recorded games for both: the older code's (it may not read newer saves)
            corpus = old / "tests" / "save" / "corpus"
            rounds["before"].append(figures(old, corpus))
            rounds["after"].append(figures(ROOT, corpus))
    print(f"Rules core, before ({before}) and after (this checkout), median of {ROUNDS} "
          "rounds taken in turns")
    print(f"{'':<48} {'before':>9} {'after':>9} {'after / before':>15}")
    for name in rounds["after"][0]:
        old = statistics.median(r[name] for r in rounds["before"])
        new = statistics.median(r[name] for r in rounds["after"])
        # a time (its unit in brackets: "(s)", "(us)") is faster when it is less; a rate
        # ("games/s", "actions/CPU s") when it is more
        faster = old / new if name.endswith(")") else new / old
        print(f"{name:<48} {old:>9.2f} {new:>9.2f} {faster:>14.3f}x", flush=True)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m bench.compare REVISION_OR_FOLDER")
    main(sys.argv[1])
