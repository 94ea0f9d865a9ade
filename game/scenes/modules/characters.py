"""M7 Characters at the table: the characters each player holds, face up as tokens beside
their name (a ♦ card lit while it may still be used this turn); the character up for
auction beside the money display (the standing bid, who passed), the bids offered in words (the least
raise in each currency first, then passing, then higher bids), the curtain passing the
laptop to each human bidder; and every effect in words at its moment: Fatima's choice,
Hakim's kind at a scoring, Abdul Knihstig's card, Ammar's extra step, and Faruk, Laila,
Machma and Yammerad among the turn's other actions."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.i18n import N_, _, ngettext, pgettext
from game.rules import Action, Card, Event, Game, MoneyCard, Offer, Payment
from game.rules.modules import characters as ch
from game.rules.modules.characters import (
    AMMAR, DIAMOND_SUIT, FARUK, FATIMA, HAKIM, KARIM, KNIHSTIG, LAILA, MACHMA, UNKNOWN,
    YAMMERAD, YUSUF, AmmarStep, Bid, CharacterCard, ChooseHakim, FarukTake, KeepFatima,
    KnihstigTake, LailaSwap, MachmaSwap, PassBid, PayBid, YammeradDraw, holdings, state_of,
)
from game.rules.types import CURRENCIES, Currency, kind_name, money_words
from game.scenes.amounts import AmountRow, AmountScene
from game.scenes.choice import Choice
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import (
    MONEY, Advice, HandItem, PartContext, StageControl, TablePart, Token, ZoneItem,
)
from game.sprites import icons
from game.sprites.cards import card_ground
from game.ui import paint, theme
from game.ui.canvas import new_surface
from game.ui.fonts import SMALLEST, small_line, wrap
from game.ui.widgets import draw_text
from game.words.refusals import Told


EFFECTS = {
    # Translators: what a character does, in a few words, after its name and a colon
    KARIM: N_("pays a building in full, once"),
    KNIHSTIG: N_("after a building of 10 or more, take a face-up money card"),
    AMMAR: N_("one extra redesign step after placing"),
    FARUK: N_("take money up to 7"),
    FATIMA: N_("8 points at the end"),
    HAKIM: N_("half a building at each scoring"),
    LAILA: N_("swap a market tile with the bag"),
    MACHMA: N_("swap a card of your hand with the display"),
    YAMMERAD: N_("draw a card with fewer than 3"),
    YUSUF: N_("1 point per 3 wall points at scorings"),
}


AUCTION = "auction"    # the character up for auction, beside the money display
AUCTION_WIDTH = 190


REFUSALS: dict[str, Told] = {
    "bad_bid": N_("bid more than the last bid, up to what you hold in one currency"),
    "hakim_kind": N_("Hakim counts only where you count 1 or more"),
    "not_in_display": N_("take a money card of the display"),
    "faruk": N_("Faruk lets several cards add up to 7"),
    "laila": N_("Laila swaps a market tile before your first action"),
    "machma": N_("Machma swaps a card of your hand for a face-up card of at most its value, "
                 "before your first action"),
    "yammerad": N_("Yammerad draws with fewer than 3 money cards, before your first action"),
    "ammar": N_("that is not a redesign step you can take"),
    "karim_alone": N_("Abdul Karim pays a building alone, in full"),
}


class CharactersPart(TablePart):
    module_id = "characters"
    refusals = REFUSALS
    count_mark = "☺"  # Fatima's building, added to a count at scorings
    count_words = N_("from Fatima")
    rules_text = RulePage(
        N_("Ten characters take part: two each in the money deck's 2nd, 3rd and 4th piles, and "
           "four set aside face down."),
        N_("A character drawn is auctioned at once. The player whose turn is next (during a "
           "turn, the player whose turn it is) bids first, then the others in turn order; each "
           "bids higher or passes for good, until one is left. You may bid only as much as you "
           "hold in one currency (coins included) or in diamonds. The winner pays at least the "
           "bid from it, choosing the cards, and takes the card face up, to use from then on; "
           "with no bid, it leaves the game."),
        N_("Unmarked characters act in your own turns, at most one of them a turn. Those marked "
           "once leave the game when used; those marked scoring act at each scoring."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        # "(once)" and "(scoring)" are the marks named in the paragraph before.
        N_("- Abdul Karim (once): pays in full for a building you buy, and you get another "
           "action."),
        N_("- Abdul Knihstig: after you buy a building of printed price 10 or more, take one "
           "face-up money card."),
        N_("- Ammar El'Schauf: after placing your tiles at the end of your turn, one extra "
           "redesign step of any kind, this turn's tiles included."),
        N_("- Faruk Will'haben: when you take money, the limit is 7 instead of 5."),
        N_("- Fatima (once): on receiving her, keep her for 8 points at the final scoring, or "
           "swap her at once for the top set-aside character, turned up and yours to use."),
        N_("- Hakim Wahid (scoring): at each scoring, counts as half a building of a kind you "
           "choose, where you already count at least one."),
        N_("- Laila Wundabah: before your first action, swap a market tile for one drawn from "
           "the bag, which takes the old tile back."),
        N_("- Machma Klain: before your first action, swap a money card of your hand for a "
           "face-up one of at most equal value; yours is discarded."),
        N_("- Yammerad: at the start of your turn, holding fewer than 3 money cards (diamonds "
           "and master builders count, coins do not), you may draw the deck's top card, and "
           "again after any card that is not money."),
        N_("- Yusuf E'Passuff (scoring): at each scoring, 1 extra point per full 3 wall "
           "points."),
    )

    def rule_pictures(self) -> list[pygame.Surface]:
        return _rule_cards()

    def tokens(self, game: Game, seat: int) -> list[Token]:
        state = state_of(game)
        found = []
        for card in state.owned[seat]:
            name = state.names.get(card, UNKNOWN)
            lit = name not in DIAMOND_SUIT or state.diamond_turn[seat] != game.turn
            found.append(Token(_letter(name), lit, _about(name)))
        return found

    def facts(self, game: Game, seat: int) -> list[str]:
        state = state_of(game)
        return [_(state.names.get(card, UNKNOWN)) for card in state.owned[seat]]

    # ------------------------------------------------------------------ Abdul Karim pays
    def hand_items(self, game: Game, seat: int) -> list[HandItem]:
        """Abdul Karim lies in the hand's last row while he may pay: click him as a card."""
        return [HandItem("hand_card", card.id, _name_card(KARIM), ready=True,
                         kind=_(KARIM))
                for card in game.purse(seat) if isinstance(card, CharacterCard)]

    def hand_hint(self, game: Game, card: Card) -> str:
        if isinstance(card, CharacterCard):
            return _("Choose a market square first: Abdul Karim then pays its building in "
                     "full.")
        return ""

    def keeps(self, card: Card) -> bool:
        return isinstance(card, CharacterCard)  # Auto-pay gives him away only as a last resort

    def payment_words(self, game: Game, seat: int, offer: Offer, cards: list[Card],
                      payment: Payment | None, paid: int) -> Advice | None:
        if not any(isinstance(c, CharacterCard) for c in cards):
            return None
        if payment is None or len(cards) != 1:
            return (_("Abdul Karim pays alone"), theme.BAD,
                    _("He pays the building in full: take the other cards out."), False)
        return (_("Abdul Karim pays it in full"), theme.GOOD,
                _("The building is free and you may act again; he then leaves the game."), True)

    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """Beside the money display: the character up for auction, with the standing bid
        and who passed; else, folded, how many characters the deck still holds."""
        game = ctx.game
        state = state_of(game)
        auction = state.auction
        left = sum(1 for c in game.deck if type(c).__name__ == "CharacterCard")
        if auction is None:
            if left:
                # Translators: characters left in the money deck, and the four set aside
                words = ngettext("{count} in the deck, 4 aside", "{count} in the deck, 4 aside",
                                 left).format(count=left)
            else:
                # Translators: no character is left in the money deck
                words = _("none in the deck")
            return [ZoneItem(MONEY, AUCTION, _("Characters"), count=str(left),
                             icon=_character_icon, words=words)]
        name = state.names.get(auction["card"], UNKNOWN)
        high = auction["high"]
        passed = ", ".join(game.names[s] for s in auction["passed"])
        blocks = [(_bid_words(game, high) if high else _("no bid yet"), theme.INK, True),
                  # Translators: {names} are the players who passed in the auction
                  (_("passed: {names}").format(names=passed) if passed else _effect(name),
                   theme.INK_SOFT, False)]
        return [ZoneItem(MONEY, AUCTION, _("Auction: {character}").format(character=_(name)),
                         lambda surface, area: _paint_blocks(surface, area, blocks),
                         size=(AUCTION_WIDTH, 3 * small_line()), count=str(left),
                         icon=_character_icon, actionable=ctx.offers(Bid, PassBid, PayBid))]

    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        state = state_of(game)
        seat = game.to_move
        if stage == ch.BID and state.auction is not None:
            name = state.names.get(state.auction["card"], UNKNOWN)
            high = state.auction["high"]
            standing = _bid_words(game, high) if high else _("No bid yet")
            # Translators: {about} is a character and what it does, {standing} the highest
            # bid so far ("Ann bids 5 florins") or "No bid yet"
            detail = _("{about}. {standing}. A bid needs that much in one currency; passing is "
                       "final.").format(about=_about(name), standing=standing)
            return (_("Auction for {character}: bid or pass").format(character=_(name)), detail)
        if stage == ch.PAY and state.auction is not None and state.auction["high"]:
            name = state.names.get(state.auction["card"], UNKNOWN)
            _seat, amount, currency = state.auction["high"]
            # Translators: {character} is a character's name, {money} the bid, e.g. "5 florins"
            return (_("You won {character}: pay {money}").format(
                        character=_(name), money=money_words(currency, amount)),
                    _("Choose the cards that pay: any of that currency that cover the bid "
                      "(the first choice pays the least)."))
        if stage == ch.FATIMA_STAGE:
            return (_("Fatima: keep her or exchange her"),
                    _("Kept, she scores 8 points at the end; exchanged, the top character set "
                      "aside is yours at once."))
        if stage == ch.HAKIM_STAGE:
            return (_("Hakim: choose a kind for this scoring"),
                    _("He counts as half a building in a kind you already count."))
        if stage == ch.KNIHSTIG_STAGE:
            return (_("Abdul Knihstig: take a face-up money card"),
                    _("After a building of 10 or more, one card of the display is yours."))
        if stage == ch.AMMAR_STAGE:
            return (_("Ammar: one more redesign step"),
                    _("{name} may build, take out or exchange one tile for free: click a "
                      "reserve tile, then a lit cell or a framed tile; or drag a built tile "
                      "to the reserve. Choose… lists every step.").format(
                        name=game.names[seat]))
        return None

    # ------------------------------------------------------------------ its stages' controls
    def stage_controls(self, ctx, actions: list[Action]) -> list[StageControl]:
        """The auction: "Bid…" opens the amounts, per currency that can pay, and "Pass"
        apart; Ammar's step: "No step" (the steps are made on the Alhambra, or chosen from
        the list)."""
        game = ctx.game
        if game.phase == ch.BID:
            bids = tuple(a for a in actions if isinstance(a, Bid))
            passing = tuple(a for a in actions if isinstance(a, PassBid))
            controls = [StageControl(_("Bid…"), "bid", bids, _bid_chooser(bids, passing),
                                     primary=True)]
            controls += [StageControl(_("Pass (for good)"), "pass_bid", passing, width=130)]
            return [c for c in controls if c.choices]
        if game.phase == ch.AMMAR_STAGE:
            none = tuple(a for a in actions if isinstance(a, AmmarStep) and a.kind == "none")
            # Translators: a button, about 100 pixels wide: Ammar's extra step is not taken
            return [StageControl(_("No step"), "no_step", none, width=90)]
        return []

    def free_step(self, game: Game, action: Action) -> Action | None:
        if isinstance(action, AmmarStep) and action.kind != "none":
            return game.redesign_of(action.kind, action.tile, tuple(action.pos))
        return None

    def choice_group(self, game: Game, action: Action) -> str:
        if isinstance(action, MachmaSwap):
            card = next((c for c in game.player.hand if c.id == action.hand_card), None)
            # Translators: a heading in a list of choices; {card} a card of the hand
            return (_("Machma: give your {card} for…").format(card=card.label()) if card
                    else _(MACHMA))
        if isinstance(action, AmmarStep):
            return _step_heading(action.kind)
        names = {FarukTake: FARUK, LailaSwap: LAILA, YammeradDraw: YAMMERAD,
                 KnihstigTake: KNIHSTIG, ChooseHakim: HAKIM, KeepFatima: FATIMA}
        name = names.get(type(action))
        return _about(name) if name else ""

    def tell(self, event: Event, names: list[str]) -> str | None:
        teller = _TELLERS.get(type(event))
        return teller(event, names) if teller is not None else None

    def describe(self, action: Action) -> str:
        if isinstance(action, Bid):
            # Translators: {money} is an amount of a currency, e.g. "5 florins"
            return _("Bid {money}").format(money=money_words(action.currency, action.amount))
        if isinstance(action, PassBid):
            return _("Pass (for good)")
        if isinstance(action, KeepFatima):
            return (_("Keep Fatima: 8 points at the end") if action.keep
                    else _("Exchange her for the top character set aside"))
        if isinstance(action, ChooseHakim):
            # Translators: {kind} is a building kind, e.g. "pavilion"
            return _("Hakim counts half a {kind}").format(kind=kind_name(action.kind))
        if isinstance(action, YammeradDraw):
            return _("Yammerad: draw the top card of the deck")
        if isinstance(action, LailaSwap):
            return _("Laila: swap the tile on square {square} with one from the bag").format(
                square=action.square + 1)
        if isinstance(action, AmmarStep) and action.kind == "none":
            return _("No extra step")
        return ""

    def words(self, game: Game, action: Action) -> str:
        cards = {c.id: c for c in (*game.display, *game.player.hand)}

        def label(card_id: int) -> str:
            card = cards.get(card_id)
            return card.label() if card is not None else _("a card")

        if isinstance(action, KnihstigTake):
            if action.card == 0:
                return _("Let the chance go")
            return _("Abdul Knihstig: take {card}").format(card=label(action.card))
        if isinstance(action, MachmaSwap):
            return _("Machma: swap {mine} for {theirs}").format(
                mine=label(action.hand_card), theirs=label(action.display_card))
        if isinstance(action, PayBid):   # the bid's currency is in the stage's headline
            values = "+".join(str(c.value) for i in action.cards
                              if isinstance(c := cards.get(i), MoneyCard))
            # Translators: the cards paying a bid, by their values, e.g. "4+2"
            return _("Pay {values}").format(values=values)
        if isinstance(action, FarukTake):
            total = sum(c.value for i in action.cards
                        if isinstance(c := cards.get(i), MoneyCard))
            # Translators: {cards} are money cards, e.g. "3 florin, 4 denar"; {total} their sum
            return _("Faruk: take {cards} ({total})").format(
                cards=", ".join(label(i) for i in action.cards), total=total)
        if isinstance(action, AmmarStep) and action.kind != "none":
            player = game.player
            tile = player.reserve_tile(action.tile) if action.tile else None
            at = player.alhambra.at(action.pos)
            x, y = action.pos
            if action.kind == "add" and tile is not None:
                # Translators: ({x}, {y}) is a place in the Alhambra
                return _("Ammar: build {tile} at ({x}, {y})").format(tile=tile.label(), x=x, y=y)
            if action.kind == "remove" and at is not None:
                return _("Ammar: take {tile} to the reserve").format(tile=at.label())
            if action.kind == "exchange" and tile is not None and at is not None:
                return _("Ammar: exchange {old} for {new}").format(old=at.label(),
                                                                   new=tile.label())
            own = game.step_words(game.to_move, action.kind, action.tile, action.pos)
            if own:
                # Translators: {step} is a step in words, e.g. "build tower 9 with a gate in
                # its left wall"
                return _("Ammar: {step}").format(step=own)
        return self.describe(action)


