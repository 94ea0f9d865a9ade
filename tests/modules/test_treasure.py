"""RULES Part 2, M13 Treasure chamber (D16, D17, D22, D30, D32): 42 chests in a bag, 3 rooms of
4; a room bought with at least 8 in any mix of currencies (diamonds all or none, no change,
never another action); its chests on matching buildings at the end of the turn, one each, the
rest offered to the left, then to Dirk, then the bag; the room refilled only after, and never
again once it could not be; a leaving building's chest back into the bag; a majority of chests
scored at every scoring, Dirk competing."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import (
    ACTION,
    PLACEMENT,
    Buy,
    EndTurn,
    Game,
    GameConfig,
    IllegalAction,
    Kind,
    Place,
    RedesignExchange,
    RedesignRemove,
    Reserve,
)
from game.rules.modules.camps import camp_tiles
from game.rules.modules.change import coins_of
from game.rules.modules.huts import hut_tiles
from game.rules.modules.treasure import (
    LINE,
    MIXES_LISTED,
    PAYMENTS_OFFERED,
    PLACE,
    ROOM_SIZE,
    PlaceChest,
    TakeRoom,
    chest_counts,
    chest_points,
    chests_accounted,
    chests_total,
    minimal_mixes,
    room_offer,
    state_of,
)
from tests.modules.helpers import build_in_game, module_game, real_tile, set_hand, set_market
from tests.rules.helpers import box_tiles, row_of, scoring_now, take_tile

GARDENS = box_tiles("garden", 4)
TOWERS = box_tiles("tower", 3)
PAVILIONS = box_tiles("pavilion", 2)
# Positions that never break the building rules for tiles with few walls: a plus around
# the fountain, then its tips (layouts built by ``build_in_game`` in a legal order).
SPOTS = [(1, 0), (-1, 0), (0, 1), (0, -1)]


def treasure_game(*others: str, players: int = 3, seed: int = 1) -> Game:
    return module_game("treasure", *others, players=players, seed=seed)


def set_room(game: Game, room: int, *kinds: str) -> None:
    """Room ``room`` holds exactly these chests; its old ones go back into the bag."""
    state = state_of(game)
    for kind in state.rooms[room]:
        state.bag[kind] += 1
    state.rooms[room] = []
    for kind in kinds:
        assert state.bag[kind] > 0
        state.bag[kind] -= 1
        state.rooms[room].append(kind)


def build(game: Game, seat: int, *tiles) -> list[tuple[int, int]]:
    """Build box tiles into ``seat``'s Alhambra around the fountain; their positions."""
    placements = dict(zip(SPOTS, tiles))
    build_in_game(game, seat, placements)
    return list(placements)


def pay(game: Game, seat: int, *specs: str) -> tuple[int, ...]:
    return tuple(c.id for c in set_hand(game, seat, *specs))


def take_and_end(game: Game, room: int, cards: tuple[int, ...]) -> None:
    """The player to move takes ``room`` and ends the turn (nothing bought to place)."""
    game.apply(TakeRoom(room, cards))
    assert game.phase == PLACEMENT
    game.apply(EndTurn())


# ------------------------------------------------------------------ setup
def test_setup_three_rooms_of_four_and_all_42_chests_accounted_for():
    assert chest_counts() == {"pavilion": 5, "seraglio": 5, "arcades": 7, "chambers": 7,
                              "garden": 9, "tower": 9}
    for seed in range(5):
        game = treasure_game(seed=seed)
        state = state_of(game)
        assert [len(room) for room in state.rooms] == [ROOM_SIZE] * 3
        assert state.bag_size() == 42 - 12
        assert chests_total(state) == Counter(chest_counts())
        assert chests_accounted(game) == 42
    # The rooms are drawn at random: not every seed gives the same rooms.
    drawn = {str(state_of(treasure_game(seed=s)).rooms) for s in range(5)}
    assert len(drawn) > 1


def test_each_chest_colour_is_its_building_kinds_colour():  # RULES M13, names as in RULES
    from game.rules.data import read_csv

    colours = {row["kind"]: row["colour"] for row in read_csv("chests.csv")}
    assert colours == {"pavilion": "blue", "seraglio": "red", "arcades": "brown",
                       "chambers": "white", "garden": "green", "tower": "purple"}


