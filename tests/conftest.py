"""Shared test set-up: headless SDL, a private user-data folder, hypothesis profiles."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The program follows the system's language; the tests read its English (the tests of the
# other languages ask for theirs).
os.environ["LANGUAGE"] = "en"

import pytest
from hypothesis import settings

settings.register_profile("ci", deadline=None, max_examples=60)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _private_user_data(tmp_path, monkeypatch):
    """Saves, settings and logs of a test go to its own temporary folder."""
    monkeypatch.setenv("ALHAMBRA_HOME", str(tmp_path / "user-data"))
