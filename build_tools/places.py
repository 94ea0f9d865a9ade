"""Where each step of the program's build puts its work, and where the result is: shared
by the build (``dist.py``) and PyInstaller's recipe (``alhambra.spec``)."""

from __future__ import annotations

import sys
from pathlib import Path

from build_tools import DIST, NAME, ROOT, SCRATCH, TITLE

SPEC = ROOT / "build_tools" / "alhambra.spec"
STAGED_ASSETS = SCRATCH / "stage" / "assets"   # the assets with the catalogs compiled
ICONS = SCRATCH / "icons"
WINDOWS_VERSION = SCRATCH / "windows-version.txt"  # Windows' version resource
PYINSTALLER_WORK = SCRATCH / "pyinstaller"
DESKTOP_ENTRY = ROOT / "build_tools" / f"{NAME}.desktop"


def shipped(platform: str = sys.platform) -> Path:
    """What a release ships: the .app bundle on macOS, the program's folder elsewhere."""
    if platform == "darwin":
        return DIST / f"{TITLE}.app"
    return DIST / NAME


def program(platform: str = sys.platform) -> Path:
    """The built program itself."""
    if platform == "darwin":
        return shipped(platform) / "Contents" / "MacOS" / NAME
    return shipped(platform) / (f"{NAME}.exe" if platform == "win32" else NAME)
