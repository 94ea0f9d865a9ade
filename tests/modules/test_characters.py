"""RULES Part 2, M7 Characters (D15, D23, D24, D25, D33): setup, the auction, and each
character's effect with its limits."""

from __future__ import annotations

import random

import pytest

from game.rules import (
    ACTION, PLACEMENT, Buy, Game, GameConfig, IllegalAction, Kind,
    MoneyCard, Reserve, Scored, TakeMoney,
)
from game.rules.modules import characters as ch
from game.rules.modules.characters import (
    AmmarStep, Bid, CharacterCard, ChooseHakim, FarukTake, KeepFatima, KnihstigTake,
    LailaSwap, MachmaSwap, PassBid, YammeradDraw, state_of,
)
from game.scenes.modules import tell
from tests.modules.helpers import module_game, real_tile, set_display, set_hand
from tests.modules.helpers import set_market, take_card, take_tile
from tests.rules.helpers import empty_bag_into_reserve, row_of, take_one_and_end_turn


def game_with(*modules: str, players: int = 3, seed: int = 1) -> Game:
    return module_game("characters", *modules, players=players, seed=seed)


def card_of(game: Game, name: str) -> CharacterCard:
    card_id = next(c for c, n in state_of(game).names.items() if n == name)
    return CharacterCard(card_id)


def give(game: Game, seat: int, name: str) -> None:
    """``seat`` holds ``name`` (taken from wherever it lies)."""
    state = state_of(game)
    card = card_of(game, name)
    if card.id in state.aside:
        state.aside.remove(card.id)
    if card in game.deck:
        game.deck.remove(card)
        game.deck_ranges.pop(card.id, None)
    state.owned[seat].append(card.id)


def test_ten_characters_two_each_in_piles_2_3_4_and_four_aside():
    game = game_with()
    state = state_of(game)
    assert sorted(state.names.values()) == sorted(ch.NAMES)
    in_deck = [c for c in game.deck if isinstance(c, CharacterCard)]
    assert len(in_deck) == 6 and len(state.aside) == 4
    spans = sorted(game.deck_ranges[c.id] for c in in_deck)
    assert len(set(spans)) == 3  # three piles, two characters in each


def test_which_character_lies_where_is_hidden_in_a_view():
    game = game_with()
    view = game.view(0)
    assert set(state_of(view).names.values()) == {ch.UNKNOWN}
    other = game_with()  # the same deal: equal views even if the names differed
    names = state_of(other).names
    first, second = list(names)[:2]
    names[first], names[second] = names[second], names[first]
    assert other.view(0).state_dict() == view.state_dict()


# ------------------------------------------------------------------------------ the auction
def auction_of(game: Game, name: str) -> None:
    """``name`` comes up in the refill at the end of the current turn."""
    take_one_and_end_turn(game, card_of(game, name))


def test_an_auction_starts_with_the_next_player_and_passing_is_final():  # D15, D23
    game = game_with()
    set_hand(game, 0, "florin 9")
    set_hand(game, 1, "dirham 5", "dirham 4")
    set_hand(game, 2, "denar 3")
    current = game.current
    auction_of(game, ch.YUSUF)
    assert game.phase == ch.BID and game.to_move == (current + 1) % 3
    order = state_of(game).auction["order"]
    assert order[0] == (current + 1) % 3
    # bids must be payable from one currency
    first = game.to_move
    held = max(ch.holdings(game, first).values())
    with pytest.raises(IllegalAction):
        game.apply(Bid(held + 1, "florin"))
    game.apply(PassBid())
    assert game.to_move == order[1]
    second = game.to_move
    best = max(ch.holdings(game, second).items(), key=lambda kv: kv[1])
    game.apply(Bid(1, best[0].value))
    third = game.to_move
    assert third == order[2]
    game.apply(PassBid())
    # only the bidder is left: the auction is won; the one who passed first was not asked;
    # the winner pays (D38)
    assert game.phase == ch.PAY and game.to_move == second
    game.apply(game.legal_actions()[0])
    assert state_of(game).holds(second, ch.YUSUF) is not None
    assert state_of(game).auction is None


def test_nobody_bids_and_the_character_leaves_the_game():
    game = game_with()
    auction_of(game, ch.LAILA)
    for _ in range(3):
        game.apply(PassBid())
    state = state_of(game)
    assert card_of(game, ch.LAILA).id in state.gone
    assert not any(state.holds(s, ch.LAILA) for s in range(3))


