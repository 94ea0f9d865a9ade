"""The table's small parts: the layout file, the drag state machine, remembered settings,
grid geometry, drop targets, cached pictures."""

from __future__ import annotations

import json

import pygame
import pytest

from game.rules import BASE_TILES, Currency, Game, GameConfig
from game.scenes.targeting import Targets
from game.sprites.cards import money_card
from game.sprites.grid import GridGeometry
from game.sprites.tiles import tile_surface
from game.ui.drag import DragController
from game.ui.layout import LAYOUT_FILE, LOGICAL_SIZE, TABLE_NAMES, LayoutError, read_layout
from game.ui.settings import TableSettings, load_settings, save_settings, settings_path


def test_the_layout_holds_every_panel_inside_the_screen_without_overlaps():
    rects = read_layout()
    screen = pygame.Rect((0, 0), LOGICAL_SIZE)
    for name in TABLE_NAMES:
        assert screen.contains(rects[name]), name
    panels = [rects[n] for n in TABLE_NAMES]
    for i, a in enumerate(panels):
        for b in panels[i + 1:]:
            assert not a.colliderect(b), (a, b)


def test_a_layout_without_a_panel_is_refused(tmp_path):
    broken = tmp_path / "table.tmx"
    broken.write_text(LAYOUT_FILE.read_text().replace('name="market"', 'name="bazaar"'))
    with pytest.raises(LayoutError, match="market"):
        read_layout(broken)


def test_drag_controller_tells_clicks_from_drops():
    drag = DragController()
    drag.press((10, 10), "tile")
    drag.motion((12, 13))
    assert not drag.dragging
    release = drag.release((12, 13))
    assert release.kind == "click" and release.payload == "tile"
    drag.press((10, 10), "tile")
    assert drag.motion((40, 10)) and drag.dragging
    release = drag.release((80, 20))
    assert release.kind == "drop" and release.pos == (80, 20) and not drag.active
    assert drag.release((0, 0)) is None


def test_settings_round_trip_and_damaged_files(pygame_ready):
    settings = TableSettings.default("greedy")
    settings.seed = "42"
    settings.speed = "fast"
    save_settings(settings)
    loaded = load_settings(["greedy"], "greedy")
    assert loaded == settings
    data = json.loads(settings_path().read_text())
    data["seats"][1]["player"] = "grandmaster"  # an AI this version does not have
    settings_path().write_text(json.dumps(data))
    assert load_settings(["greedy", "normal"], "normal").seats[1].player == "normal"
    settings_path().write_text("{not json")
    assert load_settings(["greedy"], "greedy") == TableSettings.default("greedy")
    assert settings_path().read_text() == "{not json"  # a damaged file is left alone


def test_grid_geometry_maps_cells_both_ways():
    area = pygame.Rect(100, 50, 400, 300)
    geometry = GridGeometry.fit(area, (-1, 0, 2, 1), margin=1, max_cell=72)
    assert geometry.cols == 6 and geometry.rows == 4
    assert geometry.cell == 66
    for cell in geometry.cells():
        assert geometry.cell_at(geometry.cell_rect(cell).center) == cell
    assert geometry.cell_at((0, 0)) is None


def test_targets_ask_the_engine_and_explain():
    game = Game.new(GameConfig(players=3, seed=1))
    alhambra = game.players[0].alhambra
    tile = next(t for t in BASE_TILES if not t.walls)
    targets = Targets(game, 0, tile)
    assert targets.legal == frozenset(alhambra.legal_positions(tile))
    ok, words = targets.verdict(sorted(targets.legal)[0])
    assert ok and "wall stays 0" in words and "0 → 1" in words
    assert targets.verdict((1, 1)) == (False, alhambra.explain(tile, (1, 1)))
    assert targets.verdict((0, 0))[0] is False


def test_pictures_are_cached_per_size(pygame_ready):
    tile = BASE_TILES[0]
    assert tile_surface(tile, 48) is tile_surface(tile, 48)
    assert tile_surface(tile, 48).get_size() == (48, 48)
    card = money_card(Currency.DENAR, 7, (46, 64))
    assert card.get_size() == (46, 64)


def test_the_preview_counts_a_kind_as_the_header_will():
    # a garden placed beside a garden hut: the hut counts it too (M4), and the preview says
    # what the header will show once it is built
    from game.rules import Kind
    from game.rules.modules.huts import HUT, hut_tiles

    game = Game.new(GameConfig(players=3, seed=1, modules={"huts"}))
    alhambra = game.players[0].alhambra
    hut = next(t for t in hut_tiles() if t.kind is Kind.GARDEN and "E" not in t.walls)
    assert alhambra.check(hut, (1, 0)) is None
    alhambra.place(hut, (1, 0))
    assert alhambra.at((1, 0)).category == HUT
    garden = next(t for t in BASE_TILES if t.kind is Kind.GARDEN and not t.walls)
    targets = Targets(game, 0, garden)
    cell = (2, 0)
    assert cell in targets.legal
    ok, words = targets.verdict(cell)
    before = game.scoring_counts(0)[Kind.GARDEN]
    alhambra.place(garden, cell)
    after = game.scoring_counts(0)[Kind.GARDEN]
    assert after == before + 2  # the garden, and the hut's neighbour
    assert ok and f"garden {before:g} → {after:g}" in words


def test_module_panels_narrow_a_little_then_go_to_pages():
    """Many modules' panels share the tray's row: they keep their widths while they fit,
    narrow together a little (never below SQUEEZE of their width), and beyond that are shown
    a page at a time beside the pager, every panel on some page, in order, each page within
    the room."""
    from game.scenes.table import PAGER, PANEL_GAP, SQUEEZE, panel_pages

    assert panel_pages([110, 160], 434) == [[(0, 110), (1, 160)]]
    snug = panel_pages([200, 200], 400)
    assert len(snug) == 1 and all(SQUEEZE * 200 <= w < 200 for _, w in snug[0])
    wanted = [248, 118, 200, 160, 110, 220, 180]
    pages = panel_pages(wanted, 434)
    assert len(pages) > 1
    assert [i for page in pages for i, _ in page] == list(range(len(wanted)))
    for page in pages:
        assert sum(w + PANEL_GAP for _, w in page) + PAGER + PANEL_GAP <= 434
        assert all(w == wanted[i] for i, w in page)
