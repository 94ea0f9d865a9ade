"""The Alcazaba variant at the table (RULES Part 3): the dice board on the left, with the
round's six columns, their tiles and the first-player token, each column's ladder of squares
with the markers in seat colours; the eight dice below it, kept ones raised in gold; and,
after each throw, for every kind the dice show, the square a marker would take, lit.

The scene that plays the turn (throwing, keeping, claiming, a redesign instead, the round's
end) is ``dice_turn.DiceTurnScene``; this file paints and names what it shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ngettext, pgettext
from game.rules import KINDS, Game, Kind, kind_name
from game.rules.engine import ACTION
from game.rules.rulesets.alcazaba import (
    DICE, DIRK, MAX_THROWS, ROUNDS, SCORING_AFTER, TAKE, DiceTable, landing, table_of,
)
from game.scenes.rulesets import register
from game.scenes.rulesets.base import RulesetTable
from game.sprites import icons
from game.sprites.dice import draw_die
from game.sprites.tiles import tile_surface
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, drawn_size, fitting_size, small_line, width_of, wrap
from game.ui.layout import rect
from game.ui.widgets import draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.match import Match
    from game.scenes.table import TableScene
    from game.ui.widgets import Regions

BOARD_TILE = 24
CELL = 16           # a square of a column's ladder
ROW_PITCH = 19
LABEL_STRIP = 16    # the rows' numbers, left of the columns
DIE = 34
DIE_GAP = 6
LEGEND_LINES = 2    # the ladder's legend under it, in lines
TOKEN = BOARD_TILE // 2   # the first-player token's radius: it fills a tile's place
STATUS_LINES = 4    # the status panel's lines of small type, at the most
FIRST_TOKEN = "first_token"   # the first-player token on the board (its key: its column)


def board_area() -> pygame.Rect:
    """The left of the table: the layout's market, display and hand areas together."""
    return rect("market").union(rect("display")).union(rect("hand"))


class BoardGeometry:
    """Where everything of the dice board lies inside ``inner`` (the panel's inside), with
    ``legend_lines`` for the ladder's legend."""

    def __init__(self, inner: pygame.Rect, legend_lines: int = LEGEND_LINES) -> None:
        self.inner = inner
        self.column_width = (inner.width - LABEL_STRIP) // len(KINDS)
        self.header_y = inner.y + 2
        self.tiles_y = self.header_y + 24
        self.ladder_y = self.tiles_y + 3 * (BOARD_TILE + 2) + 6
        # under the ladder: its legend, then the throw's words above the dice
        self.legend_lines = legend_lines
        self.dice_y = self.ladder_y + DICE * ROW_PITCH + 2 + legend_lines * small_line() + 28

    def column(self, kind: Kind) -> pygame.Rect:
        x = self.inner.x + LABEL_STRIP + KINDS.index(kind) * self.column_width
        return pygame.Rect(x, self.header_y, self.column_width - 4,
                           self.ladder_y + DICE * ROW_PITCH - self.header_y)

    def tile_spot(self, kind: Kind, index: int) -> pygame.Rect:
        column = self.column(kind)
        row, col = divmod(index, 2)
        x = column.x + 1 + col * (BOARD_TILE + 2)
        return pygame.Rect(x, self.tiles_y + row * (BOARD_TILE + 2), BOARD_TILE, BOARD_TILE)

    def cell(self, kind: Kind, square: tuple[int, int]) -> pygame.Rect:
        count, throws = square
        column = self.column(kind)
        pitch = (column.width - 2) // MAX_THROWS
        x = column.x + 1 + (throws - 1) * pitch
        y = self.ladder_y + (DICE - count) * ROW_PITCH
        return pygame.Rect(x, y, pitch - 2, CELL)

    def die(self, index: int) -> pygame.Rect:
        width = DICE * DIE + (DICE - 1) * DIE_GAP
        x = self.inner.centerx - width // 2 + index * (DIE + DIE_GAP)
        return pygame.Rect(x, self.dice_y, DIE, DIE)

    def dice_row(self) -> pygame.Rect:
        return pygame.Rect(self.die(0).x - 4, self.dice_y - 6, self.die(DICE - 1).right
                           - self.die(0).x + 8, DIE + 12)


