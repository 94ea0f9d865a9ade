"""The setup scene: seats, names, colours, human or AI, seed; the last setup remembered."""

from __future__ import annotations

import json

import pygame

from game.ai import BOT_KINDS, STRENGTHS
from game.scenes.menu import MenuScene
from game.scenes.setup import SetupScene
from game.scenes.table.scene import TableScene
from game.ui.settings import settings_path


def open_setup(app, driver) -> SetupScene:
    app.open_setup()
    driver.frame()
    assert isinstance(app.top, SetupScene)
    return app.top


def choose_player(driver, scene, index: int, kind: str) -> None:
    """Choose who plays seat ``index`` with the setup's chooser."""
    from game.scenes.setup import player_label

    driver.press_button(f"player{index}")
    chooser = driver.app.top
    entry = next(b for b in chooser.buttons() if b.label.startswith(player_label(kind)))
    driver.click(entry.rect.center)
    assert scene.seats[index].player == kind


def test_setting_up_and_starting_a_game(app, driver):
    scene = open_setup(app, driver)
    driver.click(scene.fields[0].rect.center)
    for _ in range(10):
        driver.key(pygame.K_BACKSPACE)
    driver.type("Zoé")
    driver.press_button("add")
    assert len(scene.seats) == 4
    # "Played by" opens a chooser: a person, then the strengths from the weakest (not the
    # baselines), what each does said above them, the seat's own ticked
    driver.press_button("player3")
    chooser = app.top
    assert isinstance(chooser, MenuScene) and "Hard searches ahead" in chooser.note
    assert [b.label for b in chooser.buttons()] == [
        "Human", "AI: easy", "AI: normal ✓", "AI: hard"]
    assert [*scene.kinds()] == ["human", *STRENGTHS] == ["human", "easy", "normal", "hard"]
    driver.click(chooser.button("AI: hard").rect.center)
    assert scene.seats[3].player == "hard" and app.top is scene
    choose_player(driver, scene, 3, "human")
    colour = scene.seats[0].colour
    driver.click(scene.swatch(0).center)
    assert scene.seats[0].colour != colour
    assert len({s.colour for s in scene.seats}) == 4  # colours stay different
    driver.click(scene.seed.rect.center)
    driver.type("12a3")  # only digits are kept
    driver.press_button("start")

    match = app.match
    assert match is not None
    assert match.game.config.seed == 123
    assert match.names == ["Zoé", "Basim", "Carmen", scene.seats[3].name]
    assert [s.is_human for s in match.seats] == [True, False, False, True]
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["seed"] == "123" and saved["seats"][0]["name"] == "Zoé"
    # The next setup starts from the remembered one.
    from game.ui.settings import load_settings

    app.settings = load_settings(list(BOT_KINDS), "greedy")
    scene = open_setup(app, driver)
    assert [s.name for s in scene.seats] == match.names
    assert scene.seed.value == "123"


def test_duplicate_names_are_refused(app, driver):
    scene = open_setup(app, driver)
    driver.click(scene.fields[1].rect.center)
    for _ in range(14):
        driver.key(pygame.K_BACKSPACE)
    driver.type(scene.fields[0].value)
    driver.press_button("start")
    assert app.match is None and "same name" in scene.problem


def test_at_least_two_and_at_most_six_seats(app, driver):
    scene = open_setup(app, driver)
    while len(scene.seats) > 2:
        driver.press_button("remove0")
    driver.press_button("remove0")
    assert len(scene.seats) == 2 and "At least 2" in scene.problem
    for _ in range(6):
        if scene.button("add") is None:
            break
        driver.press_button("add")
    assert len(scene.seats) == 6 and scene.button("add") is None


def test_only_ais_play_on_their_own(app, driver):
    scene = open_setup(app, driver)
    for i in range(len(scene.seats)):
        choose_player(driver, scene, i, "normal")
    assert {seat.player for seat in scene.seats} == {"normal"}
    driver.press_button("start")
    match = app.match
    # The first AI may already have acted within the frame of the click (a quick bot).
    assert isinstance(app.top, TableScene) and not match.humans
    turn = match.game.turn
    driver.until(lambda: match.game.turn > turn + 3)


class FakeModule:
    """Enough of a module for the picker: sixteen of them, four per expansion."""

    def __init__(self, number: int) -> None:
        self.id = f"module{number}"
        self.title = f"Module number {number}"
        self.description = "What the module does, in a sentence that takes two lines here."
        self.expansion = 1 + number // 4
        self.options = {"open_gates": "Gates open: an option of this module"} \
            if number == 14 else {}


