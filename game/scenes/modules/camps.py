"""M8 Camps at the table: a camp drawn as a palisade with its bastions (dark walls with a
round tower and an arrow: the part's ``side_looks``); dragged like any tile, with its own
placement rules judged live and their reasons in words; its points per scoring in the scoring
table's "camps" column."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.i18n import N_, ngettext
from game.rules import BASE_TILES, Alhambra, Kind
from game.rules.modules.camps import BASTION, CAMP, camp_lines, camp_tiles
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import TablePart
from game.sprites import icons
from game.sprites.grid import example_picture
from game.sprites.tiles import SideLook, register_tile_face
from game.ui import paint, theme
from game.ui.sketch import Sketch
from game.words.refusals import Told

SAND = (222, 196, 140)
PALISADE = (128, 88, 48)

# A worked example of a camp's line (RULES M8): a garden west of the fountain, its wall to
# the west, and a camp against that wall with its bastion: the line behind the wall, in the
# arrow's direction, is the garden and the fountain.
EXAMPLE_CAMP = "C2"
EXAMPLE_BUILT = ((35, (-1, 0)), (EXAMPLE_CAMP, (-2, 0)))


# The building rules of a camp (its place and stay rules' codes)
REFUSALS: dict[str, Told] = {
    "camp_bastion": N_("a camp's bastion must face a building's wall or an empty place"),
    "camp_side": N_("a camp's other sides must face an empty place or another camp's plain "
                    "side"),
    "camp_one_wall": N_("a camp touches exactly one wall when it is built, with a bastion"),
    "camp_broken": N_("a camp beside it would no longer keep to its rules"),
    "camp_alone": N_("a camp would be left standing alone"),
}


def bastion_tower(sketch: Sketch, shape: Callable, side: str, length: float, t: float,
                  stone: theme.Colour, dark: theme.Colour, stroke: float) -> None:
    """A round tower in the middle of the wall, an arrow on it pointing away from the tile."""
    mid, r = length / 2, t * 1.35
    ring = [(mid + r * math.cos(a), t * 0.3 + r * math.sin(a))
            for a in (math.pi * i / 16 for i in range(17))]
    sketch.shape(stone, shape(side, ring), dark, stroke)
    ink = theme.mix(theme.PAPER, stone, 0.1)
    head = [(mid, -r * 0.1 + t * 0.15), (mid - r * 0.55, t * 0.3 + r * 0.5),
            (mid + r * 0.55, t * 0.3 + r * 0.5)]
    sketch.polygon(ink, shape(side, head))
    start, end = shape(side, [(mid, t * 0.3 + r * 0.4), (mid, t * 0.3 + r * 1.0)])
    sketch.line(ink, start, end, max(stroke, r * 0.22))


# A camp's bastions: dark stone, a round tower and an arrow on each; a tip tells them apart.
BASTION_LOOK = SideLook(
    theme.mix(theme.WALL_DARK, theme.WALL, 0.25), crown=bastion_tower,
    # Translators: {sides} are the sides of a camp with a bastion ("top, left")
    words=N_("bastions: {sides}"))


class CampsPart(TablePart):
    module_id = "camps"
    refusals = REFUSALS
    side_looks = {BASTION: BASTION_LOOK}
    rules_text = RulePage(
        N_("Eight camps are in the bag and are bought on the market like buildings, but are "
           "not buildings. Four have one bastion (north, east, south or west; prices 5 to 8), "
           "four have two at a right angle (prices 9 to 12). Each bastion has an arrow pointing "
           "away from the camp."),
        N_("A camp is placed by its own rules instead of matching sides and the way on foot:"),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- it shares at least one whole side with a tile;"),
        N_("- each bastion faces a wall or an empty place;"),
        N_("- each other side faces an empty place or a plain side of another camp;"),
        N_("- when it is placed, exactly one of its sides touches a wall, and that side is a "
           "bastion."),
        N_("No hole may be left, and these rules must still hold after any redesign. A later "
           "tile may go against a camp only with a wall facing a bastion (which then scores "
           "too), or, for another camp, plain side to plain side."),
        N_("At every scoring, each bastion facing a wall scores 1 point per tile in the "
           "straight line from the tile behind that wall on in the arrow's direction, up to the "
           "first empty place or camp. Inner walls do not stop it, the fountain and huts count, "
           "and a tile may count for several camps."),
        N_("For the wall scoring camps are invisible: a wall behind a bastion is still an outer "
           "wall."),
    )

    def rule_example(self) -> pygame.Surface | None:
        return _worked_example()


def camp_face(surface: pygame.Surface, body: pygame.Rect, kind: Kind | None,
              size: int) -> None:
    """Sand inside a palisade, a tent in the middle."""
    radius = max(1, size // 12)
    paint.rect(surface, SAND, body, border_radius=radius)
    step = max(3, size // 9)
    for x in range(body.x + step // 2, body.right - 1, step):  # the stakes along the edges
        paint.line(surface, PALISADE, (x, body.y + 1), (x, body.y + step), 1)
        paint.line(surface, PALISADE, (x, body.bottom - step), (x, body.bottom - 2), 1)
    if size >= 14:
        tent = icons.tent(round(size * 0.5))
        surface.blit(tent, tent.get_rect(center=body.center))
    paint.rect(surface, PALISADE, body, 1, border_radius=radius)


register_tile_face(CAMP, camp_face)
def _worked_example() -> pygame.Surface:
    """The example's Alhambra with the camp ringed, and what the rules make it score."""
    tiles = {tile.id: tile for tile in (*BASE_TILES, *camp_tiles())}
    alhambra = Alhambra()
    for tile_id, pos in EXAMPLE_BUILT:   # place() refuses an illegal placement
        alhambra.place(tiles[tile_id], pos)
    points = camp_lines(alhambra)
    words = ngettext("its line: {count} tile, {count} point",
                     "its line: {count} tiles, {count} points", points).format(count=points)
    return example_picture(alhambra, EXAMPLE_BUILT[-1][1], words)


register(CampsPart())
