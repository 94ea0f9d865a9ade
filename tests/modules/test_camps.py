"""RULES Part 2, M8 Camps (D17, D18, D26, D27): placement by the camps' own rules, later tiles
against a camp, the line scoring, camps unseen by wall scoring, removals that would break a
camp refused."""

from __future__ import annotations

import random

import pytest

from game.rules import Game, GameConfig, Tile, module_order
from game.rules.alhambra import Alhambra
from game.rules.data import BASE_TILES
from game.rules.modules.camps import BASTION, CAMP, camp_lines, camp_tiles
from game.rules.types import OPPOSITE, SIDE_BIT, STEP
from tests.modules.helpers import real_tile

CAMPS = {t.id: t for t in camp_tiles()}
EAST_WALL = real_tile("pavilion", 7)    # a wall on its east side only
NORTH_WALL = real_tile("pavilion", 6)   # a wall on its north side only
OPEN = real_tile("pavilion", 8)         # no walls


def camp(bastions: str) -> Tile:
    return next(t for t in camp_tiles() if t.sides_of(BASTION) == frozenset(bastions))


def test_the_eight_camps_of_the_house_data():
    assert sorted((t.price, "".join(sorted(t.sides_of(BASTION)))) for t in camp_tiles()) == [
        (5, "N"), (6, "E"), (7, "S"), (8, "W"), (9, "EN"), (10, "ES"), (11, "SW"), (12, "NW")]
    assert all(t.category == CAMP and not t.is_building for t in camp_tiles())


def with_east_wall() -> Alhambra:
    alhambra = Alhambra()
    alhambra.place(EAST_WALL, (1, 0))
    return alhambra


def test_a_camp_with_its_bastion_against_a_wall_is_legal():
    alhambra = with_east_wall()
    assert alhambra.check(camp("W"), (2, 0)) is None


@pytest.mark.parametrize("tile, pos, reason", [
    (camp("E"), (-1, 0), "camp_bastion"),      # its bastion faces the fountain's open side
    (camp("N"), (2, 0), "camp_side"),          # a plain side against the pavilion's wall
    (camp("E"), (2, 0), "camp_side"),          # the bastion faces away: the plain side touches
    (camp("W"), (3, 0), "not_joined"),
])
def test_camp_placement_reasons(tile, pos, reason):
    assert with_east_wall().check(tile, pos) == reason


def test_at_placement_exactly_one_wall_is_touched():
    alhambra = with_east_wall()
    alhambra.place(camp("W"), (2, 0))
    # a camp beside it, plain side to plain side, but touching no wall
    assert alhambra.check(camp("E"), (2, 1)) == "camp_one_wall"
    # two bastions both against walls at once: refused too (D27 holds at placement)
    two = Alhambra()
    two.place(next(t for t in BASE_TILES if t.walls == frozenset("S")), (1, 0))
    two.place(EAST_WALL, (0, 1))
    assert two.check(camp("NW"), (1, 1)) == "camp_one_wall"


def test_later_tiles_against_a_camp():
    alhambra = with_east_wall()
    alhambra.place(camp("W"), (2, 0))
    # an ordinary tile at a plain side of the camp is refused
    assert alhambra.check(OPEN, (2, 1)) == "closed_side"
    assert alhambra.check(OPEN, (3, 0)) == "closed_side"


def test_a_second_bastion_may_face_a_wall_later_and_both_score():  # D27
    alhambra = Alhambra()
    alhambra._put(EAST_WALL, (1, 0))
    alhambra._put(camp("SW"), (2, 0))
    alhambra._put(NORTH_WALL, (2, 1))
    # the west bastion: pavilion (1,0) and the fountain; the south one: the pavilion below
    assert camp_lines(alhambra) == 2 + 1


def layout(*tiles: tuple[Tile, tuple[int, int]]) -> Alhambra:
    """An Alhambra of these tiles where they are (scoring depends only on what stands)."""
    alhambra = Alhambra()
    for tile, pos in tiles:
        alhambra._put(tile, pos)
    return alhambra


def test_a_line_counts_every_tile_up_to_a_gap_through_interior_walls():
    west = next(t for t in BASE_TILES if t.walls == frozenset("W"))
    east = next(t for t in BASE_TILES if t.walls == frozenset("E") and t is not EAST_WALL)
    alhambra = layout((west, (-1, 0)), (east, (-2, 0)), (EAST_WALL, (1, 0)),
                      (camp("W"), (2, 0)))
    # behind the wall: pavilion (1,0), the fountain, (-1,0) and, past a double wall, (-2,0)
    assert camp_lines(alhambra) == 4


def test_the_fountain_and_huts_count_and_a_camp_stops_the_line():
    from game.rules.modules.huts import hut_tiles

    hut = hut_tiles()[0]
    alhambra = layout((hut, (-1, 0)), (camp("N"), (-2, 0)), (OPEN, (-3, 0)),
                      (EAST_WALL, (1, 0)), (camp("W"), (2, 0)))
    assert camp_lines(alhambra) == 3  # the pavilion, the fountain, the hut; then a camp


def test_camps_are_invisible_to_wall_scoring():
    alhambra = with_east_wall()
    before = alhambra.longest_wall()
    alhambra.place(camp("W"), (2, 0))
    assert alhambra.longest_wall() == before == 1  # the wall behind the bastion still counts


