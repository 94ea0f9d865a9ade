"""One set of icons for the game's pieces, in one style: seen from the front, lit from the
top left, filled in the table's palette and outlined in dark ink at one line weight (a share
of the icon's size), with smooth edges at any size (``game.ui.sketch``).

Each icon is named by what it shows (a coin, a hut, a tent, a chest, a figure, a pawn, a
gate, an arch, a disc, a sword, a star), never by the rule it serves: a module's
part at the table picks the icons its pieces are. Each is drawn once per size and zoom
(shared: never draw on it), on a clear square ``side`` logical pixels wide.
"""

from __future__ import annotations

import math

from game.ui import theme
from game.ui.background import star_points
from game.ui.canvas import Canvas, per_zoom, zoom
from game.ui.sketch import Sketch, arc_points, horseshoe_arch

Colour = theme.Colour
LINE: Colour = (66, 40, 24)          # the outline of every icon
WOOD: Colour = (164, 104, 54)
IRON: Colour = (96, 88, 84)
CLOTH: Colour = (246, 238, 218)
# Icons smaller than this many real pixels are drawn without their fine lines.
DETAILED = 28


class Pen:
    """An icon's sketch and its measures: ``u(x)`` is a share of the side in pixels."""

    def __init__(self, side: int, ground: Colour) -> None:
        self.side = side
        self.sketch = Sketch((side, side), ground)
        self.stroke = max(0.6, side * 0.06)
        self.detailed = side * zoom() >= DETAILED

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (x * self.side, y * self.side)

    def ps(self, points: list[tuple[float, float]]) -> list[tuple[float, float]]:
        return [self.p(x, y) for x, y in points]

    def shape(self, fill: Colour, points: list[tuple[float, float]]) -> None:
        self.sketch.shape(fill, self.ps(points), LINE, self.stroke)

    def disc(self, fill: Colour, centre: tuple[float, float], r: float,
             outlined: bool = True) -> None:
        if outlined:
            self.sketch.circle(LINE, self.p(*centre), r * self.side + self.stroke / 2)
        self.sketch.circle(fill, self.p(*centre), r * self.side - self.stroke / 2)

    def line(self, colour: Colour, a: tuple[float, float], b: tuple[float, float],
             weight: float = 1.0) -> None:
        self.sketch.line(colour, self.p(*a), self.p(*b), self.stroke * weight)

    def shine(self, centre: tuple[float, float], r: float, colour: Colour) -> None:
        """A highlight along the top left of a round face."""
        if self.detailed:
            arc = arc_points(centre, r, r, math.pi * 1.05, math.pi * 1.45, 8)
            self.sketch.lines(theme.mix(colour, theme.WHITE, 0.65), self.ps(arc), self.stroke * 0.8)

    def picture(self) -> Canvas:
        return self.sketch.picture()


@per_zoom(maxsize=256)
def coin(side: int, colour: Colour = theme.GOLD_LIGHT) -> Canvas:
    """A coin: a round face in ``colour`` inside a raised rim."""
    pen = Pen(side, colour)
    rim = theme.mix(colour, theme.BLACK, 0.22)
    pen.disc(rim, (0.5, 0.5), 0.47)
    pen.disc(colour, (0.5, 0.5), 0.36, outlined=False)
    if pen.detailed:
        pen.sketch.circle(theme.mix(colour, theme.BLACK, 0.3), pen.p(0.5, 0.5), 0.37 * side,
                          pen.stroke * 0.5)
    pen.shine((0.5, 0.5), 0.41, colour)
    return pen.picture()


@per_zoom(maxsize=128)
def hut(side: int, colour: Colour) -> Canvas:
    """A worker's hut: clay walls in ``colour`` under a thatched roof, a door."""
    pen = Pen(side, colour)
    walls = theme.mix(colour, theme.WHITE, 0.15)
    roof = theme.mix(colour, theme.BLACK, 0.3)
    pen.shape(walls, [(0.2, 0.48), (0.8, 0.48), (0.8, 0.86), (0.2, 0.86)])
    pen.shape(roof, [(0.08, 0.52), (0.5, 0.14), (0.92, 0.52)])
    pen.shape(theme.mix(colour, theme.BLACK, 0.55), [(0.42, 0.86), (0.42, 0.64), (0.5, 0.58),
                                               (0.58, 0.64), (0.58, 0.86)])
    if pen.detailed:   # the thatch's lines
        for x in (0.3, 0.5, 0.7):
            pen.line(theme.mix(roof, theme.WHITE, 0.3), (x, 0.44),
                     (0.5 + (x - 0.5) * 0.5, 0.26), 0.5)
    return pen.picture()


