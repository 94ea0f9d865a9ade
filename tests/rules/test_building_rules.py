"""RULES 1.4: the building rules B1-B5, D3, the order of reasons, and the redesign rules
for removal and exchange, with the rule sheet's own examples."""

import pytest

from game.rules import Alhambra, IllegalAction
from game.words.refusals import BASE, refusal_words
from tests.rules import naive
from tests.rules.helpers import alhambra_from, tile


def failing(alhambra: Alhambra, walls: str, pos) -> list[str]:
    return naive.failing_rules(naive.grid_of(alhambra), frozenset(walls), pos)


# ------------------------------------------------------------------ the sheet's examples
def test_sheet_a_wall_joined_to_a_side_without_wall():
    # RULES 1.4 B2: a tile whose bottom wall would touch the fountain's open top
    alhambra = alhambra_from("F")
    assert alhambra.check(tile("S"), (0, -1)) == "walls_mismatch"
    assert "bottom" in refusal_words(alhambra.refusal(tile("S"), (0, -1)))
    # the other way round: an open side against a wall
    alhambra = alhambra_from("F E")
    assert alhambra.check(tile("N"), (2, 0)) == "walls_mismatch"
    assert "left" in refusal_words(alhambra.refusal(tile("N"), (2, 0)))


def test_sheet_on_foot_rule_not_followed():
    # RULES 1.4 B4: the tower's walls match, it is joined, but it lies behind a wall
    alhambra = alhambra_from("F E")
    tower = tile("W", kind="tower")
    assert failing(alhambra, "W", (2, 0)) == ["not_on_foot"]
    assert alhambra.check(tower, (2, 0)) == "not_on_foot"
    assert (2, 0) not in alhambra.legal_positions(tower)


def test_sheet_tiles_joined_only_at_a_corner():
    # RULES 1.4 B3: a corner is not enough
    alhambra = alhambra_from("F")
    for corner in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        assert alhambra.check(tile(), corner) == "not_joined"


def test_sheet_arcades_would_enclose_an_empty_area():
    # RULES 1.4 B5: the arcades would close off the empty position (1, 1)
    alhambra = alhambra_from("F o o / o . o / . . o")
    arcades = tile(kind="arcades")
    assert failing(alhambra, "", (1, 2)) == ["hole"]
    assert alhambra.check(arcades, (1, 2)) == "hole"
    with pytest.raises(IllegalAction) as error:
        alhambra.place(arcades, (1, 2))
    assert error.value.reason == "hole"
    assert alhambra.at((1, 2)) is None


def test_d3_two_empty_cells_enclosed_are_a_hole():
    # D3: an enclosed empty area of two cells is a hole
    alhambra = alhambra_from("F o o o / o . . o / . . o o")
    assert alhambra.check(tile(), (1, 2)) == "hole"


def test_d3_four_empty_cells_enclosed_are_a_hole():
    # D3: whatever its size
    alhambra = alhambra_from("F o o o / o . . o / o . . o / . . o o")
    assert alhambra.check(tile(), (1, 3)) == "hole"


def test_a_bay_that_stays_open_is_not_a_hole():
    # RULES 1.4 B5: an empty area with a way out is no hole
    alhambra = alhambra_from("F o o o / o . . o / o . . o / . . . o")
    assert alhambra.check(tile(), (0, 3)) is None
    alhambra.place(tile(), (0, 3))
    assert alhambra.check(tile(), (1, 3)) is None  # (2, 3) still lets the area out
    assert alhambra.check(tile(), (2, 3)) is None


# ------------------------------------------------------------------ single rules
def test_b1_tiles_keep_their_printed_orientation():
    # RULES 1.4 B1: never rotated, so a tile with only its top open fits only south of
    # the fountain; rotated it would fit elsewhere
    alhambra = alhambra_from("F")
    three_walls = tile("ESW")
    assert alhambra.legal_positions(three_walls) == {(0, 1)}
    alhambra.place(three_walls, (0, 1))
    assert alhambra.at((0, 1)).walls == frozenset("ESW")


