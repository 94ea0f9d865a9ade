"""The toy module's part at the table: the workshop beside the market (click it to choose a
tent, then "Buy tent"), pearls as a fact about each player, the tent's picture and its flag
side's look (``side_looks``), and words for its actions (its stages use the table's generic
panel)."""

from __future__ import annotations

from typing import Any

import pygame

from game.rules import Action, Event, Game
from game.scenes.part import SUPPLY, Advice, Confirm, TablePart, ZoneItem
from game.sprites.tiles import SideLook, register_tile_face
from game.ui import theme
from game.ui.widgets import draw_text
from tests.toy.rules import (
    FLAG, PEARL, TENT, TOY, Bless, BuyTent, Polish, TentBought, workshop_offer,
)

WORKSHOP = "toy_workshop"
FLAG_RED = (200, 30, 40)


class ToyPart(TablePart):
    module_id = TOY
    refusals = {   # its own refusals, and its tent's building rules
        "no_tent": "the workshop has no tent left",
        "bad_kind": "no such kind",
        "tent_flag": "a tent's flag side must face a wall",
        "tent_side": "a tent's other sides must stand free",
        "tent_alone": "a tent would be left standing alone",
    }
    own_actions = (BuyTent,)
    tags = (WORKSHOP,)
    side_looks = {FLAG: SideLook(FLAG_RED, words="flag: {sides}")}

    def facts(self, game: Game, seat: int) -> list[str]:
        return [f"{len(game.ext[TOY].pearls[seat])} pearls"]

    def zone_items(self, ctx) -> list[ZoneItem]:
        left = len(ctx.game.ext[TOY].stock)

        def paint(surface: pygame.Surface, spot: pygame.Rect) -> None:
            draw_text(surface, f"{left} tents · 3", spot.center, 13, theme.INK,
                      anchor="center")
            ctx.regions.add(spot, WORKSHOP, TENT)

        return [ZoneItem(SUPPLY, WORKSHOP, "Workshop", paint, size=(104, 40),
                         count=str(left), actionable=ctx.offers(BuyTent))]

    def press(self, scene, tag: str, key: Any) -> Any:
        return key

    def advice(self, scene, choice: Any) -> Advice:
        if self.payment(scene.game) is None:
            return "No tent for you", theme.BAD, "You cannot pay 3 in one currency.", False
        return "Buy a tent for 3", theme.GOOD, "Any one currency pays, pearls too.", True

    def confirm(self, scene, choice: Any) -> tuple[Confirm, Action] | None:
        cards = self.payment(scene.game)
        return (Confirm("Buy tent", "buy_tent"), BuyTent(cards)) if cards else None

    @staticmethod
    def payment(game: Game) -> tuple[int, ...] | None:
        options = game.offer_payments(game.to_move, workshop_offer())
        return tuple(c.id for c in options[0]) if options else None

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, TentBought):
            return f"{names[event.seat]} bought a tent"
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, Polish):
            return "Polish the tent" if action.polish else "Leave it"
        if isinstance(action, Bless):
            return f"Bless {action.kind}"
        return ""


def tent_face(surface: pygame.Surface, body: pygame.Rect, kind, size: int) -> None:
    pygame.draw.rect(surface, theme.PAPER, body)
    pygame.draw.polygon(surface, theme.BAD, [(body.centerx, body.y + 3),
                                             (body.right - 3, body.bottom - 3),
                                             (body.x + 3, body.bottom - 3)])


register_tile_face(TENT, tent_face)
theme.add_currency(PEARL, (214, 214, 226), (60, 60, 80), "circle")
TOY_PART = ToyPart()
