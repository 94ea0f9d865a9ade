"""RULES Part 2, M14 Master builders (D16, D29, D33; with M7, M10, M11): sixteen money cards of
value 3, two dealt to each player beside the starting money, three into pile 3 and three
into pile 5 (six players: three and one); money in every way (paid, taken, stolen, counted
at the end), leaving the game once paid; or discarded for one extra redesign step after
placing, once a turn, with Ammar's step too."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.rules import (
    ACTION,
    PLACEMENT,
    WINDOW,
    Buy,
    Currency,
    EndActions,
    EndTurn,
    Game,
    GameConfig,
    HiddenCard,
    IllegalAction,
    MoneyCard,
    Reserve,
    TakeMoney,
)
from game.rules.modules import builders as bld
from game.rules.modules.builders import (
    BUILDERS,
    STAGE,
    BuilderStep,
    MasterBuilder,
    SkipBuilderStep,
    state_of,
)
from game.rules.rulesets.money import STARTING_MONEY
from game.scenes.modules import tell
from tests.modules.helpers import module_game, real_tile, set_market, take_tile
from tests.rules.helpers import misplaced

FLORIN, DIRHAM, DENAR, DUCAT = (Currency(c) for c in ("florin", "dirham", "denar", "ducat"))
IDS = sorted(BUILDERS)


# ------------------------------------------------------------------------------ set-ups
def game_with(*modules: str, players: int = 3, seed: int = 1) -> Game:
    return module_game("builders", *modules, players=players, seed=seed)


def _piles(game: Game) -> list[list]:
    return [game.deck, game.discard, game.display, *(p.hand for p in game.players)]


def builder(game: Game, currency: Currency) -> MasterBuilder:
    """A master builder of ``currency``, taken from wherever it lies (out of the game too)."""
    state = state_of(game)
    for pile in _piles(game):
        for card in pile:
            if isinstance(card, MasterBuilder) and card.currency is currency:
                pile.remove(card)
                game.deck_ranges.pop(card.id, None)
                return card
    for out in (state.unused, state.used):
        for card_id in out:
            if BUILDERS[card_id].currency is currency:
                out.remove(card_id)
                return BUILDERS[card_id]
    raise AssertionError(f"no {currency} master builder left")


def plain(game: Game, spec: str) -> MoneyCard:
    """An ordinary money card (never a master builder) of this face, from wherever it lies."""
    name, value = spec.split()
    for pile in _piles(game):
        for card in pile:
            if type(card) is MoneyCard and card.currency is Currency(name) \
                    and card.value == int(value):
                pile.remove(card)
                return card
    raise AssertionError(f"no {spec} left")


def card(game: Game, spec: str):
    """``"builder florin"`` or ``"florin 4"``."""
    kind, rest = spec.split(" ", 1)
    return builder(game, Currency(rest)) if kind == "builder" else plain(game, spec)


def hand(game: Game, seat: int, *specs: str) -> list:
    """``seat``'s hand becomes exactly these cards; the old ones go under the deck."""
    held = game.players[seat].hand
    game.deck[0:0] = held
    held.clear()
    held.extend(card(game, spec) for spec in specs)
    return list(held)


def display(game: Game, *specs: str) -> list:
    game.deck[0:0] = game.display
    game.display.clear()
    game.display.extend(card(game, spec) for spec in specs)
    return list(game.display)


def inventory(game: Game) -> Counter:
    return Counter((type(p).__name__, p.id) for _, p in game.locations())


def builder_ids(game: Game) -> list[int]:
    return sorted(c.id for _, c in game.locations() if isinstance(c, MasterBuilder))


def to_placement(game: Game) -> None:
    """Seat 0 takes one display card: its actions are over."""
    game.apply(TakeMoney((game.display[-1].id,)))
    assert game.phase == PLACEMENT


def refused(game: Game, act) -> str:
    before = game.digest()
    with pytest.raises(IllegalAction) as error:
        game.apply(act)
    assert game.digest() == before
    return error.value.reason