def test_a_chest_off_its_building_is_not_accounted_for():
    game = treasure_game()
    build(game, 0, GARDENS[0], TOWERS[0])
    state = state_of(game)
    state.bag["garden"] -= 1
    state.placed[0][TOWERS[0].id] = "garden"          # a garden chest on a tower: wrong
    assert sum(chests_total(state).values()) == 42 and chests_accounted(game) == 41


def test_the_bag_and_rooms_are_public_in_views():
    game = treasure_game()
    view = game.view(1)
    assert view.ext["treasure"].to_dict() == state_of(game).to_dict()
    sample = view.determinize(random.Random(3))
    assert chests_accounted(sample) == 42


# ------------------------------------------------------------------ paying
def test_a_room_is_paid_with_at_least_8_in_any_mix_and_ends_the_actions():
    game = treasure_game()
    set_room(game, 1, "garden", "garden", "tower", "pavilion")
    cards = pay(game, 0, "florin 3", "dirham 2", "denar 4")   # 9 in three currencies
    game.apply(TakeRoom(1, cards))
    state = state_of(game)
    assert game.phase == PLACEMENT            # never another action
    assert sorted(state.waiting) == ["garden", "garden", "pavilion", "tower"]
    assert state.rooms[1] == []               # refilled only once the chests are placed
    assert not game.players[0].hand
    assert set(cards) <= {c.id for c in game.discard}


def test_an_exact_payment_of_8_gives_no_other_action():
    game = treasure_game()
    game.apply(TakeRoom(0, pay(game, 0, "florin 5", "ducat 3")))
    assert game.phase == PLACEMENT and game.turn_actions == 1


def test_a_room_may_be_the_action_after_an_exact_purchase():
    game = treasure_game()
    tile = real_tile("garden", 6)
    set_market(game, None, tile)                       # square 2 takes dirhams
    hand = set_hand(game, 0, "dirham 6", "florin 8")
    game.apply(Buy(1, (hand[0].id,)))
    assert game.phase == ACTION
    game.apply(TakeRoom(2, (hand[1].id,)))
    assert game.phase == PLACEMENT


@pytest.mark.parametrize("specs, reason", [
    (("florin 3", "dirham 4"), "too_little"),       # 7 is less than 8
    ((), "bad_payment"),
])
def test_less_than_8_is_refused_and_changes_nothing(specs, reason):
    game = treasure_game()
    cards = pay(game, 0, *specs)
    before = game.digest()
    with pytest.raises(IllegalAction) as refused:
        game.apply(TakeRoom(0, cards))
    assert refused.value.reason == reason
    assert game.digest() == before


def test_bad_rooms_and_other_stages_are_refused_and_change_nothing():
    game = treasure_game()
    cards = pay(game, 0, "florin 9")
    set_room(game, 2)
    before = game.digest()
    for act in (TakeRoom(2, cards), TakeRoom(3, cards), TakeRoom(-1, cards)):
        with pytest.raises(IllegalAction):
            game.apply(act)
        assert game.digest() == before
    game.phase = PLACEMENT
    before = game.digest()
    with pytest.raises(IllegalAction):
        game.apply(TakeRoom(0, cards))
    assert game.digest() == before


def test_diamonds_pay_a_room_all_or_none():  # D22
    game = treasure_game("diamonds")
    hand = set_hand(game, 0, "diamond 5", "diamond 3", "florin 4")
    d5, d3, f4 = (c.id for c in hand)
    before = game.digest()
    with pytest.raises(IllegalAction) as refused:
        game.apply(TakeRoom(0, (d5, f4)))
    assert refused.value.reason == "diamonds_alone" and game.digest() == before
    listed = [a for a in game.legal_actions() if isinstance(a, TakeRoom) and a.room == 0]
    assert all(set(a.cards) <= {d5, d3} or not set(a.cards) & {d5, d3} for a in listed)
    assert TakeRoom(0, (d5, d3)) in listed
    game.apply(TakeRoom(0, (d5, d3)))
    assert game.phase == PLACEMENT


