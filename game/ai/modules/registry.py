"""The register of the modules' parts in the computer players: each part's file registers
itself here when ``game.ai.modules`` imports it."""

from __future__ import annotations

from game.ai.part import AiPart
from game.module_parts import ModuleParts

PARTS: ModuleParts[AiPart] = ModuleParts("AI")
register = PARTS.register
parts_for = PARTS.for_game
