"""Where a tile in hand may go on an Alhambra, and why not elsewhere.

The engine is asked once, when a tile is picked up (``game.placements``: the same answer the
bots and the engine use); hovering is then a set lookup. Reasons and the preview of what a
drop would give (wall length, buildings of the tile's kind, or what a module's part says)
are computed once per cell (and language) and kept.
"""

from __future__ import annotations

import pygame

from game.i18n import _, language
from game.rules import Game, Tile
from game.rules.types import kind_name
from game.scenes.modules import parts_for, refusal_text
from game.sprites.grid import GridGeometry
from game.ui import paint, theme
from game.ui.canvas import new_surface, zoom

Pos = tuple[int, int]


class Targets:
    def __init__(self, game: Game, seat: int, tile: Tile, redesign: bool = False) -> None:
        self.game = game
        self.seat = seat
        self.tile = tile
        self.placements = game.placements(seat, tile, redesign)
        self.alhambra = game.players[seat].alhambra
        self.legal = self.placements.legal
        self.swaps = self.placements.swaps
        self.special = self.placements.special
        self._words: dict[tuple[str, Pos], tuple[bool, str]] = {}  # by language and cell
        self._layer: tuple[tuple[GridGeometry, float], pygame.Surface] | None = None

    def allows(self, cell: Pos) -> bool:
        return self.placements.allows(cell)

    def verdict(self, cell: Pos) -> tuple[bool, str]:
        """(may the tile go there, words: the preview if it may, the reason if not)."""
        key = (language(), cell)
        found = self._words.get(key)
        if found is None:
            found = self._words[key] = self._judge(cell)
        return found

    def _judge(self, cell: Pos) -> tuple[bool, str]:
        if cell in self.legal:
            return True, self._preview(cell)
        if cell in self.swaps:
            old = self.alhambra.at(cell)
            if old is None:
                return True, _("exchange with that tile")
            return True, _("exchange with {tile}").format(tile=old.label())
        if cell in self.special:
            ways = [words for words, _action in self.special[cell]]
            found = ways[0]
            for way in ways[1:]:
                # Translators: two ways a tile may be built on a cell, offered together
                found = _("{first} or {last}").format(first=found, last=way)
            return True, found
        refused = self.placements.refusal(cell)
        words = refusal_text(refused) if refused is not None else ""
        if self.placements.redesign and self.alhambra.at(cell) is not None:
            return False, _("it cannot take that tile's place: {reason}").format(reason=words)
        return False, words

    def _preview(self, cell: Pos) -> str:
        trial = self.alhambra.clone()
        wall_before = trial.longest_wall()
        trial.place(self.tile, cell)
        wall_after = trial.longest_wall()
        if wall_after != wall_before:
            wall = _("wall {before} → {after}").format(before=wall_before, after=wall_after)
        else:
            wall = _("wall stays {length}").format(length=wall_before)
        for part in parts_for(self.game):
            words = part.preview(trial, self.tile, cell)
            if words is not None:
                return f"{wall} · {words}"
        kind = self.tile.kind
        if kind is None or not self.tile.is_building:
            return wall
        # as the header counts them: with what modules add (huts beside the tile, say)
        before = self.game.scoring_counts(self.seat)[kind]
        world = self.game.clone()
        world.players[self.seat].alhambra.place(self.tile, cell)
        after = world.scoring_counts(self.seat)[kind]
        # Translators: how many buildings of a kind there are before and after a drop
        count = _("{kind} {before} → {after}").format(
            kind=kind_name(kind), before=_count(before), after=_count(after))
        return f"{wall} · {count}"

    def layer(self, geometry: GridGeometry) -> pygame.Surface:
        """The legal cells tinted (exchangeable tiles and places a module's action opens
        framed), drawn once per geometry and zoom."""
        key = (geometry, zoom())
        if self._layer is None or self._layer[0] != key:
            area = geometry.area
            surface = new_surface(area.size)
            for cells, fill in ((self.legal, theme.LEGAL_FILL), (self.swaps, theme.SWAP_FILL),
                                (self.special, theme.SWAP_FILL)):
                for cell in cells:
                    if not geometry.contains(cell):
                        continue
                    r = geometry.cell_rect(cell).move(-area.x, -area.y)
                    surface.fill(fill, r.inflate(-2, -2))
                    paint.rect(surface, theme.LEGAL_EDGE, r.inflate(-2, -2), 2)
            self._layer = (key, surface)
        return self._layer[1]


def _count(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"
