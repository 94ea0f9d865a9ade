"""The table is drawn at the window's own resolution: a canvas measured in logical pixels holds
the window's real ones, shapes and text are drawn at their final size (never stretched),
and what the player sees lines up with where the pointer is."""

from __future__ import annotations

import pygame
import pytest

from game.ui import canvas, fonts, paint
from game.ui.canvas import Canvas, per_zoom, real_rect
from game.ui.display import Display


@pytest.fixture
def zoomed(pygame_ready):
    """Draw at zoom 2 (a 2560x1440 window), then back at 1."""
    canvas.set_zoom(2.0)
    yield 2.0
    canvas.set_zoom(1.0)


def test_a_canvas_is_measured_in_logical_pixels_and_holds_real_ones(zoomed):
    surface = canvas.new_surface((100, 40))
    assert surface.get_size() == surface.size == (100, 40)
    assert (surface.get_width(), surface.get_height()) == (100, 40)
    assert surface.get_rect(center=(50, 50)) == pygame.Rect(0, 30, 100, 40)
    assert surface.real_size() == (200, 80)


def test_fills_blits_and_clips_take_logical_positions(zoomed):
    surface = canvas.new_surface((100, 40), alpha=False)
    surface.fill((0, 0, 0))
    surface.fill((255, 0, 0), (10, 10, 5, 5))
    real = pygame.Surface.get_at
    assert real(surface, (20, 20))[:3] == (255, 0, 0)       # (10, 10) logical
    assert real(surface, (29, 29))[:3] == (255, 0, 0)       # the 5x5 square is 10x10 real
    assert real(surface, (30, 30))[:3] == (0, 0, 0)
    stamp = canvas.new_surface((4, 4), alpha=False)
    stamp.fill((0, 255, 0))
    surface.blit(stamp, (50, 20))
    assert real(surface, (100, 40))[:3] == (0, 255, 0) and real(surface, (108, 48))[:3] == (0, 0, 0)
    surface.set_clip((0, 0, 30, 40))
    assert surface.get_clip() == pygame.Rect(0, 0, 30, 40)
    surface.fill((0, 0, 255))
    assert real(surface, (59, 0))[:3] == (0, 0, 255) and real(surface, (60, 0))[:3] == (0, 0, 0)
    assert surface.get_at((29, 0))[:3] == (0, 0, 255)       # get_at reads logical positions


def test_a_plain_picture_is_stretched_to_the_canvas_zoom(zoomed):
    surface = canvas.new_surface((20, 20), alpha=False)
    surface.fill((0, 0, 0))
    plain = pygame.Surface((5, 5))
    plain.fill((255, 255, 255))
    placed = surface.blit(plain, (2, 2))
    assert placed == pygame.Rect(2, 2, 5, 5)
    assert pygame.Surface.get_at(surface, (13, 13))[:3] == (255, 255, 255)
    assert pygame.Surface.get_at(surface, (14, 14))[:3] == (0, 0, 0)


def test_copies_and_crops_keep_every_real_pixel(zoomed):
    surface = canvas.new_surface((10, 10))
    paint.circle(surface, (200, 100, 50, 180), (5, 5), 4)
    twin = surface.copy()
    assert isinstance(twin, Canvas) and twin.zoom == 2.0 and twin.get_size() == (10, 10)
    for spot in ((10, 10), (3, 10), (0, 0)):
        assert pygame.Surface.get_at(twin, spot) == pygame.Surface.get_at(surface, spot)
    window = surface.subsurface((5, 5, 5, 5))     # shares the pixels
    assert isinstance(window, Canvas) and window.get_size() == (5, 5)
    window.fill((1, 2, 3, 255), (0, 0, 1, 1))
    assert pygame.Surface.get_at(surface, (11, 11)) == (1, 2, 3, 255)
    paint.circle(surface, (200, 100, 50, 180), (5, 5), 4)
    part = surface.cropped((5, 5, 5, 5))
    assert part.get_size() == (5, 5) and part.real_size() == (10, 10)
    assert pygame.Surface.get_at(part, (0, 0)) == pygame.Surface.get_at(surface, (10, 10))


