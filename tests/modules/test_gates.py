"""RULES Part 2, M5 City gates (D8, D20, D21): gate cards in piles 3-5, one beside the
display, taken as the money action, and spent on a gate that opens a double printed wall for
the path on foot only, fixing both tiles."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.rules import ACTION, PLACEMENT, Game, GameConfig, IllegalAction, Tile
from game.rules.actions import EndActions, EndTurn, Place, RedesignRemove, TakeMoney
from game.rules.modules.builders import BuilderStep
from game.rules.modules.characters import AMMAR, AmmarStep
from game.rules.alhambra import Alhambra
from game.rules.modules.gates import (
    BuildThroughGate, GateCard, Gates, TakeGate, gate_cards, gate_sides, gates_held,
    place_through_gate,
)
from game.rules.modules.citywalls import ADDED
from game.rules.types import SIDE_BIT
from tests.modules.helpers import module_game, real_tile
from tests.rules.helpers import take_one_and_end_turn

OPEN_WEST = real_tile("pavilion", 7)   # a wall on its east side only
WALL_WEST = real_tile("seraglio", 7)   # a wall on its west side only


@pytest.mark.parametrize("players, piles", [
    (2, {3: 1, 4: 1}), (3, {3: 1, 4: 1, 5: 1}), (4, {3: 2, 4: 1, 5: 1}),
    (5, {3: 2, 4: 2, 5: 1}), (6, {3: 2, 4: 2, 5: 2})])
def test_one_gate_card_per_player_dealt_round_robin_into_piles_3_4_5(players, piles):  # D20
    game = module_game("gates", players=players)
    dealt = Gates().pile_cards(game)
    assert {pile: len(cards) for pile, cards in dealt.items() if cards} == piles
    in_game = [c for _, c in game.locations() if isinstance(c, GateCard)]
    assert len(in_game) == players


def gate_from_deck(game: Game) -> GateCard:
    return next(c for c in game.deck if isinstance(c, GateCard))


def test_a_drawn_gate_card_lies_beside_the_display_and_a_second_is_discarded():
    game = module_game("gates", players=3)
    first, second = [c for c in game.deck if isinstance(c, GateCard)][:2]
    take_one_and_end_turn(game, first)
    state = game.ext["gates"]
    assert state.lying == first.id and first not in game.display
    assert len(game.display) == 4  # refilled with money
    take_one_and_end_turn(game, second)
    assert state.lying == first.id and second in game.discard


def test_a_refill_with_only_gate_cards_left_leaves_the_display_short(monkeypatch):
    # RULES 1.3 and M5: a second gate card goes to the discard pile and comes back with it;
    # with nothing else left to draw, the refill must end (the display stays short)
    game = module_game("gates", players=3)
    first, second, third = [c for c in game.deck if isinstance(c, GateCard)][:3]
    take_one_and_end_turn(game, first)
    game.deck, game.discard = [second], [third]   # all the money is in hands
    ruleset = type(game.ruleset)
    real_draw = ruleset.draw_card
    draws = []

    def counted(self, game, events):
        draws.append(1)
        assert len(draws) < 50, "the refill draws the same cards round and round"
        return real_draw(self, game, events)

    monkeypatch.setattr(ruleset, "draw_card", counted)
    take_one_and_end_turn(game)
    assert len(game.display) == 3 and len(draws) == 2
    assert game.ext["gates"].lying == first.id
    assert sorted(c.id for c in [*game.deck, *game.discard]) == sorted([second.id, third.id])


def test_taking_the_gate_card_is_the_whole_money_action():
    game = module_game("gates", players=3)
    take_one_and_end_turn(game, gate_from_deck(game))
    seat = game.to_move
    assert TakeGate() in game.legal_actions()
    game.apply(TakeGate())
    assert gates_held(game, seat) == 1 and game.ext["gates"].lying is None
    assert game.phase == PLACEMENT  # the action phase is over
    with pytest.raises(IllegalAction):
        game.apply(TakeGate())


def walled_in() -> Alhambra:
    """Fountain at (0, 0), a tile at (1, 0) walled on its east side only."""
    alhambra = Alhambra()
    alhambra.place(OPEN_WEST, (1, 0))
    return alhambra


def test_a_gate_is_offered_only_where_the_path_on_foot_alone_is_missing():  # D21
    alhambra = walled_in()
    assert alhambra.check(WALL_WEST, (2, 0)) == "not_on_foot"
    assert gate_sides(alhambra, WALL_WEST, (2, 0)) == ["W"]
    # a wall meeting an open side breaks B2 too: no gate
    assert alhambra.check(WALL_WEST, (1, 1)) != "not_on_foot"
    assert gate_sides(alhambra, WALL_WEST, (1, 1)) == []
    assert gate_sides(alhambra, WALL_WEST, (-1, 0)) == []  # legal anyway: no gate needed


def test_gates_go_only_on_walls_printed_on_both_sides():
    alhambra = walled_in()
    added = Tile("added-west", WALL_WEST.kind, 7, sides={"W": ADDED})  # an M9 wall piece
    assert alhambra.check(added, (2, 0)) == "not_on_foot"
    assert gate_sides(alhambra, added, (2, 0)) == []


def test_a_gate_opens_the_path_only_and_fixes_both_tiles():  # D8
    alhambra = walled_in()
    place_through_gate(alhambra, WALL_WEST, (2, 0), "W")
    assert alhambra.openings() == {(2, 0): SIDE_BIT["W"], (1, 0): SIDE_BIT["E"]}
    assert alhambra.locked() == {(1, 0), (2, 0)}
    assert alhambra.can_remove((1, 0)) == "fixed" and alhambra.can_remove((2, 0)) == "fixed"
    assert alhambra.can_swap(real_tile("pavilion", 2), (1, 0)) == "fixed"
    # the walls are still walls for scoring: the double wall is inside, the others outside
    assert alhambra.longest_wall() == 0  # both walls face each other: none is outer
    # and a tile beyond the gate is now reached on foot: the east may grow
    open_tile = real_tile("pavilion", 8)  # no walls at all
    assert not open_tile.walls and (3, 0) in alhambra.legal_positions(open_tile)


def test_a_gate_is_still_a_wall_for_huts():  # D8, M4
    from game.rules.data import BASE_TILES
    from game.rules.modules.huts import hut_neighbours, hut_tiles

    pairs = [(b, h) for h in hut_tiles() if h.walls == frozenset("W")
             for b in BASE_TILES if b.kind is h.kind and b.walls == frozenset("E")]
    building, hut = pairs[0]  # a building and a hut of one colour, walls facing
    alhambra = Alhambra()
    alhambra.place(building, (1, 0))
    assert gate_sides(alhambra, hut, (2, 0)) == ["W"]
    place_through_gate(alhambra, hut, (2, 0), "W")
    assert hut_neighbours(alhambra, (2, 0), hut) == 0  # behind a gate: still a wall


def gate_game(redesign: bool = False):
    """A game whose seat 0 has the east-walled tile built and the west-walled one to build
    (waiting, or in the reserve), holding one gate card."""
    game = module_game("gates", players=3)
    player = game.players[0]
    player.alhambra.place(OPEN_WEST, (1, 0))
    state = game.ext["gates"]
    card = gate_from_deck(game)
    game.deck.remove(card)
    state.held[0].append(card.id)
    if redesign:
        player.reserve.append(WALL_WEST)
    else:
        player.pending.append(WALL_WEST)
        game.turn_actions = 1
        game.apply(EndActions())
    return game


def test_a_tile_waiting_is_built_through_a_gate_spending_the_card():
    game = gate_game()
    assert game.phase == PLACEMENT
    build = BuildThroughGate(WALL_WEST.id, (2, 0), "W", False)
    assert Place(WALL_WEST.id, (2, 0)) not in game.legal_actions()
    assert build in game.legal_actions()
    assert (2, 0) in game.placements(0, WALL_WEST).special
    game.apply(build)
    assert game.players[0].alhambra.at((2, 0)) == WALL_WEST
    assert gates_held(game, 0) == 0 and len(game.ext["gates"].used) == 1
    with pytest.raises(IllegalAction):
        game.apply(RedesignRemove((1, 0)))  # not in the action phase anyway


def test_no_gate_without_a_gate_card():
    game = gate_game()
    game.ext["gates"].held[0].clear()
    assert not any(isinstance(a, BuildThroughGate) for a in game.legal_actions())
    with pytest.raises(IllegalAction):
        game.apply(BuildThroughGate(WALL_WEST.id, (2, 0), "W", False))


def test_a_gate_in_a_redesign_step():
    game = gate_game(redesign=True)
    assert game.phase == ACTION
    build = BuildThroughGate(WALL_WEST.id, (2, 0), "W", True)
    assert build in game.legal_actions()
    game.apply(build)
    assert game.players[0].alhambra.at((2, 0)) == WALL_WEST
    assert game.phase == PLACEMENT  # a redesign step is the turn's action
    # the gated tiles can no longer leave
    assert game.removal_refusal(0, (1, 0)).reason == "fixed"


def extra_step_game(extra: str) -> Game:
    """Seat 0 at the end of its turn, asked for an extra step (``extra``: a master builder or
    Ammar), with the west-walled tile in its reserve and one gate card."""
    game = module_game("gates", extra, players=3)
    player = game.players[0]
    player.alhambra.place(OPEN_WEST, (1, 0))
    card = gate_from_deck(game)
    game.deck.remove(card)
    game.deck_ranges.pop(card.id, None)
    game.ext["gates"].held[0].append(card.id)
    player.reserve.append(WALL_WEST)
    if extra == "characters":
        ammar = next(c for c, n in game.ext["characters"].names.items() if n == AMMAR)
        game.ext["characters"].aside.remove(ammar) if ammar in game.ext["characters"].aside \
            else game.deck.remove(next(c for c in game.deck if c.id == ammar))
        game.deck_ranges.pop(ammar, None)
        game.ext["characters"].owned[0].append(ammar)
    game.apply(TakeMoney((game.display[0].id,)))
    game.apply(EndTurn())
    return game


@pytest.mark.parametrize("extra, step", [("builders", BuilderStep), ("characters", AmmarStep)])
def test_an_extra_redesign_step_may_build_through_a_gate(extra, step):  # M5, D33
    game = extra_step_game(extra)
    assert game.to_move == 0 and game.phase in ("builders:redesign", "characters:ammar")
    through = [a for a in game.legal_actions() if isinstance(a, step) and a.kind == "gates:W"]
    assert {(a.tile, a.pos) for a in through} == {(WALL_WEST.id, (2, 0))}
    game.apply(through[0])
    assert game.players[0].alhambra.at((2, 0)) == WALL_WEST
    assert WALL_WEST not in game.players[0].reserve
    assert gates_held(game, 0) == 0 and len(game.ext["gates"].used) == 1
    assert (2, 0) in game.players[0].alhambra.locked()


def test_games_of_edition_2_go_on_without_gates_in_the_extra_steps():
    game = extra_step_game("builders")
    game.config = replace(game.config, edition=2)   # as a game saved then is replayed
    assert not any(a.kind.startswith("gates:") for a in game.legal_actions()
                   if isinstance(a, BuilderStep))


def test_the_gate_steps_of_an_extra_step_are_those_of_a_turn_s_redesign():  # M5, D33
    game = extra_step_game("builders")
    steps = sorted({(a.kind, a.tile, a.pos) for a in game.legal_actions()
                    if isinstance(a, BuilderStep) and a.kind.startswith("gates:")})
    turn = gate_game(redesign=True)
    gated = sorted(("gates:" + a.side, a.tile, a.pos) for a in turn.legal_actions()
                   if isinstance(a, BuildThroughGate))
    assert steps == gated


@pytest.mark.parametrize("seed", range(8))
def test_random_games_with_gates_account_for_every_card_and_stay_legal(seed):
    players = 2 + seed % 5
    modules = {"gates"} | ({"huts", "vizier"} if seed % 2 else {"diamonds"})
    game = Game.new(GameConfig(players=players, seed=seed, modules=frozenset(modules)))
    rng = random.Random(seed)
    ids = sorted(c.id for c in gate_cards(players))
    steps = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        if steps % 25 == 0:
            found = sorted(c.id for _, c in game.locations() if isinstance(c, GateCard))
            assert found == ids
            for player in game.players:
                assert player.alhambra._all_reachable()
    replay = Game.new(game.config)
    for act in game.log:
        replay.apply(act)
    assert replay.digest() == game.digest()


def test_gate_cards_are_public_in_a_view():
    game = gate_game()
    assert game.view(1).ext["gates"].held == game.ext["gates"].held
