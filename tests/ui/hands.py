"""A person's hands at the table, for tests: for every legal action of a human decision, a
way to send it with the controls on screen, found by looking at what the table shows (its
hit areas and buttons, and the lists and choosers its buttons open), and the gestures made
as real pygame events.

A way is found in one of two manners. For the moves that are the table's own (taking money,
buying, building, the modules' pieces clicked then confirmed), by the pieces being on
screen: the way clicks them and presses the confirming button. For everything else, by
trying: every button of the actions panel and every piece of a module in the hand is
clicked with the table's actions held back (nothing is applied), and what it sent, or what
the list, chooser or question it opened offers, is a way. Making a way sends the action for
real, and ``make`` checks that the engine received exactly that action."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.rules import (
    Action, Buy, EndActions, EndTurn, GiveToDirk, Pass, Place, RedesignAdd, RedesignExchange,
    RedesignRemove, Reserve, TakeMoney,
)
from game.scenes.amounts import AmountScene
from game.scenes.choice import ChoiceScene
from game.scenes.menu import MenuScene
from game.scenes.placement import PlacementScene
from game.scenes.table.scene import TableScene
from game.scenes.table.zones import BADGE_TAG
from game.scenes.turn.scene import TurnScene
from game.scenes.modules import bazaars, bonus, citywalls, gates, huts, thieves, treasure
from tests.ui.conftest import Driver

Way = Callable[[], None]
Piece = Callable[[], tuple[int, int]]   # where a piece is, once it is on screen

# Buttons that never send a decision (the top bar's, Undo, and those that change a
# selection only).
IDLE_BUTTONS = {"menu", "speed", "skip", "skip_turn", "undo", "clear", "autopay"}
# What confirms a purchase: in a turn, and between turns (the vizier's).
BUY_BUTTONS = ("buy", "vizier_buy")


class Hands:
    def __init__(self, driver: Driver) -> None:
        self.driver = driver
        self.app = driver.app
        self.sent: list[Action] = []
        self.dry = False   # trying: what is sent is noted, not applied
        match = self.app.match
        act = match.act

        def noted(action: Action, scene: object = None) -> str | None:
            self.sent.append(action)
            return None if self.dry else act(action, scene)

        match.act = noted

    # ----------------------------------------------------------------- reading the table
    @property
    def game(self):
        return self.app.match.game

    @property
    def scene(self) -> TableScene:
        scenes = [s for s in self.app.stack.scenes if isinstance(s, TableScene)]
        assert scenes, [type(s).__name__ for s in self.app.stack.scenes]
        return scenes[-1]

    def ways(self) -> dict[Action, Way]:
        """A way for every legal action one is found for."""
        scene = self.scene
        scene.refresh()
        legal = self.game.legal_actions()
        found: dict[Action, Way] = {}
        for action in legal:
            way = self._shown_way(scene, action)
            if way is not None:
                found[action] = way
        if any(a not in found for a in legal):
            for action, way in self._tried_ways(scene).items():
                found.setdefault(action, way)
        for action in [a for a in legal if a not in found]:   # a tile built a module's way
            drag = self._drop_way(scene, action)
            if drag is not None:
                for tried, way in self._try(drag).items():
                    found.setdefault(tried, way)
        return found

    def _drop_way(self, scene: TableScene, action: Action) -> Way | None:
        """A tile (waiting to be placed, or in the reserve) dropped on the place an action
        names, where a module's action may build it (through a gate, say: the table then
        asks how)."""
        tile, pos = getattr(action, "tile", None), getattr(action, "pos", None)
        if tile is None or pos is None:
            return None
        start = (scene.regions.rect_of("tray_tile", tile)
                 or scene.regions.rect_of("reserve_tile", tile))
        end = self._cell(scene, pos)
        if start is None or end is None:
            return None
        return lambda: self.driver.drag(start.center, end.center)

    # ----------------------------------------------------------------- pieces on screen
    def _shown_way(self, scene: TableScene, action: Action) -> Way | None:
        """The way of one of the table's own moves, if its pieces are on screen."""
        regions = scene.regions
        game = self.game
        if isinstance(scene, TurnScene) and game.phase == "action":
            if isinstance(action, TakeMoney):
                return self._clicks_way([self._piece("display_card", c) for c in action.cards],
                                        "take")
            if isinstance(action, Buy):
                return self._purchase_way(self._piece("square", action.square), action.cards,
                                          "buy")
            if type(action).__name__ in ("BuyBazaar", "TakeRoom"):
                tag, key = ((bazaars.TAG, action.bazaar) if hasattr(action, "bazaar")
                            else (treasure.ROOM, action.room))
                return self._purchase_way(self._piece(tag, key), action.cards, "buy")
            if isinstance(action, (RedesignAdd, RedesignExchange)):
                start = regions.rect_of("reserve_tile", action.tile)
                end = self._cell(scene, action.pos)
                if start and end:
                    return lambda: self.driver.drag(start.center, end.center)
            if isinstance(action, RedesignRemove):
                start, end = self._cell(scene, action.pos), regions.rect_of("reserve")
                if start and end:
                    return lambda: self.driver.drag(start.center, end.center)
            if isinstance(action, EndActions) and scene.button("done"):
                return lambda: self.driver.press_button("done")
            return self._module_piece_way(action)
        if isinstance(scene, TurnScene) and game.phase == "window":
            if type(action).__name__ in ("UseVizier", "VizierBuy"):
                piece = (self._piece("square", action.square) if hasattr(action, "square")
                         else self._piece(bazaars.TAG, action.key))
                return self._purchase_way(piece, action.cards, "vizier_buy")
            if isinstance(action, Pass) and scene.button("pass"):
                return lambda: self.driver.press_button("pass")
            return None
        if isinstance(scene, PlacementScene):
            tile = getattr(action, "tile", None)
            spot = regions.rect_of("tray_tile", tile) if tile is not None else None
            if isinstance(action, Place):
                end = self._cell(scene, action.pos)
                if spot and end:
                    return lambda: self.driver.drag(spot.center, end.center)
            if isinstance(action, Reserve) and spot:
                return lambda: self._clicks_way([lambda: spot.center], "reserve")()
            if isinstance(action, GiveToDirk) and spot:
                return lambda: self._clicks_way([lambda: spot.center], "dirk")()
            if isinstance(action, EndTurn) and scene.button("end_turn"):
                return lambda: self.driver.press_button("end_turn")
        if type(action).__name__ in ("PlaceDisc", "PlaceChest"):
            end = self._cell(scene, action.pos)
            if end:
                return lambda: self.driver.click(end.center)
        if isinstance(scene, PlacementScene):   # a bonus card shown while placing, say
            return self._module_piece_way(action)
        return None

    def _module_piece_way(self, action: Action) -> Way | None:
        """A module's piece clicked, then its confirming button (a hut, a gate card, a wall
        card and the tile it goes on)."""
        name = type(action).__name__
        if name == "TakeHut":
            return self._clicks_way([self._piece(huts.STACK, action.kind)], "take_hut")
        if name == "TakeGate":
            return self._clicks_way([self._piece(gates.GATE_CARD, "lying")], "take_gate")
        if name == "TakeWall":
            return self._clicks_way([self._piece(citywalls.WALL_CARD, action.card),
                                     self._tile(action.tile)], "take_wall")
        if name == "RevealBonus":
            return self._clicks_way([self._piece(bonus.CARD, action.tile)], "")
        return None

    def _purchase_way(self, piece: Piece | None, cards: tuple[int, ...],
                      confirm: str) -> Way | None:
        """Click what is bought, then each card to pay with, then the confirming button."""
        return self._clicks_way([piece, *(self._piece("hand_card", card) for card in cards)],
                                confirm)

    def _clicks_way(self, pieces: list[Piece | None], button: str) -> Way | None:
        """Click each piece, then ``button`` ("": none); None if a piece is not shown."""
        if not all(pieces):
            return None

        def way() -> None:
            for piece in pieces:
                self.driver.click(piece())
            if button:
                self.driver.press_button(button)
                question = self.app.top
                if not self.sent and isinstance(question, MenuScene):
                    # a purchase that asks first (a treasure room placing no chest): yes
                    self.driver.click(question.buttons()[0].rect.center)
        return way

    def _piece(self, tag: str, key: object) -> Piece | None:
        """Where the hit area (``tag``, ``key``) is: a callable giving its centre, after
        opening in place the item its zone folded to a badge (a module's item's key is its
        hit areas' tag), if need be; None if it is nowhere on the table."""
        scene = self.scene
        if scene.regions.rect_of(tag, key) is not None:
            return lambda: self._centre(tag, key)
        if scene.regions.rect_of(BADGE_TAG, tag) is None:
            return None
        self._open(tag)
        found = scene.regions.rect_of(tag, key) is not None
        self._open(None)
        if not found:
            return None

        def centre() -> tuple[int, int]:
            self._open(tag)
            return self._centre(tag, key)
        return centre

    def _centre(self, tag: str, key: object) -> tuple[int, int]:
        self.scene.refresh()
        spot = self.scene.regions.rect_of(tag, key)
        assert spot is not None, (tag, key)
        return spot.center

    def _open(self, item: str | None) -> None:
        """The folded item ``item`` opened in place (its badge clicked), or (None) the one
        open closed (Esc)."""
        scene = self.scene
        scene.refresh()
        if item is None:
            if scene.opened is not None:
                self.driver.key(pygame.K_ESCAPE)
            return
        if scene.opened != item:
            self.driver.click(scene.regions.rect_of(BADGE_TAG, item).center)
        assert scene.opened == item, item

    def _cell(self, scene: TableScene, pos) -> pygame.Rect | None:
        """The cell of ``pos`` in the Alhambra shown large, if it is on screen."""
        geometry = scene.geometry
        if geometry is None or not geometry.contains(tuple(pos)):
            return None
        cell = geometry.cell_rect(tuple(pos))
        return cell if geometry.area.contains(cell) else None

    def _tile(self, tile_id) -> Piece | None:
        """Where one of the seat's own tiles is on screen: built, in the reserve, or waiting
        to be placed."""
        scene = self.scene
        for tag in ("reserve_tile", "tray_tile"):
            if scene.regions.rect_of(tag, tile_id) is not None:
                return self._piece(tag, tile_id)
        pos = self.game.player.alhambra.position_of(tile_id)
        cell = self._cell(scene, pos) if pos is not None else None
        return (lambda: cell.center) if cell is not None else None

    # ----------------------------------------------------------------- trying the buttons
    def _tried_ways(self, scene: TableScene) -> dict[Action, Way]:
        """Every button of the actions panel and every module's piece in the hand, clicked
        with the actions held back: what each sent, or what the dialog it opened offers."""
        found: dict[Action, Way] = {}
        keys = [b.key for b in scene.buttons if b.enabled and b.key not in IDLE_BUTTONS]
        for key in keys:
            button = scene.button(key)
            if button is None:
                continue
            found.update(self._try(lambda spot=button.rect.center: self.driver.click(spot)))
        for spot, tag, _key in list(scene.regions.items):
            if tag == thieves.THIEF:   # a thief in the hand asks which card it takes
                found.update(self._try(lambda spot=spot: self.driver.click(spot.center)))
        return found

    def _try(self, press: Way) -> dict[Action, Way]:
        """What ``press`` sends, or what the dialog it opens offers; the table is put back
        as it was after."""
        found: dict[Action, Way] = {}
        self.dry = True
        try:
            self.sent.clear()
            press()
            if self.sent:
                found[self.sent[-1]] = press
            dialog = self.app.top
            if isinstance(dialog, ChoiceScene):
                for choice in dialog.choices:
                    found[choice.action] = self._choice_way(press, choice.action)
            elif isinstance(dialog, AmountScene):
                for index, row in enumerate(dialog.rows):
                    for amount in range(row.least, row.most + 1):
                        found[row.action(amount)] = self._amount_way(press, index, amount)
                for choice in dialog.apart:
                    found[choice.action] = self._apart_way(press, choice.action)
            elif isinstance(dialog, MenuScene):
                found.update(self._menu_ways(press, len(dialog.entries)))
        finally:
            self._put_back()
            self.dry = False
        return found

    def _menu_ways(self, press: Way, count: int) -> dict[Action, Way]:
        """A question (a menu of a few entries): each entry tried in turn."""
        found: dict[Action, Way] = {}
        for index in range(count):
            self._put_back()
            self.sent.clear()
            press()
            menu = self.app.top
            assert isinstance(menu, MenuScene)
            self.driver.click(menu.buttons()[index].rect.center)
            if self.sent:
                found[self.sent[-1]] = lambda index=index: self._menu_entry(press, index)
        return found

    def _menu_entry(self, press: Way, index: int) -> None:
        press()
        menu = self.app.top
        assert isinstance(menu, MenuScene), type(menu).__name__
        self.driver.click(menu.buttons()[index].rect.center)

    def _put_back(self) -> None:
        """Close any dialog and let go of any selection."""
        for dialog in [s for s in self.app.stack.scenes if s.dialog]:
            self.app.stack.remove(dialog)
        self.scene.cancel_selection()
        self.driver.frame()

    # ----------------------------------------------------------------- choosers
    def _choice_way(self, press: Way, action: Action) -> Way:
        def way() -> None:
            press()
            chooser = self.app.top
            assert isinstance(chooser, ChoiceScene), type(chooser).__name__
            for _turn in range(len(chooser.rows) + 2):   # the wheel, until it is in view
                spot = next((box for box, c in chooser.shown() if c.action == action), None)
                if spot is not None:
                    self.driver.click(spot.center)
                    return
                self.driver.post(pygame.MOUSEWHEEL, x=0, y=-1)
                self.driver.frame()
            raise AssertionError(f"{action} never came into view")
        return way

    def _amount_way(self, press: Way, index: int, amount: int) -> Way:
        def way() -> None:
            press()
            chooser = self.app.top
            assert isinstance(chooser, AmountScene), type(chooser).__name__
            while chooser.amounts[index] != amount:
                key = "more" if chooser.amounts[index] < amount else "less"
                self.driver.press_button(f"{key}{index}")
            self.driver.press_button(f"bid{index}")
        return way

    def _apart_way(self, press: Way, action: Action) -> Way:
        def way() -> None:
            press()
            chooser = self.app.top
            assert isinstance(chooser, AmountScene), type(chooser).__name__
            index = next(k for k, c in enumerate(chooser.apart) if c.action == action)
            self.driver.press_button(f"apart{index}")
        return way

    # ----------------------------------------------------------------- making one
    def make(self, action: Action, way: Way) -> None:
        """Make ``way`` for real: the engine must receive exactly ``action``."""
        self.sent.clear()
        way()
        assert self.sent and self.sent[-1] == action, (action, self.sent)