def test_no_change_is_given_for_a_room_with_coins_in_play():  # D30
    game = treasure_game("change")
    game.apply(TakeRoom(0, pay(game, 0, "florin 9", "ducat 9")))   # 10 overpaid
    assert coins_of(game, 0) == [] and len(game.ext["change"].bag) == 24
    # ...while an overpaid tile still gives change (M11)
    other = treasure_game("change")
    set_market(other, real_tile("garden", 6))
    other.apply(Buy(0, pay(other, 0, "florin 9")))
    assert len(coins_of(other, 0)) == 1


def test_coins_pay_a_room_like_money():
    game = treasure_game("change")
    state = game.ext["change"]
    coin = next(i for i in state.bag)
    state.bag.remove(coin)
    state.held[0].append(coin)
    cards = pay(game, 0, "florin 7")
    assert any(set(a.cards) == {*cards, coin} for a in game.legal_actions()
               if isinstance(a, TakeRoom))
    game.apply(TakeRoom(0, (*cards, coin)))
    assert coin in state.bag and not state.held[0]


def test_exchange_offices_never_pay_a_room():
    from tests.modules.helpers import office

    game = treasure_game("exchange")
    cards = pay(game, 0, "florin 5", "dirham 3")
    card = office(game, "florin", "dirham")
    game.players[0].hand.append(card)
    before = game.digest()
    with pytest.raises(IllegalAction):
        game.apply(TakeRoom(0, (card.id, *cards)))
    assert game.digest() == before
    assert not any(card.id in a.cards for a in game.legal_actions() if isinstance(a, TakeRoom))


def test_listed_payments_are_minimal_and_the_cheapest():
    game = treasure_game()
    set_hand(game, 0, "florin 1", "florin 2", "florin 3", "dirham 4", "dirham 5", "denar 6",
             "denar 7", "ducat 2", "ducat 2", "ducat 9")
    by_id = {c.id: c for c in game.players[0].hand}
    listed = [a.cards for a in game.legal_actions() if isinstance(a, TakeRoom) and a.room == 0]
    assert len(listed) == MIXES_LISTED == 1      # few, so that the list stays small
    cards = [by_id[i] for i in listed[0]]
    assert sum(c.value for c in cards) == 8 and len(cards) == 2   # exact, fewest cards
    # Auto-pay chooses among more: every one minimal, distinct, cheapest first
    offered = game.offer_payments(0, room_offer(0))
    mixes = game.module("treasure").payment_options(game, 0, room_offer(0))
    assert set(map(tuple, mixes)) <= set(map(tuple, offered))
    assert MIXES_LISTED < len(mixes) <= PAYMENTS_OFFERED
    keys = [tuple(sorted((c.currency, c.value) for c in m)) for m in mixes]
    assert len(set(keys)) == len(keys)
    for m in mixes:
        values = [c.value for c in m]
        assert sum(values) >= 8 and sum(values) - min(values) < 8   # no card to spare
    totals = [sum(c.value for c in m) for m in mixes]
    assert totals == sorted(totals)
    # every minimal mix is found (before the list is cut)
    every = minimal_mixes(tuple(sorted(by_id.values(), key=lambda c: c.id)), 8)
    assert any(sorted(c.value for c in m) == [1, 2, 2, 3] for m in every)
    assert any(len(m) == 1 and m[0].value == 9 for m in every)
    assert any({c.currency.value for c in m} == {"florin", "dirham", "ducat"} for m in every)


def test_any_legal_payment_is_accepted_even_if_not_listed():  # D39
    game = treasure_game()
    hand = set_hand(game, 0, "florin 1", "dirham 2", "denar 3", "ducat 9")
    cards = tuple(c.id for c in hand)                     # 15: nothing minimal about it
    assert TakeRoom(0, cards) not in game.legal_actions()
    game.apply(TakeRoom(0, cards))
    assert game.phase == PLACEMENT and not game.players[0].hand


def test_nobody_short_of_8_is_offered_a_room():
    game = treasure_game()
    set_hand(game, 0, "florin 3", "dirham 4")
    assert not any(isinstance(a, TakeRoom) for a in game.legal_actions())


