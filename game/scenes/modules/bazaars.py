"""M16 Bazaars at the table: the bazaars waiting beside the market,
each with its price now (the price of the tile on its currency's square, exactly) or why it
is not for sale; clicking one buys it as a market square is bought (the cards, or Auto-pay,
then Buy), and between turns lets the vizier buy it (D35). A bazaar looks like a market
stall: an awning in its currency's colour with the currency's symbol, and its three kinds
on their colours, as letters too where the tile is large enough for legible ones (readable
without colour; the panel's rows and the tooltip name them anyway). While one is dragged, each
cell says what it would score at the final scoring; on the Alhambra shown large each bazaar
carries what it scores now. Its points are the scoring table's "bazaars" column (3rd scoring)."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _, ngettext
from game.rules import (
    ACTION, BASE_TILES, WINDOW, Action, Alhambra, Event, Game, Kind, MoneyCard, Tile,
    currency_name, money_words,
)
from game.rules.modules.bazaars import (
    BAZAAR,
    MODULE,
    Bazaar,
    BazaarBought,
    BazaarLaid,
    BuyBazaar,
    bazaar_data,
    bazaar_of,
    bazaar_offer,
    bazaar_tile,
    neighbours_of,
    points_at,
)
from game.rules.modules.vizier import VizierBuy
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import SUPPLY, PartContext, Purchase, TablePart, ZoneItem
from game.sprites.cards import draw_currency_symbol
from game.sprites.grid import GridGeometry, example_picture
from game.sprites.tiles import register_tile_face, tile_surface
from game.text import first_upper
from game.ui import paint, theme
from game.ui.canvas import new_surface
from game.ui.fonts import SMALLEST, small_line, text, width_of
from game.ui.widgets import draw_text
from game.words.events import payment_words
from game.words.refusals import Facts, Told


TAG = "bazaar"
PANEL_TILE = 40
ROWS_WIDTH = 200     # two bazaars or fewer: a row each, this wide
# The disc with a bazaar's points now: its least radius holds two digits of the smallest type,
# so it is shown on cells large enough to carry it beside the awning's symbol and the kinds
# (on smaller ones, the facts beside the name and the drag's preview tell the points).
POINTS_DISC = 10
POINTS_CELL = 48
LETTERED_CHIP = 14   # the least kind's chip on the stall that holds a letter of the smallest type
STALL = (250, 240, 214)   # the stall's cloth under the awning
WOOD = (128, 88, 48)
RULES = "rules"  # the key of the panel's heading: its tooltip says how bazaars score
RULE_WORDS = N_("At the final scoring a bazaar scores its neighbours of its 3 kinds (8 "
                "places, diagonals too) × the kinds among them")


def price_words(game: Game, bazaar_id: str) -> str:
    """Its price now, or why it is not for sale: "12 florins, exact"."""
    offer = bazaar_offer(game, bazaar_id)
    if offer is None:
        return _("square empty: not for sale")
    # Translators: {price} is e.g. "12 florins", to be paid exactly
    return _("{price}, exact").format(price=money_words(offer.currency, offer.price))


def short_name(bazaar: Bazaar) -> str:
    """"florin P-A-G"."""
    # Translators: a bazaar's name: its currency and its kinds' initials, e.g. "florin P-A-G"
    return _("{currency} {kinds}").format(currency=currency_name(bazaar.currency),
                                          kinds=bazaar.letters)


def _square_empty(facts: Facts) -> str:
    # Translators: {currency} is a currency's name
    return _("the {currency} square is empty: that bazaar cannot be bought now").format(
        currency=currency_name(facts["currency"]))


REFUSALS: dict[str, Told] = {
    "not_for_sale": N_("that bazaar is not beside the market"),
    "wrong_phase": N_("a bazaar is bought as a turn action"),
    "bazaar_square_empty": _square_empty,
}


class BazaarsPart(TablePart):
    module_id = MODULE
    refusals = REFUSALS
    own_actions = (BuyBazaar,)
    tags = (TAG,)
    rules_text = RulePage(
        N_("Eight bazaars without walls are in the bag. Each shows a currency and three "
           "building kinds; the two bazaars of a currency show all six kinds between them."),
        N_("A bazaar drawn from the bag is laid beside the market, not on a square, and drawing "
           "goes on until the squares are full. Several may wait there."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- A bazaar costs the price of the building now on its currency's square, paid "
           "exactly in that currency. Buying it gives another action and empties no square. "
           "While that square is empty, it cannot be bought."),
        N_("- It may also be paid exactly in diamonds or with an exchange office, bought by the "
           "vizier (exactly), or paid by Abdul Karim."),
        N_("- It is placed and redesigned like a building, but counts for no kind."),
        N_("- Unbought bazaars are not handed out at the end; one drawn for Dirk counts for "
           "nothing."),
        N_("Bazaars score at the final scoring only: count the buildings of the bazaar's three "
           "kinds among the eight tiles around it, diagonals included, and multiply by the "
           "number of its kinds among them (at most 24). Walls do not matter. Four such "
           "neighbours showing all three kinds score 12; three showing two kinds score 6. A "
           "bazaar in the reserve scores nothing."),
    )

    # ------------------------------------------------------------------ each player
    def rule_example(self) -> pygame.Surface | None:
        return _worked_example()

    def facts(self, game: Game, seat: int) -> list[str]:
        player = game.players[seat]
        facts = []
        built = [(pos, bazaar_of(t)) for pos, t in player.alhambra.items()
                 if t.category == BAZAAR]
        if built:
            points = sum(points_at(player.alhambra, pos, b) for pos, b in built if b)
            facts.append(ngettext("bazaars {points} pt at the final scoring",
                                  "bazaars {points} pts at the final scoring", points).format(
                points=points))
        kept = sum(1 for t in player.reserve if t.category == BAZAAR)
        if kept:
            facts.append(ngettext("{count} bazaar in reserve (no points)",
                                  "{count} bazaars in reserve (no points)", kept).format(
                count=kept))
        return facts

    def paint_grid(self, surface: pygame.Surface, geometry: GridGeometry, ctx: PartContext,
                   seat: int) -> None:
        """What each bazaar of the Alhambra shown large scores now, on a gold disc (on
        cells large enough for a legible one)."""
        alhambra = ctx.game.players[seat].alhambra
        if geometry.cell < POINTS_CELL:
            return
        r = max(POINTS_DISC, geometry.cell // 7)
        size = max(SMALLEST, round(r * 1.2))
        for pos, tile in alhambra.items():
            bazaar = bazaar_of(tile)
            if bazaar is None or not geometry.contains(pos):
                continue
            box = geometry.cell_rect(pos)
            centre = (box.right - r - 3, box.y + r + 3)  # on the awning, clear of its kinds
            paint.circle(surface, theme.GOLD_LIGHT, centre, r)
            paint.circle(surface, theme.INK_SOFT, centre, r, 1)
            number = text(str(points_at(alhambra, pos, bazaar)), size, theme.INK, True)
            surface.blit(number, number.get_rect(center=(centre[0], centre[1] + 1)))

    # ------------------------------------------------------------------ its item
    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """The bazaars waiting beside the market (none waiting: nothing lies there)."""
        game = ctx.game
        waiting = game.ext[MODULE].waiting
        if not waiting:
            return []
        if len(waiting) <= 2:   # a row each: the bazaar's name and its price now
            size = (ROWS_WIDTH, len(waiting) * (PANEL_TILE + 3))
        else:                   # side by side, a short price under each
            size = (len(waiting) * (PANEL_TILE + 10), PANEL_TILE + small_line() + 2)
        first = waiting[0]

        def icon(surface: pygame.Surface, box: pygame.Rect) -> None:
            surface.blit(tile_surface(bazaar_tile(first), box.width), box)

        buys = any(isinstance(a, BuyBazaar) or (isinstance(a, VizierBuy) and a.source == MODULE)
                   for a in game.legal_actions()) and ctx.my_turn
        # Translators: beside the panel's title: bazaars are paid at their exact price
        note = _("exact price")
        return [ZoneItem(SUPPLY, TAG, _("Bazaars"),
                         lambda surface, area: self._paint_waiting(surface, area, ctx),
                         size=size, note=[note, ""], count=str(len(waiting)),
                         icon=icon, words=_(RULE_WORDS), actionable=buys)]

    def _paint_waiting(self, surface: pygame.Surface, inner: pygame.Rect,
                       ctx: PartContext) -> None:
        """The bazaars waiting: with room, a row each (its name and price now); with more,
        side by side with a short price under each."""
        game = ctx.game
        waiting = game.ext[MODULE].waiting
        ctx.regions.add(inner, TAG, RULES)   # between the bazaars: how they score
        chosen = _chosen(ctx)
        payable = self._payable(ctx)
        rows = len(waiting) <= 2 and inner.width >= 150
        if rows:
            size = min(PANEL_TILE, inner.height // len(waiting) - 3)
            pitch = size + 3
        else:
            pitch = min(PANEL_TILE + 10, inner.width // len(waiting))
            size = min(PANEL_TILE, inner.height - small_line() - 2, pitch - 4)
        for i, bazaar_id in enumerate(waiting):
            bazaar = bazaar_data()[bazaar_id]
            offer = bazaar_offer(game, bazaar_id)
            if rows:
                spot = pygame.Rect(inner.x, inner.y + i * pitch, size, size)
                hit = pygame.Rect(spot.x, spot.y, inner.width, size)
            else:
                spot = pygame.Rect(inner.x + i * pitch, inner.y, size, size)
                hit = spot.inflate(4, small_line() + 4).move(0, small_line() // 2)
            surface.blit(tile_surface(bazaar_tile(bazaar_id), size), spot)
            if offer is None:  # not for sale now: veiled
                veil = new_surface(spot.size)
                veil.fill((*theme.PANEL, 140))
                surface.blit(veil, spot)
            if chosen == bazaar_id:
                paint.rect(surface, theme.GOLD, spot.inflate(6, 6), 3, border_radius=6)
            colour = theme.INK if offer is not None else theme.INK_FAINT
            if rows:
                x = spot.right + 8
                draw_text(surface, short_name(bazaar), (x, spot.y + 1), 13, theme.INK,
                          bold=True, max_width=inner.right - x)
                words = price_words(game, bazaar_id) if offer else _("its square is empty")
                price = draw_text(surface, words, (x, spot.y + 18), 12, colour,
                                  max_width=inner.right - x)
                if bazaar_id in payable:   # the player to move can pay it exactly
                    draw_text(surface, "✓", (price.right + 4, price.y), 12, theme.GOOD,
                              bold=True)
            else:
                words = f"{offer.price}" if offer is not None else "—"
                words += " ✓" if bazaar_id in payable else ""
                draw_text(surface, words, (spot.centerx, spot.bottom + 2), 12, colour,
                          anchor="midtop", bold=offer is not None, max_width=pitch)
            ctx.regions.add(hit, TAG, bazaar_id)

    def _payable(self, ctx: PartContext) -> set[str]:
        """For the player to move, in the turn or when the vizier may buy: the bazaars they
        can pay exactly."""
        game = ctx.game
        if not ctx.my_turn or game.phase not in (ACTION, WINDOW):
            return set()
        if game.phase == WINDOW and not any(isinstance(a, VizierBuy)
                                            for a in game.legal_actions()):
            return set()
        found = set()
        for bazaar_id in game.ext[MODULE].waiting:
            offer = bazaar_offer(game, bazaar_id)
            if offer is not None and ctx.can_pay_exactly(offer):
                found.add(bazaar_id)
        return found

    def tip(self, ctx: PartContext, tag: str, key: Any) -> str:
        if key == RULES:
            return _(RULE_WORDS)
        bazaar = bazaar_data().get(key)
        if bazaar is None:
            return ""
        offer = bazaar_offer(ctx.game, key)
        currency = currency_name(bazaar.currency)
        name = first_upper(bazaar.words())
        if offer is None:
            # Translators: {bazaar} is e.g. "Florin bazaar (pavilion, arcades, garden)";
            # {currency} a currency's name
            return _("{bazaar}: the {currency} square is empty: not for sale until it is "
                     "refilled").format(bazaar=name, currency=currency)
        # Translators: {bazaar} is e.g. "Florin bazaar (pavilion, arcades, garden)"; {price}
        # e.g. "12 florins"; {currency} a currency's name
        return _("{bazaar}: exactly {price}, the {currency} square's price; another action "
                 "follows").format(bazaar=name, price=money_words(bazaar.currency, offer.price),
                                   currency=currency)

    def payment_hint(self, game: Game, seat: int, offer) -> str:
        if offer.source != MODULE:
            return ""
        return _("It scores at the end: its neighbours of its kinds × the kinds among them.")

    # ------------------------------------------------------------------ buying
    def press(self, ctx: PartContext, tag: str, key: Any) -> Any:
        """A waiting bazaar clicked: bought like a market square's tile (the cards come
        next); between turns, by the vizier (D35)."""
        game = ctx.game
        bazaar = bazaar_data().get(key)
        if bazaar is None:
            return None
        offer = bazaar_offer(game, key)
        if offer is None:
            # Translators: {currency} is a currency's name, e.g. florin
            ctx.say(_("The {currency} square is empty: this bazaar cannot be bought until it "
                        "is refilled.").format(currency=currency_name(bazaar.currency)))
            return None
        # Translators: what is bought; {kinds} are its kinds' initials, e.g. "P-A-G"
        return Purchase(offer, bazaar_tile(key), _("bazaar {kinds}").format(kinds=bazaar.letters),
                        lambda cards, key=key: BuyBazaar(key, cards))

    def tell(self, event: Event, names: list[str]) -> str | None:
        if not isinstance(event, (BazaarLaid, BazaarBought)):
            return None
        bazaar = bazaar_of(event.tile)
        what = bazaar.words() if bazaar else _("bazaar")
        if isinstance(event, BazaarLaid):
            # Translators: {bazaar} is e.g. "florin bazaar (pavilion, arcades, garden)"
            return _("A {bazaar} was laid beside the market").format(bazaar=what)
        name = names[event.seat]
        if any(isinstance(c, MoneyCard) for c in event.cards):
            # Translators: {payment} is e.g. "13 ducats (3 overpaid)"
            return _("{name} bought the {bazaar} for {payment}").format(
                name=name, bazaar=what,
                payment=payment_words(event.cards, event.price, event.another))
        # paid in full by a card of a module's (Abdul Karim, D35)
        cards = ", ".join(c.label() for c in event.cards)
        if event.another:
            return _("{name} bought the {bazaar} paid by {cards} (another action)").format(
                name=name, bazaar=what, cards=cards)
        return _("{name} bought the {bazaar} paid by {cards}").format(
            name=name, bazaar=what, cards=cards)

    def describe(self, action: Action) -> str:
        if isinstance(action, BuyBazaar):
            # Translators: {bazaar} is e.g. "florin P-A-G"
            return _("Buy the {bazaar} bazaar").format(bazaar=_name(action.bazaar))
        if isinstance(action, VizierBuy) and action.source == MODULE:
            # Translators: {bazaar} is e.g. "florin P-A-G"
            return _("Vizier: buy the {bazaar} bazaar").format(bazaar=_name(str(action.key)))
        return ""

    def words(self, game: Game, action: Action) -> str:
        """With the cards it pays, as the log words a payment."""
        described = self.describe(action)
        if not described or game is None:
            return described
        paid = tuple(c for c in game.purse(game.to_move) if c.id in action.cards)
        if any(isinstance(c, MoneyCard) for c in paid):
            total = sum(c.value for c in paid if isinstance(c, MoneyCard))
            # Translators: {action} is e.g. "Buy the florin P-A-G bazaar"; {payment} e.g.
            # "12 florins"
            return _("{action} for {payment}").format(action=described,
                                                      payment=payment_words(paid, total, False))
        if not paid:
            return described
        # Translators: {action} is e.g. "Buy the florin P-A-G bazaar"; {cards} what pays
        return _("{action} with {cards}").format(action=described,
                                                 cards=", ".join(c.label() for c in paid))

    # ------------------------------------------------------------------ placing
    def preview(self, after: Alhambra, tile: Tile, cell: tuple[int, int]) -> str | None:
        bazaar = bazaar_of(tile)
        if bazaar is None:
            return None
        count, kinds = neighbours_of(after, cell, bazaar)
        if not count:
            return _("scores 0 so far at the final scoring")
        # Translators: {count} neighbours of the bazaar's kinds × the {kinds} kinds among them
        return _("scores {count} × {kinds} = {points} at the final scoring").format(
            count=count, kinds=kinds, points=count * kinds)

    # ------------------------------------------------------------------ flights (AI moves)
    def flight_source(self, ctx: PartContext,
                      action: Action) -> tuple[pygame.Surface, pygame.Rect] | None:
        key = _bought(action)
        if key is None:
            return None
        where = ctx.regions.rect_of(TAG, key)
        if where is None:
            return None
        size = min(PANEL_TILE, where.height)
        spot = pygame.Rect(where.x, where.y, size, size)
        return tile_surface(bazaar_tile(key), size), spot

    def flight_target(self, ctx: PartContext, action: Action) -> pygame.Rect | None:
        return ctx.last_region("tray_tile") if _bought(action) is not None else None



def _bought(action: Action) -> str | None:
    """The bazaar an action buys (None: not a bazaar purchase)."""
    if isinstance(action, BuyBazaar):
        return action.bazaar
    if isinstance(action, VizierBuy) and action.source == MODULE:
        return str(action.key)
    return None


def _name(bazaar_id: str) -> str:
    bazaar = bazaar_data().get(bazaar_id)
    return short_name(bazaar) if bazaar else bazaar_id


def _chosen(ctx: PartContext) -> str | None:
    """The bazaar being bought (chosen, its cards being picked), if any."""
    buying = ctx.buying
    if buying is not None and buying.offer.source == MODULE:
        return str(buying.offer.key)
    return None


# --------------------------------------------------------------------------- the tile face
def bazaar_face(surface: pygame.Surface, body: pygame.Rect, kind: Kind | None, size: int,
                bazaar_id: int | str = "") -> None:
    """A market stall: a striped awning in the currency's colour with its symbol, over a
    counter with the bazaar's three kinds, each on its kind's colour, with its letter where
    the chip holds a legible one (on a smaller tile the colours alone: the tooltip and the
    panel's rows name the kinds)."""
    bazaar = bazaar_data().get(str(bazaar_id))
    radius = max(1, size // 12)
    paint.rect(surface, STALL, body, border_radius=radius)
    colour = theme.CURRENCY_COLOURS.get(bazaar.currency, theme.GOLD) if bazaar else theme.GOLD
    awning = pygame.Rect(body.x, body.y, body.width, max(3, round(body.height * 0.34)))
    stripes = 5
    for i in range(stripes):  # alternate the currency's colour and white
        x0 = body.x + body.width * i // stripes
        x1 = body.x + body.width * (i + 1) // stripes
        fill = colour if i % 2 == 0 else theme.PAPER
        paint.rect(surface, fill, (x0, awning.y, x1 - x0, awning.height))
    # the awning's scalloped edge
    if size >= 20:
        r = max(2, body.width // (stripes * 2))
        for i in range(stripes):
            cx = body.x + body.width * (2 * i + 1) // (2 * stripes)
            fill = colour if i % 2 == 0 else theme.PAPER
            paint.circle(surface, fill, (cx, awning.bottom), r,
                         draw_bottom_left=True, draw_bottom_right=True)
    paint.line(surface, WOOD, (body.x + 1, awning.y), (body.x + 1, body.bottom - 2),
               max(1, size // 24))
    paint.line(surface, WOOD, (body.right - 2, awning.y),
               (body.right - 2, body.bottom - 2), max(1, size // 24))
    if bazaar is not None and size >= 20:
        ink = theme.CURRENCY_INK.get(bazaar.currency, theme.INK)
        r = max(3, round(awning.height * 0.32))
        centre = (body.centerx, awning.centery)
        paint.circle(surface, colour, centre, r + 2)
        draw_currency_symbol(surface, bazaar.currency, centre, r * 0.8, ink)
    if bazaar is not None:
        top = awning.bottom + (max(2, body.width // 10) if size >= 20 else 1)
        gap = max(1, size // 24)
        chip = min((body.width - 6 - 2 * gap) // 3, body.bottom - top - 3)
        y = top + (body.bottom - top - chip) // 2
        x0 = body.centerx - (3 * chip + 2 * gap) // 2
        size_letter = max(SMALLEST, round(chip * 0.72))
        lettered = chip >= LETTERED_CHIP and all(   # (a language's letter may be two)
            width_of(theme.KIND_LETTERS[k], size_letter, True) <= chip - 2 for k in bazaar.kinds)
        for i, kind_of in enumerate(bazaar.kinds):
            box = pygame.Rect(x0 + i * (chip + gap), y, chip, chip)
            paint.rect(surface, theme.KIND_COLOURS[kind_of], box,
                       border_radius=max(1, chip // 6))
            paint.rect(surface, theme.mix(theme.KIND_COLOURS[kind_of], (0, 0, 0), 0.4),
                       box, 1, border_radius=max(1, chip // 6))
            if lettered:
                letter = text(theme.KIND_LETTERS[kind_of], size_letter, theme.KIND_INK[kind_of],
                              True)
                surface.blit(letter, letter.get_rect(center=box.center))
    paint.rect(surface, WOOD, body, 1, border_radius=radius)


# The rule sheet's example (RULES M16): four buildings of the bazaar's kinds around it, all
# three kinds among them, built in this order from the fountain (each placement legal).
EXAMPLE_BAZAAR = "Z1"
EXAMPLE_BUILT = ((EXAMPLE_BAZAAR, (-1, 0)), (41, (-1, 1)), (42, (-1, -1)), (23, (-2, -1)),
                 (7, (-2, 0)))


def _worked_example() -> pygame.Surface:
    """The example's Alhambra with the bazaar ringed, and what the rules make it score."""
    tiles = {tile.id: tile for tile in BASE_TILES}
    alhambra = Alhambra()
    for tile_id, pos in EXAMPLE_BUILT:
        alhambra.place(bazaar_tile(tile_id) if tile_id == EXAMPLE_BAZAAR else tiles[tile_id],
                       pos)
    pos = EXAMPLE_BUILT[0][1]
    bazaar = bazaar_of(bazaar_tile(EXAMPLE_BAZAAR))
    count, kinds = neighbours_of(alhambra, pos, bazaar)
    return example_picture(alhambra, pos, _(
        "{count} neighbours of its kinds × {kinds} kinds = {points}").format(
            count=count, kinds=kinds, points=points_at(alhambra, pos, bazaar)))


register_tile_face(BAZAAR, bazaar_face, by_id=True)
register(BazaarsPart())
