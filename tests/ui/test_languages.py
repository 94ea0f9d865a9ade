"""Every word the table draws goes through the catalogs, and the table speaks the language
chosen at setup at once.

The words are checked with a made-up language: each message is spelled in full-width
letters (placeholders kept), so a word drawn in plain ASCII letters was not translated. It
finds what a catalog test cannot: words the code never marks (an f-string drawn as it is)."""

from __future__ import annotations

import gettext
import os
import re
import string
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.rules.config import DEFAULT_NAMES
from game.ui import fonts

ROOT = Path(__file__).resolve().parents[2]

FULL_WIDTH = str.maketrans(
    string.ascii_letters,
    "".join(chr(0xFF41 + i) for i in range(26)) + "".join(chr(0xFF21 + i) for i in range(26)))
# Words drawn as they are in every language: the players' names and the game's name.
AS_THEY_ARE = {*DEFAULT_NAMES, "ALHAMBRA", "Alhambra", "Dirk", "AI"}
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")
FILE_PATH = re.compile(r"\S*/\S*")


def _spell(message: str) -> str:
    """``message`` in full-width letters, its placeholders (and their braces) kept."""
    out = []
    for literal, field, spec, conversion in string.Formatter().parse(message):
        out.append(literal.replace("{", "{{").replace("}", "}}").translate(FULL_WIDTH))
        if field is not None:
            out.append("{" + field + (f"!{conversion}" if conversion else "")
                       + (f":{spec}" if spec else "") + "}")
    return "".join(out)


