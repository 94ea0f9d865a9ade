"""Never losing a game, driven by real events: Continue from the last autosave, Ctrl+S then
Ctrl+O, asking before replacing a save, and bad files in the list that are explained and
never stop the game on the table."""

from __future__ import annotations

import pygame

from game.rules import ACTION, EndTurn, TakeMoney
from game.saves import MAX_SAVE_BYTES, list_autosaves, save_named, save_path, saves_dir
from game.saves.autosave import autosave_paths
from game.scenes.load_list import LoadScene
from game.scenes.save_dialog import SaveDialogScene, default_name
from game.scenes.setup import SetupScene
from game.scenes.turn.scene import TurnScene
from tests.ui.conftest import Driver, session_with_human_first

CTRL = pygame.KMOD_CTRL


def play_a_turn(match) -> None:
    """The human takes the largest display card and ends the turn."""
    take = max((a for a in match.game.legal_actions() if isinstance(a, TakeMoney)),
               key=lambda a: len(a.cards))
    assert match.act(take) is None
    assert match.act(EndTurn()) is None


def until_my_turn(driver: Driver, match) -> None:
    driver.until(lambda: match.my_turn and match.game.phase == ACTION)


def open_list(driver: Driver) -> LoadScene:
    driver.key(pygame.K_o, CTRL)
    listing = driver.app.top
    assert isinstance(listing, LoadScene)
    return listing


