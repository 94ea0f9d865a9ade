"""The turn scene driven by real events: taking money, buying with exact payment and acting
again, refused choices explained, undo."""

from __future__ import annotations

import pygame

from game.rules import ACTION, PLACEMENT, Game, MoneyCard
from game.scenes.placement import PlacementScene
from game.scenes.turn.scene import TurnScene
from tests.ui.conftest import session_with_human_first


def exact_buy(game: Game) -> tuple[int, tuple[int, ...]] | None:
    """A square the player to move can pay exactly, and the cards to do it."""
    seat = game.to_move
    for square, tile in enumerate(game.market):
        if tile is None:
            continue
        for option in game.payment_options(seat, square):
            if sum(c.value for c in option) == tile.price:
                return square, tuple(c.id for c in option)
    return None


def test_a_whole_human_turn_taking_money(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene)
    game = match.game
    seat, turn = game.to_move, game.turn
    card = max(game.display, key=lambda c: c.value)  # one card alone is always allowed
    hand_before = len(game.players[seat].hand)

    driver.click(scene.regions.rect_of("display_card", card.id).center)
    head, _, _, ready = scene.advice()
    assert ready and "Take" in head
    driver.press_button("take")

    assert isinstance(app.top, PlacementScene)
    assert match.game.phase == PLACEMENT
    assert card in match.game.players[seat].hand
    assert len(match.game.players[seat].hand) == hand_before + 1
    driver.press_button("end_turn")
    assert match.game.turn == turn + 1
    assert match.game.current != seat
    assert any("took" in line for line in match.log)


def test_taking_more_than_five_is_refused_with_the_reason(app, driver):
    def display_over_limit(game: Game) -> bool:
        values = sorted((c.value for c in game.display), reverse=True)
        return values[0] + values[1] > 5

    match = app.start_match(session_with_human_first(3, seed=1, keep=display_over_limit))
    driver.frame()
    scene = app.top
    top_two = sorted(match.game.display, key=lambda c: -c.value)[:2]
    hand = list(match.game.player.hand)
    for card in top_two:
        driver.click(scene.regions.rect_of("display_card", card.id).center)
    button = scene.button("take")
    assert button is not None and not button.enabled
    driver.click(button.rect.center)
    assert "at most 5" in scene.message
    assert match.game.player.hand == hand and match.game.phase == ACTION


def test_exact_purchase_then_a_second_action(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1,
                                                     keep=lambda g: exact_buy(g) is not None))
    driver.frame()
    scene = app.top
    game = match.game
    seat = game.to_move
    square, cards = exact_buy(game)
    tile = game.market[square]

    driver.click(scene.regions.rect_of("square", square).center)
    for card_id in cards:
        driver.click(scene.regions.rect_of("hand_card", card_id).center)
    head, _, _, ready = scene.advice()
    assert ready and "exact — you may act again" in head  # shown before confirming
    driver.press_button("buy")

    game = match.game
    assert game.phase == ACTION and game.to_move == seat  # the extra action
    assert tile in game.players[seat].pending
    assert "exact" in scene.message
    card = game.display[0]
    driver.click(app.top.regions.rect_of("display_card", card.id).center)
    driver.press_button("take")
    assert match.game.phase == PLACEMENT
    assert card in match.game.players[seat].hand
    assert tile in match.game.players[seat].pending


def test_clicking_a_hand_card_chooses_its_square_and_a_wrong_currency_is_explained(app, driver):
    def two_currencies(game: Game) -> bool:
        currencies = {c.currency for c in game.player.hand if isinstance(c, MoneyCard)}
        return len(currencies) >= 2 and all(t is not None for t in game.market)

    match = app.start_match(session_with_human_first(3, seed=1, keep=two_currencies))
    driver.frame()
    scene = app.top
    hand = [c for c in match.game.player.hand if isinstance(c, MoneyCard)]
    first = hand[0]
    other = next(c for c in hand if c.currency is not first.currency)
    driver.click(scene.regions.rect_of("hand_card", first.id).center)
    assert scene.selected_square() is not None
    assert match.game.currency_of(scene.selected_square()) is first.currency
    driver.click(scene.regions.rect_of("hand_card", other.id).center)
    head, _, detail, ready = scene.advice()
    assert not ready
    assert f"only {first.currency.value}s" in detail


def test_undo_takes_back_a_purchase(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1,
                                                     keep=lambda g: exact_buy(g) is not None))
    driver.frame()
    scene = app.top
    before = match.game.digest()
    square, cards = exact_buy(match.game)
    driver.click(scene.regions.rect_of("square", square).center)
    driver.press_button("autopay")
    driver.press_button("buy")
    assert match.game.digest() != before
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert match.game.digest() == before
    assert not match.game.player.pending


def test_clicks_all_over_the_table_never_break_it(app, driver):
    """Bad input never crashes: random clicks and drags leave a valid game."""
    import random

    match = app.start_match(session_with_human_first(3, seed=2))
    driver.frame()
    rng = random.Random(5)
    for _ in range(150):
        a = (rng.randrange(1280), rng.randrange(720))
        if rng.random() < 0.3:
            b = (rng.randrange(1280), rng.randrange(720))
            driver.drag(a, b, steps=2)
        else:
            driver.click(a, button=rng.choice((1, 1, 1, 3)))
        while app.top is not None and type(app.top).__name__ in ("MenuScene", "EnlargeScene"):
            driver.key(pygame.K_ESCAPE)
        if not app.running or app.match is not match:
            break
    for player in match.game.players:
        assert player.alhambra.is_valid()
