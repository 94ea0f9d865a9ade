"""The architecture, read from the code's own imports (DESIGN "Layers", "Modules"):

- no import cycle in the game, the rules core first;
- the layers in order, ``rules ← ai ← {ui, sprites, saves, words} ← scenes ← app ← cli``: a layer
  never reaches one above it at run time, not even through a file of no layer;
- a module lives in its ``modules/`` folders: no other file imports one of its files or
  names its id;
- the rules core says no words: the words of the log, of refusals, set-ups and things are
  made in the table layer (``game/words``, a module's table part), but for a known list
  still to go.

Imports count at any depth (a function's too); those under ``if TYPE_CHECKING:`` do not, as
they never run."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Lowest first; a file may import its own layer and those below it.
LAYERS: dict[str, int] = {
    "game.rules": 0, "game.ai": 1,
    "game.ui": 2, "game.sprites": 2, "game.saves": 2, "game.words": 2,
    "game.scenes": 3, "game.app": 4, "game.cli": 5,
}
# Known exceptions, (from, to): none left (the scenes reach the application through the
# ``Host`` they are given); one would be written here, to be deleted when it goes.
KNOWN_REACH_UP: frozenset[tuple[str, str]] = frozenset()
# A module's id written outside its folders, by file: a word of the base game's that is also
# a module's id.
NAMED_OUTSIDE: dict[str, frozenset[str]] = {
    # the kind of redesign step that exchanges tiles (a homonym, written once)
    "game/rules/actions.py": frozenset({"exchange"}),
}
# Words still said in the rules core outside its events, by file: the functions (or
# classes, "<module>" for the file's top level) that say them. Known exceptions still to go
# to ``game/words`` and the table parts: the grid's gate rules move to their module, the
# things' names and labels (``types.py``, the modules' cards) and the modules' titles and
# descriptions follow the events' words out, as the events use them.
WORDS_STILL_IN_RULES: dict[str, frozenset[str]] = {
    "game/rules/actions.py": frozenset({"EndActions", "EndTurn", "Pass"}),
    "game/rules/modules/__init__.py": frozenset({"<module>"}),
    "game/rules/modules/bazaars.py": frozenset({"<module>", "Bazaar.words", "Bazaars"}),
    "game/rules/modules/bonus.py": frozenset({"BonusCard.label", "Bonus"}),
    "game/rules/modules/builders.py": frozenset({"MasterBuilder.label", "SkipBuilderStep",
                                                 "Builders"}),
    "game/rules/modules/camps.py": frozenset({"<module>", "Camps"}),
    "game/rules/modules/change.py": frozenset({"Coin.label", "Change"}),
    "game/rules/modules/characters.py": frozenset({"<module>", "CharacterCard.label",
                                                   "KnihstigTake", "AmmarStep", "Characters"}),
    "game/rules/modules/citywalls.py": frozenset({"WallCard.label", "side_words", "CityWalls"}),
    "game/rules/modules/diamonds.py": frozenset({"<module>", "Diamonds"}),
    "game/rules/modules/exchange.py": frozenset({"ExchangeCard.label", "Exchange"}),
    "game/rules/modules/gates.py": frozenset({"GateCard.label", "Gates",
                                              "Gates.placement_options", "Gates.step_words"}),
    "game/rules/modules/huts.py": frozenset({"<module>", "Huts"}),
    "game/rules/modules/invaders.py": frozenset({"<module>", "AttackCard.label",
                                                 "EmissaryCard.label", "rate_words",
                                                 "Invaders"}),
    "game/rules/modules/thieves.py": frozenset({"ThiefCard.label", "StopThieves", "Thieves"}),
    "game/rules/modules/traders.py": frozenset({"<module>", "KeepDisc", "Traders"}),
    "game/rules/modules/treasure.py": frozenset({"<module>", "Treasure"}),
    "game/rules/modules/vizier.py": frozenset({"Vizier"}),
    "game/rules/types.py": frozenset({"<module>", "money_words", "Tile.label",
                                      "MoneyCard.label", "ScoringCard.label",
                                      "HiddenCard.label"}),
}
TRANSLATION_CALLS = frozenset({"_", "N_", "ngettext", "pgettext"})

# The folders that name no module nor import the rules' register of them (they learn of the
# modules through ``game.rules.catalogue`` and their own ``modules/`` register).
REGISTER_FREE = ("game/scenes", "game/sprites", "game/ui", "game/ai")


# ====================================================================== the import graph
def python_files(package: str = "game") -> dict[str, Path]:
    """The files of ``package`` by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((ROOT / package.replace(".", "/")).rglob("*.py")):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


