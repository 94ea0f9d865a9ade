"""The expansion modules (RULES Part 2), one file each, registered here in rule order."""

from __future__ import annotations

from game.rules.module import REGISTRY, Module

# Each module file registers itself on import; the list is explicit (no folder scanning).
MODULE_ORDER: tuple[str, ...] = ()


def modules_for(ids: frozenset[str]) -> tuple[Module, ...]:
    """The modules with these ids, in rule order (M1 first)."""
    return tuple(REGISTRY[i] for i in MODULE_ORDER if i in ids)


__all__ = ["MODULE_ORDER", "REGISTRY", "modules_for"]
