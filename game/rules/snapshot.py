"""A game's copies and fingerprints.

``clone`` makes an independent copy cheaply (no deepcopy: every list is copied, the
immutable parts shared); ``state_dict`` gives the whole state as plain data, equal states
giving equal dicts; ``digest`` is its short fingerprint, which a save keeps so that a
replay that went astray is told. The game offers these as its methods.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from game.rules.types import Card, Tile

if TYPE_CHECKING:
    from game.rules.engine import Game


def clone(game: Game) -> Game:
    """An independent copy: nothing mutable is shared with the original (the random
    generator only until either one draws: see ``Game.rng``)."""
    g = object.__new__(type(game))
    g.config = game.config
    g._rng = game._rng
    g._rng_shared = game._rng_shared = True
    g.modules = game.modules
    g.hooks = game.hooks
    g.ruleset = game.ruleset
    g.table = None if game.table is None else game.table.clone()
    g.ext = {k: (v.clone() if hasattr(v, "clone") else v) for k, v in game.ext.items()}
    g.players = [p.clone() for p in game.players]
    g.dirk = None if game.dirk is None else game.dirk.copy()
    g.dirk_points = game.dirk_points
    g.bag = game.bag.copy()
    g.market = game.market.copy()
    g.display = game.display.copy()
    g.deck = game.deck.copy()
    g.discard = game.discard.copy()
    g.set_aside = game.set_aside.copy()
    g.deck_ranges = game.deck_ranges.copy()
    g.scorings_done = game.scorings_done
    g.pending_scorings = game.pending_scorings.copy()
    g.current = game.current
    g.phase = game.phase
    g.to_move = game.to_move
    g.turn = game.turn
    g.turn_actions = game.turn_actions
    g.turn_bought = game.turn_bought.copy()
    g.agenda = game.agenda.copy()
    g.returns = game.returns.copy()
    g.scheduled = game.scheduled
    g.window_passed = game.window_passed.copy()
    g.history = game.history.copy()
    g.log = game.log.copy()
    g.secret_moves = game.secret_moves
    g.winners = game.winners
    g.viewer = game.viewer
    g.unseen = game.unseen
    return g


def state_dict(game: Game) -> dict[str, Any]:
    """The whole state as plain data (JSON-ready): equal states give equal dicts. (Parts
    that the first games never had appear only when they are in use, so that the digests
    of their saves stay what they were.)"""
    players = []
    for p in game.players:
        entry = {
            "alhambra": sorted([[x, y, t.id, sorted(side for side, _kind in t.sides)]
                                for (x, y), t in p.alhambra.items()], key=str),
            "reserve": _tiles(p.reserve), "hand": _cards(p.hand), "score": p.score,
            "pending": _tiles(p.pending),
        }
        # A module's openings go under its id (a module id is never a key of the core's).
        for owner in p.alhambra.openers():
            entry[owner] = sorted([x, y, mask]
                                  for (x, y), mask in p.alhambra.openings(by=owner).items())
        locked = p.alhambra.locked()
        if locked:
            entry["fixed"] = sorted([x, y] for x, y in locked)
        players.append(entry)
    state = {
        "config": game.config.to_json(),
        "rng": _rng_digest(game.rng),
        "players": players,
        "dirk": None if game.dirk is None else _tiles(game.dirk),
        "dirk_score": game.dirk_score,
        "bag": _tiles(game.bag), "market": _tiles(game.market),
        "display": _cards(game.display), "deck": _cards(game.deck),
        "discard": _cards(game.discard), "set_aside": _cards(game.set_aside),
        "scorings_done": game.scorings_done, "pending_scorings": game.pending_scorings,
        "current": game.current, "phase": game.phase, "to_move": game.to_move,
        "turn": game.turn, "turn_actions": game.turn_actions,
        "turn_bought": list(game.turn_bought), "agenda": game.agenda,
        "window_passed": sorted(game.window_passed), "winners": list(game.winners),
        "ext": {k: (v.to_dict() if hasattr(v, "to_dict") else v)
                for k, v in sorted(game.ext.items())},
    }
    if game.returns:
        state["returns"] = [list(r) for r in game.returns]
    if game.table is not None:
        state["table"] = game.table.to_dict()
    return state


def digest(game: Game) -> str:
    """A short fingerprint of the whole state (saves store it to detect divergence)."""
    text = json.dumps(state_dict(game), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _tiles(tiles: Iterable[Tile | None]) -> list:
    return [None if t is None else t.id for t in tiles]


def _cards(cards: Iterable[Card]) -> list:
    return [c.id for c in cards]


def _rng_digest(rng: random.Random) -> str:
    return hashlib.sha256(repr(rng.getstate()).encode()).hexdigest()[:16]
