"""RULES 1.3: a turn — take money, buy (D2), redesign, placement, refill, reshuffle, and
the moment of a scoring."""

from collections import Counter
from itertools import combinations

from game.rules import (
    ACTION, PLACEMENT, Buy, EndActions, EndTurn, MoneyCard, Place, RedesignAdd,
    RedesignExchange, RedesignRemove, Reserve, TakeMoney,
)
from game.rules.events import (
    CardDealt, DeckReshuffled, MarketRefilled, Scored, ScoringCardDrawn, TurnStarted,
)
from tests.rules import naive
from tests.rules.helpers import (
    add_to_alhambra, assert_accounted, assert_illegal, build_in_game, card_ids, faces,
    finish_turn, new_game, put_on_top, real_tile, scoring_card, set_display, set_hand, set_market,
    set_reserve, take_one_and_end_turn,
)

GARDEN_10 = real_tile("garden", 10, "")     # no walls
PAVILION_2 = real_tile("pavilion", 2)       # walls N E W: fits only north of an open side
SERAGLIO_5 = real_tile("seraglio", 5)
ARCADES_6 = real_tile("arcades", 6, "SW")
CHAMBERS_7 = real_tile("chambers", 7, "SW")
TOWER_11 = real_tile("tower", 11, "N")
TOWER_12 = real_tile("tower", 12)


def card(cards, spec: str) -> MoneyCard:
    return next(c for c in cards if f"{c.currency.value} {c.value}" == spec)


# ------------------------------------------------------------------ take money
def test_take_one_card_of_any_value():
    # RULES 1.3: one face-up card of any value
    game = new_game()
    display = set_display(game, "florin 9", "dirham 1", "denar 2", "ducat 3")
    game.apply(TakeMoney((card(display, "florin 9").id,)))
    assert "florin 9" in faces(game.players[0].hand)
    assert faces(game.display) == ["denar 2", "dirham 1", "ducat 3"]


def test_take_several_cards_adding_up_to_five_in_any_currencies():
    # RULES 1.3: several whose values add up to at most 5; currency does not matter
    game = new_game()
    display = set_display(game, "florin 2", "ducat 3", "denar 1", "dirham 8")
    game.apply(TakeMoney(card_ids([card(display, "florin 2"), card(display, "ducat 3")])))
    assert {"florin 2", "ducat 3"} <= set(faces(game.players[0].hand))


def test_several_cards_adding_up_to_six_are_refused():
    # RULES 1.3: at most 5
    game = new_game()
    display = set_display(game, "florin 2", "ducat 3", "denar 1", "dirham 8")
    assert_illegal(game, TakeMoney(card_ids(display[:3])), "over_limit")
    assert_illegal(game, TakeMoney(card_ids([display[0], display[3]])), "over_limit")


def test_cards_not_in_the_display_cannot_be_taken():
    game = new_game()
    assert_illegal(game, TakeMoney((game.players[1].hand[0].id,)))
    assert_illegal(game, TakeMoney(()))


def test_taking_money_ends_the_action_phase():
    # RULES 1.3: taking money ends the action phase
    game = new_game()
    display = set_display(game, "florin 2", "ducat 3", "denar 1", "dirham 8")
    game.apply(TakeMoney((display[0].id,)))
    assert game.phase == PLACEMENT
    assert game.legal_actions() == [EndTurn()]
    assert_illegal(game, TakeMoney((display[1].id,)))


def test_listed_money_takes_are_exactly_the_legal_ones():
    # RULES 1.3: compare with every subset of the display (equal faces are interchangeable)
    game = new_game()
    set_display(game, "florin 1", "ducat 1", "denar 4", "dirham 3")
    expected = set()
    for size in range(1, 5):
        for subset in combinations(game.display, size):
            if size == 1 or sum(c.value for c in subset) <= 5:
                expected.add(tuple(faces(subset)))
    by_id = {c.id: c for c in game.display}
    listed = [a for a in game.legal_actions() if isinstance(a, TakeMoney)]
    assert {tuple(faces(by_id[i] for i in a.cards)) for a in listed} == expected


