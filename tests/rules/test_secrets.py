"""Secrets by construction (RULES 1.7, D45-D48): a seat's view is a function of what that
seat saw. Everything the ruleset and the modules declare hidden (``secrets``: the bag's and
the deck's order, the other hands' unseen cards, face-down stacks and characters, master
builders, attack cards, secret picks, cards left out unseen...) is dealt anew at random,
at every step of random games, for every seat, and the seat's whole view must stay the
same: every field of it, the log included, not only its ``state_dict``. A module that keeps
something face down declares it, and the test covers it without being told about it."""

from __future__ import annotations

import enum
import random
from dataclasses import fields, is_dataclass

import pytest

from game.rules import Alhambra, Buy, Card, Game, GameConfig, Tile
from game.rules.actions import Action
from game.rules.hidden import reshuffled
from game.rules.modules import module_order

# Parts of a game shared by every game, holding no game state (``Module``, ``Ruleset``).
SHARED = ("modules", "hooks", "ruleset")
# Immutable values equal only when every field is: they stand for themselves.
VALUES = (str, int, float, bool, type(None), Card, Tile, Action)


def fingerprint(value: object) -> object:
    """Everything ``value`` holds, as plain comparable data: every attribute of every
    object, so that no field of a view escapes the comparison."""
    if isinstance(value, VALUES):
        return value
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, random.Random):
        return value.getstate()
    if isinstance(value, Alhambra):
        return (sorted(value.items()), sorted(value.openings().items()), sorted(value.locked()))
    if isinstance(value, (list, tuple)):
        if all(isinstance(item, VALUES) for item in value):   # (most lists: quickly)
            return list(value)
        return [fingerprint(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted((fingerprint(item) for item in value), key=repr)
    if isinstance(value, dict):   # (keys are ids, names, kinds: their reprs order them)
        return sorted(((fingerprint(k), fingerprint(v)) for k, v in value.items()),
                      key=lambda item: repr(item[0]))
    if is_dataclass(value):
        return (type(value).__name__,
                [(f.name, fingerprint(getattr(value, f.name))) for f in fields(value)])
    if isinstance(value, Game):
        return sorted((name, fingerprint(item)) for name, item in vars(value).items()
                      if name not in SHARED)
    slots = getattr(type(value), "__slots__", None)
    if slots is not None:
        return (type(value).__name__, [(name, fingerprint(getattr(value, name)))
                                       for name in slots])
    if hasattr(value, "__dict__"):
        return (type(value).__name__, sorted((name, fingerprint(item))
                                             for name, item in vars(value).items()))
    raise TypeError(f"a view holds a {type(value).__name__} the test cannot read")


def sample_games() -> list[GameConfig]:
    """A fixed sample: each module in a game of its own mix (one to four modules, two to
    six players), larger mixes, all sixteen together, the base game, and Alcazaba with two
    and with five players."""
    rng = random.Random(39)
    ids = list(module_order())
    configs = [GameConfig(players=3, seed=1), GameConfig(players=2, seed=2, variant="alcazaba"),
               GameConfig(players=5, seed=3, variant="alcazaba"),
               GameConfig(players=4, seed=4, modules=frozenset(ids))]
    for index, module in enumerate(ids):
        others = rng.sample([m for m in ids if m != module], index % 4)
        configs.append(GameConfig(players=2 + index % 5, seed=100 + index,
                                  modules=frozenset({module, *others})))
    for index in range(4):
        configs.append(GameConfig(players=2 + (index * 2) % 5, seed=200 + index,
                                  modules=frozenset(rng.sample(ids, 6 + index))))
    return configs


def play(game: Game, rng: random.Random) -> None:
    """A random move: redesign steps among the choices now and then, a purchase of a
    market tile more often than not when there is one (the bag empties, the game ends)."""
    legal = game.legal_actions(redesigns=rng.random() < 0.15)
    buys = [action for action in legal if isinstance(action, Buy)]
    game.apply(rng.choice(buys if buys and rng.random() < 0.7 else legal))


CONFIGS = sample_games()


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(
    [c.variant, f"{c.players}p", *sorted(c.modules)]))
def test_a_view_is_the_same_however_its_seat_s_secrets_lie(config):
    game = Game.new(config)
    rng = random.Random(config.seed)
    while True:
        for seat in range(config.players):
            twin = reshuffled(game, seat, rng)
            seen = fingerprint(game.view(seat))
            told = fingerprint(twin.view(seat))
            assert seen == told, (seat, game.turn, game.phase, _first_difference(seen, told))
        if game.is_over:
            break
        play(game, rng)


def _first_difference(one: object, two: object, path: str = "") -> str:
    """Where two fingerprints first differ, for the failure's message."""
    if isinstance(one, (list, tuple)) and isinstance(two, (list, tuple)):
        for index, (a, b) in enumerate(zip(one, two)):
            if a != b:
                name = a[0] if isinstance(a, tuple) and a and isinstance(a[0], str) else index
                return _first_difference(a, b, f"{path}/{name}")
        return f"{path}: lengths {len(one)} and {len(two)}"
    return f"{path}: {one!r} != {two!r}"[:600]
