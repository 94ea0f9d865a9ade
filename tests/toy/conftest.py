"""The toy module is made known to the game only while a test of this folder runs, so that
nothing else (the list of every module, "all modules") ever sees it."""

from __future__ import annotations

import pytest

from game.rules.module import REGISTRY
from game.scenes import modules as table_parts
from tests.toy.rules import TOY, TOY_MODULE
from tests.toy.table import TOY_PART


@pytest.fixture(autouse=True)
def toy_registered():
    REGISTRY[TOY] = TOY_MODULE
    table_parts.register(TOY_PART)
    yield
    REGISTRY.pop(TOY, None)
    table_parts.PARTS.pop(TOY, None)


# The table's fixtures, for the toy's scene tests.
from tests.ui.conftest import app, driver, pygame_ready  # noqa: E402, F401
