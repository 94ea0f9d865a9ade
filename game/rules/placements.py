"""Where a tile may go in a seat's Alhambra, and why not elsewhere (``Game.placements``)."""

from __future__ import annotations

from game.rules.actions import Action
from game.rules.alhambra import Alhambra
from game.rules.errors import IllegalAction
from game.rules.types import Pos, Tile


class Placements:
    """Where a tile may go in a seat's Alhambra, and why not elsewhere: the one answer the
    engine, the bots and the table all use. ``legal``: plain placements; ``swaps``: tiles it
    could be exchanged with (a redesign); ``special``: places it may go only by a module's
    action (through a gate, say), with what that takes in words and the action."""

    __slots__ = ("tile", "legal", "swaps", "special", "redesign", "_alhambra")

    def __init__(self, alhambra: Alhambra, tile: Tile, redesign: bool,
                 special: dict[Pos, list[tuple[str, Action]]]) -> None:
        self._alhambra = alhambra
        self.tile = tile
        self.redesign = redesign
        self.legal = frozenset(alhambra.legal_positions(tile))
        self.swaps = frozenset(alhambra.exchange_positions(tile)) if redesign else frozenset()
        self.special = special

    def allows(self, pos: Pos) -> bool:
        return pos in self.legal or pos in self.swaps or pos in self.special

    def reason(self, pos: Pos) -> str | None:
        """The rule's code for why the tile may not go to ``pos`` (None if it may)."""
        if self.allows(pos):
            return None
        if self.redesign and pos in self._alhambra:
            return self._alhambra.can_swap(self.tile, pos) or "occupied"
        return self._alhambra.check(self.tile, pos) or "occupied"

    def refusal(self, pos: Pos) -> IllegalAction | None:
        """Why the tile may not go to ``pos`` (None if it may): the rule's code, with where
        a wall meets an open side (``Alhambra.refusal``); the table tells it."""
        reason = self.reason(pos)
        if reason is None:
            return None
        if reason == "walls_mismatch" and pos not in self._alhambra:
            return self._alhambra.refusal(self.tile, pos)
        return IllegalAction(reason)
