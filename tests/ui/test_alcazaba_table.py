"""The Alcazaba variant at the table, driven by real events: a whole human turn (throw, keep,
throw again, place a marker), a redesign instead of a marker, and a round end where a human
picks a tile and drags it into the Alhambra."""

from __future__ import annotations

from game.rules import KINDS, GameConfig, Kind
from game.rules.engine import ACTION, PLACE_NOW
from game.rules.rulesets.alcazaba import TAKE, Claim, table_of
from game.scenes.placement import PlacementScene
from game.scenes.rulesets.dice_turn import DiceTurnScene
from game.session import HUMAN, Seat, Session
from tests.ui.conftest import AI


def dice_session(players: int = 3, seed: int = 4, humans: tuple[int, ...] = (0,)) -> Session:
    config = GameConfig(players=players, seed=seed, variant="alcazaba")
    names = ["Amira", "Basim", "Carmen", "Dario"][:players]
    return Session.new(config, [Seat(n, HUMAN if i in humans else AI) for i, n in
                                enumerate(names)])


def until_human(driver, match) -> None:
    driver.until(lambda: match.my_turn)


def test_a_whole_turn_throw_keep_throw_again_and_place_a_marker(app, driver):
    match = app.start_match(dice_session())
    driver.frame()
    until_human(driver, match)
    scene = app.top
    assert isinstance(scene, DiceTurnScene)
    driver.press_button("throw")
    table = table_of(match.game)
    assert table.throws == 1 and len(table.dice) == 8
    # keep the dice of the most common kind: click them
    kind = max(KINDS, key=lambda k: table.dice.count(k))
    kept = [i for i, face in enumerate(table.dice) if face is kind]
    for index in kept:
        driver.click(scene.regions.rect_of("die", index).center)
    assert scene.kept == set(kept)
    driver.press_button("throw")
    assert table.throws == 2
    assert table.dice[: len(kept)] == [kind] * len(kept)  # the kept dice lie as they were
    assert scene.kept == set(range(len(kept)))   # and stay kept, in gold, for the next throw
    for _ in range(40):  # the thrown dice tumble, then settle
        driver.frame(1 / 30)
    assert not scene.rolling_dice
    seat = match.game.to_move
    count = table.counts()[kind]
    markers = table.markers[seat]
    driver.click(scene.regions.rect_of("column", kind).center)
    assert table.markers[seat] == markers - 1
    assert any(who == seat for who in table.board[kind].values())
    assert (count, 2) in table.board[kind] or "marker" in match.notice


def test_a_claim_on_a_kind_no_die_shows_is_refused_in_words(app, driver):
    match = app.start_match(dice_session(seed=5))
    driver.frame()
    until_human(driver, match)
    scene = app.top
    driver.press_button("throw")
    table = table_of(match.game)
    missing = next((k for k in KINDS if k not in table.dice), None)
    if missing is None:  # all six kinds showed: keep none and look again next throw
        return
    driver.click(scene.regions.rect_of("column", missing).center)
    assert "No die shows" in match.notice and table.throws == 1


def test_a_redesign_instead_of_a_marker(app, driver):
    session = dice_session(seed=6)
    match = app.start_match(session)
    driver.frame()
    until_human(driver, match)
    game = match.game
    seat = game.to_move
    tile = table_of(game).columns[Kind.PAVILION].pop()  # a tile won earlier, in the reserve
    game.players[seat].reserve.append(tile)
    match.version += 1
    driver.frame()
    scene = app.top
    start = scene.regions.rect_of("reserve_tile", tile.id).center
    driver.click(start)
    assert "Throw the dice first" in match.notice  # no redesign before the first throw
    driver.press_button("throw")
    cell = sorted(game.players[seat].alhambra.legal_positions(tile))[0]
    markers = table_of(game).markers[seat]
    driver.drag(scene.regions.rect_of("reserve_tile", tile.id).center,
                scene.geometry.cell_rect(cell).center)
    assert game.players[seat].alhambra.at(cell) == tile
    assert table_of(game).markers[seat] == markers - 1  # the marker is spent
    assert game.to_move != seat


