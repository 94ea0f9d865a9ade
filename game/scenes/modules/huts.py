"""M4 Worker huts at the table: the six stacks beside the market (each top hut face up, the
number beneath, how many huts the player holds), choosing a stack and taking its hut, the
huts' own picture, what a hut would count for while it is dragged, and the mark of its
buildings in the scoring table."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _, ngettext
from game.rules import KINDS, Action, Alhambra, Event, Game, Kind, Tile
from game.rules.modules.huts import (
    HUT, MAX_HUTS, HutTaken, TakeHut, hut_neighbours, huts_held, stack_tops,
)
from game.rules.types import kind_count, kind_name
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import SUPPLY, Advice, Confirm, Painter, PartContext, TablePart, ZoneItem
from game.sprites import icons
from game.sprites.tiles import register_tile_face, tile_surface, wall_thickness
from game.ui import paint, theme
from game.ui.fonts import small_line, smallest, text
from game.ui.widgets import draw_text
from game.words.refusals import Facts, Told


STACK = "hut_stack"
HUT_TILE = 32
HUT_GAP = 6
# Translators: {kind} is a building kind, e.g. "pavilion"
WORDS = N_("Placed at the end of the turn like a bought tile; counts as one more {kind} per "
           "{kind} beside it, not behind a wall (0-3). Taking it ends your actions.")


def _hut_limit(facts: Facts) -> str:
    return ngettext("nobody may hold more than {count} hut",
                    "nobody may hold more than {count} huts", facts["count"]).format(
        count=facts["count"])


def _no_hut_left(facts: Facts) -> str:
    kind = facts["kind"]
    kind = kind_name(kind) if kind in KINDS else kind
    # Translators: {kind} is a building kind
    return _("there is no {kind} hut left").format(kind=kind)


REFUSALS: dict[str, Told] = {
    "wrong_phase": N_("a hut is taken as a turn action"),
    "hut_limit": _hut_limit,
    "hut_stack_empty": _no_hut_left,
}


class HutsPart(TablePart):
    module_id = "huts"
    refusals = REFUSALS
    own_actions = (TakeHut,)
    tags = (STACK,)
    count_mark = "⌂"
    count_words = N_("from worker huts")
    rules_text = RulePage(
        N_("Twenty-four worker huts come in the six building colours: 3 blue (pavilion), 3 red "
           "(seraglio), 4 brown (arcades), 4 white (chambers), 5 green (garden) and 5 purple "
           "(tower). Each hut has exactly one wall."),
        N_("The huts lie in six stacks by colour, each shuffled face down with its top hut "
           "turned face up; when that hut is taken, the next one is turned up."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- Taking the face-up top hut of any stack is an action. It costs nothing and never "
           "gives another action."),
        N_("- You place the hut at the end of the turn like a bought tile: in your Alhambra by "
           "the building rules, or in your reserve. Huts are redesigned like other tiles."),
        N_("- You may own at most three huts, in your Alhambra and reserve together."),
        N_("At each scoring, a hut in your Alhambra counts as one building of its colour for "
           "each building of that kind beside it (sharing a side) with no wall between them, so "
           "0 to 3. Hut walls score as walls. A hut is not a building for other modules: it "
           "takes no citizen or chest and is no bazaar's neighbour, though it counts in a "
           "camp's line."),
    )

    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """The six stacks beside the market, and how many huts the player shown holds (at
        most three)."""
        game = ctx.game
        seat = ctx.large_seat
        held = huts_held(game, seat)
        left = sum(count for _top, count in stack_tops(game).values())
        # Translators: {held} of at most {most} worker huts, e.g. "Ann holds 1/3"
        holds = _("{name} holds {held}/{most}").format(name=game.names[seat], held=held,
                                                       most=MAX_HUTS)
        pitch = HUT_TILE + HUT_GAP
        return [ZoneItem(SUPPLY, STACK, _("Worker huts"),
                         lambda surface, area: self._paint_stacks(surface, area, ctx),
                         size=(len(KINDS) * pitch, HUT_TILE + 4 + small_line()),
                         note=[holds, f"{held}/{MAX_HUTS}", ""], count=str(left),
                         icon=_hut_icon(game), actionable=ctx.offers(TakeHut))]

    def _paint_stacks(self, surface: pygame.Surface, inner: pygame.Rect,
                      ctx: PartContext) -> None:
        """The six stacks, the top hut of each with how many are left."""
        stacks = stack_tops(ctx.game)
        pitch = inner.width // max(1, len(KINDS))
        size = min(HUT_TILE, pitch - HUT_GAP)
        chosen = ctx.part_choice(self)
        for i, kind in enumerate(KINDS):
            top, count = stacks.get(kind.value, (None, 0))
            spot = pygame.Rect(inner.x + i * pitch + (pitch - size) // 2, inner.y + 2, size,
                               size)
            if top is not None:
                for depth in range(min(2, count - 1), 0, -1):  # the face-down huts beneath
                    under = spot.move(depth * 2, depth * 2)
                    paint.rect(surface, theme.PANEL_EDGE, under, border_radius=4)
                surface.blit(tile_surface(top, size), spot)
            else:
                paint.rect(surface, theme.INK_FAINT, spot, 1, border_radius=4)
            if chosen == kind.value:
                paint.rect(surface, theme.TEAL, spot.inflate(6, 6), 3, border_radius=6)
            draw_text(surface, f"×{count}", (spot.centerx + 2, spot.bottom + 4), 12,
                      theme.INK if count else theme.INK_FAINT, anchor="midtop",
                      bold=bool(count))
            ctx.regions.add(pygame.Rect(spot.x - 2, spot.y - 2, size + 4,
                                        size + 6 + small_line()), STACK, kind.value)

    def tip(self, ctx: PartContext, tag: str, key: Any) -> str:
        # Translators: {kind} is a building kind, e.g. "pavilion"
        return _("Worker huts ({kind}): click to take the top one (free; ends your "
                 "actions)").format(kind=kind_name(key))

    def turn_help(self, ctx: PartContext) -> str:
        if not any(isinstance(a, TakeHut) for a in ctx.game.legal_actions()):
            return ""
        # Translators: "Worker huts" is the name of the panel of the hut stacks
        return _("Or take a hut: click the top hut of a stack in Worker huts.")

    def press(self, ctx: PartContext, tag: str, key: Any) -> Any:
        return key  # the stack chosen: the advice and the button follow

    def advice(self, ctx: PartContext, choice: Any) -> Advice:
        game, kind = ctx.game, choice
        name = kind_name(kind)
        if not stack_tops(game).get(kind, (None, 0))[1]:
            # Translators: {kind} is a building kind, e.g. "pavilion"
            return (_("No {kind} hut is left").format(kind=name), theme.BAD,
                    _("Choose another stack."), False)
        if huts_held(game, game.to_move) >= MAX_HUTS:
            return (ngettext("You hold {count} hut already", "You hold {count} huts already",
                             MAX_HUTS).format(count=MAX_HUTS), theme.BAD,
                    ngettext("Nobody may hold more than {count} hut (Alhambra and reserve "
                             "included).", "Nobody may hold more than {count} huts (Alhambra "
                             "and reserve included).", MAX_HUTS).format(count=MAX_HUTS), False)
        problem = ctx.why_not(TakeHut(kind))
        if problem:
            return _("Take the {kind} hut").format(kind=name), theme.BAD, problem + ".", False
        # Translators: {kind} is a building kind, e.g. "pavilion"
        return (_("Take the {kind} hut (free)").format(kind=name), theme.GOOD,
                _(WORDS).format(kind=name), True)

    def confirm(self, ctx: PartContext, choice: Any) -> tuple[Confirm, Action]:
        # Translators: a button
        return Confirm(_("Take hut"), "take_hut", 100), TakeHut(choice)

    def after(self, ctx: PartContext, action: Action) -> str:
        if not isinstance(action, TakeHut):
            return ""
        # Translators: {kind} is a building kind, e.g. "pavilion"
        return _("You took the {kind} hut: place it now.").format(kind=kind_name(action.kind))

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, HutTaken) and event.hut.kind is not None:
            # Translators: {kind} is a building kind
            return _("{name} took the {kind} hut").format(name=names[event.seat],
                                                          kind=kind_name(event.hut.kind))
        return None

    def describe(self, action: Action) -> str:
        if not isinstance(action, TakeHut):
            return ""
        # Translators: {kind} is a building kind, e.g. "pavilion"
        return _("Take the {kind} hut").format(kind=kind_name(action.kind))

    def preview(self, after: Alhambra, tile: Tile, cell: tuple[int, int]) -> str | None:
        if tile.category != HUT or tile.kind is None:
            return None
        helpers = hut_neighbours(after, cell, tile)
        # Translators: what a worker hut would count for, e.g. "counts as 2 towers"
        return _("counts as {buildings}").format(buildings=kind_count(tile.kind, helpers))

    def flight_source(self, ctx: PartContext,
                      action: Action) -> tuple[pygame.Surface, pygame.Rect] | None:
        if not isinstance(action, TakeHut):
            return None
        top, _count = stack_tops(ctx.game).get(action.kind, (None, 0))
        where = ctx.regions.rect_of(STACK, action.kind)
        return (tile_surface(top, HUT_TILE), where) if top and where else None

    def flight_target(self, ctx: PartContext, action: Action) -> pygame.Rect | None:
        return ctx.last_region("tray_tile") if isinstance(action, TakeHut) else None



def _hut_icon(game: Game) -> Painter:
    """The badge's picture: the first stack's top hut."""
    top = next((t for t, _count in stack_tops(game).values() if t is not None), None)

    def icon(surface: pygame.Surface, box: pygame.Rect) -> None:
        if top is not None:
            surface.blit(tile_surface(top, box.width), box)
    return icon


def hut_face(surface: pygame.Surface, body: pygame.Rect, kind: Kind | None, size: int) -> None:
    """A worker hut: not a building, so a pale ground (it never passes for one) with a
    little hut in the kind's colour; on a tile large enough for a legible one, the letter
    tells the kind without colour (on a smaller one, the stack's tooltip names it)."""
    assert kind is not None
    base = theme.KIND_COLOURS[kind]
    ground = theme.mix(base, theme.PAPER, 0.62)
    radius = max(1, size // 12)
    paint.rect(surface, ground, body, border_radius=radius)
    paint.rect(surface, theme.mix(base, (0, 0, 0), 0.3), body, width=max(1, size // 28),
               border_radius=radius)
    ink = theme.mix(base, (0, 0, 0), 0.25) if kind is not Kind.CHAMBERS else theme.INK_SOFT
    if size >= 14:
        hut = icons.hut(round(size * 0.62), base)
        surface.blit(hut, hut.get_rect(center=(body.centerx, body.centery + round(size * 0.06))))
    if round(size * 0.22) >= smallest():   # else it would crowd the hut's roof
        letter = text(theme.KIND_LETTERS[kind].lower(), round(size * 0.22), ink, True)
        pad = max(2, size // 9)
        surface.blit(letter, letter.get_rect(topright=(body.right - pad - wall_thickness(size),
                                                      body.y + pad)))


register_tile_face(HUT, hut_face)
register(HutsPart())
