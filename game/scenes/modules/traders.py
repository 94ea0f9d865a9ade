"""M12 Street traders at the table: the trader disc lies on its empty place of the Alhambra
shown large, carrying its citizens as coloured pawns; citizens that moved in stand on their
buildings. At setup each player picks three citizens in secret (behind the curtain in
hot-seat; the others' discs show question marks until all are revealed) and clicks a lit
place beside the fountain; at the end of a turn in which the disc was lifted, a lit place
beside a building. When a tile is built on the disc, the choice (move the matching citizen
in and draw another, swap one, or keep) is offered in words. Each player's disc and citizens
are facts beside their name; the sets score in the scoring table's own line."""

from __future__ import annotations

from collections import Counter

import pygame

from game.i18n import N_, _, ngettext
from game.rules import Action, Event, Game, kind_name
from game.rules.modules.traders import (
    LIFTED, LINE, MOVE, PICK, SIDE, CitizenLeft, CitizenMovedIn, CitizenPicked, CitizenSwapped,
    DiscLaid, DiscLifted, KeepDisc, MoveCitizenIn, PickCitizen, PlaceDisc, SwapCitizen,
    TraderRevealed, disc_neighbour, set_points,
)
from game.rules.types import Kind, Tile
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import StageControl, TablePart
from game.sprites import icons
from game.sprites.grid import GridGeometry
from game.text import first_upper
from game.ui import paint, theme
from game.ui.canvas import new_surface
from game.ui.widgets import draw_text
from game.words.refusals import Facts, Told

PLACE_STAGES = (SIDE, MOVE)


def _disc_place(facts: Facts) -> str:
    if facts["at_setup"]:
        return _("the disc goes on an empty place beside the fountain")
    return _("the disc goes on an empty place beside a building")


REFUSALS: dict[str, Told] = {
    "citizen_taken": N_("one citizen of each colour, three in all"),
    "disc_place": _disc_place,
    "citizen_choice": N_("that is not one of the choices"),
    "no_such_colour": lambda facts: _("{value} is not a building colour").format(
        value=repr(facts["value"])),
}


