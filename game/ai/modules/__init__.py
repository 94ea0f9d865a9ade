"""The expansion modules' parts in the computer players, one file each (see
``game.ai.part``), registered here; the evaluation reaches them only through ``parts_for``."""

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


from game.ai.modules import vizier  # noqa: E402, F401, I001  (each part registers)
from game.ai.modules import exchange  # noqa: E402, F401
from game.ai.modules import gates  # noqa: E402, F401
from game.ai.modules import diamonds  # noqa: E402, F401
from game.ai.modules import characters  # noqa: E402, F401
from game.ai.modules import thieves  # noqa: E402, F401
from game.ai.modules import change  # noqa: E402, F401
from game.ai.modules import traders  # noqa: E402, F401
from game.ai.modules import treasure  # noqa: E402, F401
from game.ai.modules import builders  # noqa: E402, F401
from game.ai.modules import invaders  # noqa: E402, F401
from game.ai.modules import bazaars  # noqa: E402, F401
