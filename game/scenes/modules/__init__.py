"""The expansion modules' parts at the table, one file each (see ``game.scenes.part``),
registered in ``registry``; the base scenes reach them only through ``parts_for``."""

from __future__ import annotations

from game.scenes.modules.registry import (  # noqa: F401
    PARTS, RulePage, action_groups, count_marks, describe, line_headings, part_of, parts_for,
    refusal_text, register, tell,
)

from game.scenes.modules import vizier  # noqa: F401  (each part registers)
from game.scenes.modules import exchange  # noqa: F401
from game.scenes.modules import bonus  # noqa: F401
from game.scenes.modules import huts  # noqa: F401
from game.scenes.modules import gates  # noqa: F401
from game.scenes.modules import diamonds  # noqa: F401
from game.scenes.modules import characters  # noqa: F401
from game.scenes.modules import camps  # noqa: F401
from game.scenes.modules import citywalls  # noqa: F401
from game.scenes.modules import thieves  # noqa: F401
from game.scenes.modules import change  # noqa: F401
from game.scenes.modules import traders  # noqa: F401
from game.scenes.modules import treasure  # noqa: F401
from game.scenes.modules import builders  # noqa: F401
from game.scenes.modules import invaders  # noqa: F401
from game.scenes.modules import bazaars  # noqa: F401
