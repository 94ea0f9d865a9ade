"""The expansion modules' parts in the computer players, one file each (see
``game.ai.part``), registered here; the evaluation reaches them only through ``parts_for``."""

from __future__ import annotations

from game.ai.modules.registry import PARTS, parts_for, register  # noqa: F401

from game.ai.modules import vizier  # noqa: F401  (each part registers)
from game.ai.modules import exchange  # noqa: F401
from game.ai.modules import gates  # noqa: F401
from game.ai.modules import diamonds  # noqa: F401
from game.ai.modules import characters  # noqa: F401
from game.ai.modules import thieves  # noqa: F401
from game.ai.modules import change  # noqa: F401
from game.ai.modules import traders  # noqa: F401
from game.ai.modules import treasure  # noqa: F401
from game.ai.modules import builders  # noqa: F401
from game.ai.modules import invaders  # noqa: F401
from game.ai.modules import bazaars  # noqa: F401
