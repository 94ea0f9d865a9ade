"""Where a tile in hand may go on an Alhambra, and why not elsewhere.

The engine is asked once, when a tile is picked up (``game.placements``: the same answer the
bots and the engine use); hovering is then a set lookup. Reasons and the preview of what a
drop would give (wall length, buildings of the tile's kind, or what a module's part says)
are computed once per cell and kept.
"""

from __future__ import annotations

import pygame

from game.rules import Game, Tile
from game.scenes.modules import parts_for
from game.sprites.grid import GridGeometry
from game.ui import theme
from game.ui.theme import KIND_TITLES

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
        self._words: dict[Pos, tuple[bool, str]] = {}
        self._layer: tuple[GridGeometry, pygame.Surface] | None = None

    def allows(self, cell: Pos) -> bool:
        return self.placements.allows(cell)

    def verdict(self, cell: Pos) -> tuple[bool, str]:
        """(may the tile go there, words: the preview if it may, the reason if not)."""
        found = self._words.get(cell)
        if found is None:
            found = self._words[cell] = self._judge(cell)
        return found

    def _judge(self, cell: Pos) -> tuple[bool, str]:
        if cell in self.legal:
            return True, self._preview(cell)
        if cell in self.swaps:
            old = self.alhambra.at(cell)
            return True, f"exchange with {old.label() if old else 'that tile'}"
        if cell in self.special:
            return True, " or ".join(words for words, _ in self.special[cell])
        words = self.placements.why(cell)
        if self.placements.redesign and self.alhambra.at(cell) is not None:
            return False, "it cannot take that tile's place: " + words
        return False, words

    def _preview(self, cell: Pos) -> str:
        trial = self.alhambra.clone()
        wall_before = trial.longest_wall()
        trial.place(self.tile, cell)
        wall_after = trial.longest_wall()
        wall = (f"wall {wall_before} → {wall_after}" if wall_after != wall_before
                else f"wall stays {wall_before}")
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
        return f"{wall} · {KIND_TITLES[kind].lower()} {_count(before)} → {_count(after)}"

    def layer(self, geometry: GridGeometry) -> pygame.Surface:
        """The legal cells tinted (exchangeable tiles and places a module's action opens
        framed), drawn once per geometry."""
        if self._layer is None or self._layer[0] != geometry:
            area = geometry.area
            surface = pygame.Surface(area.size, pygame.SRCALPHA)
            for cells, fill in ((self.legal, theme.LEGAL_FILL), (self.swaps, theme.SWAP_FILL),
                                (self.special, theme.SWAP_FILL)):
                for cell in cells:
                    if not geometry.contains(cell):
                        continue
                    r = geometry.cell_rect(cell).move(-area.x, -area.y)
                    surface.fill(fill, r.inflate(-2, -2))
                    pygame.draw.rect(surface, theme.LEGAL_EDGE, r.inflate(-2, -2), 2)
            self._layer = (geometry, surface)
        return self._layer[1]


def _count(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"
