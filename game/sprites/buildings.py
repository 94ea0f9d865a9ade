"""The six buildings drawn: a domed pavilion, a seraglio's palace front, an arcade of
horseshoe arches, chambers with latticed windows, a garden of cypresses, a crenellated
tower; and the fountain's court.

Each is drawn in one style with the other pieces (``game.sprites.icons``): lit from the top
left, in light and shaded tints of the kind's colour, outlined in its darkest tint at one
line weight. Drawn with smooth edges at any size (``game.ui.sketch``) and kept per size and
zoom: the same drawing is a tile's picture, a die's face and a chip beside a count.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from game.rules import Kind
from game.ui import theme
from game.ui.background import star_points
from game.ui.canvas import Canvas, per_zoom, zoom
from game.ui.sketch import Sketch, arc_points, horseshoe_arch

Colour = theme.Colour
GOLD_LEAF: Colour = (238, 196, 92)
WATER: Colour = (64, 138, 204)
WATER_LIGHT: Colour = (150, 206, 240)
MARBLE: Colour = (244, 238, 226)
# The smallest picture drawn with its windows, doors and joints: smaller, the silhouette.
DETAILED = 30


@dataclass(frozen=True)
class Palette:
    """The tints a building is drawn in, from its kind's colour."""
    light: Colour     # the lit faces
    shade: Colour     # the faces turned away
    edge: Colour      # the outline
    opening: Colour   # doors, windows, arches' shadow
    accent: Colour    # finials, gilding


def palette(kind: Kind) -> Palette:
    base = theme.KIND_COLOURS[kind]
    if kind is Kind.CHAMBERS:   # an ivory ground: the building is drawn in warm stone
        return Palette((252, 250, 244), (214, 204, 184), (104, 88, 70), (118, 96, 74), GOLD_LEAF)
    if kind is Kind.GARDEN:     # leaves rather than walls
        return Palette(theme.mix(base, theme.WHITE, 0.38), theme.mix(base, theme.BLACK, 0.28),
                       theme.mix(base, theme.BLACK, 0.62), (112, 74, 40), WATER)
    return Palette(theme.mix(base, theme.WHITE, 0.66), theme.mix(base, theme.WHITE, 0.36),
                   theme.mix(base, theme.BLACK, 0.58), theme.mix(base, theme.BLACK, 0.5), GOLD_LEAF)


