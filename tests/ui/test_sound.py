"""Sound effects: made by the game, played for what happens, silent and harmless without an
audio device; the volume and mute are remembered."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.rules import TakeMoney
from game.rules.events import MoneyTaken, Paid, TilePlaced
from game.scenes.match import sound_of
from game.ui.settings import settings_path
from game.ui.sound import EFFECTS, VOLUME_STEPS, synthesise
from tests.ui.conftest import session_with_human_first

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", EFFECTS)
def test_each_effect_is_a_short_sound_in_range(name):
    samples = synthesise(name, 22050)
    assert 0.1 * 22050 < len(samples) < 2 * 22050
    assert max(abs(s) for s in samples) > 0.05   # it is heard...
    assert all(abs(s) < 4.0 for s in samples)    # ...and scaled before it is played


def test_the_weightiest_event_is_heard():
    from game.rules import GameOver

    taken = MoneyTaken(0, ())
    paid = Paid(0, (), 5, True, True, None)
    assert sound_of([taken]) == "coins"
    assert sound_of([paid, TilePlaced(0, None, (1, 0))]) == "exact"
    assert sound_of([taken, GameOver((10,), (0,))]) == "end"
    assert sound_of([]) is None


PLAY = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = sys.argv[1]
import pygame
from game.app import App, start_pygame
from game.ui.display import Display
from game.ui.settings import TableSettings
start_pygame()
app = App(Display((640, 360)), think_ms=20, settings=TableSettings.default("greedy"))
app.sounds.wait(10)
for name in ("coins", "buy", "exact", "place", "refuse", "scoring", "end", "nothing"):
    app.sounds.play(name)
app.open_setup()
for _ in range(3):
    app.step(1 / 60)
print("available" if app.sounds.available else "silent")
"""


@pytest.mark.parametrize("driver, heard", [("dummy", "available"), ("no-such-driver", "silent")])
def test_the_table_runs_with_or_without_an_audio_device(driver, heard, tmp_path):
    env = {**os.environ, "ALHAMBRA_HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-c", PLAY, driver], capture_output=True,
                            text=True, timeout=120, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith(heard)


def test_m_mutes_and_the_menu_sets_the_volume_remembered(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    assert not app.settings.muted
    driver.key(pygame.K_m)
    assert app.settings.muted and app.sounds.muted
    assert json.loads(settings_path().read_text(encoding="utf-8"))["muted"] is True
    driver.key(pygame.K_m)
    assert not app.settings.muted
    volume = app.settings.volume
    app.cycle_volume()
    assert app.settings.volume == VOLUME_STEPS[(VOLUME_STEPS.index(volume) + 1)
                                               % len(VOLUME_STEPS)]
    assert json.loads(settings_path().read_text(encoding="utf-8"))["volume"] == \
        app.settings.volume
    assert app.sound_words().startswith("Sound: ")
    # playing with sound asked for never fails, device or not (no error is logged)
    assert match.act(TakeMoney((match.game.display[0].id,))) is None
    driver.frame()
