"""Component data read from ``assets/data/`` (RULES 1.1).

The files are the single source of the game's numbers; nothing here hard-codes a tile,
a price or a point value.
"""

from __future__ import annotations

import csv
from functools import cache
from pathlib import Path

from game.paths import asset
from game.rules.types import SIDES, Currency, Kind, MoneyCard, Tile


def read_csv(name: str) -> list[dict[str, str]]:
    path: Path = asset("data", name)
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def walls_from_row(row: dict[str, str], prefix: str = "wall_") -> frozenset[str]:
    return frozenset(side for side in SIDES if row[prefix + side.lower()] == "1")


@cache
def base_tiles() -> tuple[Tile, ...]:
    return tuple(
        Tile(id=int(row["id"]), kind=Kind(row["kind"]), price=int(row["price"]),
             walls=walls_from_row(row))
        for row in read_csv("tiles.csv")
    )


@cache
def market_currencies() -> tuple[Currency, ...]:
    """The currency of each market square, square 1 first."""
    rows = sorted(read_csv("market.csv"), key=lambda r: int(r["square"]))
    return tuple(Currency(r["currency"]) for r in rows)


@cache
def scoring_table() -> dict[int, dict[Kind, tuple[int, ...]]]:
    """``table[scoring][kind]`` = points for 1st, 2nd, ... place in that scoring."""
    table: dict[int, dict[Kind, tuple[int, ...]]] = {1: {}, 2: {}, 3: {}}
    for row in read_csv("scoring.csv"):
        kind = Kind(row["kind"])
        for scoring in (1, 2, 3):
            places = []
            for place in range(1, scoring + 1):
                places.append(int(row[f"scoring_{scoring}_place_{place}"]))
            table[scoring][kind] = tuple(places)
    return table


def money_cards(two_players: bool, first_id: int = 1) -> list[MoneyCard]:
    """The money deck: every value of every currency in its copies (RULES 1.1).

    With two players one copy of each card is left out (RULES 1.8).
    """
    return list(_money_deck(two_players, first_id))


@cache
def _money_deck(two_players: bool, first_id: int) -> tuple[MoneyCard, ...]:
    """The cards of ``money_cards``, made once: cards are immutable values, so every game
    may share them (and the caches of the legal actions, keyed on cards, then find the
    very same cards from one game to the next)."""
    cards: list[MoneyCard] = []
    next_id = first_id
    for row in read_csv("money.csv"):
        copies = int(row["copies"]) - (1 if two_players else 0)
        for value in range(int(row["value_min"]), int(row["value_max"]) + 1):
            for _ in range(copies):
                cards.append(MoneyCard(next_id, Currency(row["currency"]), value))
                next_id += 1
    return tuple(cards)


BASE_TILES: tuple[Tile, ...] = base_tiles()