def _bid_chooser(bids: tuple[Bid, ...], passing: tuple[PassBid, ...]):
    """The amounts a bidder may name, a row per currency that can pay (in the market's
    order, diamonds last), each from its least raise to all that is held of it; passing
    apart."""
    def chooser(ctx) -> AmountScene:
        game = ctx.game
        held = holdings(game, game.to_move)
        ranges: dict[str, list[int]] = {}
        for bid in bids:
            ranges.setdefault(bid.currency, []).append(bid.amount)
        market = [c.value for c in CURRENCIES]
        order = market + sorted(set(ranges) - set(market))
        rows = [AmountRow(Currency(currency), min(amounts), max(amounts),
                          lambda amount, c=currency: Bid(amount, c),
                          lambda amount, c=currency: _("Bid {money}").format(
                              money=money_words(c, amount)),
                          # Translators: what a bidder holds of a currency, e.g. "14 florins"
                          _("you hold {money}").format(
                              money=money_words(currency, held.get(Currency(currency), 0))))
                for currency in order if (amounts := ranges.get(currency))]
        state = state_of(game)
        auction = state.auction or {}
        name = state.names.get(auction.get("card"), UNKNOWN)
        words = ctx.stage_words()
        note = words[1] if words else ""
        apart = [Choice(_("Pass (for good)"), act) for act in passing]
        return AmountScene(ctx.host, _("Your bid for {character}").format(
            character=_(name)), note, rows, ctx.act, apart)
    return chooser