# ------------------------------------------------------------------------------ setup
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_two_each_before_the_starting_money_which_they_do_not_count_toward(players):  # M14
    for seed in range(4):
        game = game_with(players=players, seed=seed)
        for player in game.players:
            mine = [c for c in player.hand if isinstance(c, MasterBuilder)]
            money = [c for c in player.hand if not isinstance(c, MasterBuilder)]
            assert len(mine) == 2 and player.hand[:2] == mine  # dealt first
            total = sum(c.value for c in money)
            # the money is dealt until it alone reaches 20: the builders' 6 do not count
            assert total >= STARTING_MONEY and total - money[-1].value < STARTING_MONEY
            assert all(not c.counts_for_start for c in mine)


def test_the_starting_player_is_found_without_the_master_builders():  # RULES 1.2 step 5
    for seed in range(12):
        game = Game.new(GameConfig(players=4, seed=seed, modules=frozenset({"builders"})))
        def key(p):
            money = [c for c in p.hand if not isinstance(c, MasterBuilder)]
            return (len(money), sum(c.value for c in money), p.seat)
        assert game.current == min(game.players, key=key).seat


@pytest.mark.parametrize("players, pile3, pile5", [(2, 3, 3), (3, 3, 3), (4, 3, 3), (5, 3, 3),
                                                   (6, 3, 1)])
def test_three_into_pile_3_and_three_into_pile_5_the_rest_out(players, pile3, pile5):  # M14
    game = game_with(players=players)
    second, fourth = game.deck_ranges[901], game.deck_ranges[902]  # scoring cards: piles 2, 4
    where = Counter()
    for index, c in enumerate(game.deck):
        if isinstance(c, MasterBuilder):
            where[3 if fourth[1] <= index < second[0] else 5 if index < fourth[0] else 0] += 1
    assert where == Counter({3: pile3, 5: pile5})
    assert bld.builders_in_deck(game) == pile3 + pile5   # as the table knows it
    state = state_of(game)
    assert len(state.unused) == 16 - 2 * players - pile3 - pile5 and not state.used
    assert builder_ids(game) == IDS  # all sixteen accounted for, each in one place
    assert Counter(c.currency for c in BUILDERS.values()) == {c: 4 for c in
                                                              (FLORIN, DIRHAM, DENAR, DUCAT)}
    assert all(c.value == 3 for c in BUILDERS.values())


def test_the_cards_used_are_public_the_hands_the_deck_and_the_cards_left_out_secret():  # D48
    game = game_with()
    state = state_of(game)
    state.used.append(state.unused.pop())   # one paid: face up
    view = game.view(0)
    assert state_of(view).used == state.used
    assert state_of(view).unused == [bld.UNKNOWN] * len(state.unused)   # how many, not which
    # the other hands' 4, the deck's 6 and the 3 left out are one pool to seat 0
    pool = sorted(c.id for c in view.unseen if isinstance(c, MasterBuilder))
    assert len(pool) == 4 + 6 + 3 and set(pool) == set(IDS) - set(state.used) - {
        c.id for c in game.players[0].hand}
    assert all(isinstance(c, HiddenCard) for p in view.players[1:] for c in p.hand)
    assert [c for c in view.players[0].hand if isinstance(c, MasterBuilder)] == \
        [c for c in game.players[0].hand if isinstance(c, MasterBuilder)]


def _swap_builders(game: Game, first: tuple[list, int], second: tuple[list, int]) -> None:
    """Swap two master builders where they lie: a hand or the deck (a list and an index, the
    deck's ranges staying with their places) or the cards left out (``state.unused``)."""
    def get(where):
        holder, index = where
        return BUILDERS[holder[index]] if holder is state_of(game).unused else holder[index]

    def put(where, card):
        holder, index = where
        if holder is game.deck:
            span = game.deck_ranges.pop(holder[index].id)
            game.deck_ranges[card.id] = span
        holder[index] = card.id if holder is state_of(game).unused else card

    one, two = get(first), get(second)
    put(first, two)
    put(second, one)
    state_of(game).unused.sort()


