"""A player's public facts as the table draws them wherever the player is shown (your
Alhambra's heading, the other players, the score track, an Alhambra enlarged): the
buildings of each kind as chips with the kind's letter and the count, the modules' tokens
(keyed by ``SeatToken``), a score in short."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import ngettext
from game.rules import KINDS, Kind
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, drawn_size, text, width_of
from game.ui.widgets import Regions, draw_text

TOKEN_TAG = "token"   # a module's token beside a player: its key is a SeatToken


@dataclass(frozen=True)
class SeatToken:
    """The key of a module's token beside a seat (the ``index``-th, in the parts' order): a
    type of its own, so that no other hit area's key is read as one."""

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


def points_words(points: int) -> str:
    """A score in short, "12 pts"."""
    # Translators: a score, "pts" short for points
    return ngettext("{points} pts", "{points} pts", points).format(points=points)
