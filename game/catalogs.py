"""Translation catalogs: gettext's ``.po`` text read, and compiled to the ``.mo`` form that
the standard library's gettext loads.

Pure standard library, so that one reading serves everywhere: the game started from a
source checkout reads the ``.po`` files as they are (``python main.py`` needs no compile
step), while the wheel and the standalone program carry ``.mo`` files compiled by their
builds with this same code. ``python -m game.catalogs PO MO`` compiles one catalog.
"""

from __future__ import annotations

import re
import struct
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

MO_MAGIC = 0x950412DE
CONTEXT_SEPARATOR = "\x04"  # gettext's glue between a message's context and its id
PLURAL_SEPARATOR = "\x00"
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")\s*$')
QUOTED = re.compile(r'^(".*")\s*$')
STRING_BODY = re.compile(r'(?:[^"\\]|\\.)*')  # no bare quote, no lone backslash at the end
ESCAPE = re.compile(r"\\(.)")


class CatalogError(ValueError):
    """A catalog that cannot be read; the message names the file and the line."""


@dataclass(frozen=True, slots=True)
class Message:
    """One entry of a catalog: an English text, its context and plural, and its
    translation (one string per plural form)."""

    id: str
    strings: tuple[str, ...]
    context: str | None = None
    plural: str | None = None
    fuzzy: bool = False

    @property
    def translated(self) -> bool:
        return any(self.strings) and not self.fuzzy

    def key(self) -> str:
        """The entry's original as the .mo file stores it."""
        original = self.id if self.plural is None else self.id + PLURAL_SEPARATOR + self.plural
        if self.context is None:
            return original
        return self.context + CONTEXT_SEPARATOR + original

    def value(self) -> str:
        """The translation as the .mo file stores it; a plural form left empty falls back to
        the English singular or plural, as gettext's own compilers do."""
        if self.plural is None:
            return self.strings[0]
        forms = [form or (self.id if index == 0 else self.plural)
                 for index, form in enumerate(self.strings)]
        return PLURAL_SEPARATOR.join(forms)


@dataclass
class _Entry:
    """An entry while it is being read."""

    line: int
    fuzzy: bool = False
    parts: dict[str, list[str]] = field(default_factory=dict)
    last: str = ""

    def message(self, source: str) -> Message:
        joined = {name: "".join(pieces) for name, pieces in self.parts.items()}
        if "msgid" not in joined:
            raise CatalogError(f"{source}:{self.line}: an entry without msgid")
        plural = joined.get("msgid_plural")
        if plural is None:
            if "msgstr" not in joined:
                raise CatalogError(f"{source}:{self.line}: an entry without msgstr")
            strings: tuple[str, ...] = (joined["msgstr"],)
        else:
            count = sum(1 for name in joined if name.startswith("msgstr["))
            try:
                strings = tuple(joined[f"msgstr[{index}]"] for index in range(count))
            except KeyError:
                raise CatalogError(f"{source}:{self.line}: plural forms out of order") from None
            if not strings:
                raise CatalogError(f"{source}:{self.line}: a plural entry without msgstr[0]")
        return Message(id=joined["msgid"], strings=strings, context=joined.get("msgctxt"),
                       plural=plural, fuzzy=self.fuzzy)


def unquote(quoted: str, source: str, line: int) -> str:
    """The text of a ``"..."`` string as a .po file writes it (C escapes)."""
    body = quoted[1:-1]
    if not STRING_BODY.fullmatch(body):
        raise CatalogError(f"{source}:{line}: a quote inside a string must be written \\\"")
    if "\\" not in body:
        return body

    def unescape(escape: re.Match[str]) -> str:
        try:
            return ESCAPES[escape.group(1)]
        except KeyError:
            raise CatalogError(f"{source}:{line}: unknown escape {escape.group()}") from None

    return ESCAPE.sub(unescape, body)


def read_po(text: str, source: str = "<catalog>") -> list[Message]:
    """The entries of a catalog, header first (its msgid is ""), obsolete ones left out."""
    return list(_read_entries(text.splitlines(), source))


