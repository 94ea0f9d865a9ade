"""Hot-seat privacy: a curtain between two different humans, none with a single human."""

from __future__ import annotations

from game.rules import EndTurn, TakeMoney
from game.scenes.curtain import CurtainScene
from game.scenes.turn import TurnScene
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
    assert match.shown_hand_seat == first  # until the new player clicks
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
