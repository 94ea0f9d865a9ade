"""RULES Part 2, M16 Bazaars (D16, D17, D18, D22, D30, D35): bazaars laid beside the market
as they are drawn, bought at the price of their currency's square (exactly, another action,
no square emptied), by the vizier and with Abdul Karim too, never distributed at the end,
built like buildings, and scored at the 3rd scoring by the buildings around them."""

from __future__ import annotations

import random

import pytest

from game.rules import (
    ACTION,
    PLACE_NOW,
    PLACEMENT,
    WINDOW,
    Alhambra,
    Buy,
    EndActions,
    EndTurn,
    Game,
    GameConfig,
    IllegalAction,
    Kind,
    Pass,
    Place,
    Reserve,
    TakeMoney,
)
from game.rules.actions import GiveToDirk, RedesignAdd, RedesignRemove, action_from_json
from game.rules.modules import characters as ch
from game.rules.modules.bazaars import (
    BAZAAR,
    LINE,
    BazaarBought,
    BazaarLaid,
    BuyBazaar,
    bazaar_data,
    bazaar_score,
    bazaar_tile,
    bazaar_tiles,
    points_at,
)
from game.rules.modules.camps import BASTION, camp_lines, camp_tiles
from game.rules.modules.characters import CharacterCard, state_of
from game.rules.modules.citywalls import CARDS, own_tiles, wall_refusal
from game.rules.modules.huts import hut_tiles
from game.rules.modules.traders import LIFTED, PICK, SIDE, MoveCitizenIn, SwapCitizen
from game.rules.modules.vizier import VizierBuy
from game.scenes.modules import tell
from tests.modules.helpers import (
    card_ids,
    finish_turn,
    module_game,
    office,
    real_tile,
    set_display,
    set_hand,
    set_market,
)
from tests.rules.helpers import grow, take_tile, tile

PAVILION, SERAGLIO, ARCADES, CHAMBERS, GARDEN, TOWER = Kind
FLORIN_T = real_tile("pavilion", 6)       # square 1 (florin)
GARDEN_8 = real_tile("garden", 8, "SW")   # square 2 (dirham): the dirham bazaars cost 8
DENAR_T = real_tile("tower", 9, "ES")     # square 3 (denar)
DUCAT_T = real_tile("arcades", 10)        # square 4 (ducat)
PAG, DIRHAM_PSC = "Z1", "Z3"              # florin P-A-G; dirham P-S-C


def new(*modules: str, players: int = 3) -> Game:
    """A game with bazaars, seat 0 to act, no bazaar waiting yet (any laid out at setup
    goes back into the bag)."""
    game = module_game("bazaars", *modules, players=players)
    waiting = game.ext["bazaars"].waiting
    game.bag[0:0] = [bazaar_tile(b) for b in waiting]
    waiting.clear()
    return game


def lay(game: Game, *bazaars: str) -> None:
    """These bazaars come out of the bag and lie beside the market."""
    for bazaar in bazaars:
        take_tile(game, bazaar)
        game.ext["bazaars"].waiting.append(bazaar)


def bazaar_game(*modules: str, players: int = 3, hand=("dirham 5", "dirham 3", "dirham 9",
                                                        "florin 2")) -> Game:
    """Seat 0 to act; the dirham bazaar P-S-C waits beside the market, the garden 8 lies on
    the dirham square."""
    game = new(*modules, players=players)
    set_market(game, FLORIN_T, GARDEN_8, DENAR_T, DUCAT_T)
    set_display(game, "florin 1", "denar 2", "ducat 1", "dirham 1")
    lay(game, DIRHAM_PSC)
    set_hand(game, 0, *hand)
    return game


def cards(game: Game, *specs: str, seat: int = 0) -> tuple[int, ...]:
    """The ids of the cards of ``seat``'s hand with these faces ("dirham 5")."""
    hand = list(game.players[seat].hand)
    found = []
    for spec in specs:
        currency, value = spec.split()
        card = next(c for c in hand if getattr(c, "value", None) == int(value)
                    and getattr(c, "currency", "") == currency)
        hand.remove(card)
        found.append(card.id)
    return tuple(found)


def buys(game: Game) -> list[BuyBazaar]:
    return [a for a in game.legal_actions() if isinstance(a, BuyBazaar)]


