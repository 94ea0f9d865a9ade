"""The game's languages (game/i18n.py): every word the code marks has a translation in every
catalog, translations keep their placeholders, and the code marks its words so that they can
be translated at all."""

from __future__ import annotations

import ast
import os
import re
import string
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from game import catalogs, i18n
from game.i18n import LANGUAGES, LOCALE_DIR, system_language

ROOT = Path(__file__).resolve().parents[1]
TRANSLATED = [code for code in LANGUAGES if code != i18n.ENGLISH]
GETTEXT_CALLS = {"_": 1, "N_": 1, "ngettext": 2, "pgettext": 2}


@pytest.fixture(autouse=True)
def _english_again():
    yield
    i18n.set_language(i18n.ENGLISH)


@cache
def _extracted() -> dict:
    """The words the code marks, as Babel's extractor finds them (the same command as
    ``make locale``), keyed by msgid (with its context)."""
    with tempfile.TemporaryDirectory(prefix="alhambra-i18n-") as work:
        pot = Path(work) / "game.pot"
        command = [sys.executable, "-c", "from babel.messages.frontend import main; main()",
                   "-q", "extract", "-F", "babel.cfg", "-o", str(pot), "."]
        subprocess.run(command, cwd=ROOT, check=True, capture_output=True, timeout=300)
        with pot.open("rb") as stream:
            catalog = read_po(stream)
    return {(message.context, _msgid(message)): message for message in catalog if message.id}


@cache
def _catalog(code: str):
    with (LOCALE_DIR / code / "LC_MESSAGES" / "alhambra.po").open("rb") as stream:
        return read_po(stream, locale=code)


def _msgid(message) -> str:
    return message.id[0] if isinstance(message.id, tuple) else message.id


PERCENT = re.compile(r"%(?:\((\w+)\))?[sr]")  # argparse's own messages use %-style


def _placeholders(words: str) -> set[str]:
    braces = {name for _text, name, _spec, _conversion in string.Formatter().parse(words)
              if name is not None}
    percents = {f"%{name or ''}" for name in PERCENT.findall(words)}
    return braces | percents


def test_the_code_marks_words_for_translation():
    # the extractor finds the game's words: a sentence of the log, a refusal, a button
    assert len(_extracted()) > 500


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_marked_word_is_translated(code):
    catalog = _catalog(code)
    missing = []
    for (context, msgid), message in _extracted().items():
        translation = catalog.get(message.id, context)
        strings = () if translation is None else (
            translation.string if isinstance(translation.string, tuple)
            else (translation.string,))
        if (translation is None or translation.fuzzy or not strings
                or not all(strings)):
            missing.append(msgid)
    assert not missing, f"{len(missing)} untranslated in {code}, e.g. {missing[:5]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_their_placeholders(code):
    wrong = []
    for message in _catalog(code):
        if not message.id or not message.string:
            continue
        if isinstance(message.id, tuple):
            wanted = _placeholders(message.id[1]) | _placeholders(message.id[0])
            forms = message.string
        else:
            wanted = _placeholders(message.id)
            forms = (message.string,)
        for form in forms:
            try:
                found = _placeholders(form)
            except ValueError:  # an unbalanced brace: .format would fail at the table
                wrong.append((message.id, form))
                continue
            if found != wanted:
                wrong.append((message.id, form))
    assert not wrong, f"{len(wrong)} translations with other placeholders, e.g. {wrong[:3]}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_catalog_is_read(code):
    # a source checkout's .po files are read as they are: nothing needs compiling first
    assert i18n.catalog_file(code).suffix == ".po"
    english = "Take money"
    assert any(message.id == english for message in _catalog(code))
    i18n.set_language(code)
    assert i18n.language() == code and i18n.catalog_problem() == ""
    assert i18n._(english) == _catalog(code)[english].string != english
    i18n.set_language(i18n.ENGLISH)
    assert i18n._(english) == english


