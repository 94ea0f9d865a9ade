"""The Alcazaba variant's dice board (RULES Part 3): the round's six columns, their tiles and
the first-player token, each column's ladder of squares with the markers in seat colours;
the eight dice below it, kept ones raised in gold; and, after each throw, for every kind the
dice show, the square a marker would take, lit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, pgettext
from game.rules import KINDS, Game, Kind
from game.rules.rulesets.alcazaba import (
    DICE, DIRK, MAX_THROWS, ROUNDS, TAKE, DiceTable, landing, table_of,
)
from game.rules.stages import ACTION
from game.sprites import icons
from game.sprites.dice import draw_die
from game.sprites.tiles import tile_surface
from game.ui import paint, theme
from game.scenes.table.layout import inside as panel_inside
from game.ui.fonts import SMALLEST, drawn_size, fitting_size, line_pitch, small_line, wrap
from game.ui.widgets import draw_panel, draw_text

if TYPE_CHECKING:
    from game.ui.widgets import Regions

LABEL_STRIP = 16    # the rows' numbers, left of the columns
DIE_GAP = 8
LEGEND_LINES = 2    # the ladder's legend under it, in lines
FOOT_LINES = 4      # under the dice: the markers left, the round's bag and the scorings
FIRST_TOKEN = "first_token"   # the first-player token on the board (its key: its column)
# The board's pieces at the least (a scale of one) and at the most: the tiles of a column,
# the ladder's rows (a square is this high, less 3), the dice.
TILE, MOST_TILE = 24, 48
ROW, MOST_ROW = 19, 34
DIE, MOST_DIE = 34, 64


class BoardGeometry:
    """Where everything of the dice board lies inside ``inner`` (the panel's inside): its
    pieces as large as the room allows (``scale`` times their least), with ``legend_lines``
    for the ladder's legend."""

    def __init__(self, inner: pygame.Rect, legend_lines: int = LEGEND_LINES) -> None:
        self.inner = inner
        self.legend_lines = legend_lines
        self.column_width = (inner.width - LABEL_STRIP) // len(KINDS)
        self.header = max(20, drawn_size(SMALLEST) + 6)
        # what is not scaled: the heading band, the legend, the dice's words, the foot
        fixed = (2 + self.header + 4 + 6 + 2 + legend_lines * small_line() + 8
                 + line_pitch(12) + 6 + 4 + 10 + FOOT_LINES * small_line())
        room = inner.height - fixed
        widest_tile = (self.column_width - 6) // 2
        widest_die = (inner.width - (DICE - 1) * DIE_GAP) // DICE
        scale = 3.0
        while scale > 1.0:
            self.tile, self.row, self.die_size = self._sized(scale, widest_tile, widest_die)
            if 3 * (self.tile + 2) + DICE * self.row + self.die_size <= room:
                break
            scale -= 0.05
        else:
            self.tile, self.row, self.die_size = self._sized(1.0, widest_tile, widest_die)
        self.square = self.row - 3
        self.header_y = inner.y + 2
        self.tiles_y = self.header_y + self.header + 4
        self.ladder_y = self.tiles_y + 3 * (self.tile + 2) + 6
        # under the ladder: its legend, then the throw's words above the dice
        self.dice_y = (self.ladder_y + DICE * self.row + 2 + legend_lines * small_line() + 8
                       + line_pitch(12) + 6)

    @staticmethod
    def _sized(scale: float, widest_tile: int, widest_die: int) -> tuple[int, int, int]:
        return (max(16, min(MOST_TILE, widest_tile, round(TILE * scale))),
                min(MOST_ROW, round(ROW * scale)),
                max(24, min(MOST_DIE, widest_die, round(DIE * scale))))

    @property
    def token(self) -> int:
        """The first-player token's radius: it fills a tile's place."""
        return self.tile // 2

    def column(self, kind: Kind) -> pygame.Rect:
        x = self.inner.x + LABEL_STRIP + KINDS.index(kind) * self.column_width
        return pygame.Rect(x, self.header_y, self.column_width - 4,
                           self.ladder_y + DICE * self.row - self.header_y)

    def tile_spot(self, kind: Kind, index: int) -> pygame.Rect:
        column = self.column(kind)
        row, col = divmod(index, 2)
        x = column.centerx - self.tile - 1 + col * (self.tile + 2)
        return pygame.Rect(x, self.tiles_y + row * (self.tile + 2), self.tile, self.tile)

    def cell(self, kind: Kind, square: tuple[int, int]) -> pygame.Rect:
        count, throws = square
        column = self.column(kind)
        pitch = (column.width - 2) // MAX_THROWS
        x = column.x + 1 + (throws - 1) * pitch
        y = self.ladder_y + (DICE - count) * self.row
        return pygame.Rect(x, y, pitch - 2, self.square)

    def die(self, index: int) -> pygame.Rect:
        width = DICE * self.die_size + (DICE - 1) * DIE_GAP
        x = self.inner.centerx - width // 2 + index * (self.die_size + DIE_GAP)
        return pygame.Rect(x, self.dice_y, self.die_size, self.die_size)

    def dice_row(self) -> pygame.Rect:
        return pygame.Rect(self.die(0).x - 4, self.dice_y - 6, self.die(DICE - 1).right
                           - self.die(0).x + 8, self.die_size + 12)

    @property
    def foot(self) -> int:
        """Where the lines under the dice begin."""
        return self.dice_y + self.die_size + 10


def landing_squares(game: Game, seat: int) -> dict[Kind, tuple[int, int] | None]:
    """For each kind the dice show, where a marker of ``seat`` claiming it now would land
    (None: out, below the last square)."""
    table = table_of(game)
    if game.phase != ACTION or table.throws == 0:
        return {}
    counts = table.counts()
    return {kind: landing(table.board[kind], (counts[kind], table.throws))
            for kind in KINDS if counts[kind]}


def paint_board(surface: pygame.Surface, area: pygame.Rect, game: Game,
                colours: list[tuple[int, int, int]], names: list[str], regions: Regions,
                kept: set[int], lit: bool, hidden_dice: set[int] | frozenset[int] = frozenset(),
                status: tuple[str, ...] = ()) -> BoardGeometry:
    """The dice board in ``area``, the dice and the markers, and under them the markers
    left and the ``status`` (the round's bag, the scorings); hit areas for columns, tiles
    and dice."""
    table = table_of(game)
    first = names[table.first] if table.first < len(names) else ""
    heading = _("Dice board · round {round} of {rounds}").format(round=table.round,
                                                                 rounds=ROUNDS)
    inner = draw_panel(surface, area, heading,
                       [_("first player: {name}").format(name=first), first, ""])
    geo = board_geometry(area)
    choosing = table.queue[0][0] if game.phase == TAKE and table.queue else None
    landings = landing_squares(game, game.to_move) if lit else {}
    counts = table.counts()
    for kind in KINDS:
        column = geo.column(kind)
        band = pygame.Rect(column.x, geo.header_y, column.width, geo.header)
        paint.rect(surface, theme.KIND_COLOURS[kind], band, border_radius=4)
        # the kind's letter and how many dice show it; in a narrow band the number alone
        label = theme.KIND_LETTERS[kind] + (f" ×{counts[kind]}" if counts[kind] else "")
        if counts[kind] and fitting_size(label, SMALLEST, band.width - 6, True) is None:
            label = f"×{counts[kind]}"
        draw_text(surface, label, (band.x + 5, band.centery), SMALLEST, theme.KIND_INK[kind],
                  anchor="midleft", bold=True, max_width=band.width - 6)
        regions.add(column, "column", kind)
        if choosing is kind:
            paint.rect(surface, theme.GOLD, column.inflate(4, 4), 3, border_radius=5)
        for index, tile in enumerate(table.columns[kind][:6]):
            spot = geo.tile_spot(kind, index)
            surface.blit(tile_surface(tile, geo.tile), spot)
            regions.add(spot, "column_tile", tile.id)
            if choosing is kind:
                paint.rect(surface, theme.TEAL, spot.inflate(2, 2), 2, border_radius=3)
        if table.token is kind:  # the first-player token lies with the column's tiles
            spot = geo.tile_spot(kind, min(len(table.columns[kind]), 5))
            _draw_token(surface, spot.center, geo.token)
            regions.add(spot, FIRST_TOKEN, kind)
        _paint_ladder(surface, geo, kind, table, colours, theme.seat_marks(names),
                      landings.get(kind, False))
    for count in range(DICE, 0, -1):
        y = geo.ladder_y + (DICE - count) * geo.row + geo.square // 2
        draw_text(surface, str(count), (inner.x + LABEL_STRIP // 2, y), SMALLEST,
                  theme.INK_SOFT, anchor="center")
    _paint_lines(surface, ladder_legend(), (inner.x, geo.ladder_y + DICE * geo.row + 2),
                 inner.width, geo.legend_lines)
    _paint_dice(surface, geo, table, regions, kept, hidden_dice)
    markers = " · ".join(f"{names[s]} {m}" for s, m in enumerate(table.markers))
    words = _("Markers left: {markers}").format(markers=markers)
    lines = min(2, len(wrap(words, SMALLEST, inner.width, tell=False)))
    _paint_lines(surface, words, (inner.x, geo.foot), inner.width, lines)
    y = geo.foot + lines * small_line()
    for line in status:
        if y + drawn_size(SMALLEST) > inner.bottom + 2:
            break
        draw_text(surface, line, (inner.x, y), SMALLEST, theme.INK_SOFT, max_width=inner.width)
        y += small_line()
    return geo


def ladder_legend() -> str:
    return _("rows: dice showing the kind · in a row, left to right: 1st, 2nd, 3rd throw")


def board_geometry(area: pygame.Rect) -> BoardGeometry:
    """The board's places in its panel ``area``, with the lines its ladder's legend takes
    there (two, or three in a small window)."""
    inner = panel_inside(area)
    lines = len(wrap(ladder_legend(), SMALLEST, inner.width, tell=False))
    return BoardGeometry(inner, max(LEGEND_LINES, min(LEGEND_LINES + 1, lines)))


def _paint_lines(surface: pygame.Surface, words: str, at: tuple[int, int], width: int,
                 most: int) -> None:
    """``words`` in the smallest type on at most ``most`` lines of ``width`` pixels from
    ``at`` (the last line cut short, and told, if they need more)."""
    lines = wrap(words, SMALLEST, width)
    if len(lines) > most:
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    for i, line in enumerate(lines):
        draw_text(surface, line, (at[0], at[1] + small_line() * i), SMALLEST, theme.INK_SOFT,
                  max_width=width)


def _paint_ladder(surface: pygame.Surface, geo: BoardGeometry, kind: Kind, table: DiceTable,
                  colours: list[tuple[int, int, int]], marks: list[str],
                  lands: tuple[int, int] | None | bool) -> None:
    """A column's squares, its markers (each with its seat's letter as well as its colour),
    and (``lands``) the square a claim would take."""
    board = table.board[kind]
    for count in range(DICE, 0, -1):
        for throws in range(1, MAX_THROWS + 1):
            box = geo.cell(kind, (count, throws))
            who = board.get((count, throws))
            paint.rect(surface, theme.PAPER, box, border_radius=3)
            if who is not None:
                colour = theme.INK_FAINT if who == DIRK else colours[who]
                radius = min(box.width, box.height) // 2 - 1
                marker = icons.disc(2 * radius + 2, colour)
                surface.blit(marker, marker.get_rect(center=box.center))
                # Translators: the letter on Dirk's markers on the dice board
                mark = pgettext("Dirk's marker", "D") if who == DIRK else marks[who]
                ink = theme.PAPER if who == DIRK else theme.readable_ink(colour)
                _paint_mark(surface, mark, box.center, ink, 2 * radius)
            if lands == (count, throws):
                paint.rect(surface, theme.TEAL, box.inflate(4, 4), 3, border_radius=4)
            else:
                paint.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=3)


def _paint_mark(surface: pygame.Surface, mark: str, centre: tuple[int, int],
                ink: tuple[int, int, int], width: int) -> None:
    """A marker's letter, where it fits the marker in legible type: a single letter does;
    two (for names that begin alike) do not, and the marker's colour tells the seat alone."""
    if fitting_size(mark, SMALLEST, width, True) is not None:
        draw_text(surface, mark, centre, SMALLEST, ink, anchor="center", bold=True)


def _paint_dice(surface: pygame.Surface, geo: BoardGeometry, table: DiceTable,
                regions: Regions, kept: set[int], hidden: set[int] | frozenset[int]) -> None:
    words = (_("Not thrown yet") if table.throws == 0
             else _("Throw {throw} of {throws}").format(throw=table.throws, throws=MAX_THROWS))
    draw_text(surface, words, (geo.inner.x, geo.dice_y - 6 - line_pitch(12)), 12, theme.INK,
              bold=True)
    for index in range(DICE):
        box = geo.die(index)
        face = table.dice[index] if index < len(table.dice) else None
        regions.add(box, "die", index)
        if index in hidden:
            continue  # tumbling: drawn over the static layer
        raised = box.move(0, -4) if index in kept else box
        draw_die(surface, raised, face, index in kept)


def _draw_token(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """The first-player token: a gold coin saying "1st" (or "1", where the word is too wide
    for it in legible type)."""
    coin = icons.coin(2 * radius)
    surface.blit(coin, coin.get_rect(center=centre))
    # Translators: on the first-player token, a circle about three letters wide
    words = pgettext("first-player token", "1st")
    if fitting_size(words, SMALLEST, 2 * radius - 2, True) is None:
        words = "1"
    draw_text(surface, words, centre, SMALLEST, theme.INK, anchor="center", bold=True)