@pytest.mark.parametrize("other", ["deck", "unused", "hand"])
def test_which_master_builders_another_hand_the_deck_or_the_box_holds_stays_secret(other):
    # D48, RULES 1.7: a view tells neither the currencies of the builders in the other
    # hands, nor which lie in the deck, nor which left the game at setup
    game = game_with(players=4)
    twin = game.clone()
    hand = twin.players[1].hand
    mine = next(i for i, c in enumerate(hand) if isinstance(c, MasterBuilder))
    places = {"deck": twin.deck, "unused": state_of(twin).unused, "hand": twin.players[2].hand}
    holder = places[other]
    theirs = next(i for i, c in enumerate(holder)
                  if (BUILDERS.get(c) if isinstance(c, int) else c).currency
                  is not hand[mine].currency
                  and isinstance(BUILDERS.get(c) if isinstance(c, int) else c, MasterBuilder))
    _swap_builders(twin, (hand, mine), (holder, theirs))
    assert twin.digest() != game.digest()
    for seat in (0, 3):
        seen, told = game.view(seat), twin.view(seat)
        assert seen.state_dict() == told.state_dict()
        assert seen.deck_ranges == told.deck_ranges and seen.unseen == told.unseen


def test_a_sampled_world_deals_the_deck_s_master_builders_into_piles_3_and_5():
    game = game_with(players=4)
    spans = {game.deck_ranges[c.id] for c in game.deck if isinstance(c, MasterBuilder)}
    view = game.view(1)
    rng = random.Random(3)
    for _ in range(5):
        world = view.determinize(rng)
        assert inventory(world) == inventory(game)
        for index, c in enumerate(world.deck):
            if isinstance(c, MasterBuilder):
                assert any(low <= index < high for low, high in spans)
        assert sum(isinstance(c, MasterBuilder) for p in world.players for c in p.hand) == 8


# ------------------------------------------------------------------------------ as money
def test_a_master_builder_pays_3_and_an_exact_payment_gives_another_action():  # M14
    game = game_with()
    tile = real_tile("pavilion", 5)
    set_market(game, tile)
    mb, two = hand(game, 0, "builder florin", "florin 2")
    assert any(isinstance(a, Buy) and set(a.cards) == {mb.id, two.id}
               for a in game.legal_actions())
    game.apply(Buy(0, (mb.id, two.id)))
    assert game.phase == ACTION and game.turn_actions == 1   # exact: another action
    assert mb.id in state_of(game).used                      # out of the game...
    assert mb not in game.discard and two in game.discard   # ...never to the discard pile
    assert builder_ids(game) == IDS


def test_a_master_builder_pays_only_in_its_own_currency():
    game = game_with()
    set_market(game, real_tile("pavilion", 5))
    mb, two = hand(game, 0, "builder dirham", "florin 2")
    assert refused(game, Buy(0, (mb.id, two.id))) == "wrong_currency"


def test_an_overpayment_with_a_master_builder_gives_change():  # M11
    game = game_with("change")
    set_market(game, real_tile("pavilion", 2))
    mb, one = hand(game, 0, "builder florin", "florin 1")
    game.apply(Buy(0, (mb.id, one.id)))   # 4 for 2: 2 over, one coin
    assert len(game.ext["change"].held[0]) == 1 and mb.id in state_of(game).used


def test_taking_money_up_to_5_counts_it_as_3():  # M14
    game = game_with()
    mb, two, three, _ = display(game, "builder denar", "ducat 2", "florin 3", "dirham 6")
    assert TakeMoney((mb.id, two.id)) in game.legal_actions()
    assert refused(game, TakeMoney((mb.id, three.id))) == "over_limit"   # 6 is over 5
    game.apply(TakeMoney((mb.id, two.id)))
    assert mb in game.players[0].hand and game.phase == PLACEMENT


def test_a_take_with_a_master_builder_is_offered_beside_an_ordinary_3():
    game = game_with()
    three, mb, _, _ = display(game, "denar 3", "builder denar", "ducat 6", "dirham 7")
    legal = game.legal_actions()
    assert TakeMoney((three.id,)) in legal and TakeMoney((mb.id,)) in legal


def test_an_ordinary_3_after_a_master_builder_of_its_currency_is_offered_too():  # RULES 1.3
    # The legal actions are what ``apply`` accepts: the ordinary card alone and with others,
    # wherever the master builder lies in the display.
    game = game_with()
    mb, three, two, _ = display(game, "builder denar", "denar 3", "ducat 2", "dirham 7")
    legal = game.legal_actions()
    for take in [(mb.id,), (three.id,), (mb.id, two.id), (three.id, two.id)]:
        assert TakeMoney(take) in legal, take
        assert game.is_legal(TakeMoney(take))


