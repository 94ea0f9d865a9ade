"""Motions: what a computer player does flies across the table (each card of a money take,
one after the other); a click or a key ends every motion at once; a scoring counts up on
the score track once its table is closed."""

from __future__ import annotations

import pygame

from game.rules import GameConfig, TakeMoney
from game.session import Seat, Session
from tests.rules.helpers import set_display
from tests.ui.conftest import AI


def _ai_to_move(app, driver):
    session = Session.new(GameConfig(players=3, seed=2),
                          [Seat("A", AI), Seat("B", AI), Seat("C", AI)])
    # a human somewhere, so that the table is shown, but an AI to move now
    human = (session.game.to_move + 1) % 3
    session.seats[human] = Seat(session.seats[human].name)
    app.settings.speed = "normal"
    match = app.start_match(session)
    match.cooldown = 1000.0     # the computer players wait: the test moves for them
    driver.frame()
    return match


def test_a_computer_s_money_take_flies_card_after_card_and_a_click_ends_it(app, driver):
    match = _ai_to_move(app, driver)
    game = match.game
    seat = game.to_move
    assert not match.seats[seat].is_human
    cards = set_display(game, "florin 1", "dirham 2", "denar 3", "ducat 9")
    match.version += 1          # the display changed under the table: draw it again
    driver.frame()
    take = TakeMoney((cards[0].id, cards[1].id))   # 1 + 2: two cards
    match.flights.clear()       # (anything the computer players did before)
    match._play_bot(seat, take, None, app.top)
    driver.frame()
    assert len(match.flights) == 2
    first, second = match.flights
    assert first.age >= 0 > second.age          # the second card leaves just after
    assert first.end == second.end              # both go to the player who took them
    driver.key(pygame.K_LSHIFT)                 # any key: the motions end at once
    assert match.flights == []


def test_a_scoring_counts_up_on_the_track_after_its_table(app, driver):
    from game.scenes.scoring import ScoringScene
    from tests.rules.helpers import scoring_now

    match = _ai_to_move(app, driver)
    scored = scoring_now(match.game, 1)
    match.scorings.append(scored)
    match.route()
    assert isinstance(app.top, ScoringScene)
    app.top.close()
    shown = match.shown_scores()
    before = tuple(r.before for r in scored.rows if r.seat is not None)
    if scored.totals != before:
        assert shown == before                      # it starts where the scores were
        for _ in range(90):                         # 1.5 s at 60 frames a second
            driver.frame()
    assert match.shown_scores() is None             # and ends on the totals
    assert [p.score for p in match.game.players] == list(scored.totals)


def test_the_refill_slides_in_after_a_turn_and_a_click_lands_it(app, driver):
    from game.rules import EndTurn
    from tests.ui.conftest import session_with_human_first

    app.settings.speed = "normal"
    match = app.start_match(session_with_human_first(3, seed=3))
    match.cooldown = 1000.0
    driver.frame()
    taken = match.game.display[0]
    assert match.act(TakeMoney((taken.id,))) is None
    assert match.act(EndTurn()) is None        # the display is refilled: a card comes
    driver.frame()
    arriving = [f for f in match.flights if f.cover is not None]
    assert arriving, "the new card slides in"
    assert all(f.cover.colliderect(f.end) for f in arriving)   # its place waits for it
    driver.click((640, 300))
    assert match.flights == []


def test_cards_paid_fly_from_the_hand_to_the_discard_pile(app, driver):
    from game.rules import Buy
    from tests.ui.conftest import session_with_human_first

    app.settings.speed = "normal"
    match = app.start_match(session_with_human_first(3, seed=3))
    match.cooldown = 1000.0
    driver.frame()
    buy = next(a for a in match.game.legal_actions() if isinstance(a, Buy))
    assert match.act(buy) is None
    driver.frame()
    layout = app.top.layout
    paid = [f for f in match.flights if f.start == layout.own["hand"]]
    assert len(paid) == len(buy.cards)
    assert all(layout.zone("money").collidepoint(f.end.center) for f in paid)


def test_a_human_s_clicked_purchase_flies_to_the_tray(app, driver):
    from game.rules import Buy
    from tests.ui.conftest import session_with_human_first

    app.settings.speed = "normal"
    match = app.start_match(session_with_human_first(3, seed=3))
    match.cooldown = 1000.0
    driver.frame()
    scene = app.top
    buy = next(a for a in match.game.legal_actions() if isinstance(a, Buy))
    square = scene.regions.rect_of("square_tile", buy.square)   # its tile on the square
    assert scene.act(buy)
    driver.frame()
    tile_flights = [f for f in match.flights if f.start == square]
    assert len(tile_flights) == 1
    tray = app.top.regions.rect_of("tray_tile")   # (the placing scene, if its actions ended)
    assert tray is not None and tile_flights[0].end == tray   # it lands in the tray
