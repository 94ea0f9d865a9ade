"""Scoring (RULES 1.5): majorities, and a game's scorings counted (the game offers
``score``, ``scoring_counts``, ``count_bonuses`` and ``dirk_counts`` as its methods)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.rules.data import scoring_table
from game.rules.events import Event, Scored, ScoringRow
from game.rules.types import KINDS, Kind

if TYPE_CHECKING:
    from game.rules.engine import Game


def rank_points(places: Sequence[int], amounts: Sequence[float]) -> list[int]:
    """Share out ``places`` (points for 1st, 2nd, ...) by ``amounts``, most first.

    Only amounts above zero take part. Tied players share the sum of the places they
    occupy, each getting that sum divided by their number, rounded down; the next player
    takes the place after the tied block. Used for buildings and for other majorities
    (modules' chests, for one).
    """
    points = [0] * len(amounts)
    ranked = sorted({a for a in amounts if a > 0}, reverse=True)
    place = 0
    for amount in ranked:
        if place >= len(places):
            break
        tied = [i for i, a in enumerate(amounts) if a == amount]
        share = sum(places[place:place + len(tied)]) // len(tied)
        for i in tied:
            points[i] = share
        place += len(tied)
    return points


def majority_points(scoring: int, counts: Sequence[Mapping[Kind, float]]) -> list[dict[Kind, int]]:
    """Points per kind for each player in scoring 1, 2 or 3."""
    table = scoring_table()[scoring]
    result: list[dict[Kind, int]] = [dict.fromkeys(KINDS, 0) for _ in counts]
    for kind in KINDS:
        shares = rank_points(table[kind], [c.get(kind, 0) for c in counts])
        for player, points in enumerate(shares):
            result[player][kind] = points
    return result


def score_majorities(scoring: int, counts: Sequence[Mapping[Kind, float]]) -> list[int]:
    """Building points per player in scoring 1, 2 or 3 (walls not included)."""
    return [sum(per_kind.values()) for per_kind in majority_points(scoring, counts)]


# ================================================================= a game's scorings
def scoring_counts(game: Game, seat: int) -> dict[Kind, float]:
    """``seat``'s buildings per kind as they count for majorities (modules add)."""
    alhambra = game.players[seat].alhambra
    counts: dict[Kind, float] = dict(alhambra.cached("counts", alhambra.counts))
    for module in game.hooks.count_bonus:  # (``count_bonuses`` added up, without its dicts)
        for kind, extra in module.count_bonus(game, seat).items():
            if extra:
                counts[kind] += extra
    return counts


def count_bonuses(game: Game, seat: int) -> dict[str, dict[Kind, float]]:
    """What each module adds to ``seat``'s counts, by module id (non-zero only)."""
    found = {}
    for module in game.hooks.count_bonus:
        bonus = {k: v for k, v in module.count_bonus(game, seat).items() if v}
        if bonus:
            found[module.id] = bonus
    return found


def dirk_counts(game: Game) -> dict[Kind, float]:
    """Dirk's buildings per kind (RULES 1.8: he competes in the majorities)."""
    counts: dict[Kind, float] = dict.fromkeys(KINDS, 0)
    for tile in game.dirk or ():
        if tile.is_building:
            counts[tile.kind] += 1
    return counts


def score(game: Game, number: int, events: list[Event]) -> Scored:
    """Scoring ``number`` (1, 2 or 3): majorities, longest walls, modules' lines (a
    line may take points away; no score falls below 0)."""
    for module in game.hooks.before_scoring:
        module.before_scoring(game, number, events)
    seats = range(len(game.players))
    counts = [scoring_counts(game, seat) for seat in seats]
    if game.dirk is not None:
        counts.append(dirk_counts(game))
    per_kind = majority_points(number, counts)
    lines: list[dict[str, int]] = [{} for _seat in counts]
    for module in game.hooks.scoring_lines:
        for line, points in module.scoring_lines(game, number).items():
            for who, gained in enumerate(points):
                if gained:
                    lines[who][line] = lines[who].get(line, 0) + gained
    rows = []
    for seat in seats:
        player = game.players[seat]
        row = ScoringRow(
            seat=seat,
            counts=_by_kind_name(counts[seat]),
            buildings=_by_kind_name(per_kind[seat]),
            wall=player.alhambra.longest_wall(),
            extras=lines[seat],
            count_bonus={m: _by_kind_name(b)
                         for m, b in count_bonuses(game, seat).items()},
            before=player.score,
        )
        player.score = row.total
        rows.append(row)
    if game.dirk is not None:
        dirk_row = ScoringRow(
            seat=None,
            counts=_by_kind_name(counts[-1]),
            buildings=_by_kind_name(per_kind[-1]),
            wall=0,
            extras=lines[-1],
            before=game.dirk_points,
        )
        rows.append(dirk_row)
        game.dirk_points = dirk_row.total
    game.scorings_done = number
    scored = Scored(number, tuple(rows), tuple(game.scores), game.dirk_score)
    game.history.append(scored)
    events.append(scored)
    for module in game.hooks.after_scoring:
        module.after_scoring(game, number, events)
    return scored


_KIND_VALUES = {kind: kind.value for kind in KINDS}  # (an enum's ``value`` is slow to read)


def _by_kind_name(per_kind: Mapping[Kind, Any]) -> dict[str, Any]:
    """``per_kind`` keyed by the kinds' names, as scoring rows keep them."""
    return {_KIND_VALUES[kind]: value for kind, value in per_kind.items()}
