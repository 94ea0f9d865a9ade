"""RULES Part 2, M15 Invaders (D16, D17, D24, D34): an attack after each scoring on the open
sides facing it (1, 2, 3 per side, the 3rd scoring also 1 per side at right angles), no
score below 0; emissaries letting an exact buyer of their kind look at the next attack card;
open invasion; what each seat may know."""

from __future__ import annotations

import random

import pytest

from game.ai.evaluation import Evaluator
from game.ai.planning_bot import one_step_choice
from game.rules import (
    ACTION,
    PLACE_NOW,
    WINDOW,
    Buy,
    Game,
    GameConfig,
    Pass,
    Place,
    Scored,
    TakeMoney,
)
from game.rules.alhambra import Alhambra
from game.rules.modules import invaders as inv
from game.rules.modules.invaders import (
    ATTACK_CARDS,
    EMISSARY_CARDS,
    LINE,
    OPEN_INVASION,
    PEEK,
    Peek,
    attack_loss,
    exposure,
    state_of,
)
from game.rules.modules.camps import BASTION
from game.rules.modules.gates import place_through_gate
from game.rules.modules.vizier import UseVizier
from game.rules.offers import Offer, Payment
from game.scenes.modules import tell
from tests.modules.helpers import (
    card_ids,
    finish_turn,
    real_tile,
    set_display,
    set_hand,
    set_market,
)
from tests.rules.helpers import alhambra_from, assert_illegal, row_of, scoring_now, tile

PAVILION_8 = real_tile("pavilion", 8)      # florin square in these tests, no walls


def game_with(*modules: str, players: int = 3, seed: int = 1, options=()) -> Game:
    game = Game.new(GameConfig(players=players, seed=seed,
                               modules=frozenset({"invaders", *modules}),
                               options=frozenset(options)))
    game.current = game.to_move = 0
    return game


def next_attack(game: Game, direction: str) -> None:
    """The top attack card is ``direction`` (as if it had been fixed by someone's look)."""
    state = state_of(game)
    if state.top is not None:
        state.attacks.append(state.top)
    state.attacks.remove(direction)
    state.attacks.sort()
    state.top = direction


def emissaries(game: Game, *kinds: str) -> None:
    """The face-up emissaries are these kinds."""
    state = state_of(game)
    state.emissaries = sorted(state.emissaries + state.face_up)
    state.face_up = []
    for kind in kinds:
        state.emissaries.remove(kind)
        state.face_up.append(kind)


def score(game: Game, number: int) -> Scored:
    events: list = []
    return game.score(number, events)


# ------------------------------------------------------------------------------ setup
def test_four_attack_cards_face_down_and_two_of_six_emissaries_face_up():
    game = game_with()
    state = state_of(game)
    assert sorted(state.face_down()) == ["E", "N", "S", "W"] and state.top is None
    assert len(state.face_up) == 2 and len(state.emissaries) == 4
    assert sorted(state.face_up + state.emissaries) == sorted(k for k in EMISSARY_CARDS)
    cards = [piece for _, piece in game.locations()
             if isinstance(piece, (inv.AttackCard, inv.EmissaryCard))]
    assert len(cards) == 10 and len({c.id for c in cards}) == 10
    assert all(15000 < c.id < 16000 for c in cards)


# ------------------------------------------------------------------------------ exposed sides
def test_exposed_sides_are_open_sides_facing_empty_places_notches_too():  # D34
    # F A B        the notch under A is open to the south: A's bottom, C's right and
    # C . D        D's left face it, and count like the outline's sides
    alhambra = alhambra_from("F o o / o . o")
    assert exposure(alhambra) == (3, 3, 3, 3)
    assert exposure(Alhambra()) == (1, 1, 1, 1)    # the fountain is a tile