def _read_entries(lines: list[str], source: str) -> Iterator[Message]:
    entry: _Entry | None = None
    fuzzy_next = False  # flags are written above the entry they belong to
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if line.startswith("#,"):
            fuzzy_next = fuzzy_next or "fuzzy" in line[2:].replace(",", " ").split()
            continue
        if not line or line.startswith("#"):
            continue  # a comment, a reference or an obsolete entry (#~)
        keyword = KEYWORD.match(line)
        if keyword is None:
            quoted = QUOTED.match(line)
            if quoted is None or entry is None:
                raise CatalogError(f"{source}:{number}: cannot read {line[:40]!r}")
            entry.parts[entry.last].append(unquote(quoted.group(1), source, number))
            continue
        name = keyword.group(1)
        starts = name in ("msgctxt", "msgid")
        if starts and entry is not None and entry.last.startswith("msgstr"):
            yield entry.message(source)
            entry = None
        if entry is None:
            if not starts:
                raise CatalogError(f"{source}:{number}: {name} before msgid")
            entry = _Entry(line=number, fuzzy=fuzzy_next)
            fuzzy_next = False
        if name in entry.parts:
            raise CatalogError(f"{source}:{number}: {name} twice in one entry")
        entry.parts[name] = [unquote(keyword.group(2), source, number)]
        entry.last = name
    if entry is not None:
        yield entry.message(source)


def mo_bytes(messages: Iterable[Message]) -> bytes:
    """A .mo file holding the header and every translated entry (fuzzy ones left out, as
    gettext's compilers do), sorted by original so that a reader may search it."""
    table: dict[str, str] = {}
    for message in messages:
        if message.id == "" and message.context is None:
            table[""] = message.strings[0]  # the header: charset and plural forms
        elif message.translated:
            table[message.key()] = message.value()
    pairs = sorted((key.encode("utf-8"), value.encode("utf-8"))
                   for key, value in table.items())
    count = len(pairs)
    header_size = 7 * 4
    ids_start = header_size + 16 * count
    strs_start = ids_start + sum(len(key) + 1 for key, _value in pairs)
    index: list[bytes] = []
    offset = ids_start
    for key, _value in pairs:
        index.append(struct.pack("<2I", len(key), offset))
        offset += len(key) + 1
    offset = strs_start
    for _key, value in pairs:
        index.append(struct.pack("<2I", len(value), offset))
        offset += len(value) + 1
    header = struct.pack("<7I", MO_MAGIC, 0, count, header_size, header_size + 8 * count,
                         0, ids_start)  # revision 0, no hash table
    return b"".join([header, *index, *(key + b"\0" for key, _value in pairs),
                     *(value + b"\0" for _key, value in pairs)])


def compile_po(po: Path) -> bytes:
    """The .mo form of the catalog in ``po`` (UTF-8, as every catalog of the game)."""
    try:
        text = po.read_bytes().decode("utf-8")
    except UnicodeDecodeError as error:
        raise CatalogError(f"{po}: not UTF-8 ({error.reason})") from None
    messages = read_po(text, str(po))
    header = next((m.strings[0] for m in messages if m.id == "" and m.context is None), "")
    charset = re.search(r"charset=([\w-]+)", header)
    if charset and charset.group(1).lower().replace("_", "-") not in ("utf-8", "utf8"):
        raise CatalogError(f"{po}: written in {charset.group(1)}; catalogs are UTF-8")
    return mo_bytes(messages)


def write_mo(po: Path, mo: Path) -> None:
    """Compile ``po`` into ``mo`` (its folder made if needed)."""
    data = compile_po(po)
    mo.parent.mkdir(parents=True, exist_ok=True)
    mo.write_bytes(data)


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m game.catalogs CATALOG.po OUTPUT.mo", file=sys.stderr)
        return 2
    try:
        write_mo(Path(argv[0]), Path(argv[1]))
    except (OSError, CatalogError) as error:
        print(f"catalogs: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
