"""RULES 1.4 and 1.5 walls: the engine's fast building rules against a naive brute-force
reading of the rule text (``tests/rules/naive.py``) on many random Alhambras, and
"perft-like" golden counts of legal positions for fixed Alhambras."""

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.rules import BASE_TILES, Alhambra
from tests.rules import naive
from tests.rules.helpers import alhambra_from, grow, tile

# every wall combination a tile could have, printed or not
ALL_WALLS = [frozenset(s for i, s in enumerate("NESW") if mask >> i & 1) for mask in range(16)]


def walls_text(walls: frozenset[str]) -> str:
    return "".join(sorted(walls))


def compare_everything(alhambra: Alhambra, rng: random.Random, masks=ALL_WALLS) -> None:
    """Every question the engine answers about this Alhambra, asked of the naive rules."""
    grid = naive.grid_of(alhambra)
    picture = "\n" + naive.draw(grid)
    assert naive.is_valid(grid), picture
    assert alhambra.is_valid(), picture
    # B3 frontier: empty positions sharing a side with a tile
    front = {near for pos in grid for _, near in naive.neighbours(pos)} - set(grid)
    assert set(alhambra.frontier()) == front, picture
    for walls in masks:
        new = tile(walls_text(walls))
        # placement: the set of legal positions, and the first reason everywhere nearby
        assert alhambra.legal_positions(new) == naive.legal_positions(grid, walls), \
            f"{picture}\ntile walls {walls_text(walls)}"
        for pos in naive.candidate_positions(grid, margin=1):
            assert alhambra.check(new, pos) == naive.check(grid, walls, pos), \
                f"{picture}\ntile walls {walls_text(walls)} at {pos}"
        # exchange
        assert set(alhambra.exchange_positions(new)) == naive.exchange_positions(grid, walls), \
            f"{picture}\nexchange with walls {walls_text(walls)}"
        for pos in grid:
            assert (alhambra.can_swap(new, pos) is None) == naive.can_exchange(grid, walls, pos)
    # removal: legality, and a reason that names a rule the removal really breaks
    assert set(alhambra.removable_positions()) == naive.removable_positions(grid), picture
    for pos in naive.candidate_positions(grid, margin=1):
        broken = naive.removal_failures(grid, pos)
        reason = alhambra.can_remove(pos)
        assert (reason is None) == (not broken), f"{picture}\nremove {pos}"
        if broken:
            assert reason in broken, f"{picture}\nremove {pos}: {reason} not in {broken}"
    # walls (RULES 1.5, D4)
    assert alhambra.longest_wall() == naive.longest_wall(grid), picture


@pytest.mark.parametrize("seed", range(80))
def test_seeded_random_alhambras_agree_with_the_naive_rules(seed):
    # RULES 1.4 B2-B5, D3, reasons; RULES 1.5 longest wall
    rng = random.Random(seed)
    alhambra = grow(rng, steps=rng.randrange(1, 45))
    compare_everything(alhambra, rng)


@given(seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 40),
       walls=st.sampled_from(["box", "all", "few"]))
def test_hypothesis_alhambras_agree_with_the_naive_rules(seed, steps, walls):
    # RULES 1.4, 1.5: the same comparison on shapes hypothesis picks; "few" walls make
    # big open Alhambras with many hole threats, "all" uses every wall combination
    pool = {"box": None, "all": ALL_WALLS[:15], "few": [frozenset(), frozenset(), frozenset("N")]}
    rng = random.Random(seed)
    alhambra = grow(rng, steps, wall_choices=pool[walls])
    compare_everything(alhambra, rng, masks=rng.sample(ALL_WALLS, 6))


def test_every_step_of_a_long_growth_agrees():
    # RULES 1.4: not just the final shape: every intermediate one
    rng = random.Random(99)
    alhambra = Alhambra()
    for _ in range(30):
        grid = naive.grid_of(alhambra)
        walls = rng.choice([t.walls for t in BASE_TILES])
        legal = sorted(naive.legal_positions(grid, walls))
        assert set(alhambra.legal_positions(tile(walls_text(walls)))) == set(legal)
        if legal:
            alhambra.place(tile(walls_text(walls)), rng.choice(legal))
        assert alhambra.is_valid() and naive.is_valid(naive.grid_of(alhambra))


