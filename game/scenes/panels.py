"""Painters for the table's panels (market, money display, hand, Alhambras, reserve, tray,
other players, score track, status, log). Each draws one panel into the table's static layer
and records what can be clicked there, so drawing and hit-testing never disagree."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import NamedTuple

import pygame

from game.i18n import N_, _, ngettext
from game.rules import KINDS, Card, Currency, Game, Kind, MoneyCard, Player, Tile
from game.rules.types import currency_name
from game.scenes.part import HandItem
from game.sprites.cards import card_back, card_surface, draw_currency_symbol
from game.sprites.grid import GridGeometry, draw_alhambra
from game.sprites.scoreboard import draw_score_track
from game.sprites.tiles import tile_surface
from game.sprites.tokens import draw_token
from game.ui import paint, theme
from game.ui.canvas import new_surface
from game.ui.fonts import (
    SMALLEST, drawn_size, first_fitting, fitting_size, line_pitch, small_line, text, width_of,
    wrap,
)
from game.ui.widgets import Regions, draw_panel, draw_paragraph, draw_text

DISPLAY_CARD = (46, 64)
HAND_CARD = (28, 38)
MARKET_TILE = 64
TRAY_TILE = 64
RESERVE_TILE = 56
# An opponent's facts: the kinds' counts, a chip and a number this far apart.
COUNTS_PITCH = 30
MIN_ROW_TILE = 24   # the reserve's and the tray's tiles are made no smaller (then overlap)
# The scoring cards in the deck, and once scored, as the status panel tells them.
SCORING_CARDS = {1: (N_("1st in deck"), N_("1st scored ✓")),
                 2: (N_("2nd in deck"), N_("2nd scored ✓"))}
TOKEN_TAG = "token"   # a module's token beside a player's name: its key is a SeatToken


@dataclass(frozen=True)
class SeatToken:
    """The key of a module's token beside a seat's name (the ``index``-th, in the parts'
    order): a type of its own, so that no other hit area's key is read as one."""

    seat: int
    index: int


