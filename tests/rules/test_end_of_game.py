"""RULES 1.6: the end of the game — the market that cannot be refilled, the distribution of
the last tiles, their placement, the 3rd scoring, D5, shared victory."""

from game.rules import (
    ACTION, OVER, PLACE_NOW, Buy, EndTurn, GameOver, Place, Reserve, Scored, TakeMoney,
)
from game.rules.events import MarketDistributed, MarketRefilled
from tests.rules.helpers import (
    card_ids, assert_accounted, assert_illegal, empty_bag_into_reserve, finish_turn, new_game,
    real_tile, scoring_card, set_display, set_hand, set_market,
)

SERAGLIO_5 = real_tile("seraglio", 5)
TOWER_12 = real_tile("tower", 12)
GARDEN_10 = real_tile("garden", 10, "")
TOWER_11 = real_tile("tower", 11, "N")


def last_turn(bag_left: int):
    """Seat 0 to move; the bag holds ``bag_left`` tiles (the others wait in seat 2's reserve,
    which never scores); the market is seraglio 5, tower 12, garden 10, tower 11."""
    game = new_game(players=3)
    set_market(game, SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)
    empty_bag_into_reserve(game, 2, keep=bag_left)
    return game


def test_game_goes_on_while_the_bag_refills_the_market():
    # RULES 1.6: the end comes only when the bag cannot fill every empty square
    game = last_turn(bag_left=1)
    cards = set_hand(game, 0, "denar 9", "denar 2")
    game.apply(Buy(2, card_ids(cards)))
    finish_turn(game)
    assert game.phase == ACTION and game.current == 1 and game.bag == []
    assert all(t is not None for t in game.market)
    # no empty square to fill: taking money does not end the game either
    game.apply(TakeMoney((game.display[0].id,)))
    finish_turn(game)
    assert game.phase == ACTION and game.current == 2


def test_market_filled_as_far_as_possible_then_distributed_placed_and_scored():
    # RULES 1.6: fill as far as possible; each tile left goes to the strictly richest in
    # its square's currency (card values summed); a tie stays; they place it; 3rd scoring
    game = last_turn(bag_left=1)
    last = game.bag[0]
    pay = set_hand(game, 0, "florin 5", "denar 9", "denar 2", "dirham 7")
    set_hand(game, 1, "florin 4", "florin 6", "dirham 2")       # florin 10 in two cards
    set_hand(game, 2, "florin 9", "dirham 7", "ducat 5")        # florin 9 in one card
    game.apply(Buy(0, (pay[0].id,)))                            # exact
    game.apply(Buy(2, card_ids(pay[1:3])))                           # overpaid
    events = finish_turn(game)
    # the only tile left goes to square 1; square 3 stays empty
    assert [(e.square, e.tile) for e in events if isinstance(e, MarketRefilled)] == [(0, last)]
    given = {e.square: e.seat for e in events if isinstance(e, MarketDistributed)}
    assert given == {0: 1, 1: None, 3: 2}  # florin 10 beats 9; dirham 7 = 7; ducat 5 alone
    assert game.market == [None, TOWER_12, None, None]  # the tied tile stays
    assert game.phase == PLACE_NOW
    receivers = {}
    while game.phase == PLACE_NOW:
        player = game.players[game.to_move]
        assert len(player.pending) == 1
        receivers[game.to_move] = player.pending[0]
        assert_illegal(game, EndTurn())
        if player.pending[0] == TOWER_11:
            game.apply(Place(TOWER_11.id, (0, -1)))
        else:
            game.apply(Reserve(player.pending[0].id))
    assert receivers == {1: last, 2: TOWER_11}
    assert game.phase == OVER and game.is_over
    final = game.history[-1]
    assert final.number == 3 and game.scorings_done == 3
    assert final.rows[2].counts["tower"] == 1  # the received tower counts once placed
    assert_accounted(game)


def test_distribution_needs_strictly_the_most_money():
    # RULES 1.6: nobody with money of that currency (all 0) is a tie: the tile stays
    game = last_turn(bag_left=0)
    pay = set_hand(game, 0, "denar 9", "denar 2")
    set_hand(game, 1)
    set_hand(game, 2, "dirham 3")
    game.apply(Buy(2, card_ids(pay)))
    events = finish_turn(game)
    given = {e.square: e.seat for e in events if isinstance(e, MarketDistributed)}
    assert given == {0: None, 1: 2, 3: None}


def test_d5_a_scoring_card_still_in_the_deck_is_never_scored():
    # D5: the game ends with both scoring cards still in the deck: only the 3rd scoring
    game = last_turn(bag_left=0)
    pay = set_hand(game, 0, "denar 9", "denar 2")
    game.apply(Buy(2, card_ids(pay)))
    events = finish_turn(game)
    assert not any(e.number == 2 for e in events if isinstance(e, Scored))
    while game.phase == PLACE_NOW:
        game.apply(Reserve(game.players[game.to_move].pending[0].id))
    assert game.is_over
    assert [s.number for s in game.history] == [3]
    assert scoring_card(game, 1) in game.deck and scoring_card(game, 2) in game.deck


def test_d5_after_the_first_scoring_the_second_card_left_in_the_deck_is_not_scored():
    game = last_turn(bag_left=0)
    first = scoring_card(game, 1)
    game.deck.remove(first)
    game.set_aside.append(first)
    game.scorings_done = 1
    pay = set_hand(game, 0, "denar 9", "denar 2")
    set_hand(game, 1)
    set_hand(game, 2)
    game.apply(Buy(2, card_ids(pay)))
    finish_turn(game)
    assert game.is_over and [s.number for s in game.history] == [3]


def test_equal_points_share_the_victory():
    # RULES 1.6: most points wins; equal points share the victory
    game = last_turn(bag_left=0)
    pay = set_hand(game, 0, "denar 9", "denar 2")
    set_hand(game, 1)
    set_hand(game, 2)
    game.players[0].score, game.players[1].score, game.players[2].score = 40, 52, 52
    game.apply(Buy(2, card_ids(pay)))
    events = game.apply(Reserve(GARDEN_10.id)) + game.apply(EndTurn())
    assert game.is_over
    assert game.scores == [40, 52, 52]  # nobody has buildings or walls: the 3rd adds 0
    assert game.winners == (1, 2)
    over = [e for e in events if isinstance(e, GameOver)]
    assert len(over) == 1 and over[0].winners == (1, 2) and over[0].scores == (40, 52, 52)
    assert [e.number for e in events if isinstance(e, Scored)] == [3]


def test_most_points_wins_alone():
    game = last_turn(bag_left=0)
    pay = set_hand(game, 0, "denar 9", "denar 2")
    set_hand(game, 1)
    set_hand(game, 2)
    game.players[0].score, game.players[1].score, game.players[2].score = 61, 60, 12
    game.apply(Buy(2, card_ids(pay)))
    finish_turn(game)
    assert game.winners == (0,)


def test_nothing_can_be_done_after_the_end():
    game = last_turn(bag_left=0)
    pay = set_hand(game, 0, "denar 9", "denar 2")
    set_hand(game, 1)
    set_hand(game, 2)
    set_display(game, "florin 1", "florin 2", "ducat 1", "dirham 1")
    game.apply(Buy(2, card_ids(pay)))
    finish_turn(game)
    assert game.is_over and game.legal_actions() == []
    assert_illegal(game, TakeMoney((game.display[0].id,)))
