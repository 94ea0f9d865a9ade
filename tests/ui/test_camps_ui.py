"""M8 Camps at the table, driven by real events: a camp dragged onto a legal place is built,
and onto an illegal one is refused with the camps' own reason in words."""

from __future__ import annotations

from game.rules import EndActions
from game.scenes.modules.camps import REFUSALS
from game.scenes.placement import PlacementScene
from game.scenes.table.tips import tile_words
from tests.modules.helpers import module_game
from tests.modules.test_camps import EAST_WALL, camp
from tests.ui.scenarios import seated


def camp_to_place():
    game = module_game("camps", players=3)
    player = game.players[0]
    player.alhambra.place(EAST_WALL, (1, 0))
    tile = camp("W")
    game.bag = [t for t in game.bag if t.id != tile.id]
    player.pending.append(tile)
    game.turn_actions = 1
    game.apply(EndActions())
    return game, tile


def test_a_camp_dragged_to_an_illegal_then_a_legal_place(app, driver):
    game, tile = camp_to_place()
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, PlacementScene)
    start = scene.regions.rect_of("tray_tile", tile.id).center
    # beside the fountain its plain side would touch the fountain: refused, in words
    driver.drag(start, scene.geometry.cell_rect((-1, 0)).center)
    assert match.game.players[0].alhambra.at((-1, 0)) is None
    assert REFUSALS["camp_side"] in match.notice
    ok, words = scene.targets.verdict((2, 0))
    assert ok
    start = scene.regions.rect_of("tray_tile", tile.id).center
    driver.drag(start, scene.geometry.cell_rect((2, 0)).center)
    assert match.game.players[0].alhambra.at((2, 0)) == tile


def test_a_camp_on_the_market_is_told_by_its_bastions_not_as_a_tile_without_walls(app, driver):
    game = module_game("camps", players=3, to_move=0)
    tile = camp("NE")
    game.bag = [t for t in game.bag if t.id != tile.id]
    game.market[0] = tile
    app.start_match(seated(game, [0]))
    driver.frame()
    words = tile_words(app.top.game, "square", 0)
    assert "bastions: top, right" in words and "no walls" not in words
