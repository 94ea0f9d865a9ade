"""When the remaining scorings will come, from what every seat may know.

The scoring cards lie somewhere inside the pile they were shuffled into (public, see
``game.deck_ranges``), the deck size is public, and the game ends when the bag runs dry
(RULES 1.3, 1.6). From average rates of cards and tiles drawn per turn this gives, for each
scoring still to come, how many turns away it is and how likely it is to happen at all
(D5: a scoring card still in the deck at the end is never scored).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from game.rules import KINDS, Game, Kind, ScoringCard

# Rates measured over bot games (cards taken from the display and tiles taken from the
# bag, per turn of any player). They only set how far away scorings look.
CARDS_PER_TURN = 1.45
TILES_PER_TURN = 0.62


@dataclass(frozen=True, slots=True)
class ScoringOutlook:
    number: int          # 1, 2 or 3
    turns: float         # expected turns (of any player) until it happens
    chance: float        # probability that it happens at all


@dataclass(frozen=True, slots=True)
class Forecast:
    scorings: tuple[ScoringOutlook, ...]
    turns_left: float                  # expected turns until the end of the game
    kind_share: dict[Kind, float]      # share of each kind among the tiles still to come
    tiles_to_come: int                 # tiles in the bag and on the market

    def additions(self, turns: float, players: int) -> float:
        """Tiles one player may expect to acquire within ``turns`` turns of the table."""
        return TILES_PER_TURN * turns / players


def forecast(game: Game) -> Forecast:
    turns_left = max(0.0, (len(game.bag) - _dirk_draws_ahead(game)) / TILES_PER_TURN)
    outlooks: list[ScoringOutlook] = []
    pending = set(game.pending_scorings)
    for number in (1, 2):
        if number <= game.scorings_done:
            continue
        if number in pending:
            outlooks.append(ScoringOutlook(number, 0.0, 1.0))
            continue
        outlooks.append(_card_outlook(game, number, turns_left))
    if not game.is_over:
        outlooks.append(ScoringOutlook(3, turns_left, 1.0))
    coming = [t for t in game.bag] + [t for t in game.market if t is not None]
    kinds = Counter(t.kind for t in coming if t.is_building)
    total = sum(kinds.values()) or 1
    share = {k: kinds.get(k, 0) / total for k in KINDS}
    return Forecast(tuple(outlooks), turns_left, share, len(coming))


def _card_outlook(game: Game, number: int, turns_left: float) -> ScoringOutlook:
    card = next((c for c in game.unseen if isinstance(c, ScoringCard) and c.number == number),
                None)
    if card is None:  # a full game (not a view): the card's place is known to the engine,
        # but a fair forecast uses only the public range, like a view would.
        card = next((c for c in game.deck if isinstance(c, ScoringCard) and c.number == number),
                    None)
    size = len(game.deck)
    span = game.deck_ranges.get(card.id) if card is not None else None
    if span is None:
        # Not in the deck (or no range known): assume it lies anywhere in what is left.
        low, high = 0, size
    else:
        low, high = span[0], min(span[1], size)
    if high <= low:
        low, high = 0, max(size, 1)
    # Draws until the card at index i (0 = bottom) comes up: size - i. The rates are only
    # averages, so whether a draw count is within reach is judged softly.
    draws_needed = [size - i for i in range(low, high)]
    reachable = turns_left * CARDS_PER_TURN
    slack = 0.25 * reachable + 2.0
    chance = sum(_logistic((reachable - d) / slack) for d in draws_needed) / len(draws_needed)
    mean_draws = sum(draws_needed) / len(draws_needed)
    turns = min(mean_draws / CARDS_PER_TURN, turns_left)
    return ScoringOutlook(number, turns, chance)


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def _dirk_draws_ahead(game: Game) -> float:
    """Tiles Dirk will still take from the bag (two players, RULES 1.8)."""
    if game.dirk is None:
        return 0.0
    ahead = 0.0
    if game.scorings_done < 1:
        ahead += 6
    if game.scorings_done < 2:
        ahead += max(0, len(game.bag) - 6) / 3
    return min(ahead, len(game.bag))