def test_a_round_end_where_the_human_picks_and_places_a_tile(app, driver):
    match = app.start_match(dice_session(players=2, seed=8, humans=(0,)))
    driver.frame()
    game = match.game
    table = table_of(game)
    # the human's markers go high in the pavilion column; the computer's wherever it likes
    for _ in range(400):
        if game.phase == TAKE and match.my_turn or game.phase == PLACE_NOW and match.my_turn:
            break
        if match.my_turn and game.phase == ACTION:
            scene = app.top
            if table.throws == 0:
                driver.press_button("throw")
            else:
                kind = max((k for k in KINDS if k in table.dice),
                           key=lambda k: table.dice.count(k))
                match.act(Claim(kind.value))
                driver.frame()
        else:
            driver.until(lambda: match.my_turn or game.phase == TAKE, limit=200)
    assert game.phase == TAKE and match.my_turn
    scene = app.top
    kind = table.queue[0][0]
    tile = table.columns[kind][0]
    driver.click(scene.regions.rect_of("column_tile", tile.id).center)
    assert game.phase == PLACE_NOW and isinstance(app.top, PlacementScene)
    placing = app.top
    driver.frame()
    cell = sorted(game.players[game.to_move].alhambra.legal_positions(tile))[0]
    driver.drag(placing.regions.rect_of("tray_tile", tile.id).center,
                placing.geometry.cell_rect(cell).center)
    assert game.players[0].alhambra.at(cell) == tile


def test_the_board_draws_at_every_stage_of_a_whole_game(app, driver):
    match = app.start_match(dice_session(players=4, seed=9, humans=()))
    for _ in range(3000):
        if match.game.is_over:
            break
        match.think_now()
        app.update(0.05)
        if match.version % 7 == 0:
            driver.frame()
    assert match.game.is_over
    driver.frame()
    assert app.running


def test_the_setup_offers_alcazaba_without_modules(app, driver):
    from game.scenes.setup import SetupScene, picker_area

    app.open_setup()
    driver.frame()
    setup = app.top
    setup.picker.choose_all()
    driver.press_button("variant")
    assert setup.variant == "alcazaba"
    driver.click(picker_area().center)  # the modules are out of play
    assert "without expansion modules" in setup.problem
    driver.press_button("start")
    game = app.match.game
    assert game.config.variant == "alcazaba" and not game.config.modules
    assert isinstance(app.match.turn_scene, DiceTurnScene)
    assert app.settings.variant == "alcazaba"  # remembered for the next setup
    app.open_setup()
    assert isinstance(app.top, SetupScene) and app.top.variant == "alcazaba"


def test_hot_seat_hands_the_laptop_over_between_humans(app, driver):
    from game.scenes.curtain import CurtainScene

    match = app.start_match(dice_session(players=2, seed=3, humans=(0, 1)))
    driver.frame()
    assert isinstance(app.top, CurtainScene)
    app.top.reveal()
    driver.frame()
    first = match.game.to_move
    driver.press_button("throw")
    table = table_of(match.game)
    kind = next(k for k in KINDS if k in table.dice)
    driver.click(app.top.regions.rect_of("column", kind).center)
    assert match.game.to_move != first
    assert isinstance(app.top, CurtainScene)  # the next human takes the laptop


def test_one_tooltip_at_a_time_over_a_column_s_tile(app, driver, monkeypatch):
    """After a throw, the pointer on a tile of a column: the column's tooltip (what a marker
    there would compete for), not that and the tile's drawn over each other."""
    from game.scenes.table import tips

    match = app.start_match(dice_session())
    driver.frame()
    until_human(driver, match)
    scene = app.top
    driver.press_button("throw")
    for _ in range(40):
        driver.frame(1 / 30)
    board = table_of(match.game)
    kind = next(k for k in KINDS if k in board.dice and board.columns[k])
    tile = board.columns[kind][0]
    drawn = []
    real = tips.draw_tooltip
    monkeypatch.setattr(tips, "draw_tooltip",
                        lambda surface, words, *args, **kwargs:
                        drawn.append(words) or real(surface, words, *args, **kwargs))
    driver.move(scene.regions.rect_of("column_tile", tile.id).center)
    drawn.clear()
    driver.frame()
    assert len(drawn) == 1 and "marker on" in drawn[0]
