"""Sound effects, made by the game itself: short tones and noises synthesised when the
table opens (no files to ship or to lose). Coins for money taken, a knock for a purchase, a
chime for an exact payment, a thud for a tile placed, a low buzz for a refusal, a rising
arpeggio for a scoring and a fanfare at the end.

Without an audio device (or with the mixer failing in any way) every call is silently a
no-op: sound is a pleasure, never a reason to stop.
"""

from __future__ import annotations

import logging
import math
import random
import threading
from array import array

import pygame

log = logging.getLogger(__name__)

EFFECTS = ("coins", "buy", "exact", "place", "refuse", "scoring", "end")
# Effects made, per mixer format: made once however often the table opens (tests open it
# hundreds of times).
_MADE: dict[tuple[int, int, int], dict[str, bytes]] = {}
VOLUME_STEPS = (0, 20, 40, 60, 80, 100)   # percent, as the menu cycles through them
SYNTHESIS_DELAY = 1.0   # seconds after the table opens before the effects are made


def _note(rate: int, freq: float, seconds: float, decay: float, harmonics=(1.0,),
          start: float = 0.0, total: float | None = None) -> list[float]:
    """A decaying tone (sum of harmonics), placed ``start`` seconds into a buffer of
    ``total`` seconds."""
    length = int(rate * (total if total is not None else start + seconds))
    out = [0.0] * length
    first = int(rate * start)
    steps = [2 * math.pi * freq * (k + 1) / rate for k in range(len(harmonics))]
    fade = math.exp(-decay / rate)
    envelope = 1.0
    attack = rate / 400   # samples of a soft attack: no click
    sin = math.sin
    for i in range(min(int(rate * seconds), length - first)):
        value = 0.0
        for step, amplitude in zip(steps, harmonics):
            value += amplitude * sin(step * i)
        out[first + i] = envelope * (i / attack if i < attack else 1.0) * value
        envelope *= fade
    return out


def _mix(*parts: list[float]) -> list[float]:
    out = [0.0] * max(len(p) for p in parts)
    for part in parts:
        for i, sample in enumerate(part):
            out[i] += sample
    return out


def _noise(rate: int, seconds: float, decay: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    smooth, out = 0.0, []
    for i in range(int(rate * seconds)):
        smooth = 0.75 * smooth + 0.25 * rng.uniform(-1.0, 1.0)   # a darker noise
        out.append(smooth * math.exp(-i / rate * decay))
    return out


def synthesise(name: str, rate: int) -> list[float]:
    """The effect ``name`` as samples in -1..1."""
    if name == "coins":
        return _mix(*(_note(rate, f, 0.12, 38, (1.0, 0.4, 0.2), start=s, total=0.3)
                      for f, s in ((2093, 0.0), (2637, 0.06), (2349, 0.13))))
    if name == "buy":
        return _mix(_note(rate, 330, 0.25, 14, (1.0, 0.5)), _noise(rate, 0.05, 80, 1))
    if name == "exact":
        return _mix(_note(rate, 784, 0.2, 12, (1.0, 0.3), total=0.45),
                    _note(rate, 1175, 0.3, 9, (1.0, 0.3), start=0.12, total=0.45))
    if name == "place":
        return _mix(_note(rate, 110, 0.16, 30, (1.0, 0.6, 0.2)), _noise(rate, 0.08, 60, 2))
    if name == "refuse":
        return _note(rate, 155, 0.22, 10, (1.0, 0.0, 0.33, 0.0, 0.2))
    if name == "scoring":
        return _mix(*(_note(rate, f, 0.35, 7, (1.0, 0.35), start=s, total=0.7)
                      for f, s in ((523, 0.0), (659, 0.1), (784, 0.2), (1047, 0.3))))
    if name == "end":
        return _mix(*(_note(rate, f, 0.6, 4, (1.0, 0.4, 0.2), start=s, total=1.4)
                      for f, s in ((392, 0.0), (523, 0.15), (659, 0.3), (784, 0.45),
                                   (1047, 0.7))))
    raise ValueError(f"no sound effect called {name!r}")


class Sounds:
    """The effects, at a volume (percent) and possibly muted. They are synthesised in a
    background thread just after the table opens; one asked for before it is ready is
    skipped."""

    def __init__(self, volume: int = 60, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self._format: tuple[int, int, int] | None = None
        self._effects: dict[str, pygame.mixer.Sound] = {}
        self._thread: threading.Thread | None = None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self._format = pygame.mixer.get_init()
        except Exception as error:   # no device, no driver: play nothing
            log.info("sound is off: %s", error)
            return
        self._samples = _MADE.setdefault(self._format, {})   # filled by the thread
        if len(self._samples) < len(EFFECTS):
            # once the table is up: making them meanwhile would slow its first frame
            self._thread = threading.Timer(SYNTHESIS_DELAY, self._synthesise_all)
            self._thread.daemon = True
            self._thread.start()

    @property
    def available(self) -> bool:
        return self._format is not None

    def _synthesise_all(self) -> None:
        rate, size, channels = self._format
        try:
            for name in EFFECTS:
                if name not in self._samples:
                    self._samples[name] = _as_bytes(synthesise(name, rate), size, channels)
        except Exception as error:   # an odd format: the rest stays silent
            log.info("sound effects could not be made: %s", error)

    def wait(self, timeout: float | None = None) -> None:
        """Until every effect is made (tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def play(self, name: str) -> None:
        if self.muted or self.volume <= 0 or not self.available:
            return
        try:
            sound = self._effects.get(name)
            if sound is None:
                data = self._samples.get(name)
                if data is None:
                    return   # not made yet
                sound = self._effects[name] = pygame.mixer.Sound(buffer=data)
            sound.set_volume(self.volume / 100)
            sound.play()
        except pygame.error:   # the device went away: carry on in silence
            pass


def _as_bytes(samples: list[float], size: int, channels: int) -> bytes:
    """Samples in -1..1 in the mixer's own format (8, 16 or 32 bits, any channels)."""
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 / peak
    if size == -16:
        data = array("h", (int(s * scale * 32767) for s in samples for _ in range(channels)))
    elif size == 16:
        data = array("H", (32768 + int(s * scale * 32767) for s in samples
                           for _ in range(channels)))
    elif size == -8:
        data = array("b", (int(s * scale * 127) for s in samples for _ in range(channels)))
    elif size == 8:
        data = array("B", (128 + int(s * scale * 127) for s in samples for _ in range(channels)))
    elif abs(size) == 32:
        data = array("f", (s * scale for s in samples for _ in range(channels)))
    else:
        raise ValueError(f"an audio format of {size} bits")
    return data.tobytes()