def landing_squares(game: Game, seat: int) -> dict[Kind, tuple[int, int] | None]:
    """For each kind the dice show, where a marker of ``seat`` claiming it now would land
    (None: out, below the last square)."""
    table = table_of(game)
    if game.phase != ACTION or table.throws == 0:
        return {}
    counts = table.counts()
    return {kind: landing(table.board[kind], (counts[kind], table.throws))
            for kind in KINDS if counts[kind]}


def paint_board(surface: pygame.Surface, game: Game, colours: list[tuple[int, int, int]],
                names: list[str], regions: Regions, kept: set[int], lit: bool,
                hidden_dice: set[int] = frozenset()) -> BoardGeometry:
    """The dice board, the dice and the markers; hit areas for columns, tiles and dice."""
    table = table_of(game)
    area = board_area()
    first = names[table.first] if table.first < len(names) else ""
    heading = _("Dice board · round {round} of {rounds}").format(round=table.round,
                                                                 rounds=ROUNDS)
    inner = draw_panel(surface, area, heading,
                       [_("first player: {name}").format(name=first), first, ""])
    geo = board_geometry(inner)
    choosing = table.queue[0][0] if game.phase == TAKE and table.queue else None
    landings = landing_squares(game, game.to_move) if lit else {}
    counts = table.counts()
    for kind in KINDS:
        column = geo.column(kind)
        band = pygame.Rect(column.x, geo.header_y, column.width, 20)
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
            surface.blit(tile_surface(tile, BOARD_TILE), spot)
            regions.add(spot, "column_tile", tile.id)
            if choosing is kind:
                paint.rect(surface, theme.TEAL, spot.inflate(2, 2), 2, border_radius=3)
        if table.token is kind:  # the first-player token lies with the column's tiles
            spot = geo.tile_spot(kind, min(len(table.columns[kind]), 5))
            _draw_token(surface, spot.center)
            regions.add(spot, FIRST_TOKEN, kind)
        _paint_ladder(surface, geo, kind, table, colours, theme.seat_marks(names),
                      landings.get(kind, False))
    for count in range(DICE, 0, -1):
        y = geo.ladder_y + (DICE - count) * ROW_PITCH + CELL // 2
        draw_text(surface, str(count), (inner.x + LABEL_STRIP // 2, y), SMALLEST,
                  theme.INK_SOFT, anchor="center")
    _paint_lines(surface, ladder_legend(), (inner.x, geo.ladder_y + DICE * ROW_PITCH + 2),
                 inner.width, geo.legend_lines)
    _paint_dice(surface, geo, table, regions, kept, hidden_dice)
    markers = " · ".join(f"{names[s]} {m}" for s, m in enumerate(table.markers))
    words = _("Markers left: {markers}").format(markers=markers)
    lines = min(2, len(wrap(words, SMALLEST, inner.width, tell=False)))   # up from the foot
    _paint_lines(surface, words, (inner.x, inner.bottom + 1 - lines * small_line()), inner.width,
                 lines)
    return geo


def ladder_legend() -> str:
    return _("rows: dice showing the kind · in a row, left to right: 1st, 2nd, 3rd throw")


def board_geometry(inner: pygame.Rect) -> BoardGeometry:
    """The board's places in ``inner``, with the lines its ladder's legend takes there (two,
    or three in a small window)."""
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
                marker = icons.disc(CELL, colour)
                surface.blit(marker, marker.get_rect(center=box.center))
                # Translators: the letter on Dirk's markers on the dice board
                mark = pgettext("Dirk's marker", "D") if who == DIRK else marks[who]
                ink = theme.PAPER if who == DIRK else theme.readable_ink(colour)
                _paint_mark(surface, mark, box.center, ink)
            if lands == (count, throws):
                paint.rect(surface, theme.TEAL, box.inflate(4, 4), 3, border_radius=4)
            else:
                paint.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=3)


