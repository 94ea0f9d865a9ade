"""Sentences the table says, as a new player reads them: purchases in the log with their
totals and overpay, the placement header when nothing was bought, the proposed save name in
the header's words, "Skip ahead" when nobody is human, and what Undo took back."""

from __future__ import annotations

import pygame

from game.rules import EndActions, GameConfig, MoneyCard, TakeMoney
from game.words.events import payment_words
from game.rules.types import Currency
from game.scenes.placement import PlacementScene
from game.scenes.save_dialog import default_name
from game.scenes.table.tips import tile_words
from game.session import Seat, Session
from tests.rules.helpers import take_one_and_end_turn
from tests.ui.conftest import AI, session_with_human_first

DUCAT, DIRHAM = Currency("ducat"), Currency("dirham")


def test_a_purchase_is_told_with_its_totals_and_overpay():
    cards = (MoneyCard(1, DUCAT, 8), MoneyCard(2, DUCAT, 5))
    assert payment_words(cards, 10, exact=False) == "13 ducats (3 overpaid)"
    assert payment_words(cards[:1], 8, exact=True) == "8 ducats (exact: another action)"
    mixed = (MoneyCard(1, DUCAT, 1), MoneyCard(2, DIRHAM, 4))
    assert payment_words(mixed, 5, exact=True) == "1 ducat and 4 dirhams (exact: another action)"


