"""RULES 1.8 and D6: two players and Dirk, the neutral third party."""

from game.rules import (
    Buy, EndActions, EndTurn, GameOver, GiveToDirk, Place, Reserve, Scored, TakeMoney,
)
from game.rules.events import DirkReceived, TurnStarted
from tests.rules.helpers import (
    card_ids, add_to_alhambra, assert_accounted, assert_illegal, box_tiles, empty_bag_into_reserve,
    finish_turn, new_game, put_on_top, real_tile, row_of, scoring_card, scoring_now,
    set_hand, set_market, take_one_and_end_turn, take_tile,
)

SERAGLIO_5 = real_tile("seraglio", 5)
TOWER_12 = real_tile("tower", 12)
GARDEN_10 = real_tile("garden", 10, "")
TOWER_11 = real_tile("tower", 11, "N")


def dirk_holds(game, *tiles):
    """Dirk's tiles become exactly these (his old ones go back into the bag)."""
    game.bag[0:0] = game.dirk
    game.dirk.clear()
    for t in tiles:
        game.dirk.append(take_tile(game, t.id))


def test_dirk_gets_six_more_right_after_the_first_scoring():
    # RULES 1.8: right after the 1st scoring 6 more tiles from the bag
    game = new_game(players=2)
    bag = len(game.bag)
    put_on_top(game, scoring_card(game, 1))
    events = game.apply(TakeMoney((game.display[0].id,)))
    events += finish_turn(game)
    assert len(game.dirk) == 12 and len(game.bag) == bag - 6
    kinds = [type(e) for e in events]
    assert kinds.index(Scored) < kinds.index(DirkReceived) < kinds.index(TurnStarted)
    received = next(e for e in events if isinstance(e, DirkReceived))
    assert len(received.tiles) == 6 and all(t in game.dirk for t in received.tiles)
    assert_accounted(game)


def test_dirk_gets_a_third_of_the_bag_rounded_down_after_the_second_scoring():
    # RULES 1.8: after the 2nd scoring floor(bag size / 3) more
    for left, expected in ((20, 6), (21, 7), (2, 0)):
        game = new_game(players=2)
        empty_bag_into_reserve(game, 1, keep=left)
        dirk_before = len(game.dirk)
        scoring_now(game, 2)
        assert len(game.dirk) == dirk_before + expected, left
        assert len(game.bag) == left - expected


def test_dirk_takes_part_in_majorities():
    # RULES 1.8: Dirk takes part in building majorities with all his tiles
    game = new_game(players=2)
    towers = box_tiles("tower", 5)
    dirk_holds(game, *towers[:3])
    add_to_alhambra(game, 0, *towers[3:5])
    scored = scoring_now(game, 1)
    assert row_of(scored, None).buildings["tower"] == 6
    assert row_of(scored, 0).buildings["tower"] == 0  # second behind Dirk: nothing in the 1st
    assert game.dirk_score == row_of(scored, None).gained
    assert scored.dirk_total == game.dirk_score


def test_dirk_pushes_players_down_a_place_in_the_second_scoring():
    game = new_game(players=2)
    towers = box_tiles("tower", 6)
    dirk_holds(game, *towers[:3])
    add_to_alhambra(game, 0, *towers[3:5])
    add_to_alhambra(game, 1, towers[5])
    scored = scoring_now(game, 2)
    assert row_of(scored, None).buildings["tower"] == 13
    assert row_of(scored, 0).buildings["tower"] == 6
    assert row_of(scored, 1).buildings["tower"] == 0  # third: nothing in the 2nd scoring


def test_dirk_never_scores_walls():
    # RULES 1.8: he never scores walls (his tiles have plenty)
    game = new_game(players=2)
    walled = [t for t in box_tiles("tower", 11, open_first=False) if len(t.walls) >= 2][:4]
    dirk_holds(game, *walled)
    scored = scoring_now(game, 1)
    assert row_of(scored, None).wall == 0


def bought_this_turn(players=2):
    game = new_game(players=players)
    set_market(game, SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)
    cards = set_hand(game, 0, "denar 9", "denar 1")
    game.apply(Buy(2, card_ids(cards)))
    game.apply(EndActions())
    return game


def test_a_tile_bought_this_turn_may_go_to_dirk():
    # RULES 1.8: at the end of a turn a tile bought this turn may go to Dirk
    game = bought_this_turn()
    assert GiveToDirk(GARDEN_10.id) in game.legal_actions()
    game.apply(GiveToDirk(GARDEN_10.id))
    assert GARDEN_10 in game.dirk and game.players[0].pending == []
    game.apply(EndTurn())
    assert_accounted(game)


def test_no_dirk_with_three_players():
    game = bought_this_turn(players=3)
    assert not any(isinstance(a, GiveToDirk) for a in game.legal_actions())
    assert_illegal(game, GiveToDirk(GARDEN_10.id))


def test_reserve_tiles_and_tiles_received_at_the_end_cannot_go_to_dirk():
    # RULES 1.8: only tiles bought this turn
    game = bought_this_turn()
    game.players[0].reserve.append(take_tile(game, SERAGLIO_5.id))
    assert_illegal(game, GiveToDirk(SERAGLIO_5.id))
    game.apply(Reserve(GARDEN_10.id))
    assert_illegal(game, GiveToDirk(GARDEN_10.id))
    # the end: the market tiles go to the richest; receiving is not buying
    game = new_game(players=2)
    set_market(game, SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)
    empty_bag_into_reserve(game, 1, keep=0)
    pay = set_hand(game, 0, "denar 9", "denar 2", "florin 9")
    set_hand(game, 1)
    game.apply(Buy(2, card_ids(pay[:2])))
    game.apply(GiveToDirk(GARDEN_10.id))
    finish_turn(game)
    assert game.phase == "place_now" and game.players[0].pending == [SERAGLIO_5]
    assert not any(isinstance(a, GiveToDirk) for a in game.legal_actions())
    assert_illegal(game, GiveToDirk(SERAGLIO_5.id))
    game.apply(Place(SERAGLIO_5.id, (0, 1)))  # walls S W: its open top meets the fountain
    assert game.is_over


def test_d6_dirk_cannot_win():
    # D6: even with the most points Dirk does not win; the better player does
    game = new_game(players=2)
    set_market(game, SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)
    empty_bag_into_reserve(game, 1, keep=0)
    pay = set_hand(game, 0, "denar 9", "denar 2")
    set_hand(game, 1)
    game.dirk_points = 500
    game.players[0].score, game.players[1].score = 30, 41
    game.apply(Buy(2, card_ids(pay)))
    game.apply(Reserve(GARDEN_10.id))
    events = game.apply(EndTurn())
    assert game.is_over
    assert game.dirk_score > max(game.scores)
    best = max(range(2), key=lambda s: game.scores[s])
    assert game.winners == (best,)
    over = next(e for e in events if isinstance(e, GameOver))
    assert over.winners == (best,) and over.dirk_score == game.dirk_score  # shown


def test_dirk_in_every_scoring_row_list():
    # RULES 1.8: Dirk's points are shown in each scoring
    game = new_game(players=2)
    events = take_one_and_end_turn(game, scoring_card(game, 1))
    scored = next(e for e in events if isinstance(e, Scored))
    assert [r.seat for r in scored.rows] == [0, 1, None]
