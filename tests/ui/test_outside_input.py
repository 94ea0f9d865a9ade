"""Odd input at the table: names with control characters and surrogates draw everywhere,
the seed field takes ASCII digits only, one dialog at a time, leaving a game asks first, and a
finished game can be deleted from the list (two clicks)."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import Game, GameConfig
from game.saves import attach_autosave, autosave, list_autosaves, save_named, saves_dir
from game.scenes.load_list import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.save_dialog import SaveDialogScene
from game.scenes.setup import SetupScene
from game.session import HUMAN, Seat, Session
from game.ui.settings import load_settings, settings_path
from tests.save.helpers import bots_for, play
from tests.ui.conftest import AI, session_with_human_first

CTRL = pygame.KMOD_CTRL
NASTY = st.sampled_from(["\x00", "\x1b", "\n", "\t", "\ud800", "\udcff", "\u202e", "\x85"])
NAME = st.lists(st.one_of(st.characters(), NASTY), min_size=1, max_size=16).map("".join)


def odd_session(names: list[str]) -> Session:
    config = GameConfig(players=3, seed=9, names=tuple(f"P{i}" for i in range(3)))
    seats = [Seat(name, HUMAN if i == 0 else AI, "") for i, name in enumerate(names)]
    return Session(Game.new(config), seats)


@settings(max_examples=12, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(names=st.lists(NAME, min_size=3, max_size=3), save_name=NAME)
def test_any_text_in_names_and_saves_draws_on_every_scene(app, driver, names, save_name):
    session = odd_session(names)
    match = app.start_match(session)
    for _ in range(3):
        driver.frame()
    app.open_menu()
    driver.frame()
    # a save and an autosave whose summaries another tool filled with the same text
    clean = session_with_human_first(3, seed=2)
    for path in (saves_dir() / "odd.json", autosave(clean)):
        doc = json.loads(path.read_bytes() if path.exists() else autosave(clean).read_bytes())
        doc["name"], doc["summary"]["players"] = save_name, names
        doc["summary"]["to_move"] = names[0]
        path.write_bytes(json.dumps(doc).encode())
    app.open_load_list()
    driver.frame()
    assert isinstance(app.top, LoadScene)
    app.open_setup()  # its Continue line shows the autosave's summary
    driver.frame()
    assert isinstance(app.top, SetupScene) and app.running
    assert match is not app.match


def test_the_seed_field_takes_ascii_digits_only(app, driver):
    app.open_setup()
    driver.frame()
    setup = app.top
    driver.click(setup.seed.rect.center)
    driver.type("²1٣2x 3")
    assert setup.seed.value == "123"
    setup.seed.value = "²"  # even if something put it there, Start refuses it with words
    driver.press_button("start")
    assert isinstance(app.top, SetupScene) and "digits" in setup.problem
    assert app.match is None


def test_a_bad_seed_remembered_in_the_settings_is_dropped(app, driver):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"seats": [{"name": "Zoé", "player": "human"},
                                                     {"name": "Yan", "player": AI}],
                                           "seed": "²"}))
    app.settings = load_settings([AI], AI)
    app.open_setup()
    driver.frame()
    assert app.top.seed.value == ""
    driver.press_button("start")
    assert app.match is not None


def test_names_typed_keep_printable_text_only(app, driver):
    app.open_setup()
    driver.frame()
    field = app.top.fields[0]
    field.value = ""
    driver.click(field.rect.center)
    driver.type("Zo\x00é\x1b\ud800 the very long name")
    assert field.value == "Zoé the very l"  # printable only, 14 characters at most


def test_at_most_one_dialog_over_the_table(app, driver):
    app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    depth = len(app.stack.scenes)
    for _ in range(150):
        driver.key(pygame.K_o, CTRL)
        driver.key(pygame.K_s, CTRL)
    assert len(app.stack.scenes) == depth + 1
    assert isinstance(app.top, SaveDialogScene)
    app.open_menu()
    assert [type(s) for s in app.stack.scenes if s.dialog] == [MenuScene]
    driver.key(pygame.K_ESCAPE)
    assert len(app.stack.scenes) == depth and not any(s.dialog for s in app.stack.scenes)


def test_leaving_a_game_in_progress_asks_first(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    app.open_menu()
    driver.press_button("New game")
    confirm = app.top
    assert isinstance(confirm, MenuScene) and confirm.title == "Leave this game?"
    assert "resume" in confirm.note
    driver.press_button("No: back to this game")
    assert app.match is match and not isinstance(app.top, MenuScene)
    app.open_menu()
    driver.press_button("New game")
    driver.press_button("Yes: set up a new game")
    assert isinstance(app.top, SetupScene) and app.match is None


def test_a_finished_game_is_deleted_with_two_clicks_and_nothing_else(app, driver):
    finished = Session.new(GameConfig(players=2, seed=3), [Seat("A", AI), Seat("B", AI)])
    attach_autosave(finished)
    play(finished, bots_for(2, 3))
    unfinished = session_with_human_first(3, seed=4)
    save_named(unfinished, "Tuesday")
    app.open_setup()
    driver.frame()
    app.open_load_list()
    listing = app.top
    rows = {row.info.game_id: (box, row) for box, row in listing.placed() if row.info}
    box, row = rows[finished.game_id]
    assert listing.deletable(row)
    assert not any(listing.deletable(r) for _, r in rows.values() if r is not row)
    driver.click(listing.delete_box(box).center)
    assert row.confirming and list_autosaves()  # one click only asks
    driver.click(listing.delete_box(box).center)
    assert list_autosaves() == []
    assert [r.info.title for _, r in listing.placed() if r.info] == ["Tuesday"]


def test_new_game_reaches_the_setup_even_when_the_remembered_setup_fails(app, monkeypatch,
                                                                        caplog):
    import game.app as app_module

    real = app_module.SetupScene
    calls = []

    def flaky(application):
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("a remembered value the setup cannot show")
        return real(application)

    monkeypatch.setattr(app_module, "SetupScene", flaky)
    app.settings = replace(app.settings, seed="12")
    app.open_setup()
    assert isinstance(app.top, real) and app.top.seed.value == ""
    assert "the default one is" in caplog.text
    caplog.get_records("call").clear()  # logged on purpose: not a failure of this test
