"""The assets a player's copy of the game carries, staged for a build.

The project keeps its assets beside the ``game`` package (``assets/``), where translators
edit the ``.po`` catalogs. A wheel and the standalone program carry them inside the package
instead (``game/assets``, where ``game.paths`` looks first), with the catalogs compiled to
the ``.mo`` files gettext reads and the translators' sources left out.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from build_tools import ROOT
from game.catalogs import write_mo

SOURCE = ROOT / "assets"
TRANSLATORS_ONLY = ("*.po", "*.pot")  # the catalogs' sources: compiled, never shipped


def stage_assets(target: Path, source: Path = SOURCE) -> list[Path]:
    """Copy the assets from ``source`` into ``target`` (made afresh), each catalog compiled
    to its ``.mo``; the files written."""
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(source, target, ignore=shutil.ignore_patterns(*TRANSLATORS_ONLY, "*.mo"))
    for po in sorted(source.glob("locale/*/LC_MESSAGES/*.po")):
        write_mo(po, target / po.relative_to(source).with_suffix(".mo"))
    return sorted(path for path in target.rglob("*") if path.is_file())
