"""Fonts and rendered text, cached.

The game ships two faces, each openly licensed (its licence beside the files): DejaVu Sans,
the readable body text, and El Messiri, the display face of titles, headings and the values
on cards (asked for with ``serif``), whose letters take the curves of Arabic script. A
title holding a character the display face lacks is drawn in DejaVu Sans Bold instead,
and a missing file falls back to pygame's built-in font, so text works from source and
frozen alike.
Rendered text surfaces are cached: the same label in the same style is drawn once.
Sizes are logical pixels; text is rendered at its final size in the window's real pixels
(``game.ui.canvas``), and measured as it is rendered, so what is fitted is what is drawn.
Every string passes ``game.text.printable`` on its way to a font: a control character or a
lone surrogate from a damaged file is drawn as a replacement character, never an error.
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

import pygame

from game.paths import asset
from game.text import SOFT_HYPHEN, printable, unhyphenated
from game.ui.canvas import Canvas, new_surface, per_zoom, zoom

DISPLAY_FILE = "ElMessiri-Bold.ttf"
_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (True, True): DISPLAY_FILE,
    (False, True): DISPLAY_FILE,
}
# A character no font holds: what a font draws for it is what it draws for any it lacks.
_NOWHERE = "\U0010fffd"
# The display face keeps room above and below its letters for Arabic script's marks: its
# Latin letters, accents and descenders lie within these shares of its size above and below
# the baseline, and a line of it is cut to them, so that it lines up as the body's does.
DISPLAY_ABOVE = 0.9
DISPLAY_BELOW = 0.27


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    path = asset("fonts", _FILES[(bold, serif)])
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        return pygame.font.Font(str(path), size)
    except (OSError, FileNotFoundError, pygame.error):
        fallback = pygame.font.Font(None, round(size * 1.35))
        fallback.set_bold(bold)
        return fallback


def real_font(size: int, bold: bool = False, serif: bool = False) -> pygame.font.Font:
    """The font that draws text of logical ``size`` at the zoom drawn now (never under
    ``REAL_SMALLEST`` real pixels)."""
    least = REAL_SMALLEST_DISPLAY if serif else REAL_SMALLEST
    return font(max(least, round(size * zoom())), bold, serif)


@lru_cache(maxsize=1024)
def display_holds(words: str) -> bool:
    """Whether the display face has a letter of its own for every character of ``words``
    (one it lacks is drawn as its blank box, whose measures tell it)."""
    face = font(48, True, True)
    blank = face.metrics(_NOWHERE)[0]
    return all(character.isspace() or metrics != blank
               for character, metrics in zip(words, face.metrics(words)))


def _face(words: str, bold: bool, serif: bool) -> tuple[bool, bool]:
    """The (bold, serif) a text is drawn in: a title the display face cannot spell is
    drawn in the body's bold."""
    if serif and not display_holds(words):
        return True, False
    return bold, serif


@per_zoom(maxsize=4096)
def text(words: str, size: int, colour: tuple[int, int, int], bold: bool = False,
         serif: bool = False) -> pygame.Surface:
    """``words`` rendered anti-aliased at the zoom drawn now (the result is shared: never
    draw on it)."""
    by = zoom()
    words = unhyphenated(printable(words))
    bold, serif = _face(words, bold, serif)
    shape = real_font(size, bold, serif)
    try:
        image = shape.render(words, True, colour)
    except pygame.error:  # e.g. only characters of no width: nothing to see, nothing to fail
        return new_surface((0, math.ceil(shape.get_height() / by)))
    if serif:
        image = _trimmed(image, shape)
    return image if by == 1 else Canvas.holding(image, by)


def _trimmed(image: pygame.Surface, shape: pygame.font.Font) -> pygame.Surface:
    """A line of the display face cut to its Latin letters' height (``DISPLAY_ABOVE``)."""
    em = shape.get_point_size()
    top = max(0, shape.get_ascent() - round(em * DISPLAY_ABOVE))
    bottom = min(image.get_height(), shape.get_ascent() + round(em * DISPLAY_BELOW))
    return image.subsurface((0, top, image.get_width(), bottom - top)).copy()


