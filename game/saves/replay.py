"""Rebuilding a session from a checked save: the recorded actions go through the engine
one by one, and the resulting state must have the digest the save recorded.

Replaying through ``Session.apply`` rebuilds the undo stack too, so a human who saved in
the middle of a turn can still take back that turn's actions after loading.
"""

from __future__ import annotations

import logging
from typing import Any

from game import __version__
from game.rules import Action, Game, IllegalAction, action_from_json
from game.saves.document import SaveDocument
from game.saves.errors import DAMAGED, ENGINE_ERROR, MISMATCH, REJECTED, SaveError
from game.session import Session

log = logging.getLogger(__name__)


def replay(doc: SaveDocument) -> Session:
    """The session the save describes, or SaveError if the moves do not lead to it."""
    try:
        game = Game.new(doc.config)
    except Exception:
        log.exception("setting up a saved game failed: %s", doc.config)
        raise SaveError(ENGINE_ERROR, "the saved game could not be set up") from None
    session = Session(game, list(doc.seats), doc.game_id)
    for number, data in enumerate(doc.log, 1):
        action = _decode(number, data)
        try:
            session.apply(action)
        except IllegalAction as error:
            words = " ".join(str(error).split())
            raise SaveError(REJECTED, f"{_origin(doc)}: move {number} "
                                      f"({type(action).__name__}) is not allowed: "
                                      f"{words}") from None
        except Exception:
            # The engine failed on input it should have refused: keep the details for a
            # bug report, tell the player only that this save cannot be replayed.
            log.exception("replaying move %d (%r) failed", number, action)
            raise SaveError(ENGINE_ERROR, f"the save could not be replayed (move {number} "
                                          f"failed)") from None
    if session.game.digest() != doc.digest:
        raise SaveError(MISMATCH, f"{_origin(doc)}: replaying its moves gives a different "
                                  f"game")
    return session


def _origin(doc: SaveDocument) -> str:
    """Why a save may not replay: damage, or rules changed since the version that made it."""
    if doc.game_version == __version__:
        return "the save is damaged"
    return (f"the save was made by another version of the game "
            f"({doc.game_version or 'unknown'}) whose rules differ")


def _decode(number: int, data: dict[str, Any]) -> Action:
    try:
        return action_from_json(data)
    except (ValueError, TypeError):
        raise SaveError(DAMAGED, f"the save is damaged: move {number} is not a move this "
                                 f"game knows") from None
