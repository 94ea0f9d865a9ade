"""The toy module at the table, driven by real events: its panel, its choice and button,
its tent dragged onto an illegal and a legal place (the reason in words), and its own stage
at the end of the turn offered by the generic panel."""

from __future__ import annotations

import pygame

from game.rules import Game, GameConfig
from game.scenes.placement import PlacementScene
from game.scenes.table.tips import tile_words
from game.scenes.turn.scene import TurnScene
from game.sprites.tiles import tile_surface
from tests.rules.helpers import build_in_game, real_tile
from tests.toy.rules import TENT, TOY, tents
from tests.toy.table import WORKSHOP
from tests.ui.scenarios import seated

WALLED_SOUTH = real_tile("pavilion", 4)


def drag_to(driver, scene: PlacementScene, tile, cell) -> None:
    start = scene.regions.rect_of("tray_tile", tile.id).center
    driver.drag(start, scene.geometry.cell_rect(cell).center)


def test_a_tent_bought_placed_and_polished_at_the_table(app, driver):
    game = Game.new(GameConfig(players=3, seed=2, modules=frozenset({TOY})))
    game.current = game.to_move = 0
    build_in_game(game, 0, {(1, 0): WALLED_SOUTH})
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene)
    driver.click(scene.regions.rect_of(WORKSHOP, TENT).center)
    head, _, _, ready = scene.advice()
    assert ready and "tent" in head
    driver.press_button("buy_tent")

    placing = app.top
    assert isinstance(placing, PlacementScene)
    tent = match.game.players[0].pending[0]
    assert tent.category == TENT
    drag_to(driver, placing, tent, (0, 1))                 # its flag side under the fountain
    assert match.game.players[0].pending == [tent]
    assert "flag side must face a wall" in placing.message
    drag_to(driver, placing, tent, (1, 1))                 # under the walled pavilion
    assert match.game.players[0].alhambra.at((1, 1)) == tent
    driver.press_button("end_turn")

    stage = app.top
    assert isinstance(stage, TurnScene) and match.game.phase == "toy:polish"
    assert stage.button("stage0").label == "Polish the tent"
    driver.press_button("stage0")
    assert match.game.ext[TOY].shine[0] == 1
    assert match.game.phase != "toy:polish"


def test_the_tents_flag_side_is_drawn_and_told_as_its_part_says(pygame_ready):
    """A sort of side of the toy's own: the grid draws it in the look the toy's part gives,
    and a tip tells it by the part's words, with no base file naming it."""
    tent = tents()[0]
    picture = tile_surface(tent, 60)
    flag = pygame.transform.average_color(picture, (12, 5, 36, 3), False)     # its top side
    ground = pygame.transform.average_color(picture, (3, 25, 5, 10), False)  # left: open
    assert flag[0] - flag[1] > 80 and abs(ground[0] - ground[1]) < 40
    game = Game.new(GameConfig(players=3, seed=2, modules=frozenset({TOY})))
    words = tile_words(game, "tile", tent.id)
    assert "flag: top" in words and "walls" not in words
