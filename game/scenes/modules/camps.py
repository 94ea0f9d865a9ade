"""M8 Camps at the table: a camp drawn as a palisade with its bastions (dark walls) and
their arrows; dragged like any tile, with its own placement rules judged live and their
reasons in words; its points per scoring in the scoring table's "camps" column."""

from __future__ import annotations

import pygame

from game.rules import Kind
from game.rules.modules.camps import CAMP
from game.scenes.modules import register
from game.scenes.part import TablePart
from game.sprites.tiles import register_tile_face
from game.ui import theme

SAND = (222, 196, 140)
PALISADE = (128, 88, 48)


class CampsPart(TablePart):
    module_id = "camps"


def camp_face(surface: pygame.Surface, body: pygame.Rect, kind: Kind | None,
              size: int) -> None:
    """Sand inside a palisade, a tent in the middle."""
    radius = max(1, size // 12)
    pygame.draw.rect(surface, SAND, body, border_radius=radius)
    step = max(3, size // 9)
    for x in range(body.x + step // 2, body.right - 1, step):  # the stakes along the edges
        pygame.draw.line(surface, PALISADE, (x, body.y + 1), (x, body.y + step), 1)
        pygame.draw.line(surface, PALISADE, (x, body.bottom - step), (x, body.bottom - 2), 1)
    if size >= 20:
        cx, cy = body.center
        r = size * 0.18
        pygame.draw.polygon(surface, theme.PAPER, [(cx, cy - r), (cx + r, cy + r * 0.8),
                                                   (cx - r, cy + r * 0.8)])
        pygame.draw.polygon(surface, PALISADE, [(cx, cy - r), (cx + r, cy + r * 0.8),
                                                (cx - r, cy + r * 0.8)], 1)
    pygame.draw.rect(surface, PALISADE, body, 1, border_radius=radius)


register_tile_face(CAMP, camp_face)
register(CampsPart())
