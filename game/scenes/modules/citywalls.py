"""M9 City walls at the table: the wall cards lying beside the money display.
Click a card, then the tile of yours it should go on (in the Alhambra, the reserve, or
bought this turn): the advice says whether its walls fit there and, if not, why (a wall
already there, a neighbour's open side, the path on foot); "Add walls" takes it as the
turn's money action. Added walls are drawn in paler stone, with stepped merlons, on the tiles
from then on (the part's ``side_looks``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import N_, _, ngettext
from game.rules import Action, Event, Game, Tile
from game.rules.modules.citywalls import (
    ADDED, CARDS, TakeWall, WallCardDrawn, WallsAdded, lying_cards, own_tiles, side_words,
    wall_refusal,
)
from game.rules.types import SIDE_WORDS
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import MONEY, Advice, Confirm, PartContext, TablePart, ZoneItem
from game.sprites.cards import card_ground
from game.sprites.tiles import SideLook, draw_walls, tile_ground
from game.ui import paint, theme
from game.ui.canvas import new_surface
from game.words.refusals import Facts, Told, refusal_words

WALL_CARD = "wall_card"
CARD_SIZE = (34, 44)


def stepped_merlon(a0: float, a1: float, t: float, merlon: float) -> list[tuple[float, float]]:
    """A Nasrid merlon: a block under a pyramid cap."""
    return [(a0, t - 0.5), (a0, t + merlon * 0.55), ((a0 + a1) / 2, t + merlon * 1.05),
            (a1, t + merlon * 0.55), (a1, t - 0.5)]


# Walls added to a tile later: paler stone than the printed ones, stepped merlons, the
# joints of their stones half a block along.
ADDED_LOOK = SideLook((238, 226, 196), stepped_merlon, joints=0.5)


@dataclass(frozen=True)
class WallChoice:
    card: int
    tile: int | str | None = None


def _walled(facts: Facts) -> str:
    # Translators: {sides} is e.g. "top" or "top and right"
    return _("its {sides} side already has a wall").format(sides=side_words(facts["sides"]))


def _open_side(facts: Facts) -> str:
    # Translators: {side} is top, right, bottom or left
    return _("a wall on its {side} would meet the open side of {tile}").format(
        side=_(SIDE_WORDS[facts["side"]]), tile=facts["near"].label())


REFUSALS: dict[str, Told] = {
    "camp": N_("a camp takes no wall pieces"),
    "walled": _walled,
    "open_side": _open_side,
    "no_wall_card": N_("that wall card does not lie beside the board"),
    "not_your_tile": N_("walls go on a tile of your own"),
}


class CityWallsPart(TablePart):
    module_id = "citywalls"
    refusals = REFUSALS
    own_actions = (TakeWall,)
    tags = (WALL_CARD,)
    side_looks = {ADDED: ADDED_LOOK}
    rules_text = RulePage(
        N_("Eight city wall cards take part: four with one wall side (north, east, south or "
           "west) and four with a corner of two sides. Two each are shuffled into the money "
           "deck's 2nd, 3rd, 4th and 5th piles."),
        N_("A wall card drawn is laid face up beside the money display, and the display is "
           "filled again; several wall cards may lie there."),
        N_("Instead of taking money, you may take one lying wall card and add its walls to one "
           "of your own tiles: in your Alhambra (the fountain too), in your reserve, or bought "
           "this turn, but never a camp. This ends your actions."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- The card's pattern is copied as shown, never turned, all of it on the same tile."),
        N_("- Walls are never added where a wall already is."),
        N_("- The building rules must still hold: in your Alhambra, a wall cannot go on a side "
           "that meets a neighbour's open side."),
        N_("- You cannot take a card that fits none of your tiles. A used card leaves the "
           "game."),
        N_("The added walls stay with the tile for the rest of the game and score like printed "
           "walls."),
    )

    def rule_pictures(self) -> list[pygame.Surface]:
        return [wall_card_face(card.sides, (46, 64)) for card in CARDS.values()]

    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """The wall cards lying beside the money display (none lying: nothing there)."""
        cards = lying_cards(ctx.game)
        if not cards:
            return []
        first = cards[0].sides

        def icon(surface: pygame.Surface, box: pygame.Rect) -> None:
            surface.blit(wall_card_face(first, box.size), box)

        return [ZoneItem(MONEY, WALL_CARD, _("Wall cards"),
                         lambda surface, area: self._paint_cards(surface, area, ctx),
                         size=(len(cards) * (CARD_SIZE[0] + 6) - 6, CARD_SIZE[1]),
                         count=str(len(cards)), icon=icon, actionable=ctx.offers(TakeWall))]

    def _paint_cards(self, surface: pygame.Surface, inner: pygame.Rect, ctx: PartContext) -> None:
        cards = lying_cards(ctx.game)
        chosen = ctx.part_choice(self)
        per_row = max(1, (inner.width + 6) // (CARD_SIZE[0] + 6))
        shown = cards[:per_row * max(1, (inner.height + 6) // (CARD_SIZE[1] + 6))]
        for k, card in enumerate(shown):
            box = pygame.Rect(inner.x + (k % per_row) * (CARD_SIZE[0] + 6),
                              inner.y + (k // per_row) * (CARD_SIZE[1] + 6), *CARD_SIZE)
            surface.blit(wall_card_face(card.sides, CARD_SIZE), box)
            ctx.regions.add(box, WALL_CARD, card.id)
            if isinstance(chosen, WallChoice) and chosen.card == card.id:
                paint.rect(surface, theme.TEAL, box.inflate(6, 6), 3, border_radius=7)

    def tip(self, ctx, tag: str, key: Any) -> str:
        card = CARDS.get(key)
        if card is None:
            return ""
        # Translators: {sides} is e.g. "top" or "top and right"
        return _("A wall card: walls on the {sides}, as shown, never turned. Taking it is your "
                 "whole money action: click it, then one of your tiles.").format(
                     sides=side_words(card.sides))

    def press(self, ctx, tag: str, key: Any) -> Any:
        return WallChoice(key) if tag == WALL_CARD else None

    def press_tile(self, ctx, choice: Any, tile: Tile) -> Any:
        return WallChoice(choice.card, tile.id) if isinstance(choice, WallChoice) else None

    def advice(self, ctx, choice: Any) -> Advice:
        game, seat = ctx.game, ctx.game.to_move
        card = CARDS[choice.card]
        tiles = {t.id: t for t in own_tiles(game, seat)}
        if choice.tile is None:
            fits = [t for t in tiles.values() if wall_refusal(game, seat, card, t) is None]
            where = (ngettext("It fits {count} of your tiles.", "It fits {count} of your tiles.",
                              len(fits)).format(count=len(fits)) if fits
                     else _("It fits none of your tiles, so it cannot be taken now."))
            # Translators: {sides} is e.g. "top" or "top and right"
            return (_("Walls on the {sides}").format(sides=side_words(card.sides)), theme.INK,
                    # Translators: {fits} says how many of the player's tiles the card fits
                    _("Now click the tile to add them to: in your Alhambra, the reserve, or "
                      "bought this turn. {fits}").format(fits=where), False)
        tile = tiles.get(choice.tile)
        label = _tile_name(tile)
        if tile is None:
            return _("Not that tile"), theme.BAD, _("Walls go on a tile of your own."), False
        refused = wall_refusal(game, seat, card, tile)
        if refused is not None:
            reason = self.refusal(refused) or refusal_words(refused)
            # Translators: {tile} is e.g. "tower 9"
            return (_("Not on {tile}").format(tile=label), theme.BAD,
                    # Translators: {reason} is why the walls do not fit, a sentence
                    _("{reason}. Click another tile, or Clear.").format(
                        reason=reason[:1].upper() + reason[1:]), False)
        if TakeWall(card.id, tile.id) not in game.legal_actions():
            return _("Not now"), theme.BAD, _("A wall card is taken as a turn action."), False
        # Translators: {sides} is e.g. "top and right"; {tile} e.g. "tower 9"
        return (_("Add walls on the {sides} of {tile}").format(sides=side_words(card.sides),
                                                               tile=label), theme.GOOD,
                _("They stay with the tile and score like printed walls. Taking a wall card is "
                  "your money action: your actions end."), True)

    def confirm(self, ctx, choice: Any) -> tuple[Confirm, Action] | None:
        if choice.tile is None:
            return None
        # Translators: a button
        return Confirm(_("Add walls"), "take_wall"), TakeWall(choice.card, choice.tile)

    def after(self, ctx, action: Action) -> str:
        return _("The walls were added.") if isinstance(action, TakeWall) else ""

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, WallCardDrawn):
            # Translators: {sides} is e.g. "top" or "top and right"
            return _("A wall card was drawn ({sides}): it lies beside the board").format(
                sides=side_words(event.card.sides))
        if isinstance(event, WallsAdded):
            return _("{name} added walls ({sides}) to {tile}").format(
                name=names[event.seat], sides=side_words(event.card.sides),
                tile=event.tile.label())
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, TakeWall):
            # Translators: {sides} is e.g. "top" or "top and right"
            return _("Add the wall card ({sides}) to a tile").format(
                sides=side_words(CARDS[action.card].sides))
        return ""

    def words(self, game: Game, action: Action) -> str:
        if isinstance(action, TakeWall):
            tile = next((t for t in own_tiles(game, game.to_move) if t.id == action.tile), None)
            # Translators: {sides} is e.g. "top and right"; {tile} e.g. "tower 9"
            return _("Walls on the {sides} of {tile}").format(
                sides=side_words(CARDS[action.card].sides), tile=_tile_name(tile))
        return self.describe(action)


def _tile_name(tile: Tile | None) -> str:
    return tile.label() if tile is not None else _("that tile")


def wall_card_face(sides: str, size: tuple[int, int]) -> pygame.Surface:
    """A wall card: a tile with stone walls on the sides it adds, drawn as the walls added
    to a tile are (paler stone, stepped merlons)."""
    surface = new_surface(size)
    box = surface.get_rect()
    surface.blit(card_ground(theme.PAPER, box.size), (0, 0))
    side = min(box.width, box.height) - 10
    tile = pygame.Rect(0, 0, side, side)
    tile.center = box.center
    surface.blit(tile_ground(theme.mix(theme.PANEL_SHADE, theme.INK_FAINT, 0.6), tile.size), tile)
    draw_walls(surface, tile, side, [(name, ADDED) for name in sides])
    return surface


register(CityWallsPart())
