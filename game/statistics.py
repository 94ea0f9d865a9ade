"""A finished (or saved) game's statistics per player, for the end screen: the points of each
scoring line by line (each kind, the longest wall, the modules' lines), and how the game was
played (money taken and spent, exact payments and the extra actions they gave, tiles
bought, redesign steps, tiles given to Dirk).

The points come from the game's scorings; the rest from its moves replayed from the deal.
A game set up by hand (not from its deal) has its points only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import Game, IllegalAction, Kind, MoneyCard, Scored, ScoringRow
from game.rules.events import GivenToDirk, Paid, TilePlaced, TileRemoved, TilesExchanged

WALL = "wall"


@dataclass
class PlayerStats:
    seat: int
    # per scoring number (1, 2, 3): points by line ("pavilion"…, "wall", a module's line)
    lines: dict[int, dict[str, int]] = field(default_factory=dict)
    # per scoring number: what the score rose by (a loss below 0 counts as far as 0)
    gained: dict[int, int] = field(default_factory=dict)
    money_taken: int = 0        # value of the money cards taken into the hand
    cards_taken: int = 0
    money_spent: int = 0        # value paid for purchases (money, diamonds, coins…)
    exact_payments: int = 0
    extra_actions: int = 0      # exact payments in one's own turn that gave another action
    tiles_bought: int = 0
    redesigns: int = 0          # redesign steps: built from the reserve, taken out, exchanged
    to_dirk: int = 0
    replayed: bool = True       # False: the moves could not be replayed (points only)

    @property
    def total(self) -> int:
        return sum(self.gained.values())

    def by_line(self, line: str) -> int:
        """A line's points over every scoring."""
        return sum(points.get(line, 0) for points in self.lines.values())

    def module_points(self) -> int:
        """The modules' lines over every scoring (losses included)."""
        kinds = {kind.value for kind in Kind} | {WALL}
        return sum(p for points in self.lines.values() for line, p in points.items()
                   if line not in kinds)


def statistics(game: Game) -> list[PlayerStats]:
    """Each seat's statistics, seat by seat."""
    stats = [PlayerStats(seat) for seat in range(len(game.players))]
    for scored in game.history:
        _count_scoring(stats, scored)
    try:
        _count_moves(stats, game)
    except IllegalAction:
        for entry in stats:
            entry.replayed = False
    return stats


def row_lines(row: ScoringRow) -> dict[str, int]:
    """A scoring row's points by line: each kind, the wall, the modules' lines."""
    lines = dict(row.buildings)
    lines[WALL] = row.wall
    lines.update(row.extras)
    return lines


def _count_scoring(stats: list[PlayerStats], scored: Scored) -> None:
    for row in scored.rows:
        if row.seat is None:
            continue   # Dirk
        entry = stats[row.seat]
        entry.lines[scored.number] = row_lines(row)
        entry.gained[scored.number] = row.total - row.before


def _count_moves(stats: list[PlayerStats], game: Game) -> None:
    """Replay the moves from the deal, counting as they go."""
    replay = Game.new(game.config)
    for action in game.log:
        display = {c.id: c for c in replay.display}
        before = [{c.id for c in p.hand} for p in replay.players]
        reserves = [{t.id for t in p.reserve} for p in replay.players]
        events = replay.apply(action)
        for seat, player in enumerate(replay.players):
            for card in player.hand:
                if card.id not in before[seat] and card.id in display:
                    stats[seat].cards_taken += 1
                    if isinstance(card, MoneyCard):
                        stats[seat].money_taken += card.value
        for event in events:
            if isinstance(event, Paid):
                entry = stats[event.seat]
                entry.money_spent += sum(c.value for c in event.cards
                                         if isinstance(c, MoneyCard))
                entry.exact_payments += event.exact
                entry.extra_actions += event.another
                entry.tiles_bought += event.tile is not None
            elif isinstance(event, (TileRemoved, TilesExchanged)):
                stats[event.seat].redesigns += 1
            elif isinstance(event, TilePlaced) and event.tile.id in reserves[event.seat]:
                stats[event.seat].redesigns += 1
            elif isinstance(event, GivenToDirk):
                stats[event.seat].to_dirk += 1
