"""Your own area, under your Alhambra as at a real table: your hand grouped by currency (a
sum per currency, the cards side by side, your other cards and the modules' secret things
of yours in a group of their own), what lies in front of you for all to see (your vizier,
gate cards, characters, chests, coins: the modules' tokens and facts), your reserve, and the
tiles bought this turn. Each box takes the width its contents want (``wants``), and the
table shares the area out (``layout``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import _, ngettext
from game.rules import Card, Currency, Game, MoneyCard, Player, Tile
from game.rules.types import currency_name
from game.scenes.part import HandItem, Token
from game.scenes.table.layout import Want
from game.scenes.table.seat_facts import TOKEN_TAG, SeatToken
from game.sprites.cards import card_back, card_surface, draw_currency_symbol
from game.sprites.tiles import tile_surface
from game.sprites.tokens import draw_token
from game.ui import paint, theme
from game.ui.canvas import new_surface
from game.ui.fonts import SMALLEST, drawn_size, line_pitch, pack, small_line, width_of, wrap
from game.ui.widgets import (
    PANEL_MARGIN, Regions, draw_panel, draw_paragraph, draw_text, title_width,
)

HAND_CARD = (34, 48)   # a card in the hand
CARD_GAP = 4           # between two cards of a group, where they are not overlapped
SHOWN_PITCH = 28       # cards of a group overlap, where they must, this much of each showing
LEAST_PITCH = 16       # ... and beyond that (a small window, a hand of many cards) this much
READY_FRAME = 3        # the gold frame of a card that may be used now, outside its edge
GROUP_GAP = 6          # between two groups of the hand
EMPTY_GROUP = 34       # a currency the hand holds none of: its sign and a 0
OTHER_NAME = 110       # the other group's name takes at most this much room
LEAST_OTHER_CARD = 22  # the other group's cards, made smaller where the hand has no room
ROW_TILE = 64          # the reserve's and the tray's tiles, at the most
LEAST_ROW_TILE = 24    # ... and at the least (they overlap beyond)
TOKEN_RADIUS = 9       # a token in front of you
OWNED_WIDTH = 240      # what lies in front of you takes at most this width...
OWNED_LEAST = 88       # ... and at the least this (its facts on more lines)
OWNED_TAG = "owned"    # its facts, told whole on hover

Entry = tuple[str, object, "Card | HandItem"]   # a hand's piece: its tag, key and itself


@dataclass(frozen=True)
class Group:
    """A group of the hand: a currency's cards (``currency`` None: the other cards and the
    modules' items, named ``name``)."""

    currency: Currency | None
    entries: tuple[Entry, ...]
    name: str = ""


def hand_groups(game: Game, seat: int, items: Sequence[HandItem],
                card_kind: Callable[[Card], str]) -> list[Group]:
    """The groups of ``seat``'s hand: one per currency of the game, by value, with the money
    lying open beside the hand (coins); then the other cards and ``items``."""
    player = game.players[seat]
    money = [c for c in game.purse(seat) if isinstance(c, MoneyCard)]
    groups = [Group(currency, tuple(("hand_card", c.id, c) for c in sorted(
        (c for c in money if c.currency is currency), key=lambda c: c.value)))
        for currency in game.currencies]
    others: list[Entry] = [("hand_card", c.id, c) for c in player.hand
                           if not isinstance(c, MoneyCard)]
    others += [(item.tag, item.key, item) for item in items]
    if others:
        groups.append(Group(None, tuple(others), other_row_name(others, card_kind)))
    return groups


def other_row_name(cards: Sequence[Entry], card_kind: Callable[[Card], str]) -> str:
    """The names of what lies in the hand's other group, each once, in order."""
    kinds = [c.kind if isinstance(c, HandItem) else card_kind(c) for _tag, _key, c in cards]
    named = list(dict.fromkeys(k or _("other cards") for k in kinds))
    return ", ".join(named)


def _group_pitch(group: Group, pitch: int) -> int:
    """How far apart a group's cards lie where the money's lie ``pitch`` apart: the other
    group's never overlap (each tells its own kind and value, to its edges)."""
    return pitch if group.currency is not None else HAND_CARD[0] + CARD_GAP