def test_the_winner_pays_at_least_the_bid_from_that_currency():
    game = game_with()
    set_hand(game, 0, "ducat 4", "ducat 5")
    set_hand(game, 1, "florin 1")
    set_hand(game, 2, "florin 2")
    turn_of(game, 2)  # seat 0 bids first
    auction_of(game, ch.HAKIM)
    while game.phase == ch.BID:
        seat = game.to_move
        game.apply(Bid(5, "ducat") if seat == 0 else PassBid())
    game.apply(game.legal_actions()[0])
    hand = [c.value for c in game.players[0].hand if isinstance(c, MoneyCard)]
    assert state_of(game).holds(0, ch.HAKIM) is not None
    assert sorted(hand) == [4]  # paid the 5: at least the bid, one currency


def won_for(game: Game, amount: int, currency: str) -> None:
    """Seat 0 wins the auction of Hakim for ``amount``: the others pass."""
    turn_of(game, 2)  # seat 0 bids first
    auction_of(game, ch.HAKIM)
    while game.phase == ch.BID:
        game.apply(Bid(amount, currency) if game.to_move == 0 else PassBid())


def test_the_winner_chooses_the_cards_that_pay_the_smallest_sum_proposed_first():  # D38
    game = game_with()
    two, three, four, six = set_hand(game, 0, "ducat 2", "ducat 3", "ducat 4", "ducat 6")
    set_hand(game, 1, "florin 1")
    set_hand(game, 2, "florin 2")
    won_for(game, 5, "ducat")
    assert game.phase == ch.PAY and game.to_move == 0
    offered = [sorted(c.value for c in game.players[0].hand if c.id in a.cards)
               for a in game.legal_actions()]
    # the smallest sum that covers 5 first, then the fewest cards on a tie
    assert offered == [[2, 3], [6], [2, 4], [3, 4]]
    assert all(isinstance(a, ch.PayBid) for a in game.legal_actions())
    before = game.digest()
    for wrong in [(two.id,), (two.id, game.players[0].hand[0].id, two.id), (99999,)]:
        with pytest.raises(IllegalAction):
            game.apply(ch.PayBid(wrong))
    assert game.digest() == before
    game.apply(ch.PayBid((three.id, four.id, six.id)))   # any cards that cover it (D23)
    assert game.players[0].hand == [two]
    assert state_of(game).holds(0, ch.HAKIM) is not None and state_of(game).auction is None
    assert game.discard[-3:] == [three, four, six]


def test_the_winner_is_asked_even_with_one_way_to_pay():  # D38: being asked tells nothing
    game = game_with()
    (five,) = set_hand(game, 0, "ducat 5")
    set_hand(game, 1, "florin 1")
    set_hand(game, 2, "florin 2")
    won_for(game, 5, "ducat")
    assert game.phase == ch.PAY and game.legal_actions() == [ch.PayBid((five.id,))]


def test_games_of_edition_2_pay_the_bid_by_themselves():
    game = module_game("characters", players=3, edition=2)
    set_hand(game, 0, "ducat 2", "ducat 3", "ducat 6")
    set_hand(game, 1, "florin 1")
    set_hand(game, 2, "florin 2")
    won_for(game, 5, "ducat")
    assert game.phase != ch.PAY
    assert sorted(c.value for c in game.players[0].hand) == [6]   # the smallest sum paid


# ------------------------------------------------------------------------------ effects
def turn_of(game: Game, seat: int) -> None:
    game.current = game.to_move = seat


def test_abdul_karim_pays_a_building_in_full_once():
    game = game_with()
    turn_of(game, 0)
    give(game, 0, ch.KARIM)
    tile = real_tile("tower", 13)
    set_market(game, tile)
    karim = card_of(game, ch.KARIM)
    buy = Buy(0, (karim.id,))
    assert buy in game.legal_actions()
    hand = list(game.players[0].hand)
    game.apply(buy)
    assert game.phase == ACTION  # free, and another action
    assert game.players[0].hand == hand and tile in game.players[0].pending
    assert karim.id in state_of(game).gone  # [1x]


