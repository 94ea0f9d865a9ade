"""M4 Worker huts (RULES Part 2, M4)."""

import random

import pytest

from game.rules import (
    ACTION, PLACEMENT, Alhambra, Buy, EndTurn, IllegalAction, Kind, Place, Tile,
)
from game.rules.modules.huts import MAX_HUTS, TakeHut, hut_neighbours, hut_tiles, stack_tops

from tests.modules.helpers import module_game, real_tile, set_hand, set_market


def hut(kind: str, wall: str) -> Tile:
    return next(h for h in hut_tiles() if h.kind is Kind(kind) and h.walls == frozenset(wall))


def test_24_huts_in_six_stacks_each_with_one_wall():
    huts = hut_tiles()
    assert len(huts) == 24 and all(len(h.walls) == 1 for h in huts)
    game = module_game("huts")
    sizes = {k: len(v) for k, v in game.ext["huts"].stacks.items()}
    assert sizes == {"pavilion": 3, "seraglio": 3, "arcades": 4, "chambers": 4,
                     "garden": 5, "tower": 5}


def test_each_stack_is_shuffled_so_its_order_differs_between_games():
    def orders(seed: int, edition: int | None = None) -> tuple:
        extra = {} if edition is None else {"edition": edition}
        game = module_game("huts", seed=seed, **extra)
        return tuple(tuple(stack) for stack in game.ext["huts"].stacks.values())

    assert len({orders(seed) for seed in range(10)}) > 1
    tower_tops = {orders(seed)[5][0] for seed in range(30)}
    assert len(tower_tops) > 1                               # any hut may lie on top
    assert len({orders(seed, edition=1) for seed in range(10)}) == 1   # first edition: fixed


def test_a_view_shows_each_top_hut_and_how_many_lie_beneath_not_their_order():
    game = module_game("huts", seed=3)
    stacks = game.ext["huts"].stacks
    view = game.view(1)
    assert stack_tops(view) == stack_tops(game)
    assert {k: len(v) for k, v in view.ext["huts"].stacks.items()} == \
        {k: len(v) for k, v in stacks.items()}
    other = game.clone()
    towers = other.ext["huts"].stacks["tower"]
    towers[1:] = reversed(towers[1:])                       # another order beneath the top
    assert other.view(1).state_dict() == view.state_dict()
    seen_second = set()
    rng = random.Random(4)
    for _ in range(30):
        world = view.determinize(rng)
        sampled = world.ext["huts"].stacks
        assert all(sorted(sampled[k]) == sorted(stacks[k]) and sampled[k][0] == stacks[k][0]
                   for k in stacks)
        seen_second.add(sampled["tower"][1])
    assert len(seen_second) > 1


def test_the_next_hut_is_turned_up_when_the_top_one_is_taken():
    game = module_game("huts", seed=3)
    top, second = game.ext["huts"].stacks["garden"][:2]
    game.apply(TakeHut("garden"))
    assert game.players[0].pending[0].id == top
    assert stack_tops(game)["garden"] == (next(h for h in hut_tiles() if h.id == second), 4)


def test_taking_a_hut_is_free_ends_the_actions_and_waits_for_placement():
    game = module_game("huts")
    money = list(game.players[0].hand)
    game.apply(TakeHut("tower"))
    player = game.players[0]
    assert game.phase == PLACEMENT and player.hand == money
    assert [t.category for t in player.pending] == ["hut"]
    assert player.pending[0].kind is Kind.TOWER
    assert len(game.ext["huts"].stacks["tower"]) == 4
    assert not any(type(a).__name__ == "GiveToDirk" for a in game.legal_actions())


def test_a_hut_after_an_exact_purchase_is_the_last_action():
    game = module_game("huts")
    tile = real_tile("pavilion", 2)
    set_market(game, tile, None, None, None)
    set_hand(game, 0, "florin 2")
    game.apply(Buy(0, (game.players[0].hand[0].id,)))
    assert game.phase == ACTION and TakeHut("garden") in game.legal_actions()
    game.apply(TakeHut("garden"))
    assert game.phase == PLACEMENT and len(game.players[0].pending) == 2


