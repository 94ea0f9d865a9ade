"""M3 Bonus cards (RULES Part 2, M3)."""

import random

import pytest

from game.rules import (
    BASE_TILES, WINDOW, Game, GameConfig, IllegalAction, RedesignRemove, TakeMoney,
)
from game.rules.modules.bonus import RevealBonus, bonus_cards

from tests.modules.helpers import (
    build_in_game, finish_turn, module_game, real_tile, set_hand, set_market,
)

ARCADES_9 = real_tile("arcades", 9)   # no walls: shown by a bonus card


def test_the_ten_cards_show_the_ten_wall_less_buildings():
    shown = sorted(c.tile for c in bonus_cards())
    assert shown == sorted(t.id for t in BASE_TILES if not t.walls)
    assert len(shown) == 10


@pytest.mark.parametrize("players, each", [(2, 3), (3, 3), (4, 2), (5, 2), (6, 1)])
def test_cards_dealt_by_player_count_and_the_rest_unused(players, each):
    game = Game.new(GameConfig(players=players, seed=players, modules=frozenset({"bonus"})))
    state = game.ext["bonus"]
    assert [len(h) for h in state.hidden] == [each] * players
    assert len(state.unused) == 10 - each * players
    everything = sorted(sum(state.hidden, []) + state.unused)
    assert everything == sorted(c.tile for c in bonus_cards())
    if players == 2:
        assert game.dirk is not None  # Dirk plays, but has no bonus card slot
        assert len(state.hidden) == 2


def bonus_game():
    game = module_game("bonus", players=3)
    state = game.ext["bonus"]
    # Seat 0 holds the card of the wall-less 9 arcades.
    for cards in [*state.hidden, state.unused]:
        if ARCADES_9.id in cards:
            cards.remove(ARCADES_9.id)
    state.unused.append(state.hidden[0].pop())
    state.hidden[0].append(ARCADES_9.id)
    return game, state


def test_a_card_is_revealed_only_once_its_building_stands():
    game, state = bonus_game()
    with pytest.raises(IllegalAction):
        game.apply(RevealBonus(ARCADES_9.id))
    build_in_game(game, 0, {(1, 0): ARCADES_9})
    assert RevealBonus(ARCADES_9.id) in game.legal_actions()
    game.apply(RevealBonus(ARCADES_9.id))
    assert ARCADES_9.id in state.revealed[0]
    assert game.scoring_counts(0)["arcades"] == 2  # the building and its card


def test_a_card_may_be_revealed_in_the_vizier_window():  # M3: whenever the player is to act
    game = module_game("bonus", "vizier", players=3)
    state = game.ext["bonus"]
    for cards in [*state.hidden, state.unused]:
        if ARCADES_9.id in cards:
            cards.remove(ARCADES_9.id)
    state.hidden[1].append(ARCADES_9.id)
    build_in_game(game, 1, {(1, 0): ARCADES_9})
    set_market(game, None, real_tile("garden", 8, "SW"), None, None)
    set_hand(game, 1, "dirham 8")
    game.apply(TakeMoney((game.display[0].id,)))
    finish_turn(game)
    assert game.phase == WINDOW and game.to_move == 1
    assert RevealBonus(ARCADES_9.id) in game.legal_actions()
    game.apply(RevealBonus(ARCADES_9.id))
    assert ARCADES_9.id in state.revealed[1]
    assert game.phase == WINDOW and game.to_move == 1   # the window waits for its answer


def test_hidden_cards_do_not_count_until_revealed_and_a_scoring_reveals_them():
    game, state = bonus_game()
    build_in_game(game, 0, {(1, 0): ARCADES_9})
    assert game.scoring_counts(0)["arcades"] == 1
    scored = game.score(1, [])
    assert ARCADES_9.id in state.revealed[0]
    assert scored.rows[0].counts["arcades"] == 2
    assert scored.rows[0].count_bonus == {"bonus": {"arcades": 1}}


def test_the_card_goes_back_hidden_when_its_building_leaves():
    game, state = bonus_game()
    build_in_game(game, 0, {(1, 0): ARCADES_9})
    game.apply(RevealBonus(ARCADES_9.id))
    game.apply(RedesignRemove((1, 0)))
    assert ARCADES_9.id in state.hidden[0] and ARCADES_9.id not in state.revealed[0]
    assert game.scoring_counts(0)["arcades"] == 0


def test_other_seats_cards_are_secret_in_a_view():
    game, state = bonus_game()
    view = game.view(1)
    seen = view.ext["bonus"]
    assert seen.hidden[1] == state.hidden[1]
    assert all(c < 0 for c in seen.hidden[0] + seen.hidden[2] + seen.unused)
    other = game.clone()
    a, b = other.ext["bonus"].hidden[0], other.ext["bonus"].hidden[2]
    a[0], b[0] = b[0], a[0]
    assert other.view(1).state_dict() == view.state_dict()
    sample = view.determinize(random.Random(1))
    dealt = sum(sample.ext["bonus"].hidden, []) + sample.ext["bonus"].unused
    assert sorted(dealt) == sorted(c.tile for c in bonus_cards())
    assert sample.ext["bonus"].hidden[1] == state.hidden[1]
