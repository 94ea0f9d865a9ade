"""The table's shared zones and what lies in them. A zone holds its own pieces (the market's
squares, the money display's cards: the ruleset's) and the items the modules lay beside
them (``ZoneItem``): the hut stacks, the treasure rooms, the gate card, an auction. The zone
gives each item the room it wants, beside its own pieces and in rows under them, as far as
its room goes; an item it has no room for is folded to a badge in the zone's title line
(its picture and count, glowing when the player can act on it), and a badge clicked opens
its item in place, over the table, until a click elsewhere.

Items are folded in this order: first those the player cannot act on now, the last laid
first; then, only where the room is too small even for the items in use (a small window),
the others likewise."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.scenes.part import ZoneItem
from game.ui import paint, theme
from game.ui.canvas import new_surface
from game.ui.fonts import SMALLEST, drawn_size, first_fitting, small_line, text, width_of
from game.ui.widgets import TITLE_SIZE, draw_panel, draw_text, title_width

BADGE_TAG = "zone_badge"     # a folded item's badge (its key: the item's key)
OPENED_TAG = "zone_opened"   # an item opened in place: clicks in its room stay there
ITEM_GAP = 6       # between two items, and between a zone's pieces and its items
INSET_PAD = 4      # inside an item's frame
BADGE_GAP = 4      # between two badges
BADGE_ICON = 14    # a badge's picture


def title_line() -> int:
    """The height of an item's title line (its name, in the smallest type)."""
    return small_line() + 2


def item_box(item: ZoneItem) -> tuple[int, int]:
    """How much room ``item`` takes with its frame and title line."""
    width, height = item.size
    width = max(width, width_of(item.title, SMALLEST, True)) + 2 * INSET_PAD
    return width, height + title_line() + 2 * INSET_PAD


@dataclass
class Flow:
    """Items laid out in a zone: where each shown item goes (its frame), which are
    folded, and how tall the items' rows are under the zone's own pieces."""

    boxes: dict[str, pygame.Rect]
    folded: list[ZoneItem]
    height: int   # the rows' height under the pieces (0: all beside them, or none)


def flow(items: Sequence[ZoneItem], beside: pygame.Rect, below: pygame.Rect,
         folded: Sequence[str] = ()) -> tuple[dict[str, pygame.Rect], int] | None:
    """The items not in ``folded``, in order, first in the room ``beside`` the zone's own
    pieces, then in rows across ``below`` (its top the rows' top, its width theirs): each
    item's frame, and how tall the rows below are. None if an item is wider than any room."""
    boxes: dict[str, pygame.Rect] = {}
    in_beside = beside.width > 0 and beside.height > 0
    start = beside if in_beside else below
    x, y, right, row_bottom = start.x, start.y, start.right, start.y
    row_top = below.y
    height = 0
    for item in items:
        if item.key in folded or item.paint is None:
            continue
        w, h = item_box(item)
        if in_beside and (x + w > right or y + h > beside.bottom):
            in_beside = False
            x, right, row_top, row_bottom = below.x, below.right, below.y, below.y
            y = row_top
        if not in_beside and x > below.x and x + w > right:
            row_top = row_bottom + ITEM_GAP
            x, y = below.x, row_top
        if x + w > right:
            return None
        boxes[item.key] = pygame.Rect(x, y, w, h)
        x += w + ITEM_GAP
        row_bottom = max(row_bottom, y + h)
        if not in_beside:
            height = row_bottom - below.y
    return boxes, height


def fold_order(items: Sequence[ZoneItem]) -> list[ZoneItem]:
    """The items to fold, first to last: those of no use now, the last laid first, then
    the others likewise."""
    drawn = [item for item in items if item.paint is not None]
    idle = [item for item in reversed(drawn) if not item.actionable]
    used = [item for item in reversed(drawn) if item.actionable]
    return idle + used


def fit(items: Sequence[ZoneItem], beside: pygame.Rect, below: pygame.Rect,
        most: int) -> Flow:
    """The items in the room: as many shown as fit in rows at most ``most`` high under the
    zone's pieces (and beside them), the others folded in ``fold_order``."""
    folded: list[str] = [item.key for item in items if item.paint is None]
    for candidate in [None, *fold_order(items)]:
        if candidate is not None:
            folded.append(candidate.key)
        laid = flow(items, beside, below, folded)
        if laid is not None and laid[1] <= most:
            return Flow(laid[0], [i for i in items if i.key in folded], laid[1])
    return Flow({}, list(items), 0)


# ---------------------------------------------------------------------------- drawing
def badge_size(item: ZoneItem) -> tuple[int, int]:
    height = max(BADGE_ICON, drawn_size(SMALLEST)) + 4
    words = width_of(item.count, SMALLEST, True) + 4 if item.count else 0
    return 4 + BADGE_ICON + words + 4, height


def badges_width(items: Sequence[ZoneItem]) -> int:
    """How wide a row of ``items``' badges is."""
    return sum(badge_size(item)[0] + BADGE_GAP for item in items) - BADGE_GAP if items else 0


