"""The other players' areas, each with its Alhambra as large as the box allows, its name,
score and modules' tokens, the buildings of each kind, its wall, reserve and hand; then
Dirk's tiles in a game of two. The boxes share the column's height, so that they grow with
the window and with fewer players; pointing at one enlarges it in place (``enlarged_box``),
and a click opens it over the table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from game.i18n import _, ngettext
from game.rules import KINDS, Card, Game, MoneyCard, Player
from game.scenes.table.seat_facts import (
    TOKEN_TAG, SeatToken, draw_kind_counts, kind_counts_size, points_words,
)
from game.sprites.cards import draw_currency_symbol
from game.sprites.grid import GridGeometry, draw_alhambra
from game.sprites.tiles import tile_surface
from game.sprites.tokens import draw_token
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, drawn_size, first_fitting, small_line, text, width_of
from game.ui.widgets import Regions, draw_panel, draw_text

BOX_GAP = 6
CHIP = 14            # the kinds' chips of a player's counts
COUNTS_PITCH = 30    # ... a chip and its number this far apart in one row of six
COLUMNS_PITCH = 36   # ... and in rows of three or two
MINI_CELL = 88       # a tile of another player's Alhambra, at the most
TALL_ALHAMBRA = 72   # a box leaving its Alhambra this much under its facts has them on top
ENLARGED = 2.2       # pointed at, a box is drawn this many times as large
ENLARGED_CELL = 128  # ... its tiles at most this large


def paint_others(surface: pygame.Surface, rect: pygame.Rect, game: Game, large: int,
                 labels: list[list[str]], colours: list[theme.Colour], regions: Regions,
                 tokens: list[list[tuple[str, bool]]], marked: list[set],
                 remember: bool = False) -> dict[int | str, pygame.Rect]:
    """Every other seat's area, then Dirk's; returns each one's box (by seat, "dirk").
    ``labels``: a seat's name with "(AI)", and the name alone for a narrow box; ``marked``
    tiles starred; with ``remember``, the money cards everyone saw each player take (and not
    pay yet) follow the hand's size."""
    inner = draw_panel(surface, rect, _("Other players"), [_("click one to enlarge"), ""])
    entries: list[int | str] = [seat for seat in range(len(game.players)) if seat != large]
    if game.dirk is not None:
        entries.append("dirk")
    slot = (inner.height + BOX_GAP) // max(1, len(entries))
    boxes: dict[int | str, pygame.Rect] = {}
    for k, who in enumerate(entries):
        box = pygame.Rect(inner.x, inner.y + k * slot, inner.width, slot - BOX_GAP)
        boxes[who] = box
        if who == "dirk":
            paint_dirk(surface, box, game, regions)
            regions.add(box, "dirk", None)
            continue
        assert isinstance(who, int)
        paint_other(surface, box, game, who, labels[who], colours[who], tokens[who],
                    marked[who], remember, regions)
        regions.add(box, "mini", who)
    return boxes