def refused(game: Game, act, reason: str) -> None:
    """``act`` is refused with ``reason`` and changes nothing."""
    before = game.digest()
    with pytest.raises(IllegalAction) as error:
        game.apply(act)
    assert error.value.reason == reason
    assert game.digest() == before


# ------------------------------------------------------------------------------ the tiles
def test_the_eight_bazaars_of_the_house_data():
    letters = {b.id: (b.currency.value, b.letters) for b in bazaar_data().values()}
    assert sorted(letters.values()) == sorted([
        ("florin", "P-A-G"), ("florin", "S-C-T"), ("dirham", "P-S-C"), ("dirham", "A-G-T"),
        ("denar", "P-C-T"), ("denar", "S-A-G"), ("ducat", "P-S-G"), ("ducat", "A-C-T")])
    tiles = bazaar_tiles()
    assert len(tiles) == 8 and len({t.id for t in tiles}) == 8
    assert all(t.category == BAZAAR and not t.is_building and not t.walls and t.kind is None
               for t in tiles)


def test_the_bazaars_go_into_the_bag_with_the_buildings():
    game = new()
    held = {t.id for _, t in game.locations() if getattr(t, "category", "") == BAZAAR}
    assert held == set(bazaar_data())
    assert sum(1 for t in game.market if t is not None and t.is_building) == 4


# ------------------------------------------------------------------------------ drawing
def test_a_bazaar_drawn_is_laid_beside_the_market_and_the_square_is_filled():  # M16, D16
    game = new()
    set_market(game, FLORIN_T, GARDEN_8, DENAR_T, DUCAT_T)
    tower = real_tile("tower", 13)
    for t in (tower.id, "Z5", PAG):   # drawn in the order Z1, Z5, tower (the top is last)
        game.bag.append(take_tile(game, t))
    set_hand(game, 0, "florin 6")
    game.apply(Buy(0, cards(game, "florin 6")))
    game.apply(EndActions())
    events = finish_turn(game)
    assert game.ext["bazaars"].waiting == [PAG, "Z5"]   # several may wait
    assert game.market[0] == tower                       # drawing went on to fill it
    laid = [e.tile.id for e in events if isinstance(e, BazaarLaid)]
    assert laid == [PAG, "Z5"]
    laid_event = next(e for e in events if isinstance(e, BazaarLaid))
    assert "florin bazaar (pavilion, arcades, garden) was laid beside the market" in \
        tell(laid_event, game.names)


def test_bazaars_drawn_at_setup_wait_beside_the_market():
    for seed in range(60):
        game = Game.new(GameConfig(players=3, seed=seed, modules=frozenset({"bazaars"})))
        if game.ext["bazaars"].waiting:
            assert all(t is not None and t.category != BAZAAR for t in game.market)
            return
    pytest.fail("no seed laid a bazaar out at setup")


def test_dirk_keeps_a_bazaar_he_draws():  # D18
    game = new(players=2)
    game.bag.append(take_tile(game, PAG))
    game.ruleset.give_dirk(game, 1, [])
    assert bazaar_tile(PAG) in game.dirk
    assert game.ext["bazaars"].waiting == []
    assert sum(game.dirk_counts().values()) == sum(1 for t in game.dirk if t.is_building)  # D18


# ------------------------------------------------------------------------------ buying
def test_the_price_is_the_tile_on_its_currencys_square_paid_exactly():  # M16, D30
    game = bazaar_game()
    exact = BuyBazaar(DIRHAM_PSC, cards(game, "dirham 5", "dirham 3"))
    assert {(a.bazaar, tuple(sorted(a.cards))) for a in buys(game)} == {
        (DIRHAM_PSC, tuple(sorted(exact.cards)))}
    refused(game, BuyBazaar(DIRHAM_PSC, cards(game, "dirham 9")), "not_exact")  # overpaid
    refused(game, BuyBazaar(DIRHAM_PSC, cards(game, "dirham 5")), "too_little")
    refused(game, BuyBazaar(DIRHAM_PSC, cards(game, "dirham 5", "florin 2")), "wrong_currency")
    refused(game, BuyBazaar(PAG, cards(game, "florin 2")), "not_for_sale")  # still in the bag


