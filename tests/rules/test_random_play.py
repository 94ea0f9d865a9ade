"""Random play over hundreds of seeded games (2-6 players): the invariants of RULES 1.1-1.8
hold after every action, games end, replays are exact, clones are independent, and every
action is accepted exactly when the rules (read independently here) allow it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import (
    ACTION, OVER, PLACE_NOW, PLACEMENT, Buy, Currency, EndActions, EndTurn, Game, GameConfig,
    GiveToDirk, IllegalAction, MoneyCard, Pass, Place, RedesignAdd, RedesignExchange,
    RedesignRemove, Reserve, TakeMoney, Tile, action_from_json,
)
from tests.rules import naive
from tests.rules.helpers import assert_accounted, misplaced

MAX_ACTIONS = 5000  # a random game takes well under 1000 decisions
GRID_CHANGES = (Place, RedesignAdd, RedesignRemove, RedesignExchange)


def piece_ids(game: Game) -> tuple[list, list]:
    """The ids of every tile and every card found anywhere, sorted."""
    tiles, cards = [], []
    for _, piece in game.locations():
        (tiles if isinstance(piece, Tile) else cards).append(piece.id)
    return sorted(tiles), sorted(cards)


@dataclass(frozen=True)
class Before:
    """What the checks need to know of the state before an action."""

    scores: tuple[int, ...]
    dirk_score: int | None
    turn: int
    to_move: int

    @classmethod
    def of(cls, game: Game) -> Before:
        return cls(tuple(game.scores), game.dirk_score, game.turn, game.to_move)


def play(players: int, seed: int, check: Callable[[Game, Before, object], None] | None = None,
         choose_seed: int | None = None) -> Game:
    """A game of uniformly random legal actions; ``check(game, before, action)`` after each."""
    game = Game.new(GameConfig(players=players, seed=seed))
    rng = random.Random(seed if choose_seed is None else choose_seed)
    for _ in range(MAX_ACTIONS):
        if game.is_over:
            return game
        actions = game.legal_actions()
        assert actions, f"nothing to do in phase {game.phase}"
        action = rng.choice(actions)
        before = Before.of(game)
        game.apply(action)
        if check:
            check(game, before, action)
    raise AssertionError(f"game {players}/{seed} did not end in {MAX_ACTIONS} actions")


class Invariants:
    """The checks made after every action of a random game."""

    def __init__(self, game: Game) -> None:
        assert_accounted(game)  # the full check once; then the pieces may only move
        self.pieces = piece_ids(game)

    def __call__(self, game: Game, before: Before, action) -> None:
        # RULES 1.1: every tile and card in exactly one place, and a place it may lie in
        assert piece_ids(game) == self.pieces, action
        assert not misplaced(game), action
        # RULES 1.5: scores never decrease (nor Dirk's)
        assert all(a >= b for a, b in zip(game.scores, before.scores)), action
        if game.dirk is not None:
            assert game.dirk_score >= before.dirk_score
        # RULES 1.4: every Alhambra that changed still satisfies B2-B5
        if isinstance(action, GRID_CHANGES):
            seat = before.to_move
            alhambra = game.players[seat].alhambra
            assert alhambra.is_valid()
            assert naive.is_valid(naive.grid_of(alhambra)), "\n" + naive.draw(
                naive.grid_of(alhambra))
        # RULES 1.3: the display has 4 cards whenever a turn starts (while cards remain)
        if game.phase == ACTION and game.turn != before.turn and game.deck:
            assert len(game.display) == 4
        assert len(game.market) == 4 and 0 <= game.to_move < len(game.players)
        # RULES 1.5: scorings in order, at most three
        assert [s.number for s in game.history] == sorted({s.number for s in game.history})


def play_checked(players: int, seed: int) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed))
    invariants = Invariants(game)
    return play(players, seed, check=invariants)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_every_invariant(players):
    for seed in range(40):
        game = play_checked(players, seed)
        assert_accounted(game)
        # RULES 1.6: the game ended with the 3rd scoring; the best score wins (D6)
        assert game.phase == OVER and game.history[-1].number == 3
        assert game.winners == tuple(s for s, v in enumerate(game.scores)
                                     if v == max(game.scores))
        # RULES 1.6: it ended because the bag ran out
        assert game.bag == []


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**63 - 1),
       choose=st.integers(0, 2**32 - 1))
def test_hypothesis_random_games_keep_every_invariant(players, seed, choose):
    game = Game.new(GameConfig(players=players, seed=seed))
    play(players, seed, check=Invariants(game), choose_seed=choose)


# ------------------------------------------------------------------ replay and clones
@pytest.mark.parametrize("players", [2, 4, 6])
def test_same_seed_and_actions_replay_to_the_same_state(players):
    # the same seed and the same actions give the same game (also through JSON)
    for seed in range(4):
        checkpoints = {}

        def remember(game, before, action, checkpoints=checkpoints):
            if len(game.log) % 25 == 0:
                checkpoints[len(game.log)] = game.digest()

        original = play(players, seed, check=remember)
        replay = Game.new(GameConfig(players=players, seed=seed))
        for step, action in enumerate(original.log, start=1):
            replay.apply(action_from_json(action.to_json()))
            if step in checkpoints:
                assert replay.digest() == checkpoints[step], step
        assert replay.digest() == original.digest()
        assert replay.scores == original.scores and replay.winners == original.winners


def test_a_clone_shares_no_mutable_state():
    # mutate a clone in every way (play on, poke every list): the original is unchanged,
    # and the other way round
    rng = random.Random(5)
    for seed in range(12):
        game = Game.new(GameConfig(players=2 + seed % 5, seed=seed))
        for _ in range(rng.randrange(0, 300)):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
        for direction in ("clone", "original"):
            original = game.clone()
            copy = original.clone()
            target, witness = (copy, original) if direction == "clone" else (original, copy)
            # the digest covers the state; the log and the scorings so far are kept apart
            fingerprint = (witness.digest(), len(witness.log), len(witness.history))
            for _ in range(30):
                if target.is_over:
                    break
                target.apply(rng.choice(target.legal_actions()))
            poke(target)
            assert (witness.digest(), len(witness.log), len(witness.history)) == fingerprint, \
                direction


def test_copies_draw_the_same_chances_in_any_order():
    # a copy shares its original's generator until one of them draws (Game.rng): whoever
    # draws first, each goes on from the state of the moment it was copied
    game = Game.new(GameConfig(players=3, seed=11))
    expected = random.Random()
    expected.setstate(game.rng.getstate())
    first = [expected.random() for _ in range(3)]
    copies = [game.clone() for _ in range(3)]
    grandchild = copies[1].clone()
    assert [game.rng.random() for _ in range(3)] == first  # the original draws first
    later = [expected.random() for _ in range(3)]
    assert [game.rng.random() for _ in range(3)] == later
    for copy in (copies[2], grandchild, copies[0], copies[1]):
        assert [copy.rng.random() for _ in range(3)] == first
    copy = game.clone()  # copied after drawing: goes on from there
    assert [copy.rng.random() for _ in range(2)] == [expected.random() for _ in range(2)]


def poke(game: Game) -> None:
    """Change every mutable part of a game directly."""
    for player in game.players:
        player.hand.append(MoneyCard(99_999, Currency.FLORIN, 1))
        player.reserve.append(Tile(id="poke", kind=None, price=0))
        player.pending.append(Tile(id="poke2", kind=None, price=0))
        player.score += 100
        frontier = sorted(player.alhambra.frontier())
        spots = [p for p in frontier if player.alhambra.check(Tile("p", None, 0), p) is None]
        if spots:
            player.alhambra.place(Tile("p", None, 0), spots[0])
    game.market[0] = None
    game.bag.clear()
    game.display.clear()
    game.deck.reverse()
    game.discard.append(MoneyCard(99_998, Currency.DUCAT, 2))
    game.history.clear()
    game.log.clear()
    game.turn_bought.append("poke")
    if game.dirk is not None:
        game.dirk.clear()
    game.rng.random()


# ------------------------------------------------------------------ the rules as an oracle
def legal_by_the_rules(game: Game, action) -> bool:
    """Whether RULES 1.3/1.4/1.8 allow ``action`` for the seat to move, decided from the
    rule text and the public state (not from the engine's lists)."""
    phase, seat = game.phase, game.to_move
    player = game.players[seat]
    grid = naive.grid_of(player.alhambra)
    reserve = {t.id: t for t in player.reserve if t.id not in game.turn_bought}
    pending = {t.id: t for t in player.pending}
    if phase == OVER:
        return False
    if isinstance(action, TakeMoney):
        display = {c.id: c for c in game.display}
        cards = action.cards
        if phase != ACTION or not cards or len(set(cards)) != len(cards):
            return False
        if any(i not in display for i in cards):
            return False
        return len(cards) == 1 or sum(display[i].value for i in cards) <= 5
    if isinstance(action, Buy):
        if phase != ACTION or action.square not in range(4) or game.market[action.square] is None:
            return False
        hand = {c.id: c for c in player.hand}
        cards = action.cards
        if not cards or len(set(cards)) != len(cards) or any(i not in hand for i in cards):
            return False
        currency = game.currency_of(action.square)
        if any(hand[i].currency is not currency for i in cards):
            return False
        return sum(hand[i].value for i in cards) >= game.market[action.square].price
    if isinstance(action, RedesignAdd):
        return (phase == ACTION and action.tile in reserve
                and naive.check(grid, reserve[action.tile].walls, action.pos) is None)
    if isinstance(action, RedesignRemove):
        return phase == ACTION and not naive.removal_failures(grid, action.pos)
    if isinstance(action, RedesignExchange):
        return (phase == ACTION and action.tile in reserve
                and naive.can_exchange(grid, reserve[action.tile].walls, action.pos))
    if isinstance(action, EndActions):
        return phase == ACTION and (game.turn_actions > 0 or not can_act(game, grid, reserve))
    if isinstance(action, Place):
        return (phase in (PLACEMENT, PLACE_NOW) and action.tile in pending
                and naive.check(grid, pending[action.tile].walls, action.pos) is None)
    if isinstance(action, Reserve):
        return phase in (PLACEMENT, PLACE_NOW) and action.tile in pending
    if isinstance(action, GiveToDirk):
        return (len(game.players) == 2 and phase == PLACEMENT and action.tile in pending
                and action.tile in game.turn_bought)
    if isinstance(action, EndTurn):
        return phase == PLACEMENT and not pending
    if isinstance(action, Pass):
        return False  # no between-turns window in the base game
    raise AssertionError(action)


def can_act(game: Game, grid, reserve: dict) -> bool:
    """Whether the seat to move could take money, buy, or redesign at all."""
    player = game.players[game.to_move]
    if game.display:
        return True
    for square, t in enumerate(game.market):
        currency = game.currency_of(square)
        money = sum(c.value for c in player.hand
                    if isinstance(c, MoneyCard) and c.currency is currency)
        if t is not None and money >= t.price:
            return True
    if naive.removable_positions(grid):
        return True
    return any(naive.legal_positions(grid, t.walls) or naive.exchange_positions(grid, t.walls)
               for t in reserve.values())


def candidate_actions(game: Game, rng: random.Random, count: int) -> list:
    """A mix of legal and illegal actions for the seat to move."""
    player = game.players[game.to_move]
    others = [c.id for p in game.players for c in p.hand] + [c.id for c in game.deck[:5]]
    tiles = [t.id for t in player.reserve + player.pending] + [t.id for t in game.bag[:3]]
    tiles += [t.id for t in game.market if t is not None]
    x0, y0, x1, y1 = player.alhambra.bounds()
    out = []
    for _ in range(count):
        pos = (rng.randint(x0 - 2, x1 + 2), rng.randint(y0 - 2, y1 + 2))
        kind = rng.randrange(10)
        if kind == 0:
            pool = [c.id for c in game.display] + rng.sample(others, min(2, len(others)))
            cards = rng.sample(pool, rng.randint(0, min(4, len(pool))))
            if cards and rng.random() < 0.1:
                cards.append(cards[0])
            out.append(TakeMoney(tuple(cards)))
        elif kind in (1, 2):
            pool = [c.id for c in player.hand] + rng.sample(others, min(2, len(others)))
            cards = rng.sample(pool, rng.randint(0, min(5, len(pool))))
            out.append(Buy(rng.randint(-1, 4), tuple(cards)))
        elif kind == 3 and tiles:
            out.append(RedesignAdd(rng.choice(tiles), pos))
        elif kind == 4:
            out.append(RedesignRemove(rng.choice([pos, *player.alhambra])))
        elif kind == 5 and tiles:
            out.append(RedesignExchange(rng.choice(tiles), rng.choice([pos, *player.alhambra])))
        elif kind == 6 and tiles:
            out.append(Place(rng.choice(tiles), pos))
        elif kind == 7 and tiles:
            out.append(rng.choice([Reserve, GiveToDirk])(rng.choice(tiles)))
        else:
            out.append(rng.choice([EndTurn(), EndActions(), Pass()]))
    return out


def test_actions_are_accepted_exactly_when_the_rules_allow_and_refusals_change_nothing():
    # RULES 1.3/1.4/1.8 as an oracle; an IllegalAction leaves the game as it was
    rng = random.Random(2024)
    accepted = refused = 0
    for seed in range(24):
        players = 2 + seed % 5
        game = Game.new(GameConfig(players=players, seed=seed))
        while not game.is_over:
            if rng.random() < 0.1:
                before = game.digest()
                for action in candidate_actions(game, rng, 12):
                    expected = legal_by_the_rules(game, action)
                    trial = game.clone()
                    try:
                        trial.apply(action)
                    except IllegalAction:
                        assert not expected, f"refused a legal {action} in {game.phase}"
                        assert trial.digest() == before, f"{action} refused but changed"
                        refused += 1
                    else:
                        assert expected, f"accepted an illegal {action} in {game.phase}"
                        accepted += 1
                assert game.digest() == before  # trying on a clone left the game alone
            game.apply(rng.choice(game.legal_actions()))
    assert accepted > 30 and refused > 300  # both sides were really exercised


def test_listed_actions_are_legal_and_placements_complete():
    # legal_actions() offers only legal actions, and every legal position for each tile
    rng = random.Random(77)
    for seed in range(20):
        game = Game.new(GameConfig(players=2 + seed % 5, seed=seed))
        while not game.is_over:
            actions = game.legal_actions()
            if rng.random() < 0.1:
                for action in actions:
                    assert legal_by_the_rules(game, action), action
                player = game.players[game.to_move]
                grid = naive.grid_of(player.alhambra)
                if game.phase in (PLACEMENT, PLACE_NOW):
                    for t in player.pending:
                        listed = {a.pos for a in actions if isinstance(a, Place) and a.tile == t.id}
                        assert listed == naive.legal_positions(grid, t.walls)
                if game.phase == ACTION:
                    for t in player.reserve:
                        if t.id in game.turn_bought:
                            continue
                        listed = {a.pos for a in actions
                                  if isinstance(a, RedesignAdd) and a.tile == t.id}
                        assert listed == naive.legal_positions(grid, t.walls)
            game.apply(rng.choice(actions))


@pytest.mark.parametrize("modules", [frozenset(), frozenset({"vizier", "gates", "camps"}),
                                     frozenset({"characters", "citywalls", "builders"})])
def test_listing_without_redesigns_leaves_out_exactly_the_redesign_steps(modules):
    # the lazy listing a search uses: the same actions but the turn's redesign steps
    game = Game.new(GameConfig(players=3, seed=17, modules=modules))
    rng = random.Random(17)
    checked = 0
    while not game.is_over and checked < 250:
        full, lazy = game.legal_actions(), game.legal_actions(redesigns=False)
        if game.phase == ACTION and len(lazy) < len(full):
            steps = game.redesign_actions(game.to_move)
            assert sorted(map(repr, lazy + steps)) == sorted(map(repr, full))
            checked += 1
        else:
            assert lazy == full   # outside the turn's actions (or no redesign) nothing differs
        game.apply(rng.choice(full))
    assert checked > 20


def test_listing_without_redesigns_falls_back_to_them_when_nothing_else_is_legal():
    from tests.rules.helpers import new_game, real_tile, set_hand

    game = new_game(players=3, to_move=0)
    game.deck[0:0] = game.display   # no money to take...
    game.display.clear()
    set_hand(game, 0)               # ...none to pay with...
    game.players[0].reserve.append(real_tile("garden", 6))   # ...but a tile to build
    full = game.legal_actions()
    assert full and all(isinstance(a, (RedesignAdd, RedesignRemove, RedesignExchange))
                        for a in full)
    assert game.legal_actions(redesigns=False) == full   # never an illegal EndActions