def paint_other(surface: pygame.Surface, box: pygame.Rect, game: Game, seat: int,
                label: list[str], colour: theme.Colour, tokens: Sequence[tuple[str, bool]],
                marked: set, remember: bool, regions: Regions | None,
                most_cell: int = MINI_CELL) -> None:
    """One other player's area in ``box``: its name line, its Alhambra at the left (tiles
    up to ``most_cell``), its counts and facts beside it. With ``regions``, the kinds'
    chips and its tokens are hit areas."""
    player = game.players[seat]
    paint.rect(surface, theme.PAPER, box, border_radius=6)
    paint.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=6)
    head = box.y + 3 + drawn_size(13) // 2 + 1   # the middle of the name's line
    paint.circle(surface, colour, (box.x + 11, head), 6)
    paint.circle(surface, theme.INK, (box.x + 11, head), 6, 1)
    points = draw_text(surface, points_words(player.score), (box.right - 6, head), 13,
                       theme.INK, anchor="midright", bold=True)
    for k, (letter, active) in enumerate(tokens):
        centre = (points.x - 13 - 19 * k, head)
        draw_token(surface, centre, 8, letter, active)
        if regions is not None:
            regions.add(pygame.Rect(centre[0] - 8, centre[1] - 8, 16, 16), TOKEN_TAG,
                        SeatToken(seat, k))
    name_room = min(190, points.x - 13 - 19 * len(tokens) + 10 - (box.x + 21))
    words = first_fitting(label, 13, name_room, True)
    draw_text(surface, words, (box.x + 21, head), 13, theme.INK, anchor="midleft", bold=True,
              max_width=name_room)
    body = pygame.Rect(box.x + 4, head + drawn_size(13) // 2 + 3, box.width - 8, 0)
    body.height = box.bottom - 3 - body.y
    counts = game.scoring_counts(seat)
    columns = 6 if kind_counts_size(CHIP, 6, COUNTS_PITCH)[0] <= body.width else 3
    pitch = COUNTS_PITCH if columns == 6 else COLUMNS_PITCH
    facts_height = kind_counts_size(CHIP, columns, pitch)[1] + 2 + 2 * small_line()
    if body.height - facts_height >= TALL_ALHAMBRA:
        # a tall box: the counts and facts across its top, the Alhambra under them
        chips = draw_kind_counts(surface, body.x + 2, body.y, counts, chip=CHIP,
                                 columns=columns, pitch=pitch, regions=regions)
        facts = pygame.Rect(body.x + 2, body.y, body.width - 4, facts_height)
        _paint_facts(surface, facts, chips.bottom + 2, game, seat, facts.bottom, remember,
                     regions)
        room = pygame.Rect(body.x, facts.bottom + 4, body.width, body.bottom - facts.bottom - 4)
        geometry = GridGeometry.fit(room, player.alhambra.bounds(), margin=0,
                                    max_cell=most_cell, min_cell=3)
        draw_alhambra(surface, player.alhambra, geometry, grid=False, marked=marked)
        return
    # a low box: the Alhambra at the left, the counts (in rows of three) and facts beside it
    facts_width = max(kind_counts_size(CHIP, 3, COLUMNS_PITCH)[0],
                      min(body.width // 2, _facts_width(player))) + 6
    geometry = _mini_alhambra(pygame.Rect(body.x, body.y, body.width - facts_width - 6,
                                          body.height), player, most_cell)
    draw_alhambra(surface, player.alhambra, geometry, grid=False, marked=marked)
    facts = pygame.Rect(geometry.shown.right + 8, body.y,
                        body.right - geometry.shown.right - 8, body.height)
    columns = 6 if kind_counts_size(CHIP, 6, COUNTS_PITCH)[0] <= facts.width else \
        3 if kind_counts_size(CHIP, 3, COLUMNS_PITCH)[0] <= facts.width else 2
    chips = draw_kind_counts(surface, facts.x, facts.y, counts, chip=CHIP, columns=columns,
                             pitch=COUNTS_PITCH if columns == 6 else COLUMNS_PITCH,
                             regions=regions)
    _paint_facts(surface, facts, chips.bottom + 2, game, seat, box.bottom, remember, regions)


def _facts_width(player: Player) -> int:
    """How wide the longest line of a player's facts is."""
    wall, reserve = player.alhambra.longest_wall(), len(player.reserve)
    return width_of(_("wall {length} · reserve {count}").format(length=wall, count=reserve),
                    SMALLEST)


def _paint_facts(surface: pygame.Surface, facts: pygame.Rect, top: int, game: Game,
                 seat: int, bottom: int, remember: bool, regions: Regions | None) -> None:
    """A player's wall, reserve and hand under its counts (and the money seen taken)."""
    player = game.players[seat]
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
        if top + small_line() + drawn_size(SMALLEST) > bottom:
            # room for one line only: the short form (without the hand, if need be)
            # Translators: short: the longest wall, the reserve's tiles, the hand's cards
            lines = [within([_("wall {length} · res. {count} · hand {cards}").format(
                length=wall, count=reserve, cards=count), short])]
    y = top
    for line in lines:
        if y + drawn_size(SMALLEST) <= bottom:
            words = draw_text(surface, line, (facts.x, y), SMALLEST, theme.INK_SOFT,
                              max_width=facts.width + 4)
            if seen and line is lines[-1]:
                shown = _paint_seen_money(surface, words.right + 4, words.centery, seen,
                                          len(player.hand) - len(seen), facts.right)
                if regions is not None:
                    regions.add(words.union(shown), "seen_hand", seat)
        y += small_line()


def _mini_alhambra(room: pygame.Rect, player: Player, most_cell: int) -> GridGeometry:
    """An Alhambra at the left of ``room``, as large as the room allows."""
    geometry = GridGeometry.fit(room, player.alhambra.bounds(), margin=0, max_cell=most_cell,
                                min_cell=3)
    return replace(geometry, left=room.x)


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


def paint_dirk(surface: pygame.Surface, box: pygame.Rect, game: Game,
               regions: Regions | None) -> None:
    """Dirk, the neutral player of a game of two: his points, counts and tiles."""
    paint.rect(surface, theme.PAPER, box, border_radius=6)
    paint.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=6)
    head = box.y + 3 + drawn_size(13) // 2 + 1
    paint.circle(surface, theme.DIRK_COLOUR, (box.x + 11, head), 6)
    points = draw_text(surface, points_words(game.dirk_score or 0), (box.right - 6, head), 13,
                       theme.INK, anchor="midright", bold=True)
    room = points.x - 8 - (box.x + 21)
    # Translators: Dirk is the neutral player of a game of two
    label = first_fitting([_("Dirk (neutral, 2 players)"), _("Dirk")], 13, room, True)
    draw_text(surface, label, (box.x + 21, head), 13, theme.INK, anchor="midleft", bold=True,
              max_width=room)
    columns = 6 if kind_counts_size(CHIP, 6, 40)[0] <= box.width - 16 else 3
    chips = draw_kind_counts(surface, box.x + 8, head + drawn_size(13) // 2 + 6,
                             game.dirk_counts(), chip=CHIP, columns=columns, pitch=40,
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
        # as large as the room lets every tile be shown (up to a tile of the reserve's size)
        for size in range(min(56, area.height), 15, -1):
            per_row = max(1, area.width // (size + 2))
            rows = max(1, area.height // (size + 2))
            if per_row * rows >= len(tiles):
                break
        for i, tile in enumerate(tiles[:per_row * rows]):
            surface.blit(tile_surface(tile, size),
                         (area.x + (i % per_row) * (size + 2),
                          area.y + (i // per_row) * (size + 2)))


def enlarged_box(box: pygame.Rect, canvas: pygame.Rect) -> pygame.Rect:
    """Where a box pointed at is drawn enlarged: ``ENLARGED`` times as large, its right edge
    where the box's is and its top level with the box's, kept on the canvas."""
    big = pygame.Rect(0, 0, round(box.width * ENLARGED), round(box.height * ENLARGED))
    big.width = min(big.width, canvas.width - 16)
    big.height = min(max(big.height, 220), canvas.height - 16)
    big.topright = box.topright
    return big.clamp(canvas.inflate(-8, -8))
