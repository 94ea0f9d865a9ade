"""A deliberately naive reading of the building rules (RULES 1.4) and the wall rule (1.5).

Everything here is brute force on a plain ``{(x, y): walls}`` grid: flood fills from
scratch, no caching, no incremental state, nothing shared with the engine but the rule
text. The tests compare the engine's fast answers with these slow ones.

A grid maps a position to the frozenset of walled sides of the tile there; the fountain
is the tile at (0, 0) and has no walls.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping

Pos = tuple[int, int]
Grid = Mapping[Pos, frozenset[str]]

ORIGIN: Pos = (0, 0)
STEPS = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
FACING = {"N": "S", "E": "W", "S": "N", "W": "E"}

# The rule order for an illegal position (RULES 1.4 "Reasons": B3, B2, B5, B4).
REASON_ORDER = ("occupied", "not_joined", "walls_mismatch", "hole", "not_on_foot")


def grid_of(alhambra) -> dict[Pos, frozenset[str]]:
    """The plain grid of an engine Alhambra (only its public ``items``)."""
    return {pos: frozenset(tile.walls) for pos, tile in alhambra.items()}


def step(pos: Pos, side: str) -> Pos:
    dx, dy = STEPS[side]
    return (pos[0] + dx, pos[1] + dy)


def neighbours(pos: Pos) -> Iterable[tuple[str, Pos]]:
    for side in STEPS:
        yield side, step(pos, side)


# ------------------------------------------------------------------ the rules one by one
def joined(grid: Grid, pos: Pos) -> bool:
    """B3: at least one orthogonal neighbour is built on."""
    return any(near in grid for _, near in neighbours(pos))


def sides_match(grid: Grid, pos: Pos, walls: frozenset[str]) -> bool:
    """B2: with every built neighbour, both touching sides walled or both open."""
    for side, near in neighbours(pos):
        if near in grid and (side in walls) != (FACING[side] in grid[near]):
            return False
    return True


def has_hole(grid: Grid) -> bool:
    """B5/D3: some empty position cannot reach the unbounded outside through empty
    positions. Flood fill the empty cells of a box one larger than the grid on every side;
    every empty cell inside the box must be reached from the box's corner."""
    xs = [x for x, _ in grid]
    ys = [y for _, y in grid]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    outside = {(x0, y0)}
    queue = deque(outside)
    while queue:
        here = queue.popleft()
        for _, near in neighbours(here):
            inside_box = x0 <= near[0] <= x1 and y0 <= near[1] <= y1
            if inside_box and near not in grid and near not in outside:
                outside.add(near)
                queue.append(near)
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 + 1):
            if (x, y) not in grid and (x, y) not in outside:
                return True
    return False


def reachable_on_foot(grid: Grid) -> set[Pos]:
    """B4: the tiles one can walk to from the fountain, crossing only shared sides that
    are open on both tiles."""
    seen = {ORIGIN}
    queue = deque(seen)
    while queue:
        here = queue.popleft()
        for side, near in neighbours(here):
            if near in grid and near not in seen and side not in grid[here] \
                    and FACING[side] not in grid[near]:
                seen.add(near)
                queue.append(near)
    return seen


def failing_rules(grid: Grid, walls: frozenset[str], pos: Pos) -> list[str]:
    """Every rule that placing a tile with ``walls`` at ``pos`` breaks, in rule order."""
    if pos in grid:
        return ["occupied"]
    after = dict(grid)
    after[pos] = frozenset(walls)
    failing = []
    if not joined(grid, pos):
        failing.append("not_joined")
    if not sides_match(grid, pos, frozenset(walls)):
        failing.append("walls_mismatch")
    if has_hole(after):
        failing.append("hole")
    if pos not in reachable_on_foot(after):
        failing.append("not_on_foot")
    return failing


def check(grid: Grid, walls: frozenset[str], pos: Pos) -> str | None:
    """The first rule broken, or None if the placement is legal (the same rules as
    ``failing_rules``, asked one at a time in rule order and stopping at the first)."""
    if pos in grid:
        return "occupied"
    if not joined(grid, pos):
        return "not_joined"
    if not sides_match(grid, pos, frozenset(walls)):
        return "walls_mismatch"
    after = dict(grid)
    after[pos] = frozenset(walls)
    if has_hole(after):
        return "hole"
    if pos not in reachable_on_foot(after):
        return "not_on_foot"
    return None


def candidate_positions(grid: Grid, margin: int = 2) -> list[Pos]:
    """Every position in a box a little larger than the grid (legal ones are inside)."""
    xs = [x for x, _ in grid]
    ys = [y for _, y in grid]
    return [(x, y) for x in range(min(xs) - margin, max(xs) + margin + 1)
            for y in range(min(ys) - margin, max(ys) + margin + 1)]


def legal_positions(grid: Grid, walls: frozenset[str]) -> set[Pos]:
    return {pos for pos in candidate_positions(grid) if check(grid, walls, pos) is None}


