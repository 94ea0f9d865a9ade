"""The placement scene driven by real events: drag-and-drop onto a legal cell, a refused drop
on an illegal cell with the engine's reason, the reserve, the keyboard, undo."""

from __future__ import annotations

import pygame

from game.rules import Buy, EndActions, Game, Tile
from game.scenes.table import scene as table
from game.scenes.table import tips
from game.scenes.modules import refusal_text
from game.scenes.placement import PlacementScene
from game.scenes.turn.scene import TurnScene
from tests.modules.helpers import module_game
from tests.modules.test_camps import camp
from tests.ui.conftest import session_with_human_first
from tests.ui.scenarios import seated


def can_buy(game: Game) -> bool:
    return any(isinstance(a, Buy) for a in game.legal_actions())


def start_placing(app, driver, seed: int = 1) -> tuple[object, PlacementScene, Tile]:
    """A human who has just bought a tile and now places it."""
    match = app.start_match(session_with_human_first(3, seed=seed, keep=can_buy))
    buy = next(a for a in match.game.legal_actions() if isinstance(a, Buy))
    assert match.act(buy) is None
    if match.game.phase == "action":
        assert match.act(EndActions()) is None
    driver.frame()
    scene = app.top
    assert isinstance(scene, PlacementScene)
    return match, scene, match.game.player.pending[0]


def illegal_cell(scene: PlacementScene, tile: Tile, reasons: tuple[str, ...]) -> tuple[int, int]:
    """A cell shown whole (at any zoom) that the building rules refuse for ``reasons``."""
    alhambra, geometry = scene.player.alhambra, scene.geometry
    for cell in geometry.cells():
        if geometry.area.contains(geometry.cell_rect(cell)) \
                and alhambra.check(tile, cell) in reasons:
            return cell
    raise AssertionError("no such cell in view")


def test_drag_and_drop_onto_a_legal_cell(app, driver):
    match, scene, tile = start_placing(app, driver)
    cell = sorted(scene.player.alhambra.legal_positions(tile))[0]
    start = scene.regions.rect_of("tray_tile", tile.id).center
    end = scene.geometry.cell_rect(cell).center

    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    driver.frame()
    driver.move((start[0], start[1] - 40), held=True)
    driver.move(end, held=True)
    # While dragging, every legal cell is lit and the cell under the tile says what it gives.
    assert scene.drag.dragging
    assert scene.targets.legal == frozenset(scene.player.alhambra.legal_positions(tile))
    ok, words = scene.targets.verdict(cell)
    assert ok and "wall" in words
    driver.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    driver.frame()

    assert match.game.players[match.game.to_move].alhambra.at(cell) == tile
    assert tile not in match.game.player.pending


def test_a_drop_on_an_illegal_cell_is_refused_with_the_reason(app, driver):
    match, scene, tile = start_placing(app, driver)
    alhambra = scene.player.alhambra
    cell = illegal_cell(scene, tile, ("not_joined",))
    reason = refusal_text(alhambra.refusal(tile, cell))
    before = match.game.digest()
    start = scene.regions.rect_of("tray_tile", tile.id).center
    driver.drag(start, scene.geometry.cell_rect(cell).center)

    assert match.game.digest() == before  # nothing changed: the tile went back to the tray
    assert tile in match.game.player.pending
    assert scene.message == f"Not there: {reason}."
    assert scene.targets.verdict(cell) == (False, reason)


def test_a_wall_against_an_open_side_is_explained(app, driver):
    for seed in range(1, 40):
        match, scene, tile = start_placing(app, driver, seed)
        alhambra = scene.player.alhambra
        cells = [c for c in scene.geometry.cells() if alhambra.check(tile, c) == "walls_mismatch"]
        if cells:
            break
    else:
        raise AssertionError("no wall mismatch found")
    cell = cells[0]
    driver.drag(scene.regions.rect_of("tray_tile", tile.id).center,
                scene.geometry.cell_rect(cell).center)
    assert tile in match.game.player.pending
    assert "would meet" in scene.message
    assert scene.message == f"Not there: {refusal_text(alhambra.refusal(tile, cell))}."


def test_drop_into_the_reserve_then_undo_then_end_turn(app, driver):
    match, scene, tile = start_placing(app, driver)
    driver.drag(scene.regions.rect_of("tray_tile", tile.id).center,
                scene.regions.rect_of("reserve").center)
    assert tile in match.game.player.reserve
    driver.press_button("undo")
    assert tile in match.game.player.pending and tile not in match.game.player.reserve
    turn = match.game.turn
    driver.press_button("reserve")
    assert tile in match.game.player.reserve
    driver.press_button("end_turn")
    assert match.game.turn == turn + 1