def test_fountain_alone_open_tile_fits_on_all_four_sides():
    # RULES 1.4: the four orthogonal neighbours of the fountain
    assert alhambra_from("F").legal_positions(tile()) == {(0, -1), (1, 0), (0, 1), (-1, 0)}


def test_a_tile_walled_all_round_never_fits():
    # RULES 1.4 B2/B4: it can never be reached on foot
    alhambra = alhambra_from("F o o / o o o")
    assert alhambra.legal_positions(tile("NESW")) == set()


def test_b2_walls_may_meet_walls():
    # RULES 1.4 B2: both walled is fine (back to back), when reachable another way
    alhambra = alhambra_from("F E . / o o o")
    assert failing(alhambra, "W", (2, 0)) == []
    assert alhambra.check(tile("W"), (2, 0)) is None


def test_b2_checks_every_touching_side():
    # RULES 1.4 B2: one matching neighbour is not enough
    alhambra = alhambra_from("F o / o .")
    assert alhambra.check(tile("N"), (1, 1)) == "walls_mismatch"
    assert alhambra.check(tile("W"), (1, 1)) == "walls_mismatch"
    assert alhambra.check(tile("SE"), (1, 1)) is None


def test_b4_on_foot_through_any_reachable_neighbour():
    # RULES 1.4 B4: enough to share an open side with a reachable tile
    alhambra = alhambra_from("F o / o .")
    assert alhambra.check(tile("E"), (1, 1)) is None


def test_b3_not_joined_far_away():
    alhambra = alhambra_from("F o o")
    assert alhambra.check(tile(), (5, 5)) == "not_joined"
    assert alhambra.check(tile(), (3, 1)) == "not_joined"


def test_occupied():
    alhambra = alhambra_from("F o")
    assert alhambra.check(tile(), (0, 0)) == "occupied"
    assert alhambra.check(tile(), (1, 0)) == "occupied"


def test_place_raises_and_changes_nothing():
    # RULES 1.4: the engine checks every change
    alhambra = alhambra_from("F E")
    before = naive.grid_of(alhambra)
    for walls, pos in (("W", (2, 0)), ("S", (0, -1)), ("", (3, 3)), ("", (1, 0))):
        with pytest.raises(IllegalAction):
            alhambra.place(tile(walls), pos)
    assert naive.grid_of(alhambra) == before


# ------------------------------------------------------------------ reasons (RULES 1.4)
MULTI_FAILURES = [
    # layout, walls of the new tile, position, every rule it breaks (naive), first reason
    ("F o", "", (1, 0), ["occupied"]),
    ("F", "", (3, 3), ["not_joined", "not_on_foot"]),
    ("F o o / o . o / . . .", "S", (1, 2), ["not_joined", "hole", "not_on_foot"]),
    ("F", "S", (0, -1), ["walls_mismatch", "not_on_foot"]),
    ("F o o / o . o / . . o", "E", (1, 2), ["walls_mismatch", "hole", "not_on_foot"]),
    ("F o o / o . o / o . o", "E", (1, 2), ["walls_mismatch", "hole"]),
    ("F o o / o . o / . . W", "E", (1, 2), ["hole", "not_on_foot"]),
    ("F o o / o . o / . . o", "", (1, 2), ["hole"]),
    ("F E", "W", (2, 0), ["not_on_foot"]),
]


@pytest.mark.parametrize("layout, walls, pos, broken", MULTI_FAILURES)
def test_reason_is_the_first_broken_rule(layout, walls, pos, broken):
    # RULES 1.4 Reasons: occupied, then B3, B2, B5, B4
    alhambra = alhambra_from(layout)
    assert failing(alhambra, walls, pos) == broken  # the scenario is what it claims
    assert alhambra.check(tile(walls), pos) == broken[0]
    with pytest.raises(IllegalAction) as error:
        alhambra.place(tile(walls), pos)
    assert error.value.reason == broken[0]