def test_the_module_picker_stays_usable_with_sixteen_modules(pygame_ready):
    from game.rules import EXPANSIONS
    from game.scenes.module_picker import ModulePicker
    from game.ui.layout import LOGICAL_SIZE, rect

    modules = [FakeModule(n) for n in range(16)]
    picker = ModulePicker(rect("setup_modules"), modules, EXPANSIONS)
    assert picker.max_scroll() > 0  # longer than its panel: it scrolls
    for index, module in enumerate(modules):  # each one can be reached and ticked
        box = picker.box(index)
        assert picker.list_area().contains(box)
        assert picker.click(box.center) and module.id in picker.chosen
    assert picker.chosen == [m.id for m in modules]  # in rule order
    picker.choose_none()
    heading = next(box for box, row in picker.placed()
                   if row.module is None and row.expansion == 3)
    picker.scroll_by(heading.y - picker.list_area().y)
    heading = next(box for box, row in picker.placed()
                   if row.module is None and row.expansion == 3)
    picker.click(heading.center)
    assert picker.chosen == [m.id for m in modules if m.expansion == 3]
    picker.click(heading.center)
    assert picker.chosen == []
    picker.choose_all()
    assert len(picker.chosen) == 16
    picker.draw(pygame.Surface(LOGICAL_SIZE), (0, 0))  # draws at any scroll


def test_a_module_option_is_ticked_under_its_module_and_turns_it_on(pygame_ready):
    from game.rules import EXPANSIONS
    from game.scenes.module_picker import ModulePicker
    from game.ui.layout import LOGICAL_SIZE, rect

    modules = [FakeModule(n) for n in range(16)]
    picker = ModulePicker(rect("setup_modules"), modules, EXPANSIONS)
    placed = picker.placed()
    index = next(i for i, (_, row) in enumerate(placed) if row.option == "open_gates")
    assert placed[index - 1][1].module is modules[14] and placed[index - 1][1].option is None
    picker.scroll_by(placed[index][0].y - picker.list_area().y)
    box = next(box for box, row in picker.placed() if row.option == "open_gates")
    picker.click(box.center)
    assert picker.options() == ["open_gates"] and modules[14].id in picker.chosen
    picker.draw(pygame.Surface(LOGICAL_SIZE), (0, 0))
    picker.toggle(modules[14].id)  # the module off: its option means nothing
    assert picker.options() == [] and picker.chosen_options == ["open_gates"]
    picker.click(box.center)
    assert picker.chosen_options == [] and modules[14].id not in picker.chosen


def test_the_all_and_none_buttons(app, driver):
    from game.rules import module_order

    app.open_setup()
    driver.frame()
    scene = app.top
    driver.press_button("modules_all")
    assert scene.modules == list(module_order())
    driver.press_button("modules_none")
    assert scene.modules == []


def test_the_option_to_show_the_money_seen_taken_is_ticked_and_remembered(app, driver):
    scene = open_setup(app, driver)
    assert not scene.remember_cards      # off by default
    driver.click(scene.memory_box().center)
    assert scene.remember_cards
    driver.press_button("start")
    assert app.settings.remember_cards
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["remember_cards"] is True
    from game.ui.settings import load_settings

    assert load_settings(list(BOT_KINDS), "greedy").remember_cards
    saved["remember_cards"] = "yes"      # a wrong value falls back to off
    settings_path().write_text(json.dumps(saved), encoding="utf-8")
    assert not load_settings(list(BOT_KINDS), "greedy").remember_cards


def test_hints_are_offered_by_default_and_can_be_turned_off(app, driver):
    scene = open_setup(app, driver)
    assert scene.hints
    driver.click(scene.hints_box().center)
    assert not scene.hints
    driver.press_button("start")
    assert app.settings.hints is False
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["hints"] is False


def test_the_command_line_s_choices_arrive_on_the_setup_screen(app, driver):
    """``--modules all --players 6 --seed 5`` (and the modules' options): the setup screen
    opens with every module ticked, six seats and the seed, not "Base game only"."""
    from game.cli import parse_args
    from game.rules import module_order

    app.settings.variant = "alcazaba"   # remembered from the last setup: modules need money
    app.open_as_asked(parse_args(["--modules", "all", "--players", "6", "--seed", "5",
                                  "--open-invasion"]))
    driver.frame()
    scene = app.top
    assert isinstance(scene, SetupScene)
    assert scene.modules == list(module_order())
    assert "open_invasion" in scene.picker.chosen_options
    assert len(scene.seats) == 6 and scene.seed.value == "5"
    assert scene.variant == "base"


def test_without_players_on_the_command_line_the_remembered_seats_stay(app, driver):
    from game.cli import parse_args

    seats = len(app.settings.seats)
    app.open_as_asked(parse_args(["--modules", "vizier"]))
    driver.frame()
    assert len(app.top.seats) == seats and app.top.modules == ["vizier"]


def test_every_module_of_the_picker_is_reached_in_a_very_narrow_very_tall_window(app, driver):
    # a window 100 pixels wide draws the type so large that a module's row is taller than
    # the whole list: it is shown from its top (it recursed without end)
    from game.ui.display import Display

    app.display = Display((100, 2000))
    try:
        app.open_setup()
        driver.frame()
        picker = app.top.picker
        area = picker.list_area()
        for index in range(len(picker.modules)):
            box = picker.box(index)
            assert box.top == area.top or area.contains(box)
            assert picker.click(box.move(2, 2).topleft)   # and ticked there
        assert len(picker.chosen) == len(picker.modules)
    finally:
        app.display = Display((1280, 720))