def test_the_price_follows_the_square_as_its_tile_changes():
    game = bazaar_game(hand=("dirham 9",))
    assert not buys(game)   # the garden 8 lies on the dirham square
    set_market(game, FLORIN_T, real_tile("seraglio", 9), DENAR_T, DUCAT_T)
    assert buys(game) == [BuyBazaar(DIRHAM_PSC, cards(game, "dirham 9"))]


def test_a_camp_on_its_square_sets_the_price_like_a_building():  # D42, M8
    game = bazaar_game("camps", hand=("dirham 9", "dirham 5", "dirham 1"))
    camp = next(t for t in camp_tiles() if t.price == 6)
    take_tile(game, camp.id)
    game.bag.append(game.market[1])
    game.market[1] = camp                  # the dirham square holds a camp of price 6
    assert buys(game) == [BuyBazaar(DIRHAM_PSC, cards(game, "dirham 5", "dirham 1"))]


def test_buying_gives_another_action_and_empties_no_square():  # M16
    game = bazaar_game()
    market = list(game.market)
    events = game.apply(BuyBazaar(DIRHAM_PSC, cards(game, "dirham 5", "dirham 3")))
    assert game.phase == ACTION and game.to_move == 0 and game.turn_actions == 1
    assert game.market == market
    assert game.players[0].pending == [bazaar_tile(DIRHAM_PSC)]
    assert DIRHAM_PSC in game.turn_bought
    assert game.ext["bazaars"].waiting == []
    assert sorted(c.label() for c in game.players[0].hand) == ["2 florin", "9 dirham"]
    bought = next(e for e in events if isinstance(e, BazaarBought))
    assert tell(bought, game.names) == (
        f"{game.names[0]} bought the dirham bazaar (pavilion, seraglio, chambers) for "
        f"8 dirhams (exact: another action)")
    # the square's tile is still for sale, and the turn goes on
    assert any(isinstance(a, Buy) and a.square == 1 for a in game.legal_actions())


def test_not_for_sale_while_its_square_is_empty():  # M16, D35
    game = bazaar_game()
    game.bag.append(game.market[1])
    game.market[1] = None
    assert not buys(game)
    refused(game, BuyBazaar(DIRHAM_PSC, cards(game, "dirham 5", "dirham 3")),
            "bazaar_square_empty")


def test_not_for_sale_once_its_squares_tile_was_bought_this_turn():  # RULES 1.3, M16
    game = bazaar_game(hand=("dirham 5", "dirham 3", "dirham 6", "dirham 2"))
    game.apply(Buy(1, cards(game, "dirham 5", "dirham 3")))   # exact: another action
    assert game.phase == ACTION and game.market[1] is None
    assert not buys(game)
    refused(game, BuyBazaar(DIRHAM_PSC, cards(game, "dirham 6", "dirham 2")),
            "bazaar_square_empty")
    game.apply(EndActions())
    game.apply(Reserve(GARDEN_8.id))
    game.apply(EndTurn())
    assert game.market[1] is not None  # refilled at the end of the turn: for sale again
    assert DIRHAM_PSC in game.ext["bazaars"].waiting


def test_a_bazaar_is_bought_only_in_the_action_stage():
    game = bazaar_game()
    game.apply(TakeMoney((game.display[0].id,)))
    assert game.phase == PLACEMENT and not buys(game)
    refused(game, BuyBazaar(DIRHAM_PSC, cards(game, "dirham 5", "dirham 3")), "wrong_phase")


def test_diamonds_pay_a_bazaar_all_in_diamonds_exactly():  # D22
    game = bazaar_game("diamonds", hand=("diamond 5", "diamond 3", "diamond 9", "dirham 1"))
    exact = cards(game, "diamond 5", "diamond 3")
    assert {tuple(sorted(a.cards)) for a in buys(game)} == {tuple(sorted(exact))}
    refused(game, BuyBazaar(DIRHAM_PSC, cards(game, "diamond 9")), "not_exact")
    refused(game, BuyBazaar(DIRHAM_PSC, cards(game, "diamond 5", "diamond 3", "dirham 1")),
            "diamonds_alone")
    game.apply(BuyBazaar(DIRHAM_PSC, exact))
    assert game.phase == ACTION  # exact: another action