def draw_zone(surface: pygame.Surface, rect: pygame.Rect, title: str | Sequence[str],
              note: Sequence[str], folded: Sequence[ZoneItem], regions) -> pygame.Rect:
    """A zone's panel with its title, the badges of its ``folded`` items at the title
    line's right end, and between them the first of ``note``'s forms that fits; returns
    the inside under the title line."""
    room = rect.width - 16 - badges_width(folded) - (10 if folded else 0)
    inner = draw_panel(surface, rect, title, title_room=room)
    titles = [title] if isinstance(title, str) else list(title)
    heading = first_fitting(titles, TITLE_SIZE, room, bold=True, serif=True)
    if folded:
        x = inner.right - badges_width(folded)
        for item in folded:
            w, h = badge_size(item)
            box = pygame.Rect(x, inner.y - 22 + (20 - h) // 2 + 1, w, h)
            draw_badge(surface, box, item)
            regions.add(box, BADGE_TAG, item.key)
            x = box.right + BADGE_GAP
    note_room = room - title_width(heading) - 10
    words = next((n for n in note if n and width_of(n, SMALLEST) <= note_room), "")
    if words:
        right = inner.right - badges_width(folded) - (10 if folded else 0)
        draw_text(surface, words, (right, inner.y - 20), SMALLEST, theme.INK_SOFT,
                  anchor="topright", max_width=note_room)
    return inner


def draw_badge(surface: pygame.Surface, box: pygame.Rect, item: ZoneItem,
               opened: bool = False) -> None:
    """A folded item: its picture and count on a chip, glowing gold when the player can act
    on it, framed in teal while it is opened."""
    if item.actionable:
        glow = new_surface(box.inflate(8, 8).size)
        for step, alpha in ((0, 70), (2, 120)):
            paint.rect(glow, (*theme.GOLD_LIGHT, alpha),
                       glow.get_rect().inflate(-2 * step, -2 * step), border_radius=9 - step)
        surface.blit(glow, box.inflate(8, 8))
    paint.rect(surface, theme.PAPER, box, border_radius=box.height // 2)
    edge = theme.TEAL if opened else theme.GOLD if item.actionable else theme.PANEL_EDGE
    paint.rect(surface, edge, box, 2 if (opened or item.actionable) else 1,
               border_radius=box.height // 2)
    icon = pygame.Rect(box.x + 4, box.centery - BADGE_ICON // 2, BADGE_ICON, BADGE_ICON)
    if item.icon is not None:
        item.icon(surface, icon)
    else:
        paint.circle(surface, theme.PANEL_SHADE, icon.center, BADGE_ICON // 2)
        letter = text(item.title[:1], SMALLEST, theme.INK, True)
        surface.blit(letter, letter.get_rect(center=icon.center))
    if item.count:
        draw_text(surface, item.count, (icon.right + 3, box.centery), SMALLEST, theme.INK,
                  anchor="midleft", bold=True)


def draw_item(surface: pygame.Surface, box: pygame.Rect, item: ZoneItem) -> None:
    """An item in its frame: a lighter ground, its title and note, and the item itself."""
    paint.rect(surface, theme.mix(theme.PANEL, theme.PAPER, 0.45), box, border_radius=6)
    edge = theme.GOLD if item.actionable else theme.mix(theme.PANEL_EDGE, theme.PANEL, 0.4)
    paint.rect(surface, edge, box, 2 if item.actionable else 1, border_radius=6)
    inner = box.inflate(-2 * INSET_PAD, -2 * INSET_PAD)
    title = draw_text(surface, item.title, inner.topleft, SMALLEST, theme.INK, bold=True,
                      max_width=inner.width)
    notes = [item.note] if isinstance(item.note, str) else list(item.note)
    room = inner.right - title.right - 8
    words = next((n for n in notes if n and width_of(n, SMALLEST) <= room), "")
    if words:
        draw_text(surface, words, (inner.right, inner.y), SMALLEST, theme.INK_SOFT,
                  anchor="topright", max_width=room)
    assert item.paint is not None
    item.paint(surface, pygame.Rect(inner.x, inner.y + title_line(), inner.width,
                                    inner.height - title_line()))


def opened_box(item: ZoneItem, badge: pygame.Rect, canvas: pygame.Rect) -> pygame.Rect:
    """Where an item opened from its ``badge`` lies: under the badge, its right edge under
    the badge's (kept on the canvas)."""
    w, h = item_box(item)
    box = pygame.Rect(0, 0, w + 8, h + 8)
    box.topright = (badge.right + 4, badge.bottom + 4)
    return box.clamp(canvas)


def draw_opened(surface: pygame.Surface, box: pygame.Rect, item: ZoneItem) -> None:
    """An item opened in place: a raised panel holding it."""
    paint.rect(surface, (40, 16, 12), box.move(4, 5), border_radius=8)
    paint.rect(surface, theme.PANEL, box, border_radius=8)
    paint.rect(surface, theme.TEAL, box, 2, border_radius=8)
    draw_item(surface, box.inflate(-8, -8), item)