def test_abdul_knihstig_takes_a_card_after_a_building_of_10_or_more():
    game = game_with()
    turn_of(game, 0)
    give(game, 0, ch.KNIHSTIG)
    set_market(game, real_tile("tower", 13), real_tile("pavilion", 2))
    set_hand(game, 0, "florin 9", "florin 4", "dirham 2")
    set_display(game, "denar 6", "ducat 1", "florin 1", "dirham 1")
    game.apply(Buy(0, tuple(c.id for c in game.players[0].hand[:2])))
    assert game.phase == ch.KNIHSTIG_STAGE and game.to_move == 0
    six = next(c for c in game.display if c.value == 6)
    game.apply(KnihstigTake(six.id))
    assert six in game.players[0].hand and len(game.display) == 3  # the gap waits
    assert game.phase == ACTION  # 13 paid exactly: the turn goes on


def test_faruk_lets_several_cards_add_up_to_7():
    game = game_with()
    turn_of(game, 0)
    set_display(game, "denar 3", "ducat 4", "florin 5", "dirham 6")
    assert not any(isinstance(a, FarukTake) for a in game.legal_actions())
    give(game, 0, ch.FARUK)
    takes = [a for a in game.legal_actions() if isinstance(a, FarukTake)]
    values = {tuple(sorted(c.value for c in game.display if c.id in a.cards)) for a in takes}
    assert values == {(3, 4)}
    game.apply(takes[0])
    assert game.phase == PLACEMENT  # taking money is the whole action


def test_fatima_kept_scores_8_in_the_final_scoring_only():  # D24
    game = game_with()
    give(game, 0, ch.FATIMA)
    state_of(game).fatima_points[0] = ch.FATIMA_POINTS
    module = game.module("characters")
    assert module.scoring_lines(game, 1) == {}
    assert module.scoring_lines(game, 3)["Fatima"] == [8, 0, 0]


def test_fatima_exchanged_for_the_top_character_set_aside():
    game = game_with()
    set_hand(game, 1, "florin 9")
    turn_of(game, 0)  # seat 1 bids first
    top = state_of(game).aside[0]
    auction_of(game, ch.FATIMA)
    while game.phase == ch.BID:
        game.apply(Bid(1, "florin") if game.to_move == 1 else PassBid())
    game.apply(game.legal_actions()[0])   # the winner pays
    assert game.phase == ch.FATIMA_STAGE and game.to_move == 1
    game.apply(KeepFatima(False))
    state = state_of(game)
    assert top in state.owned[1] and card_of(game, ch.FATIMA).id in state.gone


def test_hakim_counts_half_a_building_in_a_kind_the_owner_already_counts():  # D25
    game = game_with()
    give(game, 0, ch.HAKIM)
    game.players[0].alhambra.place(real_tile("pavilion", 8), (1, 0))
    game.pending_scorings.append(1)
    assert game.module("characters").scoring_decision(game, 1) == (0, ch.HAKIM_STAGE)
    game.phase, game.to_move = ch.HAKIM_STAGE, 0
    assert game.legal_actions() == [ChooseHakim("pavilion")]
    game.apply(ChooseHakim("pavilion"))
    assert game.scoring_counts(0)[Kind.PAVILION] == 1.5


def test_hakim_counts_at_the_final_scoring_when_a_scoring_card_was_never_drawn():  # M7, D5, D25
    # The bag runs dry before scoring card 1 is drawn: the game's only scoring is the 3rd,
    # and Hakim's half building chosen for it counts in it.
    game = game_with(players=3)
    give(game, 0, ch.HAKIM)
    game.players[0].alhambra.place(take_tile(game, real_tile("pavilion", 8).id), (1, 0))
    empty_bag_into_reserve(game, 1)
    game.players[1].reserve.append(game.market[0])   # a square the bag cannot refill
    game.market[0] = None
    events = take_one_and_end_turn(game)
    while game.phase != ch.HAKIM_STAGE:   # the final distribution may hand out tiles
        pending = game.players[game.to_move].pending
        events += game.apply(Reserve(pending[0].id) if pending else game.legal_actions()[0])
    assert game.to_move == 0 and game.scorings_done == 0
    events += game.apply(ChooseHakim("pavilion"))
    final = next(e for e in events if isinstance(e, Scored))
    assert final.number == 3
    assert row_of(final, 0).counts["pavilion"] == 1.5
    assert row_of(final, 0).count_bonus == {"characters": {"pavilion": 0.5}}


def test_laila_swaps_a_market_tile_with_the_bag_before_the_first_action():
    game = game_with()
    turn_of(game, 0)
    give(game, 0, ch.LAILA)
    old = game.market[2]
    bag = len(game.bag)
    game.apply(LailaSwap(2))
    assert game.market[2] is not old and old in game.bag and len(game.bag) == bag
    assert not any(isinstance(a, LailaSwap) for a in game.legal_actions())  # one ♦ a turn


