"""The building dice: a cube of the kind's colour showing its building, rounded and lit from
the top left, its lower faces in shade; a kept die ringed in gold."""

from __future__ import annotations

import pygame

from game.rules import Kind
from game.sprites.buildings import building
from game.ui import theme
from game.ui.canvas import per_zoom
from game.ui.sketch import Sketch



def draw_die(surface: pygame.Surface, box: pygame.Rect, kind: Kind | None,
             kept: bool = False) -> None:
    """One building die in ``box``: the kind's colour and building (blank before the
    first throw); a die kept aside ringed in gold (its ring's width tells it too)."""
    surface.blit(die_face(kind, box.width, box.height, kept), box.topleft)


@per_zoom(maxsize=64)
def die_face(kind: Kind | None, width: int, height: int, kept: bool) -> pygame.Surface:
    ground = theme.KIND_COLOURS[kind] if kind is not None else theme.PAPER
    w, h = width, height
    radius = max(3, w // 6)
    sketch = Sketch((w + 3, h + 3), ground)
    sketch.rect((60, 30, 20, 150), (3, 3, w, h), radius=radius)                 # its shadow
    # the cube's side
    sketch.rect(theme.mix(ground, theme.BLACK, 0.3), (0, 0, w, h), radius=radius)
    top = (w * 0.02, h * 0.02, w * 0.9, h * 0.9)
    sketch.rect(theme.mix(ground, theme.WHITE, 0.12), top, radius=radius)           # its face
    edge = theme.GOLD_LIGHT if kept else theme.mix(ground, theme.BLACK, 0.55)
    sketch.rect(edge, (0, 0, w, h), max(2.5, w * 0.07) if kept else max(0.6, w * 0.025),
                radius=radius)
    picture = sketch.picture()
    if kind is not None:
        art = building(kind, round(w * 0.84))
        picture.blit(art, art.get_rect(center=(round(w * 0.47), round(h * 0.47))))
    return picture
