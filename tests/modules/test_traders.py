"""RULES Part 2, M12 Street traders (D17, D31): secret citizens on a trader disc, lifted when a
tile is built on its place, citizens moving onto matching buildings (a new one drawn) or
swapped, the disc moved beside a building at the end of that turn, sets scored at every
scoring, citizens leaving with their building."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import (
    ACTION, PLACEMENT, WINDOW, Game, GameConfig, IllegalAction, Kind, Pass, Place, TakeMoney,
)
from game.rules.actions import EndTurn, RedesignRemove
from game.rules.modules.builders import BuilderStep
from game.rules.modules.vizier import UseVizier
from game.rules.modules.huts import hut_tiles
from game.rules.modules.traders import (
    LIFTED, MOVE, PICK, SIDE, KeepDisc, MoveCitizenIn, PickCitizen, PlaceDisc, SwapCitizen,
    citizens_total, set_points,
)
from tests.modules.helpers import real_tile, set_hand, set_market

PAVILION, SERAGLIO, ARCADES, CHAMBERS, GARDEN, TOWER = Kind
PAVILION_8 = real_tile("pavilion", 8)     # no walls
SERAGLIO_9 = real_tile("seraglio", 9)     # no walls
CHAMBERS_10 = real_tile("chambers", 10)   # no walls


@pytest.mark.parametrize("sets, points", [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21)])
def test_a_set_of_n_colours_scores_the_table(sets, points):
    assert set_points(Counter({kind: 1 for kind in list(Kind)[:sets]})) == points


def test_the_sheets_example_scores_17():  # 3 red, 2 white, 2 green, 1 blue -> 4 + 3 + 1 sets
    citizens = Counter({SERAGLIO: 3, CHAMBERS: 2, GARDEN: 2, PAVILION: 1})
    assert set_points(citizens) == 10 + 6 + 1 == 17


def set_up(players: int = 3, discs=((PAVILION, SERAGLIO, ARCADES),) * 6,
           sides=((0, -1),) * 6, others: tuple[str, ...] = ()) -> Game:
    """A game with traders (and ``others``) past its setup: each seat's disc and its place
    by the fountain."""
    game = Game.new(GameConfig(players=players, seed=1,
                               modules=frozenset({"traders", *others})))
    while game.phase == PICK:
        seat = game.to_move
        disc = game.ext["traders"].disc[seat]
        game.apply(PickCitizen(discs[seat][len(disc)].value))
    while game.phase == SIDE:
        game.apply(PlaceDisc(sides[game.to_move]))
    assert game.phase == ACTION
    game.current = game.to_move = 0
    return game


def test_setup_each_player_chooses_three_different_citizens_in_secret():
    game = Game.new(GameConfig(players=3, seed=1, modules=frozenset({"traders"})))
    first = game.to_move
    assert game.phase == PICK
    game.apply(PickCitizen("tower"))
    with pytest.raises(IllegalAction):   # one of each colour
        game.clone().apply(PickCitizen("tower"))
    game.apply(PickCitizen("garden"))
    game.apply(PickCitizen("pavilion"))
    assert game.phase == PICK and game.to_move != first
    state = game.ext["traders"]
    assert sum(state.supply.values()) == 42  # nothing revealed yet
    view = game.view(game.to_move)
    assert view.ext["traders"].disc[first] == [None, None, None]   # secret until all chose
    sample = view.determinize(random.Random(2)).ext["traders"].disc[first]
    assert len(set(sample)) == 3 and None not in sample


def test_the_views_log_keeps_another_player_s_picks_secret():  # M12 "secretly", RULES 1.7
    game = Game.new(GameConfig(players=3, seed=1, modules=frozenset({"traders"})))
    first = game.to_move
    for kind in ("tower", "garden", "pavilion"):
        game.apply(PickCitizen(kind))
    other = game.to_move
    mine = game.view(first).log
    theirs = game.view(other).log
    assert mine == game.log      # the picker remembers its own choices
    assert len(theirs) == len(game.log)
    assert not any(isinstance(a, PickCitizen) and a.kind for a in theirs)
    # a game whose first player picked otherwise looks the same to the next one
    twin = Game.new(GameConfig(players=3, seed=1, modules=frozenset({"traders"})))
    for kind in ("seraglio", "tower", "chambers"):
        twin.apply(PickCitizen(kind))
    assert twin.view(other).log == theirs
    assert twin.view(other).state_dict() == game.view(other).state_dict()


def test_revealed_together_the_picks_show_no_order():  # M12, RULES 1.7
    discs = []
    for picks in (("tower", "garden", "pavilion"), ("pavilion", "tower", "garden")):
        game = Game.new(GameConfig(players=3, seed=1, modules=frozenset({"traders"})))
        first = game.to_move
        while game.phase == PICK:
            seat = game.to_move
            taken = len(game.ext["traders"].disc[seat])
            game.apply(PickCitizen(picks[taken]) if seat == first
                       else next(a for a in game.legal_actions()))
        discs.append(game.view((first + 1) % 3).ext["traders"].disc[first])
    assert discs[0] == discs[1] == [PAVILION, GARDEN, TOWER]


def test_choices_are_revealed_together_and_the_disc_goes_beside_the_fountain():
    game = Game.new(GameConfig(players=3, seed=1, modules=frozenset({"traders"})))
    while game.phase == PICK:
        disc = game.ext["traders"].disc[game.to_move]
        game.apply(next(a for a in game.legal_actions() if a not in disc))
    state = game.ext["traders"]
    assert state.revealed and sum(state.supply.values()) == 42 - 9
    assert game.phase == SIDE
    assert sorted(a.pos for a in game.legal_actions()) == [(-1, 0), (0, -1), (0, 1), (1, 0)]
    view = game.view(game.to_move)
    assert all(None not in disc for disc in view.ext["traders"].disc)  # public from now on
    with pytest.raises(IllegalAction):
        game.clone().apply(PlaceDisc((2, 0)))


def placing(game: Game, tile) -> None:
    """Seat 0, placing its new tiles, builds ``tile`` on its disc's place."""
    game.phase = PLACEMENT
    game.players[0].pending.append(tile)
    game.apply(Place(tile.id, game.ext["traders"].pos[0]))