def test_walls_protect_printed_and_added_and_gated():
    from game.rules.modules.citywalls import CARDS as WALL_CARDS
    from game.rules.modules.citywalls import with_walls

    walled = alhambra_from("F N")                  # a wall on the tile's top
    assert exposure(walled) == (1, 1, 2, 1)
    card = next(c for c in WALL_CARDS.values() if c.sides == "S")
    added = Alhambra()
    added.place(with_walls(tile("N"), card), (1, 0))  # printed top, added bottom (M9)
    assert exposure(added) == (1, 1, 1, 1)
    # M5: a gate in a double printed wall; the gated sides face each other, never attacked
    gated = alhambra_from("F E")
    far = tile("WNS")
    place_through_gate(gated, far, (2, 0), "W")
    assert exposure(gated) == (2, 1, 2, 1)         # fountain N S W, the wall tile N S, far E
    assert gated.openings()


def test_a_wall_card_taken_in_the_game_protects_that_side():  # M9
    from game.rules.modules.citywalls import TakeWall
    from tests.modules.test_citywalls import lay

    game = game_with("citywalls")
    card, = lay(game, "N")
    next_attack(game, "N")
    assert exposure(game.players[0].alhambra) == (1, 1, 1, 1)
    game.apply(TakeWall(card.id, 0))                  # on the fountain
    assert exposure(game.players[0].alhambra) == (0, 1, 1, 1)
    row = row_of(score(game, 1), 0)
    assert LINE not in row.extras                      # nothing open to the north


def test_camps_are_not_attacked_but_huts_bazaars_and_the_fountain_are():  # D17, D34
    from game.rules.modules.bazaars import bazaar_tiles
    from game.rules.modules.camps import camp_tiles
    from game.rules.modules.huts import hut_tiles

    alhambra = alhambra_from("F E")
    camp = next(c for c in camp_tiles() if c.sides_of(BASTION) == {"W"})
    alhambra.place(camp, (2, 0))                   # its bastion against the wall
    assert exposure(alhambra) == (2, 0, 2, 1)      # the camp's three open sides do not count
    hut = next(h for h in hut_tiles() if h.walls == {"S"})
    with_hut = Alhambra()
    with_hut.place(hut, (0, 1))
    assert exposure(with_hut) == (1, 2, 0, 2)      # the hut's E and W count, its S is walled
    bazaar = bazaar_tiles()[0]
    with_bazaar = Alhambra()
    with_bazaar.place(bazaar, (1, 0))
    assert exposure(with_bazaar) == (2, 1, 2, 1)


# ------------------------------------------------------------------------------ attacks
def test_the_attack_costs_1_2_and_3_per_side_and_the_3rd_also_1_across():
    exposed = (2, 1, 3, 4)     # N E S W
    assert attack_loss(1, "N", exposed) == 2
    assert attack_loss(2, "S", exposed) == 6
    assert attack_loss(3, "E", exposed) == 3 * 1 + 2 + 3   # N and S at right angles
    assert attack_loss(3, "W", exposed) == 3 * 4 + 2 + 3


def test_an_attack_after_each_scoring_in_the_scoring_row():
    game = game_with()
    game.players[0].alhambra = alhambra_from("F o / o .")   # N 2, E 2, S 2, W 2
    game.players[1].alhambra = alhambra_from("F N")          # N 1, E 1, S 2, W 1
    game.players[0].score = game.players[1].score = 30
    for number, direction in ((1, "N"), (2, "S")):
        next_attack(game, direction)
        scored = scoring_now(game, number)
        assert row_of(scored, 0).extras[LINE] == -2 * number
        assert row_of(scored, 1).extras[LINE] == -number * (1 if direction == "N" else 2)
        assert state_of(game).revealed[number] == direction
        game.current = game.to_move = 0
    next_attack(game, "E")
    scored = score(game, 3)
    assert row_of(scored, 0).extras[LINE] == -(3 * 2 + 2 + 2)
    assert row_of(scored, 1).extras[LINE] == -(3 * 1 + 1 + 2)  # E 3x1, N 1, S 2
    assert row_of(scored, 2).extras[LINE] == -(3 * 1 + 1 + 1)  # the fountain alone


