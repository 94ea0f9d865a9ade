"""Lessons: each one played to its end by a player doing what its steps ask, checked by the
rules at every step; a lesson the rules would not allow is refused in words."""

from __future__ import annotations

import tomllib

import pytest

from game.i18n import LANGUAGES
from game.lessons import FIRST_GAME, Guide, LessonError, load_lesson
from game.lessons.lesson import LESSONS_DIR, read_lesson
from game.lessons.walk import walk
from game.rules import Buy, EndTurn, Place, TakeMoney
from game.saves.files import load_session, save_session
from game.session import Seat, Session

LESSON_IDS = sorted(path.stem for path in LESSONS_DIR.glob("*.toml"))


def _data(lesson_id: str = FIRST_GAME) -> dict:
    with (LESSONS_DIR / f"{lesson_id}.toml").open("rb") as stream:
        return tomllib.load(stream)


def _first_step(data: dict, key: str) -> dict:
    return next(step for step in data["steps"] if key in step)


def test_the_guided_first_game_is_among_the_lessons():
    assert FIRST_GAME in LESSON_IDS


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_a_lesson_is_played_to_its_end_by_a_player_following_its_steps(lesson_id):
    lesson = load_lesson(lesson_id)
    met = []
    game = walk(lesson, lambda guide, game: met.append(guide.index))
    assert met == list(range(len(lesson.steps)))    # every step came, in order
    assert game.log                                 # and the game went on through them


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_every_step_speaks_every_language(lesson_id):
    lesson = load_lesson(lesson_id)
    for step in lesson.steps:
        if step.words:
            assert set(step.words) == set(LANGUAGES)
            assert all(words.strip() for words in step.words.values())


def test_the_first_game_teaches_what_a_first_game_needs():
    """Money one card then several, an exact purchase and an overpaid one, a tile built,
    one reserved, a redesign, the first scoring, and Dirk."""
    kinds = [step.expected.kind.__name__ for step in load_lesson(FIRST_GAME).steps
             if step.expected is not None]
    for needed in ("TakeMoney", "Buy", "Place", "Reserve", "RedesignAdd"):
        assert needed in kinds
    taken = [dict(step.expected.fields)["cards"] for step in load_lesson(FIRST_GAME).steps
             if step.expected is not None and step.expected.kind is TakeMoney]
    assert [len(cards) for cards in taken[:2]] == [1, 3]
    assert [step.until for step in load_lesson(FIRST_GAME).steps if step.until] == ["scored"]


def test_a_scripted_move_the_rules_refuse_fails_the_lesson():
    data = _data()
    _first_step(data, "play")["play"][0] = {"type": "take_money", "cards": [22]}  # yours now
    with pytest.raises(LessonError, match="step 4: the rules do not allow"):
        walk(read_lesson(FIRST_GAME, data))


def test_a_step_waiting_for_what_the_rules_refuse_fails_the_lesson():
    data = _data()
    _first_step(data, "do")["do"] = {"type": "buy", "square": 1, "cards": [22]}
    with pytest.raises(LessonError, match="step 2: the rules allow nothing it waits for"):
        walk(read_lesson(FIRST_GAME, data))


def test_a_lesson_with_a_language_missing_is_refused_in_words():
    data = _data()
    del data["steps"][0]["say"]["de"]
    with pytest.raises(LessonError, match="step 1: words in de, en, fr, it"):
        read_lesson(FIRST_GAME, data)


def test_a_lesson_naming_an_unknown_event_or_action_is_refused():
    data = _data()
    _first_step(data, "until")["until"] = "Scoring"
    with pytest.raises(LessonError, match="no event is named 'Scoring'"):
        read_lesson(FIRST_GAME, data)
    _first_step(data, "until")["until"] = "Scored"   # a class's name: events go by type id
    with pytest.raises(LessonError, match="no event is named 'Scored'"):
        read_lesson(FIRST_GAME, data)
    data = _data()
    _first_step(data, "do")["do"] = {"type": "Take", "cards": [22]}
    with pytest.raises(LessonError, match="'do' must name an action's type"):
        read_lesson(FIRST_GAME, data)


