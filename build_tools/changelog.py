"""CHANGELOG.md, kept by release: each version's notes under a heading ``## <version>``.
A release's notes are its section; a release tag must name the version the code says."""

from __future__ import annotations

import re
from pathlib import Path

from build_tools import ROOT

CHANGELOG = ROOT / "CHANGELOG.md"
HEADING = re.compile(r"^## \[?v?(?P<version>[0-9][^\]\s]*)\]?(?:\s.*)?$")


def release_notes(version: str, text: str) -> str:
    """The section of ``version`` (without its heading); LookupError if it has none."""
    lines = text.splitlines()
    start = None
    for index, line in enumerate(lines):
        heading = HEADING.match(line)
        if heading and start is not None:
            return "\n".join(lines[start:index]).strip() + "\n"
        if heading and heading["version"] == version:
            start = index + 1
    if start is None:
        raise LookupError(f"CHANGELOG.md has no section for {version}")
    return "\n".join(lines[start:]).strip() + "\n"


def tag_problem(tag: str, version: str) -> str:
    """Why ``tag`` may not release ``version`` ("" when it may): a release tag is ``v``
    followed by the version the code says."""
    if tag != f"v{version}":
        return f"the tag {tag} does not name this version: it should be v{version}"
    return ""


def read_changelog(path: Path = CHANGELOG) -> str:
    return path.read_text(encoding="utf-8")
