"""A whole 3-seat game with one human seat, played through the table's events from the first
turn to the game-over scene."""

from __future__ import annotations

from game.rules import ACTION, PLACE_NOW, PLACEMENT
from game.scenes.curtain import CurtainScene
from game.scenes.game_over import GameOverScene
from game.scenes.placement import PlacementScene
from game.scenes.scoring import ScoringScene
from game.scenes.turn.scene import TurnScene
from tests.ui.conftest import Driver, session_with_human_first


def human_step(driver: Driver) -> None:
    """One decision of a simple human: buy what can be paid, else take a card; build each
    new tile on the first legal cell, else keep it; end the turn."""
    app = driver.app
    match = app.match
    scene = app.top
    game = match.game
    if isinstance(scene, TurnScene) and game.phase == ACTION:
        if game.turn_actions:
            driver.press_button("done")
            return
        square = next((s for s, t in enumerate(game.market)
                       if t is not None and game.payment_options(game.to_move, s)), None)
        if square is not None:
            driver.click(scene.regions.rect_of("square", square).center)
            driver.press_button("autopay")
            driver.press_button("buy")
        else:
            card = max(game.display, key=lambda c: c.value)
            driver.click(scene.regions.rect_of("display_card", card.id).center)
            driver.press_button("take")
    elif isinstance(scene, PlacementScene) and game.phase in (PLACEMENT, PLACE_NOW):
        player = game.player
        if not player.pending:
            driver.press_button("end_turn")
            return
        tile = player.pending[0]
        start = scene.regions.rect_of("tray_tile", tile.id).center
        legal = sorted(player.alhambra.legal_positions(tile))
        end = (scene.geometry.cell_rect(legal[0]).center if legal
               else scene.regions.rect_of("reserve").center)
        driver.drag(start, end, steps=3)
    else:
        raise AssertionError(f"unexpected {type(scene).__name__} in {game.phase}")


def test_a_whole_game_with_one_scripted_human(app, driver):
    match = app.start_match(session_with_human_first(3, seed=4))
    human = match.game.to_move
    scorings_seen = []
    for _ in range(20000):
        top = app.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, ScoringScene):
            scorings_seen.append(top.scored.number)
            driver.click((640, 360))  # a human plays: the scoring waits for a click
            continue
        assert not isinstance(top, CurtainScene)  # a single human never sees a curtain
        if match.game.to_move == human and match.game.phase != "over":
            before = match.version
            human_step(driver)
            assert match.version != before, "the human's step changed nothing"
        else:
            match.think_now()
            app.update(0.05)
    else:
        raise AssertionError("the game did not end")
    driver.frame()
    game = match.game
    assert game.is_over
    assert isinstance(app.top, GameOverScene)
    assert scorings_seen[-1] == 3 and 3 in scorings_seen
    assert len(match.timeline) >= 2 and match.timeline[-1][1] == tuple(game.scores)
    assert len(game.players[human].alhambra) > 1  # the human did build
    # "New game" goes back to the setup.
    new_game = next(b for b in app.top.buttons if b.key == "new_game")
    driver.click(new_game.rect.center)
    assert type(app.top).__name__ == "SetupScene"