def test_nobody_holds_more_than_three_huts_reserve_included():
    game = module_game("huts")
    stacks = game.ext["huts"].stacks
    for kind in ("pavilion", "seraglio", "arcades"):
        hut_id = stacks[kind].pop(0)
        game.players[0].reserve.append(next(h for h in hut_tiles() if h.id == hut_id))
    assert MAX_HUTS == 3
    assert not any(isinstance(a, TakeHut) for a in game.legal_actions())
    with pytest.raises(IllegalAction) as error:
        game.apply(TakeHut("garden"))
    assert error.value.reason == "hut_limit"


def test_huts_are_placed_by_the_building_rules():
    game = module_game("huts")
    stack = game.ext["huts"].stacks["pavilion"]
    stack.insert(0, stack.pop(stack.index(hut("pavilion", "N").id)))
    game.apply(TakeHut("pavilion"))
    placed = game.players[0].pending[0]      # the pavilion hut walled on N
    assert placed.walls == frozenset("N")
    with pytest.raises(IllegalAction) as error:
        game.apply(Place(placed.id, (0, 1)))  # its N wall would meet the fountain's open S
    assert error.value.reason == "walls_mismatch"
    game.apply(Place(placed.id, (1, 0)))
    game.apply(EndTurn())
    assert game.players[0].alhambra.at((1, 0)) == placed


def test_hut_counts_its_unwalled_neighbours_of_its_kind():
    """A garden hut walled on N with gardens W, E and S of it counts 3; a garden behind
    its wall, or a garden whose own wall faces it, does not count."""
    garden_hut = hut("garden", "N")
    a = Alhambra()
    open_garden = Tile("g1", Kind.GARDEN, 5)
    a.place(open_garden, (1, 0))
    a.place(garden_hut, (2, 0))
    a.place(Tile("g2", Kind.GARDEN, 5), (3, 0))
    a.place(Tile("g3", Kind.GARDEN, 5), (2, 1))
    assert hut_neighbours(a, (2, 0), garden_hut) == 3
    # A garden behind the hut's wall does not count; nor does another kind.
    b = Alhambra()
    b.place(Tile("g4", Kind.GARDEN, 5), (0, -1))
    b.place(Tile("g5", Kind.GARDEN, 5, frozenset("S")), (1, -1))
    b.place(garden_hut, (1, 0))
    b.place(Tile("t1", Kind.TOWER, 5), (2, 0))
    assert hut_neighbours(b, (1, 0), garden_hut) == 0
    b.place(Tile("g6", Kind.GARDEN, 5), (1, 1))
    assert hut_neighbours(b, (1, 0), garden_hut) == 1


def test_hut_points_show_in_the_scoring_table():
    game = module_game("huts")
    game.apply(TakeHut("garden"))
    placed = game.players[0].pending[0]
    alhambra = game.players[0].alhambra
    alhambra.place(Tile("gx", Kind.GARDEN, 5), (1, 0))
    spot = next(p for p in sorted(alhambra.legal_positions(placed))
                if hut_neighbours_after(alhambra, placed, p) == 1)
    game.apply(Place(placed.id, spot))
    scored = game.score(1, [])
    assert scored.rows[0].count_bonus == {"huts": {"garden": 1}}
    assert scored.rows[0].counts["garden"] == 2


def hut_neighbours_after(alhambra, placed, pos):
    trial = alhambra.clone()
    trial.place(placed, pos)
    return hut_neighbours(trial, pos, placed)


def test_hut_walls_score_as_walls():
    a = Alhambra()
    a.place(hut("tower", "N"), (1, 0))
    assert a.longest_wall() == 1
