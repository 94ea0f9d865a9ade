"""Building and releasing the game: the standalone program for Windows, macOS and Linux
(``python -m build_tools dist``), and the wheel's build step (``setup.py``).

Everything here runs with plain Python on each system, with no ``make`` and no shell. The
builds' scratch goes to ``build/`` (setuptools' and PyInstaller's alike) and their results
to ``dist/``; neither is ever committed.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRATCH = ROOT / "build"   # every build's scratch, never committed
DIST = ROOT / "dist"       # what a build makes: the program and its archive
NAME = "alhambra"          # the program's file name, and the archives' first word
TITLE = "Alhambra"         # the program's name as a person reads it (the .app, the menus)
BUNDLE_ID = "org.alhambra-game.alhambra"  # macOS's reverse-DNS name for the app


class BuildError(Exception):
    """A build step that failed, with what went wrong in its message."""