def test_keyboard_placement(app, driver):
    match, scene, tile = start_placing(app, driver)
    seat, turn = match.game.to_move, match.game.turn
    driver.key(pygame.K_RIGHT)  # the first arrow puts the cursor on a legal cell
    cursor = scene.cursor
    assert cursor in scene.player.alhambra.legal_positions(tile)
    driver.key(pygame.K_RETURN)
    assert match.game.players[seat].alhambra.at(cursor) == tile
    driver.key(pygame.K_RETURN)  # nothing left to place: Enter ends the turn
    assert match.game.turn == turn + 1 and match.game.current != seat


def test_click_a_tile_then_click_a_cell(app, driver):
    match, scene, tile = start_placing(app, driver)
    driver.click(scene.regions.rect_of("tray_tile", tile.id).center)
    cell = sorted(scene.player.alhambra.legal_positions(tile))[-1]
    driver.click(scene.geometry.cell_rect(cell).center)
    assert match.game.player.alhambra.at(cell) == tile


def test_two_players_give_a_new_building_to_dirk(app, driver):
    match = app.start_match(session_with_human_first(2, seed=1, keep=can_buy))
    buy = next(a for a in match.game.legal_actions() if isinstance(a, Buy))
    assert match.act(buy) is None
    if match.game.phase == "action":
        assert match.act(EndActions()) is None
    driver.frame()
    scene = app.top
    tile = match.game.player.pending[0]
    dirk_before = len(match.game.dirk)
    driver.drag(scene.regions.rect_of("tray_tile", tile.id).center,
                scene.regions.rect_of("dirk").center)
    assert tile in match.game.dirk and len(match.game.dirk) == dirk_before + 1
    assert not match.game.player.pending


def _tooltips(monkeypatch) -> list[tuple[str, bool]]:
    """The words and verdicts of every tooltip drawn from now on."""
    drawn: list[tuple[str, bool]] = []
    real = tips.draw_tooltip

    def noting(surface, words, pos, good, *args, **kwargs):
        drawn.append((words, good))
        return real(surface, words, pos, good, *args, **kwargs)

    monkeypatch.setattr(tips, "draw_tooltip", noting)
    return drawn


def _two_tiles_to_place(app, driver) -> tuple[object, PlacementScene, Tile, Tile]:
    match, scene, tile = start_placing(app, driver)
    game = match.game
    second = next(t for t in game.bag if t.is_building)
    game.bag.remove(second)
    game.player.pending.append(second)
    match.version += 1
    driver.frame()
    return match, scene, tile, second


def test_a_successful_drop_never_looks_refused_where_the_pointer_rests(app, driver,
                                                                        monkeypatch):
    """The tile is built; the pointer has not moved and now lies over the new tile, which
    the next tile cannot take: no red verdict is shown there for a cell not tried."""
    match, scene, tile, _second = _two_tiles_to_place(app, driver)
    cell = sorted(scene.player.alhambra.legal_positions(tile))[0]
    driver.drag(scene.regions.rect_of("tray_tile", tile.id).center,
                scene.geometry.cell_rect(cell).center)
    assert match.game.player.alhambra.at(cell) == tile
    drawn = _tooltips(monkeypatch)
    for _frame in range(3):
        driver.frame()
    assert not [words for words, good in drawn if not good]


def test_pointing_at_a_cell_shows_a_preview_where_the_tile_may_go_and_no_refusal(
        app, driver, monkeypatch):
    match, scene, tile = start_placing(app, driver)
    drawn = _tooltips(monkeypatch)
    bad = illegal_cell(scene, tile, ("not_joined",))
    driver.move(scene.geometry.cell_rect(bad).center)
    assert not drawn
    good = sorted(scene.player.alhambra.legal_positions(tile))[0]
    driver.move(scene.geometry.cell_rect(good).center)
    assert drawn and all(ok for _words, ok in drawn)


def test_enter_places_where_the_mouse_shows_the_preview(app, driver):
    """A ghost tile under the pointer, then Enter: built there (not "use the arrows")."""
    match, scene, tile = start_placing(app, driver)
    cell = sorted(scene.player.alhambra.legal_positions(tile))[-1]
    driver.move(scene.geometry.cell_rect(cell).center)
    driver.key(pygame.K_RETURN)
    assert match.game.player.alhambra.at(cell) == tile