def measure(words: str, size: int, bold: bool = False, serif: bool = False) -> int:
    """How wide printable ``words`` are drawn at ``size``, in logical pixels."""
    words = unhyphenated(words)
    real = real_font(size, *_face(words, bold, serif)).size(words)[0]
    by = zoom()
    return real if by == 1 else math.ceil(real / by)


def forget_fonts() -> None:
    """Drop loaded fonts and rendered text (they die with pygame.font.quit)."""
    font.cache_clear()
    display_holds.cache_clear()
    text.cache_clear()


# The smallest type asked for, in logical pixels (12 px at 1280x720): a word that would be
# smaller is left out, its picture or a hover telling it instead.
SMALLEST = 12
SMALL_LINE = 15   # the pitch of lines of that type at 1280x720 (``small_line`` at any size)
LINE_PITCH = 1.25  # lines of text are this many times their type's size apart
# The smallest type drawn, in the window's real pixels, whatever its size: in a window
# smaller than 1280x720 (1024x600: a zoom of 0.8) the smallest type is drawn at 12 real
# pixels all the same, so it takes more logical room there (``smallest``), and the panels
# make room for it or leave a word out.
REAL_SMALLEST = 12
# The display face's letters are smaller for their size than the body's (a lower x-height):
# it is never drawn under this many real pixels, where it reads as the body's smallest does.
REAL_SMALLEST_DISPLAY = 15


def smallest() -> int:
    """How many logical pixels the smallest type takes at the zoom drawn now: ``SMALLEST``
    from 1280x720 up, more in a smaller window (15 at 1024x600)."""
    return max(SMALLEST, math.ceil(REAL_SMALLEST / zoom() - 0.01))


def type_growth() -> float:
    """How much more of the table's room the smallest type takes at this zoom than at
    1280x720 (1.25 at 1024x600, 1 from 1280x720 up): pieces that hold a word grow by it."""
    return smallest() / SMALLEST


def drawn_size(size: int) -> int:
    """The logical size text asked for at ``size`` takes at the zoom drawn now."""
    return max(size, smallest())


def line_pitch(size: int) -> int:
    """How far apart lines of type ``size`` are drawn, in logical pixels, at this zoom."""
    return round(drawn_size(size) * LINE_PITCH)


def small_line() -> int:
    """The pitch of lines of the smallest type at this zoom (``SMALL_LINE`` at 1280x720)."""
    return line_pitch(SMALLEST)


# The smallest a text may be shrunk to, as a share of the size it was meant to have: below
# it (or below SMALLEST), a line is cut with an ellipsis instead (and told to ``overflows``).
SHRINK = 0.7
# Lines that did not fit their box even shrunk: (words, size, width). The fit-to-box tests
# read it; the game only keeps the last few, as a record of what a translation made too long.
overflows: list[tuple[str, int, int]] = []
OVERFLOWS_KEPT = 100


def width_of(words: str, size: int, bold: bool = False, serif: bool = False) -> int:
    """How wide ``words`` are drawn (whatever they hold: see ``printable``)."""
    return measure(printable(words), size, bold, serif)


def fit(words: str, size: int, width: int, bold: bool = False,
        serif: bool = False) -> tuple[str, int]:
    """``words`` and the size to draw them at in ``width`` pixels: the size asked for if it
    fits, else shrunk (down to ``SHRINK`` of it), else cut with an ellipsis at the smallest
    size (a long translation is shrunk before anything is cut)."""
    words = printable(words)
    size_fitting = fitting_size(words, size, width, bold, serif)
    if size_fitting is not None:
        return words, size_fitting
    overflowed(words, size, width)
    smallest = smallest_size(size)
    return _cut(words, smallest, width, bold, serif), smallest


def fitting_size(words: str, size: int, width: int, bold: bool = False,
                 serif: bool = False) -> int | None:
    """The size at which ``words`` fit ``width`` pixels, ``size`` or shrunk (down to
    ``SHRINK`` of it, never under ``SMALLEST``); None if they do not fit even then (a word on
    a card's band, say, may then be left out: the card's picture tells it too)."""
    if size < SMALLEST:
        return None
    words = printable(words)
    for smaller in range(size, smallest_size(size) - 1, -1):
        if measure(words, smaller, bold, serif) <= width:
            return smaller
    return None


