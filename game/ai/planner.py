"""Whole turns as the unit of decision.

Within a turn nothing is drawn (the market and the money display are refilled only once the
turn ends, RULES 1.3), so a seat can work out its entire turn on a copy of its view: the
actions (several after exact payments), then where each bought tile goes. ``plan_turns``
lists the sensible ways to finish the current turn, each with the position it leads to,
valued by an evaluator; the bots choose among them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from game.ai.shape import Shape, shape_of
from game.rules import (
    ACTION, PLACE_NOW, PLACEMENT, Action, Buy, EndTurn, Game, GiveToDirk, HiddenInformation,
    IllegalAction, Place, RedesignAdd, RedesignExchange, RedesignRemove, Reserve, TakeMoney,
)

Valuer = Callable[[Game], float]


@dataclass(frozen=True, slots=True)
class PlanLimits:
    """How widely a turn is explored."""

    beam: int = 10             # states kept after a chain's first exact purchase...
    taper: bool = True         # ...and beam / n after its n-th, where only the two
                               # richest money takes end a chain (long chains, which many
                               # modules' cards make common, are cut harder)
    adds_per_tile: int = 2     # positions tried per reserve tile for a redesign
    exchanges: bool = True     # whether exchanging reserve and Alhambra tiles is considered
    removals: bool = False     # whether taking a tile out of the Alhambra is considered
    takes: int | None = None   # money takes tried (the richest first); None: all
    payments: int | None = 4   # payments tried per square (exact ones first); None: all
    weigh_placements: bool = True  # value each placement (else: best shape, reserve if none)
    finalists: int = 16        # action sequences whose placements are worked out
    special_places: int = 12   # places weighed for a new tile that is no building (a hut,
                               # a camp, a bazaar: it scores by what is beside it)
    placement_weighs: int | None = None  # places valued for the waiting tiles over all of a
                               # turn's plans, the best plans first (None: no limit); past
                               # it, tiles go where the shape says

    def for_table(self, game: Game) -> PlanLimits:
        """These limits for ``game``'s table: narrower where a position costs more to value
        and more plans open up (more players, more modules), so that a decision takes
        about as long as at a base game's table. (With six players and all sixteen modules
        a turn's plans came to 2,000 valued positions and a second of thinking.)"""
        weight = len(game.players) * (1 + len(game.modules))
        if weight <= LIGHT_TABLE:
            return self
        f = LIGHT_TABLE / weight
        return replace(
            self, beam=max(2, round(self.beam * f)),
            # every exchange of a reserve tile with a built one is another plan to value:
            # on a heavy table only the better additions from the reserve are tried
            adds_per_tile=min(self.adds_per_tile, 1 if f < 0.5 else 2),
            exchanges=self.exchanges and f >= 0.5,
            takes=max(2, round((self.takes or 6) * f)),
            payments=None if self.payments is None else max(2, round(self.payments * f)),
            finalists=max(4, round(self.finalists * f)),
            special_places=max(3, round(self.special_places * f)),
            placement_weighs=max(24, round(PLACEMENT_WEIGHS * f)))


# Up to this table weight (players times one plus the modules) plans are as wide as their
# limits say; a heavier table's are narrowed in proportion (``PlanLimits.for_table``), and
# there the places valued for waiting tiles are limited to this many, in proportion too.
LIGHT_TABLE = 12
PLACEMENT_WEIGHS = 400


# A fast opponent model for look-ahead: few options, placements by shape alone.
QUICK = PlanLimits(beam=2, adds_per_tile=0, exchanges=False, takes=3, payments=2,
                   weigh_placements=False, finalists=1)


@dataclass(slots=True)
class TurnPlan:
    actions: tuple[Action, ...]   # from the planned-from state to the end of the turn
    end: Game                     # the position once they are all applied
    value: float


def plan_turns(state: Game, value: Valuer, limits: PlanLimits = PlanLimits()) -> list[TurnPlan]:
    """Ways to finish ``state.to_move``'s turn (or the placements owed now), best first.

    Empty when the state is not one of these phases or every continuation would need
    hidden information.
    """
    if state.phase not in (ACTION, PLACEMENT, PLACE_NOW):
        return []
    placer = _Placer(value, limits.weigh_placements, limits.special_places,
                     limits.placement_weighs)
    plans: list[TurnPlan] = []
    for actions, after in _finalists(_action_phase_endings(state, value, limits), value,
                                     limits.finalists, limits.weigh_placements):
        placements, end = placer.place_all(after)
        steps = actions + placements
        if end.phase == PLACEMENT:
            steps += (EndTurn(),)
        plans.append(TurnPlan(steps, end, value(end)))
    plans.sort(key=lambda p: p.value, reverse=True)
    return plans


