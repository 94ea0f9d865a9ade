"""A player's Alhambra: the grid of placed tiles and the building rules (RULES 1.4).

The grid keeps, for every empty position next to it (the *frontier*), which sides touch a
tile, which of those touching sides are walled, which lead on foot into the Alhambra, and
which refuse an ordinary tile (a closed side of a module's piece). These masks are updated
in O(1) on every change, so a placement check is a few bit operations. Whether filling a
position would enclose an empty area (B5) depends only on the occupied cells, not on the
tile; it is cached per position until the grid changes.

Sorts of tile other than buildings (``types.Piece``) may refuse to be walked through, be
invisible to wall scoring, or follow a placement rule of their own instead of B2 and B4.
A module may open a double wall for walking only (B4: an *opening*, kept with the id of the
module that made it) and lock tiles in place.

Invariant (kept by checking every change): every tile satisfies B2-B5, so every walkable
tile is reachable on foot and no empty position is enclosed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from game.rules.errors import IllegalAction
from game.rules.types import FOUNTAIN, KINDS, OPPOSITE, SIDE_BIT, SIDES, STEP, Kind, Pos, Tile

ORIGIN: Pos = (0, 0)

# The eight cells around a position in ring order, so that neighbours in the list are
# themselves orthogonal neighbours; even indices are the orthogonal cells N, E, S, W.
_RING = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
_RING_BITS = tuple((1 << i, step) for i, step in enumerate(_RING))
_RING_CORNER_BITS = _RING_BITS[1::2]  # the diagonal cells


def _ring_empty_orthogonal(occupied: int) -> int:
    """The ring's bits of the orthogonal cells that are empty, from the sides (N, E, S, W
    as in a wall mask) that are occupied."""
    empty = 0
    for side_index in range(4):
        if not occupied >> side_index & 1:
            empty |= 1 << (2 * side_index)
    return empty


_RING_EMPTY_ORTHOGONAL = tuple(_ring_empty_orthogonal(occupied) for occupied in range(16))


def _ring_groups(empty: int) -> tuple[int, ...]:
    """For a ring of eight cells (bit i set: cell i empty), one orthogonal cell (even
    index) from each run of consecutive empty cells that contains one."""
    if empty == 0xFF:
        return (0,)
    start = next(i for i in range(8) if not empty >> i & 1)
    groups: list[int] = []
    side: int | None = None
    for k in range(1, 9):
        i = (start + k) % 8
        if empty >> i & 1:
            if i % 2 == 0 and side is None:
                side = i
        else:
            if side is not None:
                groups.append(side)
            side = None
    return tuple(groups)


_RING_GROUPS = tuple(_ring_groups(mask) for mask in range(256))
_SIDE_STEPS = tuple((SIDE_BIT[s], SIDE_BIT[OPPOSITE[s]], STEP[s]) for s in SIDES)
_NO_SIDES = (0, 0, 0, 0)  # a frontier entry: no side touches a tile
_ALL_SIDES = 15  # a mask with the four sides
_SIDE_MOVES = tuple((bit, dx, dy) for bit, _back, (dx, dy) in _SIDE_STEPS)
_NAMED_SIDE_STEPS = tuple((s, SIDE_BIT[s], STEP[s]) for s in SIDES)
# The corner points a side runs between (tile (x, y) spans x..x+1, y..y+1), as offsets.
_CORNERS = {"N": ((0, 0), (1, 0)), "S": ((0, 1), (1, 1)), "W": ((0, 0), (0, 1)),
            "E": ((1, 0), (1, 1))}
# Per side: its bit, the step to the neighbour beyond it, and its two corner points.
_WALL_LINES = tuple((SIDE_BIT[s], STEP[s], *_CORNERS[s]) for s in SIDES)

class Alhambra:
    """One player's Alhambra, the fountain at (0, 0); x grows east, y grows south."""

    __slots__ = ("_tiles", "_front", "_touching", "_memo", "_bbox", "_openings", "_opened_by",
                 "_locked", "_odd", "_ring_ok")

    def __init__(self, fountain: Tile = FOUNTAIN) -> None:
        self._tiles: dict[Pos, Tile] = {}
        # frontier position -> (occupied sides, walled sides, sides leading in on foot,
        # sides whose neighbour refuses an ordinary tile)
        self._front: dict[Pos, tuple[int, int, int, int]] = {}
        # tile position -> its sides that touch another tile (kept up to date as the
        # frontier is: a redesign's removals, exchanges and ways on foot start from it)
        self._touching: dict[Pos, int] = {}
        self._openings: dict[Pos, int] = {}  # position -> its walled sides open for walking
        # who opened them: (module id, position, side) per opening, in order (shared by copies)
        self._opened_by: tuple[tuple[str, Pos, str], ...] = ()
        self._locked: frozenset[Pos] = frozenset()  # tiles that may no longer move
        self._odd = 0  # tiles of sorts with rules of their own (the slow checks are for them)
        # Facts derived from the tiles, computed on demand and dropped on every change.
        # A copy shares the dict until either side changes (it is replaced, never cleared).
        self._memo: dict = {}
        # Empty positions that B5's local test found safe to fill: the eight cells around
        # them let every empty neighbour out. Only a change among those cells undoes that,
        # so these outlive other changes (shared by copies like ``_memo``, and replaced
        # when a tile comes or goes).
        self._ring_ok: set[Pos] = set()
        self._bbox: tuple[int, int, int, int] | None = (0, 0, 0, 0)
        self._put(fountain, ORIGIN)

    # ----------------------------------------------------------------- reading
    def __len__(self) -> int:
        return len(self._tiles)

    def __contains__(self, pos: object) -> bool:
        return pos in self._tiles

    def __iter__(self) -> Iterator[Pos]:
        return iter(self._tiles)

    def at(self, pos: Pos) -> Tile | None:
        return self._tiles.get(pos)

    def items(self) -> Iterator[tuple[Pos, Tile]]:
        return iter(self._tiles.items())

    def tiles(self) -> list[Tile]:
        return list(self._tiles.values())

    def position_of(self, tile_id: int | str) -> Pos | None:
        for pos, tile in self._tiles.items():
            if tile.id == tile_id:
                return pos
        return None

    def frontier(self) -> frozenset[Pos]:
        """Empty positions that share a side with a tile."""
        return frozenset(self._front)

    def bounds(self) -> tuple[int, int, int, int]:
        """(min_x, min_y, max_x, max_y) of the tiles."""
        if self._bbox is None:
            xs = [p[0] for p in self._tiles]
            ys = [p[1] for p in self._tiles]
            self._bbox = (min(xs), min(ys), max(xs), max(ys))
        return self._bbox

    def counts(self) -> dict[Kind, int]:
        """Buildings per kind (RULES 1.5); other pieces (fountain, huts, ...) do not count."""
        counts = dict.fromkeys(KINDS, 0)
        for tile in self._tiles.values():
            if tile.is_building:
                counts[tile.kind] += 1
        return counts

    def openings(self, by: str | None = None) -> dict[Pos, int]:
        """Per position, its walled sides open for walking (a copy); with ``by``, only
        those that module opened."""
        if by is None:
            return dict(self._openings)
        found: dict[Pos, int] = {}
        for owner, pos, side in self._opened_by:
            if owner == by:
                near = _step(pos, side)
                found[pos] = found.get(pos, 0) | SIDE_BIT[side]
                found[near] = found.get(near, 0) | SIDE_BIT[OPPOSITE[side]]
        return found

    def openers(self) -> list[str]:
        """The ids of the modules that opened walls here, each once, in order."""
        return list(dict.fromkeys(owner for owner, _pos, _side in self._opened_by))

    def locked(self) -> frozenset[Pos]:
        """The positions of the tiles locked in place (never removed nor exchanged)."""
        return self._locked

    def is_locked(self, pos: Pos) -> bool:
        return pos in self._locked

    def clone(self) -> Alhambra:
        copy = Alhambra.__new__(Alhambra)
        copy._tiles = self._tiles.copy()
        copy._front = self._front.copy()
        copy._touching = self._touching.copy()
        copy._memo = self._memo
        copy._ring_ok = self._ring_ok
        copy._bbox = self._bbox
        copy._openings = self._openings.copy() if self._openings else self._openings
        copy._opened_by = self._opened_by
        copy._locked = self._locked
        copy._odd = self._odd
        return copy

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Alhambra) and self._tiles == other._tiles
                and self._opened_by == other._opened_by and self._locked == other._locked)

    def __hash__(self) -> int:  # pragma: no cover - mutable, like a dict
        raise TypeError("Alhambra is mutable and unhashable")

    def __repr__(self) -> str:
        inner = ", ".join(f"{p}: {t.label()}" for p, t in sorted(self._tiles.items()))
        return f"Alhambra({{{inner}}})"

    # ----------------------------------------------------------------- placing
    def check(self, tile: Tile, pos: Pos) -> str | None:
        """Why ``tile`` may not go to ``pos`` (RULES 1.4), or None if it may.

        Reasons come in the order B3, B2, B5, B4: ``occupied``, ``not_joined``,
        ``walls_mismatch`` (or ``closed_side``), ``hole``, ``not_on_foot``. Tiles are never
        rotated (B1). A piece with a rule of its own answers for B2 and B4 itself.
        """
        if pos in self._tiles:
            return "occupied"
        entry = self._front.get(pos)
        if entry is None:
            return "not_joined"
        occupied, walled, on_foot, closed = entry
        if tile.ruled:
            reason = tile.piece.place_rule(self, tile, pos)
            if reason is None and not self._leaves_no_hole(pos):
                reason = "hole"
            return reason
        if tile.mask & occupied != walled:
            return "walls_mismatch"
        if closed:
            return "closed_side"
        if not self._leaves_no_hole(pos):
            return "hole"
        if not on_foot:
            return "not_on_foot"
        return None

    def legal_positions(self, tile: Tile) -> set[Pos]:
        if tile.ruled:  # tiles alike (sides, sort) fit the same places
            alike = ("positions", tile.mask, tile.category, tile.sides)
            found = self._memo.get(alike)
            if found is None:
                found = self._memo[alike] = frozenset(
                    pos for pos in self._front if self.check(tile, pos) is None)
            return set(found)
        mask = tile.mask
        ring_ok = self._ring_ok  # (``_leaves_no_hole``'s first look, without the call)
        return {
            pos for pos, (occupied, walled, on_foot, closed) in self._front.items()
            if on_foot and not closed and mask & occupied == walled
            and (pos in ring_ok or self._leaves_no_hole(pos))
        }

    def place(self, tile: Tile, pos: Pos) -> None:
        reason = self.check(tile, pos)
        if reason:
            raise self.refusal(tile, pos)
        self._put(tile, pos)

    def refusal(self, tile: Tile, pos: Pos) -> IllegalAction | None:
        """Why ``tile`` may not go to ``pos`` (None if it may): the rule's code, and for a
        wall meeting an open side, the first ``side`` where they meet and whether the
        ``wall`` is the new tile's (``"here"``) or its neighbour's (``"there"``)."""
        reason = self.check(tile, pos)
        if reason is None:
            return None
        if reason == "walls_mismatch":
            for side in SIDES:
                other = self._tiles.get(_step(pos, side))
                if other is None:
                    continue
                here = bool(tile.mask & SIDE_BIT[side])
                there = bool(other.mask & SIDE_BIT[OPPOSITE[side]])
                if here != there:
                    return IllegalAction(reason, side=side, wall="here" if here else "there")
        return IllegalAction(reason)

    # ----------------------------------------------------------------- redesign
    def can_remove(self, pos: Pos) -> str | None:
        """Why the tile at ``pos`` may not be taken out, or None (RULES 1.4, redesign)."""
        tile = self._tiles.get(pos)
        if tile is None:
            return "empty"
        if tile.category == "fountain":
            return "fountain"
        if pos in self._locked:
            return "fixed"
        # Every other empty position already reaches the outside (no holes), so the freed
        # position is enclosed exactly when all four of its neighbours are built on.
        if self._touching[pos] == _ALL_SIDES:
            return "hole"
        if pos in self._cut_positions():
            return "not_on_foot"
        return self._neighbours_object(pos, None)

    def remove(self, pos: Pos) -> Tile:
        reason = self.can_remove(pos)
        if reason:
            raise IllegalAction(reason)
        return self._take(pos)

    def cached(self, key: object, compute):
        """``compute()``, remembered until this Alhambra changes (for derived facts that
        callers would otherwise recompute on every request; the result must not be
        mutated)."""
        try:
            return self._memo[key]
        except KeyError:
            value = self._memo[key] = compute()
            return value

    def removable_positions(self) -> frozenset[Pos]:
        removable = self._memo.get("removable")
        if removable is None:
            cuts = self._cut_positions()
            locked = self._locked
            touching = self._touching
            # A tile with all four sides touching tiles would leave a hole (see can_remove).
            removable = frozenset(
                pos for pos, tile in self._tiles.items()
                if touching[pos] != _ALL_SIDES and tile.category != "fountain"
                and pos not in cuts and pos not in locked)
            if self._rules_beside():
                removable = frozenset(p for p in removable
                                      if self._neighbours_object(p, None) is None)
            self._memo["removable"] = removable
        return removable

    def _rules_beside(self) -> bool:
        """Whether some tile may have a rule about its neighbours (a module's piece)."""
        return self._odd > 0

    def _neighbours_object(self, pos: Pos, replacement: Tile | None) -> str | None:
        """Whether a neighbour of ``pos`` with a rule about its neighbours objects to the
        tile there being taken out (``replacement`` None) or exchanged."""
        if not self._rules_beside():
            return None
        trial = None  # the grid with the change made, copied only for a neighbour's rule
        x, y = pos
        for _bit, _back, (dx, dy) in _SIDE_STEPS:
            near = (x + dx, y + dy)
            other = self._tiles.get(near)
            if other is not None and other.piece.stay_rule is not None:
                if trial is None:
                    trial = self.clone()
                    if replacement is None:
                        trial._tiles.pop(pos)
                    else:
                        trial._tiles[pos] = replacement
                reason = other.piece.stay_rule(trial, near)
                if reason:
                    return reason
        return None

    def _cut_positions(self) -> frozenset[Pos]:
        cuts = self._memo.get("cuts")
        if cuts is None:
            cuts, self._memo["reached"] = self._compute_cuts()
            self._memo["cuts"] = cuts
        return cuts

    def _compute_cuts(self) -> tuple[frozenset[Pos], bool]:
        """Tiles whose removal would cut another tile off from the fountain on foot: the
        articulation points of the walking graph; and whether the walk that finds them
        reached every walkable tile (``_all_reachable``)."""
        tiles = self._tiles
        if not self._odd and not self._openings:
            # Every tile is an ordinary one and no wall is open: by B2 two touching
            # tiles are joined on foot exactly when the side between them is open on
            # either one, so a tile's ways on foot are its touching sides without walls.
            touching = self._touching
            ways = {pos: touching[pos] & ~tile.mask for pos, tile in tiles.items()}
        else:
            ways = {pos: self._ways_by_rules(pos, tile) for pos, tile in tiles.items()}
        cuts, reached = _articulation_points(ways)
        walkable = sum(1 for tile in tiles.values() if tile.walkable) if self._odd else len(tiles)
        return cuts, reached == walkable

    def _ways_by_rules(self, pos: Pos, tile: Tile) -> int:
        """The sides of the tile at ``pos`` by which one walks on to another tile: open on
        both sides (or opened), toward a tile one may walk through."""
        if not tile.walkable:
            return 0
        tiles, openings = self._tiles, self._openings
        mask = tile.mask & ~openings[pos] if openings and pos in openings else tile.mask
        x, y = pos
        ways = 0
        for bit, back, (dx, dy) in _SIDE_STEPS:
            if mask & bit:
                continue
            nxt = (x + dx, y + dy)
            other = tiles.get(nxt)
            if other is None or not other.walkable:
                continue
            if other.mask & back and not (openings and openings.get(nxt, 0) & back):
                continue
            ways |= bit
        return ways

    def can_swap(self, tile: Tile, pos: Pos) -> str | None:
        """Why ``tile`` may not take exactly the place of the tile at ``pos`` (exchange)."""
        old = self._tiles.get(pos)
        if old is None:
            return "empty"
        if old.category == "fountain":
            return "fountain"
        if pos in self._locked:
            return "fixed"
        if tile.ruled or old.ruled or tile.walkable != old.walkable:
            return self._swap_by_rule(tile, pos)
        reason = self._mismatch(tile, pos)
        if reason:
            return reason
        # With B2 holding, the new tile is open toward exactly the neighbours the old one
        # was open toward (both match the neighbours' sides), so the ways on foot are
        # unchanged (B4) and so is the set of occupied places (B5).
        return self._neighbours_object(pos, tile)

    def _mismatch(self, tile: Tile, pos: Pos) -> str | None:
        """B2 for ``tile`` at ``pos`` against the tiles around it (and their closed sides)."""
        x, y = pos
        for bit, back, (dx, dy) in _SIDE_STEPS:
            other = self._tiles.get((x + dx, y + dy))
            if other is None:
                continue
            if bool(tile.mask & bit) != bool(other.mask & back):
                return "walls_mismatch"
            if other.closed & back:
                return "closed_side"
        return None

    def _swap_by_rule(self, tile: Tile, pos: Pos) -> str | None:
        """An exchange involving a piece with its own rules: checked on a copy, the old
        tile out and the new one placed by every rule."""
        trial = self._taken_out(pos)
        if trial is None:
            return "not_on_foot"
        reason = trial.check(tile, pos)
        if reason in (None, "hole"):  # the place was built on: filling it again closes nothing
            return self._neighbours_object(pos, tile)
        return reason

    def _taken_out(self, pos: Pos) -> Alhambra | None:
        """A copy with the tile at ``pos`` taken out (every fact kept about the place, its
        frontier entry too, renewed), or None if every walkable tile would not then reach
        the fountain on foot. Remembered until this Alhambra changes: an exchange's check
        asks it for every tile that could come in (the copy must not be changed)."""
        key = ("taken_out", pos)
        try:
            return self._memo[key]
        except KeyError:
            pass
        trial: Alhambra | None = None
        if self._reached_by_all():
            # Every walkable tile was reached, through the tile at ``pos`` or not: they
            # still are without it unless it joined some of them to the fountain.
            if pos not in self._cut_positions():
                trial = self.clone()
                trial._take(pos)
        else:
            trial = self.clone()
            trial._take(pos)
            if not trial._all_reachable():
                trial = None
        self._memo[key] = trial
        return trial

    def _reached_by_all(self) -> bool:
        """``_all_reachable()``, as the walk that finds the cut positions found it."""
        self._cut_positions()
        return self._memo["reached"]

    def exchange_positions(self, tile: Tile) -> list[Pos]:
        """Positions whose tile ``tile`` could take the place of (same as ``can_swap``)."""
        keys = self._memo.get("swaps")
        if keys is None:
            keys = self._memo["swaps"] = self._swap_keys()
        mask = tile.mask
        if tile.ruled or self._special_pieces():
            # Tiles alike (sides, sort) take the same places: checked once a grid.
            alike = ("swaps", mask, tile.category, tile.sides)
            found = self._memo.get(alike)
            if found is None:
                found = self._memo[alike] = [pos for pos, _key in keys
                                             if self.can_swap(tile, pos) is None]
            return list(found)
        return [pos for pos, (occupied, walled) in keys if mask & occupied == walled]

    def _special_pieces(self) -> bool:
        """Whether some tile here has a rule of its own or refuses neighbours or walkers."""
        return self._odd > 0

    def _swap_keys(self) -> list[tuple[Pos, tuple[int, int]]]:
        """For each exchangeable tile: its occupied sides and which of those are walled."""
        locked, touching = self._locked, self._touching
        keys = []
        tiles = self._tiles
        for pos in sorted(tiles):
            old = tiles[pos]
            if old.category == "fountain" or pos in locked:
                continue
            occupied = touching[pos]
            keys.append((pos, (occupied, old.mask & occupied)))
        return keys

    def swap(self, tile: Tile, pos: Pos) -> Tile:
        """Put ``tile`` exactly where the tile at ``pos`` stands; return the old tile."""
        reason = self.can_swap(tile, pos)
        if reason:
            raise IllegalAction(reason)
        old = self._tiles[pos]
        self._tiles[pos] = tile
        self._odd += (not tile.plain) - (not old.plain)
        self._memo = {}
        self._refresh_around(pos)
        return old

    def replace(self, pos: Pos, tile: Tile) -> None:
        """The tile at ``pos`` becomes ``tile`` (the same tile with walls added, say), the
        building rules still holding; IllegalAction (and no change) if they would not."""
        reason = self.replace_refusal(pos, tile)
        if reason:
            raise IllegalAction(reason)
        self._odd += (not tile.plain) - (not self._tiles[pos].plain)
        self._tiles[pos] = tile
        self._memo = {}
        self._refresh_around(pos)

    def replace_refusal(self, pos: Pos, tile: Tile) -> str | None:
        """Why the tile at ``pos`` may not become ``tile`` (see ``replace``), or None."""
        if pos not in self._tiles:
            return "empty"
        reason = self._mismatch(tile, pos)
        if reason is not None:
            return reason
        old = self._tiles[pos]
        x, y = pos
        changed = [(x + dx, y + dy) for bit, _back, (dx, dy) in _SIDE_STEPS
                   if (tile.mask ^ old.mask) & bit]
        if any(near in self._tiles for near in changed):
            # Only a side toward a neighbour can change the ways on foot (B4).
            trial = self.clone()
            trial._tiles[pos] = tile
            if not trial._all_reachable():
                return "not_on_foot"
        return None

    def open_side(self, pos: Pos, side: str, by: str) -> None:
        """Open the double wall between ``pos`` and its neighbour on ``side`` for walking
        (B4) only: for the other rules it is still a wall on both tiles. ``by`` is the id of
        the module that opens it (its openings are its own, ``openings(by=...)``)."""
        near = _step(pos, side)
        here, there = self._tiles.get(pos), self._tiles.get(near)
        bit, back = SIDE_BIT[side], SIDE_BIT[OPPOSITE[side]]
        if here is None or there is None or not (here.mask & bit and there.mask & back):
            raise ValueError(f"no double wall on the {side} side of {pos}")
        self._openings = dict(self._openings)
        self._openings[pos] = self._openings.get(pos, 0) | bit
        self._openings[near] = self._openings.get(near, 0) | back
        self._opened_by = (*self._opened_by, (by, pos, side))
        self._memo = {}
        for cell in (pos, near):
            self._refresh_around(cell)

    def opening_lets_in(self, tile: Tile, pos: Pos, side: str) -> bool:
        """Whether ``tile`` built at ``pos``, the double wall on its ``side`` opened, would
        leave every tile reached on foot (B4): the neighbour there is built and walkable,
        and walled toward ``tile`` as ``tile`` is toward it. (The other rules are the
        caller's: ``check`` tells them.)"""
        other = self._tiles.get(_step(pos, side))
        bit, back = SIDE_BIT[side], SIDE_BIT[OPPOSITE[side]]
        if other is None or not other.walkable or not (tile.mask & bit and other.mask & back):
            return False
        trial = self.clone()
        trial._put(tile, pos)
        trial.open_side(pos, side, "")
        return trial._all_reachable()

    def place_opened(self, tile: Tile, pos: Pos, side: str, by: str) -> None:
        """Build ``tile`` at ``pos`` with the double wall on its ``side`` opened by the
        module ``by``: where the on-foot rule (B4) is the only one it would break, and the
        opening mends it (see ``opening_lets_in``)."""
        reason = self.check(tile, pos)
        if reason == "not_on_foot" and not tile.ruled and self.opening_lets_in(tile, pos, side):
            self._put(tile, pos)
            self.open_side(pos, side, by)
            return
        reason = reason or "not_on_foot"
        raise IllegalAction(reason)

    def lock(self, pos: Pos) -> None:
        """The tile at ``pos`` may no longer be removed or exchanged."""
        self._locked = self._locked | {pos}
        self._memo = {}

    def _walk_walls(self, pos: Pos, tile: Tile) -> int:
        """The sides of ``tile`` at ``pos`` that stop a walker: its walls, less openings."""
        openings = self._openings
        return tile.mask & ~openings[pos] if openings and pos in openings else tile.mask

    # ----------------------------------------------------------------- scoring
    def outer_wall_sides(self) -> list[tuple[Pos, str]]:
        """Walled sides with an empty position beyond them (RULES 1.5). Pieces that wall
        scoring does not see add no sides and leave their place empty to it."""
        tiles = self._tiles
        seen = self._wall_cells()
        return [
            (pos, side)
            for pos, tile in tiles.items() if tile.score_mask and pos in seen
            for side, bit, (dx, dy) in _NAMED_SIDE_STEPS
            if tile.score_mask & bit and (pos[0] + dx, pos[1] + dy) not in seen
        ]

    def longest_wall(self) -> int:
        """Length of the longest connected outer wall (RULES 1.5, D4).

        Outer wall sides are connected when they share a corner point; the answer is the
        size of the largest connected group, so a closed ring of n sides scores n.
        (Remembered until the Alhambra changes: scorings to come, modules' lines and the
        computer players' evaluations all ask for it.)
        """
        return self.cached("longest_wall", self._longest_wall)

    def _longest_wall(self) -> int:
        # Each side is a line between two corner points: the walls are the connected
        # parts of the graph of those lines, and a wall's length is its number of lines
        # (no line is counted twice: the place beyond an outer side is empty). The outer
        # sides are those of ``outer_wall_sides``, found here without listing them.
        tiles = self._tiles
        seen = self._wall_cells()
        lines: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for (x, y), tile in tiles.items():
            mask = tile.score_mask
            if not mask or (x, y) not in seen:
                continue
            for bit, (dx, dy), (ax, ay), (bx, by) in _WALL_LINES:
                if mask & bit and (x + dx, y + dy) not in seen:
                    a, b = (x + ax, y + ay), (x + bx, y + by)
                    if a in lines:
                        lines[a].append(b)
                    else:
                        lines[a] = [b]
                    if b in lines:
                        lines[b].append(a)
                    else:
                        lines[b] = [a]
        longest = 0
        reached: set[tuple[int, int]] = set()
        for start in lines:
            if start in reached:
                continue
            reached.add(start)
            todo = [start]
            ends = 0  # each line has two
            while todo:
                point = todo.pop()
                ends += len(lines[point])
                for other in lines[point]:
                    if other not in reached:
                        reached.add(other)
                        todo.append(other)
            if ends > 2 * longest:
                longest = ends // 2
        return longest

    def _wall_cells(self) -> dict[Pos, Tile] | set[Pos]:
        """The positions whose tiles wall scoring sees (others count as empty to it)."""
        if not self._odd:  # only buildings and the fountain, which it sees
            return self._tiles
        return {pos for pos, tile in self._tiles.items() if tile.piece.walls_score}

    # ----------------------------------------------------------------- checking
    def is_valid(self) -> bool:
        """Check B2-B5 for the whole grid from scratch (slow; for tests and loading)."""
        tiles = self._tiles
        if tiles.get(ORIGIN) is None or tiles[ORIGIN].category != "fountain":
            return False
        for pos, tile in tiles.items():
            if tile.piece.place_rule is not None or tile.piece.stay_rule is not None:
                rule = tile.piece.stay_rule
                if rule is not None and rule(self, pos):
                    return False
                continue
            for side in SIDES:
                other = tiles.get(_step(pos, side))
                if other is None or other.piece.place_rule is not None:
                    continue
                if bool(tile.mask & SIDE_BIT[side]) != bool(other.mask & SIDE_BIT[OPPOSITE[side]]):
                    return False
                if other.closed & SIDE_BIT[OPPOSITE[side]]:
                    return False
        if not self._all_reachable():
            return False
        return not _enclosed_empty(tiles.keys())

    # ----------------------------------------------------------------- internals
    def _put(self, tile: Tile, pos: Pos) -> None:
        self._tiles[pos] = tile
        self._odd += not tile.plain
        self._front.pop(pos, None)
        self._memo = {}
        self._ring_changed(pos)
        if self._bbox is not None:
            x0, y0, x1, y1 = self._bbox
            x, y = pos
            self._bbox = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
        x, y = pos
        tiles, front, touching = self._tiles, self._front, self._touching
        mask, closed_sides, walkable = tile.mask, tile.closed, tile.walkable
        sides = 0
        for bit, back, (dx, dy) in _SIDE_STEPS:
            near = (x + dx, y + dy)
            if near in tiles:
                sides |= bit
                touching[near] |= back
                continue
            # The new tile is the only change around ``near``: it fills the side ``back``
            # of its frontier entry (as ``_refresh`` would find, without looking again at
            # the three other sides).
            occupied, walled, on_foot, closed = front.get(near, _NO_SIDES)
            occupied |= back
            if mask & bit:
                walled |= back
            elif walkable:
                on_foot |= back
            if closed_sides & bit:
                closed |= back
            front[near] = (occupied, walled, on_foot, closed)
        touching[pos] = sides

    def _take(self, pos: Pos) -> Tile:
        tile = self._tiles.pop(pos)
        touching = self._touching
        sides = touching.pop(pos)
        x, y = pos
        for bit, back, (dx, dy) in _SIDE_STEPS:
            if sides & bit:
                touching[(x + dx, y + dy)] &= ~back
        self._odd -= not tile.plain
        self._memo = {}
        self._ring_changed(pos)
        self._bbox = None
        self._refresh(pos)
        for _bit, _back, (dx, dy) in _SIDE_STEPS:
            near = (pos[0] + dx, pos[1] + dy)
            if near not in self._tiles:
                self._refresh(near)
        return tile

    def _refresh_around(self, pos: Pos) -> None:
        for _bit, _back, (dx, dy) in _SIDE_STEPS:
            near = (pos[0] + dx, pos[1] + dy)
            if near not in self._tiles:
                self._refresh(near)

    def _refresh(self, pos: Pos) -> None:
        """Recompute the frontier entry of the empty position ``pos``."""
        occupied = walled = on_foot = closed = 0
        x, y = pos
        tiles = self._tiles
        for bit, back, (dx, dy) in _SIDE_STEPS:
            near = (x + dx, y + dy)
            other = tiles.get(near)
            if other is None:
                continue
            occupied |= bit
            if other.mask & back:
                walled |= bit
            elif other.walkable:
                on_foot |= bit
            if other.closed & back:
                closed |= bit
        if occupied:
            self._front[pos] = (occupied, walled, on_foot, closed)
        else:
            self._front.pop(pos, None)

    def _ring_changed(self, pos: Pos) -> None:
        """A tile came to or left ``pos``: the local test of the cells around it is due
        again (in a set of this Alhambra's own, as a copy may share the old one)."""
        ring_ok = self._ring_ok.copy()
        x, y = pos
        for dx, dy in _RING:
            ring_ok.discard((x + dx, y + dy))
        self._ring_ok = ring_ok

    def _leaves_no_hole(self, pos: Pos) -> bool:
        if pos in self._ring_ok:
            return True
        safe = self._memo.get(pos)
        if safe is None:
            safe = self._memo[pos] = self._compute_leaves_no_hole(pos)
        return safe

    def _compute_leaves_no_hole(self, pos: Pos) -> bool:
        """B5 for filling ``pos``: every empty neighbour must still reach the outside.

        Local test first: if the empty orthogonal neighbours are joined to each other
        through the ring of eight cells around ``pos``, filling it cannot cut anything off.
        Otherwise each separate group must find its own way out (a bounded flood fill).
        """
        tiles = self._tiles
        x, y = pos
        entry = self._front.get(pos)
        if entry is None:
            empty = 0
            for bit, (dx, dy) in _RING_BITS:
                if (x + dx, y + dy) not in tiles:
                    empty |= bit
        else:  # the frontier entry knows the four orthogonal cells: look at the corners
            empty = _RING_EMPTY_ORTHOGONAL[entry[0]]
            for bit, (dx, dy) in _RING_CORNER_BITS:
                if (x + dx, y + dy) not in tiles:
                    empty |= bit
        sides = _RING_GROUPS[empty]
        if len(sides) <= 1:
            self._ring_ok.add(pos)
            return True
        groups = [(x + _RING[i][0], y + _RING[i][1]) for i in sides]
        x0, y0, x1, y1 = self.bounds()
        x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
        escaped: set[Pos] = set()
        for seed in groups:
            if seed in escaped:
                continue
            seen = {seed}
            queue = deque([seed])
            out = False
            while queue:
                cx, cy = queue.popleft()
                if cx <= x0 or cx >= x1 or cy <= y0 or cy >= y1:
                    out = True
                    break
                for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
                    nxt = (cx + dx, cy + dy)
                    if nxt not in seen and nxt != pos and nxt not in tiles:
                        seen.add(nxt)
                        queue.append(nxt)
            if not out:
                return False
            escaped |= seen
        return True

    def _all_reachable(self, without: Pos | None = None) -> bool:
        """Every walkable tile (but ``without``) reachable on foot from the fountain."""
        tiles = self._tiles
        walkable = sum(1 for p, t in tiles.items() if p != without and t.walkable)
        seen = {ORIGIN}
        queue = [ORIGIN]
        while queue:
            pos = queue.pop()
            mask = self._walk_walls(pos, tiles[pos])
            x, y = pos
            for bit, back, (dx, dy) in _SIDE_STEPS:
                if mask & bit:
                    continue
                nxt = (x + dx, y + dy)
                if nxt in seen or nxt == without:
                    continue
                other = tiles.get(nxt)
                if other is None or not other.walkable or self._walk_walls(nxt, other) & back:
                    continue
                seen.add(nxt)
                queue.append(nxt)
        return len(seen) == walkable