def is_valid(grid: Grid) -> bool:
    """The whole grid satisfies B2-B5: the fountain in place, every touching pair of sides
    matching, every tile reachable on foot, no hole."""
    if grid.get(ORIGIN) != frozenset():
        return False
    for pos, walls in grid.items():
        for side, near in neighbours(pos):
            if near in grid and (side in walls) != (FACING[side] in grid[near]):
                return False
    return reachable_on_foot(grid) == set(grid) and not has_hole(grid)


def removal_failures(grid: Grid, pos: Pos) -> list[str]:
    """Why taking the tile at ``pos`` out would be illegal (RULES 1.4, redesign): the
    remaining tiles must all be reachable on foot and leave no hole."""
    if pos not in grid:
        return ["empty"]
    if pos == ORIGIN:
        return ["fountain"]
    after = {p: w for p, w in grid.items() if p != pos}
    failing = []
    if has_hole(after):
        failing.append("hole")
    if reachable_on_foot(after) != set(after):
        failing.append("not_on_foot")
    return failing


def removable_positions(grid: Grid) -> set[Pos]:
    return {pos for pos in grid if not removal_failures(grid, pos)}


def can_exchange(grid: Grid, walls: frozenset[str], pos: Pos) -> bool:
    """A reserve tile takes exactly the place of the tile at ``pos``; the result must
    satisfy B2-B5. The fountain is never exchanged."""
    if pos not in grid or pos == ORIGIN:
        return False
    after = dict(grid)
    after[pos] = frozenset(walls)
    return is_valid(after)


def exchange_positions(grid: Grid, walls: frozenset[str]) -> set[Pos]:
    return {pos for pos in grid if can_exchange(grid, walls, pos)}


# ------------------------------------------------------------------ walls (RULES 1.5)
def corner_points(pos: Pos, side: str) -> tuple[Pos, Pos]:
    """The two corner points of a side; the tile (x, y) spans x..x+1 and y..y+1."""
    x, y = pos
    return {
        "N": ((x, y), (x + 1, y)),
        "S": ((x, y + 1), (x + 1, y + 1)),
        "W": ((x, y), (x, y + 1)),
        "E": ((x + 1, y), (x + 1, y + 1)),
    }[side]


def outer_wall_sides(grid: Grid) -> list[tuple[Pos, str]]:
    """Walled sides whose neighbouring position is empty (back-to-back walls excluded)."""
    return [(pos, side) for pos, walls in grid.items() for side in walls
            if step(pos, side) not in grid]


def longest_wall(grid: Grid) -> int:
    """The most wall sides in one group of outer wall sides joined through shared corner
    points (a closed ring of n sides is n, D4)."""
    sides = outer_wall_sides(grid)
    best = 0
    done: set[tuple[Pos, str]] = set()
    for start in sides:
        if start in done:
            continue
        group = {start}
        queue = deque([start])
        while queue:
            current = queue.popleft()
            points = set(corner_points(*current))
            for other in sides:
                if other not in group and points & set(corner_points(*other)):
                    group.add(other)
                    queue.append(other)
        done |= group
        best = max(best, len(group))
    return best


# ------------------------------------------------------------------ majorities (RULES 1.5)
PLACE_POINTS = {  # scoring -> kind -> points for 1st, 2nd, 3rd place, from RULES 1.1
    1: {"pavilion": (1,), "seraglio": (2,), "arcades": (3,), "chambers": (4,),
        "garden": (5,), "tower": (6,)},
    2: {"pavilion": (8, 1), "seraglio": (9, 2), "arcades": (10, 3), "chambers": (11, 4),
        "garden": (12, 5), "tower": (13, 6)},
    3: {"pavilion": (16, 8, 1), "seraglio": (17, 9, 2), "arcades": (18, 10, 3),
        "chambers": (19, 11, 4), "garden": (20, 12, 5), "tower": (21, 13, 6)},
}


def majority_points(places: tuple[int, ...], counts: list[int]) -> list[int]:
    """Points for one kind: rank players holding at least one by count; a tied block shares
    the sum of the places it occupies, rounded down; the next player comes after it."""
    points = [0] * len(counts)
    holders = sorted((i for i, c in enumerate(counts) if c > 0), key=lambda i: -counts[i])
    place = 0  # index of the next place to hand out
    i = 0
    while i < len(holders):
        block = [j for j in holders if counts[j] == counts[holders[i]]]
        paid = [places[p] if p < len(places) else 0 for p in range(place, place + len(block))]
        for j in block:
            points[j] = sum(paid) // len(block)
        place += len(block)
        i += len(block)
    return points


def draw(grid: Grid) -> str:
    """The grid as text in the layout notation of ``tests/rules/helpers.py``."""
    xs = [x for x, _ in grid]
    ys = [y for _, y in grid]
    rows = []
    for y in range(min(ys), max(ys) + 1):
        cells = []
        for x in range(min(xs), max(xs) + 1):
            if (x, y) == ORIGIN:
                cells.append("F")
            elif (x, y) in grid:
                cells.append("".join(s for s in "NESW" if s in grid[(x, y)]) or "o")
            else:
                cells.append(".")
        rows.append(" ".join(c.ljust(4) for c in cells).rstrip())
    return "\n".join(rows)