def test_continue_offers_the_last_autosave_and_resumes_it(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    play_a_turn(match)
    until_my_turn(driver, match)  # the AIs' turns end, each autosaved
    digest, turn = match.game.digest(), match.game.turn
    assert len(autosave_paths()) >= 2
    assert len(list_autosaves()) == 1  # one game, listed once

    app.open_setup()
    driver.frame()
    setup = app.top
    assert isinstance(setup, SetupScene)
    info = setup.continue_info
    assert info is not None and info.turn == turn and info.players == tuple(match.names)
    driver.press_button("continue")

    resumed = app.match
    assert resumed is not None and resumed is not match
    assert resumed.game.digest() == digest
    assert [s.player for s in resumed.seats] == [s.player for s in match.seats]
    assert isinstance(app.top, TurnScene) and resumed.my_turn


def test_no_continue_without_an_unfinished_game(app, driver):
    app.open_setup()
    driver.frame()
    assert app.top.continue_info is None and app.top.button("continue") is None


def test_the_newest_named_save_of_a_game_going_on_is_offered_beside_continue(app, driver):
    # #24: a named save is listed on the first screen, not only behind Ctrl+O
    session = session_with_human_first(3, seed=2)
    session.game.apply(TakeMoney((session.game.display[0].id,)))
    session.game.apply(EndTurn())
    save_named(session, "Before dinner")
    app.open_setup()
    driver.frame()
    setup = app.top
    assert setup.named_info is not None and setup.named_info.name == "Before dinner"
    driver.press_button("open_named")
    assert app.match is not None   # the saved game (the computer players may go on at once)
    assert app.match.game.log[:len(session.game.log)] == session.game.log


def test_a_finished_or_broken_named_save_is_not_offered_beside_continue(app, driver):
    save_path("broken").write_bytes(b"{not a save")
    app.open_setup()
    driver.frame()
    assert app.top.named_info is None and app.top.button("open_named") is None


def test_ctrl_s_then_ctrl_o_brings_the_same_game_back(app, driver):
    match = app.start_match(session_with_human_first(3, seed=2))
    driver.frame()
    driver.key(pygame.K_s, CTRL)
    dialog = app.top
    assert isinstance(dialog, SaveDialogScene)
    assert dialog.field.value == default_name(match)  # players and round, proposed
    driver.type("Friday night")  # the first key replaces the proposal
    assert dialog.field.value == "Friday night"
    driver.key(pygame.K_RETURN)
    path = save_path("Friday night")
    assert path.exists() and not isinstance(app.top, SaveDialogScene)
    assert "Friday night" in match.notice
    saved_digest, saved_turn = match.game.digest(), match.game.turn

    play_a_turn(match)  # the game moves on after the save
    until_my_turn(driver, match)
    assert match.game.digest() != saved_digest

    listing = open_list(driver)
    row = listing.row_rect(path)
    assert row is not None
    info = next(r.info for r in listing.rows if r.info and r.info.path == path)
    assert info.name == "Friday night" and info.turn == saved_turn
    driver.click(row.center)

    loaded = app.match
    assert loaded is not match and loaded.game.digest() == saved_digest
    assert loaded.names == match.names
    assert isinstance(app.top, TurnScene)


def test_saving_under_a_taken_name_asks_before_replacing(app, driver):
    match = app.start_match(session_with_human_first(3, seed=2))
    driver.frame()
    save_named(match.session, "Evening")
    before = save_path("Evening").read_bytes()
    play_a_turn(match)
    until_my_turn(driver, match)

    driver.key(pygame.K_s, CTRL)
    dialog = app.top
    driver.type("evening")  # the same file as "Evening"
    driver.key(pygame.K_RETURN)
    assert dialog.replacing == "evening" and dialog.button("replace") is not None
    assert save_path("Evening").read_bytes() == before  # nothing written yet
    driver.press_button("back")
    assert dialog.replacing is None and save_path("Evening").read_bytes() == before
    driver.key(pygame.K_RETURN)
    driver.press_button("replace")
    assert save_path("Evening").read_bytes() != before
    assert not isinstance(app.top, SaveDialogScene)


def test_a_damaged_save_is_listed_greyed_and_the_game_goes_on(app, driver):
    match = app.start_match(session_with_human_first(3, seed=3))
    driver.frame()
    good = save_named(match.session, "Whole")
    damaged = saves_dir() / "cut.json"
    damaged.write_bytes(good.read_bytes()[:300])
    original = damaged.read_bytes()
    digest = match.game.digest()

    listing = open_list(driver)
    infos = {r.info.path: r.info for r in listing.rows if r.info}
    assert infos[good].problem is None
    assert infos[damaged].problem  # listed, with what is wrong
    driver.click(listing.row_rect(damaged).center)

    assert "cannot be opened" in listing.problem
    assert app.match is match and match.game.digest() == digest
    assert damaged.read_bytes() == original  # never modified
    driver.key(pygame.K_ESCAPE)
    assert app.top is match.turn_scene


def test_a_save_that_replays_differently_is_refused_and_marked(app, driver):
    match = app.start_match(session_with_human_first(3, seed=3))
    driver.frame()
    path = save_named(match.session, "Tampered")
    text = path.read_text(encoding="utf-8")
    digest = match.game.digest()
    path.write_text(text.replace(digest, "deadbeef" * 8), encoding="utf-8")

    listing = open_list(driver)
    assert next(r.info for r in listing.rows if r.info and r.info.path == path).problem is None
    driver.click(listing.row_rect(path).center)

    assert "cannot be opened" in listing.problem
    assert next(r.info for r in listing.rows if r.info and r.info.path == path).problem
    assert app.match is match and match.game.digest() == digest


def test_foreign_newer_and_oversized_files_are_explained(app, driver):
    folder = saves_dir()
    (folder / "notes.json").write_text('{"shopping": ["eggs"]}', encoding="utf-8")
    (folder / "future.json").write_text('{"format": "alhambra-save", "schema_version": 999}',
                                        encoding="utf-8")
    with open(folder / "huge.json", "wb") as big:
        big.truncate(MAX_SAVE_BYTES + 1)
    app.open_setup()
    driver.frame()
    driver.press_button("load")  # the setup screen's way to the same list
    listing = app.top
    assert isinstance(listing, LoadScene)
    problems = {r.info.path.name: r.info.problem for r in listing.rows if r.info}
    assert "not a saved Alhambra game" in problems["notes.json"]
    assert "newer version" in problems["future.json"]
    assert "too large" in problems["huge.json"]
    driver.click(listing.row_rect(folder / "future.json").center)
    assert "newer version" in listing.problem and app.match is None


def test_a_save_opens_from_the_setup_screen(app, driver):
    session = session_with_human_first(3, seed=4)
    path = save_named(session, "From the start")
    app.open_setup()
    driver.frame()
    listing = open_list(driver)
    driver.click(listing.row_rect(path).center)
    assert app.match is not None and app.match.game.digest() == session.game.digest()


def test_a_saved_game_is_watched_again_from_the_list(app, driver):
    # #21: replays from the saved-games list, every hand shown, forward and back
    from game.scenes.replay import ReplayScene
    from tests.save.helpers import bots_for, play

    session = session_with_human_first(3, seed=4)
    play(session, bots_for(3, 4))
    path = save_named(session, "Watch me")
    app.open_setup()
    driver.frame()
    listing = open_list(driver)
    box = listing.row_rect(path)
    row = next(r for b, r in listing.placed() if r.info and r.info.path == path)
    driver.click(listing.watch_box(box, row).center)
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.replay.step == 0
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    assert replay.replay.step == 2
    driver.key(pygame.K_PAGEDOWN)
    assert replay.replay.step == replay.replay.scorings[0]
    driver.press_button("end")
    assert replay.game.digest() == session.game.digest()
    driver.press_button("back")
    assert replay.replay.step == replay.replay.length - 1
    driver.key(pygame.K_SPACE)   # it plays on by itself
    assert replay.playing
    for _ in range(60):
        driver.frame()
    assert replay.replay.step == replay.replay.length and not replay.playing
    driver.key(pygame.K_ESCAPE)
    assert app.top is listing


def test_continue_s_summary_counts_the_modules_when_naming_them_would_be_cut(app, driver,
                                                                           monkeypatch):
    # #24: the summary beside Continue was cut off in the middle of the modules' list
    from pathlib import Path

    from game.rules import module_order
    from game.saves import SaveInfo
    from game.scenes import setup as setup_scene
    from game.scenes.load_list import save_words
    from game.ui import fonts

    info = SaveInfo(Path("x.json"), players=("Amira", "Basim", "Carmen", "Dario"),
                    modules=tuple(module_order()), round=3, turn=12, to_move="Basim")
    assert save_words(info, name_modules=False).endswith("· 16 modules")
    assert len(fonts.wrap(save_words(info), 13, 300, bold=True)) > 3   # named: too long
    cut = []
    monkeypatch.setattr(setup_scene, "fit_text", lambda words, *args: cut.append(words))
    app.open_setup()
    app.top.continue_info = info
    driver.frame()
    assert not cut   # the summary is whole: its modules counted


def test_each_autosaved_game_is_named_by_its_players(app, driver):
    """Two games autosaved: each listed under its players' names (the line under it says
    where it stands), not all under one "Game in progress"."""
    from dataclasses import replace

    from game.session import Session

    for names in (("Amira", "Basim", "Carmen"), ("Zoé", "Yann")):
        session = session_with_human_first(len(names), seed=1)
        session = Session(session.game, [replace(seat, name=name)
                                         for seat, name in zip(session.seats, names)])
        match = app.start_match(session)
        driver.frame()
        play_a_turn(match)
        until_my_turn(driver, match)
    listing = open_list(driver)
    titles = [row.title for row in listing.rows if row.autosaved]
    assert sorted(titles) == ["Amira, Basim and Carmen", "Zoé and Yann"]