def test_a_loss_larger_than_the_score_stops_at_0():
    game = game_with(players=4)
    pavilions = {(1, 0): "pavilion", (2, 0): "pavilion", (3, 0): "pavilion"}
    for player in game.players:   # all tie for pavilions: 1 / 4 -> 0 points each
        player.alhambra = alhambra_from("F o o o", pavilions)
    game.players[0].score = 2
    next_attack(game, "S")
    scored = score(game, 1)
    row = row_of(scored, 0)
    assert row.extras[LINE] == -4 and game.players[0].score == 0 and row.floored == 2


def test_dirk_loses_nothing():
    game = game_with(players=2)
    next_attack(game, "W")
    scored = score(game, 1)
    assert row_of(scored, None).extras.get(LINE, 0) == 0
    assert row_of(scored, 0).extras[LINE] == -1


def test_fatimas_points_come_before_the_attack_in_the_final_row():  # D24
    from tests.modules.test_characters import give

    game = game_with("characters")
    give(game, 0, "Fatima")
    game.ext["characters"].fatima_points[0] = 8      # kept (M7)
    game.players[0].alhambra = alhambra_from("F o")
    next_attack(game, "N")
    row = row_of(score(game, 3), 0)
    assert row.extras["Fatima"] == 8 and row.extras[LINE] == -(3 * 2 + 1 + 1)
    assert sorted(row.extras) == ["Fatima", LINE]   # the table's column order


def test_the_card_is_revealed_once_and_leaves_play_after_its_attack():
    game = game_with()
    state = state_of(game)
    module = game.module("invaders")
    events: list = []
    module.before_scoring(game, 1, events)
    first = state.revealed[1]
    module.before_scoring(game, 1, events)      # asked again for the same scoring: no change
    assert state.revealed == {1: first} and state.in_play == 1
    assert first not in state.face_down() and len(state.face_down()) == 3
    assert ("attack card revealed", ATTACK_CARDS[first]) in game.locations()
    module.after_scoring(game, 1, events)
    assert state.in_play is None and state.revealed == {1: first}
    assert ("attacks made", ATTACK_CARDS[first]) in game.locations()
    module.before_scoring(game, 2, events)
    assert state.revealed[2] != first