def test_after_only_taking_money_the_turn_just_ends(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    take = next(a for a in match.game.legal_actions() if isinstance(a, TakeMoney))
    assert match.act(take) is None
    if EndActions() in match.game.legal_actions():
        assert match.act(EndActions()) is None
    driver.frame()
    scene = app.top
    assert isinstance(scene, PlacementScene)
    assert scene.status_line().endswith("· end the turn")
    assert "place the new tiles" not in scene.status_line()


def test_the_proposed_save_name_uses_the_turn_like_the_header(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    assert default_name(match).endswith(f"turn {match.game.turn}")


def test_skip_says_ahead_when_nobody_is_human(app, driver):
    session = Session.new(GameConfig(players=2, seed=3), [Seat("A", AI), Seat("B", AI)])
    app.start_match(session)
    driver.frame()
    assert app.top.button("skip_turn").label == "Skip ahead"


def test_undo_says_what_it_took_back(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    take = next(a for a in match.game.legal_actions() if isinstance(a, TakeMoney))
    assert match.act(take) is None
    driver.frame()
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert match.notice == "Taken back: taking money."


def test_no_preview_where_the_pointer_was_last_time(app, driver):
    from game.rules import Buy

    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    placing = match.placement_scene
    placing.hover = (700, 300)  # where a tile was dropped on an earlier turn
    buys = [a for a in match.game.legal_actions() if isinstance(a, Buy)]
    take = next(a for a in match.game.legal_actions() if isinstance(a, TakeMoney))
    assert match.act(buys[0] if buys else take) is None
    if match.game.phase != "placement":
        match.act(EndActions())
    driver.frame()
    assert app.top is placing and placing.hover == (-1, -1)


def game_over(app, driver, seed: int, modules=frozenset()):
    """A two-player game played to its end by computer players, on the table: (its
    session, the end screen)."""
    from tests.save.helpers import bots_for, play

    session = Session.new(GameConfig(players=2, seed=seed, modules=modules),
                          [Seat("A", AI), Seat("B", AI)])
    play(session, bots_for(2, seed))
    app.start_match(session)
    driver.frame()
    return session, app.top


def test_the_end_of_the_game_shows_each_alhambra_and_asks_before_quitting(app, driver):
    from game.scenes.enlarge import EnlargeScene
    from game.scenes.game_over import GameOverScene
    from game.scenes.menu import MenuScene

    _, over = game_over(app, driver, 3, frozenset({"huts"}))
    assert isinstance(over, GameOverScene)
    box, who = over.rows[0]
    driver.click(box.center)
    assert isinstance(app.top, EnlargeScene) and app.top.who == who
    driver.key(pygame.K_ESCAPE)
    assert app.top is over
    driver.press_button("quit")
    assert isinstance(app.top, MenuScene) and app.running  # it asks first
    driver.press_button("No: stay")
    assert app.top is over and app.running


def test_ctrl_a_selects_a_field_so_typing_replaces_it(app, driver):
    app.open_setup()
    driver.frame()
    field = app.top.fields[0]
    driver.click(field.rect.center)
    driver.key(pygame.K_a, pygame.KMOD_CTRL)
    assert field.all_selected
    driver.type("Zoé")
    assert field.value == "Zoé" and not field.all_selected
    driver.key(pygame.K_a, pygame.KMOD_CTRL)
    driver.key(pygame.K_BACKSPACE)
    assert field.value == ""


def test_hover_help_on_kinds_and_market_tiles(app, driver):
    from game.rules import Kind
    from game.rules.data import scoring_table

    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    scene = app.top
    chip = scene.regions.rect_of("kind", Kind.TOWER)
    assert chip is not None
    from game.scenes.table.tips import kind_words

    words = kind_words(Kind.TOWER)
    assert "/".join(map(str, scoring_table()[3][Kind.TOWER])) in words
    square = scene.regions.rect_of("square", 0)
    tile = match.game.market[0]
    tip = tile_words(scene.game, "square", 0)
    assert str(tile.price) in tip and match.game.currency_of(0).value in tip
    driver.move(square.center)  # drawing the tooltip under the pointer works
    driver.move(chip.center)


def _after_others_took_money(app, remember: bool):
    """A 3-player table at the human's turn after both others took money face up."""
    app.settings.remember_cards = remember
    session = session_with_human_first(3, seed=1)
    game = session.game
    human = game.to_move
    for _ in range(3):   # the human, then each other seat, takes one card
        take_one_and_end_turn(game)
    assert game.to_move == human
    return app.start_match(session), human


def test_the_money_seen_taken_is_shown_for_each_other_player_when_asked_for(app, driver):
    # #26: what an attentive player remembers, shown to everyone (setup option)
    from game.scenes.table.tips import seen_money_words

    match, human = _after_others_took_money(app, remember=True)
    driver.frame()
    scene = app.top
    for seat, player in enumerate(match.game.players):
        if seat == human:
            continue
        seen = player.seen_cards()
        assert seen, "each other player took a card face up"
        spot = scene.regions.rect_of("seen_hand", seat)
        assert spot is not None
        words = seen_money_words(player)
        assert all(card.label() in words for card in seen)
        unseen = len(player.hand) - len(seen)
        assert f"{unseen} card{'' if unseen == 1 else 's'} nobody saw" in words
        driver.move(spot.center)   # the tooltip draws


def test_the_money_seen_taken_is_not_shown_by_default(app, driver):
    _after_others_took_money(app, remember=False)
    driver.frame()
    assert app.top.regions.rect_of("seen_hand", None) is None
    assert all(app.top.regions.rect_of("seen_hand", seat) is None for seat in range(3))


def test_the_end_screen_shows_the_game_s_statistics_at_a_click(app, driver):
    # #21: beside the ranking and the chart, each player's statistics
    from game.scenes.game_over import GameOverScene

    session, over = game_over(app, driver, 5)
    assert isinstance(over, GameOverScene) and not over.tips
    driver.press_button("statistics")
    assert over.showing_statistics and over.button("statistics").label == "Final scoring"
    assert [s.total for s in over.statistics()] == session.game.scores
    words = [w for _, w in over.tips]
    assert any(w.startswith("1st scoring: ") for w in words)
    assert any(w.startswith("To Dirk: ") for w in words)   # two players: Dirk's column
    box = next(b for b, w in over.tips if w.startswith("Final scoring: "))
    driver.move(box.center)   # its tooltip draws
    driver.press_button("statistics")
    assert not over.showing_statistics


def test_h_gives_a_hint_that_names_a_legal_action(app, driver):
    # #21: what Normal would do now, from the player's own view, in one sentence
    from game.ai.hint import hint
    from game.scenes.hints import hint_words

    match = app.start_match(session_with_human_first(3, seed=2))
    driver.frame()
    view = match.game.view(match.game.to_move)
    advice = hint(view, seed=1)
    assert advice.actions[0] in match.game.legal_actions()
    words = hint_words(view, advice)
    assert words.startswith("Normal would ") and words.endswith(".")
    driver.key(pygame.K_h)
    match.hint_worker.wait(10)
    driver.frame()
    assert match.notice.startswith("Normal would ") and match.notice_good
    for _ in range(60):   # the long notice wraps inside the Alhambra's panel
        driver.frame()


def test_a_hint_points_at_its_places_on_the_table(app, driver, monkeypatch):
    """The hint's first step is marked where it is on the table (the square and the cards
    to pay with, the cards to take, ...), framed in gold, while the hint is on show."""
    from game.scenes.table import scene as table

    match = app.start_match(session_with_human_first(3, seed=2))
    driver.frame()
    driver.key(pygame.K_h)
    match.hint_worker.wait(10)
    driver.frame()
    scene = app.top
    first = [mark for mark in match.hint_marks if mark.step == 1]
    assert first
    spots = [scene.hint_spot(mark) for mark in first]
    assert all(spot is not None for spot in spots)
    framed = []
    real = table.paint.rect

    def noting(surface, colour, box, *args, **kwargs):
        if colour == table.theme.GOLD:
            framed.append(pygame.Rect(box))
        return real(surface, colour, box, *args, **kwargs)

    monkeypatch.setattr(table.paint, "rect", noting)
    driver.frame()
    assert all(spot.inflate(6, 6) in framed for spot in spots)
    match.notice_left = 0   # the hint is gone: so are its marks
    assert not match.hint_marks


def test_no_hint_when_hints_are_off_or_it_is_not_your_decision(app, driver):
    app.settings.hints = False
    match = app.start_match(session_with_human_first(3, seed=2))
    driver.frame()
    driver.key(pygame.K_h)
    assert "Hints are off" in match.notice and not match.hint_worker.busy
    app.settings.hints = True
    match.holder = None   # hot-seat: nobody holds the device now
    driver.key(pygame.K_h)
    assert "whose decision" in match.notice and not match.hint_worker.busy


def test_the_game_just_played_can_be_watched_again_from_the_end_screen(app, driver):
    from game.scenes.replay import ReplayScene

    session, over = game_over(app, driver, 6)
    driver.press_button("watch")
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.replay.step == 0
    driver.key(pygame.K_END)
    assert replay.game.digest() == session.game.digest()
    driver.key(pygame.K_ESCAPE)
    assert app.top is over