def _step_heading(kind: str) -> str:
    """What an extra redesign step of ``kind`` is, as a heading in a list of steps."""
    headings = {"add": _("Build a tile of your reserve"),
                "remove": _("Take a tile out to the reserve"),
                "exchange": _("Exchange a reserve tile for a built one")}
    return headings.get(kind, "")


def _letter(name: str) -> str:
    """A character's initial, on its token and its card in the hand ("?" while unknown)."""
    letters = {
        # Translators: the initial of Abdul Karim on his token; one letter
        KARIM: pgettext("character letter", "K"),
        # Translators: the letter of Abdul Knihstig on his token (K is Karim's); one letter
        KNIHSTIG: pgettext("character letter", "N"),
        # Translators: the initial of Ammar El'Schauf on his token; one letter
        AMMAR: pgettext("character letter", "A"),
        # Translators: the initial of Faruk Will'haben on his token; one letter
        FARUK: pgettext("character letter", "F"),
        # Translators: the letter of Fatima on her token (F is Faruk's); one letter
        FATIMA: pgettext("character letter", "T"),
        # Translators: the initial of Hakim Wahid on his token; one letter
        HAKIM: pgettext("character letter", "H"),
        # Translators: the initial of Laila Wundabah on her token; one letter
        LAILA: pgettext("character letter", "L"),
        # Translators: the initial of Machma Klain on his token; one letter
        MACHMA: pgettext("character letter", "M"),
        # Translators: the initial of Yammerad on his token; one letter
        YAMMERAD: pgettext("character letter", "Y"),
        # Translators: the letter of Yusuf E'Passuff on his token (Y is Yammerad's); one letter
        YUSUF: pgettext("character letter", "U"),
    }
    return letters.get(name, "?")


