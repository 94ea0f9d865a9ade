"""Where a tile in hand may go on an Alhambra, and why not elsewhere.

The engine is asked once, when a tile is picked up (``legal_positions``, and for a redesign
``exchange_positions``); hovering is then a set lookup. Reasons and the preview of what a drop
would give (wall length, buildings of the tile's kind) are computed once per cell and kept.
"""

from __future__ import annotations

import pygame

from game.rules import REASON_WORDS, Alhambra, Tile
from game.rules.modules.huts import HUT, hut_neighbours
from game.sprites.grid import GridGeometry
from game.ui import theme
from game.ui.theme import KIND_TITLES

Pos = tuple[int, int]


class Targets:
    def __init__(self, alhambra: Alhambra, tile: Tile, exchange: bool = False) -> None:
        self.alhambra = alhambra
        self.tile = tile
        self.exchange = exchange
        self.legal: frozenset[Pos] = frozenset(alhambra.legal_positions(tile))
        self.swaps: frozenset[Pos] = (frozenset(alhambra.exchange_positions(tile))
                                      if exchange else frozenset())
        self._words: dict[Pos, tuple[bool, str]] = {}
        self._layer: tuple[GridGeometry, pygame.Surface] | None = None

    def allows(self, cell: Pos) -> bool:
        return cell in self.legal or cell in self.swaps

    def verdict(self, cell: Pos) -> tuple[bool, str]:
        """(may the tile go there, words: the preview if it may, the reason if not)."""
        found = self._words.get(cell)
        if found is None:
            found = self._words[cell] = self._judge(cell)
        return found

    def _judge(self, cell: Pos) -> tuple[bool, str]:
        alhambra = self.alhambra
        if cell in self.legal:
            return True, self._preview(cell)
        if cell in self.swaps:
            old = alhambra.at(cell)
            return True, f"exchange with {old.label() if old else 'that tile'}"
        if self.exchange and alhambra.at(cell) is not None:
            reason = alhambra.can_swap(self.tile, cell) or "occupied"
            return False, "it cannot take that tile's place: " + REASON_WORDS.get(reason, reason)
        return False, alhambra.explain(self.tile, cell) or REASON_WORDS["occupied"]

    def _preview(self, cell: Pos) -> str:
        trial = self.alhambra.clone()
        wall_before = trial.longest_wall()
        trial.place(self.tile, cell)
        wall_after = trial.longest_wall()
        wall = (f"wall {wall_before} → {wall_after}" if wall_after != wall_before
                else f"wall stays {wall_before}")
        kind = self.tile.kind
        if kind is not None and self.tile.category == HUT:  # M4: what the hut would count for
            helpers = hut_neighbours(trial, cell, self.tile)
            name = KIND_TITLES[kind].lower()
            if helpers != 1 and not name.endswith("s"):
                name += "s"
            return f"{wall} · counts as {helpers} {name}"
        if kind is None or not self.tile.is_building:
            return wall
        before = self.alhambra.counts()[kind]
        return f"{wall} · {KIND_TITLES[kind].lower()} {before} → {before + 1}"

    def layer(self, geometry: GridGeometry) -> pygame.Surface:
        """The legal cells tinted (and exchangeable tiles framed), drawn once per geometry."""
        if self._layer is None or self._layer[0] != geometry:
            area = geometry.area
            surface = pygame.Surface(area.size, pygame.SRCALPHA)
            for cells, fill in ((self.legal, theme.LEGAL_FILL), (self.swaps, theme.SWAP_FILL)):
                for cell in cells:
                    if not geometry.contains(cell):
                        continue
                    r = geometry.cell_rect(cell).move(-area.x, -area.y)
                    surface.fill(fill, r.inflate(-2, -2))
                    pygame.draw.rect(surface, theme.LEGAL_EDGE, r.inflate(-2, -2), 2)
            self._layer = (geometry, surface)
        return self._layer[1]
