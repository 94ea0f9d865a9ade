"""Fuzzing the loader: damaged, truncated and edited saves either load a legal game or give
the clear error — never another exception, never a hang."""

from __future__ import annotations

import json
import os
from collections import Counter
from functools import cache

from hypothesis import HealthCheck, currently_in_test_context, event, given, settings
from hypothesis import strategies as st

from game.rules import Game
from game.saves import SaveError
from game.saves import errors as why
from game.saves.files import session_from_bytes
from game.session import HUMAN

from tests.save.helpers import bots_for, new_session, play, save_bytes

# SAVE_FUZZ_EXAMPLES=5000 for a longer search than the default quick one
FUZZ = settings(max_examples=int(os.environ.get("SAVE_FUZZ_EXAMPLES", "150")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@cache
def valid_saves() -> tuple[bytes, ...]:
    """A few saves: two and six players, early and late, one in the middle of a turn."""
    saves = []
    for players, seed, steps in ((2, 50, 40), (6, 51, 160), (4, 52, 333)):
        session = new_session(players, seed, [HUMAN] * players)
        play(session, bots_for(players, seed), steps, full_view=True)
        saves.append(save_bytes(session, name="Fuzz"))
    return tuple(saves)


def pieces(game: Game) -> Counter:
    return Counter((type(piece).__name__, piece.id) for _, piece in game.locations())


def note(outcome: str) -> None:
    """Count outcomes (``pytest --hypothesis-show-statistics`` shows how the loads ended)."""
    if currently_in_test_context():
        event(outcome)


def check_load(raw: bytes) -> None:
    try:
        session = session_from_bytes(raw)
    except SaveError as error:
        note(error.reason)
        message = str(error)
        assert message and "\n" not in message
        assert error.reason != why.ENGINE_ERROR, message  # the engine refused cleanly
    else:
        note("loaded")
        game = session.game
        assert game.is_over or game.legal_actions()
        fresh = Game.new(game.config)
        assert pieces(game) == pieces(fresh)  # every card and tile exactly once


save_index = st.integers(min_value=0, max_value=2)


@FUZZ
@given(save_index, st.data())
def test_truncated_saves(index, data):
    raw = valid_saves()[index]
    cut = data.draw(st.integers(min_value=0, max_value=len(raw) - 1))
    check_load(raw[:cut])


@FUZZ
@given(save_index, st.data())
def test_saves_with_bytes_changed(index, data):
    raw = bytearray(valid_saves()[index])
    for _ in range(data.draw(st.integers(min_value=1, max_value=6))):
        where = data.draw(st.integers(min_value=0, max_value=len(raw) - 1))
        kind = data.draw(st.sampled_from(["flip", "set", "delete", "insert", "repeat"]))
        if kind == "flip":
            raw[where] ^= 1 << data.draw(st.integers(min_value=0, max_value=7))
        elif kind == "set":
            raw[where] = data.draw(st.sampled_from(b'0123456789[]{}",:-.eE tfn\x00\xff'))
        elif kind == "delete":
            del raw[where:where + data.draw(st.integers(min_value=1, max_value=40))]
        elif kind == "insert":
            raw[where:where] = data.draw(st.binary(min_size=1, max_size=20))
        else:
            raw[where:where] = raw[where:where + data.draw(st.integers(1, 200))]
        if not raw:
            break
    check_load(bytes(raw))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.integers(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12,
)


def containers(value, path=()):
    """Every (path, container) inside a parsed document."""
    if isinstance(value, (dict, list)):
        yield path, value
        keys = value.keys() if isinstance(value, dict) else range(len(value))
        for key in keys:
            yield from containers(value[key], path + (key,))


@FUZZ
@given(save_index, st.data())
def test_saves_with_values_replaced_removed_or_moved(index, data):
    doc = json.loads(valid_saves()[index])
    for _ in range(data.draw(st.integers(min_value=1, max_value=3))):
        places = list(containers(doc))
        _, container = data.draw(st.sampled_from(places))
        keys = list(container.keys() if isinstance(container, dict) else range(len(container)))
        if not keys:
            continue
        key = data.draw(st.sampled_from(keys))
        kind = data.draw(st.sampled_from(["replace", "remove", "swap", "tweak"]))
        if kind == "replace":
            container[key] = data.draw(json_values)
        elif kind == "remove":
            del container[key]
        elif kind == "swap" and isinstance(container, list):
            other = data.draw(st.sampled_from(keys))
            container[key], container[other] = container[other], container[key]
        elif isinstance(container[key], int) and not isinstance(container[key], bool):
            container[key] += data.draw(st.sampled_from([-1, 1, 2, 100]))
    check_load(json.dumps(doc).encode())


@FUZZ
@given(st.binary(max_size=300))
def test_arbitrary_bytes(raw):
    check_load(raw)


def test_the_fuzzed_saves_load_untouched():
    for raw in valid_saves():
        check_load(raw)
        assert session_from_bytes(raw).game.digest() == json.loads(raw)["digest"]
