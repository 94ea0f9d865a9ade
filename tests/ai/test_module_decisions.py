"""The bots' decisions in the expansion's modules (RULES Part 2, M1-M4): each strength
answers the modules' offers and uses their actions where they pay."""

from __future__ import annotations

import pytest

from game.ai import STRENGTHS
from game.ai.evaluation import Evaluator
from game.ai.normal import NormalBot
from game.rules import WINDOW, Buy, Place, TakeMoney
from game.rules.modules.huts import TakeHut
from game.rules.modules.vizier import UseVizier
from tests.ai.states import quick_bot
from tests.modules.helpers import (
    build_in_game, card_ids, finish_turn, module_game, office, real_tile, set_display,
    set_hand, set_market,
)

SERAGLIO_5 = real_tile("seraglio", 5)   # on square 2 (dirham) in these tests
PAVILION_2 = real_tile("pavilion", 2)
TWO_GARDENS = {(1, 0): real_tile("garden", 10, ""), (0, 1): real_tile("garden", 11, "")}
TWO_MORE_GARDENS = {(1, 0): real_tile("garden", 9, "E"), (0, 1): real_tile("garden", 10, "W")}


def office_game():
    """Seat 0 holds florin 3 and dirham 2; the dirham seraglio costs 5."""
    game = module_game("exchange")
    set_market(game, None, SERAGLIO_5, None, None)
    set_hand(game, 0, "florin 3", "dirham 2")
    set_display(game, "ducat 1", "ducat 2", "denar 1")
    return game


def test_an_office_that_completes_an_exact_price_is_worth_more_than_small_money():  # M2
    game = office_game()
    card = office(game, "florin", "dirham")
    evaluator = Evaluator(game.view(0), 0)
    hand = list(game.players[0].hand)
    with_office = evaluator.money_value_of(game, 0, hand + [card], game.market)
    with_ducat = evaluator.money_value_of(game, 0, hand + [game.display[1]], game.market)
    assert with_office > with_ducat


def test_normal_takes_the_office_that_lets_it_pay_exactly():  # M2
    game = office_game()
    set_display(game, "ducat 1")
    card = office(game, "florin", "dirham")
    game.display.append(card)
    choice = NormalBot(1).choose(game.view(0))
    assert choice == TakeMoney((card.id,))


def test_normal_pays_with_an_office_exactly_and_plays_on():  # M2
    game = office_game()
    card = office(game, "florin", "dirham")
    game.players[0].hand.append(card)
    choice = NormalBot(1).choose(game.view(0))
    assert isinstance(choice, Buy) and choice.square == 1 and card.id in choice.cards


def test_normal_pays_all_in_the_offices_other_currency():  # M2: all in one is a mix too
    """No dirham in hand: only the office with florins pays for the dirham seraglio."""
    game = office_game()
    set_hand(game, 0, "florin 3", "florin 2")
    card = office(game, "florin", "dirham")
    game.players[0].hand.append(card)
    choice = NormalBot(1).choose(game.view(0))
    assert isinstance(choice, Buy) and choice.square == 1
    assert set(choice.cards) == {c.id for c in game.players[0].hand}


def vizier_window(players: int = 3):
    """Seat 0 ends its turn; seat 1 could buy the pavilion between turns, exactly."""
    game = module_game("vizier", players=players)
    set_market(game, None, PAVILION_2, None, None)
    set_display(game, "florin 1", "florin 2", "ducat 1", "ducat 2")
    set_hand(game, 0, "florin 9")
    set_hand(game, 1, "dirham 2", "denar 3")
    if players > 2:
        set_hand(game, 2, "denar 2")
    game.apply(TakeMoney(card_ids(game.display[:1])))
    finish_turn(game)
    assert game.phase == WINDOW and game.to_move == 1
    return game


@pytest.mark.parametrize("kind", STRENGTHS)
def test_every_strength_answers_the_vizier_window(kind):  # M1
    game = vizier_window()
    choice = quick_bot(kind, 3).choose(game.view(1))
    assert choice in game.legal_actions()


def test_normal_uses_its_vizier_for_a_tile_worth_having():  # M1
    """A pavilion for two at the exact price, with no other pavilion on the table: the
    vizier buys a lead in pavilions out of turn, for little money."""
    game = vizier_window()
    choice = NormalBot(1).choose(game.view(1))
    assert isinstance(choice, UseVizier) and choice.square == 1


def test_the_bot_places_its_vizier_tile_at_once():  # M1
    game = vizier_window()
    bot = NormalBot(1)
    game.apply(bot.choose(game.view(1)))
    choice = bot.choose(game.view(1))
    assert isinstance(choice, Place) and choice.tile == PAVILION_2.id


def test_normal_puts_a_hut_beside_buildings_of_its_colour():  # M4
    """A garden hut counts its unwalled garden neighbours: beside the gardens it adds to
    the count of gardens, elsewhere nothing."""
    game = module_game("huts")
    build_in_game(game, 0, TWO_GARDENS)
    game.apply(TakeHut("garden"))
    hut = game.players[0].pending[0]
    choice = NormalBot(1).choose(game.view(0))
    assert isinstance(choice, Place) and choice.tile == hut.id
    after = game.clone()
    after.apply(choice)
    assert after.scoring_counts(0)[hut.kind] > after.players[0].alhambra.counts()[hut.kind]


def test_normal_takes_a_hut_when_it_wins_a_majority():  # M4
    """Nothing to buy, little money on offer, and a hut of the kind it leads in by one
    beside two of its buildings: the hut is worth more than a coin."""
    game = module_game("huts")
    build_in_game(game, 0, TWO_GARDENS)
    build_in_game(game, 1, TWO_MORE_GARDENS)
    set_market(game, None, None, None, None)
    set_display(game, "ducat 1")
    choice = NormalBot(1).choose(game.view(0))
    assert choice == TakeHut("garden")
