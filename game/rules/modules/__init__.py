"""The expansion modules (RULES Part 2), one file each, registered here in rule order."""

from __future__ import annotations

from game.rules.module import REGISTRY, Module
from game.rules.modules import bonus, exchange, huts, vizier  # noqa: F401  (they register)

MODULE_ORDER: tuple[str, ...] = ("vizier", "exchange", "bonus", "huts")


def modules_for(ids: frozenset[str]) -> tuple[Module, ...]:
    """The modules with these ids, in rule order (M1 first)."""
    return tuple(REGISTRY[i] for i in MODULE_ORDER if i in ids)


__all__ = ["MODULE_ORDER", "REGISTRY", "modules_for"]