def test_it_counts_3_in_the_end_of_game_distribution():  # M14, RULES 1.6
    game = game_with()
    hand(game, 0, "builder ducat")
    hand(game, 1, "ducat 2")
    hand(game, 2, "florin 9")
    assert game.distribution_money(0, DUCAT) == 3
    set_market(game, None, None, None, real_tile("tower", 13))
    game.ruleset.distribute(game, [])
    assert [t.id for t in game.players[0].pending] == [real_tile("tower", 13).id]


def test_a_thief_of_its_currency_takes_it_from_the_display():  # M10, D29
    from game.rules.modules.thieves import PlayThief
    from tests.modules.test_thieves import give_thieves

    game = game_with("thieves")
    thief, = give_thieves(game, 2, DENAR)
    mb = display(game, "builder denar", "florin 6", "dirham 7", "ducat 8")[0]
    hand(game, 0, "florin 1")   # no master builder: no question at the end of the turn
    game.apply(TakeMoney((game.display[-1].id,)))
    game.apply(EndTurn())
    assert game.phase == WINDOW and game.to_move == 2
    assert PlayThief(thief, mb.id) in game.legal_actions()
    game.apply(PlayThief(thief, mb.id))
    assert mb in game.players[2].hand


def test_yammerad_counts_master_builders_as_money_cards():  # M7
    from game.rules.modules import characters as ch
    from game.rules.modules.characters import YammeradDraw
    from tests.modules.test_characters import give

    game = game_with("characters")
    give(game, 0, ch.YAMMERAD)
    hand(game, 0, "builder florin", "builder dirham")
    assert YammeradDraw() in game.legal_actions()
    hand(game, 0, "builder florin", "builder dirham", "builder denar")
    assert YammeradDraw() not in game.legal_actions()


def test_yammerad_drawing_a_master_builder_looks_like_any_card_to_the_others():  # D46, D48
    from game.rules.modules import characters as ch
    from game.rules.modules.characters import YammeradDraw
    from tests.modules.test_characters import give

    game = game_with("characters")
    give(game, 0, ch.YAMMERAD)
    hand(game, 0, "florin 5")
    mb = builder(game, DENAR)
    game.deck.append(mb)                         # on top: it may lie anywhere in the deck
    game.deck_ranges[mb.id] = (0, len(game.deck))
    twin = game.clone()   # the same but for the top two cards: an ordinary card on top
    twin.deck[-1], twin.deck[-2] = twin.deck[-2], twin.deck[-1]
    in_deck = bld.builders_in_deck(game)
    for one in (game, twin):
        one.apply(YammeradDraw())
    assert mb in game.players[0].hand and mb not in twin.players[0].hand
    assert bld.builders_in_deck(game) == bld.builders_in_deck(twin) == in_deck   # the table
    for seat in (1, 2):
        seen, other = game.view(seat), twin.view(seat)
        assert seen.state_dict() == other.state_dict()
        assert seen.deck_ranges == other.deck_ranges and seen.unseen == other.unseen


def test_a_bid_paid_with_a_master_builder_takes_it_out_of_the_game():  # M7, D23
    from game.rules.modules import characters as ch
    from game.rules.modules.characters import Bid, PassBid
    from tests.modules.test_characters import auction_of

    game = game_with("characters")
    hand(game, 0, "florin 1")
    mb, = hand(game, 1, "builder ducat")
    hand(game, 2, "florin 1")
    auction_of(game, ch.YUSUF)
    while game.phase == ch.BID:
        seat = game.to_move
        game.apply(Bid(3, "ducat") if seat == 1 else PassBid())
    game.apply(game.legal_actions()[0])   # the winner pays (D38)
    assert not game.players[1].hand and state_of(game).used == [mb.id]
    assert mb not in game.discard and builder_ids(game) == IDS


