"""The one gate for text that comes from outside the program: names typed or loaded, save
summaries, settings and file names.

Fonts cannot draw control characters (a NUL makes SDL_ttf refuse the whole line) and cannot
even be handed a lone surrogate (it cannot be encoded), so such characters must never reach
one. Everything here is pure Python: saves, settings and scenes all use it.
"""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

REPLACEMENT = "\ufffd"  # what the player sees instead of a character we cannot show
# Where a long word of a translation may be broken between two lines of the table (shown
# as a hyphen there, and nowhere else): German "Zusatzaktionen" holds one after "Zusatz".
SOFT_HYPHEN = "\u00ad"
# Control characters, lone surrogates and line or paragraph separators: never drawable on
# one line, never part of a name.
_UNSAFE_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})


def is_unsafe(ch: str) -> bool:
    return unicodedata.category(ch) in _UNSAFE_CATEGORIES


def is_clean(words: str) -> bool:
    """True if ``words`` holds nothing a font cannot be given."""
    return not any(is_unsafe(ch) for ch in words)


def printable(words: str) -> str:
    """``words`` safe to draw: each unsafe character shown as the replacement character."""
    if is_clean(words):
        return words
    return "".join(REPLACEMENT if is_unsafe(ch) else ch for ch in words)


def unhyphenated(words: str) -> str:
    """``words`` without their soft hyphens (for a line of text never broken)."""
    return words.replace(SOFT_HYPHEN, "")


def clean_name(words: str, limit: int) -> str:
    """A name as the game keeps it: unsafe characters dropped, runs of blanks made one
    space, at most ``limit`` characters."""
    kept = "".join(ch for ch in words if not is_unsafe(ch))
    return " ".join(kept.split())[:limit]


def first_upper(words: str) -> str:
    """``words`` with a capital first letter, the rest as it is (``str.capitalize`` would
    make "Stadttor Pavillon" "Stadttor pavillon": German nouns keep their capitals)."""
    return words[:1].upper() + words[1:]


def typed_character_ok(ch: str) -> bool:
    """What a text field accepts from the keyboard: printable text only."""
    return ch.isprintable() and not is_unsafe(ch)


def is_ascii_number(words: str) -> bool:
    """ASCII digits only ("²" and "٣" are digits to ``str.isdigit`` but not to us)."""
    return bool(words) and words.isascii() and words.isdigit()


def file_label(path: Path) -> str:
    """A file's name as it can be shown: bytes that are not UTF-8 become replacement
    characters, and control characters are shown as such too."""
    raw = os.fsencode(path.name)
    return printable(raw.decode("utf-8", errors="replace"))
