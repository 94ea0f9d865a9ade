"""One bot spec and one autoplay loop: the thinking time's default and the bots' seeds are
written once (``game.ai.bot``), the launch's choices are one object
(``game.launch.LaunchOptions``), and every game played on by bots goes through
``play_out``."""

from __future__ import annotations

import ast
import io
from pathlib import Path

import game.ai.play as play
from game.ai.bot import THINK_MS, BotSpec, bot_seed, make_bot
from game.launch import LaunchOptions
from game.rules import GameConfig
from game.session import HUMAN, Seat, Session

ROOT = Path(__file__).resolve().parents[2]
SEED_FORMULA_HOME = "game/ai/bot.py"


def think_time_defaults(source: str) -> list[str]:
    """Where ``source`` writes a thinking time's default as a number: a ``think_ms``
    parameter's default, ``--think-ms``'s ``default=``, ``getattr(..., "think_ms", n)``;
    or the bots' seed formula (a seed times ten)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult) \
                and any(isinstance(side, ast.Constant) and side.value == 10
                        for side in (node.left, node.right)) \
                and "seed" in ast.unparse(node).lower():
            found.append(f"line {node.lineno}: seed formula {ast.unparse(node)}")
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            every = [*node.args.posonlyargs, *node.args.args]
            pairs = list(zip(every[len(every) - len(node.args.defaults):], node.args.defaults))
            pairs += [(a, d) for a, d in zip(node.args.kwonlyargs, node.args.kw_defaults) if d]
            found += [f"line {d.lineno}: {a.arg}={d.value}" for a, d in pairs
                      if a.arg == "think_ms" and isinstance(d, ast.Constant)]
        elif isinstance(node, ast.Call):
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and first.value == "--think-ms":
                found += [f"line {k.lineno}: --think-ms default={k.value.value}"
                          for k in node.keywords
                          if k.arg == "default" and isinstance(k.value, ast.Constant)]
            if isinstance(node.func, ast.Name) and node.func.id == "getattr" \
                    and len(node.args) == 3 and isinstance(node.args[1], ast.Constant) \
                    and node.args[1].value == "think_ms" and isinstance(node.args[2], ast.Constant):
                found.append(f"line {node.lineno}: getattr think_ms {node.args[2].value}")
    return found


def test_the_thinking_time_default_is_written_once():
    offences = {}
    for path in sorted((ROOT / "game").rglob("*.py")):
        where = path.relative_to(ROOT).as_posix()
        found = think_time_defaults(path.read_text("utf-8"))
        if where == SEED_FORMULA_HOME:
            found = [f for f in found if "seed formula" not in f]
        if found:
            offences[where] = found
    assert offences == {}


def test_the_check_of_copied_defaults_finds_them():
    source = ('def make(kind, seed=0, think_ms=1000): ...\n'
              'def other(*, think_ms=THINK_MS): ...\n'
              'parser.add_argument("--think-ms", type=int, default=1000)\n'
              'app = App(think_ms=getattr(args, "think_ms", 1000))\n'
              'bot = make_bot(kind, lesson.seed * 10 + seat)\n')
    assert [t.split(":")[0] for t in think_time_defaults(source)] == ["line 1", "line 3",
                                                                       "line 4", "line 5"]


def test_a_spec_makes_the_bot_of_its_seat():
    spec = BotSpec("greedy")
    assert spec.think_ms == THINK_MS
    assert bot_seed(7, 2) != bot_seed(7, 3) and bot_seed(7, 2) != bot_seed(8, 2)
    game = Session.new(GameConfig(players=3, seed=7), [
        Seat(name, HUMAN, f"colour{n}") for n, name in enumerate("ABC")]).game
    view = game.view(game.to_move)
    assert spec.make(7, 2).choose(view) == make_bot("greedy", bot_seed(7, 2)).choose(view)


def test_autoplay_and_playing_on_a_save_share_one_loop(monkeypatch):
    from game.cli import autoplay
    from game.saves.command_line import play_on

    calls = []
    real = play.play_out

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(play, "play_out", counted)
    launch = LaunchOptions(players=2, seed=3, ai=("random", "random"))
    assert autoplay(launch, out=io.StringIO()) == 0
    session = Session.new(GameConfig(players=2, seed=4),
                          [Seat("A", HUMAN, "colour0"), Seat("B", "random", "colour1")])
    out = io.StringIO()
    assert play_on(session, LaunchOptions(ai=("random",)), out) == 0
    assert session.game.is_over and out.getvalue()
    assert len(calls) == 2


def test_the_launch_makes_the_bots_of_its_seats():
    launch = LaunchOptions(players=3, seed=7, ai=("greedy", "random"), think_ms=50)
    game = Session.new(launch.config(), [
        Seat(name, HUMAN, f"colour{n}") for n, name in enumerate("ABC")]).game
    view = game.view(game.to_move)
    assert launch.config().seed == 7 and launch.config().players == 3
    # the last kind named plays every seat beyond; a saved seat's own kind goes first
    assert launch.bot(2, 7).choose(view) == make_bot("random", bot_seed(7, 2)).choose(view)
    assert launch.bot(2, 7, kind="greedy").choose(view) == \
        make_bot("greedy", bot_seed(7, 2)).choose(view)
    assert LaunchOptions().think_ms == THINK_MS
