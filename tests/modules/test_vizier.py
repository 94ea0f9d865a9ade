"""M1 The Vizier's Favour (RULES Part 2, M1; D7)."""

import random

import pytest

from game.rules import ACTION, Game, GameConfig, module_order, PLACE_NOW, WINDOW, IllegalAction, Pass, Place, Reserve, TakeMoney
from game.rules.modules.vizier import ReactivateVizier, UseVizier, VizierBuy

from tests.modules.helpers import (
    card_ids, finish_turn, module_game, real_tile, set_display, set_hand, set_market,
)

GARDEN_8 = real_tile("garden", 8, "SW")   # square 2 (dirham) in these tests
TOWER_9 = real_tile("tower", 9, "ES")


def vizier_game(players: int = 3):
    """Seat 0 is to act; seats 1 and 2 can each pay the dirham garden exactly."""
    game = module_game("vizier", players=players)
    set_market(game, None, GARDEN_8, TOWER_9, None)
    set_display(game, "florin 1", "florin 2", "ducat 1", "ducat 2")
    set_hand(game, 0, "florin 9")
    set_hand(game, 1, "dirham 8", "denar 3")
    if players > 2:
        set_hand(game, 2, "dirham 5", "dirham 3", "denar 9")
    return game


def end_seat0_turn(game):
    game.apply(TakeMoney(card_ids(game.display[:1])))
    return finish_turn(game)


def test_every_vizier_starts_active():
    game = module_game("vizier", players=5)
    assert game.ext["vizier"].active == [True] * 5


def test_window_asks_the_next_player_first_and_never_the_one_who_played():  # D7
    game = vizier_game()
    set_hand(game, 0, "dirham 8")  # seat 0 could pay exactly too, but just played
    end_seat0_turn(game)
    assert game.phase == WINDOW and game.to_move == 1
    game.apply(Pass())
    assert game.phase == WINDOW and game.to_move == 2
    game.apply(Pass())
    # Seat 0 is never offered the vizier after its own turn; the next turn starts.
    assert game.phase == ACTION and game.current == game.to_move == 1


def test_a_seat_that_cannot_pay_exactly_is_not_asked():
    game = vizier_game()
    set_hand(game, 1, "dirham 9")  # only an overpay is possible
    end_seat0_turn(game)
    assert game.phase == WINDOW and game.to_move == 2


def test_vizier_pays_only_the_exact_price():
    game = vizier_game()
    set_hand(game, 1, "dirham 8", "dirham 1")
    end_seat0_turn(game)
    hand = game.players[1].hand
    with pytest.raises(IllegalAction) as error:
        game.apply(UseVizier(1, card_ids(hand)))  # 9 for a tile of 8
    assert error.value.reason == "vizier_exact"
    offered = [a for a in game.legal_actions() if isinstance(a, UseVizier)]
    assert offered == [UseVizier(1, (hand[0].id,))]


def test_the_vizier_may_pay_in_diamonds_all_diamonds_exactly():  # D37, M6
    game = module_game("vizier", "diamonds", players=3)
    set_market(game, None, GARDEN_8, TOWER_9, None)
    set_display(game, "florin 1", "florin 2", "ducat 1", "ducat 2")
    gems = [c for c in game.deck if getattr(c, "currency", "") == "diamond"]
    five, three, four = (next(c for c in gems if c.value == v) for v in (5, 3, 4))
    for card in (five, three, four):
        game.deck.remove(card)
    game.players[1].hand[:] = [five, three, four]
    set_hand(game, 2)
    end_seat0_turn(game)
    assert game.phase == WINDOW and game.to_move == 1
    offered = {(a.square, tuple(sorted(a.cards))) for a in game.legal_actions()
               if isinstance(a, UseVizier)}
    assert offered == {(1, tuple(sorted((five.id, three.id)))),     # 8 for the garden 8
                       (2, tuple(sorted((five.id, four.id))))}      # 9 for the tower 9
    with pytest.raises(IllegalAction):
        game.apply(UseVizier(1, (five.id, three.id, four.id)))      # 12: not exact
    game.apply(UseVizier(1, (five.id, three.id)))
    assert game.phase == PLACE_NOW and game.players[1].pending == [GARDEN_8]


def test_vizier_purchase_is_placed_at_once_then_the_window_reopens():
    game = vizier_game()
    end_seat0_turn(game)
    eight = game.players[1].hand[0]
    game.apply(UseVizier(1, (eight.id,)))
    assert game.phase == PLACE_NOW and game.to_move == 1
    assert game.players[1].pending == [GARDEN_8]
    assert eight in game.discard and not game.ext["vizier"].active[1]
    assert not any(a.__class__.__name__ == "GiveToDirk" for a in game.legal_actions())
    game.apply(Place(GARDEN_8.id, (-1, 0)))
    assert game.players[1].alhambra.at((-1, 0)) == GARDEN_8
    # The market was refilled, and seat 2 (vizier still active, denar 9 in hand for the
    # tower) is asked again.
    assert game.market[1] is not None and game.market[1] != GARDEN_8
    assert game.phase == WINDOW and game.to_move == 2
    game.apply(Pass())
    assert game.phase == ACTION and game.current == 1