def test_a_removal_that_leaves_a_camp_alone_is_refused():  # D26
    alhambra = with_east_wall()
    alhambra.place(camp("W"), (2, 0))
    assert alhambra.can_remove((1, 0)) == "camp_alone"
    assert alhambra.can_remove((2, 0)) is None  # the camp itself may go to the reserve


def test_a_camp_may_be_exchanged_where_the_camp_rules_hold_after():  # D26
    alhambra = with_east_wall()
    alhambra.place(camp("W"), (2, 0))
    west_wall = next(t for t in BASE_TILES if t.walls == frozenset("W"))
    # another camp whose west bastion faces the same wall
    assert alhambra.can_swap(camp("SW"), (2, 0)) is None
    # refused for what the rules say, not for the place looking unjoined: a camp whose
    # plain side would meet the wall (camp rules), a building nobody could walk to (B4)
    assert alhambra.can_swap(camp("E"), (2, 0)) == "camp_side"
    assert alhambra.can_swap(west_wall, (2, 0)) == "not_on_foot"
    assert (2, 0) in alhambra.exchange_positions(camp("SW"))


def test_camps_score_at_every_scoring_and_nothing_with_dirk():
    game = Game.new(GameConfig(players=2, seed=3, modules={"camps"}))
    player = game.players[0]
    player.alhambra.place(EAST_WALL, (1, 0))
    player.alhambra.place(camp("W"), (2, 0))
    lines = game.module("camps").scoring_lines(game, 1)
    assert lines == {"camps": [2, 0, 0]}  # two players and Dirk (D18)


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_camps_stay_legal_and_replay(seed):
    players = 2 + seed % 5
    modules = {"camps"} | ({"huts", "gates"} if seed % 2 else {"change"})
    game = Game.new(GameConfig(players=players, seed=seed, modules=frozenset(modules)))
    rng = random.Random(seed)
    ids = sorted(CAMPS)
    steps = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        if steps % 25 == 0:
            assert sorted(str(t.id) for _, t in game.locations()
                          if getattr(t, "category", "") == CAMP) == ids
            for player in game.players:
                for pos, tile in player.alhambra.items():
                    if tile.category == CAMP:
                        assert tile.piece.stay_rule(player.alhambra, pos) is None
    replay = Game.new(game.config)
    for act in game.log:
        replay.apply(act)
    assert replay.digest() == game.digest()


# ---------------------------------------------------------------- the grid's remembered answers
def reaches_every_walkable_tile(alhambra: Alhambra, without=None) -> bool:
    """A naive walk from the fountain (gates open their walls): whether every walkable tile
    but the one at ``without`` is reached, as if that tile were taken out."""
    tiles = {pos: tile for pos, tile in alhambra.items() if pos != without}
    gates = alhambra.openings()

    def walls(pos):
        return tiles[pos].mask & ~gates.get(pos, 0)

    seen, todo = {(0, 0)}, [(0, 0)]
    while todo:
        pos = todo.pop()
        for side, (dx, dy) in STEP.items():
            near = (pos[0] + dx, pos[1] + dy)
            other = tiles.get(near)
            if near in seen or other is None or not other.walkable:
                continue
            if walls(pos) & SIDE_BIT[side] or walls(near) & SIDE_BIT[OPPOSITE[side]]:
                continue
            seen.add(near)
            todo.append(near)
    return len(seen) == sum(1 for tile in tiles.values() if tile.walkable)


def fresh_copy(alhambra: Alhambra) -> Alhambra:
    """The same grid with nothing remembered about it."""
    copy = alhambra.clone()
    copy._memo = {}
    return copy


def test_the_answers_a_grid_remembers_agree_with_a_fresh_look():
    """With camps (tiles with rules of their own) and gates, the building and exchange
    answers a grid remembers (per place taken out, per sort of tile, the walk to the
    fountain told by the cut positions) are those worked out afresh for each tile."""
    checked = 0
    for seed in range(1, 6):
        game = Game.new(GameConfig(players=3, seed=seed, modules=frozenset(module_order())))
        rng = random.Random(seed)
        while not game.is_over and len(game.log) < 400:
            game.apply(rng.choice(game.legal_actions()))
            checked += sum(check_remembered_answers(p) for p in game.players)
    assert checked > 300, checked


def check_remembered_answers(player) -> int:
    """Compare a seat's grid's remembered answers with fresh ones; how many tiles were
    looked at (none without a camp about)."""
    alhambra = player.alhambra
    if not any(tile.category == CAMP for tile in [*alhambra.tiles(), *player.reserve]):
        return 0
    assert alhambra._reached_by_all() == reaches_every_walkable_tile(alhambra)
    for pos, tile in alhambra.items():
        if tile.category != "fountain" and pos not in alhambra.locked():
            taken_out = alhambra._taken_out(pos) is not None
            assert taken_out == reaches_every_walkable_tile(alhambra, without=pos)
    tiles = [*player.reserve, *player.pending]
    for tile in tiles:
        fresh = fresh_copy(alhambra)
        assert alhambra.legal_positions(tile) == {
            pos for pos in fresh.frontier() if fresh.check(tile, pos) is None}
        fresh = fresh_copy(alhambra)
        assert alhambra.exchange_positions(tile) == [
            pos for pos, _tile in sorted(fresh.items()) if fresh.can_swap(tile, pos) is None]
    return len(tiles)
