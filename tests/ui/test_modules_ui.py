"""The first four expansion modules at the table, driven by real events: a vizier purchase
between turns (RULES M1), paying with an exchange office (M2), revealing a bonus card (M3),
taking and dragging a worker hut (M4), and the setup's module picker."""

from __future__ import annotations

import json

import pygame

from game.rules import ACTION, PLACE_NOW, WINDOW, Buy, Game, GameConfig, TakeMoney
from game.rules import module_order
from game.rules.modules.bazaars import BuyBazaar
from game.rules.modules.bonus import RevealBonus
from game.rules.modules.builders import MasterBuilder
from game.rules.modules.camps import CAMP
from game.rules.modules.change import coins_of
from game.rules.modules.citywalls import TakeWall
from game.rules.modules.diamonds import is_diamond
from game.rules.modules.gates import TakeGate
from game.rules.modules.exchange import ExchangeCard
from game.rules.modules.huts import HUT, TakeHut, huts_held
from game.rules.modules.thieves import PlayThief
from game.rules.modules.treasure import TakeRoom
from game.rules.modules.vizier import UseVizier
from game.scenes.curtain import CurtainScene
from game.scenes.menu import MenuScene
from game.scenes.modules import count_marks
from game.scenes.placement import PlacementScene
from game.scenes.setup import SetupScene
from game.scenes.table.seat_facts import TOKEN_TAG, SeatToken
from game.scenes.table.zones import BADGE_TAG
from game.scenes.turn.scene import TurnScene
from game.sprites.scoring_table import bonus_legend, bonus_words
from game.ui.settings import settings_path
from tests.modules.helpers import (
    build_in_game, finish_turn, module_game, office, real_tile, set_hand, set_market,
)
from tests.ui.conftest import Driver
from tests.ui.scenarios import (
    advance_until, bonus_to_reveal, office_buys, office_purchase, seated, vizier_window,
)

ALL = set(module_order())


def click_cards(driver: Driver, scene, card_ids) -> None:
    for card_id in card_ids:
        spot = scene.regions.rect_of("hand_card", card_id)
        assert spot is not None, f"card {card_id} is not shown in the hand"
        driver.click(spot.center)


def drop_on_legal_cell(driver: Driver, scene: PlacementScene, tile) -> tuple[int, int]:
    cell = sorted(scene.player.alhambra.legal_positions(tile))[0]
    start = scene.regions.rect_of("tray_tile", tile.id).center
    driver.drag(start, scene.geometry.cell_rect(cell).center)
    return cell