# ------------------------------------------------------------------ placing the chests
def test_chests_go_one_per_matching_building_and_never_on_huts_or_the_reserve():  # D17
    game = treasure_game("huts")
    hut = next(h for h in hut_tiles() if h.kind is Kind.GARDEN and not h.walls & {"W"})
    build(game, 0, GARDENS[0], TOWERS[0])
    alhambra = game.players[0].alhambra
    game.ext["huts"].stacks["garden"].remove(hut.id)
    alhambra.place(hut, (2, 0))                             # a garden hut, beside the garden
    game.players[0].reserve.append(take_tile(game, GARDENS[1].id))   # the reserve: no
    set_room(game, 0, "garden", "garden", "tower", "tower")
    take_and_end(game, 0, pay(game, 0, "florin 8"))
    state = state_of(game)
    assert state.placed[0] == {GARDENS[0].id: "garden", TOWERS[0].id: "tower"}
    assert hut.id not in state.placed[0]
    assert sum(len(p) for p in state.placed) + state.bag_size() + 12 == 42
    assert chests_accounted(game) == 42


def hold_extra_step(game: Game, seat: int, extra: str) -> None:
    """``seat`` holds what gives an extra redesign step: Ammar El'Schauf or a master builder
    (taken from where it lies)."""
    if extra == "characters":
        state = game.ext["characters"]
        card = next(c for c, name in state.names.items() if name == "Ammar El'Schauf")
        if card in state.aside:
            state.aside.remove(card)
        state.owned[seat].append(card)
    else:
        card = next(c.id for c in game.deck if type(c).__name__ == "MasterBuilder")
        game.players[seat].hand.append(next(c for c in game.deck if c.id == card))
    game.deck[:] = [c for c in game.deck if c.id != card]
    game.deck_ranges.pop(card, None)


@pytest.mark.parametrize("extra", ["builders", "characters"])
def test_a_building_added_by_an_extra_step_takes_a_chest(extra):  # D47: steps, then chests
    game = treasure_game(extra)
    build(game, 0, TOWERS[0])
    game.players[0].reserve.append(take_tile(game, GARDENS[0].id))
    set_room(game, 0, "garden", "tower", "tower", "tower")
    cards = pay(game, 0, "florin 8")
    hold_extra_step(game, 0, extra)
    take_and_end(game, 0, cards)
    assert game.to_move == 0 and game.phase in ("builders:redesign", "characters:ammar")
    game.apply(next(a for a in game.legal_actions()
                    if getattr(a, "kind", "") == "add" and a.tile == GARDENS[0].id))
    assert state_of(game).placed[0] == {TOWERS[0].id: "tower", GARDENS[0].id: "garden"}


def test_with_more_buildings_than_chests_the_player_chooses_each_one():
    game = treasure_game()
    spots = build(game, 0, GARDENS[0], GARDENS[1], GARDENS[2], TOWERS[0])
    set_room(game, 0, "garden", "garden", "tower", "seraglio")
    take_and_end(game, 0, pay(game, 0, "florin 8"))
    state = state_of(game)
    assert game.phase == PLACE and game.to_move == 0
    assert state.placed[0] == {TOWERS[0].id: "tower"}        # no choice: put by itself
    choices = game.legal_actions()
    assert set(choices) == {PlaceChest("garden", p) for p in spots[:3]}
    before = game.digest()
    for wrong in (PlaceChest("tower", spots[3]), PlaceChest("garden", spots[3]),
                  PlaceChest("garden", (5, 5))):
        with pytest.raises(IllegalAction):
            game.apply(wrong)
        assert game.digest() == before
    game.apply(PlaceChest("garden", spots[2]))
    assert game.phase == PLACE and len(game.legal_actions()) == 2   # one chest, two left
    game.apply(PlaceChest("garden", spots[0]))
    assert game.phase not in (PLACE, PLACEMENT)
    assert state.placed[0] == {TOWERS[0].id: "tower", GARDENS[2].id: "garden",
                               GARDENS[0].id: "garden"}
    with pytest.raises(IllegalAction):                    # only one chest per building
        game.clone().apply(PlaceChest("garden", spots[1]))