def draw_kind_counts(surface: pygame.Surface, x: int, y: int, counts: dict[Kind, float],
                     chip: int = 16, columns: int = 6, pitch: int = 0,
                     regions: Regions | None = None) -> pygame.Rect:
    """Six chips, one per kind, with its letter and the count beside it (with ``regions``,
    each chip can be pointed at for what the kind scores). Returns the area drawn on."""
    chip_w, chip_h, pitch = kind_counts_pitch(chip, pitch)
    area = pygame.Rect(x, y, 0, 0)
    size = max(SMALLEST, chip - 3)
    for i, kind in enumerate(KINDS):
        cx = x + (i % columns) * pitch
        cy = y + (i // columns) * (chip_h + 4)
        box = pygame.Rect(cx, cy, chip_w, chip_h)
        paint.rect(surface, theme.KIND_COLOURS[kind], box, border_radius=3)
        paint.rect(surface, theme.mix(theme.KIND_COLOURS[kind], (0, 0, 0), 0.4), box, 1,
                   border_radius=3)
        letter = text(theme.KIND_LETTERS[kind], size, theme.KIND_INK[kind], True)
        surface.blit(letter, letter.get_rect(center=box.center))
        count = counts.get(kind, 0)
        draw_text(surface, f"{count:g}", (box.right + 3, box.centery), size,
                  theme.INK if count else theme.INK_FAINT, anchor="midleft", bold=bool(count))
        area.union_ip(pygame.Rect(cx, cy, pitch - 2, chip_h))
        if regions is not None:
            regions.add(box.inflate(4, 4), "kind", kind)
    return area


def kind_counts_pitch(chip: int, pitch: int = 0) -> tuple[int, int, int]:
    """(width, height, pitch) of the kind chips of ``draw_kind_counts``: ``chip`` square at
    the least, larger for a letter drawn larger (a small window) or longer ("Ga"), and far
    enough apart for a count of two digits."""
    size = max(SMALLEST, chip - 3)
    height = max(chip, drawn_size(size) + 2)
    width = max(height, *(width_of(theme.KIND_LETTERS[k], size, True) + 4 for k in KINDS))
    return width, height, max(pitch or chip + 20, width + 5 + width_of("12", size, True))


def kind_counts_size(chip: int, columns: int, pitch: int = 0) -> tuple[int, int]:
    """How wide and tall ``draw_kind_counts`` draws its six chips in ``columns``."""
    _width, height, pitch = kind_counts_pitch(chip, pitch)
    rows = -(-len(KINDS) // columns)
    return columns * pitch, rows * (height + 4) - 4


def paint_topbar(surface: pygame.Surface, rect: pygame.Rect, status: Sequence[str],
                 buttons_x: int) -> None:
    """The game's name, then the first of the ``status`` lines (the longest first) that
    fits up to the bar's buttons (from ``buttons_x`` on)."""
    paint.rect(surface, (58, 22, 18), rect)
    paint.line(surface, theme.GOLD, (rect.x, rect.bottom - 1), (rect.right, rect.bottom - 1), 2)
    draw_text(surface, "ALHAMBRA", (rect.x + 14, rect.centery), 20, theme.GOLD_LIGHT,
              anchor="midleft", serif=True, bold=True)
    room = buttons_x - rect.x - 190
    words = first_fitting(status, 15, room, True)
    draw_text(surface, words, (rect.x + 180, rect.centery), 15, theme.PAPER, anchor="midleft",
              bold=True, max_width=room)


class MarketNote(NamedTuple):
    """Words under a market square (can the player pay it, and how), and shorter forms for
    a square too narrow for them (in a small window): words still, then signs alone."""
    words: str
    colour: theme.Colour
    shorter: tuple[str, ...] = ()

    def fitting(self, width: int) -> tuple[str, bool]:
        """The first form that fits ``width`` at the smallest type, and whether it is bold:
        the words, then the shorter words in bold or, narrower, in plain type; else the
        last form (the signs)."""
        forms = [(self.words, True)] + [(words, bold) for words in self.shorter[:-1]
                                        for bold in (True, False)]
        return next(((words, bold) for words, bold in forms
                     if fitting_size(words, SMALLEST, width, bold) is not None),
                    (self.shorter[-1], True) if self.shorter else (self.words, True))


def paint_market(surface: pygame.Surface, rect: pygame.Rect, game: Game, selected: int | None,
                 notes: dict[int, MarketNote], regions: Regions) -> None:
    inner = draw_panel(surface, rect, _("Building market"), [_("pay in its currency"), ""])
    width = inner.width // 4
    for square in range(4):
        box = pygame.Rect(inner.x + square * width + 2, inner.y, width - 4, inner.height)
        currency = game.currency_of(square)
        colour = theme.CURRENCY_COLOURS[currency]
        paint.rect(surface, theme.PAPER, box, border_radius=6)
        spot = pygame.Rect(0, 0, MARKET_TILE, MARKET_TILE)
        spot.midtop = (box.centerx, box.y + 4)
        tile = game.market[square]
        if tile is not None:
            surface.blit(tile_surface(tile, MARKET_TILE), spot)
        else:
            paint.rect(surface, theme.INK_FAINT, spot.inflate(-6, -6), 1, border_radius=4)
            # Translators: an empty market square
            draw_text(surface, _("empty"), spot.center, 12, theme.INK_FAINT, anchor="center")
        note = notes.get(square)
        if note:
            words, bold = note.fitting(box.width + 2)
            draw_text(surface, words, (box.centerx, spot.bottom + 2), SMALLEST, note.colour,
                      anchor="midtop", bold=bold, max_width=box.width + 2)
        band = pygame.Rect(box.x + 3, box.bottom - 22, box.width - 6, 19)
        paint.rect(surface, colour, band, border_radius=4)
        _paint_currency_band(surface, band, currency)
        edge = theme.GOLD if selected == square else theme.PANEL_EDGE
        paint.rect(surface, edge, box, 4 if selected == square else 1, border_radius=6)
        regions.add(box, "square", square)


BAND_PAD = 4   # a currency band's name and sign keep this far from its ends and each other


def _paint_currency_band(surface: pygame.Surface, band: pygame.Rect, currency: Currency) -> None:
    """A market square's currency: its sign and its name, apart and inside the band; where
    they do not fit together (a small window), the name alone, else the sign alone."""
    ink = theme.CURRENCY_INK[currency]
    name = currency_name(currency)
    sign = 5   # the sign's half width
    beside = band.width - 2 * sign - 3 * BAND_PAD   # the name's room beside the sign
    if fitting_size(name, 12, beside, bold=True) is not None:
        draw_currency_symbol(surface, currency, (band.x + BAND_PAD + sign, band.centery), sign,
                             ink)
        left = band.x + 2 * BAND_PAD + 2 * sign
        draw_text(surface, name, ((left + band.right - BAND_PAD) // 2, band.centery), 12, ink,
                  anchor="center", bold=True, max_width=beside)
    elif fitting_size(name, 12, band.width - 2 * BAND_PAD, bold=True) is not None:
        draw_text(surface, name, band.center, 12, ink, anchor="center", bold=True,
                  max_width=band.width - 2 * BAND_PAD)
    else:
        draw_currency_symbol(surface, currency, band.center, sign, ink)


def paint_display(surface: pygame.Surface, rect: pygame.Rect, game: Game, chosen: Iterable[int],
                  note: str, regions: Regions) -> None:
    inner = draw_panel(surface, rect, _("Money display"), note)
    chosen = set(chosen)
    pitch = inner.width // 4
    for i, card in enumerate(game.display):
        spot = pygame.Rect(0, 0, *DISPLAY_CARD)
        spot.midtop = (inner.x + pitch * i + pitch // 2, inner.y + (0 if card.id in chosen else 2))
        surface.blit(card_surface(card, DISPLAY_CARD), spot)
        if card.id in chosen:
            paint.rect(surface, theme.TEAL, spot.inflate(6, 6), 3, border_radius=7)
        regions.add(spot, "display_card", card.id)
    if not game.display:
        draw_text(surface, _("no cards left"), inner.center, 13, theme.INK_FAINT,
                  anchor="center")


def paint_hand(surface: pygame.Surface, rect: pygame.Rect, game: Game, seat: int,
               name: str, chosen: Iterable[int], focus: frozenset[Currency] | None,
               regions: Regions, items: list[HandItem] = (),
               card_kind: Callable[[Card], str] = lambda card: "") -> None:
    """The money of the seat holding the device (and any lying open beside its hand), sorted
    by currency with a sum per currency, then a row of its other cards and the modules'
    ``items`` only it may see (a face-down card of its own, say), named by what they are
    (``card_kind``, ``HandItem.kind``); other hands stay secret (RULES 1.7). ``focus``: the
    currencies that can pay now (the other rows are dimmed)."""
    player = game.players[seat]
    money = [c for c in game.purse(seat) if isinstance(c, MoneyCard)]  # with open money
    others: list[tuple[str, object, Card | HandItem]] = [
        ("hand_card", c.id, c) for c in player.hand if not isinstance(c, MoneyCard)]
    others += [(item.tag, item.key, item) for item in items]
    total = sum(c.value for c in money)
    count = len(player.hand)
    inner = draw_panel(surface, rect, _("{name}'s money").format(name=name),
                       [ngettext("{count} card · {total} in all",
                                 "{count} cards · {total} in all",
                                 count).format(count=count, total=total),
                        ngettext("{count} card", "{count} cards", count).format(count=count)])
    chosen = set(chosen)
    rows: list[tuple[object, list]] = [
        (currency, [("hand_card", c.id, c) for c in
                    sorted((c for c in money if c.currency is currency), key=lambda c: c.value)])
        for currency in game.currencies]
    if others:
        rows.append(("other", others))
    row_h = inner.height // len(rows)
    card_h = min(HAND_CARD[1], row_h - 5)
    card_size = (round(HAND_CARD[0] * card_h / HAND_CARD[1]), card_h)
    label_w = 110
    for r, (currency, cards) in enumerate(rows):
        band = pygame.Rect(inner.x, inner.y + r * row_h, inner.width, row_h - 3)
        if currency == "other":
            paint.rect(surface, theme.PANEL_SHADE, band, border_radius=5)
            # its name may take up to half the row (its cards are few)
            half = band.width // 2
            words = other_row_name(cards, card_kind)
            if len(wrap(words, SMALLEST, half - 8, bold=True, tell=False)) > _row_lines(band):
                words = _("other cards")   # each card tells what it is on hover
            label_w = min(max(label_w, width_of(words, SMALLEST, True) + 14), half)
            _paint_row_name(surface, band, label_w - 8, words)
        else:
            tint = theme.mix(theme.CURRENCY_COLOURS[currency], theme.PANEL, 0.78)
            paint.rect(surface, tint, band, border_radius=5)
            draw_currency_symbol(surface, currency, (band.x + 10, band.centery), 5,
                                 theme.CURRENCY_COLOURS[currency])
            subtotal = sum(c.value for _tag, _key, c in cards)
            number = draw_text(surface, str(subtotal), (band.x + label_w - 4, band.centery), 15,
                               theme.INK if subtotal else theme.INK_FAINT, anchor="midright",
                               bold=True)
            draw_text(surface, currency_name(currency), (band.x + 20, band.centery), 12,
                      theme.INK, anchor="midleft", max_width=number.x - band.x - 24)
        room = band.width - label_w - 4
        pitch = min(card_size[0] + 3, room // max(1, len(cards)))
        for i, (tag, key, card) in enumerate(cards):
            spot = pygame.Rect(band.x + label_w + 2 + i * pitch, band.y + 1, *card_size)
            spot.centery = band.centery - (3 if key in chosen and tag == "hand_card" else 0)
            if isinstance(card, HandItem):
                if card.ready:  # it may be used now: say so with a glow, lifted a little
                    spot.y -= 3
                    _paint_glow(surface, spot)
                surface.blit(card.face(card_size), spot)
                if card.ready:
                    paint.rect(surface, theme.GOLD_LIGHT, spot.inflate(6, 6), 3, border_radius=6)
            else:
                surface.blit(card_surface(card, card_size), spot)
            if key in chosen and tag == "hand_card":
                paint.rect(surface, theme.TEAL, spot.inflate(4, 4), 2, border_radius=5)
            regions.add(spot, tag, key)
        if focus is not None and currency != "other" and currency not in focus:
            veil = new_surface(band.size)
            veil.fill((*theme.PANEL, 150))
            surface.blit(veil, band)


def _paint_glow(surface: pygame.Surface, spot: pygame.Rect) -> None:
    """A soft gold halo behind a card that may be used now."""
    halo = spot.inflate(14, 14)
    glow = new_surface(halo.size)
    for step, alpha in ((0, 70), (3, 110), (5, 160)):
        paint.rect(glow, (*theme.GOLD_LIGHT, alpha), glow.get_rect().inflate(-step * 2, -step * 2),
                   border_radius=9 - step)
    surface.blit(glow, halo)


def other_row_name(cards: list[tuple[str, object, Card | HandItem]],
                   card_kind: Callable[[Card], str]) -> str:
    """The names of what lies in the hand's last row, each once, in order."""
    kinds = [c.kind if isinstance(c, HandItem) else card_kind(c) for _tag, _key, c in cards]
    named = list(dict.fromkeys(k or _("other cards") for k in kinds))
    return ", ".join(named)


def _row_lines(band: pygame.Rect) -> int:
    """How many lines of a row's name its band holds (one or two)."""
    return max(1, min(2, (band.height - drawn_size(SMALLEST)) // (small_line() - 2) + 1))


def _paint_row_name(surface: pygame.Surface, band: pygame.Rect, width: int, words: str) -> None:
    """A row's name at its left, on as many lines as the row holds (one or two), the last
    line shrunk to fit if need be: never a list cut short ("bonus cards," of "bonus cards,
    thieves")."""
    size = SMALLEST
    pitch = small_line() - 2
    lines = wrap(words, size, width, bold=True, tell=False)
    room = _row_lines(band)
    if len(lines) > room:
        lines = lines[:room - 1] + [" ".join(lines[room - 1:])]
    top = band.centery - pitch * len(lines) // 2
    for k, line in enumerate(lines):
        draw_text(surface, line, (band.x + 6, top + k * pitch + pitch // 2), size, theme.INK,
                  anchor="midleft", bold=True, max_width=width)


def paint_secret_hands(surface: pygame.Surface, rect: pygame.Rect, game: Game,
                       extras: list[list[str]]) -> None:
    """Nobody holds the device: only how many cards each player has (and what the modules
    say of each player's secret things, ``extras``)."""
    inner = draw_panel(surface, rect, _("Money"), [_("hands are secret"), ""])
    y = inner.y
    two_lines = drawn_size(13) + drawn_size(SMALLEST) + 3   # a row with the modules' words
    line = min(max(26, two_lines), inner.height // max(1, len(game.players)))
    width = inner.width - 24
    for seat, player in enumerate(game.players):
        back = card_back((16, 22))
        surface.blit(back, (inner.x, y + (line - 22) // 2))
        count = len(player.hand)
        cards = ngettext("{name}: {count} card", "{name}: {count} cards", count).format(
            name=player.name, count=count)
        words = ", ".join([cards, *extras[seat]])
        if extras[seat] and width_of(words, 13) > width and line >= two_lines:
            # too long for one line: the modules' words on a second, smaller line
            middle = y + line // 2
            draw_text(surface, cards, (inner.x + 24, middle + 1), 13, theme.INK,
                      anchor="bottomleft", max_width=width)
            draw_text(surface, ", ".join(_fitting(extras[seat], SMALLEST, width)),
                      (inner.x + 24, middle + 1), SMALLEST, theme.INK_SOFT, max_width=width)
        else:   # one line: the modules' words that fit on it
            draw_text(surface, ", ".join(_fitting([cards, *extras[seat]], 13, width)),
                      (inner.x + 24, y + line // 2), 13, theme.INK, anchor="midleft",
                      max_width=width)
        y += line


def _fitting(items: list[str], size: int, width: int) -> list[str]:
    """The first of ``items`` (the first always), as many as fit one line of ``width`` when
    joined by commas."""
    shown = items[:1]
    for item in items[1:]:
        if width_of(", ".join([*shown, item]), size) > width:
            break
        shown.append(item)
    return shown


def paint_log(surface: pygame.Surface, rect: pygame.Rect, lines: list[str],
              scroll: int = 0) -> int:
    """The game's log, newest at the bottom, each entry wrapped (never cut), and only whole
    entries shown (the last one shown may be cut only if it alone is taller than the panel);
    ``scroll`` entries back from the newest. Returns how far back it may scroll."""
    inner = draw_panel(surface, rect)
    line_h = small_line()
    rows = max(1, (inner.height - drawn_size(SMALLEST)) // line_h + 1)
    scroll = max(0, min(scroll, len(lines) - 1))
    shown: list[tuple[str, bool]] = []  # (a wrapped line, whether it is the newest entry)
    end = len(lines) - scroll
    for index in range(end - 1, -1, -1):
        wrapped = wrap(lines[index], SMALLEST, inner.width - 10, bold=index == len(lines) - 1)
        if shown and len(shown) + len(wrapped) > rows:
            break
        shown[0:0] = [(line, index == len(lines) - 1) for line in wrapped]
    shown = shown[-rows:]
    for i, (line, newest) in enumerate(shown):
        draw_text(surface, line, (inner.x, inner.y + i * line_h), SMALLEST,
                  theme.INK if newest else theme.INK_SOFT, bold=newest)
    if not lines:
        draw_text(surface, _("What happens is written here."), inner.topleft, 12,
                  theme.INK_FAINT)
    if len(lines) > 1:  # there is more above: say how to reach it
        track = pygame.Rect(inner.right - 4, inner.y, 3, inner.height)
        share = max(0.08, min(1.0, rows / max(1, len(lines))))
        size = max(10, int(track.height * share))
        top = track.bottom - size - int((track.height - size) * scroll / max(1, len(lines) - 1))
        paint.rect(surface, theme.INK_FAINT, (track.x, top, track.width, size),
                   border_radius=2)
    return max(0, len(lines) - 1)


def paint_alhambra(surface: pygame.Surface, rect: pygame.Rect, player: Player, name: str,
                   colour: theme.Colour, regions: Regions, counts: dict[Kind, float] | None = None,
                   marked: Collection[int | str] = ()) -> GridGeometry:
    """``counts``: buildings as they count for majorities (with the modules' additions);
    ``marked``: tiles a module marks with a star."""
    # Translators: the length of a player's longest wall
    wall = _("wall {length}").format(length=player.alhambra.longest_wall())
    wall_x = rect.right - 34 - width_of(wall, 13, True)
    # the kinds' counts before the wall, the title before them
    counts_x = min(rect.right - 320, wall_x - 10 - kind_counts_size(15, 6, 37)[0])
    inner = draw_panel(surface, rect, [_("{name}'s Alhambra").format(name=name), name],
                       title_room=counts_x - rect.x - 16)
    title = pygame.Rect(rect.x, rect.y, rect.width, 30)
    regions.add(title, "player_name", player.seat)
    paint.circle(surface, colour, (rect.right - 20, rect.y + 15), 7)
    paint.circle(surface, theme.INK, (rect.right - 20, rect.y + 15), 7, 1)
    draw_text(surface, wall, (rect.right - 34, rect.y + 15), 13, theme.INK, anchor="midright",
              bold=True)
    draw_kind_counts(surface, counts_x, rect.y + 7,
                     counts if counts is not None else player.alhambra.counts(), chip=15, pitch=37,
                     regions=regions)
    geometry = GridGeometry.fit(inner, player.alhambra.bounds(), margin=1, max_cell=72)
    draw_alhambra(surface, player.alhambra, geometry, marked=marked)
    regions.add(inner, "alhambra", player.seat)
    return geometry


def paint_tiles_row(surface: pygame.Surface, inner: pygame.Rect, tiles: list[Tile], size: int,
                    tag: str, regions: Regions, selected: object = None) -> None:
    if not tiles:
        return
    # as large as the row lets every tile be seen whole (overlapping only when even the
    # smallest tiles would not fit side by side)
    size = max(MIN_ROW_TILE, min(size, inner.height, (inner.width + 8) // len(tiles) - 8))
    pitch = min(size + 8,
                (inner.width - size) // max(1, len(tiles) - 1) if len(tiles) > 1 else size)
    for i, tile in enumerate(tiles):
        spot = pygame.Rect(inner.x + i * pitch, inner.y + (inner.height - size) // 2, size, size)
        surface.blit(tile_surface(tile, size), spot)
        if tile.id == selected:
            paint.rect(surface, theme.TEAL, spot.inflate(6, 6), 3, border_radius=6)
        regions.add(spot, tag, tile.id)


def paint_reserve(surface: pygame.Surface, rect: pygame.Rect, player: Player, hint: str,
                  regions: Regions, selected: object = None) -> None:
    inner = draw_panel(surface, rect, _("Reserve ({count})").format(count=len(player.reserve)),
                       hint)
    regions.add(rect, "reserve", player.seat)
    if not player.reserve:   # (in a narrow panel its first sentence only)
        draw_paragraph(surface, _("Empty. Tiles you do not build go here; they do not score."),
                       inner, 13, theme.INK_FAINT, middle=True)
    paint_tiles_row(surface, inner, player.reserve, RESERVE_TILE, "reserve_tile", regions, selected)


def paint_tray(surface: pygame.Surface, rect: pygame.Rect, tiles: list[Tile], title: str,
               hints: Sequence[str], empty_words: str, regions: Regions,
               selected: object = None) -> None:
    """The turn's tiles; ``hints``: what to do with them, the longest first (see
    ``draw_panel``)."""
    inner = draw_panel(surface, rect, title, hints)
    regions.add(rect, "tray", None)
    if not tiles:
        lines = wrap(empty_words, 13, inner.width)
        pitch = line_pitch(13)
        top = inner.centery - (pitch * (len(lines) - 1) + drawn_size(13)) // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, (inner.x, top + pitch * i), 13, theme.INK_FAINT)
    paint_tiles_row(surface, inner, tiles, TRAY_TILE, "tray_tile", regions, selected)


def paint_others(surface: pygame.Surface, rect: pygame.Rect, game: Game, large: int,
                 labels: list[list[str]], colours: list[theme.Colour], regions: Regions,
                 tokens: list[list[tuple[str, bool]]], marked: list[set],
                 remember: bool = False) -> None:
    """Every other seat's Alhambra in small, with its counts and facts, its modules'
    tokens beside the name (``labels``: a seat's name with "(AI)", and the name alone for a
    narrow box) and ``marked`` tiles starred; then Dirk. With ``remember``, the
    money cards everyone saw each player take (and not pay yet) follow the hand's size."""
    inner = draw_panel(surface, rect, _("Other players"), [_("click one to enlarge"), ""])
    entries: list[int | str] = [seat for seat in range(len(game.players)) if seat != large]
    if game.dirk is not None:
        entries.append("dirk")
    slot = inner.height // len(entries)
    for k, who in enumerate(entries):
        box = pygame.Rect(inner.x, inner.y + k * slot, inner.width, slot - 6)
        paint.rect(surface, theme.PAPER, box, border_radius=6)
        paint.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=6)
        if who == "dirk":
            regions.add(box, "dirk", None)
            _paint_dirk(surface, box, game, regions)
            continue
        assert isinstance(who, int)
        player = game.players[who]
        head = box.y + 3 + drawn_size(13) // 2 + 1   # the middle of the name's line
        paint.circle(surface, colours[who], (box.x + 11, head), 6)
        paint.circle(surface, theme.INK, (box.x + 11, head), 6, 1)
        points = draw_text(surface, _points(player.score), (box.right - 6, head), 13,
                           theme.INK, anchor="midright", bold=True)
        for k, (letter, active) in enumerate(tokens[who]):
            centre = (points.x - 13 - 19 * k, head)
            draw_token(surface, centre, 8, letter, active)
            regions.add(pygame.Rect(centre[0] - 8, centre[1] - 8, 16, 16), TOKEN_TAG,
                        SeatToken(who, k))
        name_room = min(150, points.x - 13 - 19 * len(tokens[who]) + 10 - (box.x + 21))
        label = first_fitting(labels[who], 13, name_room, True)
        draw_text(surface, label, (box.x + 21, head), 13, theme.INK, anchor="midleft",
                  bold=True, max_width=name_room)
        body = pygame.Rect(box.x + 4, head + drawn_size(13) // 2 + 3, box.width - 8, 0)
        body.height = box.bottom - 3 - body.y
        geometry = _mini_alhambra(body, player)
        draw_alhambra(surface, player.alhambra, geometry, grid=False, marked=marked[who])
        facts = pygame.Rect(geometry.shown.right + 8, body.y,
                            body.right - geometry.shown.right - 8, body.height)
        counts = game.scoring_counts(who)
        # The counts in one row where the facts are wide enough (a small Alhambra beside
        # them), else in two or three.
        columns = counts_columns(facts.width)
        chips = draw_kind_counts(surface, facts.x, facts.y, counts, chip=14, columns=columns,
                                 pitch=COUNTS_PITCH if columns == 6 else 36, regions=regions)
        line_y = chips.bottom + 2
        wall, reserve = player.alhambra.longest_wall(), len(player.reserve)

        def within(forms: list[str]) -> str:   # the first that fits the facts (else in short)
            return next((f for f in forms if width_of(f, SMALLEST) <= facts.width + 4), forms[-1])

        # Translators: short: a player's longest wall and the tiles in the reserve
        short = _("wall {length} · res. {count}").format(length=wall, count=reserve)
        # Translators: a player's longest wall and the tiles in the reserve
        lines = [within([_("wall {length} · reserve {count}").format(length=wall, count=reserve),
                         short])]
        seen = player.seen_cards() if remember else []
        if game.ruleset.currencies:  # a way to play with money: the size of the hand
            count = len(player.hand)
            if seen:
                # Translators: followed by the money cards everyone saw the player take
                cards = ngettext("{count} card:", "{count} cards:", count).format(count=count)
            else:
                cards = ngettext("{count} card in hand", "{count} cards in hand",
                                 count).format(count=count)
                # Translators: short: the cards in a player's hand
                cards = within([cards, _("hand {count}").format(count=count)])
            lines.append(cards)
            if line_y + small_line() + drawn_size(SMALLEST) > box.bottom:
                # room for one line only: the short form (without the hand, if need be)
                # Translators: short: the longest wall, the reserve's tiles, the hand's cards
                lines = [within([_("wall {length} · res. {count} · hand {cards}").format(
                    length=wall, count=reserve, cards=count), short])]
        for line in lines:
            if line_y + drawn_size(SMALLEST) <= box.bottom:
                words = draw_text(surface, line, (facts.x, line_y), SMALLEST, theme.INK_SOFT,
                                  max_width=facts.width + 4)
                if seen and line is lines[-1]:
                    shown = _paint_seen_money(surface, words.right + 4, words.centery, seen,
                                              len(player.hand) - len(seen), box.right - 4)
                    regions.add(words.union(shown), "seen_hand", who)
            line_y += small_line()
        regions.add(box, "mini", who)


def counts_columns(width: int, pitch: int = COUNTS_PITCH) -> int:
    """In how many columns the six kinds' counts (of small chips) fit ``width``: six, three
    or two."""
    return next((columns for columns in (6, 3)
                 if kind_counts_size(14, columns, pitch if columns == 6 else 36)[0] <= width), 2)


def _mini_alhambra(body: pygame.Rect, player: Player) -> GridGeometry:
    """An opponent's Alhambra at the left of ``body``, as large as its height allows (and
    at most half its width): the facts beside it have the rest."""
    mini = pygame.Rect(body.x, body.y, min(150, body.width // 2), body.height)
    geometry = GridGeometry.fit(mini, player.alhambra.bounds(), margin=0,
                                max_cell=max(24, body.height // 4), min_cell=3)
    return replace(geometry, left=mini.x)


def _paint_seen_money(surface: pygame.Surface, x: int, y: int, seen: list[Card],
                      unseen: int, right: int) -> pygame.Rect:
    """The money cards seen taken, as currency shape and value (those that fit before
    ``right``), then how many cards nobody saw; returns the area drawn on."""
    area = pygame.Rect(x, y - 6, 0, 12)
    shown = 0
    for card in seen:
        if not isinstance(card, MoneyCard):
            continue   # a module's card (an office): only its count is told
        value = text(str(card.value), SMALLEST, theme.INK, True)
        width = 12 + value.get_width() + 4
        if x + width > right - 22:
            break
        draw_currency_symbol(surface, card.currency, (x + 5, y), 4.5,
                             theme.CURRENCY_COLOURS[card.currency])
        surface.blit(value, value.get_rect(midleft=(x + 11, y)))
        x += width
        shown += 1
    rest = unseen + len(seen) - shown
    if rest:
        x = draw_text(surface, f"+{rest}", (x, y), SMALLEST, theme.INK_SOFT,
                      anchor="midleft").right
    area.width = x - area.x
    return area


def _paint_dirk(surface: pygame.Surface, box: pygame.Rect, game: Game,
                regions: Regions) -> None:
    head = box.y + 3 + drawn_size(13) // 2 + 1
    paint.circle(surface, theme.DIRK_COLOUR, (box.x + 11, head), 6)
    points = draw_text(surface, _points(game.dirk_score or 0), (box.right - 6, head), 13,
                       theme.INK, anchor="midright", bold=True)
    room = points.x - 8 - (box.x + 21)
    # Translators: Dirk is the neutral player of a game of two
    label = first_fitting([_("Dirk (neutral, 2 players)"), _("Dirk")], 13, room, True)
    draw_text(surface, label, (box.x + 21, head), 13, theme.INK, anchor="midleft", bold=True,
              max_width=room)
    columns = counts_columns(box.width - 16, 40)
    chips = draw_kind_counts(surface, box.x + 8, head + drawn_size(13) // 2 + 6,
                             game.dirk_counts(), chip=14, columns=columns, pitch=40,
                             regions=regions)
    top = chips.bottom + 4
    if box.bottom - top > 2 * small_line():
        count = len(game.dirk or ())
        # Translators: facts of Dirk, the neutral player: the longest first, shorter ones
        # follow for a narrow panel
        facts = [ngettext("{count} tile · majorities only · cannot win",
                          "{count} tiles · majorities only · cannot win", count),
                 ngettext("{count} tile · majorities only", "{count} tiles · majorities only",
                          count)]
        fitting = next((f for f in facts if width_of(f.format(count=count), SMALLEST)
                        <= box.width - 16), facts[-1])
        draw_text(surface, fitting.format(count=count), (box.x + 8, top), SMALLEST,
                  theme.INK_SOFT, max_width=box.width - 16)
        top += small_line() + 3
    tiles = sorted(game.dirk or (), key=lambda t: (KINDS.index(t.kind) if t.kind else 9, t.price))
    area = pygame.Rect(box.x + 8, top, box.width - 16, box.bottom - top - 6)
    if tiles and area.height >= 16:
        # as large as the room lets every tile be shown (up to a reserve tile's size)
        for size in range(min(RESERVE_TILE, area.height), 15, -1):
            per_row = max(1, area.width // (size + 2))
            rows = max(1, area.height // (size + 2))
            if per_row * rows >= len(tiles):
                break
        for i, tile in enumerate(tiles[:per_row * rows]):
            surface.blit(tile_surface(tile, size),
                         (area.x + (i % per_row) * (size + 2),
                          area.y + (i // per_row) * (size + 2)))


def paint_scores(surface: pygame.Surface, rect: pygame.Rect, game: Game, names: list[str],
                 colours: list[theme.Colour], current: int,
                 tokens: list[list[tuple[str, bool]]], legend: str | Sequence[str],
                 regions: Regions | None = None, shown: tuple[int, ...] | None = None) -> None:
    """The score track; each row (``"score_row"``, seat or ``"dirk"``) and token
    (``TOKEN_TAG``, a ``SeatToken``) is recorded for hover help. ``shown``: the scores to show
    instead of the players' own (while a scoring counts up)."""
    inner = draw_panel(surface, rect, _("Score track"), legend)
    scores = shown or [p.score for p in game.players]
    rows = [(names[s], colours[s], scores[s], s == current) for s in range(len(game.players))]
    if game.dirk is not None:
        rows.append(("Dirk", theme.DIRK_COLOUR, game.dirk_score or 0, False))
    drawn = draw_score_track(surface, inner, rows, tokens)
    if regions is None:
        return
    for index, (row, spots) in enumerate(drawn):
        regions.add(row, "score_row", index if index < len(game.players) else "dirk")
        for k, spot in enumerate(spots):   # after the row: a token is found first
            regions.add(spot, TOKEN_TAG, SeatToken(index, k))


def paint_status(surface: pygame.Surface, rect: pygame.Rect, game: Game) -> None:
    inner = draw_panel(surface, rect, _("Bag, deck and scorings"))
    bag, deck, discard = len(game.bag), len(game.deck), len(game.discard)
    piles = " · ".join([ngettext("Bag {count} tile", "Bag {count} tiles", bag).format(count=bag),
                        ngettext("deck {count} card", "deck {count} cards", deck).format(
                            count=deck),
                        _("discard {count}").format(count=discard)])
    if width_of(piles, SMALLEST) > inner.width:   # a narrow panel: the numbers, named short
        # Translators: the tiles in the bag, the cards in the deck and on the discard pile
        piles = _("Bag {bag} · deck {deck} · discard {discard}").format(
            bag=bag, deck=deck, discard=discard)
    draw_text(surface, piles, inner.topleft, SMALLEST, theme.INK, max_width=inner.width)
    y = inner.y + small_line() + 3
    cards = [(_(scored) if game.scorings_done >= number else _(waiting),
              game.scorings_done >= number) for number, (waiting, scored) in SCORING_CARDS.items()]
    head = _("Scoring cards:")
    wide = width_of(head, SMALLEST) + 6 + sum(width_of(w, SMALLEST, done) + 10
                                              for w, done in cards)
    x = inner.x
    if wide <= inner.width:   # else the cards' words alone: the panel's title names them
        x = draw_text(surface, head, (inner.x, y), SMALLEST, theme.INK).right + 6
    for words, done in cards:
        image = text(words, SMALLEST, theme.GOOD if done else theme.INK_SOFT, done)
        surface.blit(image, (x, y))
        x += image.get_width() + 10
    y += small_line() + 3
    if y + drawn_size(SMALLEST) <= inner.bottom + 2:   # a reminder, where there is room
        # Translators: +/- and Space and Esc are keys (the speed itself is on the top bar)
        keys = _("+/- AI speed · Space skips · Esc menu")
        draw_text(surface, keys, (inner.x, y), SMALLEST, theme.INK_SOFT, max_width=inner.width)


def _points(points: int) -> str:
    """A score in short, "12 pts"."""
    # Translators: a score, "pts" short for points
    return ngettext("{points} pts", "{points} pts", points).format(points=points)