# ------------------------------------------------------------------------------ the extra step
def stage_game(*modules: str, reserve: tuple = (), built: dict | None = None,
               specs: tuple = ("builder florin",)) -> Game:
    """Seat 0's turn, holding ``specs``, with ``reserve`` tiles and ``built`` Alhambra."""
    from tests.rules.helpers import build_in_game

    game = game_with(*modules)
    hand(game, 0, *specs)
    if built:
        build_in_game(game, 0, built)
    for tile in reserve:
        game.players[0].reserve.append(take_tile(game, tile.id))
    return game


def test_no_question_without_a_master_builder_or_without_a_step():
    game = stage_game(reserve=(real_tile("pavilion", 8),), specs=("florin 1",))
    to_placement(game)
    game.apply(EndTurn())
    assert game.phase == ACTION and game.current == 1
    game = stage_game()   # a master builder, but only the fountain and no reserve
    to_placement(game)
    game.apply(EndTurn())
    assert game.phase == ACTION and game.current == 1


def test_after_placing_a_master_builder_buys_one_more_step_a_tile_of_this_turn_too():  # D33
    game = stage_game()
    tile = real_tile("pavilion", 5)
    set_market(game, tile)
    mb, two, three, _ = hand(game, 0, "builder florin", "florin 2", "florin 3", "builder ducat")
    game.apply(Buy(0, (two.id, three.id)))      # exact: the builders stay in the hand
    game.apply(EndActions())
    game.apply(Reserve(tile.id))                 # placed into the reserve this turn
    game.apply(EndTurn())
    assert game.phase == STAGE and game.to_move == 0   # D16: after placing
    ducat = next(c for c in game.players[0].hand if c.currency is DUCAT)
    legal = game.legal_actions()
    assert legal[0] == SkipBuilderStep()
    assert {a.card for a in legal if isinstance(a, BuilderStep)} == {mb.id, ducat.id}
    step = next(a for a in legal if isinstance(a, BuilderStep) and a.kind == "add"
                and a.tile == tile.id and a.card == mb.id)
    game.apply(step)
    assert game.players[0].alhambra.at(step.pos) == tile   # the bought tile is built
    assert mb.id in state_of(game).used and mb not in game.players[0].hand
    assert mb not in game.discard and builder_ids(game) == IDS
    assert game.phase == ACTION and game.current == 1    # one step a turn: the turn goes on


def built_game(specs=("builder florin", "builder dirham")) -> tuple[Game, object, object]:
    """Seat 0 with a pavilion built beside the fountain and a seraglio in the reserve."""
    pavilion, seraglio = real_tile("pavilion", 8), real_tile("seraglio", 9)
    game = stage_game(built={(1, 0): pavilion}, reserve=(seraglio,), specs=specs)
    to_placement(game)
    game.apply(EndTurn())
    assert game.phase == STAGE
    return game, pavilion, seraglio


def test_the_step_may_take_a_tile_out_to_the_reserve():  # D33
    game, pavilion, _ = built_game()
    mb = game.players[0].hand[0]
    game.apply(BuilderStep(mb.id, "remove", 0, (1, 0)))
    assert game.players[0].alhambra.at((1, 0)) is None
    assert pavilion in game.players[0].reserve and mb.id in state_of(game).used


def test_the_step_may_exchange_a_reserve_tile_for_a_built_one():  # D33
    game, pavilion, seraglio = built_game()
    mb = game.players[0].hand[0]
    step = BuilderStep(mb.id, "exchange", seraglio.id, (1, 0))
    assert step in game.legal_actions()
    game.apply(step)
    assert game.players[0].alhambra.at((1, 0)) == seraglio
    assert pavilion in game.players[0].reserve


def test_only_one_step_a_turn_and_asked_again_next_turn():  # M14
    game, _, _ = built_game()
    first = game.players[0].hand[0]
    game.apply(next(a for a in game.legal_actions() if isinstance(a, BuilderStep)
                    and a.card == first.id))
    assert game.phase == ACTION and game.current == 1  # the second builder waits
    assert sum(isinstance(c, MasterBuilder) for c in game.players[0].hand) == 1
    while game.current != 0 or game.phase != ACTION:   # the others take money and end
        if game.phase == ACTION:
            game.apply(TakeMoney((game.display[-1].id,)))
        elif game.phase == PLACEMENT:
            for t in list(game.player.pending):
                game.apply(Reserve(t.id))
            game.apply(EndTurn())
        else:
            game.apply(game.legal_actions()[0])
    to_placement(game)
    game.apply(EndTurn())
    assert game.phase == STAGE and game.to_move == 0


