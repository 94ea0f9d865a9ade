"""The save core runs without pygame (headless tools, tests, the command line)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_saves_and_logs_import_without_pygame():
    script = ("import sys; sys.modules['pygame'] = None\n"
              "import game.saves, game.saves.command_line, game.logs, game.session\n"
              "assert sys.modules['pygame'] is None\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