def _group_width(group: Group, pitch: int) -> int:
    """A group's width: its cards at ``pitch`` (the other group: room for its name too)."""
    if not group.entries:
        return EMPTY_GROUP
    cards = HAND_CARD[0] + _group_pitch(group, pitch) * (len(group.entries) - 1) + 4
    if group.currency is None:
        cards = max(cards, min(OTHER_NAME, width_of(_other_label(group), SMALLEST, True) + 8))
    return max(cards, EMPTY_GROUP)


def _other_label(group: Group) -> str:
    """The other group's heading: the names of what it holds, or "other cards" where they
    are long (each card tells what it is on hover)."""
    if width_of(group.name, SMALLEST, True) <= OTHER_NAME - 8:
        return group.name
    return _("other cards")


def hand_wants(groups: Sequence[Group]) -> Want:
    """The hand's box: every card apart at best, overlapped to ``SHOWN_PITCH`` at the
    least."""
    def width(pitch: int) -> int:
        return (sum(_group_width(g, pitch) for g in groups) + GROUP_GAP * (len(groups) - 1)
                + 2 * PANEL_MARGIN[0] + 4)
    return Want(width(SHOWN_PITCH), width(HAND_CARD[0] + CARD_GAP))


def paint_hand(surface: pygame.Surface, rect: pygame.Rect, game: Game, seat: int, name: str,
               groups: Sequence[Group], chosen: Iterable[int],
               focus: frozenset[Currency] | None, regions: Regions) -> None:
    """The money of the seat holding the device, by currency with a sum per currency, then
    its other cards and the modules' ``items`` only it may see (named by what they are);
    other hands stay secret (RULES 1.7). ``focus``: the currencies that can pay now (the
    other groups are dimmed)."""
    player = game.players[seat]
    money = [c for c in game.purse(seat) if isinstance(c, MoneyCard)]
    total = sum(c.value for c in money)
    count = len(player.hand)
    inner = draw_panel(surface, rect, _("{name}'s money").format(name=name),
                       [ngettext("{count} card · {total} in all",
                                 "{count} cards · {total} in all",
                                 count).format(count=count, total=total),
                        ngettext("{count} card", "{count} cards", count).format(count=count)])
    chosen = set(chosen)
    pitch = HAND_CARD[0] + CARD_GAP
    while pitch > LEAST_PITCH and (sum(_group_width(g, pitch) for g in groups)
                                   + GROUP_GAP * (len(groups) - 1)) > inner.width:
        pitch -= 1
    head = small_line() + 2
    card_h = min(HAND_CARD[1], inner.height - head - 4)
    size = (round(HAND_CARD[0] * card_h / HAND_CARD[1]), card_h)
    widths = [_group_width(g, pitch) for g in groups]
    looks = [(_group_pitch(g, pitch), size) for g in groups]
    spare = inner.width - sum(widths) - GROUP_GAP * (len(groups) - 1)
    if groups and groups[-1].currency is None:
        if spare > 0:
            widths[-1] += spare   # the other group's name has the room left over
        elif spare < 0:   # not even with the money overlapped: the other cards drawn smaller
            widths[-1] = max(LEAST_OTHER_CARD + 4, widths[-1] + spare)
            looks[-1] = _smaller_cards(widths[-1], len(groups[-1].entries), size)
    x = inner.x
    for group, width, (group_pitch, group_size) in zip(groups, widths, looks):
        band = pygame.Rect(x, inner.y, width, inner.height)
        _paint_group(surface, band, group, group_pitch, group_size, head, chosen, regions)
        if focus is not None and group.currency is not None and group.currency not in focus:
            veil = new_surface(band.size)
            veil.fill((*theme.PANEL, 150))
            surface.blit(veil, band)
        x = band.right + GROUP_GAP