def _effect(name: str) -> str:
    """What a character does, in a few words ("" while unknown)."""
    return _(EFFECTS[name]) if name in EFFECTS else ""


def _about(name: str) -> str:
    """A character's name and what it does."""
    # Translators: a character's name and what it does, e.g. "Fatima: 8 points at the end"
    return _("{character}: {effect}").format(character=_(name), effect=_effect(name))


def _paint_blocks(surface: pygame.Surface, inner: pygame.Rect,
                  blocks: list[tuple[str, tuple[int, int, int], bool]]) -> None:
    """Each block of words (with its colour, and bold or not) on lines of its own, from the
    top of ``inner`` down, in the smallest type; a block that does not fit whole in the lines
    left is left out, with those after it (the actions panel and the tooltips tell it)."""
    y = inner.y
    for words, colour, bold in blocks:
        lines = wrap(words, SMALLEST, inner.width, bold, tell=False) if words else []
        if y + len(lines) * small_line() > inner.bottom + 3:
            return
        for line in lines:
            draw_text(surface, line, (inner.x, y), SMALLEST, colour, bold=bold,
                      max_width=inner.width)
            y += small_line()


def _bid_words(game: Game, high: Sequence) -> str:
    """The standing bid of an auction (seat, amount, currency) in words."""
    seat, amount, currency = high
    # Translators: {money} is an amount of a currency, e.g. "5 florins"
    return _("{name} bids {money}").format(name=game.names[seat],
                                           money=money_words(currency, amount))


