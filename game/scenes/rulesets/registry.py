"""The register of the ways to play at the table: each ``RulesetTable`` registers itself here
when ``game.scenes.rulesets`` imports its file; the base scenes reach a way to play only
through ``table_for``."""

from __future__ import annotations

from game.rules import Game
from game.scenes.rulesets.base import RulesetTable

TABLES: dict[str, RulesetTable] = {}


def register(table: RulesetTable) -> RulesetTable:
    TABLES[table.variant] = table
    return table


def table_for(game: Game) -> RulesetTable:
    return TABLES[game.config.variant]
