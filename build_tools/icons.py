"""The program's icons, made from the game's own drawing (``game/icon.py``): PNGs for Linux's
desktops, an ``.ico`` for Windows and an ``.icns`` for macOS.

Each size is drawn at that size, never scaled from another. The two containers are
written here: each holds PNG images, which Windows (since Vista) and macOS (since 10.7)
read in them, so no imaging library is needed.
"""

from __future__ import annotations

import io
import os
import struct
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from build_tools import NAME
from game.icon import draw_icon

LINUX_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)   # the hicolor theme's usual sizes
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)          # 256 is the largest an .ico holds
# An .icns entry's type for each image, with the size of its pixels: the @2x types hold the
# image for a Retina screen at twice the points of their name.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)


@dataclass(frozen=True)
class Icons:
    """Where a build's icons are: one PNG per size, the .ico and the .icns."""

    pngs: dict[int, Path]
    ico: Path
    icns: Path


def draw_pngs(sizes: tuple[int, ...]) -> dict[int, bytes]:
    """The icon drawn at each size, as PNG files' bytes."""
    pngs = {}
    for size in sizes:
        buffer = io.BytesIO()
        pygame.image.save(draw_icon(size), buffer, "icon.png")
        pngs[size] = buffer.getvalue()
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .ico file holding ``pngs`` (size → PNG bytes, each size at most 256): a header,
    a 16-byte directory entry per image, then the images."""
    sizes = sorted(pngs)
    if not sizes or sizes[-1] > 256:
        raise ValueError(f"an .ico holds images of 1 to 256 pixels, not {sizes}")
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 (icon), count
    offset = len(header) + 16 * len(sizes)
    entries, images = [], []
    for size in sizes:
        side = size % 256  # 0 stands for 256
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(pngs[size]),
                                   offset))
        images.append(pngs[size])
        offset += len(pngs[size])
    return header + b"".join(entries) + b"".join(images)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An .icns file with an entry for each of ICNS_TYPES whose size is in ``pngs``: the
    magic 'icns' and the file's length, then each entry's type, length and PNG (lengths
    big-endian, each counting its own 8-byte head)."""
    entries = [kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
               for kind, size in ICNS_TYPES if size in pngs]
    if not entries:
        raise ValueError("an .icns needs at least one image")
    body = b"".join(entries)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(folder: Path) -> Icons:
    """Draw every icon the builds need into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*LINUX_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)})
    pngs = draw_pngs(tuple(sizes))
    paths = {}
    for size in LINUX_SIZES:
        paths[size] = folder / f"{NAME}-{size}.png"
        paths[size].write_bytes(pngs[size])
    ico = folder / f"{NAME}.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = folder / f"{NAME}.icns"
    icns.write_bytes(icns_bytes(pngs))
    return Icons(pngs=paths, ico=ico, icns=icns)
