"""How the table shows each way to play (``GameConfig.variant``): what lies on the left of
the table (the base game's market, money display and hand; the Alcazaba variant's dice
board and dice), the status panel, the scene that serves the turn's own stage, and the
first line of the log. The base scenes reach a way to play only through ``table_for``."""

from __future__ import annotations

from game.rules import Game
from game.scenes.rulesets.base import RulesetTable

TABLES: dict[str, RulesetTable] = {}


def register(table: RulesetTable) -> RulesetTable:
    TABLES[table.variant] = table
    return table


def table_for(game: Game) -> RulesetTable:
    return TABLES[game.config.variant]


from game.scenes.rulesets import money  # noqa: E402, F401, I001  (each registers itself)
from game.scenes.rulesets import alcazaba  # noqa: E402, F401
