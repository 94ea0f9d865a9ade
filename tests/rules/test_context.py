"""The seam between the rules core and its modules (``game/rules/context.py``): a module's
hooks receive the game as a ``Context``, use only what it offers, and never set the
stage, the seat or a core list themselves."""

from __future__ import annotations

import ast
from pathlib import Path

from game.rules import Game, GameConfig
from game.rules.context import Context

ROOT = Path(__file__).resolve().parents[2]
# Every module's rules, and the test-only module that uses every hook.
MODULE_FILES = sorted((ROOT / "game/rules/modules").glob("*.py")) + [ROOT / "tests/toy/rules.py"]
MUTATORS = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "sort",
                      "reverse", "update", "setdefault", "popitem"})


def context_members() -> frozenset[str]:
    return frozenset(name for name in dir(Context) if not name.startswith("_"))


def _context_names(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    every = [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]
    return {arg.arg for arg in every
            if arg.annotation is not None and ast.unparse(arg.annotation).strip("'\"") == "Context"}


def _game_root(node: ast.expr, names: set[str]) -> ast.Attribute | None:
    """The ``game.<member>`` at the root of ``node`` (``game.market[3]``, ``game.bag``);
    None inside a module's own state (``game.ext[id].<anything>``), which is its own."""
    depth = 0
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in names:
            return None if node.attr == "ext" and depth > 1 else node
        node = node.value
        depth += 1
    return None


def _unpacked(targets: list[ast.expr]) -> list[ast.expr]:
    """Assignment targets one by one (``a, b = ...`` sets two)."""
    found = []
    for target in targets:
        if isinstance(target, (ast.Tuple, ast.List)):
            found += _unpacked(list(target.elts))
        else:
            found.append(target.value if isinstance(target, ast.Starred) else target)
    return found


def seam_offences(source: str, members: frozenset[str]) -> list[str]:
    """What in a module's ``source`` goes around the context: a hook given the whole
    ``Game`` (or the engine imported), a member the context lacks, a write to the game's
    own fields or a change made to one of its lists in place."""
    found = []
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else \
                [alias.name for alias in node.names]
            found += [f"line {node.lineno}: imports {name}" for name in names
                      if name == "game.rules.engine"]
        if isinstance(node, ast.arg) and node.annotation is not None \
                and ast.unparse(node.annotation).strip("'\"") == "Game":
            found.append(f"line {node.lineno}: {node.arg} is the whole Game")
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        names = _context_names(node)
        if not names:
            continue
        for inner in ast.walk(node):
            if isinstance(inner, ast.Attribute) and isinstance(inner.value, ast.Name) \
                    and inner.value.id in names and inner.attr not in members:
                found.append(f"line {inner.lineno}: {inner.value.id}.{inner.attr}")
            targets: list[ast.expr] = []
            if isinstance(inner, ast.Assign):
                targets = inner.targets
            elif isinstance(inner, (ast.AugAssign, ast.AnnAssign)):
                targets = [inner.target]
            elif isinstance(inner, ast.Delete):
                targets = inner.targets
            elif isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute) \
                    and inner.func.attr in MUTATORS:
                root = _game_root(inner.func.value, names)
                if root is not None:
                    found.append(f"line {inner.lineno}: {ast.unparse(inner.func)}(...)")
            for target in _unpacked(targets):
                if _game_root(target, names) is not None:
                    found.append(f"line {inner.lineno}: {ast.unparse(target)} written")
    return sorted(set(found), key=lambda text: int(text.split()[1].rstrip(":")))


def test_the_game_offers_everything_the_context_names():
    # A Protocol matches by shape: handing the game to a hook is right only if it has all
    game = Game.new(GameConfig(players=3, seed=1))
    missing = sorted(name for name in context_members() if not hasattr(game, name))
    assert missing == []
    assert len(context_members()) > 40


def test_modules_reach_the_game_only_through_the_context():
    members = context_members()
    offences = {path.relative_to(ROOT).as_posix(): refs for path in MODULE_FILES
                if (refs := seam_offences(path.read_text(encoding="utf-8"), members))}
    assert offences == {}
    assert len(MODULE_FILES) > 10


def test_the_seam_check_finds_what_it_looks_for():
    members = frozenset({"market", "phase", "to_move", "players", "take_from_market", "ext"})
    source = '''
from game.rules.engine import Game

def old(game: Game) -> None:
    pass

def hook(game: Context, other: "Context") -> None:
    game.phase, game.to_move = back        # the stage and the seat set
    game.market[2] = None                  # a core list written
    other.players[0].pending.append(tile)  # ... or changed in place
    game.turn_bought.append(3)             # not in the context
    game.take_from_market(2)               # fine
    game.ext["huts"].taken.append(1)       # fine: the module's own state
    game.ext["huts"] = None                # not fine: the core's register of states
'''
    found = seam_offences(source, members)
    assert [text.split(":")[0] for text in found] == [
        "line 2", "line 4", "line 8", "line 8", "line 9", "line 10", "line 11", "line 11", "line 14"]