def test_a_matching_citizen_moves_in_and_a_new_one_is_drawn():
    game = set_up()
    state = game.ext["traders"]
    placing(game, PAVILION_8)   # a pavilion built on the disc, which carries a pavilion
    assert game.phase == LIFTED and state.pos[0] is None
    assert KeepDisc() in game.legal_actions()
    assert {a.draw for a in game.legal_actions() if isinstance(a, MoveCitizenIn)} == \
        {k.value for k in Kind}
    before = state.supply[TOWER]
    game.apply(MoveCitizenIn("tower"))
    assert state.citizens[0] == {PAVILION_8.id: PAVILION}
    assert sorted(state.disc[0]) == sorted([SERAGLIO, ARCADES, TOWER])
    assert state.supply[TOWER] == before - 1
    assert game.phase == PLACEMENT   # back where the game was


def test_with_no_matching_colour_one_citizen_may_be_swapped():
    game = set_up()
    state = game.ext["traders"]
    placing(game, CHAMBERS_10)
    assert not any(isinstance(a, MoveCitizenIn) for a in game.legal_actions())
    assert SwapCitizen("pavilion", "tower") in game.legal_actions()
    game.apply(SwapCitizen("pavilion", "tower"))
    assert sorted(state.disc[0]) == sorted([SERAGLIO, ARCADES, TOWER])
    assert state.citizens[0] == {}


def test_a_hut_on_the_disc_lifts_it_and_offers_the_swap_only():  # D17
    game = Game.new(GameConfig(players=3, seed=1, modules=frozenset({"traders", "huts"})))
    while game.phase in (PICK, SIDE):
        game.apply(game.legal_actions()[0])
    state = game.ext["traders"]
    disc_kinds = set(state.disc[0])
    hut = next(h for h in hut_tiles() if h.kind in disc_kinds)
    game.current = game.to_move = 0
    placing(game, hut)
    assert game.phase == LIFTED
    assert not any(isinstance(a, MoveCitizenIn) for a in game.legal_actions())
    assert any(isinstance(a, SwapCitizen) for a in game.legal_actions())


def test_the_disc_moves_at_the_end_of_that_turn_beside_a_building_only():  # D31
    game = set_up()
    state = game.ext["traders"]
    placing(game, PAVILION_8)        # at (0, -1), above the fountain
    game.apply(KeepDisc())
    game.apply(EndTurn())
    assert game.phase == MOVE and game.to_move == 0
    places = {a.pos for a in game.legal_actions()}
    assert places == {(-1, -1), (1, -1), (0, -2)}   # beside the pavilion, not the fountain
    game.apply(PlaceDisc((0, -2)))
    assert state.pos[0] == (0, -2) and not state.lifted[0]