def round_to_seat_0(game: Game) -> None:
    """The other seats take money and end their turns until seat 0's next turn begins."""
    while game.current != 0 or game.phase != ACTION:
        if game.phase == ACTION:
            game.apply(TakeMoney((game.display[-1].id,)))
        elif game.phase == PLACEMENT:
            for t in list(game.player.pending):
                game.apply(Reserve(t.id))
            game.apply(EndTurn())
        else:
            game.apply(game.legal_actions()[0])


def test_a_holder_may_ask_not_to_be_asked_while_holding_builders():  # D40
    game, _, _ = built_game()
    assert bld.StopBuilderQuestions() in game.legal_actions()
    events = game.apply(bld.StopBuilderQuestions())
    assert any("not to be asked" in tell(e, game.names) for e in events)   # told openly
    assert state_of(game).quiet[0] and "quiet" in game.state_dict()["ext"]["builders"]
    round_to_seat_0(game)
    assert bld.CallBuilderStep() in game.legal_actions()   # from the turn's actions
    to_placement(game)
    game.apply(EndTurn())
    assert game.phase != STAGE and game.current == 1      # not asked
    round_to_seat_0(game)
    game.apply(bld.CallBuilderStep())                      # asked this once
    assert bld.CallBuilderStep() not in game.legal_actions()
    to_placement(game)
    game.apply(EndTurn())
    assert game.phase == STAGE and game.to_move == 0 and state_of(game).quiet[0]


def test_a_save_keeps_the_setting():  # D40: it is in the state, and its moves replay it
    game = Game.new(GameConfig(players=3, seed=5, modules=frozenset({"builders"})))
    rng = random.Random(5)
    while game.phase != STAGE:
        game.apply(rng.choice([a for a in game.legal_actions()
                               if not isinstance(a, bld.CallBuilderStep)]))
    seat = game.to_move
    game.apply(bld.StopBuilderQuestions())
    replay = Game.new(game.config)
    for act in game.log:
        replay.apply(act)
    assert replay.digest() == game.digest() and state_of(replay).is_quiet(seat)


def test_the_table_asks_again_once_the_seat_held_no_master_builder():  # D40
    game, _, _ = built_game(specs=("builder florin",))
    game.apply(bld.StopBuilderQuestions())
    round_to_seat_0(game)
    game.players[0].hand[:] = [c for c in game.players[0].hand
                               if not isinstance(c, MasterBuilder)]
    game.deck.insert(0, builder(game, FLORIN))   # (the card goes back under the deck)
    to_placement(game)
    game.apply(EndTurn())     # holding none: the setting lapses
    assert not state_of(game).quiet[0]
    round_to_seat_0(game)
    hand(game, 0, "builder dirham")
    to_placement(game)
    game.apply(EndTurn())
    assert game.phase == STAGE and game.to_move == 0


def test_calling_for_the_question_is_refused_unless_the_table_does_not_ask():  # D40
    game = stage_game()
    assert refused(game, bld.CallBuilderStep()) == "builder_call"


def test_saying_no_keeps_the_cards_and_ends_the_question_for_the_turn():
    game, _, _ = built_game()
    before = list(game.players[0].hand)
    game.apply(SkipBuilderStep())
    assert game.players[0].hand == before and not state_of(game).used
    assert game.phase == ACTION and game.current == 1


def test_with_ammar_both_steps_in_one_turn_ammar_first():  # M14, M7
    from game.rules.modules import characters as ch
    from game.rules.modules.characters import AmmarStep
    from tests.modules.test_characters import give

    pavilion, seraglio = real_tile("pavilion", 8), real_tile("seraglio", 9)
    game = stage_game("characters", built={(1, 0): pavilion}, reserve=(seraglio,))
    give(game, 0, ch.AMMAR)
    to_placement(game)
    game.apply(EndTurn())
    assert game.phase == ch.AMMAR_STAGE
    game.apply(AmmarStep("remove", 0, (1, 0)))
    assert game.phase == STAGE and game.to_move == 0
    mb = game.players[0].hand[0]
    add = next(a for a in game.legal_actions() if isinstance(a, BuilderStep) and a.kind == "add")
    game.apply(add)
    assert game.players[0].alhambra.at(add.pos) is not None
    assert len(game.players[0].alhambra) == 2 and mb.id in state_of(game).used
    assert game.phase == ACTION and game.current == 1


