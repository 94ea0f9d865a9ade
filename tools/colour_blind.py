"""A screenshot as players with each kind of colour blindness see it, to check that nothing
on the table is told by colour alone.

Usage: ``python tools/colour_blind.py shot.png [out.png]`` writes the picture as it is and
as seen with protanopia, deuteranopia and tritanopia, side by side (2 × 2, half size).
Take the screenshot with ``python main.py --smoke-test --screenshot shot.png``.

The simulation is Machado, Oliveira and Fernandes (2009) at full severity, applied to linear
RGB. Pure pygame: each distinct colour of the picture is worked out once.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

Matrix = tuple[tuple[float, float, float], ...]

SIMULATIONS: dict[str, Matrix] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _to_linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(value: float) -> int:
    v = min(1.0, max(0.0, value))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(colour: tuple[int, int, int], matrix: Matrix) -> tuple[int, int, int]:
    """``colour`` as seen through ``matrix``."""
    linear = [_to_linear(c) for c in colour]
    red, green, blue = (_to_srgb(sum(m * c for m, c in zip(row, linear))) for row in matrix)
    return red, green, blue


def simulated(picture: pygame.Surface, matrix: Matrix) -> pygame.Surface:
    raw = pygame.image.tobytes(picture, "RGB")
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(raw))
    for i in range(0, len(raw), 3):
        pixel = raw[i:i + 3]
        mapped = seen.get(pixel)
        if mapped is None:
            mapped = bytes(simulate((pixel[0], pixel[1], pixel[2]), matrix))
            seen[pixel] = mapped
        out[i:i + 3] = mapped
    return pygame.image.frombytes(bytes(out), picture.get_size(), "RGB")


def sheet(picture: pygame.Surface) -> pygame.Surface:
    """The picture and its three simulations, 2 × 2 at half size, each one named."""
    w, h = picture.get_width() // 2, picture.get_height() // 2
    result = pygame.Surface((w * 2, h * 2))
    pygame.font.init()
    label = pygame.font.Font(None, 28)
    panes = [("as it is", picture)] + [(name, simulated(picture, matrix))
                                        for name, matrix in SIMULATIONS.items()]
    for index, (name, pane) in enumerate(panes):
        x, y = (index % 2) * w, (index // 2) * h
        result.blit(pygame.transform.smoothscale(pane, (w, h)), (x, y))
        tag = label.render(name, True, (255, 255, 255), (0, 0, 0))
        result.blit(tag, (x + 6, y + 6))
    return result


def main(argv: list[str]) -> int:
    if not 1 <= len(argv) <= 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    source = Path(argv[0])
    target = Path(argv[1]) if len(argv) == 2 else source.with_name(source.stem + "-cvd.png")
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    picture = pygame.image.load(str(source)).convert()
    pygame.image.save(sheet(picture), str(target))
    print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
