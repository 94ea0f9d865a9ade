"""Every refusal the rules core can make has words at the table, in every language: each
reason code raised in ``game/rules`` (and each code of the building rules, the Alhambra's
and a module's pieces') is told by the base game's words or by its module's table part,
never by the fallback that spells out the code, and every message those words use has a
translation in every catalog."""

from __future__ import annotations

import ast
import gettext
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game import i18n
from game.i18n import LANGUAGES, LOCALE_DIR
from game.rules import Currency, IllegalAction, Kind, MoneyCard, Tile
from game.scenes.modules import PARTS
from game.words.refusals import BASE

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "game" / "rules"
# The grid's gate rules still say their own words, until they move to their module.
SAYS_ITS_OWN = {"no_double_wall", "no_gate_here"}
# Facts of every kind a refusal carries, to fill in its words.
SAMPLE_FACTS = {
    "price": 7, "total": 5, "limit": 5, "count": 2, "square": 1, "room": 1, "key": 1,
    "throws": 0, "at_setup": True, "value": "grey", "name": "Buy", "named": "huts",
    "stage": "action", "source": "square", "side": "N", "sides": "NE", "wall": "here",
    "kind": Kind.TOWER, "currency": Currency("florin"),
    "card": MoneyCard(id=1, currency=Currency("florin"), value=3),
    "near": Tile(id=9, kind=Kind.TOWER, price=9, walls=frozenset()),
}


def _module_of(path: Path) -> str | None:
    return path.stem if path.parent.name == "modules" else None


def raised_codes() -> set[tuple[str, str | None]]:
    """(code, module) of every refusal made in the rules core: ``IllegalAction("code", …)``
    (a module's own when it names its module), the codes the building rules return (the
    Alhambra's, and those of a module's piece rules and refusals kept as tuples)."""
    found: set[tuple[str, str | None]] = set()
    for path in RULES.rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        module = _module_of(path)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction":
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    own = any(k.arg == "module" for k in node.keywords)
                    found.add((first.value, module if own else None))
            elif isinstance(node, ast.Return) and node.value is not None:
                value = node.value
                if isinstance(value, ast.Tuple) and value.elts and module is not None:
                    value = value.elts[0]      # a module's refusal kept with its facts
                elif path.name != "alhambra.py" and not _is_piece_rule(tree, node):
                    continue
                if isinstance(value, ast.Constant) and isinstance(value.value, str) \
                        and value.value.replace("_", "").isalpha():
                    found.add((value.value, module))
    return found - {(code, None) for code in SAYS_ITS_OWN}


def _is_piece_rule(tree: ast.AST, node: ast.Return) -> bool:
    """Whether ``node`` returns from a piece's place or stay rule (``register_piece``)."""
    rules = {k.value.id for call in ast.walk(tree) if isinstance(call, ast.Call)
             for k in call.keywords
             if k.arg in ("place_rule", "stay_rule") and isinstance(k.value, ast.Name)}
    return any(isinstance(f, ast.FunctionDef) and f.name in rules
               and any(inner is node for inner in ast.walk(f)) for f in ast.walk(tree))


def table_for(module: str | None):
    return BASE if module is None else PARTS[module].refusals


def test_the_scan_finds_the_refusals():
    codes = raised_codes()
    assert {("too_little", None), ("hut_limit", "huts"), ("walls_mismatch", None),
            ("camp_bastion", "camps"), ("open_side", "citywalls")} <= codes
    assert len(codes) > 80


def test_every_refusal_has_words_of_its_own():
    missing = sorted((code, module or "base") for code, module in raised_codes()
                     if code not in table_for(module)
                     and not (module is not None and code in BASE))  # told as the base's
    assert not missing, f"refusals without words: {missing}"


class Recorder(gettext.NullTranslations):
    """Notes every message asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[str] = set()

    def gettext(self, message: str) -> str:
        self.asked.add(message)
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        self.asked.add(singular)
        return singular if n == 1 else plural


def _messages_told(monkeypatch) -> dict[str, set[str]]:
    """The messages each refusal's words use, by code."""
    asked: dict[str, set[str]] = {}
    for code, module in sorted(raised_codes(), key=str):
        told = table_for(module).get(code) or BASE[code]
        recorder = Recorder()
        monkeypatch.setattr(i18n, "_translations", recorder)
        error = IllegalAction(code, module=module, **SAMPLE_FACTS)
        words = told(error.data) if callable(told) else i18n._(told).format(**error.data)
        assert words and "_" not in words, (code, words)
        asked[f"{module or 'base'}:{code}"] = recorder.asked
    return asked


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != i18n.ENGLISH])
def test_every_refusal_is_translated(monkeypatch, language):
    with (LOCALE_DIR / language / "LC_MESSAGES" / "alhambra.po").open("rb") as stream:
        catalog = read_po(stream, locale=language)
    untranslated = []
    for code, messages in _messages_told(monkeypatch).items():
        for message in messages:
            entry = catalog.get(message) or next(
                (m for m in catalog if isinstance(m.id, tuple) and m.id[0] == message), None)
            strings = entry.string if entry is not None else ""
            strings = strings if isinstance(strings, tuple) else (strings,)
            if entry is None or entry.fuzzy or not all(strings):
                untranslated.append((code, message))
    assert not untranslated, f"{len(untranslated)} untranslated: {untranslated[:5]}"
