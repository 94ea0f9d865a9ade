"""The rule reference (F1): every page of the game in play opens and draws, a refusal
turns it to the rule refused, and every module has its page."""

from __future__ import annotations

import pygame
import pytest

from game.rules import GameConfig, Place, module_order
from game.scenes.modules import PARTS
from game.scenes.rules_book import RulesScene, page_for_refusal, pages_for
from game.scenes.rulesets import TABLES
from game.session import Seat, Session
from tests.ui.conftest import AI, session_with_human_first


def test_every_module_and_way_to_play_has_its_page():
    for module in module_order():
        assert len(PARTS[module].rules_text.split()) >= 40, module
    assert all(table.rules_text for key, table in TABLES.items() if key != "base")
    keys = [p.key for p in pages_for(None)]
    assert keys[:6] == ["goal", "turn", "building", "scoring", "end", "dirk"]
    assert set(module_order()) <= set(keys)


def test_a_game_s_pages_are_its_own():
    from game.rules import Game

    game = Game.new(GameConfig(players=3, seed=1, modules=frozenset({"camps", "vizier"})))
    keys = [p.key for p in pages_for(game)]
    assert "vizier" in keys and "camps" in keys and "bazaars" not in keys
    assert "dirk" not in keys   # three players: no Dirk
    dice = Game.new(GameConfig(players=2, seed=1, variant="alcazaba"))
    keys = [p.key for p in pages_for(dice)]
    assert "alcazaba" in keys and "turn" not in keys   # no money turn in the dice variant


@pytest.mark.parametrize("modules", [frozenset(), frozenset(module_order())])
def test_f1_opens_every_page_of_the_game_and_closes(app, driver, modules):
    session = Session.new(GameConfig(players=2, seed=4, modules=modules),
                          [Seat("A"), Seat("B", AI)])
    app.start_match(session)
    driver.frame()
    driver.key(pygame.K_F1)
    book = app.top
    assert isinstance(book, RulesScene)
    for index in range(len(book.pages)):
        driver.press_button(f"page:{book.pages[index].key}")
        assert book.index == index
        for _ in range(3):   # scrolled to the end and back: nothing breaks
            driver.post(pygame.MOUSEWHEEL, x=0, y=-3)
        driver.frame()
    driver.key(pygame.K_ESCAPE)
    assert not isinstance(app.top, RulesScene)


def test_after_a_refused_drop_f1_opens_at_the_building_rules(app, driver):
    match = app.start_match(session_with_human_first(3, seed=1))
    driver.frame()
    problem = match.act(Place(999, (5, 5)))   # no such tile, nowhere near: refused
    assert problem is not None and match.refusal is not None
    app.top.say(problem)
    app.top.refuse_place("Not there: a wall would meet an open side.")
    driver.key(pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.page.key == "building"
    driver.key(pygame.K_F1)   # F1 again closes it
    assert not isinstance(app.top, RulesScene)


def test_a_module_s_refusal_turns_to_its_page():
    assert page_for_refusal("no_hut", "huts") == "huts"
    assert page_for_refusal("walls_mismatch", None) == "building"
    assert page_for_refusal("over_limit", None) == "turn"
    assert page_for_refusal(None, None) is None


def test_a_module_s_page_shows_its_own_pieces():
    from game.rules import Tile
    from game.scenes.rules_book import module_pieces

    camps = module_pieces("camps")
    assert camps and all(isinstance(p, Tile) and p.category == "camp" for p in camps)
    assert len({p.label() for p in module_pieces("exchange")}) == 6   # one office per pair
    assert module_pieces("vizier") == []    # no cards or tiles of its own: the table's pictures


def test_every_module_s_page_shows_its_pieces(pygame_ready):
    """Its cards and tiles as dealt, else the pieces the table draws (the vizier's token,
    a gate, the characters' cards, the trader disc and its citizens, ...)."""
    from game.scenes.rules_book import module_pieces

    for module in module_order():
        pictures = module_pieces(module) or PARTS[module].rule_pictures()
        assert pictures, module
        assert all(p.get_width() > 20 for p in PARTS[module].rule_pictures()), module


def test_a_long_page_scrolls_to_its_end(app, driver):
    from game.scenes.rules_book import render_page

    app.open_setup()
    driver.frame()
    driver.key(pygame.K_F1)
    book = app.top
    book.turn_to([p.key for p in book.pages].index("characters"))
    driver.frame()
    area = book.text_area()
    page = render_page(book.page, area.width)
    assert page.get_height() > area.height          # longer than the panel...
    for _ in range(30):
        driver.post(pygame.MOUSEWHEEL, x=0, y=-3)
    driver.frame()
    assert book.scroll > 0 and book.scroll + area.height >= page.get_height()   # ...read to the end


def test_the_scoring_page_shows_its_worked_example_as_a_scoring_does(pygame_ready):
    """Kim and Nina tied first with 4 towers at the 2nd scoring: 9 each, as the rules
    reckon it (RULES 1.5), drawn as the scoring's own table above the page's words."""
    from game.rules import Kind, majority_points
    from game.scenes.rules_book import EXAMPLE_HEIGHT, render_page

    page = next(p for p in pages_for(None) if p.key == "scoring")
    assert page.pictures == "example:scoring"
    assert render_page(page, 800).get_height() > EXAMPLE_HEIGHT
    towers = [points[Kind.TOWER] for points in
              majority_points(2, [{Kind.TOWER: 4}, {Kind.TOWER: 4}, {Kind.TOWER: 2}])]
    assert towers == [9, 9, 0]


def test_the_bazaars_page_shows_its_worked_example_on_a_legal_alhambra(pygame_ready):
    """Four buildings of the bazaar's kinds around it, all three kinds: 12 (RULES M16), on
    an Alhambra built by the building rules and drawn as the table draws it."""
    from game.rules import Alhambra, BASE_TILES
    from game.rules.modules.bazaars import bazaar_of, bazaar_tile, points_at
    from game.scenes.modules.bazaars import EXAMPLE_BAZAAR, EXAMPLE_BUILT

    tiles = {tile.id: tile for tile in BASE_TILES}
    alhambra = Alhambra()
    for tile_id, pos in EXAMPLE_BUILT:      # place() refuses an illegal placement
        alhambra.place(bazaar_tile(tile_id) if tile_id == EXAMPLE_BAZAAR else tiles[tile_id],
                       pos)
    assert points_at(alhambra, EXAMPLE_BUILT[0][1], bazaar_of(bazaar_tile(EXAMPLE_BAZAAR))) == 12
    assert PARTS["bazaars"].rule_example().get_height() > 100


def test_the_camps_page_shows_a_camp_s_line_on_a_legal_alhambra(pygame_ready):
    """A camp against a garden's wall, its bastion's arrow through the garden to the
    fountain: a line of 2 tiles, 2 points (RULES M8)."""
    from game.rules import Alhambra, BASE_TILES
    from game.rules.modules.camps import camp_lines, camp_tiles
    from game.scenes.modules.camps import EXAMPLE_BUILT

    tiles = {tile.id: tile for tile in (*BASE_TILES, *camp_tiles())}
    alhambra = Alhambra()
    for tile_id, pos in EXAMPLE_BUILT:
        alhambra.place(tiles[tile_id], pos)
    assert camp_lines(alhambra) == 2
    assert PARTS["camps"].rule_example() is not None
