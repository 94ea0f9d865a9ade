"""The expansion modules (RULES Part 2), one file each, registered here in rule order: the
order of the imports below is the order in which the engine consults them."""

from __future__ import annotations

from game.i18n import N_
from game.rules.module import REGISTRY, Module
from game.rules.modules import vizier  # noqa: F401  (each module registers itself)
from game.rules.modules import exchange  # noqa: F401
from game.rules.modules import bonus  # noqa: F401
from game.rules.modules import huts  # noqa: F401
from game.rules.modules import gates  # noqa: F401
from game.rules.modules import diamonds  # noqa: F401
from game.rules.modules import characters  # noqa: F401
from game.rules.modules import camps  # noqa: F401
from game.rules.modules import citywalls  # noqa: F401
from game.rules.modules import thieves  # noqa: F401
from game.rules.modules import change  # noqa: F401
from game.rules.modules import traders  # noqa: F401
from game.rules.modules import treasure  # noqa: F401
from game.rules.modules import builders  # noqa: F401
from game.rules.modules import invaders  # noqa: F401
from game.rules.modules import bazaars  # noqa: F401

# The published expansions, by number (each module names its own).
EXPANSIONS: dict[int, str] = {
    # Translators: the titles of the four published expansions of the game
    1: N_("The Vizier's Favour"),
    2: N_("The City Gates"),
    3: N_("The Thief's Turn"),
    4: N_("The Treasure Chamber"),
}


def module_order() -> tuple[str, ...]:
    """Every module's id, in rule order (M1 first)."""
    return tuple(REGISTRY)


def modules_for(ids: frozenset[str]) -> tuple[Module, ...]:
    """The modules with these ids, in rule order (M1 first)."""
    return tuple(module for module_id, module in REGISTRY.items() if module_id in ids)


def catalogue() -> tuple[Module, ...]:
    """Every module a game may be set up with, in rule order."""
    return tuple(REGISTRY.values())


__all__ = ["EXPANSIONS", "REGISTRY", "catalogue", "module_order", "modules_for"]
