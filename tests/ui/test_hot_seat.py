"""Hot-seat privacy: a curtain between two different humans, none with a single human."""

from __future__ import annotations

from game.rules import EndTurn, TakeMoney
from game.scenes.curtain import CurtainScene
from game.scenes.turn.scene import TurnScene
from tests.ui.conftest import session_with_human_first


def take_and_end(match) -> None:
    assert match.act(next(a for a in match.game.legal_actions()
                          if isinstance(a, TakeMoney))) is None
    assert match.act(EndTurn()) is None


def test_a_curtain_between_two_humans_hides_the_next_hand(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1, humans=2))
    first = match.game.to_move
    driver.frame()
    assert isinstance(app.top, CurtainScene) and app.top.seat == first
    assert match.shown_hand_seat is None  # nobody's money is on show behind the curtain
    driver.click((640, 360))
    assert isinstance(app.top, TurnScene) and match.shown_hand_seat == first
    take_and_end(match)
    second = match.game.to_move
    assert second != first and match.seats[second].is_human
    driver.frame()
    assert isinstance(app.top, CurtainScene) and app.top.seat == second
    assert match.shown_hand_seat is None  # the first player's turn is over: the hand too
    driver.click(app.top.button.rect.center)
    assert match.shown_hand_seat == second
    assert not match.can_undo()  # nobody may take back the previous player's turn


def test_no_curtain_with_one_human(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1, humans=1))
    driver.frame()
    assert isinstance(app.top, TurnScene)
    seat = match.game.to_move
    take_and_end(match)
    driver.until(lambda: match.game.to_move == seat)
    driver.frame()
    assert isinstance(app.top, TurnScene)
    assert match.shown_hand_seat == seat


def test_no_hand_shows_through_a_computer_turn_after_a_person_with_others_at_the_table(
        app, driver):
    """Two people and a computer player: once the second person ends their turn, their money
    is no longer on show while the computer plays (DESIGN: during a computer turn no
    person's secret shows), and the curtain comes before the next person's turn."""
    match = app.start_match(session_with_human_first(3, seed=8, humans=2))
    driver.frame()
    driver.click(app.top.button.rect.center)
    take_and_end(match)
    second = match.game.to_move
    driver.frame()
    driver.click(app.top.button.rect.center)
    assert match.shown_hand_seat == second
    take_and_end(match)
    computer = match.game.to_move
    assert not match.seats[computer].is_human
    driver.frame()
    assert isinstance(app.top, TurnScene)
    assert match.shown_hand_seat is None
    assert not app.top.regions.all("hand_card")   # nobody's money drawn on the table
    driver.until(lambda: match.seats[match.game.to_move].is_human)
    driver.frame()
    assert isinstance(app.top, CurtainScene)
    assert match.shown_hand_seat is None