def _packed(words: str, width: int) -> list[str]:
    """``words`` ("a · b · c") on as few lines of ``width`` pixels as their parts fill, each
    line broken only between two parts."""
    lines: list[str] = []
    for part in words.split(" · "):
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and width_of(joined, SMALLEST) <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    return lines


def _paint_mark(surface: pygame.Surface, mark: str, centre: tuple[int, int],
                ink: tuple[int, int, int]) -> None:
    """A marker's letter, where it fits the marker in legible type: a single letter does;
    two (for names that begin alike) do not, and the marker's colour tells the seat alone."""
    if fitting_size(mark, SMALLEST, CELL - 2, True) is not None:
        draw_text(surface, mark, centre, SMALLEST, ink, anchor="center", bold=True)


def _paint_dice(surface: pygame.Surface, geo: BoardGeometry, table: DiceTable,
                regions: Regions, kept: set[int], hidden: set[int]) -> None:
    words = (_("Not thrown yet") if table.throws == 0
             else _("Throw {throw} of {throws}").format(throw=table.throws, throws=MAX_THROWS))
    draw_text(surface, words, (geo.inner.x, geo.dice_y - 20), 12, theme.INK, bold=True)
    for index in range(DICE):
        box = geo.die(index)
        face = table.dice[index] if index < len(table.dice) else None
        regions.add(box, "die", index)
        if index in hidden:
            continue  # tumbling: drawn over the static layer
        raised = box.move(0, -4) if index in kept else box
        draw_die(surface, raised, face, index in kept)