def test_shapes_are_drawn_at_the_real_resolution(zoomed):
    surface = canvas.new_surface((40, 40), alpha=False)
    surface.fill((0, 0, 0))
    paint.rect(surface, (255, 255, 255), (10, 10, 20, 20), 1)   # a one-pixel edge...
    real = pygame.Surface.get_at
    assert real(surface, (20, 30))[:3] == (255, 255, 255)
    assert real(surface, (21, 30))[:3] == (255, 255, 255)        # ...is two real pixels
    assert real(surface, (22, 30))[:3] == (0, 0, 0)
    paint.line(surface, (0, 255, 0), (0, 38), (39, 38), 1)
    assert real(surface, (5, 76))[:3] == (0, 255, 0)
    assert paint.rect(surface, (1, 1, 1), (10, 10, 20, 20)) == pygame.Rect(10, 10, 20, 20)


def test_touching_rectangles_leave_no_seam_at_any_zoom():
    for zoom in (0.8, 1.0, 1.37, 1.5, 2.0):
        left, right = real_rect((0, 0, 33, 10), zoom), real_rect((33, 0, 17, 10), zoom)
        assert left.right == right.x
        assert right.right == round(50 * zoom)


def test_text_is_rendered_at_its_final_size(pygame_ready):
    canvas.set_zoom(1.0)
    small = fonts.text("Alhambra", 14, (0, 0, 0))
    canvas.set_zoom(2.0)
    try:
        large = fonts.text("Alhambra", 14, (0, 0, 0))
        assert isinstance(large, Canvas)
        real = fonts.font(28).render("Alhambra", True, (0, 0, 0)).get_size()
        assert large.real_size() == real                     # 28 px type, not 14 px stretched
        assert abs(large.get_width() - small.get_width()) <= 2   # the same room on the table
        assert abs(fonts.width_of("Alhambra", 14) - small.get_width()) <= 2
    finally:
        canvas.set_zoom(1.0)


def test_pictures_kept_are_kept_per_zoom(pygame_ready):
    drawn = []

    @per_zoom(maxsize=8)
    def picture(size: int) -> pygame.Surface:
        drawn.append(canvas.zoom())
        return canvas.new_surface((size, size))

    try:
        first = picture(10)
        assert picture(10) is first and drawn == [1.0]
        canvas.set_zoom(1.5)
        sharper = picture(10)
        assert sharper is not first and sharper.real_size() == (15, 15) and drawn == [1.0, 1.5]
        assert picture.cache_info().currsize == 1   # the picture at zoom 1 was let go
    finally:
        canvas.set_zoom(1.0)
    with pytest.raises(ValueError):
        canvas.set_zoom(0)


@pytest.mark.parametrize("window, zoom", [((2560, 1440), 2.0), ((1920, 1080), 1.5),
                                          ((1024, 600), 0.8)])
def test_the_window_shows_the_canvas_pixel_for_pixel(pygame_ready, window, zoom):
    display = Display(window)
    try:
        surface = display.canvas
        assert surface.zoom == pytest.approx(zoom) and canvas.zoom() == surface.zoom
        assert surface.get_size()[0] == 1280 and surface.get_size()[1] >= 720
        scale, offset, size = display.placement()
        assert surface.real_size() == size
        surface.fill((10, 20, 30))
        paint.rect(surface, (250, 240, 230), (100, 100, 1, 1))
        display.present()
        x, y = round(100 * zoom) + offset[0], round(100 * zoom) + offset[1]
        assert display.window.get_at((x, y))[:3] == (250, 240, 230)
        assert display.to_logical((x, y)) == (100, 100)
    finally:
        _ = Display((1280, 720)).canvas   # back to the table's own size for the other tests