def first_fitting(forms: Sequence[str], size: int, width: int, bold: bool = False,
                  serif: bool = False) -> str:
    """The first of ``forms`` (words in several lengths, the longest first) that fits
    ``width`` pixels at ``size`` or shrunk as ``fitting_size`` allows; else the last."""
    return next((words for words in forms
                 if fitting_size(words, size, width, bold, serif) is not None), forms[-1])


def smallest_size(size: int) -> int:
    """The smallest a text meant to be ``size`` may be shrunk to."""
    return min(size, max(SMALLEST, round(size * SHRINK)))


def fit_text(words: str, size: int, width: int, bold: bool = False) -> str:
    """``words`` shortened with an ellipsis so that it fits in ``width`` pixels at ``size``
    (for a field's typed value, which may be longer than its box; drawn words use ``fit``)."""
    words = printable(words)
    if measure(words, size, bold) <= width:
        return words
    return _cut(words, size, width, bold)


def fit_path(template: str, path: os.PathLike[str] | str, size: int, width: int,
             field: str = "path") -> str:
    """``template`` with its ``{path}`` (or ``field``) filled in, the path's middle folders
    left out ("…") as far as needed to fit ``width`` pixels at ``size``: the start of the
    path and the file's own name are what a player looks for."""
    parts = Path(path).parts
    tries = [str(path)] + [os.path.join(parts[0], "…", *parts[k:]) for k in range(2, len(parts))]
    filled = [template.format(**{field: shown}) for shown in tries]
    return next((words for words in filled if measure(printable(words), size) <= width),
                filled[-1])


def _cut(words: str, size: int, width: int, bold: bool = False, serif: bool = False) -> str:
    while words and measure(words + "…", size, bold, serif) > width:
        words = words[:-1]
    return words + "…"


def overflowed(words: str, size: int, width: int) -> None:
    """``words`` did not fit their box at ``size`` even shrunk (see ``overflows``)."""
    told = (words, size, width)
    if told in overflows:   # drawn again in the next frame: told once
        return
    overflows.append(told)
    del overflows[:-OVERFLOWS_KEPT]


def wrap(words: str, size: int, width: int, bold: bool = False,
         tell: bool = True) -> list[str]:
    """Split ``words`` into lines no wider than ``width`` pixels, at spaces, and within a
    long word at its soft hyphens (``SOFT_HYPHEN``: a translation may hold them, as German
    "Zusatzaktionen" holds one after "Zusatz"); a word wider than a line alone even so has a
    line of its own, and is told to ``overflows`` (unless not ``tell``: a trial at one size
    among others)."""
    lines: list[str] = []
    for paragraph in words.split("\n"):
        paragraph = printable(paragraph)
        line = ""
        for word in paragraph.split(" "):
            while True:
                trial = f"{line} {word}" if line else word
                if measure(trial, size, bold) <= width:
                    line = trial
                    break
                head, word = _hyphenated(word, line, size, width, bold)
                if head:
                    lines.append(head)
                    line = ""
                elif line:             # the word on a line of its own
                    lines.append(line)
                    line = ""
                else:                  # alone, and too wide even so
                    if tell:
                        overflowed(word, size, width)
                    line = word
                    break
        lines.append(line)
    return lines


def _hyphenated(word: str, line: str, size: int, width: int, bold: bool) -> tuple[str, str]:
    """``line`` ended by as much of ``word`` as fits, cut at a soft hyphen (shown as a
    hyphen), and the rest of the word; ("", word) if no part of it fits."""
    pieces = word.split(SOFT_HYPHEN)
    for cut in range(len(pieces) - 1, 0, -1):
        head = "".join(pieces[:cut]) + "-"
        trial = f"{line} {head}" if line else head
        if measure(trial, size, bold) <= width:
            return trial, SOFT_HYPHEN.join(pieces[cut:])
    return "", word


def pack(items: list[str], size: int, width: int, bold: bool = False,
         joint: str = " · ") -> list[str]:
    """Short facts joined by ``joint`` into lines no wider than ``width`` pixels, a fact
    never split between lines unless it is wider than a line alone (then it is wrapped)."""
    lines: list[str] = []
    line = ""
    for item in items:
        trial = f"{line}{joint}{item}" if line else item
        if measure(printable(trial), size, bold) <= width:
            line = trial
            continue
        if line:
            lines.append(line)
        *whole, line = wrap(item, size, width, bold)
        lines += whole
    if line:
        lines.append(line)
    return lines