def test_enter_places_at_the_arrows_cell_when_the_arrows_moved_last(app, driver):
    match, scene, tile = start_placing(app, driver)
    legal = sorted(scene.player.alhambra.legal_positions(tile))
    driver.move(scene.geometry.cell_rect(legal[-1]).center)
    driver.key(pygame.K_RIGHT)
    cursor = scene.cursor
    assert cursor in legal
    driver.key(pygame.K_RETURN)
    assert match.game.player.alhambra.at(cursor) == tile


def test_a_tile_no_place_takes_is_not_sent_to_a_green_cell(app, driver):
    """RULES M8: a camp beside the fountain alone touches no wall, so no place takes it;
    the panel says so and what to do instead, never "drag it onto a green cell"."""

    game = module_game("camps", players=3)
    tile = camp("W")
    game.bag = [t for t in game.bag if t.id != tile.id]
    game.players[0].pending.append(tile)
    game.turn_actions = 1
    game.apply(EndActions())
    app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, PlacementScene) and not scene.targets.legal
    detail = scene_detail(scene)
    assert "onto a green cell" not in detail
    assert "No place of your Alhambra can take it now" in detail and "reserve" in detail


def scene_detail(scene: PlacementScene) -> str:
    """The actions panel's words, as drawn (the placement scene has no ``advice``)."""
    words: list[str] = []
    real = scene.paint_advice

    def noting(s, inner, head, colour, detail, *args, **kwargs):
        words.append(detail)
        return real(s, inner, head, colour, detail, *args, **kwargs)

    scene.paint_advice = noting
    try:
        scene.touch()
        scene.refresh()
    finally:
        del scene.paint_advice
    return words[-1]


def test_a_reserve_tile_no_place_takes_is_not_sent_to_a_green_cell(app, driver):
    """A redesign with a camp from the reserve and only the fountain built: no place."""

    game = module_game("camps", players=3, to_move=0)
    tile = camp("W")
    game.bag = [t for t in game.bag if t.id != tile.id]
    game.players[0].reserve.append(tile)
    app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene)
    driver.click(scene.regions.rect_of("reserve_tile", tile.id).center)
    head, _colour, detail, _ready = scene.advice()
    assert "green cell" not in detail and "No place of your Alhambra can take it now" in detail


def test_a_market_tooltip_goes_with_the_click_and_comes_back_with_the_pointer(
        app, driver, monkeypatch):
    app.start_match(session_with_human_first(3, seed=1, keep=can_buy))
    driver.frame()
    scene = app.top
    drawn = _tooltips(monkeypatch)
    square = scene.regions.rect_of("square", 0).center
    driver.move(square)
    assert drawn
    driver.click(square)
    drawn.clear()
    driver.frame()
    assert not drawn   # the square is chosen: its tooltip no longer hides the payment
    driver.move((square[0] + 2, square[1]))
    assert drawn


def test_a_tooltip_at_the_pointer_keeps_clear_of_the_message(pygame_ready):
    """``avoid``: a tooltip that would cover the message on show goes over the pointer."""
    frames = []
    real = table.paint.rect

    def noting(surface, colour, box, *args, **kwargs):
        frames.append(pygame.Rect(box))
        return real(surface, colour, box, *args, **kwargs)

    surface = pygame.Surface((1280, 720))
    message = pygame.Rect(400, 420, 480, 60)
    table.paint.rect, saved = noting, table.paint.rect
    try:
        tips.draw_tooltip(surface, "Not there: the walls would not meet", (640, 380), False,
                           40, avoid=message)
    finally:
        table.paint.rect = saved
    assert frames and not frames[-1].colliderect(message) and frames[-1].bottom <= 380


def test_the_keyboard_s_refusal_tooltip_keeps_clear_of_the_refusal_message(app, driver,
                                                                            monkeypatch):
    match, scene, tile = start_placing(app, driver)
    avoided = []
    real = tips.draw_tooltip

    def noting(surface, words, pos, good, *args, avoid=None, **kwargs):
        avoided.append(avoid)
        return real(surface, words, pos, good, *args, avoid=avoid, **kwargs)

    monkeypatch.setattr(tips, "draw_tooltip", noting)
    bad = illegal_cell(scene, tile, ("not_joined",))
    scene.keys_aim, scene.cursor = True, bad
    driver.key(pygame.K_RETURN)   # refused: the message says why
    assert scene.message.startswith("Not there")
    avoided.clear()
    driver.frame()
    assert avoided and avoided[-1] == scene.message_box()
