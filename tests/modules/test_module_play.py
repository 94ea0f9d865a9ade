"""Random play with every subset of the modules M1-M4, 2-6 players: invariants hold, the
game ends, and a replay of the log gives the same game."""

import random
from collections import Counter
from itertools import combinations

import pytest

from game.rules import EndTurn, Game, GameConfig, HiddenCard, IllegalAction

MODULES = ("vizier", "exchange", "bonus", "huts")
SUBSETS = [frozenset(c) for n in range(len(MODULES) + 1) for c in combinations(MODULES, n)]


def assert_accounted(game: Game) -> None:
    """Every tile, card and hut is in exactly one place."""
    places = Counter((type(piece).__name__, piece.id) for _, piece in game.locations())
    doubled = [key for key, count in places.items() if count > 1]
    assert not doubled, doubled
    tiles = [p for _, p in game.locations() if type(p).__name__ == "Tile"]
    huts = sum(1 for t in tiles if t.category == "hut")
    assert len(tiles) - huts == 54
    if "huts" in game.config.modules:
        assert huts == 24


def play(modules: frozenset[str], players: int, seed: int, check_every_step: bool) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed, modules=modules))
    rng = random.Random(seed)
    scores = game.scores
    while not game.is_over:
        actions = game.legal_actions()
        assert actions
        game.apply(rng.choice(actions))
        if check_every_step or isinstance(game.log[-1], EndTurn):
            assert_accounted(game)
            assert all(p.alhambra.is_valid() for p in game.players)
            assert all(a >= b for a, b in zip(game.scores, scores))
            scores = game.scores
        assert len(game.log) < 5000, "the game does not end"
    assert game.history[-1].number == 3
    return game


@pytest.mark.parametrize("modules", SUBSETS, ids=lambda m: "+".join(sorted(m)) or "base")
def test_every_subset_plays_to_the_end_and_replays(modules):
    for players in range(2, 7):
        seed = 100 * players + len(modules)
        game = play(modules, players, seed, check_every_step=players == 3)
        replay = Game.new(game.config)
        for action in game.log:
            replay.apply(action)
        assert replay.digest() == game.digest()


def test_views_of_module_games_hide_and_determinize_consistently():
    rng = random.Random(5)
    game = Game.new(GameConfig(players=4, seed=5, modules=frozenset(MODULES)))
    for _ in range(400):
        if game.is_over:
            break
        seat = game.to_move
        view = game.view(seat)
        assert all(isinstance(c, HiddenCard)
                   for p in view.players if p.seat != seat for c in p.hand)
        assert sorted(map(repr, view.legal_actions())) == sorted(map(repr, game.legal_actions()))
        sample = view.determinize(rng)
        assert sorted(map(repr, sample.legal_actions())) == sorted(map(repr, view.legal_actions()))
        assert_accounted(sample)
        game.apply(rng.choice(game.legal_actions()))


def test_module_actions_are_refused_when_the_module_is_off():
    from game.rules.modules.huts import TakeHut

    game = Game.new(GameConfig(players=3, seed=1))
    before = game.digest()
    with pytest.raises(IllegalAction) as error:
        game.apply(TakeHut("garden"))
    assert error.value.reason == "module_off"
    assert game.digest() == before