def test_tiles_bought_this_turn_count_once_placed():
    game = treasure_game()
    tile = GARDENS[0]
    set_market(game, None, tile)                          # square 2 takes dirhams
    hand = set_hand(game, 0, "dirham 9", "dirham 1", "florin 8")   # 10: exact
    game.apply(Buy(1, (hand[0].id, hand[1].id)))
    set_room(game, 0, "garden", "tower", "tower", "tower")
    game.apply(TakeRoom(0, (hand[2].id,)))
    assert game.phase == PLACEMENT
    game.apply(Place(tile.id, min(game.placements(0, tile).legal)))
    game.apply(EndTurn())
    assert state_of(game).placed[0] == {tile.id: "garden"}


def test_a_tile_bought_this_turn_in_the_reserve_takes_no_chest():
    game = treasure_game()
    tile = GARDENS[0]
    set_market(game, None, tile)
    hand = set_hand(game, 0, "dirham 9", "dirham 1", "florin 8")   # 10: exact
    game.apply(Buy(1, (hand[0].id, hand[1].id)))
    set_room(game, 0, "garden", "tower", "tower", "tower")
    game.apply(TakeRoom(0, (hand[2].id,)))
    game.apply(Reserve(tile.id))
    game.apply(EndTurn())
    assert state_of(game).placed[0] == {}


def test_chests_with_no_place_go_to_the_left_in_turn_order_then_the_bag():
    game = treasure_game(players=4)
    game.current = game.to_move = 1                       # seat 1 buys
    build(game, 1, GARDENS[0])
    build(game, 3, GARDENS[1], TOWERS[0])                 # seat 2 has nothing
    build(game, 0, GARDENS[2])                            # seat 0 last
    set_room(game, 0, "garden", "garden", "garden", "garden")
    state = state_of(game)
    bag = state.bag_size()
    take_and_end(game, 0, pay(game, 1, "florin 8"))
    assert state.placed[1] == {GARDENS[0].id: "garden"}
    assert state.placed[2] == {}
    assert state.placed[3] == {GARDENS[1].id: "garden"}
    assert state.placed[0] == {GARDENS[2].id: "garden"}
    assert state.waiting == [] and state.bag_size() == bag + 1 - ROOM_SIZE
    assert game.phase == ACTION and game.to_move == 2     # nobody had a choice to make


def test_the_order_of_offers_and_choices_round_the_table():  # D39
    game = treasure_game(players=4)
    game.current = game.to_move = 1                                   # seat 1 buys
    build(game, 0, GARDENS[0], GARDENS[1], TOWERS[0])                 # seat 0 last
    build(game, 2, TOWERS[1])                                         # seat 2: a tower
    spots3 = build(game, 3, GARDENS[2], GARDENS[3])                   # seat 3: a choice
    set_room(game, 0, "garden", "tower", "tower", "pavilion")
    take_and_end(game, 0, pay(game, 1, "florin 8"))
    state = state_of(game)
    assert state.placed[1] == {}
    assert state.placed[2] == {TOWERS[1].id: "tower"}      # by itself, before seat 3 is asked
    assert game.phase == PLACE and game.to_move == 3       # asked outside its turn
    assert set(game.legal_actions()) == {PlaceChest("garden", p) for p in spots3}
    assert state.rooms[0] == []                            # not refilled yet
    game.apply(PlaceChest("garden", spots3[1]))
    # seat 0 gets the last tower by itself (one tower); the pavilion goes back to the bag
    assert state.placed[0] == {TOWERS[0].id: "tower"}
    assert state.placed[3] == {GARDENS[3].id: "garden"}
    assert state.waiting == [] and len(state.rooms[0]) == ROOM_SIZE
    assert game.phase == ACTION and game.to_move == 2      # the next turn
    assert chests_accounted(game) == 42


