"""The pieces a module builds on, each used by the toy module: a stage at the end of the turn,
a decision in the middle of a scoring, money lying open beside the hand, an offer that is
not a market square, a sort of tile with its own placement rule and a typed side, and a
scoring line that takes points away, never below 0."""

from __future__ import annotations

import random

import pytest

from game.rules import (
    ACTION, PLACEMENT, EndTurn, Game, GameConfig, IllegalAction, Kind, Place, Scored,
    TakeMoney,
)
from game.rules.alhambra import Alhambra
from game.rules.types import SIDE_BIT
from tests.rules.helpers import (
    build_in_game, card_ids, put_on_top, real_tile, scoring_card, set_display, set_hand,
)
from tests.toy.rules import (
    FLAG, PEARL, TAX, TENT, TOY, Bless, BuyTent, Polish, tents, workshop_offer,
)

WALLED_SOUTH = real_tile("pavilion", 4)    # walls on its S side among others


def toy_game(players: int = 3, seed: int = 1, modules=(), seat_zero: bool = True) -> Game:
    """A game with the toy module; with ``seat_zero``, seat 0 is made the one to act."""
    game = Game.new(GameConfig(players=players, seed=seed,
                               modules=frozenset({TOY, *modules})))
    if seat_zero:
        game.current = game.to_move = 0
    return game


def pearls(game: Game, seat: int) -> tuple[int, ...]:
    return tuple(game.ext[TOY].pearls[seat])


def test_open_pearls_pay_beside_the_hand_and_go_back_to_the_pool():
    game = toy_game()
    hand = list(game.players[0].hand)
    purse = game.purse(0)
    assert [c for c in purse if c.currency is PEARL] and PEARL in game.currencies
    assert BuyTent(pearls(game, 0)) in game.legal_actions()
    paid = pearls(game, 0)
    game.apply(BuyTent(paid))
    assert game.ext[TOY].pearls[0] == [] and sorted(game.ext[TOY].pool) == sorted(paid)
    assert game.players[0].hand == hand                     # the secret hand was not touched
    assert not any(c.id in paid for c in game.discard)      # pearls never join the deck


def test_the_workshop_is_an_offer_of_its_own():
    game = toy_game()
    set_hand(game, 0, "florin 3", "dirham 1", "dirham 2", "ducat 9")
    florin = card_ids(game.players[0].hand[:1])
    mixed = card_ids(game.players[0].hand[:2])
    with pytest.raises(IllegalAction) as error:
        game.apply(BuyTent(mixed))                           # any ONE currency
    assert error.value.reason == "one_currency"
    game.apply(BuyTent(florin))                              # exact, yet no other action
    assert game.phase == PLACEMENT and game.player.pending[0].category == TENT
    offer = workshop_offer()
    assert offer.source != "square" and offer.currency is None and not offer.extra_action


def tent_alhambra() -> Alhambra:
    """The fountain and, east of it, a pavilion walled on its south side."""
    alhambra = Alhambra()
    alhambra.place(WALLED_SOUTH, (1, 0))
    return alhambra


def test_a_tent_follows_its_own_placement_rule_and_its_sides_are_typed():
    tent = tents()[0]
    alhambra = tent_alhambra()
    assert "S" in WALLED_SOUTH.walls
    # Its flag (north) is a side of the toy's own kind, a wall to its neighbours...
    assert tent.side_kind("N") == FLAG and tent.sides_of(FLAG) == {"N"} and not tent.walls
    assert tent.mask == SIDE_BIT["N"] and tent.score_mask == 0
    # ...which must face a wall: under the pavilion, yes; under the fountain, no.
    assert alhambra.check(tent, (1, 1)) is None
    assert alhambra.check(tent, (0, 1)) == "tent_flag"
    assert alhambra.check(tent, (2, 0)) == "tent_side"       # its west side would touch
    assert (1, 1) in alhambra.legal_positions(tent)
    alhambra.place(tent, (1, 1))
    # Ordinary tiles may not touch its closed sides; and nobody walks through it.
    garden = real_tile("garden", 10, "")                      # no walls at all
    assert alhambra.check(garden, (2, 1)) == "closed_side"
    assert alhambra.longest_wall() == tent_alhambra().longest_wall()  # unseen by walls
    # It may not be left alone: its only neighbour cannot leave.
    assert alhambra.can_remove((1, 0)) == "tent_alone"
    assert alhambra.can_remove((1, 1)) is None
    assert alhambra.is_valid()


