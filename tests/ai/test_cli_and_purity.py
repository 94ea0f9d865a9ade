"""The command line's AI options, and the AI running without pygame."""

from __future__ import annotations

import io
import subprocess
import sys

from game.ai import BOT_KINDS, STRENGTHS, make_bot
from game.ai.workers import WORKERS_ENV
from game.cli import DEFAULT_AI, autoplay, parse_args


def test_three_strengths_and_the_baselines_are_offered(monkeypatch):
    monkeypatch.setenv(WORKERS_ENV, "0")   # no worker processes for this check
    assert STRENGTHS == ("easy", "normal", "hard")
    baselines = {"random", "greedy", "hard-learned", "normal-learned"}
    assert set(STRENGTHS) | baselines == set(BOT_KINDS)
    assert DEFAULT_AI == "normal"
    for kind in BOT_KINDS:
        assert make_bot(kind, seed=1, think_ms=100).name == kind


def test_ai_per_seat_and_thinking_time():
    args = parse_args(["--autoplay", "--players", "3", "--ai", "hard,normal,easy",
                       "--think-ms", "50"])
    assert args.ai == ("hard", "normal", "easy")
    assert args.think_ms == 50


def test_autoplay_with_a_mix_of_strengths():
    args = parse_args(["--autoplay", "--players", "2", "--seed", "5", "--ai", "normal,easy"])
    out = io.StringIO()
    assert autoplay(args, out=out) == 0
    assert "winner" in out.getvalue()


def test_ai_imports_without_pygame():
    script = ("import sys; sys.modules['pygame'] = None\n"
              "import game.ai, game.ai.arena, game.ai.hard, game.ai.search, game.ai.easy\n"
              "print('ok')\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
