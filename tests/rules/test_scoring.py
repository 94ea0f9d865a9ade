"""RULES 1.5: scoring — majorities for the three scorings, ties, walls, the scoring rows."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules import KINDS, Kind, Scored, majority_points, score_majorities
from tests.rules import naive
from tests.rules.helpers import (
    add_to_alhambra, alhambra_from, box_tiles, build_in_game, new_game, real_tile, row_of,
    scoring_now, set_reserve,
)

TOWER, PAVILION = Kind.TOWER, Kind.PAVILION


def only(kind: Kind, *amounts: int) -> list[dict[Kind, int]]:
    """Counts per player: ``amounts`` of ``kind`` and nothing else."""
    return [{k: (a if k is kind else 0) for k in KINDS} for a in amounts]


def points_for(scoring: int, kind: Kind, *amounts: int) -> list[int]:
    return [per_kind[kind] for per_kind in majority_points(scoring, only(kind, *amounts))]


# ------------------------------------------------------------------ majority tables
@pytest.mark.parametrize("kind, first", list(zip(KINDS, (1, 2, 3, 4, 5, 6))))
def test_first_scoring_pays_first_place_only(kind, first):
    # RULES 1.5: 1st scoring pays 1st place (RULES 1.1 table)
    assert points_for(1, kind, 3, 2, 1) == [first, 0, 0]


@pytest.mark.parametrize("kind, places", list(zip(KINDS, ((8, 1), (9, 2), (10, 3), (11, 4),
                                                          (12, 5), (13, 6)))))
def test_second_scoring_pays_first_and_second(kind, places):
    # RULES 1.5: 2nd scoring pays 1st and 2nd place
    assert points_for(2, kind, 1, 5, 3, 2) == [0, places[0], places[1], 0]


@pytest.mark.parametrize("kind, places", list(zip(KINDS, ((16, 8, 1), (17, 9, 2), (18, 10, 3),
                                                          (19, 11, 4), (20, 12, 5), (21, 13, 6)))))
def test_third_scoring_pays_three_places(kind, places):
    # RULES 1.5: 3rd scoring pays 1st, 2nd, 3rd place
    assert points_for(3, kind, 2, 4, 1, 3, 6) == [0, places[1], 0, places[2], places[0]]


def test_sheet_kim_and_nina_share_first_and_second_in_towers():
    # RULES 1.5 example: 2nd scoring, 4 towers each: (13 + 6) / 2 -> 9 each; the next
    # player is 3rd and gets nothing in the 2nd scoring
    assert points_for(2, TOWER, 4, 4, 3) == [9, 9, 0]


def test_sheet_two_tied_first_in_pavilions_in_first_scoring_get_nothing():
    # RULES 1.5 example: 1 / 2 rounded down -> 0 each
    assert points_for(1, PAVILION, 2, 2, 1) == [0, 0, 0]


def test_tie_for_second_shares_second_and_third():
    # RULES 1.5: the tied block shares the places it occupies
    assert points_for(3, TOWER, 5, 3, 3, 1) == [21, 9, 9, 0]  # (13 + 6) // 2; 4th: nothing
    assert points_for(2, TOWER, 5, 3, 3) == [13, 3, 3]  # (6 + 0) // 2


def test_three_way_tie_for_first_in_the_third_scoring():
    assert points_for(3, TOWER, 2, 2, 2, 1) == [13, 13, 13, 0]  # (21 + 13 + 6) // 3


def test_tie_after_a_tied_block():
    # two tied first take places 1-2; the next two are tied for 3rd
    assert points_for(3, Kind.GARDEN, 4, 4, 2, 2) == [16, 16, 2, 2]  # (20+12)//2, 5//2


def test_players_without_that_kind_get_nothing():
    # RULES 1.5: only players with at least one score
    assert points_for(3, TOWER, 1, 0, 0) == [21, 0, 0]
    assert points_for(2, TOWER, 0, 0) == [0, 0]
    assert points_for(3, TOWER, 0, 3, 0, 3) == [0, 17, 0, 17]


def test_kinds_are_scored_separately():
    counts = [{TOWER: 2, PAVILION: 0}, {TOWER: 1, PAVILION: 3}]
    assert score_majorities(2, counts) == [13 + 0, 6 + 8]


@given(scoring=st.integers(1, 3),
       counts=st.lists(st.integers(0, 6), min_size=2, max_size=7))
def test_majorities_match_the_rule_text(scoring, counts):
    # RULES 1.5 ties, for any counts (up to 6 players and Dirk)
    for kind in KINDS:
        places = naive.PLACE_POINTS[scoring][kind.value]
        assert points_for(scoring, kind, *counts) == naive.majority_points(places, counts)


# ------------------------------------------------------------------ walls
@pytest.mark.parametrize("layout, wall", [
    ("F", 0),
    ("F N", 1),
    ("F NS", 1),          # opposite sides of one tile share no corner
    ("F NE", 2),          # two sides meeting at a corner
    ("F N N", 2),         # a straight run
    ("F E W / o o o", 0),  # back to back: never counts
    ("F NE W / o o o", 1),  # only the outer north side counts, not the back-to-back east
    ("F S o / o . W", 2),  # joined round an inner corner
    ("NW N NE / W F E / SW S ES", 12),  # D4: a closed ring of 12 scores 12
    ("NW N NE / W F E / SW o ES", 11),  # the same ring with one gap: one chain of 11
])
def test_longest_connected_outer_wall(layout, wall):
    # RULES 1.5 walls, D4
    alhambra = alhambra_from(layout)
    assert naive.longest_wall(naive.grid_of(alhambra)) == wall
    assert alhambra.longest_wall() == wall


def test_two_separate_walls_score_the_longer():
    # RULES 1.5: the longest connected wall only
    alhambra = alhambra_from("N N N / o F o / . S .")
    assert alhambra.longest_wall() == 3


# ------------------------------------------------------------------ scorings in a game
def test_reserve_does_not_count_and_ties_share():
    # RULES 1.5: reserve does not count; two players with 2 towers each tie for 1st
    game = new_game(players=3)
    towers = box_tiles("tower", 6)
    add_to_alhambra(game, 0, *towers[0:2])
    add_to_alhambra(game, 1, *towers[2:4])
    set_reserve(game, 1, *towers[4:6])
    scored = scoring_now(game, 1)
    assert row_of(scored, 0).counts["tower"] == 2
    assert row_of(scored, 1).counts["tower"] == 2  # not 4: the reserve does not count
    assert row_of(scored, 0).buildings["tower"] == 3  # 6 // 2
    assert row_of(scored, 1).buildings["tower"] == 3
    assert row_of(scored, 2).buildings["tower"] == 0


def test_a_scoring_shows_points_per_kind_and_wall_and_adds_them_up():
    # RULES 1.5: each player's points per kind and for the wall
    game = new_game(players=3)
    # seat 0: 1 pavilion, 2 gardens, a wall; seat 1: 1 pavilion, 1 garden; seat 2: nothing
    build_in_game(game, 0, {(1, 0): real_tile("garden", 10, "N"), (2, 0): real_tile("garden", 9),
                            (0, 1): real_tile("pavilion", 8)})
    add_to_alhambra(game, 1, real_tile("pavilion", 7), real_tile("garden", 11))
    game.players[0].score, game.players[1].score, game.players[2].score = 5, 7, 2
    scored = scoring_now(game, 2)
    assert isinstance(scored, Scored) and scored.number == 2
    zero = dict.fromkeys((k.value for k in KINDS), 0)
    row0, row1, row2 = (row_of(scored, s) for s in range(3))
    assert row0.buildings == zero | {"pavilion": (8 + 1) // 2, "garden": 12}
    assert row1.buildings == zero | {"pavilion": (8 + 1) // 2, "garden": 5}
    assert row2.buildings == zero
    assert row0.wall == 1 and row1.wall == game.players[1].alhambra.longest_wall()
    assert row0.gained == 4 + 12 + 1
    assert scored.totals == (5 + row0.gained, 7 + row1.gained, 2 + 0)
    assert game.scores == list(scored.totals)
    assert game.history[-1] is scored


def test_walls_score_in_every_scoring():
    # RULES 1.5: 1 point per side of the longest wall, in each scoring
    game = new_game(players=3)
    build_in_game(game, 0, {(0, -1): real_tile("pavilion", 5, "NW"),
                            (1, -1): real_tile("tower", 11, "N"),
                            (2, -1): real_tile("seraglio", 4, "NE")})
    first = scoring_now(game, 1)
    assert row_of(first, 0).wall == 5  # the west side, three north sides, the east side
    assert first.totals[0] == 5 + sum(row_of(first, 0).buildings.values())