# ------------------------------------------------------------------ buying
def start_buying(*hand: str, market=(SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)):
    game = new_game()
    set_market(game, *market)
    cards = set_hand(game, 0, *hand)
    return game, cards


def test_buy_only_in_the_squares_currency():
    # RULES 1.3: cards of that square's currency only (square 1 florin ... 4 ducat)
    game, cards = start_buying("dirham 9", "florin 3", "florin 2", "ducat 9")
    assert_illegal(game, Buy(0, (card(cards, "dirham 9").id,)), "wrong_currency")
    assert_illegal(game, Buy(0, card_ids([card(cards, "florin 3"), card(cards, "dirham 9")])))
    game.apply(Buy(0, card_ids([card(cards, "florin 3"), card(cards, "florin 2")])))
    assert game.players[0].pending == [SERAGLIO_5]


def test_paying_less_than_the_price_is_refused():
    game, cards = start_buying("florin 3", "florin 1")
    assert_illegal(game, Buy(0, card_ids(cards)), "too_little")


def test_cards_not_in_hand_cannot_pay():
    game, cards = start_buying("florin 3", "florin 2")
    other = set_hand(game, 1, "florin 5")
    assert_illegal(game, Buy(0, card_ids(other)))
    assert_illegal(game, Buy(0, ()))
    assert_illegal(game, Buy(7, card_ids(cards)))


def test_exact_payment_gives_another_action():
    # RULES 1.3: paying exactly gives another action; paid cards go to the discard pile;
    # the tile waits in the player's hand to be placed at the end of the turn
    game, cards = start_buying("florin 3", "florin 2", "ducat 9")
    discard_before = len(game.discard)
    game.apply(Buy(0, card_ids(cards[:2])))
    assert game.phase == ACTION and game.to_move == 0
    assert game.players[0].pending == [SERAGLIO_5]
    assert faces(game.players[0].hand) == ["ducat 9"]
    assert faces(game.discard[discard_before:]) == ["florin 2", "florin 3"]
    assert game.players[0].alhambra.at((0, 1)) is None  # not placed yet


def test_sheet_garden_for_ten_paid_with_eleven_ends_the_action_phase():
    # RULES 1.3 (sheet example): the 10-denar garden paid with two cards worth 11
    game, cards = start_buying("denar 4", "denar 7", "florin 5")
    assert game.market[2] == GARDEN_10 and game.currency_of(2).value == "denar"
    game.apply(Buy(2, card_ids(cards[:2])))
    assert game.phase == PLACEMENT  # overpaid: the action phase is over
    assert faces(game.players[0].hand) == ["florin 5"]  # no change given
    assert {"denar 4", "denar 7"} <= set(faces(game.discard))
    assert [a for a in game.legal_actions() if isinstance(a, (Buy, TakeMoney))] == []


def test_d2_paying_with_a_card_more_than_needed_is_legal():
    # D2: the florin 5 alone would do; adding the florin 1 is an overpay, and legal
    game, cards = start_buying("florin 5", "florin 1")
    game.apply(Buy(0, card_ids(cards)))
    assert game.phase == PLACEMENT
    assert game.players[0].hand == []


def test_d2_superfluous_card_with_an_exact_subset_is_still_an_overpay():
    # D2: florin 3 + 2 would be exact; with the florin 4 as well it is an overpay
    game, cards = start_buying("florin 3", "florin 2", "florin 4")
    game.apply(Buy(0, card_ids(cards)))
    assert game.phase == PLACEMENT


