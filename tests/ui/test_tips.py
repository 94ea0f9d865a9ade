"""Every hit area of the table answers the pointer: hovering each one, on the base game's
table with every module and on the Alcazaba dice board, draws its tooltip (or nothing) and
never an error, whichever part of the table drew it."""

from __future__ import annotations

import pytest

from game.rules import GameConfig, module_order
from game.scenes.table.scene import TableScene
from game.scenes.table.seat_facts import TOKEN_TAG
from game.session import HUMAN, Seat, Session
from tests.ui.conftest import AI

TABLES = {
    "every module": GameConfig(players=4, seed=3, modules=frozenset(module_order())),
    "alcazaba": GameConfig(players=2, seed=1, variant="alcazaba"),
}


@pytest.mark.parametrize("config", TABLES.values(), ids=TABLES.keys())
def test_hovering_every_hit_area_of_the_table_draws_its_tip(app, driver, config):
    seats = [Seat(f"P{seat}", HUMAN if seat == 0 else AI) for seat in range(config.players)]
    match = app.start_match(Session.new(config, seats))
    driver.frame()
    driver.until(lambda: match.my_turn)
    scene = app.top
    assert isinstance(scene, TableScene)
    scene.refresh()
    hit_areas = list(scene.regions.items)
    assert {tag for _rect, tag, _key in hit_areas} >= {TOKEN_TAG, "score_row"} \
        if config.modules else {"column", "die", "first_token"}
    for area, _tag, _key in hit_areas:
        driver.move(area.center)
    assert app.top is scene   # no error screen
