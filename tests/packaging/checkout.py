"""A fresh checkout of the project for the packaging tests (the files git tracks, as a
clone has them, with any change not yet committed, and nothing else: no compiled
catalogs, no .venv, no build), and a short game to start it with."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
GAME = ["--autoplay", "--players", "2", "--seed", "3", "--ai", "greedy"]  # a quick game


def tracked_files() -> list[str]:
    """The files git tracks; the test is skipped, saying why, where there is no git."""
    try:
        listing = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                                 check=True, timeout=60).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        pytest.skip(f"no git checkout to copy ({error})")
    return [name for name in listing.decode("utf-8").split("\0") if name]


def fresh_checkout(target: Path) -> Path:
    """Copy the project's tracked files into ``target``; ``target``."""
    for name in tracked_files():
        source = ROOT / name
        if source.is_file():  # a file deleted but not yet committed is not there
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def german_scores() -> str:
    """How the German game's last line starts ("Punkte: "), as the catalog says it (read
    with Babel, not with the code under test)."""
    with (ROOT / "assets" / "locale" / "de" / "LC_MESSAGES" / "alhambra.po").open("rb") as po:
        words = read_po(po, locale="de")["scores: {scores}"].string.split("{")[0]
    assert words and words != "scores: "
    return words
