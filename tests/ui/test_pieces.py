"""The table's small parts: the layout file, the drag state machine, remembered settings,
grid geometry, drop targets, cached pictures."""

from __future__ import annotations

import json

import pygame
import pytest

from game.rules import BASE_TILES, Currency, Game, GameConfig
from game.scenes.modules import refusal_text
from game.scenes.targeting import Targets
from game.sprites.cards import money_card
from game.sprites.grid import GridGeometry
from game.sprites.tiles import tile_surface
from game.ui.drag import DragController
from game.ui.layout import (
    LAYER_NAMES, LAYOUT_FILE, LOGICAL_SIZE, TABLE_NAMES, LayoutError, read_layout,
)
from game.ui.settings import TableSettings, load_settings, save_settings, settings_path


@pytest.mark.parametrize("layer", list(LAYER_NAMES))
def test_the_layout_holds_every_zone_inside_the_screen_without_overlaps(layer):
    rects = read_layout()[layer]
    screen = pygame.Rect((0, 0), LOGICAL_SIZE)
    names = TABLE_NAMES + LAYER_NAMES[layer]
    for name in names:
        assert screen.contains(rects[name]), name
    zones = [rects[n] for n in names]
    for i, a in enumerate(zones):
        for b in zones[i + 1:]:
            assert not a.colliderect(b), (a, b)


def test_a_layout_without_a_zone_is_refused(tmp_path):
    broken = tmp_path / "table.tmx"
    broken.write_text(LAYOUT_FILE.read_text().replace('name="supply"', 'name="bazaar"'))
    with pytest.raises(LayoutError, match="supply"):
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
    assert targets.verdict((1, 1)) == (False, refusal_text(alhambra.refusal(tile, (1, 1))))
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


def test_a_zone_folds_the_items_of_no_use_now_first_the_last_laid_first():
    """A zone shows the modules' items in rows as far as its room goes; beyond, it folds
    first the items the player cannot act on now (the last laid first), then the others."""
    from game.scenes.part import SUPPLY, ZoneItem
    from game.scenes.table.zones import fit, item_box

    def item(key: str, actionable: bool = False) -> ZoneItem:
        return ZoneItem(SUPPLY, key, key, lambda surface, area: None, size=(150, 40),
                        actionable=actionable)

    items = [item("a", True), item("b"), item("c"), item("d", True)]
    below = pygame.Rect(0, 100, 340, 10 ** 4)   # two items to a row
    row = item_box(items[0])[1]
    laid = fit(items, pygame.Rect(0, 0, 0, 0), below, 2 * row + 6)
    assert set(laid.boxes) == {"a", "b", "c", "d"} and not laid.folded
    laid = fit(items, pygame.Rect(0, 0, 0, 0), below, row)
    assert set(laid.boxes) == {"a", "d"} and [i.key for i in laid.folded] == ["b", "c"]
    laid = fit(items, pygame.Rect(0, 0, 0, 0), below, row)
    assert all(below.contains(box) for box in laid.boxes.values())
    assert not fit(items, pygame.Rect(0, 0, 0, 0), below, row - 1).boxes
    beside = pygame.Rect(0, 0, 200, row)   # room beside the zone's own pieces: one there
    laid = fit(items, beside, below, row)
    assert beside.contains(laid.boxes["a"]) and set(laid.boxes) == {"a", "b", "d"}
