"""The table laid out for the whole game, measured: with six players and every module at
1280x720 the money cards, your tiles and every word stay readable, and everything a player
can act on is on screen, never folded away; the shared zones fold only what is of no use
now, and a folded item opens in place; your Alhambra zooms with the wheel and pans with a
drag, its cells as good at any zoom; the other players grow with the window and enlarge in
place under the pointer; Alcazaba's dice board is the shared area's centre."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.app import App
from game.rules import Buy, GameConfig, MoneyCard, TakeMoney, module_order
from game.rules.modules.bazaars import BuyBazaar
from game.rules.modules.citywalls import TakeWall
from game.rules.modules.gates import TakeGate
from game.rules.modules.huts import TakeHut
from game.rules.modules.treasure import TakeRoom
from game.scenes.demo import demo_session
from game.scenes.modules import bazaars, citywalls, gates, huts, invaders, treasure
from game.scenes.table import opponents
from game.scenes.table.alhambra_view import View
from game.scenes.table.scene import HOVER_SECONDS
from game.scenes.table.zones import BADGE_TAG, OPENED_TAG
from game.scenes.turn.scene import TurnScene
from game.session import HUMAN, Seat, Session
from game.ui import canvas, fonts
from game.ui.display import Display
from game.ui.layout import canvas_size
from game.ui.settings import TableSettings
from tests.ui.conftest import AI
from tests.ui.test_fit import SPOKEN, speaking  # noqa: F401  (the language fixture)
from tests.ui.text_watch import watching_texts
from tests.ui.test_placement import illegal_cell, start_placing

EVERY_MODULE = frozenset(module_order())
# Six players with every module, at several moments of a game (seed, turn reached).
MID_GAMES = [(seed, turns) for seed in (5, 8, 11) for turns in (12, 24, 36)]
LEAST_CARD = 28   # a money card is drawn at least this wide (logical pixels at 1280x720)
LEAST_TILE = 48   # ... your Alhambra's tiles at least this large


def piece(action) -> list[tuple[str, object]]:
    """The hit areas a player clicks to make ``action`` (a piece on the table's zones)."""
    if isinstance(action, TakeMoney):
        return [("display_card", card) for card in action.cards]
    if isinstance(action, Buy):
        return [("square", action.square)]
    found = {TakeHut: lambda a: (huts.STACK, a.kind), TakeRoom: lambda a: (treasure.ROOM, a.room),
             BuyBazaar: lambda a: (bazaars.TAG, a.bazaar),
             TakeWall: lambda a: (citywalls.WALL_CARD, a.card),
             TakeGate: lambda a: (gates.GATE_CARD, "lying")}.get(type(action))
    return [found(action)] if found else []


@pytest.mark.parametrize("seed, turns", MID_GAMES)
def test_six_players_and_every_module_are_readable_and_in_reach_at_1280x720(
        app, driver, font_heights, seed, turns):
    match = app.start_match(demo_session(6, seed, turns=turns, modules=EVERY_MODULE))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene) and match.my_turn
    game = match.game
    # money cards, in the hand and in the display, at least 28 pixels wide as they show
    cards = {c.id: c for c in (*game.purse(game.to_move), *game.display)}
    money = [box for tag in ("hand_card", "display_card") for box, key in scene.regions.all(tag)
             if isinstance(cards.get(key), MoneyCard)]
    assert money and min(box.width for box in money) >= LEAST_CARD
    assert scene.geometry.cell >= LEAST_TILE
    assert font_heights and min(font_heights) >= fonts.font(fonts.REAL_SMALLEST).get_height()
    # nothing a player can act on is folded or off the table, and the pieces of every
    # action of the table's own are on screen as they are, nothing to open first
    screen = pygame.Rect((0, 0), canvas_size())
    for zone, laid in scene.layout.flows.items():
        assert not [item.key for item in laid.folded if item.actionable], zone
        assert all(screen.contains(box) for box in laid.boxes.values())
    for action in game.legal_actions():
        for tag, key in piece(action):
            spot = scene.regions.rect_of(tag, key)
            assert spot is not None and screen.contains(spot), (action, tag, key)
    zones = [scene.layout.zone(name) for name in scene.layout.zones]
    assert all(screen.contains(zone) for zone in zones)
    assert not any(a.colliderect(b) for i, a in enumerate(zones) for b in zones[i + 1:])