def _type_checking_only(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If):
            test = node.test
            name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", None)
            if name == "TYPE_CHECKING":
                skipped |= {id(inner) for branch in node.body for inner in ast.walk(branch)}
    return skipped


def imported_names(source: str, name: str, is_package: bool) -> list[str]:
    """The dotted names ``source`` (the file ``name``) imports at run time."""
    tree = ast.parse(source)
    skipped = _type_checking_only(tree)
    package = name if is_package else name.rpartition(".")[0]
    found: list[str] = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            found += [base, *(f"{base}.{alias.name}" for alias in node.names)]
    return found


def import_graph(files: Mapping[str, Path]) -> dict[str, set[str]]:
    """Which of ``files`` each one imports at run time (a name is taken to the file that
    defines it: ``from game.rules import Game`` is ``game.rules``)."""
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        targets = set()
        for target in imported_names(path.read_text(encoding="utf-8"), name,
                                     path.name == "__init__.py"):
            while target and target not in files:
                target = target.rpartition(".")[0]
            if target and target != name:
                targets.add(target)
        graph[name] = targets
    return graph


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one file (Tarjan's, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(graph[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(graph.get(target, ()))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def imports_inside_functions(source: str) -> list[str]:
    """The project's imports made inside a function (the way to hide a cycle)."""
    found = []
    for function in ast.walk(ast.parse(source)):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for node in ast.walk(function):
                if isinstance(node, ast.ImportFrom):
                    names = ["." * node.level + (node.module or "")]
                elif isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                else:
                    continue
                found += [f"line {node.lineno}: {name}" for name in names
                          if name.startswith((".", "game.")) or name == "game"]
    return found


def layer_of(name: str) -> str | None:
    return next((layer for layer in LAYERS if name == layer or name.startswith(layer + ".")),
                None)


def reaching_up(graph: Mapping[str, Iterable[str]]) -> dict[tuple[str, str], list[str]]:
    """(layer, higher layer) → the files of the first that reach the second, directly or
    through other files."""
    found: dict[tuple[str, str], list[str]] = {}
    for name in sorted(graph):
        own = layer_of(name)
        if own is None:
            continue
        seen: set[str] = set()
        todo = [name]
        while todo:
            for target in graph.get(todo.pop(), ()):
                if target not in seen:
                    seen.add(target)
                    todo.append(target)
        for target in seen:
            other = layer_of(target)
            if other is not None and LAYERS[other] > LAYERS[own]:
                reached = found.setdefault((own, other), [])
                if name not in reached:
                    reached.append(name)
    return found


# ====================================================================== words
def words_said(source: str) -> set[str]:
    """Where ``source`` marks or translates words: the dotted names of the functions and
    classes around each call ("<module>" at the top level)."""
    found: set[str] = set()

    def visit(node: ast.AST, where: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            inside = where
            if isinstance(child, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                inside = [*where, child.name]
            elif isinstance(child, ast.Call) \
                    and getattr(child.func, "id", None) in TRANSLATION_CALLS:
                found.add(".".join(where) or "<module>")
            visit(child, inside)

    visit(ast.parse(source), [])
    return found


# ====================================================================== modules by name
def module_references(source: str, ids: frozenset[str], *, register_too: bool) -> list[str]:
    """What in ``source`` imports one of a module's files (``game.<layer>.modules.<id>``;
    ``register_too``: also the rules' register, ``game.rules.modules``) or names a module
    id, or a stage or step of one, in a string."""
    found = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        for name in dict.fromkeys(names):
            parts = name.split(".")
            own_file = len(parts) >= 4 and parts[0] == "game" and parts[2] == "modules" \
                and parts[3] in ids
            register = register_too and name.startswith("game.rules.modules")
            if own_file or register:
                found.append(f"line {node.lineno}: imports {name}")
                break
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            if text in ids or any(text.startswith(f"{i}:") for i in ids):
                found.append(f"line {node.lineno}: {text!r}")
    return sorted(set(found), key=lambda text: int(text.split()[1].rstrip(":")))


def outside_modules_folders() -> list[Path]:
    return [path for path in python_files().values()
            if "modules" not in path.relative_to(ROOT).parts]


# ====================================================================== the checks
def test_no_import_cycle_in_the_rules_core():
    graph = import_graph(python_files("game.rules"))
    assert len(graph) > 30
    assert cycles(graph) == []


def test_no_import_cycle_anywhere_in_the_game():
    graph = import_graph(python_files())
    assert len(graph) > 200
    assert cycles(graph) == []


def test_the_rules_core_imports_its_files_at_the_top():
    offences = {name: found for name, path in python_files("game.rules").items()
                if (found := imports_inside_functions(path.read_text(encoding="utf-8")))}
    assert offences == {}


def test_no_layer_reaches_up():
    found = reaching_up(import_graph(python_files()))
    unexpected = {pair: files for pair, files in found.items() if pair not in KNOWN_REACH_UP}
    assert unexpected == {}


def test_a_module_is_named_only_in_its_modules_folders():
    from game.rules import module_order

    ids = frozenset(module_order())
    files = outside_modules_folders()
    assert len(files) > 80
    offences = {}
    for path in files:
        where = path.relative_to(ROOT).as_posix()
        allowed = NAMED_OUTSIDE.get(where, frozenset())
        register_too = where.startswith(REGISTER_FREE)
        refs = module_references(path.read_text(encoding="utf-8"), ids - allowed,
                                 register_too=register_too)
        if refs:
            offences[where] = refs
    assert offences == {}


def test_the_rules_core_says_no_words():
    offences = {}
    for path in python_files("game.rules").values():
        where = path.relative_to(ROOT).as_posix()
        said = words_said(path.read_text(encoding="utf-8"))
        unexpected = said - WORDS_STILL_IN_RULES.get(where, frozenset())
        if unexpected:
            offences[where] = sorted(unexpected)
    assert offences == {}


def test_the_known_words_in_the_rules_core_are_still_there():
    # an entry of WORDS_STILL_IN_RULES that is gone is deleted, so none comes back unseen
    gone = {}
    for where, known in WORDS_STILL_IN_RULES.items():
        left = known - words_said((ROOT / where).read_text(encoding="utf-8"))
        if left:
            gone[where] = sorted(left)
    assert gone == {}


# ====================================================================== the checks checked
def test_the_words_check_finds_words():
    source = ("from game.i18n import N_, _\n"
              "TITLE = N_('Vizier')\n"
              "class Card:\n"
              "    def label(self):\n"
              "        return _('card')\n"
              "    def describe(self):\n"
              "        return _('told')\n"
              "def refuse():\n"
              "    raise ValueError(_('no'))\n"
              "def act(events):\n"
              "    words = _('took')\n"
              "    events.append(Note(words))\n")
    assert words_said(source) == {"<module>", "Card.label", "Card.describe", "refuse", "act"}



def test_the_cycle_check_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_layer_check_finds_a_reach_up_through_a_file_of_no_layer():
    graph = {"game.rules.engine": {"game.session"}, "game.session": {"game.scenes.table"},
             "game.scenes.table": {"game.rules.engine"}, "game.ai.bot": {"game.rules.engine"}}
    found = reaching_up(graph)
    assert found == {("game.rules", "game.scenes"): ["game.rules.engine"],
                     ("game.ai", "game.scenes"): ["game.ai.bot"]}


def test_the_import_graph_leaves_out_type_checking_imports():
    source = ("from typing import TYPE_CHECKING\n"
              "from . import agenda\n"
              "from .stages import ACTION\n"
              "if TYPE_CHECKING:\n"
              "    from game.rules.engine import Game\n"
              "def late():\n"
              "    import game.rules.snapshot\n")
    names = imported_names(source, "game.rules.purchases", is_package=False)
    assert "game.rules.engine" not in names
    assert {"game.rules.agenda", "game.rules.stages", "game.rules.snapshot"} <= set(names)


def test_the_check_of_late_imports_finds_them():
    source = ("import json\n"
              "from game.rules.stages import ACTION\n"
              "def late():\n"
              "    import random\n"
              "    from game.rules.engine import Game\n"
              "    from . import agenda\n")
    assert imports_inside_functions(source) == ["line 5: game.rules.engine", "line 6: ."]


def test_the_module_check_finds_what_it_looks_for():
    ids = frozenset({"huts", "vizier"})
    source = ('from game.rules.modules.huts import TakeHut\n'
              'import game.scenes.modules.vizier\n'
              'from game.ai.modules import vizier\n'
              'from game.rules.modules import REGISTRY\n'
              'from game.scenes.modules import parts_for\n'
              'state = game.ext["huts"]\n'
              'stage = "vizier:window"\n'
              'words = "worker huts are free"\n')
    lines = [text.split(":")[0] for text in module_references(source, ids, register_too=False)]
    assert lines == ["line 1", "line 2", "line 3", "line 6", "line 7"]
    lines = [text.split(":")[0] for text in module_references(source, ids, register_too=True)]
    assert lines == ["line 1", "line 2", "line 3", "line 4", "line 6", "line 7"]
