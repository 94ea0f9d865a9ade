"""M5 City gates at the table, driven by real events: the gate card beside the display is
taken from its panel, and a tile dropped where only the path on foot is missing is built
with a gate, the place framed and explained while dragging."""

from __future__ import annotations

import pygame

from game.rules.modules.gates import BuildThroughGate, GateCard, gates_held
from game.scenes.menu import MenuScene
from game.scenes.placement import PlacementScene
from game.scenes.turn.scene import TurnScene
from tests.modules.test_gates import OPEN_WEST, WALL_WEST, gate_game
from tests.rules.helpers import take_one_and_end_turn
from tests.modules.helpers import module_game
from tests.ui.hands import Hands
from tests.ui.scenarios import seated


def test_the_gate_card_is_taken_from_its_panel(app, driver):
    game = module_game("gates", players=3)
    take_one_and_end_turn(game, next(c for c in game.deck if isinstance(c, GateCard)))
    seat = game.to_move
    match = app.start_match(seated(game, [seat]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene)
    driver.click(scene.regions.rect_of("gate_card", "lying").center)
    head, _, _, ready = scene.advice()
    assert ready and "gate card" in head
    driver.press_button("take_gate")
    assert gates_held(match.game, seat) == 1


def test_a_drop_that_misses_only_the_path_on_foot_is_built_with_a_gate(app, driver):
    game = gate_game()
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, PlacementScene)
    scene.select(WALL_WEST.id)
    scene.refresh()
    start = scene.regions.rect_of("tray_tile", WALL_WEST.id).center
    end = scene.geometry.cell_rect((2, 0)).center
    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    driver.frame()
    driver.move((start[0], start[1] - 30), held=True)
    driver.move(end, held=True)
    ok, words = scene.targets.verdict((2, 0))
    assert ok and "gate" in words and "right" not in words  # the gate goes in its left wall
    driver.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    driver.frame()
    confirm = app.top  # it spends a gate card: the player confirms
    assert isinstance(confirm, MenuScene) and confirm.title == "Build it this way?"
    assert match.game.players[0].alhambra.at((2, 0)) is None
    driver.press_button(confirm.entries[0].text())
    alhambra = match.game.players[0].alhambra
    assert alhambra.at((2, 0)) == WALL_WEST and alhambra.at((1, 0)) == OPEN_WEST
    assert alhambra.openings() and gates_held(match.game, 0) == 0


def test_a_tile_built_only_through_a_gate_has_a_way_at_the_table(app, driver):
    game = gate_game()
    match = app.start_match(seated(game, [0]))
    driver.frame()
    hands = Hands(driver)
    through = [a for a in match.game.legal_actions() if isinstance(a, BuildThroughGate)]
    ways = hands.ways()
    assert through and all(a in ways for a in through)
    hands.make(through[0], ways[through[0]])
    assert match.game.players[0].alhambra.openings()