class TradersPart(TablePart):
    module_id = "traders"
    refusals = REFUSALS
    # Translators: the heading of the street traders' column in the scoring table (narrow)
    line_headings = {LINE: N_("traders")}
    rules_text = RulePage(
        N_("Forty-two citizens take part, seven in each building colour, and each player has a "
           "trader disc."),
        N_("At the start each player takes one citizen of each colour and secretly chooses "
           "three for the disc; the others go to the supply. The choices are revealed together, "
           "the discs stay open from then on, and each is laid on an empty place beside its "
           "fountain."),
        N_("When a tile is built on the disc's place, new or in a redesign, the disc is lifted:"),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- if the tile is a building of the colour of a citizen on the disc, you may move "
           "that citizen onto it, then take a citizen of any colour from the supply onto the "
           "disc, if any is left;"),
        N_("- otherwise you may swap one disc citizen for one from the supply. Worker huts, "
           "camps and bazaars never take a citizen."),
        N_("At the end of that turn you lay the disc on an empty place beside a building of your "
           "Alhambra."),
        N_("At every scoring the citizens on your buildings are split into sets of different "
           "colours, largest sets first; a set of 1 to 6 colours scores 1, 3, 6, 10, 15 or 21. "
           "For example, 3 red, 2 white, 2 green and 1 blue make sets of 4, 3 and 1 colours: "
           "10 + 6 + 1 = 17 points."),
        N_("A building that leaves your Alhambra returns its citizen to the supply."),
    )

    def rule_pictures(self) -> list[pygame.Surface]:
        return _rule_pictures()

    def facts(self, game: Game, seat: int) -> list[str]:
        state = game.ext["traders"]
        if not state.revealed:
            return []
        disc = "".join(theme.KIND_LETTERS[k] for k in state.disc[seat] if k is not None)
        placed = Counter(state.citizens[seat].values())
        # Translators: {citizens} are the initials of the kinds of the citizens on the disc
        facts = [_("trader {citizens}").format(citizens=disc or "—")]
        if placed:
            points = set_points(placed)
            # Translators: {count} citizens moved into buildings; {points} what they score
            facts.append(ngettext("citizens {count} ({points} pt)",
                                  "citizens {count} ({points} pts)", points).format(
                count=sum(placed.values()), points=points))
        return facts

    # ------------------------------------------------------------------ on the grid
    def paint_grid(self, surface: pygame.Surface, geometry: GridGeometry, ctx,
                   seat: int) -> None:
        game = ctx.game
        state = game.ext["traders"]
        alhambra = game.players[seat].alhambra
        for tile_id, kind in state.citizens[seat].items():
            pos = alhambra.position_of(tile_id)
            if pos is not None and geometry.contains(pos):
                box = geometry.cell_rect(pos)
                radius = max(4, geometry.cell // 9)
                _pawn(surface, (box.x + radius + 3, box.y + radius + 3), radius, kind)
        if game.phase in PLACE_STAGES and game.to_move == seat and ctx.my_turn:
            for act in game.legal_actions():
                if isinstance(act, PlaceDisc) and geometry.contains(act.pos):
                    cell = geometry.cell_rect(act.pos).inflate(-6, -6)
                    paint.rect(surface, theme.TEAL, cell, 3, border_radius=8)
        pos = state.pos[seat]
        if pos is None or not geometry.contains(pos):
            return
        secret = not state.revealed and seat != ctx.viewer
        _disc(surface, geometry.cell_rect(pos), state.disc[seat], secret)

    def press_cell(self, ctx, cell) -> Action | None:
        game = ctx.game
        if game.phase not in PLACE_STAGES:
            return None
        act = PlaceDisc(cell)
        if act in game.legal_actions():
            return act
        ctx.say(_("The disc goes on a lit empty place beside the fountain.")
                  if game.phase == SIDE else
                  _("The disc goes on a lit empty place beside one of your buildings."))
        return None

    # ------------------------------------------------------------------ words
    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        state = game.ext["traders"]
        seat = game.to_move
        if stage == PICK:
            chosen = ", ".join(kind_name(k) for k in state.disc[seat] if k is not None)
            head = _("Your trader: choose citizen {number} of 3").format(
                number=len(state.disc[seat]) + 1)
            if not chosen:
                return head, _("One of each colour; the others see your choice only when "
                               "everyone has chosen.")
            # Translators: {citizens} are the kinds already chosen, e.g. "garden, tower"
            return head, _("One of each colour; the others see your choice only when everyone "
                           "has chosen. Chosen: {citizens}.").format(citizens=chosen)
        if stage == SIDE:
            return (_("Lay your trader disc"),
                    _("Click a lit place beside the fountain. A citizen moves in when a "
                      "building of its colour is built there."))
        if stage == MOVE:
            return (_("Move your trader disc"),
                    _("Click a lit empty place beside one of your buildings."))
        if stage == LIFTED:
            return (_("You built on your trader disc"),
                    _("Move a citizen of that colour onto the building (and draw another), swap "
                      "one with the supply, or keep them."))
        return None

    def stage_controls(self, ctx, actions: list[Action]) -> list[StageControl]:
        """A lifted disc: "Keep the disc" apart (moving a citizen in, or swapping one, are
        chosen from the list)."""
        keep = tuple(a for a in actions if isinstance(a, KeepDisc))
        if ctx.game.phase != LIFTED or not keep:
            return []
        # Translators: a button, about 100 pixels wide: the disc's citizens stay as they are
        return [StageControl(_("Keep the disc"), "keep_disc", keep, width=110)]

    def choice_group(self, game: Game, action: Action) -> str:
        if isinstance(action, MoveCitizenIn):
            return _("Move the citizen in, then take one from the supply")
        if isinstance(action, SwapCitizen):
            # Translators: a heading in a list of choices; {kind} is a citizen's kind
            return _("Swap your {kind} citizen for one from the supply").format(
                kind=kind_name(action.out))
        return ""

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, TraderRevealed):
            words = ", ".join(kind_name(k) for k in event.kinds)
            # Translators: {kinds} are building kinds, e.g. "garden, tower, pavilion"
            return _("{name}'s trader carries {kinds}").format(name=names[event.seat],
                                                               kinds=words)
        if isinstance(event, CitizenPicked):
            return _("{name} chose a citizen for the trader").format(name=names[event.seat])
        if isinstance(event, DiscLaid):
            # Translators: {where} is e.g. "above the tower 9" or "beside the Alhambra"
            return _("{name} laid the trader disc {where}").format(
                name=names[event.seat], where=place_words(event.beside, event.side))
        if isinstance(event, CitizenMovedIn):
            name, tile = names[event.seat], event.tile
            if event.drawn is not None:
                # Translators: {kind} and {drawn} are building kinds, {tile} a building
                return _("{name}'s {kind} citizen moved into {tile}; a {drawn} citizen "
                         "joined the trader").format(name=name, kind=kind_name(tile.kind),
                                                     tile=tile.label(),
                                                     drawn=kind_name(event.drawn))
            # Translators: {kind} is a building kind, {tile} a building
            return _("{name}'s {kind} citizen moved into {tile}").format(
                name=name, kind=kind_name(tile.kind), tile=tile.label())
        if isinstance(event, CitizenSwapped):
            # Translators: {out} and {take} are building kinds
            return _("{name}'s trader swapped a {out} citizen for a {take} one").format(
                name=names[event.seat], out=kind_name(event.out), take=kind_name(event.take))
        if isinstance(event, DiscLifted):
            return _("{name} built on the trader disc: it is lifted").format(
                name=names[event.seat])
        if isinstance(event, CitizenLeft):
            # Translators: {kind} is a building kind, {tile} a building
            return _("The {kind} citizen of {tile} went back to the supply").format(
                kind=kind_name(event.kind), tile=event.tile.label())
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, PickCitizen):
            return first_upper(kind_name(action.kind))
        if isinstance(action, PlaceDisc):
            return _("Lay the disc there")
        if isinstance(action, MoveCitizenIn):
            # Translators: {kind} is the building kind of the citizen drawn, e.g. garden
            return (_("Move in; draw {kind}").format(kind=kind_name(action.draw)) if action.draw
                    else _("Move the citizen in"))
        if isinstance(action, SwapCitizen):
            # Translators: {out} and {take} are building kinds of citizens, e.g. garden
            return _("Swap {out} for {take}").format(out=kind_name(action.out),
                                                     take=kind_name(action.take))
        if isinstance(action, KeepDisc):
            return _("Keep the disc as it is")
        return ""

    def words(self, game: Game, action: Action) -> str:
        if isinstance(action, PlaceDisc):
            words = place_words(*disc_neighbour(game, game.to_move, tuple(action.pos)))
            return words[:1].upper() + words[1:]
        return self.describe(action)


