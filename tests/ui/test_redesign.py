"""Redesign by dragging between the Alhambra and the reserve (RULES 1.3)."""

from __future__ import annotations

from game.rules import PLACEMENT, Buy, EndActions, EndTurn, Reserve
from game.scenes.modules import refusal_text
from game.scenes.turn.scene import TurnScene
from tests.ui.conftest import session_with_human_first


def reserve_then_wait(app, driver, build_first: bool = False):
    """The human buys a tile and keeps it in the reserve (or builds it); the AIs play until
    the human's next turn."""
    match = app.start_match(session_with_human_first(
        3, seed=1, keep=lambda g: any(isinstance(a, Buy) for a in g.legal_actions())))
    seat = match.game.to_move
    assert match.act(next(a for a in match.game.legal_actions() if isinstance(a, Buy))) is None
    if match.game.phase == "action":
        assert match.act(EndActions()) is None
    tile = match.game.player.pending[0]
    if build_first:
        place = next(a for a in match.game.legal_actions() if getattr(a, "tile", None) == tile.id
                     and not isinstance(a, Reserve))
        assert match.act(place) is None
    else:
        assert match.act(Reserve(tile.id)) is None
    assert match.act(EndTurn()) is None
    driver.until(lambda: match.game.to_move == seat and match.game.phase == "action")
    driver.frame()
    assert isinstance(app.top, TurnScene)
    return match, app.top, seat, tile


def test_drag_a_reserve_tile_into_the_alhambra(app, driver):
    match, scene, seat, tile = reserve_then_wait(app, driver)
    alhambra = match.game.players[seat].alhambra
    cell = sorted(alhambra.legal_positions(tile))[0]
    start = scene.regions.rect_of("reserve_tile", tile.id).center
    driver.drag(start, scene.geometry.cell_rect(cell).center)
    game = match.game
    assert game.players[seat].alhambra.at(cell) == tile
    assert tile not in game.players[seat].reserve
    assert game.phase == PLACEMENT  # a redesign ends the actions


def test_drag_a_built_tile_to_the_reserve(app, driver):
    match, scene, seat, tile = reserve_then_wait(app, driver, build_first=True)
    pos = match.game.players[seat].alhambra.position_of(tile.id)
    driver.drag(scene.geometry.cell_rect(pos).center, scene.regions.rect_of("reserve").center)
    game = match.game
    assert tile in game.players[seat].reserve
    assert game.players[seat].alhambra.at(pos) is None


def test_the_fountain_never_moves(app, driver):
    match, scene, seat, _ = reserve_then_wait(app, driver, build_first=True)
    before = match.game.digest()
    driver.drag(scene.geometry.cell_rect((0, 0)).center, scene.regions.rect_of("reserve").center)
    assert match.game.digest() == before
    assert "fountain" in scene.message


def test_a_refused_redesign_says_why(app, driver):
    match, scene, seat, tile = reserve_then_wait(app, driver)
    alhambra = match.game.players[seat].alhambra
    cell = next(c for c in scene.geometry.cells() if alhambra.check(tile, c) == "not_joined")
    before = match.game.digest()
    driver.drag(scene.regions.rect_of("reserve_tile", tile.id).center,
                scene.geometry.cell_rect(cell).center)
    assert match.game.digest() == before
    reason = refusal_text(alhambra.refusal(tile, cell))
    assert scene.message == reason[0].upper() + reason[1:] + "."
