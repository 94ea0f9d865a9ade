"""Save format versions, and the step-by-step upgraders that bring an old save up to date.

A save records ``schema_version``. When the format changes, ``SCHEMA_VERSION`` goes up by
one and an upgrader for the previous version is registered in ``UPGRADERS``: it takes a
document of version n and returns one of version n + 1. Loading an old save runs the
upgraders one after another, so each upgrader only ever knows two neighbouring formats.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import _
from game.rules import former_type_ids
from game.saves.errors import DAMAGED, NEWER, TOO_OLD, SaveError

FORMAT_ID = "alhambra-save"
SCHEMA_VERSION = 2

Document = dict[str, Any]
Upgrader = Callable[[Document], Document]


def moves_by_type_id(doc: Document) -> Document:
    """Format 1 to 2: a move names its type by the type's stable id (``"buy"``,
    ``"vizier:use_vizier"``), no longer by its class's name (``"Buy"``). A name this
    version does not know stays as it is, for the checks to refuse."""
    renamed = former_type_ids()
    log = doc.get("log")
    if isinstance(log, list):
        doc["log"] = [{**move, "type": renamed.get(move["type"], move["type"])}
                      if isinstance(move, dict) and isinstance(move.get("type"), str) else move
                      for move in log]
    doc["schema_version"] = 2
    return doc


# from version -> upgrader to version + 1. Version 1 is the first format.
UPGRADERS: dict[int, Upgrader] = {1: moves_by_type_id}


def upgrade(doc: Document, current: int | None = None,
            upgraders: dict[int, Upgrader] | None = None) -> Document:
    """Bring ``doc`` (already known to be ours) to the ``current`` schema version."""
    current = SCHEMA_VERSION if current is None else current
    upgraders = UPGRADERS if upgraders is None else upgraders
    version = doc.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SaveError(DAMAGED, _("the save is damaged: its format version is missing or "
                                   "wrong"))
    if version > current:
        made_by = doc.get("game_version")
        if isinstance(made_by, str) and len(made_by) <= 40:
            # Translators: {version} is the version of the game that made the save
            newer = _("this save was made by a newer version of the game ({version}); please "
                      "update the game to open it").format(version=made_by)
        else:
            newer = _("this save was made by a newer version of the game; please update the "
                      "game to open it")
        raise SaveError(NEWER, newer)
    while version < current:
        step = upgraders.get(version)
        if step is None:
            raise SaveError(TOO_OLD, _("this save's format ({format}) is too old for this "
                                       "version of the game").format(format=version))
        try:
            doc = step(dict(doc))
        except SaveError:
            raise
        except Exception:  # an upgrader reads untrusted data: any failure means damage
            raise SaveError(DAMAGED, _("the save is damaged: it could not be brought up to "
                                       "date from format {format}").format(format=version)
                            ) from None
        if not isinstance(doc, dict) or doc.get("schema_version") != version + 1:
            raise SaveError(DAMAGED, _("the save could not be brought up to date from format "
                                       "{format}").format(format=version))
        version += 1
    return doc