def buy_and_place_a_tent(game: Game) -> None:
    """Seat 0 buys a tent with pearls and builds it under its south-walled pavilion."""
    build_in_game(game, 0, {(1, 0): WALLED_SOUTH})
    game.apply(BuyTent(pearls(game, 0)))
    tent = game.player.pending[0]
    game.apply(Place(tent.id, (1, 1)))


def test_a_stage_at_the_end_of_the_turn_asks_and_comes_back():
    game = toy_game()
    buy_and_place_a_tent(game)
    game.apply(EndTurn())
    assert game.phase == "toy:polish" and game.to_move == 0   # before the refill
    assert Polish(True) in game.legal_actions()
    turn = game.turn
    game.apply(Polish(True))
    assert game.ext[TOY].shine[0] == 1
    assert game.phase == ACTION and game.turn == turn + 1 and game.to_move == 1


def test_a_decision_in_the_middle_of_a_scoring():
    game = toy_game()
    buy_and_place_a_tent(game)
    game.deck.insert(0, game.display.pop())      # the display will need a card: this one
    put_on_top(game, scoring_card(game, 1))
    game.apply(EndTurn())
    game.apply(Polish(False))
    # The refill drew scoring card 1: the scoring waits for the leader in tents.
    assert game.phase == "toy:bless" and game.to_move == 0 and game.scorings_done == 0
    before = game.scoring_counts(0)[Kind.GARDEN]
    events = game.apply(Bless("garden"))
    scored = next(e for e in events if isinstance(e, Scored))
    assert scored.rows[0].counts["garden"] == before + 1
    assert scored.rows[0].count_bonus["toy"] == {"garden": 1}
    assert game.scoring_counts(0)[Kind.GARDEN] == before     # only for that scoring
    assert game.phase == ACTION and game.to_move == 1


def test_a_scoring_line_takes_points_but_never_below_zero():
    game = toy_game()
    buy_and_place_a_tent(game)
    row = game.score(1, []).rows[0]
    assert row.extras["tent tax"] == -TAX               # a loss is a row of the table
    # A loss larger than the score: the score stops at 0, and the table says how much.
    game.players[0].score = 3
    game.ext[TOY].shine[0] = -20                          # a line of -20 for this seat
    row = game.score(2, []).rows[0]
    assert row.before == 3 and row.before + row.gained < 0
    assert game.players[0].score == row.total == 0
    assert row.floored == -(row.before + row.gained)


@pytest.mark.parametrize("seed", [3, 4])
def test_random_games_with_the_toy_end_and_replay(seed):
    game = toy_game(players=2 + seed % 3, seed=seed, modules=("vizier", "huts"),
                    seat_zero=False)
    rng = random.Random(seed)
    stages = set()
    while not game.is_over:
        stages.add(game.phase)
        game.apply(rng.choice(game.legal_actions()))
        assert all(p.score >= 0 for p in game.players)
        assert all(p.alhambra.is_valid() for p in game.players)
        assert len(game.log) < 5000
    assert "toy:polish" in stages
    replay = Game.new(game.config)
    for act in game.log:
        replay.apply(act)
    assert replay.digest() == game.digest()


def test_the_toy_takes_money_as_before_when_nobody_buys_a_tent():
    game = toy_game()
    set_display(game, "florin 1", "florin 2")
    game.apply(TakeMoney(card_ids(game.display[:1])))
    game.apply(EndTurn())
    assert game.phase == ACTION and game.to_move == 1          # no tent: nobody is asked