def test_a_folded_item_opens_in_place_and_a_click_beside_it_closes_it(app, driver):
    """Every module, six players: the invaders' cards, of no use in a turn, fold to a badge
    beside the market's title; clicked, it opens in place over the table, its pieces
    answering the pointer; a click beside it or Esc closes it."""
    app.start_match(demo_session(6, 5, turns=24, modules=EVERY_MODULE))
    driver.frame()
    scene = app.top
    badge = scene.regions.rect_of(BADGE_TAG, invaders.PILE)
    assert badge is not None and scene.regions.rect_of(invaders.PILE) is None
    assert scene.layout.zone("supply").contains(badge)
    driver.click(badge.center)
    assert scene.opened == invaders.PILE
    room = scene.regions.rect_of(OPENED_TAG, invaders.PILE)
    pile = scene.regions.rect_of(invaders.PILE)
    assert room is not None and pile is not None and room.contains(pile)
    assert pygame.Rect((0, 0), canvas_size()).contains(room)
    assert scene.regions.hit(pile.center, (invaders.PILE, "square"))[0] == invaders.PILE
    driver.click((room.centerx, room.bottom - 3))   # in its room: it stays open
    assert scene.opened == invaders.PILE
    driver.click(scene.layout.zone("actions").center)
    assert scene.opened is None and scene.regions.rect_of(invaders.PILE) is None
    driver.click(badge.center)
    assert scene.opened == invaders.PILE
    driver.key(pygame.K_ESCAPE)
    assert scene.opened is None and app.top is scene   # Esc closed it, not the table


def test_the_wheel_zooms_your_alhambra_about_the_pointer_and_a_drag_pans_it(app, driver):
    """Zoomed in, the cell under the pointer stays under it; a drag on the background moves
    the view with the pointer; the legal cells, a drop on one and a refused drop work as
    at the fit; zoomed back out, the Alhambra is fitted and centred again."""
    match, scene, tile = start_placing(app, driver)
    fitted = scene.geometry.cell
    legal = sorted(scene.targets.legal)[0]
    spot = scene.geometry.cell_rect(legal).center
    driver.move(spot)
    driver.post(pygame.MOUSEWHEEL, x=0, y=2)
    driver.frame()
    assert scene.geometry.cell > fitted and scene.geometry.cell_at(spot) == legal
    area = scene.geometry.area
    empty = next((x, y) for y in range(area.y + 4, area.bottom, 8)
                 for x in range(area.x + 4, area.right, 8)
                 if (cell := scene.cell_under((x, y))) is not None
                 and scene.player.alhambra.at(cell) is None
                 and area.collidepoint(x + 40, y + 24))
    fountain = scene.geometry.cell_rect((0, 0))
    before = match.game.digest()
    driver.drag(empty, (empty[0] + 40, empty[1] + 24))
    assert match.game.digest() == before   # a pan, not a move
    assert scene.geometry.cell_rect((0, 0)) == fountain.move(40, 24)
    cell = illegal_cell(scene, tile, ("not_joined", "walls_mismatch"))
    start = scene.regions.rect_of("tray_tile", tile.id).center
    driver.drag(start, scene.geometry.cell_rect(cell).center)
    assert match.game.digest() == before and scene.message.startswith("Not there:")
    legal = next(c for c in sorted(scene.targets.legal)
                 if area.contains(scene.geometry.cell_rect(c)))
    driver.drag(start, scene.geometry.cell_rect(legal).center)
    assert match.game.players[match.game.to_move].alhambra.position_of(tile.id) == legal
    driver.move(area.center)
    for _turn in range(6):
        driver.post(pygame.MOUSEWHEEL, x=0, y=-1)
        driver.frame()
    assert match.views[match.game.to_move].fitted


def test_a_click_on_the_background_is_still_a_click(app, driver):
    """Pressed and let go without moving, the background takes the click as before (a
    placement's click-to-place)."""
    match, scene, tile = start_placing(app, driver)
    legal = sorted(scene.targets.legal)[0]
    driver.click(scene.geometry.cell_rect(legal).center)
    assert match.game.players[match.game.to_move].alhambra.position_of(tile.id) == legal


def _opponent_cells(app, monkeypatch) -> dict[int, int]:
    """The tile size (in the window's real pixels) each other player's Alhambra is drawn
    at, and (key -1) the largest drawn over the table (enlarged)."""
    cells: dict[int, int] = {}
    real = opponents.draw_alhambra

    def noting(surface, alhambra, geometry, *args, **kwargs):
        seat = next(p.seat for p in app.match.game.players if p.alhambra is alhambra)
        key = seat if seat not in cells else -1
        cells[key] = max(cells.get(key, 0), round(geometry.cell * canvas.zoom()))
        return real(surface, alhambra, geometry, *args, **kwargs)

    monkeypatch.setattr(opponents, "draw_alhambra", noting)
    return cells


def _table(size: tuple[int, int]):
    """An app in a window of ``size`` showing six players with every module, mid-game."""
    app = App(Display(size), think_ms=20,
              settings=replace(TableSettings.default(AI), speed="instant"))
    app.autosave = False
    app.start_match(demo_session(6, 5, turns=24, modules=EVERY_MODULE))
    app.step(1 / 60)
    return app