def test_listed_payments_are_minimal_and_complete():
    # RULES 1.3 + D2: the listed payments are legal; every minimal payment is listed
    game, cards = start_buying("florin 3", "florin 2", "florin 4", "florin 1", "florin 1",
                               "dirham 9", "dirham 4")
    square_prices = {0: 5, 1: 12}
    by_id = {c.id: c for c in cards}
    for square, price in square_prices.items():
        currency = game.currency_of(square)
        mine = [c for c in cards if c.currency is currency]
        minimal = set()
        for size in range(1, len(mine) + 1):
            for subset in combinations(mine, size):
                total = sum(c.value for c in subset)
                if total >= price and all(total - c.value < price for c in subset):
                    minimal.add(tuple(faces(subset)))
        listed = {tuple(faces(by_id[i] for i in a.cards)) for a in game.legal_actions()
                  if isinstance(a, Buy) and a.square == square}
        assert listed == minimal, square


def test_emptied_square_stays_empty_until_the_turn_ends():
    # RULES 1.3: squares emptied during the turn stay empty until the turn ends
    game, cards = start_buying("florin 3", "florin 2", "florin 5")
    game.apply(Buy(0, card_ids(cards[:2])))
    assert game.market[0] is None
    assert_illegal(game, Buy(0, (cards[2].id,)), "empty_square")
    game.apply(EndActions())
    assert game.market[0] is None
    finish_turn(game)
    assert game.market[0] is not None


def test_five_actions_at_most_four_exact_buys_and_one_more():
    # RULES 1.3: 4 exact buys and one more action
    game, cards = start_buying("florin 5", "dirham 9", "dirham 3", "denar 7", "denar 3",
                               "ducat 8", "ducat 3")
    set_display(game, "florin 1", "ducat 1", "denar 1", "dirham 1")
    game.apply(Buy(0, (card(cards, "florin 5").id,)))
    game.apply(Buy(1, card_ids([card(cards, "dirham 9"), card(cards, "dirham 3")])))
    game.apply(Buy(2, card_ids([card(cards, "denar 7"), card(cards, "denar 3")])))
    game.apply(Buy(3, card_ids([card(cards, "ducat 8"), card(cards, "ducat 3")])))
    assert game.phase == ACTION and game.market == [None] * 4
    assert not any(isinstance(a, Buy) for a in game.legal_actions())
    game.apply(TakeMoney((game.display[0].id,)))  # the fifth action
    assert game.phase == PLACEMENT and game.turn_actions == 5
    assert len(game.players[0].pending) == 4


def test_the_fifth_action_may_be_a_redesign():
    # RULES 1.3: (take money, buy, or redesign) after four exact buys
    game, cards = start_buying("florin 5", "dirham 9", "dirham 3", "denar 7", "denar 3",
                               "ducat 8", "ducat 3")
    add_to_alhambra(game, 0, real_tile("garden", 11))
    for square, pay in ((0, ["florin 5"]), (1, ["dirham 9", "dirham 3"]),
                        (2, ["denar 7", "denar 3"]), (3, ["ducat 8", "ducat 3"])):
        game.apply(Buy(square, card_ids(card(cards, p) for p in pay)))
    position = game.players[0].alhambra.position_of(real_tile("garden", 11).id)
    game.apply(RedesignRemove(position))
    assert game.phase == PLACEMENT and game.turn_actions == 5


def test_end_actions_only_after_an_action():
    # RULES 1.3: a player does one of the actions; stopping is possible after an exact buy
    game, cards = start_buying("florin 3", "florin 2")
    assert_illegal(game, EndActions())
    assert EndActions() not in game.legal_actions()
    game.apply(Buy(0, card_ids(cards)))
    assert EndActions() in game.legal_actions()
    game.apply(EndActions())
    assert game.phase == PLACEMENT


# ------------------------------------------------------------------ redesign
def redesign_game():
    game = new_game()
    build_in_game(game, 0, {(1, 0): real_tile("garden", 11), (2, 0): real_tile("garden", 8, "NE")})
    set_reserve(game, 0, real_tile("tower", 13), real_tile("garden", 12), real_tile("chambers", 10))
    return game