# Where the disc lies beside a tile, by the tile's side it touches.
# Translators: where the trader disc lies; {tile} is a tile, e.g. "tower 9"
PLACE_WORDS = {"N": N_("above the {tile}"), "E": N_("right of the {tile}"),
               "S": N_("below the {tile}"), "W": N_("left of the {tile}")}


def place_words(beside: Tile | None, side: str) -> str:
    """Where the disc lies, in words: beside which tile, on which side of it
    (``disc_neighbour``)."""
    if beside is None:
        return _("beside the Alhambra")
    return _(PLACE_WORDS[side]).format(tile=beside.label())


def _rule_pictures() -> list[pygame.Surface]:
    """The trader disc with three citizens on it, then a citizen of each kind, for the
    module's rule page."""
    disc = new_surface((58, 58))
    _disc(disc, disc.get_rect(), (Kind.PAVILION, Kind.GARDEN, Kind.TOWER), False)
    pawns = []
    for kind in Kind:
        picture = new_surface((30, 58))
        _pawn(picture, (15, 40), 12, kind)
        pawns.append(picture)
    return [disc, *pawns]


def _pawn(surface: pygame.Surface, centre: tuple[int, int], radius: int, kind: Kind) -> None:
    """A citizen: a pawn in its kind's colour."""
    piece = icons.pawn(2 * radius + 2, theme.KIND_COLOURS[kind])
    surface.blit(piece, piece.get_rect(center=centre))


def _disc(surface: pygame.Surface, cell: pygame.Rect, citizens, secret: bool) -> None:
    """The trader disc: a wooden disc with its citizens on it."""
    radius = cell.width * 2 // 5
    disc = icons.disc(2 * radius + 4, theme.WALL)
    surface.blit(disc, disc.get_rect(center=cell.center))
    pawn = max(4, radius // 3)
    spots = [(-1, -0.5), (1, -0.5), (0, 0.8)]
    for k, kind in enumerate(citizens):
        dx, dy = spots[k % 3]
        centre = (cell.centerx + int(dx * pawn * 1.2), cell.centery + int(dy * pawn * 1.2))
        if secret or kind is None:
            paint.circle(surface, theme.PAPER, centre, pawn)
            paint.circle(surface, theme.INK, centre, pawn, 1)
            draw_text(surface, "?", centre, max(8, pawn + 2), theme.INK, anchor="center")
        else:
            _pawn(surface, centre, pawn, kind)


register(TradersPart())