def test_the_other_players_grow_with_the_window_and_enlarge_under_the_pointer(
        pygame_ready, monkeypatch):
    sizes = {}
    try:
        for size in ((1280, 720), (2560, 1440)):
            app = _table(size)
            cells = _opponent_cells(app, monkeypatch)
            app.top.touch()
            app.draw()
            sizes[size] = dict(cells)
            monkeypatch.undo()
    finally:
        Display((1280, 720))
        canvas.set_zoom(1.0)
        fonts.forget_fonts()
    small, large = sizes[(1280, 720)], sizes[(2560, 1440)]
    assert set(small) == set(large) and len(small) == 5
    assert all(large[seat] >= 2 * small[seat] for seat in small)
    # pointed at long enough, another player's area is drawn over the table, larger
    app = _table((1280, 720))
    app.match.cooldown = 1000.0   # the computer players wait
    scene = app.top
    seat, box = next((s, b) for s, b in scene.others.items() if s != "dirk")
    cells = _opponent_cells(app, monkeypatch)
    scene.touch()
    app.draw()
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    scene.update(HOVER_SECONDS / 2)
    app.draw()
    assert -1 not in cells   # not at once: a pointer passing by enlarges nothing
    scene.update(HOVER_SECONDS)
    app.draw()
    assert cells.get(-1, 0) >= 1.5 * cells[seat]


def test_the_dice_board_is_the_centre_of_alcazaba_s_shared_area(app):
    """Five players: the board fills the shared column, its tiles large enough to read as
    tiles, its dice as dice."""
    config = GameConfig(players=5, seed=4, variant="alcazaba")
    seats = [Seat(f"P{seat}", HUMAN if seat == 0 else AI) for seat in range(5)]
    match = app.start_match(Session.new(config, seats))
    for _frame in range(400):
        app.step(1 / 60)
        if match.my_turn:
            break
    scene = app.top
    board = scene.layout.zone("board")
    assert board.height >= scene.layout.zone("alhambra").height
    tiles = [box for box, _key in scene.regions.all("column_tile")]
    dice = [box for box, _key in scene.regions.all("die")]
    assert tiles and min(box.width for box in tiles) >= 32
    assert len(dice) == 8 and min(box.width for box in dice) >= 48
    assert all(board.contains(box) for box in tiles + dice)


def test_a_view_fitted_is_centred_and_zoomed_back_out_is_fitted_again():
    from game.scenes.table.alhambra_view import geometry, zoomed

    area = pygame.Rect(100, 100, 400, 300)
    bounds = (0, 0, 2, 1)
    fitted = geometry(area, bounds, View())
    assert fitted.cols == 5 and fitted.rows == 4 and area.contains(fitted.shown)
    view = zoomed(View(), area, bounds, 3, (150, 150))
    assert view.zoom > 1 and geometry(area, bounds, view).cell > fitted.cell
    assert zoomed(view, area, bounds, -3, (150, 150)).fitted


def test_a_pan_draws_your_alhambra_again_as_the_whole_table_would(app, driver, monkeypatch):
    """Six players with every module: a zoom and a pan redraw your Alhambra's panel alone
    (not the other players, say), and the table and its hit areas are then as a whole
    redraw draws them."""
    app.start_match(demo_session(6, 5, turns=24, modules=EVERY_MODULE))
    driver.frame()
    scene = app.top
    drawn = []
    real = opponents.paint_other

    def noting(*args, **kwargs):
        drawn.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(opponents, "paint_other", noting)
    area = scene.geometry.area
    driver.move(area.center)
    driver.post(pygame.MOUSEWHEEL, x=0, y=2)
    driver.frame()
    empty = next((x, y) for y in range(area.y + 4, area.bottom, 8)
                 for x in range(area.x + 4, area.right, 8) if scene.on_background((x, y)))
    driver.drag(empty, (empty[0] - 30, empty[1] + 20))
    assert not scene.view.fitted and not drawn   # the other players were not drawn again
    repainted = scene.static.copy()
    regions = list(scene.regions.items)
    scene._static_key = None   # the whole table drawn again, at the same view
    scene.refresh()
    assert drawn
    assert regions == scene.regions.items
    assert pygame.image.tobytes(repainted, "RGB") == pygame.image.tobytes(scene.static, "RGB")


@pytest.mark.parametrize("speaking", SPOKEN, indirect=True)
def test_the_table_mid_game_with_every_module_fits_its_words(speaking, app, driver,  # noqa: F811
                                                             monkeypatch):
    """Six players, every module, mid-game at 1280x720, in each language: the zones, your
    own area and the other players hold every word whole, none running into another; a
    folded item opened in place and another player enlarged under the pointer as well."""
    monkeypatch.setattr(fonts, "OVERFLOWS_KEPT", 10**6)
    with watching_texts() as watch:
        app.start_match(demo_session(6, 8, turns=24, modules=EVERY_MODULE))
        app.match.cooldown = 1000.0   # the computer players wait
        driver.frame()
        scene = app.top
        badge = scene.regions.rect_of(BADGE_TAG)
        assert badge is not None   # the invaders' cards, of no use in a turn, are folded
        driver.click(badge.center)
        assert scene.opened is not None
        driver.key(pygame.K_ESCAPE)
        box = next(b for s, b in scene.others.items() if s != "dirk")
        driver.move(box.center)
        scene.update(HOVER_SECONDS * 2)
        driver.frame()
    assert not fonts.overflows, sorted(set(fonts.overflows))[:20]
    assert watch.texts_seen > 100 and watch.clean(), watch.report()