def test_redesign_add_from_reserve_ends_the_action_phase():
    # RULES 1.3 redesign: a reserve tile into the Alhambra
    game = redesign_game()
    new = real_tile("chambers", 10)
    game.apply(RedesignAdd(new.id, (0, 1)))
    player = game.players[0]
    assert player.alhambra.at((0, 1)) == new and new not in player.reserve
    assert game.phase == PLACEMENT


def test_redesign_remove_to_reserve():
    # RULES 1.3 redesign: an Alhambra tile to the reserve
    game = redesign_game()
    game.apply(RedesignRemove((2, 0)))
    player = game.players[0]
    assert player.alhambra.at((2, 0)) is None
    assert real_tile("garden", 8, "NE") in player.reserve
    assert game.phase == PLACEMENT


def test_redesign_exchange_takes_exactly_the_place():
    # RULES 1.3 redesign: the reserve tile takes exactly the place of the removed one
    game = redesign_game()
    new, old = real_tile("tower", 13), real_tile("garden", 8, "NE")  # walls E vs N E
    game.apply(RedesignExchange(new.id, (2, 0)))
    player = game.players[0]
    assert player.alhambra.at((2, 0)) == new and old in player.reserve
    assert new not in player.reserve
    assert game.phase == PLACEMENT


def test_redesign_must_keep_the_building_rules():
    # RULES 1.3: the building rules must hold after the step
    game = redesign_game()
    assert_illegal(game, RedesignAdd(real_tile("tower", 13).id, (3, 0)), "walls_mismatch")
    assert_illegal(game, RedesignAdd(real_tile("garden", 12).id, (5, 5)), "not_joined")
    assert_illegal(game, RedesignRemove((1, 0)), "not_on_foot")
    # the tower's east wall would meet the open west side of the garden at (2, 0)
    assert_illegal(game, RedesignExchange(real_tile("tower", 13).id, (1, 0)), "walls_mismatch")
    assert_illegal(game, RedesignRemove((4, 4)))


def test_redesign_never_moves_the_fountain():
    # RULES 1.3: the fountain is never removed or exchanged
    game = redesign_game()
    assert_illegal(game, RedesignRemove((0, 0)), "fountain")
    assert_illegal(game, RedesignExchange(real_tile("garden", 12).id, (0, 0)), "fountain")
    assert not any(getattr(a, "pos", None) == (0, 0) for a in game.legal_actions()
                   if isinstance(a, (RedesignRemove, RedesignExchange)))


def test_tiles_bought_this_turn_cannot_be_redesigned():
    # RULES 1.3: tiles bought in this turn cannot be used in a redesign of the same turn
    game = redesign_game()
    set_market(game, SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)
    cards = set_hand(game, 0, "denar 9", "denar 1")
    game.apply(Buy(2, card_ids(cards)))  # exact: another action follows
    assert game.phase == ACTION
    assert_illegal(game, RedesignAdd(GARDEN_10.id, (0, 1)))
    assert_illegal(game, RedesignExchange(GARDEN_10.id, (1, 0)))
    for action in game.legal_actions():
        assert getattr(action, "tile", None) != GARDEN_10.id, action


def test_listed_redesigns_are_exactly_the_legal_ones():
    # RULES 1.3/1.4: the redesign steps offered match the naive building rules
    game = redesign_game()
    grid = naive.grid_of(game.players[0].alhambra)
    reserve = game.players[0].reserve
    expected = set()
    for t in reserve:
        expected |= {RedesignAdd(t.id, p) for p in naive.legal_positions(grid, t.walls)}
        expected |= {RedesignExchange(t.id, p) for p in naive.exchange_positions(grid, t.walls)}
    expected |= {RedesignRemove(p) for p in naive.removable_positions(grid)}
    listed = {a for a in game.legal_actions()
              if isinstance(a, (RedesignAdd, RedesignRemove, RedesignExchange))}
    assert listed == expected


