"""RULES Part 2, M10 Thieves (D19, D29): thief cards dealt face down by player count, played
between turns by anyone but the next player (two players: only the one who just played),
each taking one face-up money card of its currency, the display refilled after each, in the
window shared with the vizier, which goes round until everyone passes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import ACTION, WINDOW, Currency, IllegalAction, Pass, TakeMoney
from game.rules.modules.thieves import (
    MORE, PlayThief, StopThieves, ThiefCard, thief_plays,
)
from game.rules.modules.vizier import UseVizier
from tests.modules.helpers import (
    card_ids, finish_turn, module_game, real_tile, set_display, set_hand, set_market,
)

FLORIN, DIRHAM = Currency("florin"), Currency("dirham")


def give_thieves(game, seat: int, *currencies: Currency) -> list[int]:
    """``seat`` holds thieves of exactly these currencies (ids taken from the others)."""
    state = game.ext["thieves"]
    ids = sorted(state.currency)
    for held in state.held:
        held.clear()
    state.unused = []
    chosen = []
    pool = list(ids)
    for currency in currencies:
        card = next(i for i in pool if state.currency[i] is currency)
        pool.remove(card)
        chosen.append(card)
    state.held[seat] = chosen
    state.unused = pool
    return chosen


def end_turn_of_seat0(game) -> None:
    game.apply(TakeMoney(card_ids(game.display[-1:])))
    finish_turn(game)


@pytest.mark.parametrize("players, each", [(2, 4), (3, 4), (4, 3), (5, 2), (6, 2)])
def test_thieves_are_dealt_by_player_count_and_the_rest_leave_unseen(players, each):
    game = module_game("thieves", players=players)
    state = game.ext["thieves"]
    assert [len(h) for h in state.held] == [each] * players
    assert len(state.unused) == 12 - each * players
    assert Counter(state.currency.values()) == {c: 3 for c in set(state.currency.values())}
    assert len(set(state.currency.values())) == 4


def test_a_thief_takes_one_money_card_of_its_currency_and_the_display_refills():
    game = module_game("thieves", players=3)
    florin_thief, = give_thieves(game, 2, FLORIN)
    set_display(game, "florin 6", "dirham 3", "denar 2", "ducat 4")
    six = game.display[0]
    end_turn_of_seat0(game)
    assert game.phase == WINDOW and game.to_move == 2
    assert thief_plays(game, 2) == [PlayThief(florin_thief, six.id)]
    with pytest.raises(IllegalAction):  # a florin thief takes no dirham
        game.clone().apply(PlayThief(florin_thief, game.display[1].id))
    game.apply(PlayThief(florin_thief, six.id))
    assert six in game.players[2].hand and six not in game.display
    assert len(game.display) == 4   # refilled after the thief
    state = game.ext["thieves"]
    assert florin_thief in state.played and not state.held[2]


def one_of_two_thieves_played():
    """Seat 2 holds two florin thieves and has just played the first, between turns."""
    game = module_game("thieves", players=3)
    first, second = give_thieves(game, 2, FLORIN, FLORIN)
    set_display(game, "florin 6", "florin 5", "denar 2", "ducat 4")
    end_turn_of_seat0(game)
    game.apply(PlayThief(first, game.display[0].id))
    return game, second


def asked_in_window(game) -> list[int]:
    """The seats asked between turns, in order, everyone passing."""
    asked = []
    while game.phase == WINDOW:
        asked.append(game.to_move)
        game.apply(Pass())
    return asked


def test_several_thieves_at_once_each_followed_by_a_refill():
    game, second = one_of_two_thieves_played()
    assert game.phase == MORE and game.to_move == 2  # the same player may go on at once
    florins = [c for c in game.display if c.currency is FLORIN]
    game.apply(PlayThief(second, florins[0].id))
    assert len(game.display) == 4
    assert game.phase != MORE  # no thief left: the window goes on


def test_stopping_after_one_thief_keeps_the_others():
    game, second = one_of_two_thieves_played()
    game.apply(StopThieves())
    assert game.ext["thieves"].held[2] == [second]


def test_never_the_next_player():  # M10, D29
    game = module_game("thieves", players=3)
    give_thieves(game, 1, FLORIN)
    set_display(game, "florin 6", "dirham 3", "denar 2", "ducat 4")
    end_turn_of_seat0(game)
    # seat 1 plays next: never asked, and its thief is refused
    assert game.phase == ACTION and game.current == 1


def test_the_player_who_just_played_may_steal_last():  # priority: the player who played is last
    game = module_game("thieves", players=4)
    state = game.ext["thieves"]
    set_display(game, "florin 6", "dirham 3", "denar 2", "ducat 4")
    end_turn_of_seat0(game)
    assert asked_in_window(game) == [s for s in (2, 3, 0) if state.held[s]]


def test_with_two_players_only_the_one_who_just_played():  # D29
    game = module_game("thieves", players=2)
    set_display(game, "florin 6", "dirham 3", "denar 2", "ducat 4")
    end_turn_of_seat0(game)
    assert asked_in_window(game) == [0]


def test_everyone_holding_thieves_is_asked_able_or_not():  # D44
    """Being asked must not tell the others whose thieves match the display."""
    game = module_game("thieves", players=3)
    give_thieves(game, 2, DIRHAM)
    set_display(game, "florin 6", "florin 3", "denar 2", "ducat 4")
    end_turn_of_seat0(game)
    assert game.phase == WINDOW and game.to_move == 2
    assert game.legal_actions() == [Pass()]


def test_never_a_diamond_or_an_exchange_card():  # D29
    game = module_game("thieves", "diamonds", "exchange", players=3)
    thief, = give_thieves(game, 2, FLORIN)
    diamond = next(c for c in game.deck if getattr(c, "currency", None) == "diamond")
    office = next(c for c in game.deck if type(c).__name__ == "ExchangeCard")
    for card in (diamond, office):
        game.deck.remove(card)
        game.deck_ranges.pop(card.id, None)
    set_display(game, "florin 6", "dirham 3")
    game.display[2:] = [diamond, office]
    game.current, game.phase, game.to_move = 0, WINDOW, 2
    assert thief_plays(game, 2) == [PlayThief(thief, game.display[0].id)]
    for card in (diamond, office):
        with pytest.raises(IllegalAction):
            game.clone().apply(PlayThief(thief, card.id))


def test_thieves_and_the_vizier_share_the_window():  # M10: thieves, then the vizier
    game = module_game("thieves", "vizier", players=3)
    thief, = give_thieves(game, 2, FLORIN)
    garden = real_tile("garden", 8, "SW")
    set_market(game, None, garden, None, None)
    set_display(game, "florin 6", "ducat 3", "denar 2", "ducat 4")
    set_hand(game, 2, "dirham 8")
    end_turn_of_seat0(game)
    assert game.to_move == 2
    game.apply(PlayThief(thief, game.display[0].id))
    while game.phase != WINDOW or game.to_move != 2:
        game.apply(Pass())
    buy = next(a for a in game.legal_actions() if isinstance(a, UseVizier))
    bought = game.market[buy.square]
    game.apply(buy)  # the same player, after its thief, uses the vizier in the same window
    assert bought in game.players[2].pending and not game.ext["vizier"].active[2]


def test_views_hide_other_players_thieves_and_sample_them_consistently():
    game = module_game("thieves", players=4)
    view = game.view(0)
    state = view.ext["thieves"]
    for seat in (1, 2, 3):
        assert all(state.currency[c] is None for c in state.held[seat])
    assert all(state.currency[c] is not None for c in state.held[0])
    assert all(state.currency[c] is None for c in state.unused)
    rng = random.Random(3)
    for _ in range(5):
        sample = view.determinize(rng).ext["thieves"]
        assert Counter(sample.currency.values()) == Counter(game.ext["thieves"].currency.values())
        assert all(sample.currency[c] == game.ext["thieves"].currency[c]
                   for c in state.held[0])
    assert all(isinstance(c, ThiefCard) for _, c in game.locations()
               if type(c).__name__ == "ThiefCard")


def test_the_last_window_before_the_final_distribution_lets_thieves_play():  # D19
    game = module_game("thieves", players=3)
    thief, = give_thieves(game, 2, FLORIN)
    set_market(game, None, real_tile("garden", 8, "SW"), None, None)
    game.bag.clear()   # the refill at the end of this turn fails: the game ends
    set_display(game, "florin 6", "dirham 3", "denar 2", "ducat 4")
    end_turn_of_seat0(game)
    assert not game.is_over and game.phase == WINDOW and game.to_move == 2
    six = game.display[0]
    game.apply(PlayThief(thief, six.id))
    while not game.is_over:
        game.apply(Pass() if Pass() in game.legal_actions() else game.legal_actions()[0])
    assert six in game.players[2].hand