def _smaller_cards(width: int, count: int, size: tuple[int, int]) -> tuple[int, tuple[int, int]]:
    """The pitch and size of ``count`` cards side by side in a band ``width`` wide: smaller
    than ``size`` (never under ``LEAST_OTHER_CARD`` wide: they overlap beyond), never
    overlapped while they can be told apart (each tells its kind and value to its edges)."""
    card = (width - 4 - CARD_GAP * (count - 1)) // count
    card = max(LEAST_OTHER_CARD, min(size[0], card))
    smaller = (card, round(size[1] * card / size[0]))
    pitch = card + CARD_GAP if count < 2 else min(card + CARD_GAP,
                                                   (width - 4 - card) // (count - 1))
    return max(1, pitch), smaller


def _paint_group(surface: pygame.Surface, band: pygame.Rect, group: Group, pitch: int,
                 size: tuple[int, int], head: int, chosen: set, regions: Regions) -> None:
    """A group: its heading (a currency's sign and sum, or the other group's name) over its
    cards."""
    if group.currency is None:
        paint.rect(surface, theme.PANEL_SHADE, band, border_radius=5)
        words = _other_label(group)
        if width_of(words, SMALLEST, True) <= band.width - 8:   # (else the cards tell it)
            draw_text(surface, words, (band.x + 4, band.y + 1), SMALLEST, theme.INK,
                      bold=True, max_width=band.width - 8)
    else:
        currency = group.currency
        tint = theme.mix(theme.CURRENCY_COLOURS[currency], theme.PANEL, 0.78)
        paint.rect(surface, tint, band, border_radius=5)
        middle = band.y + head // 2
        draw_currency_symbol(surface, currency, (band.x + 9, middle), 5,
                             theme.CURRENCY_COLOURS[currency])
        subtotal = sum(c.value for _tag, _key, c in group.entries)
        number = draw_text(surface, str(subtotal), (band.x + 18, middle), 13,
                           theme.INK if subtotal else theme.INK_FAINT, anchor="midleft",
                           bold=True)
        room = band.right - 4 - (number.right + 5)
        name = currency_name(currency)
        if width_of(name, SMALLEST) <= room:   # its name, where the group has the room
            draw_text(surface, name, (number.right + 5, middle), SMALLEST, theme.INK_SOFT,
                      anchor="midleft")
    top = band.y + head
    for i, (tag, key, card) in enumerate(group.entries):
        spot = pygame.Rect(band.x + 2 + i * pitch, top, *size)
        if key in chosen and tag == "hand_card":
            spot.y -= 3
        if isinstance(card, HandItem):
            if card.ready:  # it may be used now: say so with a glow, lifted a little
                spot.y -= 3
                paint_glow(surface, spot)
            surface.blit(card.face(size), spot)
            # framed in gold where the frame stays clear of the cards beside it (else its
            # glow alone says it: the frame would run across their faces)
            clear = len(group.entries) == 1 or pitch > size[0] + READY_FRAME
            if card.ready and clear:
                paint.rect(surface, theme.GOLD_LIGHT, spot.inflate(2 * READY_FRAME, 2 * READY_FRAME),
                           READY_FRAME, border_radius=6)
        else:
            surface.blit(card_surface(card, size), spot)
        if key in chosen and tag == "hand_card":
            paint.rect(surface, theme.TEAL, spot.inflate(4, 4), 2, border_radius=5)
        shown = spot if i == len(group.entries) - 1 else spot.clip(
            pygame.Rect(spot.x, spot.y, pitch, spot.height))
        regions.add(shown, tag, key)


def paint_glow(surface: pygame.Surface, spot: pygame.Rect) -> None:
    """A soft gold halo behind a card that may be used now."""
    halo = spot.inflate(14, 14)
    glow = new_surface(halo.size)
    for step, alpha in ((0, 70), (3, 110), (5, 160)):
        paint.rect(glow, (*theme.GOLD_LIGHT, alpha), glow.get_rect().inflate(-step * 2, -step * 2),
                   border_radius=9 - step)
    surface.blit(glow, halo)


def hidden_hand_wants(count: int) -> Want:
    return Want(150, 2 * PANEL_MARGIN[0] + 24 + min(count, 12) * 10 + 180)


def paint_hidden_hand(surface: pygame.Surface, rect: pygame.Rect, player: Player, name: str,
                      extras: Sequence[str]) -> None:
    """The hand of a player nobody may look at now (nobody holds the device, RULES 1.7):
    its cards' backs, how many, and what the modules say of its secret things."""
    count = len(player.hand)
    inner = draw_panel(surface, rect, _("{name}'s money").format(name=name),
                       [_("hands are secret"), ""])
    back = (22, 30)
    pitch = 10 if count > 1 else 0
    for i in range(min(count, 12)):
        surface.blit(card_back(back), (inner.x + i * pitch, inner.y + 2))
    x = inner.x + pitch * (min(count, 12) - 1) + back[0] + 10 if count else inner.x
    words = ngettext("{count} card", "{count} cards", count).format(count=count)
    draw_text(surface, words, (x, inner.y + 2 + back[1] // 2), 13, theme.INK, anchor="midleft",
              bold=True, max_width=inner.right - x)
    lines = pack(list(extras), SMALLEST, inner.width)
    y = inner.y + back[1] + 8
    for line in lines:
        if y + drawn_size(SMALLEST) > inner.bottom + 2:
            break
        draw_text(surface, line, (inner.x, y), SMALLEST, theme.INK_SOFT, max_width=inner.width)
        y += small_line()


# ---------------------------------------------------------------------------- in front of you
def owned_wants(tokens: Sequence[Token], facts: Sequence[str], name: str) -> Want | None:
    """What lies in front of a player: None if nothing does."""
    if not tokens and not facts:
        return None
    title = title_width(_("In front of {name}").format(name=name))
    chips = len(tokens) * (2 * TOKEN_RADIUS + 4)
    longest = max((width_of(f, SMALLEST) for f in facts), default=0)
    # the facts are wrapped at the least, never a word cut ("Schlusswertung")
    longest_word = max((width_of(word, SMALLEST) for f in facts for word in f.split()),
                       default=0)
    inner = min(OWNED_WIDTH, max(title, chips, longest))
    least = min(inner, max(OWNED_LEAST, longest_word))
    return Want(least + 2 * PANEL_MARGIN[0], inner + 2 * PANEL_MARGIN[0])


def paint_owned(surface: pygame.Surface, rect: pygame.Rect, seat: int, name: str,
                tokens: Sequence[Token], facts: Sequence[str], regions: Regions) -> None:
    """The modules' tokens of ``seat`` (lit or spent, each a hit area telling what it
    means), then its facts in words, as many lines as the box holds (the rest on hover)."""
    inner = draw_panel(surface, rect, [_("In front of {name}").format(name=name), name])
    x, y = inner.x, inner.y
    for k, token in enumerate(tokens):
        if x + 2 * TOKEN_RADIUS > inner.right:
            break
        centre = (x + TOKEN_RADIUS, y + TOKEN_RADIUS)
        draw_token(surface, centre, TOKEN_RADIUS, token.letter, token.active)
        regions.add(pygame.Rect(x, y, 2 * TOKEN_RADIUS, 2 * TOKEN_RADIUS), TOKEN_TAG,
                    SeatToken(seat, k))
        x += 2 * TOKEN_RADIUS + 4
    if tokens:
        y += 2 * TOKEN_RADIUS + 4
    lines = pack(list(facts), SMALLEST, inner.width)
    room = max(0, (inner.bottom + 3 - y - drawn_size(SMALLEST)) // small_line() + 1)
    for line in lines[:room]:
        draw_text(surface, line, (inner.x, y), SMALLEST, theme.INK_SOFT, max_width=inner.width)
        y += small_line()
    if len(lines) > room:   # the rest on hover
        regions.add(inner, OWNED_TAG, " · ".join(facts))


# ---------------------------------------------------------------------------- rows of tiles
def row_wants(count: int, title: str) -> Want:
    """A row of tiles under a title: room for ``count`` tiles side by side (one at least)
    at best, small ones at the least; its title whole either way."""
    title_room = title_width(title) + 4
    best = max(1, count) * (ROW_TILE + 8)
    least = max(1, min(count, 3)) * (LEAST_ROW_TILE + 4)
    return Want(max(least, title_room) + 2 * PANEL_MARGIN[0],
                max(best, title_room) + 2 * PANEL_MARGIN[0])


def paint_tiles_row(surface: pygame.Surface, inner: pygame.Rect, tiles: Sequence[Tile],
                    tag: str, regions: Regions, selected: object = None) -> None:
    """Tiles side by side, as large as the row lets every one be seen whole (overlapping
    only when even the smallest would not fit side by side); each a hit area."""
    if not tiles:
        return
    size = max(LEAST_ROW_TILE, min(ROW_TILE, inner.height - 2,
                                   (inner.width + 8) // len(tiles) - 8))
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
                       [hint, ""] if hint else "")
    regions.add(rect, "reserve", player.seat)
    if not player.reserve:   # (in a narrow panel its first sentence only)
        draw_paragraph(surface, _("Empty. Tiles you do not build go here; they do not score."),
                       inner, 13, theme.INK_FAINT, middle=True)
    paint_tiles_row(surface, inner, player.reserve, "reserve_tile", regions, selected)


def paint_tray(surface: pygame.Surface, rect: pygame.Rect, tiles: Sequence[Tile], title: str,
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
    paint_tiles_row(surface, inner, tiles, "tray_tile", regions, selected)

