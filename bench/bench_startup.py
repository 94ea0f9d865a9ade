"""Start-up time to the first drawn frame, from source and from the built program.

Each run starts the program with ``--smoke-test``, which prints ``first frame`` as soon as
the first frame is on screen; the figure is the wall time from launching the process to
reading that line (interpreter start, imports, window, fonts, first drawing). From source
in French, the catalog is read from its .po file at every start. The built program is
measured only if it is built (``python -m build_tools dist``, ``make dist``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from bench.util import median, report
from build_tools.places import program, shipped

ROOT = Path(__file__).resolve().parent.parent
FROZEN = program()
RUNS = 5


def time_to_first_frame(command: list[str]) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, env=env, cwd=ROOT)
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("first frame"):
                return time.perf_counter() - start
        raise RuntimeError(f"{command[0]} never reported its first frame")
    finally:
        process.kill()
        process.wait()


def main() -> None:
    source = [time_to_first_frame([sys.executable, "main.py", "--smoke-test"]) for _ in range(RUNS)]
    report("start-up to first frame, from source", f"{median(source):.2f} s median", "<= 1.5 s")
    french = [time_to_first_frame([sys.executable, "main.py", "--smoke-test", "--lang", "fr"])
              for _ in range(RUNS)]
    report("start-up to first frame, from source in French", f"{median(french):.2f} s median",
           "<= 1.5 s")
    if FROZEN.exists():
        frozen = [time_to_first_frame([str(FROZEN), "--smoke-test"]) for _ in range(RUNS)]
        report("start-up to first frame, built program", f"{median(frozen):.2f} s median",
               "<= 2.5 s")
        files = [f for f in shipped().rglob("*") if f.is_file() and not f.is_symlink()]
        size = sum(f.stat().st_size for f in files)
        report(f"size of {shipped().relative_to(ROOT).as_posix()}", f"{size / 1e6:.0f} MB",
               "<= 80 MB")
    else:
        report("start-up to first frame, built program", "not built (make dist)")


if __name__ == "__main__":
    main()
