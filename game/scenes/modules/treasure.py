"""M13 Treasure chamber at the table: the three rooms beside the market, each showing its four
chests as small chests in their kind's colour with the kind's letter where it is legible
(colour is never the only clue: narrowed, the tooltip names them), and the bag's count.
Clicking a room chooses it for purchase as a market square is chosen: the cards to pay with
come next, any mix of currencies, Auto-pay included; "Buy" takes it. At the end of that
turn, where a chest has a choice of buildings, the legal ones are lit on the large Alhambra
and a click puts the chest there (the chests waiting are shown in their room's place
meanwhile); a player asked outside their turn (chests offered to the left) gets the curtain
in hot-seat. Chests stand on their buildings on the large Alhambra, each player's count is a
token beside the name, and the chest line reads "treasure" in the scoring table."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.i18n import N_, _, language, ngettext
from game.rules import Action, Event, Game, Kind, kind_name
from game.rules.modules.treasure import (
    KIND_ORDER,
    PLACE,
    PRICE,
    ROOM_SIZE,
    ROOMS,
    ChestLeft,
    ChestPlaced,
    ChestsReturned,
    PlaceChest,
    RoomRefilled,
    RoomsClosed,
    RoomTaken,
    TakeRoom,
    free_buildings,
    room_offer,
    state_of,
)
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import SUPPLY, Painter, PartContext, Purchase, TablePart, Token, ZoneItem
from game.sprites import icons
from game.sprites.grid import GridGeometry
from game.text import first_upper
from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom
from game.ui.fonts import SMALLEST, fitting_size, small_line, smallest, text, width_of
from game.ui.widgets import draw_text
from game.words.refusals import Facts, Told

ROOM = "treasure_room"
CHEST = 20          # a chest in the panel, in pixels, at most: large enough for its letter


def chest_words(chests: list[str]) -> str:
    """E.g. "2 garden, 1 tower and 1 pavilion" ("no chest" for none)."""
    counts = Counter(chests)
    # Translators: {count} chests of the building kind {kind}, e.g. "2 garden"
    parts = [ngettext("{count} {kind}", "{count} {kind}", counts[k.value]).format(
        count=counts[k.value], kind=kind_name(k)) for k in Kind if counts[k.value]]
    if not parts:
        return _("no chest")
    if len(parts) == 1:
        return parts[0]
    return _("{first} and {last}").format(first=", ".join(parts[:-1]), last=parts[-1])


def _joined(labels: list[str], choice: bool) -> str:
    """Buildings named together: "A, B and C", or, where only some will take a chest (the
    player chooses), "A, B or C"."""
    if len(labels) == 1:
        return labels[0]
    if choice:
        return _("{first} or {last}").format(first=", ".join(labels[:-1]), last=labels[-1])
    return _("{first} and {last}").format(first=", ".join(labels[:-1]), last=labels[-1])


def chest_forecast(game: Game, seat: int, chests: list[str]) -> tuple[list[str], list[str]]:
    """Where ``chests`` would go if ``seat`` bought them now (RULES M13): for each kind,
    the chests its buildings would take and on which ("1 garden on garden 8 or garden
    10"), and the chests left for the next players or the bag. Its buildings without a
    chest count, and the tiles bought this turn (they are placed before the chests)."""
    state = state_of(game)
    player = game.players[seat]
    placed: list[str] = []
    others: list[str] = []
    for kind in sorted(set(chests), key=[k.value for k in Kind].index):
        count = chests.count(kind)
        labels = [player.alhambra.at(pos).label()
                  for pos in free_buildings(game, state, seat, kind)]
        labels += [t.label() for t in player.pending if t.is_building and t.kind == kind]
        taken = min(count, len(labels))
        if taken:
            # Translators: chests and the buildings they would go on, e.g. "1 garden on
            # garden 8 or garden 10"
            placed.append(_("{chests} on {buildings}").format(
                chests=chest_words([kind] * taken), buildings=_joined(labels, taken < len(labels))))
        others += [kind] * (count - taken)
    return placed, others


def forecast_words(placed: list[str], others: list[str]) -> str:
    """The forecast of ``chest_forecast`` in a sentence or two."""
    if not placed:
        return _("None of these chests has a building of yours to go on: all would go to the "
                 "next players or back into the bag.")
    words = _("Your buildings would take {chests}.").format(chests="; ".join(placed))
    if others:
        words += " " + _("{chests} would go to the next players or back into the bag.").format(
            chests=first_upper(chest_words(others)))
    return words


def chest_count(count: int) -> str:
    """E.g. "1 chest", "3 chests"."""
    return ngettext("{count} chest", "{count} chests", count).format(count=count)


def _room_empty(facts: Facts) -> str:
    return _("room {number} is empty").format(number=facts["room"] + 1)


REFUSALS: dict[str, Told] = {
    "not_your_turn": N_("a room is taken in one's own turn"),
    "bad_room": N_("there is no such treasure room"),
    "room_empty": _room_empty,
    "chest_place": N_("a chest goes on a building of its colour without a chest"),
}


class TreasurePart(TablePart):
    module_id = "treasure"
    refusals = REFUSALS
    own_actions = (TakeRoom,)   # bought from the panel; chests placed on the grid
    tags = (ROOM,)
    rules_text = RulePage(
        N_("A bag holds 42 chests in the six building colours: 9 green, 9 purple, 7 white, 7 "
           "brown, 5 red and 5 blue. At the start three treasure rooms of four chests are "
           "drawn."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- Taking a room is an action: you take its four chests and pay at least 8 in any "
           "mix of currencies (diamonds all or none). No change is given, and it never gives "
           "another action."),
        N_("- This turn you put the chests on your Alhambra's buildings of their colours, one "
           "chest per building at most; tiles bought this turn count once placed, the reserve "
           "does not."),
        N_("- Chests with no place are offered to the next player to the left, and so on; each "
           "must place as many as they can. The rest go back into the bag."),
        N_("- Only then is the room filled again, if the bag holds four chests. Once a room "
           "cannot be filled, no room is filled again."),
        N_("At every scoring the players with the most chests score, ties as for buildings: 7 "
           "points at the 1st scoring; 14 and 7 at the 2nd; 22, 14 and 7 at the final one."),
        N_("A building that leaves your Alhambra puts its chest back into the bag. With two "
           "players, chests the buyer cannot place go to the other player, then onto Dirk's "
           "buildings; Dirk competes for the chest majorities."),
    )

    # ------------------------------------------------------------------ each player
    def rule_pictures(self) -> list[pygame.Surface]:
        return [chest_image(kind.value, 40) for kind in Kind]

    def tokens(self, game: Game, seat: int) -> list[Token]:
        held = len(state_of(game).placed[seat])
        if not held:
            return []
        return [Token(str(held) if held < 100 else "+", True, _("chests on buildings"))]

    def facts(self, game: Game, seat: int) -> list[str]:
        return [chest_count(len(state_of(game).placed[seat]))]

    def paint_grid(self, surface: pygame.Surface, geometry: GridGeometry, ctx,
                   seat: int) -> None:
        game = ctx.game
        state = state_of(game)
        alhambra = game.players[seat].alhambra
        size = max(9, geometry.cell * 3 // 10)   # (lettered on the largest cells only)
        for pos, tile in alhambra.items():
            kind = state.placed[seat].get(tile.id)
            if kind is not None and geometry.contains(pos):
                box = geometry.cell_rect(pos)
                # bottom left: the letter is top left, the price bottom right
                spot = pygame.Rect(box.x + 5, box.bottom - size - 5, size, size)
                badge = spot.inflate(4, 4)   # a light ground: a chest on its own colour
                paint.rect(surface, theme.PAPER, badge, border_radius=3)
                paint.rect(surface, theme.INK, badge, 1, border_radius=3)
                surface.blit(chest_image(kind, size), spot)
        if game.phase == PLACE and game.to_move == seat and ctx.my_turn:
            for act in game.legal_actions():
                if isinstance(act, PlaceChest) and geometry.contains(act.pos):
                    cell = geometry.cell_rect(act.pos).inflate(-6, -6)
                    paint.rect(surface, theme.TEAL, cell, 3, border_radius=8)

    # ------------------------------------------------------------------ its item
    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """The three rooms beside the market, with the bag's count beside their title."""
        game = ctx.game
        state = state_of(game)
        bag = state.bag_size()
        if game.dirk is not None and state.dirk:   # D32: Dirk's chests count too
            note = ngettext("bag {bag} · Dirk holds {count} chest",
                            "bag {bag} · Dirk holds {count} chests", len(state.dirk)).format(
                bag=bag, count=len(state.dirk))
        elif state.closed:
            note = _("bag {bag} · rooms are not refilled").format(bag=bag)
        else:
            # Translators: a short note under the treasure rooms: the chests in the bag, the
            # least price in any mix of currencies, no change given
            note = _("bag {bag} · {price}+ any mix · no change").format(bag=bag, price=PRICE)
        full = sum(1 for chests in state.rooms if chests)
        return [ZoneItem(SUPPLY, ROOM, _("Treasure chamber"),
                         lambda surface, area: self._paint_rooms(surface, area, ctx),
                         size=(ROOMS * (2 * CHEST + 14), 2 * CHEST + 8 + small_line() + 2),
                         note=[note, note.split(" · ")[0], ""], count=str(full),
                         icon=_chest_icon(state), words=note,
                         actionable=ctx.offers(TakeRoom))]

    def _paint_rooms(self, surface: pygame.Surface, inner: pygame.Rect, ctx: PartContext) -> None:
        """Each room's four chests (those being placed, faded, in their room's place), its
        number under it; a room is a hit area."""
        state = state_of(ctx.game)
        pitch = inner.width // ROOMS
        size = max(10, min(CHEST, (pitch - 10) // 2 - 2))   # narrowed: smaller, unlettered
        buying = ctx.buying
        chosen = buying.offer.key if buying is not None and \
            buying.offer.source == self.module_id else None
        for room in range(ROOMS):
            box = pygame.Rect(inner.x + room * pitch + 2, inner.y, pitch - 4,
                              2 * size + 8)
            chests = state.rooms[room]
            waiting = not chests and room in state.emptied and state.waiting
            shown = state.waiting if waiting else chests
            paint.rect(surface, theme.PAPER if chests else theme.PANEL_SHADE, box,
                       border_radius=5)
            paint.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=5)
            for k, kind in enumerate(shown[:ROOM_SIZE]):
                spot = pygame.Rect(box.centerx - size - 2 + (k % 2) * (size + 4),
                                   box.y + 3 + (k // 2) * (size + 2), size, size)
                surface.blit(chest_image(kind, size, faded=bool(waiting)), spot)
            if not shown:
                # Translators: a treasure room with no chests, never refilled or waiting
                words = _("closed") if state.closed else _("empty")
                # (a word wider than the room: its shade and its tooltip tell it)
                if fitting_size(words, SMALLEST, box.width - 4) is not None:
                    draw_text(surface, words, box.center, SMALLEST, theme.INK_FAINT,
                              anchor="center")
            if chosen == room:
                paint.rect(surface, theme.TEAL, box.inflate(4, 4), 3, border_radius=7)
            _paint_room_label(surface, box, pitch - 2, room, bool(chests), bool(waiting))
            ctx.regions.add(box.inflate(2, small_line() + 2).move(0, small_line() // 2), ROOM,
                            room)

    def tip(self, ctx, tag: str, key: Any) -> str:
        state = state_of(ctx.game)
        room = int(key)
        chests = state.rooms[room]
        if not chests:
            if room in state.emptied and state.waiting:
                # Translators: {chests} is e.g. "2 garden and 1 tower"
                return _("Room {number}: its chests are being placed ({chests})").format(
                    number=room + 1, chests=chest_words(state.waiting))
            if state.closed:
                return _("Room {number} is empty: no room is refilled again").format(
                    number=room + 1)
            return _("Room {number} is empty").format(number=room + 1)
        # Translators: {chests} is e.g. "2 garden and 1 tower"
        words = _("Room {number}: {chests}. Click to buy it: at least {price} in any mix of "
                  "currencies, no change; it ends your actions").format(
                      number=room + 1, chests=chest_words(chests), price=PRICE)
        if ctx.my_turn:   # where its chests would go, before a card is chosen
            words += ". " + forecast_words(*chest_forecast(ctx.game, ctx.game.to_move,
                                                           chests))
        return words

    def press(self, ctx, tag: str, key: Any) -> Any:
        game = ctx.game
        room = int(key)
        chests = state_of(game).rooms[room]
        if not chests:
            ctx.say(_("Room {number} is empty.").format(number=room + 1))
            return None
        placed, others = chest_forecast(game, game.to_move, chests)
        caution = "" if placed else _("None of the chests of room {number} can go on your "
                                      "buildings: buy it all the same?").format(number=room + 1)
        return Purchase(room_offer(room), None,
                        _("the chests of room {number}").format(number=room + 1),
                        lambda cards: TakeRoom(room, cards),
                        brings=forecast_words(placed, others), caution=caution)

    # ------------------------------------------------------------------ placing chests
    def press_cell(self, ctx, cell) -> Action | None:
        game = ctx.game
        if game.phase != PLACE:
            return None
        options = [a for a in game.legal_actions() if isinstance(a, PlaceChest)]
        chosen = next((a for a in options if tuple(a.pos) == tuple(cell)), None)
        if chosen is not None:
            return chosen
        if options:
            # Translators: {kind} is a building kind, e.g. garden
            ctx.say(_("Put the {kind} chest on a lit {kind} building without a chest.").format(
                kind=options[0].kind))
        else:
            ctx.say(_("Put the matching chest on a lit matching building without a chest."))
        return None

    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        if stage != PLACE:
            return None
        state = state_of(game)
        options = [a for a in game.legal_actions() if isinstance(a, PlaceChest)]
        kind = options[0].kind if options else "?"
        left = len(state.waiting)
        if game.to_move != game.current:
            # Translators: {name} bought the room; {kind} is a building kind, e.g. garden
            head = _("Chests from {name}'s room: place a {kind} chest").format(
                name=game.names[game.current], kind=kind_name(kind) if options else kind)
        else:
            head = _("Place your {kind} chest").format(
                kind=kind_name(kind) if options else kind)
        # Translators: {kind} is a building kind; {chests} e.g. "2 garden and 1 tower"
        detail = ngettext("Click a lit {kind} building: one chest per building. {count} chest "
                          "left to place ({chests}); those with no place go to the next player.",
                          "Click a lit {kind} building: one chest per building. {count} chests "
                          "left to place ({chests}); those with no place go to the next player.",
                          left)
        return head, detail.format(kind=kind, count=left, chests=chest_words(state.waiting))

    def curtain_reason(self, game: Game, seat: int) -> str:
        if game.phase == PLACE and game.to_move == seat and seat != game.current:
            return _("Chests from {name}'s treasure room came to you: choose the buildings for "
                     "them.").format(name=game.names[game.current])
        return ""

    # ------------------------------------------------------------------ words
    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, RoomTaken):
            # Translators: {chests} is e.g. "2 garden, 1 tower and 1 seraglio"
            return _("{name} took the chests of room {number}: {chests}").format(
                name=names[event.seat], number=event.room + 1,
                chests=chests_words(event.chests))
        if isinstance(event, ChestPlaced):
            if event.seat is None:
                # Translators: {kind} is a building kind, {tile} a building
                return _("A {kind} chest went onto Dirk's {tile}").format(
                    kind=kind_name(event.kind), tile=event.tile.label())
            # Translators: {kind} is a building kind, {tile} a building
            return _("{name} put a {kind} chest on {tile}").format(
                name=names[event.seat], kind=kind_name(event.kind), tile=event.tile.label())
        if isinstance(event, ChestsReturned):
            # Translators: {chests} is e.g. "2 garden, 1 tower and 1 seraglio"
            words = ngettext("{count} chest found no place and went back into the bag: {chests}",
                             "{count} chests found no place and went back into the bag: "
                             "{chests}", len(event.chests))
            return words.format(count=len(event.chests), chests=chests_words(event.chests))
        if isinstance(event, RoomRefilled):
            return _("Room {number} was refilled: {chests}").format(
                number=event.room + 1, chests=chests_words(event.chests))
        if isinstance(event, RoomsClosed):
            return _("Room {number} cannot be refilled: the treasure rooms are "
                     "never refilled again").format(number=event.room + 1)
        if isinstance(event, ChestLeft):
            # Translators: {kind} is a building kind, {tile} a building
            return _("The {kind} chest of {tile} went back into the bag").format(
                kind=kind_name(event.kind), tile=event.tile.label())
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, TakeRoom):
            return _("Take the chests of room {number}").format(number=action.room + 1)
        if isinstance(action, PlaceChest):
            x, y = action.pos
            # Translators: {kind} is a building kind; ({x}, {y}) the place in the Alhambra
            return _("Put the {kind} chest at ({x}, {y})").format(kind=kind_name(action.kind),
                                                                  x=x, y=y)
        return ""

    def words(self, game: Game, action: Action) -> str:
        if isinstance(action, PlaceChest):
            tile = game.players[game.to_move].alhambra.at(tuple(action.pos))
            if tile is not None:
                # Translators: where a chest goes; {tile} is e.g. "garden 8"
                return _("On {tile}").format(tile=tile.label())
        if isinstance(action, TakeRoom):
            cards = {c.id: c for c in game.purse(game.to_move)}
            paid = sum(getattr(cards.get(i), "value", 0) for i in action.cards)
            return _("Take room {number} for {paid}").format(number=action.room + 1, paid=paid)
        return self.describe(action)

    # ------------------------------------------------------------------ flights (AI moves)
    def flight_source(self, ctx, action: Action) -> tuple[pygame.Surface, pygame.Rect] | None:
        if isinstance(action, TakeRoom):
            chests = state_of(ctx.game).rooms[action.room]
            where = ctx.regions.rect_of(ROOM, action.room)
            return (chest_image(chests[0], 28), where) if chests and where else None
        if isinstance(action, PlaceChest):
            state = state_of(ctx.game)
            where = next((ctx.regions.rect_of(ROOM, r) for r in state.emptied), None)
            return (chest_image(action.kind, 28), where) if where else None
        return None

    def flight_target(self, ctx, action: Action) -> pygame.Rect | None:
        if isinstance(action, TakeRoom):   # to the buyer, until the end of the turn
            return ctx.regions.rect_of("player_name")
        if isinstance(action, PlaceChest) and ctx.geometry is not None:
            return ctx.geometry.cell_rect(tuple(action.pos))
        return None


def chests_words(chests: tuple[str, ...]) -> str:
    """E.g. "2 garden, 1 tower and 1 seraglio"."""
    counts = Counter(chests)
    # Translators: a number of chests of a building kind's colour, e.g. "2 garden"
    parts = [ngettext("{count} {kind}", "{count} {kind}", counts[k]).format(
        count=counts[k], kind=kind_name(k)) for k in sorted(counts, key=KIND_ORDER.__getitem__)]
    if len(parts) == 1:
        return parts[0]
    return _("{first} and {last}").format(first=", ".join(parts[:-1]), last=parts[-1])


def _paint_room_label(surface: pygame.Surface, box: pygame.Rect, width: int, room: int,
                      full: bool, waiting: bool) -> None:
    """Under a room: "Room 2" ("placing" while its chests are placed), or only its number
    where the words do not fit a narrowed panel (the tooltip says them)."""
    # Translators: under a treasure room; "placing" while its chests are placed
    label = _("placing") if waiting else _("Room {number}").format(number=room + 1)
    if fitting_size(label, SMALLEST, width, full) is None:
        label = str(room + 1)
    draw_text(surface, label, (box.centerx, box.bottom + 1), SMALLEST,
              theme.INK if full else theme.INK_SOFT, anchor="midtop", bold=full,
              max_width=width)


def _chest_icon(state) -> Painter:
    """The badge's picture: the first chest of an open room."""
    kind = next((chests[0] for chests in state.rooms if chests), None)

    def icon(surface: pygame.Surface, box: pygame.Rect) -> None:
        if kind is not None:
            surface.blit(chest_image(kind, box.width), box)
    return icon


def chest_image(kind: str, size: int, faded: bool = False) -> pygame.Surface:
    """A small chest: a body in the kind's colour under a rounded lid, a gold lock, and,
    where the chest is large enough for a legible one, the kind's letter (so that colour is
    never the only clue: on a building of its kind, the tile's own letter tells it)."""
    return _chest_image(kind, size, faded, language())


@per_zoom(maxsize=128)
def _chest_image(kind: str, size: int, faded: bool, lang: str) -> pygame.Surface:
    """``chest_image`` in the language ``lang`` (its letter is a word of it)."""
    colour = theme.KIND_COLOURS[Kind(kind)]
    surface = new_surface((size, size))
    surface.blit(icons.chest(size, colour), (0, 0))
    body = pygame.Rect(0, round(size * 0.42), size, round(size * 0.42))
    letter_words = theme.KIND_LETTERS[Kind(kind)]   # (a language's may be two letters)
    letter_size = size * 3 // 5
    if letter_size >= smallest() and width_of(letter_words, letter_size, True) <= size - 2:
        ink = theme.KIND_INK[Kind(kind)]
        letter = text(letter_words, letter_size, ink, True)
        surface.blit(letter, letter.get_rect(center=(size // 2, body.centery + size // 12)))
    if faded:
        surface.set_alpha(140)
    return surface


register(TreasurePart())