def test_refused_steps_change_nothing():
    game, pavilion, seraglio = built_game(specs=("builder florin", "florin 3"))
    mb, three = game.players[0].hand[:2]
    assert refused(game, BuilderStep(three.id, "remove", 0, (1, 0))) == "no_builder"
    assert refused(game, BuilderStep(99999, "remove", 0, (1, 0))) == "no_builder"
    assert refused(game, BuilderStep(mb.id, "remove", 0, (0, 0))) == "builder_step"  # fountain
    assert refused(game, BuilderStep(mb.id, "add", seraglio.id, (5, 5))) == "builder_step"
    assert refused(game, BuilderStep(mb.id, "exchange", pavilion.id, (1, 0))) == "builder_step"
    assert refused(game, BuilderStep(mb.id, "fly", seraglio.id, (1, 0))) == "builder_step"
    game.apply(SkipBuilderStep())
    assert refused(game, SkipBuilderStep()) == "wrong_phase"
    assert refused(game, BuilderStep(mb.id, "remove", 0, (1, 0))) == "wrong_phase"


def test_a_view_hides_another_player_s_master_builders_and_samples_them_back():
    game, _, _ = built_game()
    view = game.view(0)
    assert sorted(map(repr, view.legal_actions())) == sorted(map(repr, game.legal_actions()))
    other = game.view(1)   # seat 1 sees that seat 0 is asked, not with which cards
    shown = [c for c in other.players[0].hand if not isinstance(c, HiddenCard)]
    assert shown == game.players[0].seen_cards()   # only what was taken openly
    assert not any(isinstance(c, MasterBuilder) for c in shown)
    world = other.determinize(random.Random(1))
    assert inventory(world) == inventory(game)


# ------------------------------------------------------------------------------ whole games
@pytest.mark.parametrize("seed", range(6))
def test_random_games_account_for_every_master_builder_and_replay(seed):
    players = 2 + seed % 5
    modules = {"builders"} | ({"characters", "thieves", "change"} if seed % 2
                              else {"vizier", "exchange", "traders"})
    game = Game.new(GameConfig(players=players, seed=seed, modules=frozenset(modules)))
    start = inventory(game)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        steps += 1
        if steps % 25 == 0:
            assert inventory(game) == start
            assert builder_ids(game) == IDS
        assert not any(isinstance(c, MasterBuilder) for c in game.discard)   # D49
    replay = Game.new(game.config)
    for act in game.log:
        replay.apply(act)
    assert replay.digest() == game.digest()


def test_a_master_builder_swapped_away_with_machma_leaves_the_game():  # M7, D49
    from game.rules.modules import characters as ch
    from game.rules.modules.characters import MachmaSwap
    from tests.modules.test_characters import give

    game = game_with("characters")
    give(game, 0, ch.MACHMA)
    mb, = hand(game, 0, "builder florin")
    wanted, *_ = display(game, "denar 2", "ducat 6", "florin 5", "dirham 4")
    discard = list(game.discard)
    events = game.apply(MachmaSwap(mb.id, wanted.id))
    assert game.players[0].hand == [wanted]
    assert game.discard == discard and state_of(game).used == [mb.id]   # never the pile
    assert builder_ids(game) == IDS
    told = [tell(e, game.names) for e in events if e.told]
    assert any("master builder" in words and "leaves the game" in words for words in told)


def test_a_game_dealt_before_d49_still_discards_a_builder_swapped_with_machma():
    # its save replays as it was played: the edition it was dealt under decides
    from game.rules.modules import characters as ch
    from game.rules.modules.characters import MachmaSwap
    from tests.modules.test_characters import give

    game = module_game("builders", "characters", edition=2)
    give(game, 0, ch.MACHMA)
    mb, = hand(game, 0, "builder florin")
    wanted, *_ = display(game, "denar 2", "ducat 6", "florin 5", "dirham 4")
    game.apply(MachmaSwap(mb.id, wanted.id))
    assert game.discard[-1] == mb and mb.id not in state_of(game).used