def test_sheet_two_exact_buys_then_a_redesign_then_placement():
    # RULES 1.3 (sheet example): exact, exact, then exchange; then place the new tiles
    game = redesign_game()
    set_market(game, SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)
    cards = set_hand(game, 0, "florin 5", "denar 6", "denar 4")
    game.apply(Buy(0, (card(cards, "florin 5").id,)))
    game.apply(Buy(2, card_ids([card(cards, "denar 6"), card(cards, "denar 4")])))
    game.apply(RedesignExchange(real_tile("tower", 13).id, (2, 0)))
    assert game.phase == PLACEMENT
    assert sorted(t.id for t in game.players[0].pending) == sorted([SERAGLIO_5.id, GARDEN_10.id])


# ------------------------------------------------------------------ placement
def two_bought_tiles():
    game = new_game()
    set_market(game, SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)
    cards = set_hand(game, 0, "dirham 9", "dirham 3", "denar 9", "denar 1")
    game.apply(Buy(1, card_ids(cards[:2])))
    game.apply(Buy(2, card_ids(cards[2:])))
    game.apply(EndActions())
    return game


def test_bought_tiles_are_placed_in_any_order():
    # RULES 1.3 end of turn: every tile bought this turn, in any order
    for order in ((TOWER_12, GARDEN_10), (GARDEN_10, TOWER_12)):
        game = two_bought_tiles()
        offered = {a.tile for a in game.legal_actions() if isinstance(a, (Place, Reserve))}
        assert offered == {TOWER_12.id, GARDEN_10.id}
        game.apply(Place(order[0].id, (1, 0)))
        game.apply(Place(order[1].id, (2, 0)))
        assert game.players[0].alhambra.at((2, 0)) == order[1]
        game.apply(EndTurn())
        assert game.turn == 2


def test_turn_cannot_end_while_tiles_wait():
    game = two_bought_tiles()
    assert_illegal(game, EndTurn(), "tiles_waiting")
    game.apply(Reserve(TOWER_12.id))
    assert_illegal(game, EndTurn(), "tiles_waiting")
    game.apply(Place(GARDEN_10.id, (0, 1)))
    game.apply(EndTurn())


def test_placement_follows_the_building_rules():
    # RULES 1.3/1.4: into the Alhambra at a legal position, or into the reserve
    game = two_bought_tiles()
    assert_illegal(game, Place(GARDEN_10.id, (1, 1)), "not_joined")
    assert_illegal(game, Place(GARDEN_10.id, (0, 0)), "occupied")
    assert_illegal(game, Place(SERAGLIO_5.id, (0, 1)), "not_pending")
    grid = naive.grid_of(game.players[0].alhambra)
    for t in (TOWER_12, GARDEN_10):
        listed = {a.pos for a in game.legal_actions() if isinstance(a, Place) and a.tile == t.id}
        assert listed == naive.legal_positions(grid, t.walls)
        assert Reserve(t.id) in game.legal_actions()


def test_reserve_has_no_size_limit():
    # RULES 1.3: the reserve has no size limit
    game = two_bought_tiles()
    many = [t for t in game.bag[:25]]
    set_reserve(game, 0, *many)
    game.apply(Reserve(TOWER_12.id))
    game.apply(Reserve(GARDEN_10.id))
    assert len(game.players[0].reserve) == 27
    game.apply(EndTurn())


def test_next_turn_goes_to_the_next_seat():
    # RULES 1.3: play goes in seat order
    game = new_game(players=4, to_move=2)
    seats = []
    for _ in range(5):
        take_one_and_end_turn(game)
        seats.append(game.current)
    assert seats == [3, 0, 1, 2, 3]


