"""The choosers over the table, driven by real events: a list of choices longer than its
panel scrolls, and every choice in it can be taken with the wheel and a click or with the
keyboard; an amount chooser counts within each row's bounds and sends the row's action;
Esc, Cancel or a click beside them takes nothing."""

from __future__ import annotations

import pygame

from game.rules import Currency, TakeMoney
from game.rules.modules.characters import Bid, PassBid
from game.scenes.amounts import AmountRow, AmountScene
from game.scenes.choice import Choice, ChoiceGroup, ChoiceScene


def long_list(app, taken: list) -> ChoiceScene:
    groups = [ChoiceGroup(f"Group {g}", tuple(Choice(f"Choice {g}.{i}", TakeMoney((10 * g + i,)))
                                             for i in range(10)))
              for g in range(4)]
    return ChoiceScene(app, "Forty choices", groups, taken.append, note="Choose one.")


def test_a_long_list_shows_every_choice_under_its_heading_and_scrolls(app, driver):
    taken: list = []
    chooser = long_list(app, taken)
    app.stack.open_dialog(chooser)
    driver.frame()
    assert len(chooser.choices) == 40 and chooser.max_scroll() > 0
    headings = [row.words for row in chooser.rows if row.choice is None]
    assert headings == ["Group 0", "Group 1", "Group 2", "Group 3"]
    last = chooser.choices[-1]
    assert last not in [choice for _box, choice in chooser.shown()]
    for _turn in range(60):   # the wheel over the list, down to its end
        driver.move(chooser.list_area().center)
        driver.post(pygame.MOUSEWHEEL, x=0, y=-1)
        driver.frame()
    assert chooser.scroll == chooser.max_scroll()
    box = next(box for box, choice in chooser.shown() if choice is last)
    driver.click(box.center)
    assert taken == [last.action] and app.top is not chooser


def test_the_keyboard_moves_through_the_list_and_enter_takes(app, driver):
    taken: list = []
    chooser = long_list(app, taken)
    app.stack.open_dialog(chooser)
    driver.frame()
    driver.key(pygame.K_END)
    driver.key(pygame.K_UP)
    driver.key(pygame.K_PAGEUP)
    assert chooser.focus == 39 - 1 - 6
    focused = chooser.choices[chooser.focus]
    assert focused in [choice for _box, choice in chooser.shown()]   # kept in view
    driver.key(pygame.K_RETURN)
    assert taken == [focused.action]


def test_esc_cancel_or_a_click_beside_the_list_take_nothing(app, driver):
    taken: list = []
    for leave in ("escape", "cancel", "beside"):
        chooser = long_list(app, taken)
        app.stack.open_dialog(chooser)
        driver.frame()
        if leave == "escape":
            driver.key(pygame.K_ESCAPE)
        elif leave == "cancel":
            driver.press_button("cancel")
        else:
            driver.click((chooser.panel().x - 10, chooser.panel().y + 10))
        assert app.top is not chooser
    assert taken == []


def bids(app, taken: list) -> AmountScene:
    rows = [AmountRow(Currency.FLORIN, 3, 7, lambda a: Bid(a, "florin"),
                      lambda a: f"Bid {a} florins", "you hold 7 florins"),
            AmountRow(Currency.DUCAT, 3, 4, lambda a: Bid(a, "ducat"),
                      lambda a: f"Bid {a} ducats", "you hold 4 ducats")]
    return AmountScene(app, "Your bid", "A bid needs that much in one currency.", rows,
                       taken.append, [Choice("Pass (for good)", PassBid())])


def test_the_amounts_stay_within_each_row_and_the_row_s_button_bids(app, driver):
    taken: list = []
    chooser = bids(app, taken)
    app.stack.open_dialog(chooser)
    driver.frame()
    assert chooser.amounts == [3, 3] and not chooser.button("less0").enabled
    for _click in range(6):   # past the most held: it stays there
        driver.press_button("more0")
    assert chooser.amounts[0] == 7 and not chooser.button("more0").enabled
    driver.press_button("less0")
    assert chooser.button("bid0").label == "Bid 6 florins"
    driver.press_button("bid0")
    assert taken == [Bid(6, "florin")] and app.top is not chooser


def test_the_keyboard_chooses_the_row_and_the_amount(app, driver):
    taken: list = []
    chooser = bids(app, taken)
    app.stack.open_dialog(chooser)
    driver.frame()
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_END)
    assert chooser.focus == 1 and chooser.amounts == [3, 4]
    driver.key(pygame.K_HOME)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RETURN)
    assert taken == [Bid(4, "ducat")]


def test_passing_stands_apart_and_cancel_bids_nothing(app, driver):
    taken: list = []
    chooser = bids(app, taken)
    app.stack.open_dialog(chooser)
    driver.frame()
    driver.press_button("cancel")
    assert taken == [] and app.top is not chooser
    chooser = bids(app, taken)
    app.stack.open_dialog(chooser)
    driver.frame()
    driver.press_button("apart0")
    assert taken == [PassBid()]
