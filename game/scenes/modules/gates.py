"""M5 City gates at the table: the gate card lying beside the money display
(click it, then "Take gate": the whole money action), each player's gate cards as a token,
and the gate itself when a tile is dropped where only the path on foot is missing: such
places are framed while dragging, say which wall the gate would go in, and a drop there
builds the tile with the gate (the grid draws gates on their walls from then on: the
part's ``opening_look``)."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _, ngettext, pgettext
from game.rules import Action, Event, Game
from game.rules.modules.gates import (
    BuildThroughGate, GateCardDrawn, GateCardTaken, GateUsed, TakeGate, gates_held,
)
from game.rules.types import SIDE_WORDS
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import MONEY, Advice, Confirm, PartContext, TablePart, Token, ZoneItem
from game.sprites import icons
from game.sprites.grid import OpeningLook
from game.ui import paint, theme
from game.ui.canvas import per_zoom, zoom
from game.ui.sketch import Sketch
from game.words.refusals import Told

GATE_CARD = "gate_card"
CARD_SIZE = (40, 54)
WOOD: theme.Colour = (132, 84, 40)  # a gate in a wall: dark wood


def draw_gates(surface: pygame.Surface, box: pygame.Rect, sides: int) -> None:
    """A wooden gate in the middle of each gated wall (the wall still stands, D8)."""
    for bit, side in ((1, "N"), (2, "E"), (4, "S"), (8, "W")):
        if sides & bit:
            door = _gate(side, box.width)
            where = door.get_rect()
            if side == "N":
                where.midtop = box.midtop
            elif side == "S":
                where.midbottom = box.midbottom
            elif side == "W":
                where.midleft = box.midleft
            else:
                where.midright = box.midright
            surface.blit(door, where)


@per_zoom(maxsize=64)
def _gate(side: str, size: int) -> pygame.Surface:
    """A gate set in the ``side`` wall of a tile ``size`` wide, seen from above as the wall
    is: two wooden leaves, iron bands across them."""
    t = max(2.0, size * 0.12)
    w = max(3.0, size * 0.36)
    across = (w, t * 1.5) if side in "NS" else (t * 1.5, w)
    sketch = Sketch((round(across[0]), round(across[1])), WOOD)
    long, deep = w, t * 1.5

    def at(along: float, depth: float) -> tuple[float, float]:
        return {"N": (along, depth), "S": (along, deep - depth), "W": (depth, along),
                "E": (deep - depth, along)}[side]

    edge = theme.mix(WOOD, (0, 0, 0), 0.5)
    stroke = max(0.6, size * 0.02)
    leaf = [at(0, 0), at(long, 0), at(long, deep), at(0, deep)]
    sketch.shape(WOOD, leaf, edge, stroke)
    if size * zoom() >= 30:
        sketch.line(edge, at(long / 2, 0), at(long / 2, deep), stroke)
        for k in (0.3, 0.7):
            sketch.line(theme.mix(WOOD, (0, 0, 0), 0.35), at(0, deep * k),
                        at(long, deep * k), stroke * 0.8)
    return sketch.picture()


REFUSALS: dict[str, Told] = {
    "no_gate_card": N_("no gate card lies beside the display"),
    "no_gate": N_("you hold no gate card"),
    "bad_side": N_("a gate goes on one of the tile's four sides"),
    "no_gate_here": N_("a gate there would not let the tile be built: it goes on a double "
                       "printed wall toward a tile reached on foot, where only the path on "
                       "foot is missing"),
}


class GatesPart(TablePart):
    module_id = "gates"
    refusals = REFUSALS
    own_actions = (TakeGate,)
    tags = (GATE_CARD,)
    rules_text = RulePage(
        N_("There are as many gate cards as players, dealt in turn into the money deck's 3rd, "
           "4th and 5th piles (with two players, the 3rd and 4th)."),
        N_("A gate card drawn is laid beside the money display, not in it, and the display is "
           "filled again; if one already lies there, the new one goes to the discard pile. "
           "Taking the lying gate card is your whole money action. You may hold several and "
           "keep them until used."),
        N_("Using a gate is not an action. When a tile you build, new or in a redesign, breaks "
           "only the rule of being reachable on foot, you may spend a gate card to put a gate "
           "in one double wall between that tile and a tile already reachable on foot. That "
           "side then counts as open for the way on foot only: for the wall scoring and for "
           "worker huts it is still a wall."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- One card gives one gate; the used card leaves the game. You may use several in a "
           "turn, one for each such tile."),
        N_("- Gates go only where both touching sides have printed walls, never on added city "
           "walls."),
        N_("- A gate never moves: the two tiles it joins can no longer be taken out or "
           "exchanged."),
    )

    def opening_look(self) -> OpeningLook:
        return draw_gates

    def rule_pictures(self) -> list[pygame.Surface]:
        return [_gate_picture()]

    def tokens(self, game: Game, seat: int) -> list[Token]:
        if not gates_held(game, seat):
            return []
        # Translators: the letter on the token of a player holding a gate card, for "gate"
        return [Token(pgettext("gate token", "G"), True, _("holds a gate card"))]

    def facts(self, game: Game, seat: int) -> list[str]:
        held = gates_held(game, seat)
        if not held:
            return []
        return [ngettext("{count} gate card", "{count} gate cards", held).format(count=held)]

    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """The gate card lying beside the money display (none lying: nothing there)."""
        if ctx.game.ext["gates"].lying is None:
            return []
        return [ZoneItem(MONEY, GATE_CARD, _("Gate card"),
                         lambda surface, area: self._paint_card(surface, area, ctx),
                         size=CARD_SIZE, count="1", icon=_draw_gate,
                         actionable=ctx.offers(TakeGate))]

    def _paint_card(self, surface: pygame.Surface, inner: pygame.Rect, ctx: PartContext) -> None:
        card = pygame.Rect(0, 0, *CARD_SIZE)
        card.midtop = (inner.centerx, inner.y)
        paint.rect(surface, theme.PAPER, card, border_radius=5)
        _draw_gate(surface, card.inflate(-10, -14))
        paint.rect(surface, theme.PANEL_EDGE, card, 2, border_radius=5)
        ctx.regions.add(card, GATE_CARD, "lying")
        if ctx.part_choice(self) is not None:
            paint.rect(surface, theme.TEAL, card.inflate(6, 6), 3, border_radius=7)

    def tip(self, ctx, tag: str, key: Any) -> str:
        return _("A gate card: taking it is your whole money action. Spend it to build a tile "
                 "whose only missing rule is the path on foot, with a gate in a double wall.")

    def press(self, ctx, tag: str, key: Any) -> Any:
        return key if tag == GATE_CARD else None

    def advice(self, ctx, choice: Any) -> Advice:
        if TakeGate() not in ctx.game.legal_actions():
            return (_("Not now"), theme.BAD, _("The gate card is taken as a turn action."),
                    False)
        return (_("Take the gate card"), theme.GOOD,
                _("It is your whole money action. Later, when a new tile misses only the path "
                  "on foot, drop it there: a gate in a double wall lets it be built."), True)

    def confirm(self, ctx, choice: Any) -> tuple[Confirm, Action] | None:
        # Translators: a button
        return Confirm(_("Take gate"), "take_gate"), TakeGate()

    def after(self, ctx, action: Action) -> str:
        return _("You took the gate card.") if isinstance(action, TakeGate) else ""

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, GateCardDrawn):
            if event.discarded:
                return _("A second gate card was drawn: it goes to the discard pile")
            return _("A gate card was drawn: it lies beside the money display")
        if isinstance(event, GateCardTaken):
            return _("{name} took the gate card").format(name=names[event.seat])
        if isinstance(event, GateUsed):
            # Translators: {side} is top, right, bottom or left
            return _("{name} built {tile} with a gate in its {side} wall").format(
                name=names[event.seat], tile=event.tile.label(), side=_(SIDE_WORDS[event.side]))
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, TakeGate):
            return _("Take the gate card")
        if isinstance(action, BuildThroughGate):
            # Translators: {side} is top, right, bottom or left
            return _("Build it with a gate in its {side} wall").format(
                side=_(SIDE_WORDS[action.side]))
        return ""


def _gate_picture() -> pygame.Surface:
    """A gate, as the table draws it, for the module's rule page."""
    return icons.gate(58)


def _draw_gate(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A gate: a barred door under an arch in a crenellated wall."""
    gate = icons.gate(max(4, min(box.width, box.height)))
    surface.blit(gate, gate.get_rect(center=box.center))


register(GatesPart())
