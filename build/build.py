"""Build the standalone game into dist/alhambra/ (PyInstaller, one folder, windowed).

PyInstaller builds for the system it runs on: run this on Linux, macOS and Windows to get
each one's program. Usage: ``python build/build.py`` (``make dist`` does it).
"""

from __future__ import annotations

import io
import os
import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "work"


def draw_icon() -> None:
    """Draw the icon with the game's own code (PNG; ICO on Windows)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.icon import draw_icon as draw

    pygame.init()
    WORK.mkdir(parents=True, exist_ok=True)
    png = io.BytesIO()
    pygame.image.save(draw(256), png, "icon.png")
    (WORK / "icon.png").write_bytes(png.getvalue())
    (WORK / "icon.ico").write_bytes(png_to_ico(png.getvalue()))
    pygame.quit()


def png_to_ico(png: bytes) -> bytes:
    """An .ico file holding one 256 x 256 PNG image (the format Windows reads since Vista):
    a 6-byte header, one 16-byte directory entry, then the PNG itself."""
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", 0, 0, 0, 0, 1, 32, len(png), 6 + 16)  # 0 means 256
    return header + entry + png


def main() -> int:
    draw_icon()
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
        "--distpath", str(ROOT / "dist"), "--workpath", str(WORK / "pyinstaller"),
        str(ROOT / "build" / "alhambra.spec"),
    ]
    return subprocess.call(command, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