def test_a_master_builder_shuffled_back_into_the_deck_may_lie_anywhere_in_it():
    # (a game dealt before D49, where Machma sent one to the discard pile)
    game = game_with()
    mb = builder(game, FLORIN)
    game.discard.extend([*game.deck, mb])   # the deck runs out:
    game.deck[:] = []                       # the discard pile becomes the deck
    size = len(game.discard)
    drawn = game.ruleset.draw_card(game, [])
    if drawn == mb:
        game.deck.append(drawn)
        game.deck_ranges[mb.id] = (0, size)
    assert mb in game.deck and game.deck_ranges[mb.id] == (0, size)   # the whole new deck


def test_in_the_game_where_one_came_back_no_master_builder_reaches_the_discard_pile():  # D49
    # builders and characters, 3 players, seed 35, random bots: around the 290th move
    # Machma swapped a master builder into the discard pile, and it came back with the deck
    from game.ai import make_bot

    game = Game.new(GameConfig(players=3, seed=35,
                               modules=frozenset({"builders", "characters"})))
    bots = [make_bot("random", 350 + seat) for seat in range(3)]
    for _ in range(320):
        game.apply(bots[game.to_move].choose(game.view(game.to_move)))
        assert not misplaced(game)
    assert any(type(a).__name__ == "MachmaSwap" for a in game.log)


def test_a_master_builder_in_the_discard_pile_is_told_misplaced():  # D49
    game = game_with()
    assert not misplaced(game)
    game.discard.append(builder(game, FLORIN))
    assert misplaced(game) == [f"{game.discard[-1]!r} in discard"]


def test_module_facts():
    assert bld.Builders.expansion == 4 and bld.ID_BASE == 14000
    assert BUILDERS[14001].label() == "master builder (3 florins)"


# ------------------------------------------------------------------------------ the bots
def step_state(reserve: tuple = (), built: dict | None = None) -> Game:
    """Seat 0 asked about the extra step, holding a florin master builder."""
    game = stage_game(reserve=reserve, built=built)
    to_placement(game)
    game.apply(EndTurn())
    assert game.phase == STAGE and game.to_move == 0
    return game


@pytest.mark.parametrize("kind", ["easy", "normal", "hard", "greedy", "random"])
def test_every_strength_answers_the_question_legally(kind):
    from tests.ai.states import quick_bot

    game = step_state(reserve=(real_tile("garden", 6),))
    assert quick_bot(kind, seed=1).choose(game.view(0)) in game.legal_actions()


def test_normal_spends_a_master_builder_to_build_a_reserve_tower_in_a_race():
    from game.ai.normal import NormalBot
    from tests.rules.helpers import build_in_game

    game = step_state(reserve=(real_tile("tower", 12),))
    build_in_game(game, 1, {(1, 0): real_tile("tower", 11, "")})   # a rival's tower
    choice = NormalBot(1).choose(game.view(0))
    assert isinstance(choice, BuilderStep) and choice.kind == "add"


def test_normal_keeps_its_master_builder_rather_than_tear_down():
    from game.ai.normal import NormalBot

    game = step_state(built={(1, 0): real_tile("pavilion", 8)})
    assert NormalBot(1).choose(game.view(0)) == SkipBuilderStep()


def test_a_master_builder_is_worth_more_to_its_holder_than_an_ordinary_3():
    from game.ai.evaluation import Evaluator

    game = game_with()
    hand(game, 0, "builder florin", "dirham 5")
    other = game_with()
    hand(other, 0, "florin 3", "dirham 5")
    assert Evaluator(game.view(0), 0).value(game.view(0)) > \
        Evaluator(other.view(0), 0).value(other.view(0))


def test_normal_pays_with_ordinary_cards_before_a_master_builder():
    from game.ai.normal import NormalBot

    game = game_with()
    set_market(game, real_tile("pavilion", 5))
    mb = hand(game, 0, "builder florin", "florin 2", "florin 3")[0]
    choice = NormalBot(1).choose(game.view(0))
    assert isinstance(choice, Buy) and mb.id not in choice.cards