def test_the_table_draws_through_the_canvas_only():
    """Shapes go through game.ui.paint and pictures' surfaces through new_surface, so that
    all of them are drawn at the window's resolution (the window's icon, handed to the
    system, is the one plain picture; a sketch draws oversampled at the window's resolution
    and smooths its picture down to it)."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "game"
    allowed = {"ui/paint.py", "ui/canvas.py", "ui/sketch.py", "icon.py"}
    strays = []
    for path in root.rglob("*.py"):
        name = path.relative_to(root).as_posix()
        if name in allowed:
            continue
        source = path.read_text(encoding="utf-8")
        for needle in ("pygame.draw.", "pygame.Surface(", "pygame.transform."):
            if needle in source:
                strays.append(f"{name}: {needle}")
    assert not strays


@pytest.mark.parametrize("window, zoom, logical", [
    ((1280, 720), 1.0, (1280, 720)),
    ((1920, 1080), 1.5, (1280, 720)),
    ((1024, 600), 0.8, (1280, 750)),     # a little taller than 16:9
    ((1024, 768), 0.8, (1280, 960)),     # 4:3
    ((1680, 1050), 1.3125, (1280, 800)),  # 16:10
    ((2560, 1080), 1.5, (1706, 720)),    # wider than 21:9: the widest canvas, then bands
    ((800, 1280), 0.625, (1280, 1024)),  # a window on its side: the tallest, then bands
])
def test_the_canvas_takes_the_window_shape(window, zoom, logical):
    from game.ui.layout import canvas_for

    assert canvas_for(window) == (pytest.approx(zoom), logical)


@pytest.mark.parametrize("layer", ["table", "alcazaba"])
@pytest.mark.parametrize("size", [(1280, 960), (1706, 720), (1706, 1024), (1280, 750)])
def test_a_larger_canvas_gives_its_room_to_the_table(size, layer):
    """The zones crossing the stretch lines grow (your Alhambra most, the other players
    the rest of a wider canvas), the others move along; the zones stay inside the canvas
    and apart; the screens keep their size in the middle."""
    from game.ui import layout

    names = layout.TABLE_NAMES + layout.LAYER_NAMES[layer]
    before = {name: layout.rect(name, layer) for name in names + layout.SCREEN_NAMES}
    layout.set_canvas_size(size)
    try:
        after = {name: layout.rect(name, layer) for name in before}
    finally:
        layout.set_canvas_size(layout.LOGICAL_SIZE)
    wider, taller = size[0] - 1280, size[1] - 720
    assert after["alhambra"].size == (before["alhambra"].width + round(wider * 0.65),
                                      before["alhambra"].height + taller)
    assert after["opponents"].width == before["opponents"].width + round(wider * 0.35)
    assert after["opponents"].height == before["opponents"].height + taller
    assert after["scores"].bottomright == (before["scores"].right + wider,
                                           before["scores"].bottom + taller)
    if layer == "table":
        assert after["supply"] == before["supply"]
    screen = pygame.Rect((0, 0), size)
    table = [after[name] for name in names]
    for i, zone in enumerate(table):
        assert screen.contains(zone)
        assert not any(zone.colliderect(other) for other in table[i + 1:])
    for name in layout.SCREEN_NAMES:
        assert after[name].size == before[name].size
        assert after[name].center == (before[name].centerx + wider // 2,
                                      before[name].centery + taller // 2)


def test_scenes_follow_the_window_when_it_changes_shape(app, driver):
    from game.scenes.setup import picker_area
    from game.ui.layout import rect

    app.open_setup()
    driver.frame()
    setup = app.top
    app.display = Display((1024, 768))
    driver.frame()
    panel = rect("setup_panel")
    assert panel.y > 150   # the setup's screen moved to the middle of the taller canvas
    assert all(panel.contains(field.rect) for field in setup.fields)
    assert panel.contains(setup.seed.rect) and setup.picker.area == picker_area()
    before = len(setup.seats)
    driver.press_button("add")   # clicks land where the buttons are drawn
    assert len(setup.seats) == before + 1
    app.display = Display((1280, 720))
    driver.frame()
    assert rect("setup_panel").y == 150 and rect("setup_panel").contains(setup.fields[0].rect)


def test_every_scene_draws_in_a_window_of_another_shape(pygame_ready):
    from game.cli import parse_args
    from game.app import smoke_test

    fonts.overflows.clear()
    try:
        args = parse_args(["--smoke-test", "--players", "5", "--seed", "8", "--think-ms", "20",
                           "--modules", "all", "--window", "1024x768"])
        assert smoke_test(args) == 0
    finally:
        canvas.set_zoom(1.0)
    assert not fonts.overflows, fonts.overflows[:10]


def test_the_legal_cells_are_tinted_again_at_a_new_zoom(pygame_ready):
    """The tint of the legal cells is kept while a tile is dragged; a window resized
    mid-drag gets it drawn again at its resolution, not the old one stretched each frame."""
    from game.rules import Game, GameConfig
    from game.scenes.targeting import Targets
    from game.sprites.grid import GridGeometry

    game = Game.new(GameConfig(players=3, seed=2))
    tile = next(t for t in game.market if t is not None)
    targets = Targets(game, game.to_move, tile)
    geometry = GridGeometry.fit(pygame.Rect(0, 0, 300, 300), (-1, -1, 1, 1))
    try:
        first = targets.layer(geometry)
        assert targets.layer(geometry) is first
        canvas.set_zoom(1.5)
        sharper = targets.layer(geometry)
        assert isinstance(sharper, Canvas) and sharper.zoom == 1.5
        assert sharper.real_size() == (round(geometry.area.width * 1.5),
                                       round(geometry.area.height * 1.5))
    finally:
        canvas.set_zoom(1.0)