def _rule_cards() -> list[pygame.Surface]:
    """Each character's card as the hand shows it, for the module's rule page."""
    return [_name_card(name)((46, 64)) for name in ch.NAMES]


def _character_icon(surface: pygame.Surface, box: pygame.Rect) -> None:
    """A character's badge: a face-up card with a head on it."""
    paint.rect(surface, theme.PAPER, box, border_radius=3)
    paint.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=3)
    paint.circle(surface, theme.INK_SOFT, (box.centerx, box.y + box.height * 0.38),
                 max(2, box.width // 5))
    paint.rect(surface, theme.INK_SOFT, (box.x + box.width // 4, box.y + box.height * 0.6,
                                         box.width // 2, box.height * 0.3), border_radius=2)


def _name_card(name: str):
    """A character's face for the hand: its name on a card."""
    def face(size: tuple[int, int]) -> pygame.Surface:
        surface = new_surface(size)
        box = surface.get_rect()
        surface.blit(card_ground(theme.GOLD_LIGHT, box.size), (0, 0))
        portrait = icons.figure(round(min(box.width, box.height) * 0.9), theme.TEAL)
        portrait.set_alpha(90)
        surface.blit(portrait, portrait.get_rect(midbottom=(box.centerx, box.bottom - 2)))
        portrait.set_alpha(None)
        draw_text(surface, _letter(name), box.center, max(SMALLEST, size[1] // 2),
                  theme.INK, anchor="center", bold=True, serif=True)
        return surface
    return face


# The module's events in words, by class; ``names`` are the seats'.
_TELLERS: dict[type[Event], Callable[[Any, list[str]], str]] = {
    ch.CharacterDrawn: lambda e, names: _("{character} was drawn: the auction begins").format(
        character=_(e.character)),
    ch.CharacterGone: lambda e, names: _("Nobody bid for {character}: it leaves the game").format(
        character=_(e.character)),
    ch.BidMade: lambda e, names: _("{name} bid {money}").format(
        name=names[e.seat], money=money_words(e.currency, e.amount)),
    ch.BidPassed: lambda e, names: _("{name} passed").format(name=names[e.seat]),
    ch.CharacterWon: lambda e, names: _("{name} won {character} for {money}").format(
        name=names[e.seat], character=_(e.character), money=money_words(e.currency, e.paid)),
    ch.FatimaKept: lambda e, names: _("{name} keeps Fatima (8 points at the end)").format(
        name=names[e.seat]),
    ch.FatimaExchanged: lambda e, names: _("{name} exchanged Fatima for {character}").format(
        name=names[e.seat], character=_(e.character)),
    ch.KnihstigTook: lambda e, names: _("{name} took {card} with Abdul Knihstig").format(
        name=names[e.seat], card=e.card.label()),
    ch.LailaSwapped: lambda e, names: (
        _("{name} used Laila, but no building was left in the bag").format(name=names[e.seat])
        if e.new is None else _("{name} swapped {old} for {new} with Laila").format(
            name=names[e.seat], old=e.old.label(), new=e.new.label())),
    ch.MachmaSwapped: lambda e, names: _("{name} swapped {old} for {new} with Machma Klain").format(
        name=names[e.seat], old=e.given.label(), new=e.taken.label()),
    ch.YammeradDrew: lambda e, names: _("{name} drew a card with Yammerad").format(
        name=names[e.seat]),
    ch.KarimPaid: lambda e, names: _("Abdul Karim paid for {name}'s building").format(
        name=names[e.seat]),
}


register(CharactersPart())
