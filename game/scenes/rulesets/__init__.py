"""How the table shows each way to play (``GameConfig.variant``): what lies in the shared
area of the table (the base game's market, money display and hand; the Alcazaba variant's
dice board and dice), the status, the scene that serves the turn's own stage, and the first
line of the log. One file each, registered in ``registry``."""

from __future__ import annotations

from game.scenes.rulesets.registry import TABLES, register, table_for  # noqa: F401

from game.scenes.rulesets import money  # noqa: F401  (each registers itself)
from game.scenes.rulesets import alcazaba  # noqa: F401