def test_two_players_chests_go_buyer_other_player_dirk_then_bag():  # D32
    game = treasure_game(players=2)
    build(game, 0, GARDENS[0])
    build(game, 1, TOWERS[0])
    game.bag.extend(game.dirk)
    game.dirk[:] = [take_tile(game, t.id) for t in (TOWERS[1], TOWERS[2], PAVILIONS[0])]
    set_room(game, 0, "garden", "tower", "tower", "tower")
    take_and_end(game, 0, pay(game, 0, "florin 8"))
    state = state_of(game)
    assert state.placed[0] == {GARDENS[0].id: "garden"}
    assert state.placed[1] == {TOWERS[0].id: "tower"}
    assert state.dirk == {TOWERS[1].id: "tower", TOWERS[2].id: "tower"}
    assert state.waiting == [] and chests_accounted(game) == 42


def test_two_players_dirk_takes_one_per_building_and_the_rest_go_to_the_bag():  # D32, D17
    game = treasure_game("camps", players=2)
    game.bag.extend(game.dirk)
    game.dirk[:] = [take_tile(game, TOWERS[1].id), take_tile(game, camp_tiles()[0].id)]
    # (the camp lies with Dirk, D18, and takes no chest, D17)
    set_room(game, 0, "tower", "tower", "pavilion", "garden")
    bag = state_of(game).bag_size()
    take_and_end(game, 0, pay(game, 0, "florin 8"))
    state = state_of(game)
    assert state.dirk == {TOWERS[1].id: "tower"}
    # 3 went back into the bag, then the room was refilled with 4
    assert state.bag_size() == bag + 3 - ROOM_SIZE


def test_the_room_is_refilled_only_after_the_chests_are_placed():
    game = treasure_game()
    build(game, 0, GARDENS[0], GARDENS[1])
    set_room(game, 0, "garden", "tower", "tower", "tower")      # a choice for the garden
    state = state_of(game)
    take_and_end(game, 0, pay(game, 0, "florin 8"))
    assert game.phase == PLACE and state.rooms[0] == []
    bag = state.bag_size()
    game.apply(PlaceChest("garden", (1, 0)))
    assert len(state.rooms[0]) == ROOM_SIZE
    assert state.bag_size() == bag + 3 - ROOM_SIZE               # 3 towers back, then drawn


def test_once_a_room_cannot_be_refilled_no_room_ever_is():
    game = treasure_game()
    state = state_of(game)
    build(game, 0, GARDENS[0], GARDENS[1], TOWERS[0], TOWERS[1])
    set_room(game, 0, "garden", "garden", "tower", "tower")
    aside = dict(state.bag)                 # all but 3 chests of the bag set aside
    state.bag = dict.fromkeys(state.bag, 0)
    state.bag["pavilion"] = 3
    take_and_end(game, 0, pay(game, 0, "florin 8"))
    assert len(state.placed[0]) == 4        # every chest placed: 3 left in the bag
    assert state.closed and state.rooms[0] == []
    state.bag = aside                       # the bag is full again...
    game.current = game.to_move = 0
    game.phase = ACTION
    take_and_end(game, 1, pay(game, 0, "florin 8"))
    assert state.rooms[0] == [] and state.rooms[1] == []   # ...but no room is refilled
    game.current = game.to_move = 0
    game.phase = ACTION
    set_hand(game, 0, "florin 9")
    assert {a.room for a in game.legal_actions() if isinstance(a, TakeRoom)} == {2}


def test_a_leaving_building_puts_its_chest_back_into_the_bag():  # D39: none back
    game = treasure_game()
    build(game, 0, GARDENS[0], TOWERS[0])
    set_room(game, 0, "garden", "tower", "pavilion", "pavilion")
    take_and_end(game, 0, pay(game, 0, "florin 8"))
    state = state_of(game)
    assert state.placed[0] == {GARDENS[0].id: "garden", TOWERS[0].id: "tower"}
    game.current = game.to_move = 0
    game.phase = ACTION
    bag = state.bag_size()
    game.apply(RedesignRemove((1, 0)))                    # the garden leaves
    assert state.placed[0] == {TOWERS[0].id: "tower"} and state.bag_size() == bag + 1
    assert chests_accounted(game) == 42
    # an exchange: the tower leaves, the garden takes its place without a chest
    game.current = game.to_move = 0
    game.phase = ACTION
    game.apply(RedesignExchange(GARDENS[0].id, (-1, 0)))
    assert state.placed[0] == {} and state.bag_size() == bag + 2
    assert chests_accounted(game) == 42