def after(state: Game, act: Action) -> Game:
    """A copy of ``state`` with ``act`` applied. Should the action lead to a draw the view
    cannot make (a module refilling the market at once, say), the draw is sampled
    consistently with the view and the result is hidden again as the seat's view; the
    sample depends only on public facts, so equal views give equal results."""
    trial = state.clone()
    try:
        trial.apply(act)
        return trial
    except HiddenInformation:
        if state.viewer is None:
            raise
        world = state.determinize(random.Random(len(state.log)))
        world.apply(act)
        return world.view(state.viewer)


# --------------------------------------------------------------------------- actions
def _action_phase_endings(state: Game, value: Valuer,
                          limits: PlanLimits) -> list[tuple[tuple[Action, ...], Game]]:
    """Every kept sequence of action-phase actions, with the state it leaves (the action
    phase over). Exact purchases chain; the chains are cut to the most promising states."""
    if state.phase != ACTION:
        return [((), state)]
    endings: list[tuple[tuple[Action, ...], Game]] = []
    layer: list[tuple[tuple[Action, ...], Game]] = [((), state)]
    seen: set[tuple] = set()
    depth = 0
    while layer:
        following: list[tuple[float, tuple[Action, ...], Game]] = []
        for actions, node in layer:
            for act in _worth_trying(node, limits if not depth or not limits.taper
                                     else replace(limits, takes=min(limits.takes or 2, 2))):
                try:
                    child = after(node, act)
                except IllegalAction:
                    continue
                steps = actions + (act,)
                if child.phase == ACTION and child.to_move == node.to_move:
                    key = _chain_key(child)
                    if key not in seen:
                        seen.add(key)
                        following.append((value(child), steps, child))
                else:
                    endings.append((steps, child))
        following.sort(key=lambda f: f[0], reverse=True)
        depth += 1
        width = max(2, limits.beam // depth) if limits.taper else limits.beam
        layer = [(steps, child) for _, steps, child in following[:width]]
    return endings


def _finalists(endings: list[tuple[tuple[Action, ...], Game]], value: Valuer,
               keep: int, every_purchase: bool) -> list[tuple[tuple[Action, ...], Game]]:
    """The endings worth placing tiles for: the best by a first look (tiles still to be
    placed count as built), and (``every_purchase``) the best for each different set of
    tiles bought, since where they go can change their worth (as many again at most).
    Best first by the first look."""
    if len(endings) <= keep:
        return endings
    if not every_purchase:
        ranked = sorted(range(len(endings)), key=lambda i: value(endings[i][1]), reverse=True)
        return [endings[i] for i in ranked[:keep]]
    scored = sorted(((value(after), i) for i, (_, after) in enumerate(endings)), reverse=True)
    chosen: list[int] = []
    by_tiles: set[frozenset] = set()
    for rank, (_, i) in enumerate(scored):
        tiles = frozenset(t.id for t in endings[i][1].player.pending)
        if rank < keep or (tiles not in by_tiles and len(chosen) < 2 * keep):
            chosen.append(i)
        by_tiles.add(tiles)
    return [endings[i] for i in chosen]


def _worth_trying(node: Game, limits: PlanLimits) -> list[Action]:
    """The legal actions, with redesigns thinned to the promising ones."""
    actions = node.legal_actions(
        redesigns=bool(limits.adds_per_tile or limits.removals or limits.exchanges))
    kept: list[Action] = []
    adds: dict[object, list[RedesignAdd]] = {}
    takes: list[TakeMoney] = []
    buys: dict[int, list[Buy]] = {}
    for act in actions:
        if isinstance(act, RedesignAdd):
            if limits.adds_per_tile:
                adds.setdefault(act.tile, []).append(act)
        elif isinstance(act, RedesignRemove):
            if limits.removals:
                kept.append(act)
        elif isinstance(act, RedesignExchange):
            if limits.exchanges:
                kept.append(act)
        elif isinstance(act, TakeMoney) and limits.takes is not None:
            takes.append(act)
        elif isinstance(act, Buy) and limits.payments is not None:
            buys.setdefault(act.square, []).append(act)
        else:
            kept.append(act)
    if takes:
        worth = {c.id: getattr(c, "value", 0) for c in node.display}
        takes.sort(key=lambda a: (-sum(worth.get(i, 0) for i in a.cards), -len(a.cards)))
        kept.extend(takes[:limits.takes])
    for square, options in buys.items():
        kept.extend(_thin_payments(node, square, options, limits.payments or 1))
    alhambra = node.player.alhambra
    for tile_id, options in adds.items():
        tile = node.player.reserve_tile(tile_id)
        ranked = sorted(options, key=lambda a: -_shape_score_after(alhambra, tile, a.pos))
        kept.extend(ranked[:limits.adds_per_tile])
    return kept or actions


def _thin_payments(node: Game, square: int, options: list[Buy], keep: int) -> list[Buy]:
    """Exact payments first (they give another action), then the smallest overpayments."""
    tile = node.market[square]
    hand = {c.id: c for c in node.player.hand}

    def waste(act: Buy) -> tuple[int, int]:
        total = sum(getattr(hand.get(i), "value", 0) for i in act.cards)
        return (total - tile.price if tile else 0, len(act.cards))

    return sorted(options, key=waste)[:keep]


def _chain_key(state: Game) -> tuple:
    player = state.player
    # tiles by id and walls: a wall card (M9) changes a tile's walls, not its id
    return (frozenset(c.id for c in player.hand),
            frozenset((t.id, t.mask) for t in player.pending))


# --------------------------------------------------------------------------- placements
def _shape_score_after(alhambra, tile, pos) -> float:
    """How good the Alhambra's shape would be with ``tile`` at ``pos`` (remembered by the
    Alhambra until it changes: the same placements come up in many candidate turns)."""
    return alhambra.cached(("ai", "after", tile.mask, pos),
                           lambda: _shape_score(alhambra, tile, pos))


def _shape_score(alhambra, tile, pos) -> float:
    trial = alhambra.clone()
    trial.place(tile, pos)
    shape = shape_of(trial)
    # The wall that scores first, then wall sides that may join it, then room to build.
    return shape.longest_wall + 0.3 * shape.outer_walls + 0.05 * shape.open_sides


class _Placer:
    """Chooses where the tiles waiting to be placed go; remembers its answers for states
    that differ only in money (most of a turn's candidates)."""

    def __init__(self, value: Valuer, weigh: bool = True, special_places: int = 2,
                 weighs: int | None = None) -> None:
        self.value = value
        self.weigh = weigh
        self.special_places = special_places
        self.weighs_left = weighs        # places still to be valued (None: no limit)
        self._memo: dict[tuple, tuple[tuple[Action, ...], Shape]] = {}

    def place_all(self, state: Game) -> tuple[tuple[Action, ...], Game]:
        player = state.player
        if state.phase not in (PLACEMENT, PLACE_NOW) or not player.pending:
            return (), state
        key = (player.alhambra.cached(("ai", "version"), object),
               tuple((t.id, t.mask) for t in player.pending),
               tuple((t.id, t.mask) for t in player.reserve),
               None if state.dirk is None else len(state.dirk), state.to_move)
        known = self._memo.get(key)
        if known is not None:
            steps, shape = known
            end = state
            for act in steps:
                end = after(end, act)
            # Same tiles in the same places: the shape is known already.
            end.players[state.to_move].alhambra.cached(("ai", "shape"), lambda: shape)
            return steps, end
        steps: list[Action] = []
        end = state
        seat = state.to_move
        while (end.to_move == seat and end.players[seat].pending
               and end.phase in (PLACEMENT, PLACE_NOW)):
            if self.weigh and (self.weighs_left is None or self.weighs_left > 0):
                act, end = self._best_placement(end)
            else:
                act = shapely_placement(end)
                end = after(end, act)
            steps.append(act)
        self._memo[key] = (tuple(steps), shape_of(end.players[state.to_move].alhambra))
        return tuple(steps), end

    def _best_placement(self, state: Game) -> tuple[Action, Game]:
        """The best single placement among all waiting tiles: for each tile its best
        Alhambra position by shape, the reserve, or Dirk, judged by the full value."""
        by_tile: dict[object, list[Action]] = {}
        for act in state.legal_actions():
            if isinstance(act, (Place, Reserve, GiveToDirk)):
                by_tile.setdefault(act.tile, []).append(act)
        alhambra = state.player.alhambra
        best: tuple[float, Action, Game] | None = None
        for tile_id, options in by_tile.items():
            tile = state.player.pending_tile(tile_id)
            places = [a for a in options if isinstance(a, Place)]
            shortlist = [a for a in options if not isinstance(a, Place)]
            if places:
                places.sort(key=lambda a: -_shape_score_after(alhambra, tile, a.pos))
                # a building's worth hardly depends on where it stands, beyond the walls; a
                # module's tile (a hut, a camp, a bazaar) scores by its neighbours: weigh more
                shortlist += places[:2 if tile.is_building else self.special_places]
            for act in shortlist:
                trial = after(state, act)
                v = self.value(trial)
                if self.weighs_left is not None:
                    self.weighs_left -= 1
                if best is None or v > best[0]:
                    best = (v, act, trial)
        assert best is not None, "a waiting tile always has the reserve"
        return best[1], best[2]


def shapely_placement(state: Game) -> Action:
    """The first waiting tile at its best position by shape alone, else into the reserve."""
    player = state.player
    tile = player.pending[0]
    spots = sorted(state.placements(state.to_move, tile).legal)
    if not spots:
        return Reserve(tile.id)
    best = max(spots, key=lambda pos: _shape_score_after(player.alhambra, tile, pos))
    return Place(tile.id, best)


def first_action_sort(act: Action) -> object:
    """What kind of start a plan makes: money, a purchase on a square, or another."""
    if isinstance(act, TakeMoney):
        return "money"
    if isinstance(act, Buy):
        return ("buy", act.square)
    return type(act).__name__