def test_machma_swaps_a_hand_card_for_a_display_card_of_at_most_its_value():
    game = game_with()
    turn_of(game, 0)
    give(game, 0, ch.MACHMA)
    set_hand(game, 0, "florin 5")
    set_display(game, "denar 5", "ducat 6", "florin 1", "dirham 2")
    swaps = [a for a in game.legal_actions() if isinstance(a, MachmaSwap)]
    worth = {next(c.value for c in game.display if c.id == a.display_card) for a in swaps}
    assert worth == {5, 1, 2}
    game.apply(next(a for a in swaps
                    if next(c for c in game.display if c.id == a.display_card).value == 5))
    assert [c.value for c in game.players[0].hand] == [5] and len(game.display) == 3
    assert game.discard[-1].value == 5


def test_yammerad_draws_with_fewer_than_3_money_cards():
    game = game_with()
    turn_of(game, 0)
    give(game, 0, ch.YAMMERAD)
    set_hand(game, 0, "florin 5", "florin 6", "florin 7")
    assert YammeradDraw() not in game.legal_actions()
    set_hand(game, 0, "florin 5")
    game.apply(YammeradDraw())
    assert len(game.players[0].hand) == 2 and game.phase == ACTION


def test_yammerad_s_card_is_seen_by_its_drawer_only():  # D46, D45, RULES 1.7
    game = game_with()
    turn_of(game, 0)
    give(game, 0, ch.YAMMERAD)
    set_hand(game, 0, "florin 5")
    drawn = take_card(game, "denar 9")
    game.deck.append(drawn)   # the top of the deck
    events = game.apply(YammeradDraw())
    assert drawn in game.players[0].hand
    assert drawn in game.view(0).players[0].hand
    for seat in (1, 2):
        view = game.view(seat)
        assert drawn not in view.players[0].hand and drawn in view.unseen
        assert len(view.players[0].hand) == 2
    told = " ".join(tell(e, game.names) for e in events)
    assert "Yammerad" in told and drawn.label() not in told
    assert not any(drawn.id in (getattr(e, "data", None) or ()) for e in events)


def test_yusuf_gives_a_point_per_3_wall_points_at_each_scoring():
    game = game_with()
    give(game, 1, ch.YUSUF)
    wall = game.players[1].alhambra.longest_wall()
    lines = game.module("characters").scoring_lines(game, 1)
    assert lines.get("Yusuf", [0, 0, 0])[1] == wall // 3


def test_ammar_gives_one_extra_redesign_step_after_placing():  # D33
    game = game_with()
    turn_of(game, 0)
    give(game, 0, ch.AMMAR)
    game.players[0].reserve.append(real_tile("pavilion", 8))
    game.apply(TakeMoney((game.display[0].id,)))
    game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "EndTurn"))
    assert game.phase == ch.AMMAR_STAGE and game.to_move == 0
    build = next(a for a in game.legal_actions() if isinstance(a, AmmarStep) and
                 a.kind == "add")
    game.apply(build)
    assert game.players[0].alhambra.at(build.pos) is not None
    assert game.phase != ch.AMMAR_STAGE


def test_only_one_diamond_card_a_turn():
    game = game_with()
    turn_of(game, 0)
    give(game, 0, ch.LAILA)
    give(game, 0, ch.MACHMA)
    set_hand(game, 0, "florin 5")
    assert any(isinstance(a, MachmaSwap) for a in game.legal_actions())
    game.apply(LailaSwap(0))
    assert not any(isinstance(a, MachmaSwap) for a in game.legal_actions())


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_characters_account_for_every_card_and_replay(seed):
    players = 2 + seed % 5
    modules = {"characters"} | ({"change", "diamonds"} if seed % 2 else {"vizier", "huts"})
    game = Game.new(GameConfig(players=players, seed=seed, modules=frozenset(modules)))
    rng = random.Random(seed)
    ids = sorted(c.id for c in ch.character_cards())
    steps = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        if steps % 40 == 0:
            found = sorted(c.id for _, c in game.locations() if isinstance(c, CharacterCard))
            assert found == ids
    replay = Game.new(game.config)
    for act in game.log:
        replay.apply(act)
    assert replay.digest() == game.digest()