def test_after_one_purchase_players_who_passed_are_asked_again():
    game = vizier_game()
    set_hand(game, 1, "denar 9")            # seat 1 can buy the denar tower exactly
    end_seat0_turn(game)
    assert game.to_move == 1
    game.apply(Pass())
    assert game.to_move == 2
    game.apply(UseVizier(1, card_ids(game.players[2].hand[:2])))  # dirham 5 + 3 = 8
    game.apply(Reserve(GARDEN_8.id))
    # Seat 1 passed before the purchase; the window opens again for it.
    assert game.phase == WINDOW and game.to_move == 1
    assert any(isinstance(a, UseVizier) for a in game.legal_actions())


def test_reactivating_is_a_turn_action_that_ends_the_actions():
    game = vizier_game()
    assert ReactivateVizier() not in game.legal_actions()  # still active
    with pytest.raises(IllegalAction):
        game.apply(ReactivateVizier())
    game.ext["vizier"].active[0] = False
    assert ReactivateVizier() in game.legal_actions()
    game.apply(ReactivateVizier())
    assert game.ext["vizier"].active[0] and game.phase == "placement"


def empty_the_bag(game) -> None:
    game.players[2].reserve.extend(game.bag)  # the bag is empty: the next refill ends it
    game.bag.clear()


def test_the_window_opens_once_more_before_the_final_distribution():  # D19
    game = vizier_game()
    empty_the_bag(game)
    end_seat0_turn(game)
    assert game.phase == WINDOW and game.to_move == 1   # the market is still there to buy
    assert game.market[1] == GARDEN_8
    while game.phase == WINDOW:
        game.apply(Pass())
    while not game.is_over:  # after the distribution: placements, never a window
        assert game.phase == PLACE_NOW
        game.apply(game.legal_actions()[0])


def test_first_edition_games_ended_without_that_window():
    game = module_game("vizier", players=3, edition=1)
    set_market(game, None, GARDEN_8, TOWER_9, None)
    set_display(game, "florin 1", "florin 2", "ducat 1", "ducat 2")
    set_hand(game, 1, "dirham 8")
    empty_the_bag(game)
    end_seat0_turn(game)
    while not game.is_over:
        assert game.phase != WINDOW
        game.apply(game.legal_actions()[0])


def test_a_vizier_purchase_that_empties_the_bag_ends_the_game_as_a_turn_would():  # D14
    game = vizier_game()
    end_seat0_turn(game)
    empty_the_bag(game)
    game.apply(UseVizier(1, card_ids(game.players[1].hand[:1])))   # the garden, exactly 8
    game.apply(Reserve(GARDEN_8.id))   # placed at once; the refill then finds no tile
    assert game.market[1] is None
    # As at the end of a turn: the window goes on before the distribution (D19), so seat 2
    # still buys the tower, exactly; then there is no next turn.
    assert game.phase == WINDOW and game.to_move == 2
    denar = [c for c in game.players[2].hand if c.label() == "9 denar"]
    game.apply(UseVizier(2, card_ids(denar)))
    game.apply(Reserve(TOWER_9.id))
    while not game.is_over:
        assert game.phase == PLACE_NOW
        game.apply(game.legal_actions()[0])
    assert game.turn == 1 and [s.number for s in game.history] == [3]


def test_two_players_vizier_tiles_do_not_go_to_dirk():
    game = vizier_game(players=2)
    end_seat0_turn(game)
    assert game.phase == WINDOW and game.to_move == 1
    game.apply(UseVizier(1, card_ids(game.players[1].hand[:1])))
    names = {a.__class__.__name__ for a in game.legal_actions()}
    assert "GiveToDirk" not in names and "Reserve" in names


@pytest.mark.parametrize("seed", [3, 6])
def test_whether_a_seat_may_act_is_whether_it_has_a_purchase(seed):
    """The window asks each seat only whether its vizier may buy anything (the first
    exact purchase answers): the answer is the listing's, for every seat at every step of
    random games with every module (bazaars, diamonds, exchange offices, Abdul Karim...),
    within a listing (the tiles for sale kept) and outside one."""
    game = Game.new(GameConfig(players=6, seed=seed, modules=frozenset(module_order())))
    vizier = game.module("vizier")
    rng = random.Random(seed)
    seen: set[object] = set()  # whether seats may act, and the kinds of purchases met
    while not game.is_over and len(game.log) < 400:
        for seat in range(6):
            listed = vizier.window_actions(game, seat)
            assert vizier.window_may_act(game, seat) == bool(listed)
            with game.purses_kept():
                assert vizier.window_actions(game, seat) == listed
                assert vizier.window_may_act(game, seat) == bool(listed)
            seen.update([bool(listed), *(type(a) for a in listed)])
        game.apply(rng.choice(game.legal_actions()))
    assert seen == {True, False, UseVizier, VizierBuy}  # (the sample meets them all)
