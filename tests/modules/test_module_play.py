"""Random play with the expansion modules, 2-6 players: invariants hold, the game ends, and
a replay of the log gives the same game. The module sets are sampled with a fixed seed
(every module alone, all of them, none, and a dozen mixes) rather than enumerated, so the
suite stays quick however many modules there are."""

import random
from collections import Counter

import pytest

from game.rules import EndTurn, Game, GameConfig, IllegalAction, module_order
from game.rules.modules.traders import citizens_total
from game.rules.modules.treasure import chest_counts, chests_accounted, chests_total
from tests.rules.helpers import Witness, misplaced

MODULES = module_order()
_rng = random.Random(2026)


def _mix_with(module: str) -> frozenset[str]:
    """A seeded mix of modules that includes ``module``."""
    others = [m for m in MODULES if m != module]
    return frozenset({module, *_rng.sample(others, _rng.randint(1, len(others)))})


SUBSETS = list(dict.fromkeys(
    [frozenset(), frozenset(MODULES), *(frozenset({m}) for m in MODULES),
     *(frozenset(_rng.sample(MODULES, _rng.randint(2, len(MODULES)))) for _ in range(12)),
     # the third and fourth expansions' modules each in a mix of their own
     *(_mix_with(m) for m in ("citywalls", "thieves", "change", "traders",
                              "treasure", "builders", "invaders", "bazaars")),
     # the fourth expansion together, and with the vizier (D35) and characters (D35)
     frozenset({"treasure", "builders", "invaders", "bazaars"}),
     frozenset({"treasure", "builders", "invaders", "bazaars", "vizier", "characters"})]))
MAX_ACTIONS = 8000  # a random game with many modules takes up to about 4000 decisions


def inventory(game: Game) -> Counter:
    return Counter((type(piece).__name__, piece.id) for _, piece in game.locations())


def assert_accounted(game: Game, start: Counter) -> None:
    """Every tile and card (the 54 buildings and whatever the modules bring) is in exactly
    one place, one its module allows (a master builder never in the discard pile, D49),
    and none came or went since the start."""
    now = inventory(game)
    doubled = [key for key, count in now.items() if count > 1]
    assert not doubled, doubled
    assert now == start, (now - start, start - now)
    assert not misplaced(game)
    tiles = [p for _, p in game.locations() if type(p).__name__ == "Tile"]
    assert sum(1 for t in tiles if t.is_building) == 54
    traders = game.ext.get("traders")
    if traders is not None and traders.revealed:   # citizens are counted, not carded
        assert all(n == 7 for n in citizens_total(traders).values())
    treasure = game.ext.get("treasure")
    if treasure is not None:   # so are chests, each on a building of its kind (M13)
        assert chests_total(treasure) == Counter(chest_counts())
        assert chests_accounted(game) == sum(chest_counts().values())


def play(modules: frozenset[str], players: int, seed: int, check_every_step: bool) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed, modules=modules))
    start = inventory(game)
    rng = random.Random(seed)
    while not game.is_over:
        actions = game.legal_actions()
        assert actions
        game.apply(rng.choice(actions))
        if check_every_step or isinstance(game.log[-1], EndTurn):
            assert_accounted(game, start)
            assert all(p.alhambra.is_valid() for p in game.players)
            assert all(score >= 0 for score in game.scores)  # scores may fall, not below 0
        assert len(game.log) < MAX_ACTIONS, "the game does not end"
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
    # RULES 1.7: other hands are secret, but not the cards everyone saw taken into them
    rng = random.Random(5)
    game = Game.new(GameConfig(players=4, seed=5, modules=frozenset(MODULES)))
    witness = Witness(game)
    for _ in range(400):
        if game.is_over:
            break
        seat = game.to_move
        view = game.view(seat)
        witness.check(game, seat)
        assert sorted(map(repr, view.legal_actions())) == sorted(map(repr, game.legal_actions()))
        sample = view.determinize(rng)
        assert sorted(map(repr, sample.legal_actions())) == sorted(map(repr, view.legal_actions()))
        assert_accounted(sample, inventory(game))
        for p in sample.players:   # the sample keeps what was seen, deals the rest
            real = {c.id for c in game.players[p.seat].hand}
            assert {c.id for c in p.seen_cards()} == real & p.seen
        witness.apply(game, rng.choice(game.legal_actions()))


def test_module_actions_are_refused_when_the_module_is_off():
    from game.rules.modules.huts import TakeHut

    game = Game.new(GameConfig(players=3, seed=1))
    before = game.digest()
    with pytest.raises(IllegalAction) as error:
        game.apply(TakeHut("garden"))
    assert error.value.reason == "module_off"
    assert game.digest() == before