# ------------------------------------------------------------------ perft-like counts
# Fixed Alhambras and, for each of the 16 wall combinations (bit 0 N, 1 E, 2 S, 3 W), the
# number of legal positions, counted by hand for the fountain alone and by the naive
# checker for the others.
GOLDEN = {
    "F": [4, 3, 3, 2, 3, 2, 2, 1, 3, 2, 2, 1, 2, 1, 1, 0],
}
# Three Alhambras once grown at random and frozen here as text, with the naive checker's
# counts per wall combination and their longest wall.
GOLDEN_LAYOUTS = {
    "crooked": ("""
        .    .    NEW  .    .    .    .
        NE   NW   o    ES   .    .    .
        W    o    F    .    .    .    .
        .    .    W    N    o    o    o
        .    SW   ES   SW   ES   SW   .
        """, [5, 4, 5, 3, 3, 3, 2, 2, 4, 4, 4, 3, 1, 1, 0, 0], 6),
    "open": ("""
        .    .    .    .    .    N    .
        .    .    .    .    N    o    o
        .    .    N    N    o    ES   .
        N    N    o    o    o    N    .
        o    o    o    o    o    o    N
        .    o    o    o    F    ES   .
        .    .    o    o    ES   .    .
        """, [9, 5, 5, 3, 12, 8, 5, 3, 8, 2, 4, 0, 11, 5, 4, 0], 4),
    "walled": ("""
        .    .    NW   E    .    .    .    .    .
        .    .    W    S    NE   .    .    .    .
        .    .    .    NW   ES   .    .    .    .
        .    .    NW   o    NE   NW   S    .    .
        NW   N    E    SW   F    S    NE   .    .
        .    .    .    .    SW   NE   SW   N    N
        .    .    .    .    .    o    N    o    o
        .    .    .    .    .    .    E    SW   .
        """, [11, 6, 10, 5, 9, 4, 9, 3, 7, 3, 6, 2, 5, 1, 5, 0], 6),
}


def counts_by_mask(alhambra: Alhambra, count) -> list[int]:
    return [count(alhambra, walls) for walls in ALL_WALLS]


def test_golden_counts_fountain_alone():
    # RULES 1.4: each side of the fountain is open; a tile fits there iff its facing
    # side is open, so the count is the number of open sides among the 4 facing ones
    engine = counts_by_mask(Alhambra(), lambda a, w: len(a.legal_positions(tile(walls_text(w)))))
    assert engine == GOLDEN["F"]


@pytest.mark.parametrize("name", sorted(GOLDEN_LAYOUTS))
def test_golden_counts_fixed_layouts(name):
    # perft-like: legal positions per wall combination, and the longest wall (RULES 1.5)
    layout, golden, wall = GOLDEN_LAYOUTS[name]
    alhambra = alhambra_from(layout)
    grid = naive.grid_of(alhambra)
    by_naive = counts_by_mask(alhambra, lambda a, w: len(naive.legal_positions(grid, w)))
    by_engine = counts_by_mask(alhambra, lambda a, w: len(a.legal_positions(tile(walls_text(w)))))
    assert by_naive == golden
    assert by_engine == golden
    assert naive.longest_wall(grid) == alhambra.longest_wall() == wall


@pytest.mark.parametrize("seed", [11, 23, 2024])
def test_golden_counts_of_box_tiles_on_seeded_alhambras(seed):
    # perft-like: for every box tile, how many positions it could take; the total and the
    # per-tile counts by the naive rules and by the engine must agree
    alhambra = grow(random.Random(seed), 35)
    grid = naive.grid_of(alhambra)
    by_naive = Counter({t.id: len(naive.legal_positions(grid, t.walls)) for t in BASE_TILES})
    by_engine = Counter({t.id: len(alhambra.legal_positions(t)) for t in BASE_TILES})
    assert by_engine == by_naive, "\n" + naive.draw(grid)
    assert sum(by_naive.values()) > 0
