"""The guided first game at the table: started from the first screen, its words above your
Alhambra, its pointer on the thing to do, nothing else taken while a step waits, left and
taken up again, and its words whole in every language at the smallest window."""

from __future__ import annotations

import pytest

from game import i18n
from game.ai import make_bot
from game.lessons import FIRST_GAME, Guide, lesson_ids
from game.lessons.walk import _followed
from game.rules import TakeMoney
from game.scenes.module_picker import try_box
from game.scenes.scoring import ScoringScene
from game.ui.display import Display
from tests.ui.text_watch import watching_texts


def _overlay_button(app, key):
    return next(button for button in app.guide_overlay.buttons if button.key == key)


def _started(app, driver):
    app.open_setup()
    driver.frame()
    driver.press_button("learn")
    driver.frame()
    return app.match


def test_learn_to_play_on_the_first_screen_opens_the_guide_at_its_first_words(app, driver):
    match = _started(app, driver)
    assert match.guide is not None and match.guide.index == 0 and match.guide_speaks
    assert [seat.is_human for seat in match.seats] == [True, False, False]
    assert match.names[0] == app.settings.seats[0].name          # the player's own name
    driver.click(_overlay_button(app, "read_on").rect.center)
    assert match.guide.index == 1
    target = match.guide.pointer()
    assert app.top.pointer_rect(target) == app.top.regions.rect_of(target.tag, target.key)
    # the guide's words lie above your Alhambra, which keeps the rest of its zone
    words, alhambra = app.top.guide_area(), app.top.alhambra_area()
    assert words.bottom < alhambra.top and not words.colliderect(alhambra)


def test_while_a_step_waits_nothing_else_is_taken(app, driver):
    match = _started(app, driver)
    refused = match.act(TakeMoney((22,)))              # the words are to be read first
    assert refused and "guide" in refused and not match.game.log
    match.read_on()
    other = next(card.id for card in match.game.display if card.id != 22)
    assert "guide" in match.act(TakeMoney((other,))) and not match.game.log
    assert match.act(TakeMoney((22,))) is None and match.guide.index == 2


@pytest.mark.parametrize("lesson_id", lesson_ids())
def test_a_lesson_is_played_at_the_table_to_the_guide_s_end(lesson_id, app, driver):
    """Each step's pointer finds its target on the screen shown; the computer players'
    scripted moves are played by the table; the first game's first scoring is explained
    over the scoring's own table; then the guide says its last words and goes."""
    assert app.start_lesson(lesson_id) is None
    driver.frame()
    match = app.match
    mover = make_bot("easy", 5)
    pointed = set()
    for _ in range(2000):
        guide = match.guide
        if guide is None or not guide.active:
            break
        step = guide.step
        target = guide.pointer()
        if target is not None and guide.words():
            driver.frame()
            assert app.top.pointer_rect(target) is not None, (guide.index, target)
            pointed.add(guide.index)
        if step.reads_on:
            if isinstance(app.top, ScoringScene):
                driver.click(_overlay_button(app, "read_on").rect.center)
            else:
                driver.key(13)       # Enter reads on
        elif match.my_turn and not isinstance(app.top, ScoringScene):
            action = (_followed(guide, match.game) if step.expected is not None
                      else mover.choose(match.game.view(match.game.to_move)))
            assert match.act(action) is None
            driver.frame()
        else:
            driver.until(lambda: match.my_turn or match.scorings or
                         isinstance(app.top, ScoringScene), limit=400)
            driver.frame()
    assert match.guide.finished and not match.guide_speaks
    assert pointed == {index for index, step in enumerate(match.guide.lesson.steps)
                       if step.point is not None and step.words}
    if lesson_id == FIRST_GAME:
        assert any(h.number == 1 for h in match.game.history)


def test_a_module_s_try_it_opens_from_its_row_in_the_setup_and_its_rule_page(app, driver):
    app.open_setup()
    driver.frame()
    picker = app.top.picker
    box = next(box for box, row in picker.placed()
               if row.module is not None and row.option is None and row.module.id == "vizier")
    driver.click(try_box(box).center)
    assert app.match.guide.lesson.id == "try_vizier" and "vizier" in app.match.game.config.modules
    app.open_rules()
    driver.frame()
    rules = app.top
    rules.turn_to(next(i for i, page in enumerate(rules.pages) if page.key == "vizier"))
    driver.frame()
    driver.press_button("try_it")       # the same lesson: taken up where the game stands
    assert app.match.guide.lesson.id == "try_vizier" and app.top is not rules


def test_the_guide_left_is_taken_up_again_from_the_menu(app, driver):
    match = _started(app, driver)
    driver.click(_overlay_button(app, "leave_guide").rect.center)
    assert not match.guide.active and not match.guide_speaks
    app.learn_to_play()                                 # the menu's entry
    driver.frame()
    assert app.match is match and match.guide.active and match.guide.index == 0
    driver.click(_overlay_button(app, "leave_guide").rect.center)
    assert match.act(TakeMoney((2,))) is None           # a move of your own: the game is yours
    app.learn_to_play()                                 # now it asks before a new game
    assert app.top.dialog


def test_undoing_a_step_takes_the_guide_back_to_it(app, driver):
    match = _started(app, driver)
    match.read_on()
    assert match.act(TakeMoney((22,))) is None and match.guide.index == 2
    assert match.undo() is None
    assert match.guide.index == 1 and match.guide.allows(TakeMoney((22,)))


def _every_step_drawn(app, driver, lesson_id, watch, code):
    """Each step of the lesson with words, drawn over its deal: its words whole."""
    app.start_lesson(lesson_id)
    driver.frame()
    match = app.match
    guide: Guide = match.guide
    for index, step in enumerate(guide.lesson.steps):
        if not step.words:
            continue
        guide.index = index
        match.version += 1
        driver.frame()
        assert app.guide_overlay.whole, (code, lesson_id, index)
        canvas = app.display.canvas
        watch.begin_scene("guide", canvas)
        app.guide_overlay.draw(canvas, app.top, match)
        watch.end_scene()


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_the_guide_s_words_are_whole_and_clear_at_the_smallest_window(code, app, driver):
    if not i18n.has_catalog(code):
        pytest.skip("no catalog")
    i18n.set_language(code)
    try:
        app.display = Display((1024, 600))
        app.stack.resized()
        with watching_texts() as watch:
            for lesson_id in lesson_ids():
                _every_step_drawn(app, driver, lesson_id, watch, code)
        assert watch.clean(), watch.report()
    finally:
        i18n.set_language(i18n.ENGLISH)


def test_a_damaged_lesson_is_said_and_loses_nothing(app, driver, tmp_path, monkeypatch, caplog):
    from game.lessons import lesson as lessons
    (tmp_path / "try_vizier.toml").write_text("[deal\n")
    monkeypatch.setattr(lessons, "LESSONS_DIR", tmp_path)
    app.open_setup()
    driver.frame()
    app.learn_to_play("try_vizier")
    driver.frame()
    assert app.match is None and app.top.dialog
    assert "damaged" in app.top.note
    caplog.clear()      # the damaged file is logged, as it should be
