"""Rebuilding a session from a checked save: the recorded actions go through the engine
one by one, and the resulting state must have the digest the save recorded.

Replaying through ``Session.apply`` rebuilds the undo stack too, so a human who saved in
the middle of a turn can still take back that turn's actions after loading.
"""

from __future__ import annotations

import logging
from typing import Any

from game import __version__
from game.i18n import _
from game.rules import Action, Game, IllegalAction, action_from_json
from game.saves.document import SaveDocument
from game.saves.errors import DAMAGED, ENGINE_ERROR, MISMATCH, REJECTED, SaveError
from game.session import Session
from game.words.refusals import refusal_words

log = logging.getLogger(__name__)


def replay(doc: SaveDocument) -> Session:
    """The session the save describes, or SaveError if the moves do not lead to it."""
    try:
        game = Game.new(doc.config)
    except Exception:
        log.exception("setting up a saved game failed: %s", doc.config)
        raise SaveError(ENGINE_ERROR, _("the saved game could not be set up")) from None
    session = Session(game, list(doc.seats), doc.game_id)
    for number, data in enumerate(doc.log, 1):
        action = _decode(number, data)
        try:
            session.apply(action)
        except IllegalAction as error:
            words = " ".join(refusal_words(error).split())
            # Translators: {move} is the move's name in the save, {reason} why it is refused
            damaged = _("the save is damaged: move {number} ({move}) is not allowed: {reason}")
            # Translators: {move} is the move's name in the save, {reason} why it is refused
            other = _("the save was made by another version of the game ({version}) whose "
                      "rules differ: move {number} ({move}) is not allowed: {reason}")
            raise SaveError(REJECTED, _why(doc, damaged, other, number=number,
                                           move=type(action).__name__, reason=words)) from None
        except Exception:
            # The engine failed on input it should have refused: keep the details for a
            # bug report, tell the player only that this save cannot be replayed.
            log.exception("replaying move %d (%r) failed", number, action)
            raise SaveError(ENGINE_ERROR, _("the save could not be replayed (move {number} "
                                            "failed)").format(number=number)) from None
    if session.game.digest() != doc.digest:
        damaged = _("the save is damaged: replaying its moves gives a different game")
        other = _("the save was made by another version of the game ({version}) whose rules "
                  "differ: replaying its moves gives a different game")
        raise SaveError(MISMATCH, _why(doc, damaged, other))
    return session


def _why(doc: SaveDocument, damaged: str, other: str, **values: object) -> str:
    """Why a save does not replay, in words: ``damaged`` if this version of the game made
    it, else ``other`` (the rules changed since the version that made it)."""
    if doc.game_version == __version__:
        return damaged.format(**values)
    # Translators: the version of the game that made a save, when the save does not say
    version = doc.game_version or _("unknown")
    return other.format(version=version, **values)


def _decode(number: int, data: dict[str, Any]) -> Action:
    try:
        return action_from_json(data)
    except (ValueError, TypeError):
        raise SaveError(DAMAGED, _("the save is damaged: move {number} is not a move this "
                                   "game knows").format(number=number)) from None
