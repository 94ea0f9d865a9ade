"""The register of the modules' parts in the computer players: each part's file registers
itself here when ``game.ai.modules`` imports it."""

from __future__ import annotations

from game.ai.part import AiPart
from game.rules import Game, Module

PARTS: dict[str, AiPart] = {}
_FOR: dict[tuple[Module, ...], tuple[AiPart, ...]] = {}


def register(part: AiPart) -> AiPart:
    if part.module_id in PARTS:
        raise ValueError(f"two AI parts for module {part.module_id!r}")
    PARTS[part.module_id] = part
    _FOR.clear()
    return part


def parts_for(game: Game) -> tuple[AiPart, ...]:
    """The parts of the modules in ``game``, in rule order."""
    found = _FOR.get(game.modules)
    if found is None:
        found = _FOR[game.modules] = tuple(PARTS[m.id] for m in game.modules if m.id in PARTS)
    return found