def test_an_exchange_office_pays_a_bazaar_exactly():  # D22, M2
    game = bazaar_game("exchange", hand=("florin 5", "dirham 3", "florin 9"))
    card = office(game, "florin", "dirham")
    game.players[0].hand.append(card)
    mix = (card.id, *cards(game, "florin 5", "dirham 3"))
    assert any(set(a.cards) == set(mix) for a in buys(game))
    refused(game, BuyBazaar(DIRHAM_PSC, (card.id, *cards(game, "florin 9"))), "exchange_exact")
    game.apply(BuyBazaar(DIRHAM_PSC, mix))
    assert game.phase == ACTION and card in game.discard


def test_abdul_karim_pays_a_bazaar_in_full():  # D35, M7
    game = bazaar_game("characters", hand=("florin 2",))
    state = state_of(game)
    karim = next(c for c, name in state.names.items() if name == ch.KARIM)
    if karim in state.aside:
        state.aside.remove(karim)
    if CharacterCard(karim) in game.deck:
        game.deck.remove(CharacterCard(karim))
        game.deck_ranges.pop(karim, None)
    state.owned[0].append(karim)
    pay = BuyBazaar(DIRHAM_PSC, (karim,))
    assert pay in buys(game)
    hand = list(game.players[0].hand)
    events = game.apply(pay)
    assert game.phase == ACTION                        # free, and another action
    bought = next(e for e in events if isinstance(e, BazaarBought))
    assert "paid by character (another action)" in tell(bought, game.names)
    assert game.players[0].hand == hand
    assert bazaar_tile(DIRHAM_PSC) in game.players[0].pending
    assert karim in state.gone                         # [1x]


def test_abdul_knihstig_counts_the_price_paid_for_a_bazaar():  # M7, D35
    game = bazaar_game("characters", hand=("ducat 6", "ducat 4"))
    state = state_of(game)
    knihstig = next(c for c, name in state.names.items() if name == ch.KNIHSTIG)
    if knihstig in state.aside:
        state.aside.remove(knihstig)
    if CharacterCard(knihstig) in game.deck:
        game.deck.remove(CharacterCard(knihstig))
        game.deck_ranges.pop(knihstig, None)
    state.owned[0].append(knihstig)
    lay(game, "Z8")   # ducat A-C-T: the arcades 10 lies on the ducat square
    game.apply(BuyBazaar("Z8", cards(game, "ducat 6", "ducat 4")))
    assert game.phase == ch.KNIHSTIG_STAGE and game.to_move == 0


def test_the_vizier_buys_a_bazaar_exactly_between_turns():  # D35, M1
    game = bazaar_game("vizier", hand=("florin 2",))
    set_hand(game, 1, "dirham 5", "dirham 3", "dirham 9")
    set_hand(game, 2, "dirham 9")            # only an overpay: not asked (D13)
    game.apply(TakeMoney((game.display[0].id,)))
    finish_turn(game)
    assert game.phase == WINDOW and game.to_move == 1
    exact = VizierBuy("bazaars", DIRHAM_PSC, cards(game, "dirham 5", "dirham 3", seat=1))
    offered = [a for a in game.legal_actions() if isinstance(a, VizierBuy)]
    assert [(a.source, a.key, set(a.cards)) for a in offered] == \
        [("bazaars", DIRHAM_PSC, set(exact.cards))]
    refused(game, VizierBuy("bazaars", DIRHAM_PSC, cards(game, "dirham 9", seat=1)),
            "vizier_exact")
    market = list(game.market)
    events = game.apply(exact)
    assert game.phase == PLACE_NOW and game.to_move == 1   # built at once
    assert game.players[1].pending == [bazaar_tile(DIRHAM_PSC)]
    assert game.market == market and not game.ext["bazaars"].waiting
    assert not game.ext["vizier"].active[1]
    bought = next(e for e in events if isinstance(e, BazaarBought))
    assert "exact" not in tell(bought, game.names)     # no further action
    game.apply(Place(DIRHAM_PSC, (0, -1)))
    assert game.players[1].alhambra.at((0, -1)) == bazaar_tile(DIRHAM_PSC)
    while game.phase == WINDOW:   # seat 2 cannot pay anything exactly: not asked
        game.apply(Pass())
    assert game.phase == ACTION and game.current == 1


