"""Fonts and rendered text, cached.

The game ships DejaVu Sans (free to redistribute, licence beside the files) and falls back to
pygame's built-in font if a file is missing, so text works from source and frozen alike.
Rendered text surfaces are cached: the same label in the same style is drawn once.
Every string passes ``game.text.printable`` on its way to a font: a control character or a
lone surrogate from a damaged file is drawn as a replacement character, never an error.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.paths import asset
from game.text import printable

_FILES = {
    (False, False): "DejaVuSans.ttf",
    (True, False): "DejaVuSans-Bold.ttf",
    (True, True): "DejaVuSerif-Bold.ttf",
    (False, True): "DejaVuSerif-Bold.ttf",
}


@lru_cache(maxsize=64)
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


@lru_cache(maxsize=4096)
def text(words: str, size: int, colour: tuple[int, int, int], bold: bool = False,
         serif: bool = False) -> pygame.Surface:
    """``words`` rendered anti-aliased (the result is shared: never draw on it)."""
    shape = font(size, bold, serif)
    try:
        return shape.render(printable(words), True, colour)
    except pygame.error:  # e.g. only characters of no width: nothing to see, nothing to fail
        return pygame.Surface((0, shape.get_height()), pygame.SRCALPHA)


def forget_fonts() -> None:
    """Drop loaded fonts and rendered text (they die with pygame.font.quit)."""
    font.cache_clear()
    text.cache_clear()


def fit_text(words: str, size: int, width: int, bold: bool = False) -> str:
    """``words`` shortened with an ellipsis so that it fits in ``width`` pixels."""
    f = font(size, bold)
    words = printable(words)
    if f.size(words)[0] <= width:
        return words
    while words and f.size(words + "…")[0] > width:
        words = words[:-1]
    return words + "…"


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``words`` into lines no wider than ``width`` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        paragraph = printable(paragraph)
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