@pytest.mark.parametrize("layout, walls, pos, broken", MULTI_FAILURES)
def test_reason_in_plain_words(layout, walls, pos, broken):
    # RULES 1.4 Reasons: plain words the table can show
    alhambra = alhambra_from(layout)
    words = refusal_words(alhambra.refusal(tile(walls), pos))
    assert words and "_" not in words
    if broken[0] != "walls_mismatch":
        assert words == BASE[broken[0]]
    else:
        assert any(side in words for side in ("top", "right", "bottom", "left"))


def test_no_words_for_a_legal_position():
    assert alhambra_from("F").refusal(tile(), (0, 1)) is None


# ------------------------------------------------------------------ redesign (RULES 1.3/1.4)
def test_fountain_is_never_removed_or_exchanged():
    # RULES 1.3: the fountain is never removed or exchanged
    alhambra = alhambra_from("F o")
    assert alhambra.can_remove((0, 0)) == "fountain"
    assert alhambra.can_swap(tile(), (0, 0)) == "fountain"
    assert (0, 0) not in alhambra.removable_positions()
    assert (0, 0) not in alhambra.exchange_positions(tile())
    with pytest.raises(IllegalAction):
        alhambra.remove((0, 0))
    with pytest.raises(IllegalAction):
        alhambra.swap(tile(), (0, 0))
    assert alhambra.at((0, 0)).category == "fountain"


def test_nothing_to_remove_on_an_empty_position():
    assert alhambra_from("F o").can_remove((5, 5)) == "empty"


def test_removal_must_keep_every_tile_reachable_on_foot():
    # RULES 1.4: after a removal all tiles reachable on foot from the fountain
    alhambra = alhambra_from("F o o")
    assert alhambra.can_remove((1, 0)) == "not_on_foot"
    assert alhambra.can_remove((2, 0)) is None
    assert alhambra.removable_positions() == {(2, 0)}


def test_removal_must_not_leave_a_hole():
    # RULES 1.4: after a removal no hole
    alhambra = alhambra_from("F o o / o o o / o o o")
    assert alhambra.can_remove((1, 1)) == "hole"
    assert alhambra.can_remove((2, 2)) is None
    assert alhambra.can_remove((1, 0)) is None


def test_removal_of_a_wall_that_was_the_only_way_round():
    # RULES 1.4 B4 after removal: (2, 0) is reached only through (2, 1) and (1, 1)
    alhambra = alhambra_from("F E W / o o o")
    assert alhambra.can_remove((2, 1)) == "not_on_foot"
    assert alhambra.can_remove((1, 1)) == "not_on_foot"
    assert alhambra.can_remove((2, 0)) is None


def test_remove_returns_the_tile_and_frees_the_position():
    alhambra = alhambra_from("F o o")
    taken = alhambra.remove((2, 0))
    assert taken.walls == frozenset() and alhambra.at((2, 0)) is None


def test_exchange_takes_exactly_the_place_and_must_match_walls():
    # RULES 1.3: the reserve tile takes exactly the place of the removed one; B2-B5 hold
    alhambra = alhambra_from("F o")
    assert alhambra.can_swap(tile("W"), (1, 0)) == "walls_mismatch"
    assert alhambra.can_swap(tile("E"), (1, 0)) is None
    new = tile("NE")
    old = alhambra.swap(new, (1, 0))
    assert old.walls == frozenset() and alhambra.at((1, 0)) is new


def test_exchange_positions_of_a_tile():
    alhambra = alhambra_from(". N . / W F E / . S .")
    # each tile touches only the fountain (open), so any tile open toward it fits
    assert set(alhambra.exchange_positions(tile())) == {(0, -1), (1, 0), (0, 1), (-1, 0)}
    assert set(alhambra.exchange_positions(tile("N"))) == {(0, -1), (1, 0), (-1, 0)}
    assert set(alhambra.exchange_positions(tile("S"))) == {(0, 1), (1, 0), (-1, 0)}