def test_a_vizier_purchase_between_turns(app, driver):
    game = advance_until({"vizier"}, vizier_window)
    seat = game.to_move
    assert seat != game.current  # D7: never the player who just played
    match = app.start_match(seated(game, [seat]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene) and scene.in_window
    assert match.game.ext["vizier"].active[seat]
    buy = next(a for a in match.game.legal_actions() if isinstance(a, UseVizier))
    tile = match.game.market[buy.square]

    driver.click(scene.regions.rect_of("square", buy.square).center)
    assert scene.market_notes()[buy.square][0] == "✓ exact"
    click_cards(driver, scene, buy.cards)
    head, _, _, ready = scene.advice()
    assert ready and "vizier" in head
    driver.press_button("vizier_buy")

    placing = app.top
    assert isinstance(placing, PlacementScene) and match.game.phase == PLACE_NOW
    assert match.game.to_move == seat and tile in match.game.players[seat].pending
    assert not match.game.ext["vizier"].active[seat]  # spent
    cell = drop_on_legal_cell(driver, placing, tile)
    assert match.game.players[seat].alhambra.at(cell) == tile


def test_the_vizier_refuses_an_overpayment(app, driver):
    def overpay_possible(game) -> bool:
        if not vizier_window(game):
            return False
        return any(not game.judge_payment(game.to_move, sq, tuple(c.id for c in option)).exact
                   for sq, tile in enumerate(game.market) if tile
                   for option in game.payment_options(game.to_move, sq))

    game = advance_until({"vizier"}, overpay_possible)
    seat = game.to_move
    match = app.start_match(seated(game, [seat]))
    driver.frame()
    scene = app.top
    square, cards = next(
        (sq, tuple(c.id for c in option)) for sq, tile in enumerate(game.market) if tile
        for option in game.payment_options(game.to_move, sq)
        if not game.judge_payment(game.to_move, sq, tuple(c.id for c in option)).exact)
    driver.click(scene.regions.rect_of("square", square).center)
    click_cards(driver, scene, cards)
    button = scene.button("vizier_buy")
    assert button is not None and not button.enabled
    digest = match.game.digest()
    driver.click(button.rect.center)
    assert match.game.digest() == digest and "exact" in scene.message
    driver.press_button("pass")
    assert match.game.phase != WINDOW or match.game.to_move != seat  # passed: asked no more


def test_in_hot_seat_the_vizier_is_offered_behind_the_curtain(app, driver):
    game = advance_until({"vizier"}, vizier_window)
    asked = game.to_move
    match = app.start_match(seated(game, [asked, game.current]))
    driver.frame()
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == asked
    assert "vizier" in curtain.reason()
    assert match.shown_hand_seat != asked  # the asked player's money is not on show yet
    driver.click((640, 360))
    assert match.holder == asked and isinstance(app.top, TurnScene) and app.top.in_window


def test_paying_with_an_exchange_office(app, driver):
    game = advance_until({"exchange"}, office_purchase)
    seat = game.to_move
    match = app.start_match(seated(game, [seat]))
    driver.frame()
    scene = app.top
    buy: Buy = office_buys(match.game)[0]
    office = next(c for c in match.game.player.hand
                  if c.id in buy.cards and isinstance(c, ExchangeCard))
    tile = match.game.market[buy.square]

    driver.click(scene.regions.rect_of("square", buy.square).center)
    click_cards(driver, scene, buy.cards)
    assert scene.focus_currency() == frozenset(office.currencies)  # both rows pay now
    head, _, _, ready = scene.advice()
    assert ready and "office" in head and "exact" in head
    driver.press_button("buy")

    after = match.game
    assert tile in after.players[seat].pending
    assert office not in after.players[seat].hand and office in after.discard


def test_auto_pay_proposes_an_office_paying_all_in_its_other_currency(app, driver):  # M2
    game = module_game("exchange")
    set_market(game, real_tile("pavilion", 7), None, None, None)
    card = office(game, "florin", "denar")
    set_hand(game, 0, "denar 3", "denar 4", "ducat 9")
    game.players[0].hand.append(card)
    match = app.start_match(seated(game, [0]))
    driver.frame()
    scene = app.top
    assert scene.market_notes()[0][0] == "✓ exact"
    driver.click(scene.regions.rect_of("square", 0).center)
    driver.press_button("autopay")
    denars = {c.id for c in match.game.player.hand if getattr(c, "value", 0) in (3, 4)}
    assert set(scene.pay) == {card.id} | denars
    driver.press_button("buy")
    assert match.game.phase == ACTION and match.game.player.pending[0].price == 7


def test_a_bonus_card_is_revealed_in_the_vizier_window(app, driver):  # M3
    game = module_game("bonus", "vizier")
    arcades = real_tile("arcades", 9)
    state = game.ext["bonus"]
    for cards in [*state.hidden, state.unused]:
        if arcades.id in cards:
            cards.remove(arcades.id)
    state.hidden[1].append(arcades.id)
    build_in_game(game, 1, {(1, 0): arcades})
    set_market(game, None, real_tile("garden", 8, "SW"), None, None)
    set_hand(game, 1, "dirham 8")
    game.apply(TakeMoney((game.display[0].id,)))
    finish_turn(game)
    match = app.start_match(seated(game, [1]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, TurnScene) and scene.in_window
    driver.click(scene.regions.rect_of("bonus_card", arcades.id).center)
    assert arcades.id in match.game.ext["bonus"].revealed[1]
    assert "counts twice" in scene.message
    assert match.game.phase == WINDOW and match.game.to_move == 1


def test_an_exchange_office_cannot_be_taken_with_money(app, driver):
    def office_on_display(game) -> bool:
        return game.phase == ACTION and any(isinstance(c, ExchangeCard) for c in game.display) \
            and any(not isinstance(c, ExchangeCard) for c in game.display)

    game = advance_until({"exchange"}, office_on_display)
    match = app.start_match(seated(game, [game.to_move]))
    driver.frame()
    scene = app.top
    office = next(c for c in game.display if isinstance(c, ExchangeCard))
    money = next(c for c in game.display if not isinstance(c, ExchangeCard))
    driver.click(scene.regions.rect_of("display_card", office.id).center)
    assert scene.advice()[3] and "exchange office" in scene.advice()[0]
    driver.click(scene.regions.rect_of("display_card", money.id).center)
    assert not scene.advice()[3] and "alone" in scene.advice()[0]
    driver.click(scene.regions.rect_of("display_card", money.id).center)
    driver.press_button("take")
    assert office in match.game.players[game.to_move].hand


def test_revealing_a_bonus_card(app, driver):
    game = advance_until({"bonus"}, bonus_to_reveal)
    seat = game.to_move
    match = app.start_match(seated(game, [seat]))
    driver.frame()
    scene = app.top
    state = match.game.ext["bonus"]
    shown = [payload for _, payload in scene.regions.all("bonus_card")]
    assert shown == state.hidden[seat]  # the holder's own cards, and nobody else's
    reveal = next(a for a in match.game.legal_actions() if isinstance(a, RevealBonus))
    kind = next(t.kind for t in match.game.player.alhambra.tiles() if t.id == reveal.tile)
    before = match.game.scoring_counts(seat)[kind]

    driver.click(scene.regions.rect_of("bonus_card", reveal.tile).center)

    state = match.game.ext["bonus"]
    assert reveal.tile in state.revealed[seat] and reveal.tile not in state.hidden[seat]
    assert match.game.scoring_counts(seat)[kind] == before + 1
    assert "counts twice" in scene.message
    unbuilt = [t for t in state.hidden[seat]
               if t not in {tile.id for tile in match.game.player.alhambra.tiles()}]
    if unbuilt:  # a card whose building is not built yet says so and stays hidden
        driver.click(scene.regions.rect_of("bonus_card", unbuilt[0]).center)
        assert "once" in scene.message and unbuilt[0] in match.game.ext["bonus"].hidden[seat]


def test_other_players_bonus_cards_stay_hidden_in_hot_seat(app, driver):
    game = Game.new(GameConfig(players=3, seed=5, modules=frozenset({"bonus"})))
    session = seated(game, [game.to_move, (game.to_move + 1) % 3])
    match = app.start_match(session)
    driver.frame()
    assert isinstance(app.top, CurtainScene)
    match.turn_scene.refresh()
    assert match.turn_scene.regions.all("bonus_card") == []  # nobody holds the device
    driver.click((640, 360))
    holder = match.holder
    shown = [payload for _, payload in app.top.regions.all("bonus_card")]
    assert shown == game.ext["bonus"].hidden[holder]
    others = {t for seat, cards in enumerate(game.ext["bonus"].hidden) if seat != holder
              for t in cards}
    assert not others.intersection(shown)


def test_taking_a_hut_and_dragging_it_into_the_alhambra(app, driver):
    game = Game.new(GameConfig(players=3, seed=1, modules=frozenset({"huts"})))
    match = app.start_match(seated(game, [game.to_move]))
    driver.frame()
    scene = app.top
    seat = game.to_move
    kind = "garden"
    top_hut = match.game.ext["huts"].stacks[kind][0]

    driver.click(scene.regions.rect_of("hut_stack", kind).center)
    head, _, detail, ready = scene.advice()
    assert ready and kind in head and "not behind a wall" in detail
    driver.press_button("take_hut")

    placing = app.top
    assert isinstance(placing, PlacementScene)
    hut = match.game.players[seat].pending_tile(top_hut)
    assert hut is not None and hut.category == HUT
    assert top_hut not in match.game.ext["huts"].stacks[kind]
    cell = sorted(placing.player.alhambra.legal_positions(hut))[0]
    start = placing.regions.rect_of("tray_tile", hut.id).center
    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    driver.frame()
    driver.move((start[0], start[1] - 30), held=True)
    driver.move(placing.geometry.cell_rect(cell).center, held=True)
    ok, words = placing.targets.verdict(cell)
    assert ok and "counts as 0 gardens" in words  # nothing beside it yet
    driver.post(pygame.MOUSEBUTTONUP, pos=placing.geometry.cell_rect(cell).center, button=1)
    driver.frame()
    assert match.game.players[seat].alhambra.at(cell) == hut


def test_the_hut_limit_is_explained(app, driver):
    def three_huts_held(game) -> bool:
        return game.phase == ACTION and huts_held(game, game.to_move) >= 3

    game = advance_until({"huts"}, three_huts_held)
    match = app.start_match(seated(game, [game.to_move]))
    driver.frame()
    scene = app.top
    kind = next(k for k, stack in match.game.ext["huts"].stacks.items() if stack)
    driver.click(scene.regions.rect_of("hut_stack", kind).center)
    head, _, _, ready = scene.advice()
    assert not ready and "3 huts" in head
    assert TakeHut(kind) not in match.game.legal_actions()


def test_the_setup_picks_modules_and_remembers_them(app, driver):
    app.open_setup()
    driver.frame()
    scene = app.top
    assert isinstance(scene, SetupScene) and scene.modules == []
    for index in (0, 3, 1):
        driver.click(scene.module_box(index).center)
    assert scene.modules == ["vizier", "exchange", "huts"]  # kept in rule order
    driver.click(scene.module_box(1).center)
    driver.press_button("start")
    assert app.match.game.config.modules == frozenset({"vizier", "huts"})
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["modules"] == ["vizier", "huts"]
    app.open_setup()
    assert app.top.modules == ["vizier", "huts"]


def test_the_scoring_table_says_where_counts_come_from():
    marks = count_marks(Game.new(GameConfig(players=3, seed=1, modules=frozenset(ALL))))
    row_bonus = {"huts": {"garden": 2.0}, "bonus": {"garden": 1.0, "tower": 1.0}}
    assert bonus_words(row_bonus, "garden", marks) == "★+1 ⌂+2"
    assert bonus_words(row_bonus, "tower", marks) == "★+1"
    assert bonus_words(row_bonus, "pavilion", marks) == ""

    class Row:
        count_bonus = row_bonus

    class Scored:
        rows = (Row(),)

    assert bonus_legend(Scored(), marks) == "★ from bonus cards · ⌂ from worker huts"


def panel_region(driver: Driver, scene, tag: str, key: object):
    """Where a module's item shows ``key``: on the table, or in the item opened in place
    from its badge where its zone has no room for it (a module's item's key is its hit
    areas' tag)."""
    spot = scene.regions.rect_of(tag, key)
    badge = scene.regions.rect_of(BADGE_TAG, tag)
    if spot is None and badge is not None:
        driver.click(badge.center)
        spot = scene.regions.rect_of(tag, key)
    assert spot is not None, f"no {tag} {key!r} on the table"
    return spot


def module_human_step(driver: Driver, used: set[str]) -> None:
    """One decision of a simple human with every module on: reveal a bonus card when one
    may be shown, buy with the vizier when asked and able (else pass); in a turn, pay with
    an exchange office when possible, take one when none is held, save money while one is
    held, else buy, take a hut, or take money; build new tiles on the first legal cell."""
    app = driver.app
    driver.frame()  # the table as it stands now (the AI may have played since the last frame)
    match = app.match
    scene = app.top
    game = match.game
    legal = game.legal_actions()
    if isinstance(scene, TurnScene) and game.phase == WINDOW:
        vizier = next((a for a in legal if isinstance(a, UseVizier)), None)
        thief = next((a for a in legal if isinstance(a, PlayThief)), None)
        if thief is not None and "thieves" not in used:
            driver.click(scene.regions.rect_of("thief", thief.thief).center)
            driver.press_button(driver.app.top.entries[0].text())
            used.add("thieves")
        elif vizier is not None:
            driver.click(scene.regions.rect_of("square", vizier.square).center)
            driver.press_button("autopay")
            driver.press_button("vizier_buy")
            used.add("vizier")
        else:
            driver.press_button("pass")
        return
    reveal = next((a for a in legal if isinstance(a, RevealBonus)), None)
    if reveal is not None and scene.regions.rect_of("bonus_card", reveal.tile):
        driver.click(scene.regions.rect_of("bonus_card", reveal.tile).center)
        used.add("bonus")
        return
    if isinstance(scene, TurnScene) and scene.in_module_stage:
        # a module's own stage (an auction, a character's choice): the first button, the
        # least bid, or the first in the list of choices
        used.add(game.phase.split(":")[0])
        if scene.button("stage0") is not None:
            driver.press_button("stage0")
        elif scene.button("bid") is not None:
            driver.press_button("bid")
            driver.press_button("bid0")
        elif scene.button("more") is not None:
            driver.press_button("more")
            driver.press_button(driver.app.top.choices[0].label)
        else:   # the module's own buttons stand for every choice: the first
            driver.press_button(next(b.key for b in scene.buttons
                                     if b.key not in ("menu", "speed", "undo")))
        return
    if isinstance(scene, TurnScene) and game.phase == ACTION:
        if game.turn_actions:
            driver.press_button("done")
            return
        square = next((s for s, t in enumerate(game.market)
                       if t is not None and game.payment_options(game.to_move, s)), None)
        hut = next((a for a in legal if isinstance(a, TakeHut)), None)
        with_office = office_buys(game)
        office_shown = next((c for c in game.display if isinstance(c, ExchangeCard)), None)
        with_diamonds = [a for a in legal if isinstance(a, Buy)
                         and all(is_diamond(c) for c in game.purse(game.to_move)
                                 if c.id in a.cards)
                         and any(is_diamond(c) for c in game.purse(game.to_move)
                                 if c.id in a.cards)]
        wall = next((a for a in legal if isinstance(a, TakeWall)), None)
        room = next((a for a in legal if isinstance(a, TakeRoom)), None)
        bazaar = next((a for a in legal if isinstance(a, BuyBazaar)), None)
        if room is not None and "treasure" not in used:
            driver.click(panel_region(driver, scene, "treasure_room", room.room).center)
            driver.press_button("autopay")
            driver.press_button("buy")
            if isinstance(driver.app.top, MenuScene):   # none of its chests can be placed
                driver.press_button("Yes, buy it")
            used.add("treasure")
        elif bazaar is not None and "bazaars" not in used:
            driver.click(panel_region(driver, scene, "bazaar", bazaar.bazaar).center)
            driver.press_button("autopay")
            driver.press_button("buy")
            used.add("bazaars")
        elif wall is not None and "citywalls" not in used:
            driver.click(panel_region(driver, scene, "wall_card", wall.card).center)
            player = game.player
            cell = player.alhambra.position_of(wall.tile)
            if cell is not None:
                driver.click(scene.geometry.cell_rect(cell).center)
            else:
                tag = "tray_tile" if player.pending_tile(wall.tile) else "reserve_tile"
                driver.click(scene.regions.rect_of(tag, wall.tile).center)
            driver.press_button("take_wall")
            used.add("citywalls")
        elif TakeGate() in legal and "gates" not in used:
            driver.click(panel_region(driver, scene, "gate_card", "lying").center)
            driver.press_button("take_gate")
            used.add("gates")
        elif with_office:
            driver.click(scene.regions.rect_of("square", with_office[0].square).center)
            click_cards(driver, scene, with_office[0].cards)
            driver.press_button("buy")
            used.add("exchange")
        elif with_diamonds and "diamonds" not in used:
            driver.click(scene.regions.rect_of("square", with_diamonds[0].square).center)
            click_cards(driver, scene, with_diamonds[0].cards)
            driver.press_button("buy")
            used.add("diamonds")
        elif office_shown is not None and not any(isinstance(c, ExchangeCard)
                                                  for c in game.player.hand):
            driver.click(scene.regions.rect_of("display_card", office_shown.id).center)
            driver.press_button("take")
        elif square is not None and not any(isinstance(c, ExchangeCard)
                                            for c in game.player.hand):
            driver.click(scene.regions.rect_of("square", square).center)
            driver.press_button("autopay")
            driver.press_button("buy")
        elif hut is not None:
            driver.click(panel_region(driver, scene, "hut_stack", hut.kind).center)
            driver.press_button("take_hut")
            used.add("huts")
        else:
            card = max(game.display, key=lambda c: getattr(c, "value", 0))
            driver.click(scene.regions.rect_of("display_card", card.id).center)
            driver.press_button("take")
        return
    assert isinstance(scene, PlacementScene), f"{type(scene).__name__} in {game.phase}"
    player = game.player
    if not player.pending:
        driver.press_button("end_turn")
        return
    tile = player.pending[0]
    scene.select(tile.id)
    scene.refresh()
    start = scene.regions.rect_of("tray_tile", tile.id).center
    cells = sorted(player.alhambra.legal_positions(tile))
    end = (scene.geometry.cell_rect(cells[0]).center if cells
           else scene.regions.rect_of("reserve").center)
    driver.drag(start, end, steps=3)


def test_a_whole_game_with_every_module_and_a_scripted_human(app, driver):
    from game.scenes.game_over import GameOverScene
    from game.scenes.scoring import ScoringScene

    game = Game.new(GameConfig(players=3, seed=14, modules=frozenset(ALL)))
    human = game.to_move
    match = app.start_match(seated(game, [human]))
    used: set[str] = set()
    for _ in range(20000):
        top = app.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, ScoringScene):
            driver.click((640, 360))
            continue
        if match.game.to_move == human:
            before = match.version
            builders = [c for c in match.game.players[human].hand
                        if isinstance(c, MasterBuilder)]
            module_human_step(driver, used)
            assert match.version != before, "the human's step changed nothing"
            if any(c not in match.game.players[human].hand for c in builders):
                used.add("builders")  # a master builder paid like money (M14)
            if game.module("change") and coins_of(match.game, human):
                used.add("change")  # an overpayment brought coins (M11)
            player = match.game.players[human]
            if any(t.category == CAMP for t in [*player.alhambra.tiles(), *player.reserve]):
                used.add("camps")  # a camp bought and built like any tile (M8)
        else:
            match.think_now()
            app.update(0.05)
    else:
        raise AssertionError("the game did not end")
    final = match.game
    assert final.is_over and final.history[-1].number == 3
    if any(row.extras.get("invaders") for scored in final.history for row in scored.rows
           if row.seat == human):
        used.add("invaders")  # the human's open sides were attacked (M15)
    assert used == ALL  # every module's control was used by the human at least once


def test_hover_help_on_the_score_track_and_the_tokens(app, driver):
    # #24: what each row of the score track holds, scoring by scoring, and what a token is
    from game.scenes.table.tips import score_words
    from tests.rules.helpers import scoring_now

    game = module_game("vizier", players=2)
    scored = scoring_now(game, 1)
    match = app.start_match(seated(game, [game.to_move]))
    driver.frame()
    scene = app.top
    for seat in range(2):
        spot = scene.regions.rect_of("score_row", seat)
        assert spot is not None
        words = score_words(match.game, match.names, seat)
        row = next(r for r in scored.rows if r.seat == seat)
        assert words.startswith(f"{match.names[seat]}: {match.game.players[seat].score} points")
        assert f"1st scoring {row.gained:+d}" in words
        driver.move(spot.center)
    assert scene.regions.rect_of("score_row", "dirk") is not None   # two players: Dirk too
    assert "Dirk:" in score_words(match.game, match.names, "dirk")
    token = scene.regions.rect_of(TOKEN_TAG, SeatToken(0, 0))
    assert token is not None   # the vizier's token beside the first name
    assert scene.regions.hit(token.center, ("score_row", TOKEN_TAG))[0] == TOKEN_TAG
    assert scene.token_words(SeatToken(0, 0)).startswith("V: ")
    assert scene.token_words(SeatToken(0, 5)) == ""
    driver.move(token.center)


def test_the_hand_s_last_row_is_named_by_what_lies_in_it(app, driver):
    # #24: not a vague "other cards": offices and bonus cards by name
    from game.scenes.table.own_area import other_row_name

    game = module_game("exchange", "bonus", players=3)
    seat = game.to_move
    card = office(game, "florin", "dirham")
    game.players[seat].hand.append(card)
    match = app.start_match(seated(game, [seat]))
    driver.frame()
    scene = app.top
    items = [item for part in scene.parts for item in part.hand_items(match.game, seat)]
    rows = [("hand_card", card.id, card)] + [(i.tag, i.key, i) for i in items]

    def kind(card):
        return next((k for part in scene.parts if (k := part.card_kind(card))), "")

    assert other_row_name(rows, kind) == "exchange offices, bonus cards"
    assert other_row_name(rows[:1], lambda c: "") == "other cards"


def test_a_click_more_after_passing_between_turns_never_spends_the_next_turns_action(
        app, driver):
    """RULES M1: Pass between turns and "Reactivate vizier" at the turn's start are never
    in the same place, so a click more on Pass's spot does nothing at the turn's start; and
    reactivating, which spends the turn's action, asks first."""
    from game.rules.modules.vizier import ReactivateVizier, Vizier

    game = advance_until({"vizier"}, vizier_window)
    app.start_match(seated(game, [game.to_move]))
    driver.frame()
    passing = app.top.button("pass").rect.copy()

    turn = module_game("vizier", players=3, seed=1, to_move=0)
    Vizier.state(turn).active[0] = False   # spent: reactivating it is a turn action
    match = app.start_match(seated(turn, [0]))
    driver.frame()
    reactivate = app.top.button("reactivate")
    assert reactivate is not None and not reactivate.rect.colliderect(passing)
    driver.click(passing.center)
    assert not match.game.log and match.game.phase == ACTION
    driver.click(reactivate.rect.center)
    dialog = app.top
    assert isinstance(dialog, MenuScene) and "your action this turn" in dialog.title
    assert not match.game.log
    driver.click(dialog.button("Not now").rect.center)
    assert not match.game.log
    driver.press_button("reactivate")
    driver.click(app.top.button("Reactivate vizier").rect.center)
    assert match.game.log == [ReactivateVizier()]