def test_the_vizier_cannot_buy_a_bazaar_whose_square_is_empty():  # D35
    game = bazaar_game("vizier", hand=("florin 2",))
    set_hand(game, 1, "dirham 5", "dirham 3")
    game.apply(TakeMoney((game.display[0].id,)))
    finish_turn(game)
    game.bag.append(game.market[1])
    game.market[1] = None
    assert not any(isinstance(a, VizierBuy) for a in game.legal_actions())
    refused(game, VizierBuy("bazaars", DIRHAM_PSC, cards(game, "dirham 5", "dirham 3", seat=1)),
            "not_for_sale")


def test_unbought_bazaars_are_not_distributed_at_the_end():  # M16
    game = bazaar_game(hand=("dirham 9", "dirham 8", "florin 6", "florin 9"))
    lay(game, PAG)
    game.bag.clear()   # the refill at the end of this turn fails: the game ends
    game.apply(Buy(0, cards(game, "florin 6")))
    game.apply(EndActions())
    game.apply(Reserve(FLORIN_T.id))
    game.apply(EndTurn())
    while not game.is_over:
        pending = game.players[game.to_move].pending
        game.apply(Reserve(pending[0].id) if pending else game.legal_actions()[0])
    assert game.ext["bazaars"].waiting == [DIRHAM_PSC, PAG]   # seat 0 had the most of both
    for player in game.players:
        held = [*player.alhambra.tiles(), *player.reserve, *player.pending]
        assert not any(t.category == BAZAAR for t in held)
    assert {t.id for where, t in game.locations() if where == "beside the market"} == \
        {DIRHAM_PSC, PAG}


# ------------------------------------------------------------------------------ building
def test_a_bought_bazaar_is_placed_like_a_building_or_kept_or_given_to_dirk():
    game = bazaar_game(players=2)
    game.apply(BuyBazaar(DIRHAM_PSC, cards(game, "dirham 5", "dirham 3")))
    game.apply(EndActions())
    actions = game.legal_actions()
    assert {a.pos for a in actions if isinstance(a, Place)} == {(1, 0), (-1, 0), (0, 1), (0, -1)}
    assert Reserve(DIRHAM_PSC) in actions and GiveToDirk(DIRHAM_PSC) in actions
    game.apply(GiveToDirk(DIRHAM_PSC))
    assert bazaar_tile(DIRHAM_PSC) in game.dirk


@pytest.mark.parametrize("seed", range(12))
def test_bazaars_go_where_a_building_without_walls_goes(seed):  # B1-B5
    alhambra = grow(random.Random(seed), 14)
    bazaar = bazaar_tile(PAG)
    assert alhambra.legal_positions(bazaar) == alhambra.legal_positions(tile(""))
    for pos in sorted(alhambra.frontier()):
        assert alhambra.check(bazaar, pos) == alhambra.check(tile(""), pos)


def test_the_building_rules_hold_for_a_bazaar():  # B2-B5
    alhambra = Alhambra()
    alhambra.place(tile("E"), (1, 0))
    bazaar = bazaar_tile(PAG)
    assert alhambra.check(bazaar, (2, 0)) == "walls_mismatch"    # B2: a wall meets its side
    assert alhambra.check(bazaar, (3, 0)) == "not_joined"        # B3
    assert alhambra.check(bazaar, (1, 1)) is None                 # an open side
    ring = Alhambra()
    for pos in ((1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2)):
        ring.place(tile(""), pos)
    assert ring.check(bazaar, (0, 1)) == "hole"                   # B5: (1, 1) enclosed
    # B4: with no walls of its own, a bazaar that keeps B2 meets only open sides of tiles
    # reachable on foot (the comparison with an open building above covers it)


def test_a_bazaar_is_redesigned_like_a_building():
    game = bazaar_game()
    player = game.players[0]
    player.reserve.append(take_tile(game, PAG))
    game.apply(RedesignAdd(PAG, (1, 0)))
    assert player.alhambra.at((1, 0)) == bazaar_tile(PAG)
    finish_turn(game)
    game.current = game.to_move = 0
    game.phase = ACTION
    game.apply(RedesignRemove((1, 0)))
    assert bazaar_tile(PAG) in player.reserve


# ------------------------------------------------------------------------------ scoring
def put(alhambra: Alhambra, pos, piece) -> None:
    alhambra._put(piece, pos)


def building(kind: Kind, walls: str = "") -> object:
    return tile(walls, kind.value)


