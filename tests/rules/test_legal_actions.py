"""The legal actions are exactly what ``apply`` accepts (RULES 1.3; the table and the bots
offer only what is listed). Over a fixed sample of random games with every module, mixes of
them, the base game and Alcazaba, at every step: every listed action applies, and actions
of the listed kinds made up from them (other cards, tiles, places, kinds, amounts) are
refused unless an action alike is listed.

Alike: cards that only their sort, currency and value tell apart are one (the list offers
one take or payment per kind of card, ``payments``); a payment with more cards than a
listed one may be accepted (D2: an overpay), and a treasure room may be paid in any way the
rules allow while the list shows the cheapest (D39)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields, replace
from itertools import islice

import pytest

from game.rules import Action, Card, Game, GameConfig, IllegalAction
from game.rules.modules import module_order
from game.rules.modules.characters import FarukTake
from game.rules.modules.treasure import TakeRoom
from game.rules.rulesets.money import TakeMoney

# Fields naming cards by id: a card stands for its kind of card.
CARD_FIELDS = ("cards", "card", "hand_card", "display_card", "thief")
TAKES = (TakeMoney, FarukTake)   # a set of cards taken: alike only card for card
LISTED_CHEAPEST = (TakeRoom,)    # D39: the list shows the cheapest payments only
CANDIDATES = 10                  # made-up actions tried at each step
LISTED_TRIED = 12                # listed actions tried at each step (all when fewer)


def sample_games() -> list[GameConfig]:
    rng = random.Random(1303)
    ids = list(module_order())
    configs = [GameConfig(players=4, seed=11), GameConfig(players=3, seed=12, variant="alcazaba"),
               GameConfig(players=3, seed=13, modules=frozenset(ids))]
    for index in range(0, len(ids), 2):
        chosen = {ids[index], ids[index + 1], *rng.sample(ids, index % 3)}
        configs.append(GameConfig(players=2 + index // 2 % 5, seed=300 + index,
                                  modules=frozenset(chosen)))
    return configs


def faces(game: Game) -> dict[int, tuple]:
    """Every card of the game by id, as what tells it apart from others: its sort and its
    fields but the id."""
    found = {}
    for _where, piece in game.locations():
        if isinstance(piece, Card):
            found[piece.id] = (type(piece).__name__,
                               *(getattr(piece, f.name) for f in fields(piece) if f.name != "id"))
    return found


def alike(action: Action, face: dict[int, tuple]) -> tuple:
    """``action`` with its cards as kinds of card (a multiset for several)."""
    values = []
    for f in fields(action):
        value = getattr(action, f.name)
        if f.name in CARD_FIELDS:
            if isinstance(value, tuple):
                value = tuple(sorted((face.get(v, ("?", v)) for v in value), key=repr))
            else:
                value = face.get(value, ("?", value))
        values.append((f.name, value))
    return (type(action).__name__, tuple(values))


def covered(action: Action, listed: list[Action], face: dict[int, tuple]) -> bool:
    """Whether an accepted ``action`` is one the list offers, or an overpay of one (D2),
    or a room paid otherwise than the cheapest way (D39)."""
    kind = alike(action, face)
    same = [a for a in listed if type(a) is type(action)]
    if any(alike(a, face) == kind for a in same):
        return True
    if isinstance(action, LISTED_CHEAPEST):
        return any(a.room == action.room for a in same)   # type: ignore[attr-defined]
    if not hasattr(action, "cards") or isinstance(action, TAKES):
        return False
    rest = {name: value for name, value in kind[1] if name != "cards"}
    paid = Counter(dict(kind[1])["cards"])
    for other in same:
        name_values = dict(alike(other, face)[1])
        cards = Counter(name_values.pop("cards"))
        if name_values == rest and not cards - paid:
            return True
    return False


def made_up(game: Game, listed: list[Action], rng: random.Random) -> list[Action]:
    """Actions of the listed kinds with one field changed to another plausible value."""
    seat = game.to_move
    player = game.players[seat]
    cards = [c.id for c in game.purse(seat)] + [c.id for c in game.display]
    tiles = [t.id for t in (*player.reserve, *player.pending)] + \
        [t.id for t in islice(player.alhambra.tiles(), 6)]
    spots = sorted(player.alhambra.frontier()) + list(player.alhambra)
    seen: dict[str, set] = {}
    for act in listed:
        for f in fields(act):
            value = getattr(act, f.name)
            if isinstance(value, (str, int, bool)) or value is None:
                seen.setdefault(f.name, set()).add(value)

    def another(name: str, value: object) -> object:
        if name == "cards":
            return tuple(rng.sample(cards, min(len(cards), rng.randint(1, 4))))
        if name in CARD_FIELDS:
            return rng.choice(cards) if cards else value
        if name == "pos":
            return rng.choice(spots)
        if name == "tile":
            return rng.choice(tiles) if tiles else value
        choices = sorted(seen.get(name, set()) - {value}, key=repr)
        return rng.choice(choices) if choices else value

    found = []
    for _try in range(CANDIDATES):
        base = rng.choice(listed)
        names = [f.name for f in fields(base)]
        if not names:
            continue
        name = rng.choice(names)
        found.append(replace(base, **{name: another(name, getattr(base, name))}))
    return found


def accepted(game: Game, action: Action) -> bool:
    """Whether ``apply`` takes ``action`` (on a copy; only refusals are expected)."""
    try:
        game.clone().apply(action)
    except IllegalAction as refusal:
        assert str(refusal), "a refusal says why in words"
        return False
    return True


@pytest.mark.parametrize("config", sample_games(), ids=lambda c: "-".join(
    [c.variant, f"{c.players}p", *sorted(c.modules)]))
def test_the_legal_actions_are_what_apply_accepts(config):
    game = Game.new(config)
    rng = random.Random(config.seed)
    while not game.is_over:
        listed = game.legal_actions()
        assert listed, "a game not over always has something to do"
        for action in rng.sample(listed, min(len(listed), LISTED_TRIED)):
            assert accepted(game, action), (game.phase, action)
        face = faces(game)
        for action in made_up(game, listed, rng):
            if accepted(game, action):
                assert covered(action, listed, face), (game.phase, action)
        buys = [a for a in listed if type(a).__name__ == "Buy"]
        game.apply(rng.choice(buys if buys and rng.random() < 0.7 else listed))


def test_a_listing_leaves_the_game_as_it_was():
    """With money beside the hand (every module), the purses worked out once while the
    legal actions are listed are gone afterwards: a copy, a view or a fingerprint of the
    game finds the same attributes as before, and the next listing sees the new hands."""
    game = Game.new(GameConfig(players=3, seed=4, modules=frozenset(module_order())))
    rng = random.Random(4)
    for _step in range(80):
        before = dict(vars(game))
        actions = game.legal_actions()
        assert vars(game) == before
        assert game.purses is None and game.listed is None
        game.apply(rng.choice(actions))
        assert game.purses is None and game.listed is None  # (the window's listing too)


def test_what_a_listing_keeps_is_worked_out_once_and_only_while_listing():
    game = Game.new(GameConfig(players=3, seed=4, modules=frozenset(module_order())))
    works: list[int] = []

    def work() -> list[int]:
        works.append(1)
        return [len(works)]

    assert game.kept("test:work", work) == [1]
    assert game.kept("test:work", work) == [2]  # not listing: every time
    with game.purses_kept():
        first = game.kept("test:work", work)
        assert game.kept("test:work", work) is first and first == [3]
        assert game.clone().listed is None  # a copy keeps nothing of it
    assert game.listed is None
    assert game.kept("test:work", work) == [4]