# ------------------------------------------------------------------ scoring
def test_the_points_table():
    assert chest_points() == {1: (7,), 2: (14, 7), 3: (22, 14, 7)}


def place_chests(game: Game, seat: int, count: int) -> None:
    """Put ``count`` chests on ``seat``'s (made-up) buildings, taken from the bag."""
    state = state_of(game)
    for n in range(count):
        kind = next(k for k, left in state.bag.items() if left)
        state.bag[kind] -= 1
        state.placed[seat][f"fake{seat}-{n}"] = kind


@pytest.mark.parametrize("scoring, counts, points", [
    (1, (3, 2, 0), [7, 0, 0]),
    (2, (3, 2, 0), [14, 7, 0]),
    (3, (3, 2, 1), [22, 14, 7]),
    (3, (1, 0, 0), [22, 0, 0]),           # only players with a chest take part
    (2, (2, 2, 1), [10, 10, 0]),          # tied first share (14 + 7) // 2; the third none
    (1, (2, 2, 0), [3, 3, 0]),            # 7 // 2
    (3, (1, 2, 2), [7, 18, 18]),          # (22 + 14) // 2, then 3rd place
    (3, (0, 0, 0), [0, 0, 0]),
])
def test_chests_score_by_majority_ties_as_for_buildings(scoring, counts, points):
    game = treasure_game()
    for seat, count in enumerate(counts):
        place_chests(game, seat, count)
    lines = game.module("treasure").scoring_lines(game, scoring)
    assert lines.get(LINE, [0, 0, 0]) == points


def test_a_scoring_counts_the_chest_line():
    game = treasure_game()
    place_chests(game, 0, 2)
    place_chests(game, 1, 2)
    place_chests(game, 2, 1)
    scored = scoring_now(game, 2)
    assert [row_of(scored, s).extras.get(LINE, 0) for s in range(3)] == [10, 10, 0]


def test_dirk_competes_for_chests_with_two_players():  # D32
    game = treasure_game(players=2)
    state = state_of(game)
    place_chests(game, 0, 1)
    place_chests(game, 1, 3)
    state.bag["tower"] -= 2
    state.dirk.update({"d1": "tower", "d2": "tower"})
    lines = game.module("treasure").scoring_lines(game, 3)
    assert lines[LINE] == [7, 22, 14]                   # players..., then Dirk
    scored = scoring_now(game, 2)
    assert [row_of(scored, s).extras.get(LINE, 0) for s in (0, 1, None)] == [0, 14, 7]


# ------------------------------------------------------------------ random play
def test_random_play_keeps_every_chest_accounted_for_and_replays():
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        game = Game.new(GameConfig(players=players, seed=seed,
                                   modules=frozenset({"treasure", "huts", "diamonds",
                                                      "change", "characters"})))
        rng = random.Random(seed)
        taken = placed = on_buildings = 0
        while not game.is_over:
            acts = game.legal_actions()
            rooms = [a for a in acts if isinstance(a, TakeRoom)]
            act = rng.choice(rooms) if rooms and rng.random() < 0.4 else rng.choice(acts)
            taken += isinstance(act, TakeRoom)
            placed += isinstance(act, PlaceChest)
            game.apply(act)
            state = state_of(game)
            assert chests_total(state) == Counter(chest_counts())
            assert chests_accounted(game) == 42
            if game.phase == PLACE:
                assert game.legal_actions()
            on_buildings = max(on_buildings, sum(map(len, state.placed)) + len(state.dirk))
        assert taken and on_buildings
        replay = Game.new(game.config)
        for act in game.log:
            replay.apply(act)
        assert replay.digest() == game.digest()


def test_room_offer_takes_any_mix_without_change_or_extra_action():
    offer = room_offer(1)
    assert (offer.source, offer.key, offer.price, offer.currency) == ("treasure", 1, 8, None)
    assert offer.mix and not offer.exact and not offer.extra_action and not offer.change