def test_a_prelude_plays_every_seat_s_moves_when_the_game_is_dealt():
    data = _data()
    data["deal"]["prelude"] = [{"type": "take_money", "cards": [22]}, {"type": "end_turn"}]
    lesson = read_lesson(FIRST_GAME, data)
    game = Guide(lesson).new_game()
    assert game.log == list(lesson.prelude) and game.to_move != lesson.you
    assert Guide.resume(lesson, game).active            # a game from it is the lesson's


def test_a_prelude_the_rules_refuse_fails_the_lesson():
    data = _data()
    data["deal"]["prelude"] = [{"type": "end_turn"}]
    with pytest.raises(LessonError, match="prelude move 1: the rules do not allow"):
        walk(read_lesson(FIRST_GAME, data))


def test_a_deal_the_rules_cannot_play_is_refused_in_words():
    data = _data()
    data["deal"]["modules"] = ["vizier", "dragons"]
    with pytest.raises(LessonError, match="the deal cannot be played .*dragons"):
        read_lesson(FIRST_GAME, data)


def test_a_missing_or_damaged_lesson_file_is_said(tmp_path):
    with pytest.raises(LessonError, match="nothing.toml: cannot be read"):
        load_lesson("nothing", tmp_path)
    (tmp_path / "broken.toml").write_text("[deal\nseed = 1")
    with pytest.raises(LessonError, match="broken.toml: not TOML"):
        load_lesson("broken", tmp_path)


def test_a_step_lets_the_player_do_only_what_it_waits_for():
    guide = Guide(load_lesson(FIRST_GAME))
    game = guide.new_game()
    assert not guide.allows(TakeMoney((22,)))       # words to read first
    guide.read_on()
    assert guide.pointer().tag == "display_card" and guide.pointer().key == 22
    assert not guide.allows(TakeMoney((2,)))
    assert not guide.allows(Buy(0, (22,)))
    assert guide.allows(TakeMoney((22,)))
    guide.observe(TakeMoney((22,)), game.apply(TakeMoney((22,))))
    assert guide.allows(EndTurn())
    guide.observe(EndTurn(), game.apply(EndTurn()))
    assert guide.scripted_move() == TakeMoney((90,))  # the computer players' scripted turns
    assert not guide.plays_freely()


def test_cards_match_in_any_order_but_a_place_does_not():
    lesson = load_lesson(FIRST_GAME)
    several = next(step for step in lesson.steps
                   if step.expected is not None and len(dict(step.expected.fields)
                                                        .get("cards", ())) > 1)
    cards = dict(several.expected.fields)["cards"]
    assert several.expected.matches(TakeMoney(tuple(reversed(cards))))
    build = next(step for step in lesson.steps
                 if step.expected is not None and step.expected.kind is Place)
    tile, (x, y) = dict(build.expected.fields)["tile"], dict(build.expected.fields)["pos"]
    assert build.expected.matches(Place(tile, (x, y)))
    assert not build.expected.matches(Place(tile, (y, x)))


def test_once_free_or_left_the_guide_lets_anything_be_done():
    lesson = load_lesson(FIRST_GAME)
    guide = Guide(lesson)
    guide.leave()
    assert guide.allows(Buy(0, (22,))) and guide.plays_freely() and not guide.active


def test_a_game_saved_during_the_lesson_takes_the_guide_up_again_at_its_step(tmp_path):
    lesson = load_lesson(FIRST_GAME)
    stops = []
    walk(lesson, lambda guide, game: stops.append((guide.index, game.clone())))
    index, game = next((index, game) for index, game in stops
                       if lesson.steps[index].expected is not None
                       and lesson.steps[index].expected.kind is Place)
    seats = [Seat(name, "human" if seat == lesson.you else lesson.computers)
             for seat, name in enumerate(lesson.names)]
    path = save_session(Session(game, seats), tmp_path / "lesson.json")
    loaded = load_session(path).game
    assert Guide.resume(lesson, loaded).index == index


def test_a_game_that_went_its_own_way_leaves_the_guide():
    lesson = load_lesson(FIRST_GAME)
    game = Guide(lesson).new_game()
    game.apply(TakeMoney((2,)))                      # not the card the lesson asks for
    guide = Guide.resume(lesson, game)
    assert not guide.active and guide.left