class MadeUpLanguage(gettext.NullTranslations):
    def gettext(self, message):
        return _spell(message)

    def ngettext(self, singular, plural, n):
        return _spell(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return _spell(message)


@pytest.fixture
def made_up_language(monkeypatch):
    monkeypatch.setattr(i18n, "_translations", MadeUpLanguage())
    monkeypatch.setattr(i18n, "_language", "fr")  # anything but English: caches key on it
    yield
    monkeypatch.undo()
    fonts.forget_fonts()


@pytest.fixture
def drawn_words(monkeypatch, pygame_ready):
    """Every line of text the fonts render from now on."""
    drawn: list[str] = []
    real_font = fonts.font

    class Recording:
        def __init__(self, shape):
            self._shape = shape

        def render(self, words, *args):
            drawn.append(words)
            return self._shape.render(words, *args)

        def __getattr__(self, name):
            return getattr(self._shape, name)

    fonts.forget_fonts()
    monkeypatch.setattr(fonts, "font", lambda *args, **kw: Recording(real_font(*args, **kw)))
    yield drawn
    monkeypatch.undo()
    fonts.forget_fonts()


def _untranslated(drawn: list[str]) -> set[str]:
    found = set()
    for words in drawn:
        bare = FILE_PATH.sub("", words)   # a folder's path is no word
        for name in i18n.LANGUAGES.values():  # each language is named in itself
            bare = bare.replace(name, "")
        for word in ASCII_WORD.findall(bare):
            if word not in AS_THEY_ARE:
                found.add(words)
    return found


@pytest.mark.parametrize(("players", "modules"), [(3, "all"), (2, "")])
def test_every_scene_draws_only_translated_words(made_up_language, drawn_words, players,
                                                 modules):
    from game.cli import parse_args
    from game.app import smoke_test

    args = parse_args(["--smoke-test", "--players", str(players), "--seed", "5",
                       "--think-ms", "20", *(["--modules", modules] if modules else [])])
    assert smoke_test(args) == 0
    assert len(drawn_words) > 200
    untranslated = _untranslated(drawn_words)
    assert not untranslated, sorted(untranslated)[:30]


def test_the_catch_works(made_up_language, drawn_words):
    # a word drawn as it is, not through a catalog, is found
    fonts.text("Take money", 14, (0, 0, 0))
    fonts.text(i18n._("Take money"), 14, (0, 0, 0))
    assert _untranslated(drawn_words) == {"Take money"}


def test_the_table_speaks_the_language_chosen_at_setup(pygame_ready, tmp_path, monkeypatch):
    from game.app import App
    from game.scenes.demo import demo_session
    from game.ui.display import Display
    from game.ui.settings import load_settings

    monkeypatch.setenv("ALHAMBRA_HOME", str(tmp_path))
    app = App(Display())
    app.autosave = False
    app.open_setup()
    setup = app.top
    assert setup.button("language").label == "Language: English ▸"
    setup.button("language").action()
    try:
        assert i18n.language() == "fr"
        french = setup.button("language").label
        assert french.endswith("Français ▸") and not french.startswith("Language")
        assert setup.button("start").label == i18n._("Start game") != "Start game"
        assert load_settings([], "normal").language == "fr"  # remembered at once
        match = app.start_match(demo_session(3, seed=4, turns=6, humans=(0,)))
        app.step(1 / 60)
        told = list(match.log)
        app.change_language("de")  # from the menu, during a game: the log is told again
        # the same story, but German, to the loaded game's "goes on" line
        assert match.log[0] != told[0] and len(match.log) == len(told)
        assert match.log[-1] != told[-1]
        app.step(1 / 60)
    finally:
        i18n.set_language(i18n.ENGLISH)
    pygame.event.clear()


def test_a_language_without_its_catalog_is_said_on_the_setup_screen(pygame_ready, tmp_path,
                                                                  monkeypatch):
    from game.app import App
    from game.ui.display import Display

    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "nowhere")
    monkeypatch.setenv("ALHAMBRA_HOME", str(tmp_path))
    app = App(Display())
    app.autosave = False
    app.open_setup()
    setup = app.top
    try:
        setup.button("language").action()   # English → Français, whose words are missing
        assert setup.button("language").label == "Français: no words ▸"
        assert setup.problem.startswith("The catalog of Français is missing")
        app.open_setup()                     # and when the game starts in it
        assert app.top.problem == setup.problem
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_the_command_line_speaks_french(tmp_path):
    result = subprocess.run(
        [sys.executable, "main.py", "--autoplay", "--players", "3", "--seed", "3", "--ai",
         "greedy", "--lang", "fr"], cwd=ROOT, capture_output=True, text=True, timeout=300,
        env={**os.environ, "ALHAMBRA_HOME": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    i18n.set_language("fr")
    try:
        french = [i18n._("scoring {number}").format(number=n) for n in (1, 2, 3)]
        scores = i18n._("scores: {scores}").split("{")[0]
    finally:
        i18n.set_language(i18n.ENGLISH)
    lines = result.stdout.splitlines()
    assert [line for line in lines if line in french] == french != ["scoring 1", "scoring 2",
                                                                    "scoring 3"]
    assert lines[-1].startswith(scores) and "scoring" not in result.stdout


def test_argparse_s_own_messages_are_translated(tmp_path):
    result = subprocess.run(
        [sys.executable, "main.py", "--lang", "de", "--players", "9"], cwd=ROOT,
        capture_output=True, text=True, timeout=120,
        env={**os.environ, "ALHAMBRA_HOME": str(tmp_path)})
    assert result.returncode == 2
    assert result.stderr.startswith("alhambra: Argument --players: ")


def test_a_wrong_language_gives_the_choices_and_exit_code_2(capsys):
    from game.cli import main

    with pytest.raises(SystemExit) as stop:
        main(["--lang", "xx"])
    assert stop.value.code == 2
    error = capsys.readouterr().err
    assert "--lang" in error and all(code in error for code in i18n.LANGUAGES)


def test_each_language_is_named_in_itself():
    from game.ui.settings import language_words

    seen = []
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            seen.append(language_words())
    finally:
        i18n.set_language(i18n.ENGLISH)
    assert len(set(seen)) == len(i18n.LANGUAGES)


def test_the_end_screens_the_rules_and_the_save_lists_draw_only_translated_words(
        made_up_language, drawn_words, app, driver):
    from game.rules import GameConfig, module_order
    from game.scenes.game_over import GameOverScene
    from game.scenes.load_list import LoadScene
    from game.scenes.rules_book import RulesScene
    from game.session import Seat, Session
    from tests.ui.conftest import AI

    seats = [Seat(name, AI) for name in DEFAULT_NAMES[:3]]
    match = app.start_match(Session.new(
        GameConfig(players=3, seed=6, modules=frozenset(module_order())), seats))
    for _step in range(20000):
        if isinstance(app.top, GameOverScene):
            break
        match.think_now()
        app.update(1.0)
    assert isinstance(app.top, GameOverScene)
    driver.frame()
    driver.press_button("statistics")   # the statistics, then the replay
    driver.press_button("statistics")
    driver.press_button("watch")
    for _step in range(5):
        driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_PAGEDOWN)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_F1)             # every page of the rule reference
    book = app.top
    assert isinstance(book, RulesScene)
    for page in book.pages:
        driver.press_button(f"page:{page.key}")
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_o, pygame.KMOD_CTRL)   # the saved games (the autosaves of this one)
    assert isinstance(app.top, LoadScene)
    driver.frame()
    untranslated = _untranslated(drawn_words)
    assert not untranslated, sorted(untranslated)[:30]