def _locale_with(tmp_path: Path, code: str, text: str, suffix: str = ".po") -> Path:
    folder = tmp_path / "locale" / code / "LC_MESSAGES"
    folder.mkdir(parents=True)
    if suffix == ".po":
        (folder / "alhambra.po").write_text(text, encoding="utf-8")
    else:
        (folder / "alhambra.mo").write_bytes(catalogs.mo_bytes(catalogs.read_po(text)))
    return tmp_path / "locale"


CATALOG = 'msgid ""\nmsgstr "Content-Type: text/plain; charset=utf-8\\n"\n\n' \
          'msgid "Take money"\nmsgstr "{words}"\n'


def test_an_installed_game_reads_its_compiled_catalog(tmp_path, monkeypatch):
    # a wheel and the built program carry .mo files only
    monkeypatch.setattr(i18n, "LOCALE_DIR",
                        _locale_with(tmp_path, "de", CATALOG.format(words="Geld nehmen"), ".mo"))
    assert i18n.catalog_file("de").suffix == ".mo"
    i18n.set_language("de")
    assert i18n._("Take money") == "Geld nehmen" and i18n.catalog_problem() == ""


def test_a_missing_catalog_is_said_and_the_game_speaks_english(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "nowhere")
    assert not i18n.has_catalog("de") and i18n.has_catalog(i18n.ENGLISH)
    i18n.set_language("de")
    assert i18n.language() == "de"  # still the one chosen: the button says which
    assert i18n._("Take money") == "Take money"
    assert i18n.catalog_problem().startswith(
        "The catalog of Deutsch is missing, so the game speaks English: no alhambra.po")
    i18n.set_language(i18n.ENGLISH)
    assert i18n.catalog_problem() == ""


def test_a_damaged_catalog_is_said_with_its_line(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", _locale_with(
        tmp_path, "it", CATALOG.format(words="Prendi") + 'msgid "x"\nmsgstr "\\q"\n'))
    i18n.set_language("it")
    assert i18n._("Take money") == "Take money"
    problem = i18n.catalog_problem()
    assert problem.startswith("The catalog of Italiano cannot be read, so the game speaks "
                              "English: ") and problem.endswith(r"alhambra.po:7: unknown escape \q")


@pytest.mark.parametrize("damage", [b"", b"not a catalog at all, but long enough to parse"])
def test_a_damaged_compiled_catalog_is_said(tmp_path, monkeypatch, damage):
    locale = _locale_with(tmp_path, "de", CATALOG.format(words="Geld nehmen"), ".mo")
    (locale / "de" / "LC_MESSAGES" / "alhambra.mo").write_bytes(damage)
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    i18n.set_language("de")
    assert i18n._("Take money") == "Take money"
    assert i18n.catalog_problem().startswith("The catalog of Deutsch cannot be read")


def test_an_edited_catalog_is_read_again(tmp_path, monkeypatch):
    locale = _locale_with(tmp_path, "fr", CATALOG.format(words="Prendre"))
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    i18n.set_language("fr")
    assert i18n._("Take money") == "Prendre"
    po = locale / "fr" / "LC_MESSAGES" / "alhambra.po"
    po.write_text(CATALOG.format(words="Prendre de l'argent"), encoding="utf-8")
    os.utime(po, ns=(po.stat().st_atime_ns, po.stat().st_mtime_ns + 10**9))
    i18n.set_language("fr")
    assert i18n._("Take money") == "Prendre de l'argent"


def test_the_command_line_says_a_missing_catalog(tmp_path, monkeypatch, capsys):
    from game.cli import choose_language

    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "nowhere")
    monkeypatch.setenv("ALHAMBRA_HOME", str(tmp_path / "home"))
    choose_language(["--lang", "fr"])
    assert capsys.readouterr().err.startswith(
        "alhambra: The catalog of Français is missing, so the game speaks English")
    choose_language(["--lang", "en"])
    assert capsys.readouterr().err == ""


def test_the_language_button_says_a_missing_catalog(tmp_path, monkeypatch):
    from game.ui.settings import language_words

    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "nowhere")
    i18n.set_language("fr")
    assert language_words() == "Français: no words ▸"


