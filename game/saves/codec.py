"""Bytes to JSON document and back, with a clear message for every way the bytes can be bad.

Only the standard JSON parser ever reads a save: no pickle, no eval. Non-standard JSON
(``NaN``, ``Infinity``) is refused, and so is anything nested deeper than a save ever is,
so that later steps never meet a surprise.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from typing import Any

from game.i18n import _
from game.saves.errors import DAMAGED, EMPTY, FOREIGN, TRUNCATED, SaveError
from game.saves.schema import FORMAT_ID

MAX_DEPTH = 32  # a save nests about five levels; far deeper means it is not one
# what is left when the text stops inside a number or inside true, false or null
_PARTIAL_WORD = re.compile(
    r"-?[0-9]*\.?[0-9]*([eE][-+]?[0-9]*)?|t|tr|tru|f|fa|fal|fals|n|nu|nul")


def encode(doc: dict[str, Any]) -> bytes:
    """The document as UTF-8 JSON: one key per line and one move per line, so a save reads
    well in a text editor and a bug report can point at a move."""
    parts = []
    for key, value in doc.items():
        name = json.dumps(key)
        if key == "log" and isinstance(value, list) and value:
            moves = ",\n".join("  " + _compact(item) for item in value)
            parts.append(f" {name}: [\n{moves}\n ]")
        else:
            parts.append(f" {name}: {_compact(value)}")
    return ("{\n" + ",\n".join(parts) + "\n}\n").encode("utf-8")


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "), allow_nan=False)


def decode(raw: bytes) -> Any:
    """Parse ``raw`` as a JSON value, or raise SaveError saying what is wrong with it."""
    if not raw.strip():
        raise SaveError(EMPTY, _("the file is empty"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.end >= len(raw) and "unexpected end" in error.reason:
            raise SaveError(TRUNCATED, _("the save is cut short (it was not written or copied "
                                         "completely)")) from None
        if FORMAT_ID.encode() in raw[:200]:
            raise SaveError(DAMAGED, _("the save is damaged (it holds bytes that are not "
                                       "text)")) from None
        raise SaveError(FOREIGN, _("this is not a saved Alhambra game (it is not a text "
                                   "file)")) from None
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        if _cut_short(text, error):
            raise SaveError(TRUNCATED, _("the save is cut short (it was not written or copied "
                                         "completely)")) from None
        damaged = _("the save is damaged (unreadable at line {line}, column {column})")
        raise SaveError(DAMAGED, damaged.format(line=error.lineno, column=error.colno)) from None
    except (ValueError, RecursionError):
        # NaN/Infinity, a number with thousands of digits, or absurd nesting
        raise SaveError(DAMAGED, _("the save is damaged (it holds values no save "
                                   "contains)")) from None
    if _depth_exceeds(value, MAX_DEPTH):
        raise SaveError(DAMAGED, _("the save is damaged (it is nested far too deeply)"))
    return value


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _cut_short(text: str, error: json.JSONDecodeError) -> bool:
    """Whether the JSON breaks off rather than being wrong somewhere inside."""
    if error.msg.startswith("Unterminated string"):
        return True  # no closing quote anywhere after it: the text stops inside a string
    rest = text[error.pos:].rstrip()
    return not rest or _PARTIAL_WORD.fullmatch(rest) is not None


def _depth_exceeds(value: Any, limit: int) -> bool:
    """Whether lists and objects nest more than ``limit`` deep (iterative: no recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children: Iterable[Any]
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False