def test_each_scoring_reveals_a_different_card_through_a_whole_game():
    for seed in (3, 4, 5):
        game = game_with(seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(rng.choice(game.legal_actions()))
        state = state_of(game)
        numbers = [s.number for s in game.history]
        assert sorted(state.revealed) == numbers
        assert len(set(state.revealed.values())) == len(numbers)
        assert len(state.face_down()) == 4 - len(numbers)


def test_emissaries_are_renewed_after_the_1st_and_2nd_scorings_only():
    game = game_with()
    state = state_of(game)
    first = list(state.face_up)
    scoring_now(game, 1)
    assert set(first) <= set(state.gone) and len(state.face_up) == 2
    assert not set(first) & set(state.face_up)
    second = list(state.face_up)
    game.current = game.to_move = 0
    scoring_now(game, 2)
    assert set(second) <= set(state.gone) and len(state.face_up) == 2
    third = list(state.face_up)
    assert not state.emissaries
    score(game, 3)
    assert state.face_up == third


# ------------------------------------------------------------------------------ emissaries
def buying_game(*modules: str, kind_up: str = "pavilion") -> Game:
    game = game_with(*modules)
    emissaries(game, kind_up, "tower")
    set_market(game, PAVILION_8, None, None, None)
    set_display(game, "dirham 1", "dirham 2", "denar 1", "ducat 2")
    return game


def test_an_exact_purchase_of_the_kind_lets_the_buyer_look():
    game = buying_game()
    set_hand(game, 0, "florin 8", "dirham 3")
    game.apply(Buy(0, card_ids(game.players[0].hand[:1])))
    assert game.phase == PEEK and game.to_move == 0
    assert game.legal_actions() == [Peek(True), Peek(False)]
    events = game.apply(Peek(True))
    state = state_of(game)
    assert state.knows == [True, False, False] and state.top is not None
    assert "pavilion" in state.gone and state.face_up == ["tower"]
    secret = inv.DIRECTION_WORDS[state.top]
    assert all(secret not in tell(e, game.names) for e in events)  # a secret
    assert game.phase == ACTION and game.to_move == 0   # exact: another action
    assert state.attacks == sorted(state.attacks) and state.top not in state.attacks


def test_no_look_after_an_overpayment_or_another_kind():
    game = buying_game()
    set_hand(game, 0, "florin 9")
    game.apply(Buy(0, card_ids(game.players[0].hand)))
    assert game.phase != PEEK and state_of(game).offer is None
    game = buying_game(kind_up="garden")
    set_hand(game, 0, "florin 8")
    game.apply(Buy(0, card_ids(game.players[0].hand)))
    assert game.phase == ACTION and state_of(game).offer is None


def test_declining_keeps_the_emissary_and_a_seat_that_knows_is_not_asked():
    game = buying_game()
    set_hand(game, 0, "florin 8")
    game.apply(Buy(0, card_ids(game.players[0].hand)))
    game.apply(Peek(False))
    state = state_of(game)
    assert game.phase == ACTION and "pavilion" in state.face_up and not any(state.knows)
    # Later the same seat buys a pavilion exactly again: asked again; once it knows, never.
    module = game.module("invaders")
    offer = Offer("square", 0, 8, None)
    module.after_purchase(game, 0, offer, Payment((), 8, True), PAVILION_8, [])
    game.advance([])
    assert state.offer == (0, "pavilion") and game.phase == PEEK
    game.apply(Peek(True))
    assert game.phase == ACTION
    before = len(game.returns)
    module.after_purchase(game, 0, offer, Payment((), 8, True), PAVILION_8, [])
    assert state.offer is None and len(game.returns) == before


def test_bazaars_and_camps_call_no_emissary():  # M15, D17
    from game.rules.modules.bazaars import bazaar_tiles
    from game.rules.modules.camps import camp_tiles

    game = game_with("camps")
    emissaries(game, "pavilion", "tower")
    module = game.module("invaders")
    offer = Offer("square", 0, 8, None)
    for bought in (bazaar_tiles()[0], camp_tiles()[0]):
        module.after_purchase(game, 0, offer, Payment((), 8, True), bought, [])
        assert state_of(game).offer is None
    # a camp bought exactly on the market
    camp = next(c for c in camp_tiles() if c.price == 8)
    set_market(game, camp, None, None, None)
    set_hand(game, 0, "florin 8")
    game.apply(Buy(0, card_ids(game.players[0].hand)))
    assert game.phase == ACTION and state_of(game).offer is None


def test_abdul_karims_payment_is_exact_and_calls_the_emissary():  # M7
    from tests.modules.test_characters import card_of, give

    game = buying_game("characters")
    give(game, 0, "Abdul Karim")
    karim = card_of(game, "Abdul Karim")
    game.apply(Buy(0, (karim.id,)))
    assert game.phase == PEEK and game.to_move == 0
    game.apply(Peek(True))
    assert game.phase == ACTION and state_of(game).knows[0]


def test_a_vizier_purchase_between_turns_calls_the_emissary():  # M1
    game = buying_game("vizier")
    set_hand(game, 0, "dirham 2")
    set_hand(game, 1, "florin 8")
    set_hand(game, 2, "denar 1")
    game.apply(TakeMoney(card_ids(game.display[:1])))
    finish_turn(game)
    # the pavilion still lies on the florin square; seat 1 can pay it exactly
    assert game.phase == WINDOW and game.to_move == 1
    game.apply(UseVizier(0, card_ids(game.players[1].hand)))
    assert game.phase == PLACE_NOW and game.to_move == 1
    game.apply(Place(PAVILION_8.id, (1, 0)))
    assert game.phase == PEEK and game.to_move == 1
    game.apply(Peek(True))
    assert state_of(game).knows[1]
    assert game.phase in (WINDOW, ACTION)
    while game.phase == WINDOW:
        game.apply(Pass())
    assert game.phase == ACTION and game.current == 1


def test_a_look_pending_when_a_failed_refill_ends_the_game_lapses():  # D41, D14
    game = buying_game("vizier")
    set_market(game, PAVILION_8, real_tile("garden", 8, "SW"), real_tile("tower", 9, "ES"),
               real_tile("arcades", 10))
    game.players[2].reserve.extend(game.bag)   # the bag is empty: no refill after the vizier
    game.bag.clear()
    set_hand(game, 0, "dirham 2")
    set_hand(game, 1, "florin 8")
    set_hand(game, 2, "denar 1")
    game.apply(TakeMoney(card_ids(game.display[:1])))
    finish_turn(game)
    assert game.phase == WINDOW and game.to_move == 1
    game.apply(UseVizier(0, card_ids(game.players[1].hand)))   # exact: the emissary's kind
    game.apply(Place(PAVILION_8.id, (1, 0)))
    while not game.is_over:
        assert game.phase != PEEK and game.phase != ACTION   # no look, no next turn
        game.apply(game.legal_actions()[0])
    assert not any(state_of(game).knows)


def test_a_refused_look_changes_nothing():
    game = buying_game()
    assert_illegal(game, Peek(True), "wrong_phase")


def test_what_was_seen_is_known_until_the_card_is_revealed():
    game = buying_game()
    set_hand(game, 0, "florin 8")
    game.apply(Buy(0, card_ids(game.players[0].hand)))
    game.apply(Peek(True))
    state = state_of(game)
    seen = state.top
    game.apply(TakeMoney(card_ids(game.display[:1])))
    finish_turn(game)
    assert state.knows[0] and state.top == seen
    game.current = game.to_move = 1
    scoring_now(game, 1)
    assert state.revealed[1] == seen and not any(state.knows) and state.top is None


# ------------------------------------------------------------------------------ views
def looked_game() -> Game:
    game = buying_game()
    set_hand(game, 0, "florin 8")
    game.apply(Buy(0, card_ids(game.players[0].hand)))
    game.apply(Peek(True))
    return game


def test_only_the_seat_that_looked_knows_the_next_attack_in_views():
    game = looked_game()
    top = state_of(game).top
    mine = state_of(game.view(0))
    assert mine.top == top and inv.known_next(game.view(0), 0) == top
    for seat in (1, 2):
        theirs = state_of(game.view(seat))
        assert theirs.top is None and sorted(theirs.attacks) == ["E", "N", "S", "W"]
        assert theirs.knows == [True, False, False]   # that seat 0 looked is public
    # Another deal of the cards gives seat 1 the same view.
    twin = game.clone()
    state = state_of(twin)
    other = next(d for d in state.attacks)
    state.attacks.remove(other)
    state.attacks = sorted(state.attacks + [state.top])
    state.top = other
    assert twin.view(1).state_dict() == game.view(1).state_dict()
    assert twin.view(0).state_dict() != game.view(0).state_dict()


def test_a_view_is_determinized_consistently():
    game = looked_game()
    view = game.view(1)
    seen = set()
    for k in range(20):
        world = view.determinize(random.Random(k))
        state = state_of(world)
        assert state.top is not None and sorted(state.face_down()) == ["E", "N", "S", "W"]
        seen.add(state.top)
        assert sorted(map(repr, world.legal_actions())) == sorted(map(repr, view.legal_actions()))
    assert len(seen) > 1


def test_looking_on_a_view_does_not_invent_the_card():
    game = buying_game()
    set_hand(game, 0, "florin 8")
    game.apply(Buy(0, card_ids(game.players[0].hand)))
    view = game.view(0)
    view.apply(Peek(True))
    state = state_of(view)
    assert state.knows[0] and state.top is None


# ------------------------------------------------------------------------------ open invasion
def test_open_invasion_shows_the_next_attack_to_all_and_has_no_emissaries():
    with pytest.raises(ValueError):
        GameConfig(players=3, options=frozenset({OPEN_INVASION}))   # needs the module
    game = game_with(options={OPEN_INVASION})
    state = state_of(game)
    assert state.top is not None and not state.face_up and not state.emissaries
    for seat in range(3):
        assert state_of(game.view(seat)).top == state.top
        assert inv.known_next(game, seat) == state.top
    set_market(game, PAVILION_8, None, None, None)
    set_hand(game, 0, "florin 8")
    game.apply(Buy(0, card_ids(game.players[0].hand)))
    assert game.phase == ACTION
    first = state.top
    events: list = []
    game.module("invaders").before_scoring(game, 1, events)
    assert state.revealed[1] == first and state.top is not None and state.top != first
    assert all(state_of(game.view(s)).top == state.top for s in range(3))


# ------------------------------------------------------------------------------ the bots
def test_the_evaluation_counts_the_known_attack_and_bots_look():
    def positions(direction: str) -> tuple[Game, Game, Evaluator]:
        game = game_with()
        next_attack(game, direction)
        state_of(game).knows[0] = True
        view = game.view(0)
        open_north, open_south = view.clone(), view.clone()
        open_north.players[0].alhambra = alhambra_from("F S S")     # N 3, S 1
        open_south.players[0].alhambra = alhambra_from("F N N")     # N 1, S 3
        # (the next scoring alone: the card seen is certain for it, and out of later ones)
        return open_north, open_south, Evaluator(view, 0, horizon=1)

    open_north, open_south, evaluator = positions("N")
    assert evaluator.value(open_south) > evaluator.value(open_north) + 1.0
    open_north, open_south, evaluator = positions("S")
    assert evaluator.value(open_north) > evaluator.value(open_south) + 1.0
    # offered a look, a bot takes it
    game = buying_game()
    set_hand(game, 0, "florin 8")
    game.apply(Buy(0, card_ids(game.players[0].hand)))
    view = game.view(0)
    choice = one_step_choice(view, view.legal_actions(), Evaluator(view, 0),
                             random.Random(1))
    assert choice == Peek(True)


@pytest.mark.parametrize("seed", [11, 12])
def test_random_games_account_for_every_card_and_replay(seed):
    from tests.modules.test_module_play import play

    mix = frozenset({"invaders", "vizier", "characters", "camps", "citywalls", "gates"})
    game = play(mix, 3, seed, check_every_step=True)
    replay = Game.new(game.config)
    for action in game.log:
        replay.apply(action)
    assert replay.digest() == game.digest()


def test_bots_decide_alike_whatever_card_another_seat_saw():  # RULES 1.7
    from tests.ai.states import quick_bot

    rng = random.Random(8)
    found = 0
    for seed in range(30):
        game = game_with("vizier", seed=seed)
        for _ in range(400):
            if game.is_over:
                break
            state = state_of(game)
            seat = game.to_move
            if state.top is not None and any(state.knows) and not state.knows[seat]:
                break
            game.apply(rng.choice(game.legal_actions()))
        else:
            continue
        if game.is_over:
            continue
        twin = game.clone()
        other = state_of(twin)
        swap = other.attacks[0]
        other.attacks = sorted(other.attacks[1:] + [other.top])
        other.top = swap
        assert twin.view(seat).state_dict() == game.view(seat).state_dict()
        for kind in ("easy", "normal", "hard"):
            first = quick_bot(kind, seed=seed).choose(game.view(seat))
            second = quick_bot(kind, seed=seed).choose(twin.view(seat))
            assert first == second, (kind, seed)
        found += 1
        if found >= 4:
            break
    assert found >= 2