@pytest.mark.parametrize(("code", "one", "two"), [("fr", 0, 2), ("it", 1, 0), ("de", 1, 0)])
def test_plural_forms_follow_the_language(code, one, two):
    # French counts 0 as singular ("0 carte"); Italian and German do not
    assert _catalog(code).num_plurals == 2
    i18n.set_language(code)
    singular, plural = "{count} card", "{count} cards"
    forms = _catalog(code).get((singular, plural)).string
    assert i18n.ngettext(singular, plural, one) == forms[0]
    assert i18n.ngettext(singular, plural, 5) == forms[1]
    assert i18n.ngettext(singular, plural, two) == forms[0 if code == "fr" and two == 0 else 1]


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language"):
        i18n.set_language("xx")
    assert i18n.language() == i18n.ENGLISH


@pytest.mark.parametrize(("environ", "code"), [
    ({"LANG": "fr_CH.UTF-8"}, "fr"),
    ({"LANGUAGE": "es:it", "LANG": "en_US.UTF-8"}, "it"),
    ({"LC_ALL": "de_DE@euro", "LANG": "fr_FR"}, "de"),
    ({"LC_MESSAGES": "ja_JP.UTF-8", "LANG": "fr_FR"}, "en"),  # the first one set decides
    ({"LANG": "C"}, "en"),
    ({}, "en"),
])
def test_the_system_language_is_followed(environ, code):
    assert system_language(environ) == code


def _sources() -> list[Path]:
    return sorted((ROOT / "game").rglob("*.py")) + [ROOT / "main.py"]


def _imports_gettext(tree: ast.Module) -> bool:
    return any(isinstance(node, ast.ImportFrom) and node.module == "game.i18n"
               and any(alias.name == "_" for alias in node.names) for node in ast.walk(tree))


def test_gettext_is_never_shadowed():
    # "for _ in range(3)" in a module that translates with _ would break its words
    shadowed = []
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if not _imports_gettext(tree):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
                shadowed.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            elif isinstance(node, ast.arg) and node.arg == "_":
                shadowed.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not shadowed, shadowed


def test_only_literal_words_are_marked():
    # the extractor cannot see an f-string's or a variable's words: they would stay English
    # (translating a word kept in a variable is done with _ on a name marked N_ elsewhere)
    bad = []
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in GETTEXT_CALLS and node.args):
                continue
            literals = node.args[:GETTEXT_CALLS[node.func.id]]
            if node.func.id == "_":
                if isinstance(node.args[0], ast.JoinedStr):
                    bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
                continue
            if not all(isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                       for arg in literals):
                bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not bad, bad


def gettext_inside_fstrings(source: str) -> list[int]:
    """The lines where words are marked inside an f-string: the extractor never sees them,
    so they are never translated (a name marked elsewhere may be translated there)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            found += [inner.lineno for inner in ast.walk(node)
                      if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name)
                      and inner.func.id in GETTEXT_CALLS and inner.args
                      and isinstance(inner.args[0], ast.Constant)]
    return found


def test_no_word_is_marked_inside_an_fstring():
    bad = [f"{path.relative_to(ROOT)}:{line}" for path in _sources()
           for line in gettext_inside_fstrings(path.read_text(encoding="utf-8"))]
    assert not bad, bad
    assert gettext_inside_fstrings('x = f"{_(\'pay\')} · {_(title)}"\n') == [1]


# Keys named as the language's keyboards print them (and no word of another language's),
# and a seed called what it does for a player.
FOREIGN_WORDS = {
    "fr": (r"\bEnter\b", r"\bEsc\b", r"\b[Gg]raine\b"),
    "it": (r"\bEnter\b",),
    "de": (r"\bEnter\b", r"\bCtrl\b", r"\bSeed\b"),
}


@pytest.mark.parametrize("code", TRANSLATED)
def test_keys_are_named_as_the_language_s_keyboards_print_them(code):
    found = [translated for message in _catalog(code) if message.id
             for translated in (message.string if isinstance(message.string, tuple)
                                else (message.string,))
             if any(re.search(word, translated) for word in FOREIGN_WORDS[code])]
    assert not found, found[:5]