def _draw_token(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """The first-player token: a gold coin saying "1st" (or "1", where the word is too wide
    for it in legible type)."""
    coin = icons.coin(2 * TOKEN)
    surface.blit(coin, coin.get_rect(center=centre))
    # Translators: on the first-player token, a circle about three letters wide
    words = pgettext("first-player token", "1st")
    if fitting_size(words, SMALLEST, 2 * TOKEN - 2, True) is None:
        words = "1"
    draw_text(surface, words, centre, SMALLEST, theme.INK, anchor="center", bold=True)


class DiceBoardTable(RulesetTable):
    variant = "alcazaba"
    tags = (FIRST_TOKEN,)
    title_words = N_("Alcazaba (dice)")
    description_words = N_("Win the buildings with dice: five rounds, markers on a dice board.")
    rules_paragraphs = (
        N_("Alcazaba uses dice instead of money, and no expansion modules: eight building dice, a "
           "dice board with a column per kind, a first-player token and markers. An extra tower "
           "(price 10, no walls) joins the 54 buildings."),
        N_("Setup: five face-down stacks each hold one tile of every kind; the other 25 tiles go "
           "into the bag. Each player has 5 markers with 2 or 3 players, 4 with 4, 3 with 5 or 6. "
           "A random player starts."),
        N_("There are five rounds. Each begins with the next stack's six tiles, then five from "
           "the bag, laid in their kinds' columns. Except in round 5, a die is rolled and the "
           "first-player token goes on the bonus square of its column."),
        N_("On your turn you place one marker. Throw all eight dice, then up to twice more, "
           "keeping any dice and throwing the rest (kept dice may be thrown again). Choose a kind "
           "showing at least one die and put your marker in its column on the square for that "
           "number of dice and throws: more dice is better, then fewer throws. A taken square "
           "sends the marker to the next worse free one; past the last it is out for the round. "
           "Placed markers never move. After your 1st or 2nd throw you may instead make a "
           "redesign step, spending the marker."),
        N_("When all markers are placed, columns are settled from pavilions to towers: the best "
           "marker takes any one tile there and places it at once (or takes the first-player "
           "token, if it lies there), then the next best, while anything is left. Leftover tiles "
           "leave the game. Whoever takes the token names the next round's first player; "
           "otherwise the first player stays."),
        N_("Scorings, as in the base game, follow rounds 1, 3 and 5, the third being final; there "
           "is no market distribution."),
        N_("Two players: Dirk's five markers go in the columns of the five bag tiles, in draw "
           "order, on the three-throw squares of rows 2 to 6. He takes the cheapest tile, and the "
           "token only when no tile is left; then the player who was not first player starts the "
           "next round. You may give him tiles you win. He cannot win."),
    )

    def paint_left(self, scene: TableScene, surface: pygame.Surface,
                   regions: Regions) -> None:
        kept = getattr(scene, "kept", set())
        lit = scene.my_turn
        rolling = getattr(scene, "rolling_dice", set())
        paint_board(surface, scene.game, scene.match.seat_colours, scene.match.names, regions,
                    set(kept), lit, set(rolling))

    def paint_status(self, surface: pygame.Surface, area: pygame.Rect, game: Game) -> None:
        """The round, the bag and the stacks; the scorings; the keys: a line each, or where a
        language's words are longer than the panel, broken at their " · " on more, closer
        lines (the keys, which the top bar's buttons tell too, left out if need be)."""
        table = table_of(game)
        inner = draw_panel(surface, area, _("Rounds, bag and scorings"))
        scorings = ", ".join(str(r) for r in SCORING_AFTER)
        bag = len(game.bag)
        words = ngettext("Round {round} of {rounds} · bag {count} tile · stacks left {stacks}",
                         "Round {round} of {rounds} · bag {count} tiles · stacks left {stacks}",
                         bag)
        texts = [(words.format(round=table.round, rounds=ROUNDS, count=bag,
                               stacks=len(table.stacks)), theme.INK),
                 (_("Scorings after rounds {rounds} · done: {done}").format(
                     rounds=scorings, done=game.scorings_done), theme.INK_SOFT),
                 # Translators: +/- and Space and Esc are keys (the speed itself is on the top bar)
                 (_("+/- AI speed · Space skips · Esc menu"), theme.INK_SOFT)]
        # as many lines as the panel holds (four at 1280x720, fewer where the type is
        # larger), 18 pixels apart where there is room for it
        most = min(STATUS_LINES, (inner.height + 2 - drawn_size(SMALLEST)) // (small_line() - 1)
                   + 1)
        lines: list[tuple[str, tuple[int, int, int]]] = []
        for said, colour in texts:
            packed = _packed(said, inner.width)
            if len(lines) + len(packed) > most:
                break
            lines += [(line, colour) for line in packed]
        pitch = max(small_line() - 1, 18 if len(lines) <= 3 else 0)
        if (len(lines) - 1) * pitch + drawn_size(SMALLEST) > inner.height + 2:
            pitch = small_line() - 1
        for i, (line, colour) in enumerate(lines):
            draw_text(surface, line, (inner.x, inner.y + pitch * i), SMALLEST, colour,
                      max_width=inner.width)

    def tip(self, scene: TableScene, tag: str, key: object) -> str:
        if tag != FIRST_TOKEN or not isinstance(key, Kind):
            return ""
        # Translators: the first-player token's tooltip; {kind} is a building kind's column
        return _("The first-player token, in the {kind} column: a marker winning there may "
                 "take it instead of a tile, and then names who begins the next round.").format(
                     kind=kind_name(key))

    def turn_scene(self, match: Match) -> TableScene:
        from game.scenes.rulesets.dice_turn import DiceTurnScene

        return DiceTurnScene(match)

    def start_words(self, game: Game, names: list[str]) -> str:
        return _("{name} starts (drawn by lot). Round 1 is laid out.").format(
            name=names[game.current])


register(DiceBoardTable())