# ------------------------------------------------------------------ refill
def test_sheet_refill_of_squares_two_and_four():
    # RULES 1.3 refill (sheet example): squares 2 and 4 emptied; the first tile drawn goes
    # to square 2, the second to square 4
    game = new_game()
    set_market(game, SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)
    cards = set_hand(game, 0, "dirham 9", "dirham 3", "ducat 9", "ducat 3")
    bag_before = list(game.bag)
    game.apply(Buy(1, card_ids(cards[:2])))
    game.apply(Buy(3, card_ids(cards[2:])))  # overpaid: the turn's actions end
    events = finish_turn(game)
    refills = [e for e in events if isinstance(e, MarketRefilled)]
    assert [e.square for e in refills] == [1, 3]
    assert game.market[0] == SERAGLIO_5 and game.market[2] == GARDEN_10
    assert [game.market[1], game.market[3]] == [e.tile for e in refills]
    assert all(e.tile in bag_before and e.tile not in game.bag for e in refills)
    assert len(game.bag) == len(bag_before) - 2


def test_money_display_refilled_to_four_from_the_top_of_the_deck():
    # RULES 1.3 refill: the display back to 4 cards from the deck
    game = new_game()
    set_display(game, "florin 1", "florin 2", "denar 1", "dirham 9")
    game.apply(TakeMoney(card_ids(game.display[:3])))  # 1 + 2 + 1
    put_on_top(game, "ducat 9", "ducat 8", "ducat 7", "ducat 6")
    events = finish_turn(game)
    assert faces(game.display) == ["dirham 9", "ducat 7", "ducat 8", "ducat 9"]
    assert [e.card.value for e in events if isinstance(e, CardDealt)] == [9, 8, 7]
    assert faces(game.deck[-1:]) == ["ducat 6"]


def test_empty_deck_is_replaced_by_the_shuffled_discard_pile():
    # RULES 1.3: when the deck is empty, the discard pile is shuffled into a new deck
    game = new_game()
    for number in (1, 2):  # late in the game: both scoring cards are out
        drawn = scoring_card(game, number)
        game.deck.remove(drawn)
        game.set_aside.append(drawn)
    game.scorings_done = 2
    game.discard.extend(game.deck)
    game.deck.clear()
    old_discard = Counter(c.id for c in game.discard)
    display = list(game.display)
    game.apply(TakeMoney((display[0].id,)))
    events = finish_turn(game)
    assert any(isinstance(e, DeckReshuffled) for e in events)
    assert len(game.display) == 4 and game.discard == []
    drawn = [c for c in game.display if c not in display]
    assert Counter(c.id for c in game.deck + drawn) == old_discard
    assert_accounted(game)


def test_scoring_happens_after_the_refill_before_the_next_turn():
    # RULES 1.3: a scoring card drawn in the refill is set aside, the refill continues,
    # and the scoring happens after the refill, before the next turn
    game = new_game()
    set_market(game, SERAGLIO_5, TOWER_12, GARDEN_10, TOWER_11)
    cards = set_hand(game, 0, "denar 9", "denar 1")
    set_display(game, "florin 1", "florin 2", "denar 1", "dirham 9")
    game.apply(Buy(2, card_ids(cards)))
    game.apply(TakeMoney(card_ids(game.display[:2])))
    game.apply(Place(GARDEN_10.id, (1, 0)))  # built this turn: counts in the scoring
    put_on_top(game, "ducat 9", scoring_card(game, 1), "ducat 8")
    events = game.apply(EndTurn())
    kinds = [type(e) for e in events]
    assert ScoringCardDrawn in kinds and Scored in kinds and TurnStarted in kinds
    scored_at = kinds.index(Scored)
    assert kinds.index(ScoringCardDrawn) < scored_at < kinds.index(TurnStarted)
    refills = [i for i, k in enumerate(kinds) if k in (MarketRefilled, CardDealt)]
    assert refills and max(refills) < scored_at
    assert faces(game.display) == ["denar 1", "dirham 9", "ducat 8", "ducat 9"]
    assert scoring_card(game, 1) in game.set_aside
    scored = events[scored_at]
    assert scored.rows[0].counts["garden"] == 1 and scored.rows[0].buildings["garden"] == 5
    assert game.scorings_done == 1 and game.current == 1