class Plan:
    """Drawing in a square's own units: (0, 0) its top left, (1, 1) its bottom right."""

    def __init__(self, sketch: Sketch, box: tuple[float, float, float], detailed: bool,
                 colours: Palette) -> None:
        self.sketch = sketch
        self.x, self.y, self.side = box
        self.detailed = detailed
        self.c = colours
        # one line weight for every piece: a share of its size, never under a real pixel
        self.stroke = max(0.6, self.side * 0.022)

    def p(self, u: float, v: float) -> tuple[float, float]:
        return (self.x + u * self.side, self.y + v * self.side)

    def ps(self, points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [self.p(u, v) for u, v in points]

    def box(self, u: float, v: float, w: float, h: float) -> list[tuple[float, float]]:
        return self.ps([(u, v), (u + w, v), (u + w, v + h), (u, v + h)])

    def fill(self, colour: Colour, points: list[tuple[float, float]], outlined: bool = True
             ) -> None:
        """A face in ``colour``, outlined in the edge's ink."""
        self.sketch.shape(colour, points, self.c.edge if outlined else None, self.stroke)

    def opening(self, u: float, v: float, w: float, h: float, pointed: float = 0.0) -> None:
        """A dark horseshoe-arched opening (a door, a window, an arch's shade)."""
        if w * self.side < 2.5:
            return
        self.sketch.polygon(self.c.opening, self.ps(horseshoe_arch(u, v, w, h, pointed)))

    def dome(self, cx: float, base: float, rx: float, height: float, colour: Colour) -> None:
        """A slightly pointed dome standing on ``base``, with its finial."""
        rim = [(cx + rx * math.cos(a), base - height * math.sin(a) ** 0.8)
               for a in (math.pi * i / 24 for i in range(25))]
        self.fill(colour, self.ps(rim))
        if self.detailed:   # a highlight on the lit side
            shine = [(cx - rx * 0.55 * math.cos(a) - rx * 0.12, base - height * 0.8 * math.sin(a))
                     for a in (math.pi * (0.12 + 0.38 * i / 10) for i in range(11))]
            self.sketch.lines(theme.mix(colour, theme.WHITE, 0.6), self.ps(shine), self.stroke)
        top = base - height
        self.sketch.line(self.c.edge, self.p(cx, top), self.p(cx, top - height * 0.35),
                         self.stroke)
        self.sketch.circle(self.c.accent, self.p(cx, top - height * 0.38),
                           max(0.8, self.side * 0.03))

    def merlons(self, u: float, v: float, w: float, count: int, colour: Colour,
                stepped: bool = True) -> None:
        """A row of ``count`` merlons standing on ``v`` over a wall from ``u`` to ``u + w``."""
        slot = w / (2 * count - 1)
        hgt = slot * 1.1
        for i in range(count):
            left = u + 2 * i * slot
            if stepped:   # the Nasrid merlon: a block under a pyramid cap
                shape = [(left, v), (left, v - hgt * 0.6), (left + slot * 0.5, v - hgt),
                         (left + slot, v - hgt * 0.6), (left + slot, v)]
            else:
                shape = [(left, v), (left, v - hgt), (left + slot, v - hgt), (left + slot, v)]
            self.fill(colour, self.ps(shape))


def _pavilion(plan: Plan) -> None:
    c = plan.c
    plan.fill(c.shade, plan.box(0.16, 0.74, 0.68, 0.07))                  # the plinth
    plan.fill(c.light, plan.box(0.24, 0.48, 0.52, 0.27))                  # the drum
    plan.fill(c.shade, plan.box(0.22, 0.45, 0.56, 0.05))                  # the cornice
    plan.dome(0.5, 0.45, 0.22, 0.25, c.light)
    if plan.detailed:
        plan.opening(0.43, 0.55, 0.14, 0.2)
        plan.opening(0.29, 0.55, 0.07, 0.1)
        plan.opening(0.64, 0.55, 0.07, 0.1)


def _seraglio(plan: Plan) -> None:
    c = plan.c
    plan.merlons(0.16, 0.46, 0.68, 6, c.shade)
    plan.fill(c.shade, plan.box(0.14, 0.76, 0.72, 0.06))                  # the step
    plan.fill(c.light, plan.box(0.16, 0.46, 0.68, 0.31))                  # the wings
    plan.fill(c.light, plan.box(0.36, 0.3, 0.28, 0.47))                   # the portal
    plan.merlons(0.36, 0.3, 0.28, 3, c.light)
    plan.opening(0.41, 0.4, 0.18, 0.37, pointed=0.6)
    if plan.detailed:
        plan.sketch.lines(c.accent, plan.ps(horseshoe_arch(0.39, 0.37, 0.22, 0.4, 0.6))[1:-1],
                          plan.stroke)
        for u in (0.2, 0.68):
            plan.opening(u, 0.53, 0.08, 0.14, pointed=0.6)


def _arcades(plan: Plan) -> None:
    c = plan.c
    plan.merlons(0.12, 0.34, 0.76, 7, c.shade)
    plan.fill(c.shade, plan.box(0.1, 0.76, 0.8, 0.06))                   # the step
    plan.fill(c.light, plan.box(0.12, 0.34, 0.76, 0.43))                  # the front
    plan.fill(c.shade, plan.box(0.12, 0.34, 0.76, 0.07))                  # the frieze
    for i in range(3):
        plan.opening(0.17 + i * 0.24, 0.47, 0.18, 0.3)
    if plan.detailed:   # the columns' capitals
        for i in range(4):
            u = 0.145 + i * 0.24
            plan.sketch.rect(c.accent, (*plan.p(u - 0.01, 0.56), plan.side * 0.05,
                                        plan.side * 0.025))


def _chambers(plan: Plan) -> None:
    c = plan.c
    plan.fill(c.shade, plan.box(0.2, 0.22, 0.6, 0.06))                    # the eaves
    roof = [(0.17, 0.28), (0.83, 0.28), (0.76, 0.2), (0.24, 0.2)]
    plan.fill(c.shade, plan.ps(roof))
    plan.fill(c.light, plan.box(0.22, 0.28, 0.56, 0.5))                   # the house
    plan.fill(c.shade, plan.box(0.18, 0.77, 0.64, 0.05))
    rows = ((0.34, 0.14), (0.54, 0.13)) if plan.detailed else ((0.36, 0.2),)
    for v, h in rows:
        for u in (0.29, 0.57):
            plan.opening(u, v, 0.14, h)
            if plan.detailed:   # the lattice of a mashrabiya
                mid = plan.p(u + 0.07, v + 0.03)
                low = plan.p(u + 0.07, v + h)
                plan.sketch.line(c.light, mid, low, plan.stroke * 0.7)
                plan.sketch.line(c.light, plan.p(u, v + h * 0.6), plan.p(u + 0.14, v + h * 0.6),
                                 plan.stroke * 0.7)
    if plan.detailed:   # a balcony's rail under the upper windows
        plan.sketch.line(c.edge, plan.p(0.26, 0.5), plan.p(0.74, 0.5), plan.stroke)


def _garden(plan: Plan) -> None:
    c = plan.c
    pool = (*plan.p(0.24, 0.7), plan.side * 0.52, plan.side * 0.12)
    plan.sketch.ellipse(c.edge, pool)
    inner = (pool[0] + plan.stroke, pool[1] + plan.stroke, pool[2] - 2 * plan.stroke,
             pool[3] - 2 * plan.stroke)
    plan.sketch.ellipse(WATER, inner)
    for u in (0.24, 0.76):   # two cypresses
        trunk = plan.box(u - 0.02, 0.62, 0.04, 0.1)
        plan.fill(c.opening, trunk)
        flame = [(u + 0.1 * math.sin(t) * math.sqrt(max(0.0, 1 - ((1 - math.cos(t)) / 2) ** 2.2)),
                  0.66 - 0.46 * (1 - math.cos(t)) / 2) for t in (math.pi * i / 16
                                                                 for i in range(-16, 17))]
        plan.fill(c.shade, plan.ps(flame))
    # the orange tree in the middle: a trunk under a round crown
    plan.fill(c.opening, plan.box(0.475, 0.5, 0.05, 0.22))
    crown = arc_points((0.5, 0.4), 0.17, 0.15, 0, 2 * math.pi, 32)
    plan.fill(c.light, plan.ps(crown))
    if plan.detailed:
        for du, dv in ((-0.07, -0.03), (0.06, 0.02), (0.0, -0.08), (0.08, -0.06), (-0.04, 0.05)):
            plan.sketch.circle((240, 150, 40), plan.p(0.5 + du, 0.4 + dv),
                               max(0.7, plan.side * 0.022))
        plan.sketch.line(WATER_LIGHT, plan.p(0.34, 0.755), plan.p(0.5, 0.755), plan.stroke * 0.8)


def _tower(plan: Plan) -> None:
    c = plan.c
    plan.fill(c.shade, plan.box(0.28, 0.74, 0.44, 0.07))                  # the footing
    plan.fill(c.light, plan.ps([(0.34, 0.75), (0.66, 0.75), (0.64, 0.3), (0.36, 0.3)]))
    plan.fill(c.shade, plan.box(0.32, 0.26, 0.36, 0.06))                  # the parapet
    plan.merlons(0.32, 0.26, 0.36, 3, c.light, stepped=False)
    plan.opening(0.45, 0.6, 0.1, 0.15)
    if plan.detailed:
        plan.opening(0.47, 0.37, 0.06, 0.12, pointed=0.5)
        plan.sketch.line(c.edge, plan.p(0.5, 0.15), plan.p(0.5, 0.03), plan.stroke)
        flag = [(0.5, 0.03), (0.64, 0.06), (0.5, 0.1)]
        plan.fill(c.accent, plan.ps(flag))


DRAWINGS: dict[Kind, Callable[[Plan], None]] = {
    Kind.PAVILION: _pavilion, Kind.SERAGLIO: _seraglio, Kind.ARCADES: _arcades,
    Kind.CHAMBERS: _chambers, Kind.GARDEN: _garden, Kind.TOWER: _tower,
}


@per_zoom(maxsize=256)
def building(kind: Kind, side: int) -> Canvas:
    """The building of ``kind`` alone, on a clear square ``side`` logical pixels wide
    (shared: never draw on it)."""
    colours = palette(kind)
    sketch = Sketch((side, side), colours.light)
    plan = Plan(sketch, (0, 0, side), side * zoom() >= DETAILED, colours)
    DRAWINGS[kind](plan)
    return sketch.picture()


def fountain(side: int) -> Canvas:
    """The fountain's tile: a court paved in a star pattern, an eight-pointed marble basin
    and four channels leading off to the four sides (the court of the lions)."""
    return _fountain(side)


@per_zoom(maxsize=64)
def _fountain(side: int) -> Canvas:
    ground = (226, 206, 160)
    sketch = Sketch((side, side), ground)
    edge = theme.mix(ground, theme.BLACK, 0.45)
    radius = max(1, side // 12)
    sketch.rect(ground, (0, 0, side, side), radius=radius)
    s = side
    stroke = max(0.6, s * 0.028)
    detailed = s * zoom() >= DETAILED
    if detailed:   # the paving: a lattice of small stars
        tile = theme.mix(ground, theme.BLACK, 0.1)
        for i in range(5):
            for j in range(5):
                if (i + j) % 2 == 0:
                    x, y = s * (0.1 + 0.2 * i), s * (0.1 + 0.2 * j)
                    sketch.polygon(tile, star_points(x, y, s * 0.07, s * 0.035, 4, math.pi / 4))
    channel = max(1.2, s * 0.09)
    for end in ((s / 2, 0), (s / 2, s), (0, s / 2), (s, s / 2)):
        sketch.line(MARBLE, (s / 2, s / 2), end, channel + 2 * stroke)
        sketch.line(WATER, (s / 2, s / 2), end, channel)
    outer = s * 0.34
    rim = [(s / 2 + (outer + stroke) * math.cos(a), s / 2 + (outer + stroke) * math.sin(a))
           for a in (math.pi / 8 + math.pi * i / 4 for i in range(8))]
    sketch.polygon(edge, rim)   # an octagonal marble rim around a round basin
    sketch.polygon(MARBLE, [(s / 2 + outer * math.cos(a), s / 2 + outer * math.sin(a))
                            for a in (math.pi / 8 + math.pi * i / 4 for i in range(8))])
    sketch.circle(edge, (s / 2, s / 2), outer * 0.76 + stroke * 0.7)
    sketch.circle(WATER, (s / 2, s / 2), outer * 0.76)
    if detailed:   # ripples and the jet
        sketch.circle(WATER_LIGHT, (s / 2, s / 2), outer * 0.55, stroke * 0.8)
        # the basin's bowl on its column, the jet falling back around it
        sketch.circle(edge, (s / 2, s / 2), outer * 0.3 + stroke * 0.6)
        sketch.circle(MARBLE, (s / 2, s / 2), outer * 0.3)
        sketch.polygon(theme.WHITE, star_points(s / 2, s / 2, outer * 0.2, outer * 0.07, 8))
    else:
        sketch.circle(theme.WHITE, (s / 2, s / 2), outer * 0.22)
    sketch.rect(edge, (0, 0, side, side), stroke, radius=radius)
    return sketch.picture()
