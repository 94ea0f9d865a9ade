"""RULES Part 2, M9 City walls (D17, D28): eight wall cards in piles 2-5, laid beside the board
when drawn, taken as the money action to add their wall pieces, unrotated, to one tile of
the player's own, the building rules still holding."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules import ACTION, PLACEMENT, IllegalAction, Place, TakeMoney, Tile
from game.rules.alhambra import Alhambra
from game.rules.modules.citywalls import (
    ADDED, CARDS, PATTERNS, TakeWall, WallCard, wall_cards, wall_refusal, with_walls,
)
from game.rules.modules.gates import gate_sides
from game.rules.modules.camps import camp_tiles
from tests.modules.helpers import module_game, real_tile
from tests.rules.helpers import take_one_and_end_turn

PAVILION_8 = real_tile("pavilion", 8)             # no walls
PAVILION_6 = real_tile("pavilion", 6)             # a wall on its top only
CARD = {card.sides: card for card in wall_cards()}


def walls_game(players: int = 3):
    game = module_game("citywalls", players=players)
    return game


def lay(game, *patterns: str) -> list[WallCard]:
    """These wall cards lie beside the board (taken out of the deck)."""
    cards = [CARD[p] for p in patterns]
    for card in cards:
        game.deck.remove(card)
        game.deck_ranges.pop(card.id, None)
        game.ext["citywalls"].lying.append(card.id)
    return cards


def test_eight_cards_twelve_pieces_two_in_each_of_piles_2_to_5():  # M9 house data
    assert sorted(PATTERNS) == sorted(["N", "E", "S", "W", "NE", "ES", "SW", "WN"])
    assert sum(len(p) for p in PATTERNS) == 12
    for seed in (1, 2, 3):
        game = module_game("citywalls", seed=seed)
        piles = Counter(game.deck_ranges[c.id] for c in game.deck if isinstance(c, WallCard))
        assert sorted(piles.values()) == [2, 2, 2, 2]   # two in each of four piles...
        assert all(high < len(game.deck) for _, high in piles)  # ...but not pile 1, on top


def test_a_drawn_wall_card_lies_face_up_beside_the_board_and_several_may():
    game = walls_game()
    first, second = [c for c in game.deck if isinstance(c, WallCard)][:2]
    take_one_and_end_turn(game, first)
    take_one_and_end_turn(game, second)
    assert game.ext["citywalls"].lying == [first.id, second.id]
    assert len(game.display) == 4 and not any(isinstance(c, WallCard) for c in game.display)


def test_taking_a_wall_card_adds_its_sides_unrotated_and_ends_the_actions():  # D28
    game = walls_game()
    lay(game, "NE")
    player = game.players[0]
    player.reserve.append(PAVILION_8)
    game.apply(TakeWall(CARD["NE"].id, PAVILION_8.id))
    walled = player.reserve[-1]
    assert walled.id == PAVILION_8.id and walled.sides_of(ADDED) == {"N", "E"}
    assert walled.walls == set()
    assert game.phase == PLACEMENT
    state = game.ext["citywalls"]
    assert state.lying == [] and state.used == [(CARD["NE"].id, PAVILION_8.id)]
    with pytest.raises(IllegalAction):  # a used card has left the game
        game.clone().apply(TakeWall(CARD["NE"].id, 0))


def test_walls_go_on_a_tile_bought_this_turn_before_it_is_placed():
    game = walls_game()
    lay(game, "S")
    player = game.players[0]
    player.pending.append(PAVILION_8)
    game.apply(TakeWall(CARD["S"].id, PAVILION_8.id))
    assert player.pending[0].sides_of(ADDED) == {"S"}
    # Walled below now, it no longer fits above the fountain, but still below it.
    assert player.alhambra.check(player.pending[0], (0, -1)) == "walls_mismatch"
    game.apply(Place(PAVILION_8.id, (0, 1)))
    assert player.alhambra.at((0, 1)).sides_of(ADDED) == {"S"}  # its bottom wall came with it


def test_the_fountain_takes_walls_too_and_they_score():
    game = walls_game()
    lay(game, "WN")
    alhambra = game.players[0].alhambra
    before = alhambra.longest_wall()
    game.apply(TakeWall(CARD["WN"].id, 0))
    assert alhambra.at((0, 0)).sides_of(ADDED) == {"W", "N"}
    assert alhambra.longest_wall() == before + 2
    assert alhambra.is_valid()


def test_never_over_a_wall_already_there():  # D28
    game = walls_game()
    lay(game, "N", "NE")
    game.players[0].reserve.append(PAVILION_6)
    refusal = wall_refusal(game, 0, CARD["NE"], PAVILION_6)
    assert refusal.reason == "walled" and "N" in refusal.data["sides"]
    assert TakeWall(CARD["NE"].id, PAVILION_6.id) not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(TakeWall(CARD["N"].id, PAVILION_6.id))


def test_never_where_a_neighbour_is_open_the_building_rules_holding():
    game = walls_game()
    lay(game, "N")
    alhambra = game.players[0].alhambra
    alhambra.place(PAVILION_8, (0, -1))   # open on every side, above the fountain
    refusal = wall_refusal(game, 0, CARD["N"], alhambra.at((0, 0)))
    assert refusal.reason == "open_side" and refusal.module == "citywalls"
    # the tile above may take it: nothing lies above it
    assert wall_refusal(game, 0, CARD["N"], PAVILION_8) is None
    game.apply(TakeWall(CARD["N"].id, PAVILION_8.id))
    assert alhambra.at((0, -1)).sides_of(ADDED) == {"N"} and alhambra.is_valid()


def test_never_on_a_camp():  # D17
    game = module_game("citywalls", "camps")
    lay(game, "E")
    camp = camp_tiles()[0]
    game.players[0].reserve.append(camp)
    assert wall_refusal(game, 0, CARD["E"], camp).reason == "camp"
    assert all(a.tile != camp.id for a in game.legal_actions() if isinstance(a, TakeWall))


def test_a_card_that_fits_none_of_the_players_tiles_cannot_be_taken():  # D28
    game = walls_game()
    lay(game, "N")
    alhambra = game.players[0].alhambra
    alhambra.place(PAVILION_6, (0, -1))   # above the fountain, its top walled already
    assert not [a for a in game.legal_actions() if isinstance(a, TakeWall)]
    game.players[0].reserve.append(PAVILION_8)
    assert [a for a in game.legal_actions() if isinstance(a, TakeWall)] == [
        TakeWall(CARD["N"].id, PAVILION_8.id)]


def test_a_wall_card_is_a_turn_action_only():
    game = walls_game()
    lay(game, "E")
    game.apply(TakeMoney((game.display[0].id,)))
    assert game.phase == PLACEMENT
    assert not [a for a in game.legal_actions() if isinstance(a, TakeWall)]
    with pytest.raises(IllegalAction):
        game.apply(TakeWall(CARD["E"].id, 0))


def test_a_gate_never_goes_on_an_added_wall():  # M9: gates only on printed walls
    alhambra = Alhambra()
    east = real_tile("pavilion", 7)            # walled on its east side only
    alhambra.place(east, (1, 0))
    lonely = with_walls(PAVILION_8, CARD["W"])  # an added wall on its west side
    assert alhambra.check(lonely, (2, 0)) == "not_on_foot"
    assert gate_sides(alhambra, lonely, (2, 0)) == []
    printed = real_tile("seraglio", 7)          # the same wall, printed
    assert gate_sides(alhambra, printed, (2, 0)) == ["W"]


def test_added_walls_survive_redesign_and_the_tile_keeps_its_id():
    game = walls_game()
    lay(game, "S")
    alhambra = game.players[0].alhambra
    alhambra.place(PAVILION_8, (1, 0))
    game.apply(TakeWall(CARD["S"].id, PAVILION_8.id))
    tile = alhambra.at((1, 0))
    assert isinstance(tile, Tile) and tile.id == PAVILION_8.id and tile.sides_of(ADDED) == {"S"}
    assert {t.id for _, t in game.locations() if isinstance(t, Tile)} >= {PAVILION_8.id}


def test_every_card_is_accounted_for_as_it_moves():
    game = walls_game()
    ids = {c.id for c in CARDS.values()}
    lay(game, "E")
    in_game = {c.id for _, c in game.locations() if isinstance(c, WallCard)}
    assert in_game == ids
    game.apply(TakeWall(CARD["E"].id, 0))
    assert {c.id for _, c in game.locations() if isinstance(c, WallCard)} == ids
    assert game.phase != ACTION