def _articulation_points(ways: dict[Pos, int]) -> tuple[frozenset[Pos], int]:
    """The tiles but the fountain whose removal would cut others off from it, in the
    walking graph whose links are ``ways`` (per tile, the sides by which one walks on):
    depth-first search with low links; and how many tiles the search reached."""
    cuts: set[Pos] = set()
    visited: dict[Pos, int] = {}
    _low_link(ORIGIN, None, ways, visited, cuts)
    return frozenset(cuts), len(visited)


def _low_link(pos: Pos, parent: Pos | None, ways: dict[Pos, int], disc: dict[Pos, int],
              cuts: set[Pos]) -> int:
    """Visit ``pos`` (reached from ``parent``) and the tiles below it; return the earliest
    visit reached from them without passing through ``pos``. (A function of its own, not a
    closure: a closure calling itself is a reference cycle, left to the garbage collector
    at every call.)"""
    order = disc[pos] = len(disc)
    low = order
    here = ways[pos]
    x, y = pos
    for bit, dx, dy in _SIDE_MOVES:
        if not here & bit:
            continue
        nxt = (x + dx, y + dy)
        seen = disc.get(nxt)
        if seen is None:
            below = _low_link(nxt, pos, ways, disc, cuts)
            if below >= order and parent is not None:
                cuts.add(pos)
            if below < low:
                low = below
        elif seen < low and nxt != parent:
            low = seen
    return low


def _step(pos: Pos, side: str) -> Pos:
    dx, dy = STEP[side]
    return (pos[0] + dx, pos[1] + dy)


def _enclosed_empty(occupied) -> bool:
    """True if some empty position cannot reach the outside (a hole, D3). Flood fill."""
    occupied = set(occupied)
    xs = [p[0] for p in occupied]
    ys = [p[1] for p in occupied]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    start = (x0, y0)
    seen = {start}
    queue = deque([start])
    while queue:
        cx, cy = queue.popleft()
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            nxt = (cx + dx, cy + dy)
            if (x0 <= nxt[0] <= x1 and y0 <= nxt[1] <= y1
                    and nxt not in seen and nxt not in occupied):
                seen.add(nxt)
                queue.append(nxt)
    area = (x1 - x0 + 1) * (y1 - y0 + 1)
    return len(seen) + len(occupied) != area