@per_zoom(maxsize=128)
def tent(side: int, colour: Colour = CLOTH) -> Canvas:
    """A camp's tent: striped cloth on a pole, a pennant, the door's flap open."""
    pen = Pen(side, colour)
    stripe = theme.mix(theme.BAD, colour, 0.2)
    body = [(0.1, 0.84), (0.5, 0.24), (0.9, 0.84)]
    pen.shape(colour, body)
    if pen.detailed:
        for x in (0.3, 0.7):
            pen.sketch.polygon(stripe, pen.ps([(0.5, 0.26), (x - 0.05, 0.83), (x + 0.05, 0.83)]))
        pen.sketch.lines(LINE, pen.ps(body), pen.stroke, closed=True)
    pen.shape(theme.mix(colour, theme.BLACK, 0.6), [(0.42, 0.84), (0.5, 0.56), (0.58, 0.84)])
    pen.line(LINE, (0.5, 0.26), (0.5, 0.08))
    pen.shape(stripe, [(0.5, 0.08), (0.72, 0.12), (0.5, 0.17)])
    return pen.picture()


@per_zoom(maxsize=128)
def chest(side: int, colour: Colour = WOOD) -> Canvas:
    """A treasure chest: a wooden box under a rounded lid, iron bands and a gold lock."""
    pen = Pen(side, colour)
    lid = arc_points((0.5, 0.42), 0.38, 0.2, math.pi, 2 * math.pi, 16)
    pen.shape(theme.mix(colour, theme.WHITE, 0.12), lid)
    pen.shape(colour, [(0.12, 0.42), (0.88, 0.42), (0.88, 0.84), (0.12, 0.84)])
    for x in (0.26, 0.74):
        pen.line(IRON, (x, 0.24), (x, 0.84), 1.1)
    pen.line(LINE, (0.12, 0.42), (0.88, 0.42))
    pen.shape(theme.GOLD_LIGHT, [(0.43, 0.38), (0.57, 0.38), (0.57, 0.56), (0.43, 0.56)])
    if pen.detailed:
        pen.sketch.circle(LINE, pen.p(0.5, 0.46), side * 0.025)
    return pen.picture()


@per_zoom(maxsize=256)
def figure(side: int, colour: Colour, headdress: Colour = CLOTH) -> Canvas:
    """A person, head and shoulders: a robe in ``colour`` and a turban."""
    pen = Pen(side, colour)
    robe = arc_points((0.5, 0.98), 0.4, 0.42, math.pi, 2 * math.pi, 20)
    pen.shape(colour, robe)
    pen.disc((226, 180, 140), (0.5, 0.46), 0.15)
    turban = arc_points((0.5, 0.34), 0.19, 0.16, math.pi, 2 * math.pi, 16)
    pen.shape(headdress, turban + [(0.69, 0.36), (0.31, 0.36)])
    pen.disc(theme.GOLD_LIGHT, (0.5, 0.24), 0.045)
    if pen.detailed:   # the robe's opening
        pen.line(theme.mix(colour, theme.BLACK, 0.45), (0.5, 0.6), (0.5, 0.96), 0.7)
    return pen.picture()


@per_zoom(maxsize=128)
def pawn(side: int, colour: Colour) -> Canvas:
    """A wooden pawn in ``colour``: a round head over a flared body (a citizen)."""
    pen = Pen(side, colour)
    body = [(0.2, 0.92), (0.36, 0.5), (0.64, 0.5), (0.8, 0.92)]
    pen.shape(colour, body)
    pen.disc(colour, (0.5, 0.32), 0.2)
    pen.shine((0.5, 0.32), 0.12, colour)
    return pen.picture()