def test_the_sheets_first_example_4_neighbours_of_3_kinds_score_12():
    alhambra = Alhambra()
    put(alhambra, (1, 0), bazaar_tile(PAG))             # pavilion, arcades, garden
    put(alhambra, (2, 0), building(PAVILION))
    put(alhambra, (1, 1), building(ARCADES))
    put(alhambra, (2, 1), building(GARDEN))             # diagonal
    put(alhambra, (0, 1), building(GARDEN))             # diagonal
    put(alhambra, (1, -1), building(TOWER))             # not one of its kinds
    assert points_at(alhambra, (1, 0), bazaar_data()[PAG]) == 4 * 3 == 12


def test_the_sheets_second_example_3_neighbours_of_2_kinds_score_6():
    alhambra = Alhambra()
    put(alhambra, (1, 0), bazaar_tile(PAG))
    put(alhambra, (2, 0), building(PAVILION))
    put(alhambra, (2, -1), building(PAVILION))          # diagonal
    put(alhambra, (1, 1), building(GARDEN))
    assert bazaar_score(alhambra) == 3 * 2 == 6


def test_eight_neighbours_of_three_kinds_score_the_most_24():
    alhambra = Alhambra()
    put(alhambra, (1, 1), bazaar_tile(PAG))
    kinds = [PAVILION, ARCADES, GARDEN] * 3
    around = [(x, y) for y in (0, 1, 2) for x in (0, 1, 2) if (x, y) not in ((1, 1), (0, 0))]
    for pos, kind in zip(around, kinds):
        put(alhambra, pos, building(kind))
    assert bazaar_score(alhambra) == 7 * 3   # the fountain is one of the eight
    away = Alhambra()
    put(away, (5, 5), bazaar_tile(PAG))
    for pos, kind in zip([(x, y) for y in (4, 5, 6) for x in (4, 5, 6) if (x, y) != (5, 5)],
                         kinds):
        put(away, pos, building(kind))
    assert bazaar_score(away) == 8 * 3 == 24


def test_huts_and_bazaars_never_count_as_neighbours_and_walls_do_not_matter():
    alhambra = Alhambra()
    put(alhambra, (1, 0), bazaar_tile(PAG))
    pavilion_hut = next(h for h in hut_tiles() if h.kind is PAVILION)
    put(alhambra, (2, 0), pavilion_hut)                  # a hut of one of its kinds
    put(alhambra, (1, 1), bazaar_tile("Z7"))             # another bazaar (P-S-G)
    assert bazaar_score(alhambra) == 0
    put(alhambra, (2, 1), building(GARDEN, "NW"))         # walls all round: still counts
    put(alhambra, (0, -1), building(ARCADES, "ES"))
    # the first bazaar counts the garden and the arcades on its diagonals (2 x 2); the
    # other one (at (1, 1)) the garden beside it (1 x 1)
    assert points_at(alhambra, (1, 0), bazaar_data()[PAG]) == 2 * 2
    assert bazaar_score(alhambra) == 4 + 1


def game_with_a_scoring_bazaar(players: int = 3) -> Game:
    game = new(players=players)
    alhambra = game.players[0].alhambra
    put(alhambra, (1, 0), take_tile(game, PAG))
    put(alhambra, (1, 1), take_tile(game, real_tile("pavilion", 8).id))
    put(alhambra, (0, 1), take_tile(game, real_tile("garden", 10, "").id))
    return game


def test_bazaars_score_at_the_third_scoring_only():  # M16
    game = game_with_a_scoring_bazaar()
    module = game.module("bazaars")
    assert module.scoring_lines(game, 1) == {} and module.scoring_lines(game, 2) == {}
    assert module.scoring_lines(game, 3) == {LINE: [4, 0, 0]}
    for number in (1, 2):
        assert LINE not in game.clone().score(number, []).rows[0].extras
    row = game.score(3, []).rows[0]
    assert row.extras[LINE] == 4 and row.counts["pavilion"] == 1 and row.counts["garden"] == 1


def test_bazaars_in_the_reserve_or_with_dirk_score_nothing():  # M16, D18
    game = game_with_a_scoring_bazaar(players=2)
    module = game.module("bazaars")
    assert module.scoring_lines(game, 3) == {LINE: [4, 0, 0]}   # Dirk's entry is 0
    game.players[1].reserve.append(take_tile(game, "Z7"))
    game.dirk.append(take_tile(game, "Z5"))
    game.dirk.extend(take_tile(game, real_tile("tower", t, "").id) for t in (11, 12))
    game.dirk.append(take_tile(game, real_tile("chambers", 11, "").id))
    assert module.scoring_lines(game, 3) == {LINE: [4, 0, 0]}
    assert sum(game.dirk_counts().values()) == sum(1 for t in game.dirk if t.is_building)  # D18
    scored = game.score(3, [])
    assert LINE not in scored.rows[-1].extras