def test_a_master_builder_s_step_onto_the_disc_moves_it_at_the_end_of_that_turn():  # D47
    game = set_up(others=("builders",))
    state = game.ext["traders"]
    game.players[0].reserve.append(PAVILION_8)
    game.apply(TakeMoney((game.display[0].id,)))
    game.apply(EndTurn())
    assert game.phase == "builders:redesign"
    game.apply(next(a for a in game.legal_actions() if isinstance(a, BuilderStep)
                    and a.kind == "add" and a.pos == (0, -1)))
    assert game.phase == LIFTED and state.pos[0] is None
    game.apply(KeepDisc())
    assert game.phase == MOVE and game.to_move == 0 and game.turn == 1   # the same turn
    game.apply(PlaceDisc((0, -2)))
    assert state.pos[0] == (0, -2) and game.phase == ACTION and game.current == 1


def test_a_disc_lifted_between_turns_moves_when_the_window_closes():  # D43
    game = set_up(others=("vizier",))
    state = game.ext["traders"]
    set_market(game, PAVILION_8)                  # square 1: florins
    set_hand(game, 1, "florin 8")
    game.apply(TakeMoney((game.display[0].id,)))
    game.apply(EndTurn())
    assert game.phase == WINDOW and game.to_move == 1
    game.apply(next(a for a in game.legal_actions() if isinstance(a, UseVizier)))
    game.apply(Place(PAVILION_8.id, (0, -1)))     # onto seat 1's disc
    game.apply(KeepDisc())
    while game.phase == WINDOW:
        game.apply(Pass())
    assert game.phase == MOVE and game.to_move == 1 and game.current == 0
    game.apply(PlaceDisc((0, -2)))
    assert state.pos[1] == (0, -2) and game.phase == ACTION and game.current == 1


def test_the_disc_does_not_move_unless_built_on():  # D31
    game = set_up()
    game.phase = PLACEMENT
    game.players[0].pending.append(PAVILION_8)
    game.apply(Place(PAVILION_8.id, (1, 0)))   # not on the disc at (0, -1)
    game.apply(EndTurn())
    assert game.phase != MOVE and game.ext["traders"].pos[0] == (0, -1)


def test_a_building_leaving_returns_its_citizen_to_the_supply():
    game = set_up()
    state = game.ext["traders"]
    placing(game, PAVILION_8)
    game.apply(MoveCitizenIn("tower"))
    supply = state.supply[PAVILION]
    game.phase = ACTION
    game.apply(RedesignRemove((0, -1)))
    assert state.citizens[0] == {} and state.supply[PAVILION] == supply + 1


def test_citizens_score_in_sets_at_every_scoring():
    game = set_up()
    state = game.ext["traders"]
    state.citizens[0] = {1: SERAGLIO, 2: SERAGLIO, 3: SERAGLIO, 4: CHAMBERS, 5: CHAMBERS,
                         6: GARDEN, 7: GARDEN, 8: PAVILION}
    module = game.module("traders")
    for scoring in (1, 2, 3):
        assert module.scoring_lines(game, scoring)["Street traders"] == [17, 0, 0]


def test_random_play_keeps_every_citizen_accounted_for():
    for seed in range(3):
        game = Game.new(GameConfig(players=4, seed=seed,
                                   modules=frozenset({"traders", "huts", "camps"})))
        rng = random.Random(seed)
        moved_in = 0
        while not game.is_over:
            acts = game.legal_actions()
            moves = [a for a in acts if isinstance(a, MoveCitizenIn)]
            act = rng.choice(moves or acts)
            moved_in += isinstance(act, MoveCitizenIn)
            game.apply(act)
            state = game.ext["traders"]
            if state.revealed:
                assert citizens_total(state) == {kind: 7 for kind in Kind}
            for seat, citizens in enumerate(state.citizens):
                alhambra = game.players[seat].alhambra
                for tile_id, kind in citizens.items():
                    pos = alhambra.position_of(tile_id)
                    assert pos is not None and alhambra.at(pos).kind is kind
                disc_pos = state.pos[seat]
                assert disc_pos is None or disc_pos not in alhambra
        assert moved_in


def test_one_more_citizen_is_worth_one_more_than_the_colours_counted_more():
    """What the computer players count on: adding a citizen of a kind counted c makes the set
    of the kinds counted more than c one colour bigger (triangular set points)."""
    rng = random.Random(8)
    for _ in range(200):
        placed = Counter({kind: rng.randrange(4) for kind in Kind})
        kind = rng.choice(list(Kind))
        more = placed.copy()
        more[kind] += 1
        gain = 1 + sum(1 for n in placed.values() if n > placed[kind])
        assert set_points(more) - set_points(placed) == gain
