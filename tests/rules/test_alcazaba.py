"""RULES Part 3 — the Alcazaba variant (dice instead of money), D9-D12 and D36."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import KINDS, Game, GameConfig, HiddenInformation, IllegalAction, Kind, Scored
from game.rules.actions import RedesignRemove, Reserve
from game.rules.data import base_tiles
from game.rules.rulesets.alcazaba import (
    DIRK, EXTRA_TOWER_ID, FIRST, SQUARES, TAKE, Claim, NameFirst, RoundBegan, TakeTile,
    TakeToken, Throw, keeps, landing, markers_per_player, table_of,
)
from game.rules.stages import ACTION, PLACE_NOW
from game.rules.types import Tile

from tests.rules import naive
from tests.rules.helpers import misplaced

ALL_TILE_IDS = sorted([t.id for t in base_tiles()] + [EXTRA_TOWER_ID])


def new(players: int = 3, seed: int = 1) -> Game:
    return Game.new(GameConfig(players=players, seed=seed, variant="alcazaba"))


def assert_accounted(game: Game) -> None:
    """The 55 tiles (54 and the extra tower, D11) are each in exactly one place, and one
    where a tile may lie in this way to play."""
    ids = sorted(piece.id for _, piece in game.locations())
    assert ids == ALL_TILE_IDS
    assert not misplaced(game)


def play_randomly(game: Game, rng: random.Random, steps: int | None = None) -> None:
    done = 0
    while not game.is_over and (steps is None or done < steps):
        game.apply(rng.choice(game.legal_actions()))
        done += 1


def set_dice(game: Game, faces: str, throws: int = 1) -> None:
    """Put the dice of the turn in a chosen state (kinds by initial: P S A C G T)."""
    letters = {k.value[0].upper(): k for k in KINDS}
    table = table_of(game)
    table.dice = [letters[f] for f in faces]
    table.throws = throws


# ------------------------------------------------------------------------------ setup
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_setup_stacks_bag_markers_and_first_round(players):
    game = new(players, seed=players)
    table = table_of(game)
    # round 1 is laid out: one stack used, four left, each with one tile of every kind
    assert len(table.stacks) == 4
    for stack in table.stacks:
        assert sorted(t.kind.value for t in stack) == sorted(k.value for k in KINDS)
    # the 6 stack tiles and 5 bag tiles lie in their columns; 25 - 5 stay in the bag
    assert sum(len(v) for v in table.columns.values()) == 11
    assert all(t.kind is kind for kind, tiles in table.columns.items() for t in tiles)
    assert len(game.bag) == 20
    assert table.token in KINDS  # rolled for in rounds 1-4
    assert table.markers == [markers_per_player(players)] * players
    assert markers_per_player(players) == {2: 5, 3: 5, 4: 4, 5: 3, 6: 3}[players]
    assert game.phase == ACTION and game.to_move == table.first
    assert_accounted(game)


def test_the_extra_tower_is_in_the_game_and_the_first_player_is_random():
    firsts = {new(4, seed).current for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    game = new(3, 2)
    assert EXTRA_TOWER_ID in [piece.id for _, piece in game.locations()]
    tower = next(p for _, p in game.locations() if p.id == EXTRA_TOWER_ID)
    assert (tower.kind, tower.price, tower.walls) == (Kind.TOWER, 10, frozenset())


def test_the_extra_tower_is_an_option_of_the_base_game():
    plain = Game.new(GameConfig(players=3, seed=1))
    twelve = Game.new(GameConfig(players=3, seed=1, options={"extra_tower"}))
    def towers(game):
        return sum(1 for _, p in game.locations() if isinstance(p, Tile) and p.kind is Kind.TOWER)

    assert (towers(plain), towers(twelve)) == (11, 12)
    with pytest.raises(ValueError):
        GameConfig(players=3, options={"thirteen_towers"})


def test_no_modules_with_alcazaba():
    with pytest.raises(ValueError):
        GameConfig(players=3, variant="alcazaba", modules={"vizier"})


# ------------------------------------------------------------------------------ throwing
def test_the_first_throw_is_of_all_eight_dice():
    game = new()
    assert game.legal_actions() == [Throw(())]
    with pytest.raises(IllegalAction):
        game.apply(Throw(("tower",)))
    game.apply(Throw(()))
    table = table_of(game)
    assert len(table.dice) == 8 and table.throws == 1


def test_kept_dice_stay_and_a_throw_keeping_all_still_counts():
    game = new()
    game.apply(Throw(()))
    table = table_of(game)
    before = list(table.dice)
    game.apply(Throw(tuple(d.value for d in before)))  # nothing re-rolled
    assert sorted(table.dice) == sorted(before) and table.throws == 2
    kept = (before[0].value,)
    game.apply(Throw(kept))
    assert table.dice[0] is before[0] and table.throws == 3
    assert not any(isinstance(a, Throw) for a in game.legal_actions())  # at most 3 throws
    with pytest.raises(IllegalAction):
        game.apply(Throw(()))


def test_only_dice_that_show_may_be_kept():
    game = new()
    game.apply(Throw(()))
    set_dice(game, "PPPPPPPP")
    with pytest.raises(IllegalAction):
        game.apply(Throw(("tower",)))
    with pytest.raises(IllegalAction):
        game.apply(Throw(("pavilion",) * 9))
    assert Throw(("pavilion",) * 8) in game.legal_actions()


def test_keep_options_cover_every_subset_by_faces():
    dice = [Kind.PAVILION] * 2 + [Kind.TOWER] * 3 + [Kind.GARDEN] * 3
    options = keeps(dice)
    assert len(options) == 3 * 4 * 4 and len(set(options)) == len(options)


# ------------------------------------------------------------------------------ claiming
def test_a_marker_goes_only_to_a_kind_showing_a_die_d9():
    game = new()
    game.apply(Throw(()))
    set_dice(game, "PPPSSSAA", throws=2)
    claims = {a.kind for a in game.legal_actions() if isinstance(a, Claim)}
    assert claims == {"pavilion", "seraglio", "arcades"}
    with pytest.raises(IllegalAction):
        game.apply(Claim("tower"))
    seat = game.to_move
    game.apply(Claim("pavilion"))
    assert table_of(game).board[Kind.PAVILION][(3, 2)] == seat  # 3 dice, 2 throws


def test_a_taken_square_makes_the_newcomer_slide_down_d10():
    taken = {(3, 2): 0, (3, 3): 1}
    assert landing(taken, (3, 2)) == (2, 1)
    assert landing(taken, (4, 1)) == (4, 1)
    full = {square: 0 for square in SQUARES}
    assert landing(full, (8, 1)) is None
    assert landing({(1, 3): 0}, (1, 3)) is None  # past the last square: out this round
    assert SQUARES[0] == (8, 1) and SQUARES[-1] == (1, 3)  # D36: more dice, then fewer throws


def test_claims_slide_and_placed_markers_never_move():
    game = new(players=3, seed=5)
    first = game.to_move
    game.apply(Throw(()))
    set_dice(game, "TTTPPPPP", throws=1)
    game.apply(Claim("tower"))
    second = game.to_move
    game.apply(Throw(()))
    set_dice(game, "TTTPPPPP", throws=1)
    game.apply(Claim("tower"))
    board = table_of(game).board[Kind.TOWER]
    assert board[(3, 1)] == first and board[(3, 2)] == second


def test_a_marker_past_the_last_square_is_out():
    game = new()
    table = table_of(game)
    table.board[Kind.TOWER] = {square: DIRK for square in SQUARES if square[0] <= 2}
    game.apply(Throw(()))
    set_dice(game, "TPPPPPPP", throws=3)
    seat = game.to_move
    markers = table.markers[seat]
    game.apply(Claim("tower"))
    assert seat not in table.board[Kind.TOWER].values()
    assert table.markers[seat] == markers - 1  # the marker is spent all the same


# ------------------------------------------------------------------------------ redesign
def test_a_redesign_instead_of_a_marker_only_after_throw_1_or_2():
    game = new(players=3, seed=3)
    table = table_of(game)
    seat = game.to_move
    tile = table.columns[Kind.TOWER][0]  # a tile in the reserve, to redesign with
    table.columns[Kind.TOWER].remove(tile)
    game.players[seat].reserve.append(tile)
    assert game.legal_actions() == [Throw(())]  # no redesign before the first throw
    with pytest.raises(IllegalAction) as refused:
        game.apply(RedesignRemove((1, 0)))
    assert refused.value.reason == "no_redesign_now"
    game.apply(Throw(()))
    redesigns = [a for a in game.legal_actions() if not isinstance(a, (Throw, Claim))]
    assert redesigns  # after the first throw
    markers = table.markers[seat]
    game.apply(redesigns[0])
    assert table.markers[seat] == markers - 1 and game.to_move != seat  # the marker is spent
    # not after a third throw
    player = game.to_move
    game.apply(Throw(()))
    game.apply(Throw(()))
    game.apply(Throw(()))
    assert all(isinstance(a, Claim) for a in game.legal_actions())
    assert player == game.to_move
    with pytest.raises(IllegalAction) as refused:
        game.apply(RedesignRemove((0, 0)))
    assert refused.value.reason == "no_redesign_now"


# ------------------------------------------------------------------------------ round end
def markers_until_round_end(game: Game, rng: random.Random) -> None:
    while game.phase == ACTION and table_of(game).round == 1:
        game.apply(rng.choice([a for a in game.legal_actions()
                               if isinstance(a, (Throw, Claim))]))


def test_the_round_end_goes_column_by_column_best_marker_first():
    game = new(players=3, seed=8)
    rng = random.Random(8)
    markers_until_round_end(game, rng)
    table = table_of(game)
    expected = [(k, who) for k in KINDS
                for _, who in sorted(table.board[k].items(), key=lambda i: SQUARES.index(i[0]))]
    assert game.phase in (TAKE, PLACE_NOW)
    seen = []
    while game.phase in (TAKE, PLACE_NOW, FIRST) and table.round == 1:
        if game.phase == TAKE:
            kind, who = table.queue[0]
            assert who == game.to_move
            seen.append((kind, who))
            assert all(getattr(a, "tile", None) in [t.id for t in table.columns[kind]]
                       or isinstance(a, TakeToken) for a in game.legal_actions())
        game.apply(game.legal_actions()[0])
    # the winners were asked in this order: pavilions to towers, best marker first (every
    # column holds a tile of the stack, so the very best marker of all was asked first)
    rest = iter(expected)
    assert all(any(entry == later for later in rest) for entry in seen)
    assert seen[0] == expected[0]


def test_a_tile_won_is_placed_at_once_and_leftovers_leave_the_game():
    game = new(players=3, seed=9)
    rng = random.Random(9)
    markers_until_round_end(game, rng)
    table = table_of(game)
    before_gone = len(table.gone)
    while game.phase != TAKE:
        game.apply(rng.choice(game.legal_actions()))
    seat = game.to_move
    take = next(a for a in game.legal_actions() if isinstance(a, TakeTile))
    game.apply(take)
    assert game.phase == PLACE_NOW and game.to_move == seat
    assert [t.id for t in game.players[seat].pending] == [take.tile]
    assert Reserve(take.tile) in game.legal_actions()
    game.apply(Reserve(take.tile))
    taken = 1
    while table.round == 1 and not game.is_over:
        act = rng.choice(game.legal_actions())
        taken += isinstance(act, TakeTile)
        game.apply(act)
    dirk = len(game.dirk or ())
    # the 11 tiles laid out: those won stay with their winners, the rest leave the game
    assert len(table.gone) - before_gone == 11 - taken - dirk
    assert all(t.id not in [g.id for g in table.gone] for p in game.players
               for t in [*p.reserve, *p.alhambra.tiles()])
    assert_accounted(game)


def test_whoever_takes_the_token_names_the_next_first_player():
    game = new(players=3, seed=11)
    table = table_of(game)
    kind = table.token
    # one marker only, in the token's column, and nothing else there
    table.columns[kind], table.gone = [], table.gone + table.columns[kind]
    seat = game.to_move
    table.board[kind][(8, 1)] = seat
    table.markers = [0, 0, 0]
    table.markers[seat] = 1
    game.apply(Throw(()))
    set_dice(game, "PPPPPPPP", throws=1)
    game.apply(Claim("pavilion"))
    while game.phase != TAKE or table.queue[0][0] is not kind:
        game.apply(game.legal_actions()[0])
    assert game.legal_actions() == [TakeToken()]
    game.apply(TakeToken())
    assert game.phase == FIRST and game.to_move == seat
    other = (seat + 1) % 3
    game.apply(NameFirst(other))
    while table.round == 1:
        game.apply(game.legal_actions()[0])
    assert table.first == other and game.current == other


def test_scorings_after_rounds_1_3_and_5_and_the_game_ends():
    game = new(players=4, seed=12)
    rng = random.Random(12)
    rounds_at_scoring = []
    playing = 1
    while not game.is_over:
        for event in game.apply(rng.choice(game.legal_actions())):
            if isinstance(event, Scored):
                rounds_at_scoring.append(playing)
            elif isinstance(event, RoundBegan):
                playing = event.round
    assert [s.number for s in game.history] == [1, 2, 3]
    assert rounds_at_scoring == [1, 3, 5]
    assert table_of(game).round == 5 and game.winners
    assert_accounted(game)


# ------------------------------------------------------------------------------ two players
def test_dirks_markers_go_by_the_bag_tiles_in_draw_order():
    game = new(players=2, seed=14)
    table = table_of(game)
    dirk = [(k, sq) for k in KINDS for sq, who in table.board[k].items() if who == DIRK]
    assert len(dirk) == 5
    assert sorted(sq[1] for _, sq in dirk) == [3] * 5  # the 3-throw squares
    rows = sorted(sq[0] for _, sq in dirk)
    # rows 2-6 unless two markers met in one column (the later one slides down)
    assert rows == [2, 3, 4, 5, 6] or len({k for k, _ in dirk}) < 5


def test_dirk_takes_the_cheapest_tile_and_the_token_only_when_no_tile_is_left_d12():
    game = new(players=2, seed=15)
    table = table_of(game)
    kind = table.token
    for k in KINDS:
        table.board[k] = {}
    tiles = sorted(table.columns[kind], key=lambda t: (t.price, str(t.id)))
    table.board[kind] = {(8, 1): DIRK, (7, 1): DIRK, (6, 1): DIRK, (5, 1): DIRK}
    table.markers = [1, 0]
    first = table.first = game.current = game.to_move = 0
    game.apply(Throw(()))
    set_dice(game, "PPPPPPPP", throws=1)
    game.apply(Claim("pavilion"))
    while table.round == 1 and not game.is_over:
        game.apply(game.legal_actions()[0])
    assert [t.id for t in game.dirk[: len(tiles)]] == [t.id for t in tiles][: len(game.dirk)]
    if len(tiles) < 4:  # a marker was left for the token
        assert table.first == 1 - first


def test_a_tile_won_may_go_to_dirk_with_two_players():
    game = new(players=2, seed=16)
    rng = random.Random(16)
    while game.phase != PLACE_NOW:
        game.apply(rng.choice(game.legal_actions()))
    tile = game.players[game.to_move].pending[0]
    from game.rules.actions import GiveToDirk

    assert GiveToDirk(tile.id) in game.legal_actions()
    game.apply(GiveToDirk(tile.id))
    assert tile in game.dirk


# ------------------------------------------------------------------------------ play, saves, views
def assert_markers(game: Game) -> None:
    """No seat has more markers on the board than it has placed this round; Dirk has at
    most his five."""
    table = table_of(game)
    on_board = Counter(who for kind in KINDS for who in table.board[kind].values())
    each = markers_per_player(len(game.players))
    for seat, left in enumerate(table.markers):
        assert 0 <= left <= each
        assert on_board[seat] <= each - left
    assert on_board[DIRK] <= (5 if game.dirk is not None else 0)


@pytest.mark.parametrize("players, seed", [(p, s) for p in (2, 3, 4, 5, 6) for s in range(40)])
def test_random_games_account_for_every_tile_and_end_after_five_rounds(players, seed):
    game = new(players, seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        assert_markers(game)
        if steps % 40 == 0:
            assert_accounted(game)
            for player in game.players:
                assert naive.is_valid(naive.grid_of(player.alhambra))
    assert_accounted(game)
    assert [s.number for s in game.history] == [1, 2, 3]
    replay = new(players, seed)
    for act in game.log:
        replay.apply(act)
    assert replay.digest() == game.digest()


def test_a_saved_alcazaba_game_loads_and_replays():
    from game.saves.files import session_from_bytes
    from tests.save.helpers import save_bytes
    from game.session import Seat, Session

    game = new(3, 21)
    play_randomly(game, random.Random(21), 120)
    session = Session(game, [Seat(n) for n in game.names])
    loaded = session_from_bytes(save_bytes(session))
    assert loaded.game.config.variant == "alcazaba"
    assert loaded.game.digest() == game.digest()


def test_views_hide_which_tile_lies_in_which_stack():
    game = new(3, 22)
    other = game.clone()
    table, swapped = table_of(game), table_of(other)
    # swap the pavilions of two stacks: a difference no player can see
    a = next(i for i, t in enumerate(swapped.stacks[0]) if t.kind is Kind.PAVILION)
    b = next(i for i, t in enumerate(swapped.stacks[1]) if t.kind is Kind.PAVILION)
    swapped.stacks[0][a], swapped.stacks[1][b] = swapped.stacks[1][b], swapped.stacks[0][a]
    assert table.to_dict() != swapped.to_dict()
    assert game.view(0).state_dict() == other.view(0).state_dict()
    world = game.view(1).determinize(random.Random(3))
    assert_accounted(world)
    assert all(sorted(t.kind.value for t in s) == sorted(k.value for k in KINDS)
               for s in table_of(world).stacks)
    with pytest.raises(HiddenInformation):
        game.view(0).apply(Throw(()))  # a view cannot throw real dice


@pytest.mark.parametrize("rounds", [0, 3])
def test_views_hide_which_unseen_tiles_are_in_the_stacks_and_which_in_the_bag(rounds):
    # RULES Part 3 setup, 1.7: a stack holds one tile of each kind, face down; the other
    # tiles of the kind are in the bag. Which are which nobody knows, even with one stack left.
    game = new(3, 24)
    rng = random.Random(4)
    while table_of(game).round <= rounds:
        play_randomly(game, rng, steps=1)
    other = game.clone()
    table, swapped = table_of(game), table_of(other)
    stack = swapped.stacks[-1]
    index, tile = next((i, t) for i, t in enumerate(stack)
                       if any(b.kind is t.kind for b in other.bag))
    spot = next(i for i, b in enumerate(other.bag) if b.kind is tile.kind)
    stack[index], other.bag[spot] = other.bag[spot], stack[index]
    assert table.to_dict() != swapped.to_dict()
    for seat in range(3):
        assert game.view(seat).state_dict() == other.view(seat).state_dict()


def test_the_first_throw_on_a_view_is_legal_but_cannot_be_made():
    view = new(3, 23).view(0)
    assert view.is_legal(Throw(()))


def test_dice_follow_the_seed():
    one, two = new(3, 30), new(3, 30)
    one.apply(Throw(()))
    two.apply(Throw(()))
    assert table_of(one).dice == table_of(two).dice
    faces = Counter()
    for seed in range(200):
        game = new(2, seed)
        game.apply(Throw(()))
        faces.update(table_of(game).dice)
    assert set(faces) == set(KINDS) and min(faces.values()) > 200


def test_the_round_is_the_dice_round_not_the_turns_counted_by_players():
    # RULES Part 3: five rounds, each as long as its tiles last; the log's "goes on at" line
    # and a save's summary say this round, not one turn per player
    game = Game.new(GameConfig(players=3, seed=5, variant="alcazaba"))
    rng = random.Random(5)
    seen = set()
    while not game.is_over:
        assert game.ruleset.round_of(game) == table_of(game).round
        seen.add((game.ruleset.round_of(game), (game.turn - 1) // 3 + 1))
        game.apply(rng.choice(game.legal_actions()))
    assert {dice for dice, _ in seen} == {1, 2, 3, 4, 5}
    assert any(dice != by_turns for dice, by_turns in seen)
