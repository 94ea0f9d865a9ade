"""The grid's extension points: a tile's sides as data, of sorts registered as sorts of tile
are (what each means to the building rules and the wall scoring), and walls a module opens
for walking, kept (and fingerprinted) under that module's id, with tiles locked in place."""

from dataclasses import replace

import pytest

from game.rules import Alhambra, Game, GameConfig, IllegalAction, Kind, Tile
from game.rules.types import (
    BUILDING, SIDE_BIT, WALL, Piece, SideKind, register_piece, register_side_kind,
)

# Sorts of side of these tests' own: a rampart meets its neighbours as a wall but is no wall
# for the wall scoring; a hedge is no wall at all (a side that is only drawn).
RAMPART = register_side_kind(SideKind("test:rampart", scores=False)).name
HEDGE = register_side_kind(SideKind("test:hedge", wall=False)).name
OPENER = "test:door"


def test_a_tile_carries_its_sides_as_data_each_of_a_registered_sort():
    tile = Tile("t1", Kind.GARDEN, 5, walls="N", sides={"E": RAMPART, "S": HEDGE})
    assert tile.sides == {("N", WALL), ("E", RAMPART), ("S", HEDGE)}
    assert tile.walls == {"N"} and tile.sides_of(RAMPART) == {"E"}
    assert tile.side_kind("E") == RAMPART and tile.side_kind("W") is None
    assert tile.mask == SIDE_BIT["N"] | SIDE_BIT["E"]      # the hedge is no wall
    assert tile.score_mask == SIDE_BIT["N"]                # the rampart does not score
    # a copy with a change keeps its sides; sides are added by sort
    assert replace(tile, price=7).sides == tile.sides
    assert tile.with_sides("W", RAMPART).sides_of(RAMPART) == {"E", "W"}
    # equal tiles are equal side for side, however their sides were given
    assert Tile("t2", Kind.GARDEN, 5, walls="NE") == Tile("t2", Kind.GARDEN, 5,
                                                           sides=[("E", WALL), ("N", WALL)])


@pytest.mark.parametrize("sides", [{"E": "moat"}, {"X": WALL}])
def test_a_side_or_a_sort_of_side_nobody_knows_is_refused(sides):
    with pytest.raises(ValueError):
        Tile("t3", Kind.GARDEN, 5, sides=sides)


def test_a_side_has_one_sort_and_a_sort_one_meaning():
    with pytest.raises(ValueError):
        Tile("t4", Kind.GARDEN, 5, walls="N", sides={"N": RAMPART})
    with pytest.raises(ValueError):
        register_side_kind(SideKind(RAMPART))   # the same name, another meaning


def test_a_sort_of_tile_has_one_meaning():
    assert register_piece(BUILDING) is BUILDING   # the same sort again: nothing changes
    with pytest.raises(ValueError):
        register_piece(Piece("building"))         # the same name, another meaning


def test_a_side_that_meets_as_a_wall_but_does_not_score():
    ramparted = Alhambra()
    ramparted.place(Tile("t5", Kind.GARDEN, 5, sides={"E": RAMPART}), (1, 0))
    walled = Alhambra()
    walled.place(Tile("t6", Kind.GARDEN, 5, walls="E"), (1, 0))
    assert walled.longest_wall() == 1 and ramparted.longest_wall() == 0
    assert ramparted.outer_wall_sides() == []
    # to a neighbour it is a wall all the same (B2)
    open_west = Tile("t7", Kind.TOWER, 5)
    assert ramparted.check(open_west, (2, 0)) == "walls_mismatch"
    assert ramparted.check(Tile("t8", Kind.TOWER, 5, walls="W"), (2, 0)) == "not_on_foot"


def walled_pair() -> tuple[Alhambra, Tile]:
    """The fountain, a tile east of it walled on its east side, and a tile walled on its
    west side that could go beyond it only if that double wall were open."""
    alhambra = Alhambra()
    alhambra.place(Tile("t9", Kind.PAVILION, 5, walls="E"), (1, 0))
    return alhambra, Tile("t10", Kind.SERAGLIO, 5, walls="W")


def test_a_module_opens_a_double_wall_for_walking_and_the_opening_is_its_own():
    alhambra, beyond = walled_pair()
    assert alhambra.check(beyond, (2, 0)) == "not_on_foot"
    assert alhambra.opening_lets_in(beyond, (2, 0), "W")
    assert not alhambra.opening_lets_in(beyond, (2, 0), "N")   # nothing there
    alhambra.place_opened(beyond, (2, 0), "W", by=OPENER)
    assert alhambra.openings() == {(2, 0): SIDE_BIT["W"], (1, 0): SIDE_BIT["E"]}
    assert alhambra.openings(by=OPENER) == alhambra.openings()
    assert alhambra.openings(by="someone else") == {}
    assert alhambra.openers() == [OPENER] and alhambra.is_valid()
    assert alhambra.longest_wall() == 0   # still walls for the scoring: both inside
    # an opening locks nothing by itself; a module locks what it wants
    assert alhambra.locked() == frozenset() and alhambra.can_remove((2, 0)) is None
    alhambra.lock((2, 0))
    assert alhambra.is_locked((2, 0)) and alhambra.can_remove((2, 0)) == "fixed"
    copy = alhambra.clone()
    assert copy == alhambra and copy.openings(by=OPENER) == alhambra.openings()


def test_an_opening_is_refused_where_the_building_rules_hold_anyway_or_break_otherwise():
    alhambra, beyond = walled_pair()
    with pytest.raises(IllegalAction):
        alhambra.place_opened(beyond, (-1, 0), "E", by=OPENER)   # no double wall there
    with pytest.raises(IllegalAction):
        alhambra.place_opened(beyond, (1, 1), "N", by=OPENER)    # legal anyway: no need
    # above the place beyond the double wall, open tiles: a wall on top would meet them
    alhambra.place(Tile("t11", Kind.GARDEN, 5), (1, -1))
    alhambra.place(Tile("t12", Kind.GARDEN, 6), (2, -1))
    capped = Tile("t13", Kind.SERAGLIO, 6, walls="WN")
    assert alhambra.check(capped, (2, 0)) == "walls_mismatch"
    with pytest.raises(IllegalAction):
        alhambra.place_opened(capped, (2, 0), "W", by=OPENER)
    assert len(alhambra) == 4 and alhambra.openings() == {}


def test_the_state_keeps_each_modules_openings_under_its_id():
    game = Game.new(GameConfig(players=2, seed=4))
    alhambra, beyond = walled_pair()
    alhambra.place_opened(beyond, (2, 0), "W", by=OPENER)
    alhambra.lock((2, 0))
    game.players[0].alhambra = alhambra
    entry = game.state_dict()["players"][0]
    assert entry[OPENER] == [[1, 0, SIDE_BIT["E"]], [2, 0, SIDE_BIT["W"]]]
    assert entry["fixed"] == [[2, 0]]
    assert OPENER not in game.state_dict()["players"][1]