@per_zoom(maxsize=128)
def gate(side: int) -> Canvas:
    """A city gate: a horseshoe arch in a stone wall, its wooden doors barred with iron."""
    pen = Pen(side, theme.WALL)
    pen.shape(theme.WALL, [(0.06, 0.2), (0.94, 0.2), (0.94, 0.92), (0.06, 0.92)])
    for x in (0.06, 0.3, 0.54, 0.78):   # merlons
        pen.shape(theme.WALL, [(x, 0.2), (x, 0.08), (x + 0.16, 0.08), (x + 0.16, 0.2)])
    door = horseshoe_arch(0.28, 0.32, 0.44, 0.6)
    pen.shape(WOOD, door)
    pen.line(LINE, (0.5, 0.34), (0.5, 0.92), 0.7)
    if pen.detailed:
        for y in (0.55, 0.75):
            pen.line(IRON, (0.3, y), (0.7, y), 0.7)
    return pen.picture()


@per_zoom(maxsize=64)
def arch(side: int, colour: Colour = theme.GOLD_LIGHT) -> Canvas:
    """A gilded horseshoe arch on two columns: the builder's sign."""
    pen = Pen(side, colour)
    outer = horseshoe_arch(0.1, 0.06, 0.8, 0.88)
    inner = horseshoe_arch(0.26, 0.24, 0.48, 0.7)
    pen.shape(colour, outer)
    pen.shape(theme.mix(colour, theme.BLACK, 0.75), inner)
    if pen.detailed:   # the voussoirs' joints
        for a in (0.2, 0.5, 0.8):
            angle = math.pi * (1 - a)
            pen.line(theme.mix(colour, theme.BLACK, 0.4),
                     (0.5 + 0.25 * math.cos(angle), 0.48 - 0.25 * math.sin(angle)),
                     (0.5 + 0.39 * math.cos(angle), 0.46 - 0.39 * math.sin(angle)), 0.5)
    return pen.picture()


@per_zoom(maxsize=128)
def disc(side: int, colour: Colour) -> Canvas:
    """A wooden disc seen from a little above: its face in ``colour``, its rim below."""
    pen = Pen(side, colour)
    edge = theme.mix(colour, theme.BLACK, 0.35)
    pen.sketch.ellipse(LINE, (*pen.p(0.06, 0.24), side * 0.88, side * 0.62))
    pen.sketch.ellipse(edge, (*pen.p(0.06 + 0.05, 0.29), side * 0.78, side * 0.52))
    face = (*pen.p(0.06, 0.14), side * 0.88, side * 0.6)
    pen.sketch.ellipse(LINE, face)
    pen.sketch.ellipse(colour, (face[0] + pen.stroke, face[1] + pen.stroke,
                                face[2] - 2 * pen.stroke, face[3] - 2 * pen.stroke))
    if pen.detailed:
        shine = arc_points((0.5, 0.44), 0.33, 0.2, math.pi * 1.1, math.pi * 1.5, 8)
        pen.sketch.lines(theme.mix(colour, theme.WHITE, 0.5), pen.ps(shine), pen.stroke * 0.8)
    return pen.picture()


@per_zoom(maxsize=64)
def sword(side: int, colour: Colour = (214, 218, 224)) -> Canvas:
    """A scimitar raised: an attack."""
    pen = Pen(side, colour)
    blade = [(0.3, 0.74), (0.34, 0.5), (0.46, 0.28), (0.66, 0.1), (0.58, 0.3), (0.46, 0.52),
             (0.4, 0.76)]
    pen.shape(colour, blade)
    pen.shape(theme.GOLD, [(0.18, 0.72), (0.54, 0.8), (0.52, 0.86), (0.16, 0.78)])
    pen.shape(WOOD, [(0.3, 0.8), (0.38, 0.82), (0.34, 0.96), (0.26, 0.94)])
    return pen.picture()


@per_zoom(maxsize=64)
def star(side: int, colour: Colour = theme.GOLD_LIGHT) -> Canvas:
    """An eight-pointed star token: who starts, a mark."""
    pen = Pen(side, colour)
    points = star_points(side / 2, side / 2, side * 0.47, side * 0.24, 8, math.pi / 8)
    pen.sketch.shape(colour, points, LINE, pen.stroke)
    pen.disc(theme.mix(colour, theme.WHITE, 0.4), (0.5, 0.5), 0.14)
    return pen.picture()