# ------------------------------------------------------------------------------ other modules
def test_no_citizen_moves_onto_a_bazaar_built_on_the_disc_only_the_swap():  # D17, M12
    game = Game.new(GameConfig(players=3, seed=1, modules=frozenset({"traders", "bazaars"})))
    while game.phase in (PICK, SIDE):
        game.apply(game.legal_actions()[0])
    game.current = game.to_move = 0
    game.phase = PLACEMENT
    waiting = game.ext["bazaars"].waiting
    if PAG in waiting:   # laid out at setup
        waiting.remove(PAG)
    else:
        take_tile(game, PAG)
    game.players[0].pending.append(bazaar_tile(PAG))
    # a bazaar of the disc's colours, so that only its not being a building stops a citizen
    assert set(game.ext["traders"].disc[0]) & set(bazaar_data()[PAG].kinds)
    game.apply(Place(PAG, game.ext["traders"].pos[0]))
    assert game.phase == LIFTED
    assert not any(isinstance(a, MoveCitizenIn) for a in game.legal_actions())
    assert any(isinstance(a, SwapCitizen) for a in game.legal_actions())


def test_wall_pieces_may_be_added_to_a_bazaar():  # D17, M9
    game = new("citywalls")
    game.players[0].reserve.append(take_tile(game, PAG))
    assert bazaar_tile(PAG) in own_tiles(game, 0)
    north = next(c for c in CARDS.values() if c.sides == "N")
    assert wall_refusal(game, 0, north, bazaar_tile(PAG)) is None


def test_a_bazaar_counts_in_a_camps_line():  # D17, M8
    alhambra = Alhambra()
    put(alhambra, (1, 0), tile("E"))
    put(alhambra, (2, 0), next(t for t in camp_tiles() if t.sides_of(BASTION) == {"W"}))
    line = camp_lines(alhambra)
    put(alhambra, (-1, 0), bazaar_tile(PAG))
    assert camp_lines(alhambra) == line + 1


def test_laila_lays_a_drawn_bazaar_beside_the_market():  # M7
    game = bazaar_game("characters")
    state = state_of(game)
    laila = next(c for c, name in state.names.items() if name == ch.LAILA)
    if laila in state.aside:
        state.aside.remove(laila)
    if CharacterCard(laila) in game.deck:
        game.deck.remove(CharacterCard(laila))
        game.deck_ranges.pop(laila, None)
    state.owned[0].append(laila)
    game.bag.append(take_tile(game, PAG))
    swap = next(a for a in game.legal_actions() if isinstance(a, ch.LailaSwap))
    game.apply(swap)
    assert game.ext["bazaars"].waiting == [DIRHAM_PSC, PAG]
    assert all(t is not None and t.category != BAZAAR for t in game.market)


# ------------------------------------------------------------------------------ information
def test_waiting_bazaars_are_public_in_views_and_kept_by_determinize():
    game = bazaar_game()
    lay(game, PAG)
    view = game.view(1)
    assert view.ext["bazaars"].waiting == [DIRHAM_PSC, PAG]
    world = view.determinize(random.Random(3))
    assert world.ext["bazaars"].waiting == [DIRHAM_PSC, PAG]
    seat0 = game.view(0)
    assert sorted(map(repr, buys(seat0))) == sorted(map(repr, buys(game)))
    assert card_ids(game.players[0].hand) == card_ids(seat0.players[0].hand)


def test_refused_purchases_change_nothing_and_replays_agree():
    game = bazaar_game()
    game.apply(BuyBazaar(DIRHAM_PSC, cards(game, "dirham 5", "dirham 3")))
    assert game.clone().digest() == game.digest()
    assert game.state_dict()["ext"]["bazaars"] == {"waiting": []}


def test_a_bazaar_purchase_is_saved_as_plain_data():
    act = BuyBazaar(DIRHAM_PSC, (12, 34))
    assert action_from_json(act.to_json()) == act
