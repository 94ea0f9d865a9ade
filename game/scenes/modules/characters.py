"""M7 Characters at the table: the characters each player holds, face up as tokens beside
their name (a ♦ card lit while it may still be used this turn); the auction in a panel of
its own (the character, the standing bid, who passed), the bids offered in words (the least
raise in each currency first, then passing, then higher bids), the curtain passing the
laptop to each human bidder; and every effect in words at its moment: Fatima's choice,
Hakim's kind at a scoring, Abdul Knihstig's card, Ammar's extra step, and Faruk, Laila,
Machma and Yammerad among the turn's other actions."""

from __future__ import annotations

import pygame

from game.rules import Action, Card, Game, MoneyCard, Offer, Payment
from game.rules.modules import characters as ch
from game.rules.modules.characters import (
    AMMAR, DIAMOND_SUIT, FARUK, FATIMA, HAKIM, KARIM, KNIHSTIG, LAILA, MACHMA, UNKNOWN,
    YAMMERAD, YUSUF, AmmarStep, Bid, CharacterCard, ChooseHakim, FarukTake, KeepFatima,
    KnihstigTake, LailaSwap, MachmaSwap, PassBid, YammeradDraw, state_of,
)
from game.scenes.modules import register
from game.scenes.part import Advice, HandItem, TablePart, Token
from game.ui import theme
from game.ui.widgets import draw_panel, draw_text

LETTERS = {KARIM: "K", KNIHSTIG: "N", AMMAR: "A", FARUK: "F", FATIMA: "T", HAKIM: "H",
           LAILA: "L", MACHMA: "M", YAMMERAD: "Y", YUSUF: "U"}
EFFECTS = {
    KARIM: "pays a building in full, once",
    KNIHSTIG: "after a building of 10 or more, take a face-up money card",
    AMMAR: "one extra redesign step after placing",
    FARUK: "take money up to 7",
    FATIMA: "8 points at the end",
    HAKIM: "half a building at each scoring",
    LAILA: "swap a market tile with the bag",
    MACHMA: "swap a card of your hand with the display",
    YAMMERAD: "draw a card with fewer than 3",
    YUSUF: "1 point per 3 wall points at scorings",
}


class CharactersPart(TablePart):
    module_id = "characters"
    panel_width = 200
    rules_text = (
        "Ten characters take part: two each in the money deck's 2nd, 3rd and 4th piles, and four "
        "set aside face down.\n\n"
        "A character drawn is auctioned at once. The player whose turn is next (during a turn, "
        "the player whose turn it is) bids first, then the others in turn order; each bids higher "
        "or passes for good, until one is left. You may bid only as much as you hold in one "
        "currency (coins included) or in diamonds. The winner pays at least the bid from it and "
        "takes the card face up, to use from then on; with no bid, it leaves the game.\n\n"
        "Unmarked characters act in your own turns, at most one of them a turn. Those marked once "
        "leave the game when used; those marked scoring act at each scoring.\n\n"
        "- Abdul Karim (once): pays in full for a building you buy, and you get another "
        "action.\n\n"
        "- Abdul Knihstig: after you buy a building of printed price 10 or more, take one face-up "
        "money card.\n\n"
        "- Ammar El'Schauf: after placing your tiles at the end of your turn, one extra redesign "
        "step of any kind, this turn's tiles included.\n\n"
        "- Faruk Will'haben: when you take money, the limit is 7 instead of 5.\n\n"
        "- Fatima (once): on receiving her, keep her for 8 points at the final scoring, or swap "
        "her at once for the top set-aside character, turned up and yours to use.\n\n"
        "- Hakim Wahid (scoring): at each scoring, counts as half a building of a kind you "
        "choose, where you already count at least one.\n\n"
        "- Laila Wundabah: before your first action, swap a market tile for one drawn from the "
        "bag, which takes the old tile back.\n\n"
        "- Machma Klain: before your first action, swap a money card of your hand for a face-up "
        "one of at most equal value; yours is discarded.\n\n"
        "- Yammerad: at the start of your turn, holding fewer than 3 money cards (diamonds and "
        "master builders count, coins do not), you may draw the deck's top card, and again after "
        "any card that is not money.\n\n"
        "- Yusuf E'Passuff (scoring): at each scoring, 1 extra point per full 3 wall points."
    )

    def tokens(self, game: Game, seat: int) -> list[Token]:
        state = state_of(game)
        found = []
        for card in state.owned[seat]:
            name = state.names.get(card, UNKNOWN)
            lit = name not in DIAMOND_SUIT or state.diamond_turn[seat] != game.turn
            found.append(Token(LETTERS.get(name, "?"), lit, f"{name}: {EFFECTS.get(name, '')}"))
        return found

    def facts(self, game: Game, seat: int) -> list[str]:
        state = state_of(game)
        return [state.names.get(card, UNKNOWN) for card in state.owned[seat]]

    # ------------------------------------------------------------------ Abdul Karim pays
    def hand_items(self, game: Game, seat: int) -> list[HandItem]:
        """Abdul Karim lies in the hand's last row while he may pay: click him as a card."""
        return [HandItem("hand_card", card.id, _name_card(KARIM), ready=True,
                         kind="Abdul Karim")
                for card in game.purse(seat) if isinstance(card, CharacterCard)]

    def hand_hint(self, game: Game, card: Card) -> str:
        if isinstance(card, CharacterCard):
            return "Choose a market square first: Abdul Karim then pays its building in full."
        return ""

    def keeps(self, card: Card) -> bool:
        return isinstance(card, CharacterCard)  # Auto-pay gives him away only as a last resort

    def payment_words(self, game: Game, seat: int, offer: Offer, cards: list[Card],
                      payment: Payment | None, paid: int) -> Advice | None:
        if not any(isinstance(c, CharacterCard) for c in cards):
            return None
        if payment is None or len(cards) != 1:
            return ("Abdul Karim pays alone", theme.BAD,
                    "He pays the building in full: take the other cards out.", False)
        return ("Abdul Karim pays it in full", theme.GOOD,
                "The building is free and you may act again; he then leaves the game.", True)

    def paint_panel(self, surface: pygame.Surface, area: pygame.Rect, scene) -> None:
        game = scene.game
        state = state_of(game)
        inner = draw_panel(surface, area, "Characters")
        auction = state.auction
        if auction is None:
            left = sum(1 for c in game.deck if type(c).__name__ == "CharacterCard")
            draw_text(surface, f"{left} in the deck, 4 aside" if left else "none in the deck",
                      (inner.x, inner.y + 2), 12, theme.INK_SOFT, max_width=inner.width)
            return
        name = state.names.get(auction["card"], UNKNOWN)
        draw_text(surface, f"Auction: {name}", (inner.x, inner.y), 12, theme.INK, bold=True,
                  max_width=inner.width)
        high = auction["high"]
        words = (f"{game.names[high[0]]} bids {high[1]} {high[2]}s" if high else "no bid yet")
        draw_text(surface, words, (inner.x, inner.y + 16), 12, theme.INK,
                  max_width=inner.width)
        passed = ", ".join(game.names[s] for s in auction["passed"])
        draw_text(surface, f"passed: {passed}" if passed else EFFECTS.get(name, ""),
                  (inner.x, inner.y + 32), 11, theme.INK_SOFT, max_width=inner.width)

    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        state = state_of(game)
        seat = game.to_move
        if stage == ch.BID and state.auction is not None:
            name = state.names.get(state.auction["card"], UNKNOWN)
            high = state.auction["high"]
            standing = (f"{game.names[high[0]]} bids {high[1]} {high[2]}s" if high
                        else "no bid yet")
            return (f"Auction for {name}: bid or pass",
                    f"{name}: {EFFECTS.get(name, '')}. {standing.capitalize()}. A bid needs "
                    f"that much in one currency; passing is final.")
        if stage == ch.FATIMA_STAGE:
            return ("Fatima: keep her or exchange her",
                    "Kept, she scores 8 points at the end; exchanged, the top character set "
                    "aside is yours at once.")
        if stage == ch.HAKIM_STAGE:
            return ("Hakim: choose a kind for this scoring",
                    "He counts as half a building in a kind you already count.")
        if stage == ch.KNIHSTIG_STAGE:
            return ("Abdul Knihstig: take a face-up money card",
                    "After a building of 10 or more, one card of the display is yours.")
        if stage == ch.AMMAR_STAGE:
            return ("Ammar: one more redesign step",
                    f"{game.names[seat]} may build, take out or exchange one tile for free.")
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, Bid):
            return f"Bid {action.amount} {action.currency}s"
        if isinstance(action, PassBid):
            return "Pass (for good)"
        if isinstance(action, KeepFatima):
            return ("Keep Fatima: 8 points at the end" if action.keep
                    else "Exchange her for the top character set aside")
        if isinstance(action, ChooseHakim):
            return f"Hakim counts half a {action.kind}"
        if isinstance(action, YammeradDraw):
            return "Yammerad: draw the top card of the deck"
        if isinstance(action, LailaSwap):
            return f"Laila: swap the tile on square {action.square + 1} with one from the bag"
        if isinstance(action, AmmarStep) and action.kind == "none":
            return "No extra step"
        return ""

    def words(self, game: Game, action: Action) -> str:
        cards = {c.id: c for c in (*game.display, *game.player.hand)}

        def label(card_id: int) -> str:
            card = cards.get(card_id)
            return card.label() if card is not None else "a card"

        if isinstance(action, KnihstigTake):
            return ("Let the chance go" if action.card == 0
                    else f"Abdul Knihstig: take {label(action.card)}")
        if isinstance(action, MachmaSwap):
            return (f"Machma: swap {label(action.hand_card)} for "
                    f"{label(action.display_card)}")
        if isinstance(action, FarukTake):
            total = sum(c.value for i in action.cards
                        if isinstance(c := cards.get(i), MoneyCard))
            return f"Faruk: take {', '.join(label(i) for i in action.cards)} ({total})"
        if isinstance(action, AmmarStep) and action.kind != "none":
            player = game.player
            tile = player.reserve_tile(action.tile) if action.tile else None
            at = player.alhambra.at(action.pos)
            x, y = action.pos
            where = f"({x}, {y})"
            if action.kind == "add" and tile is not None:
                return f"Ammar: build {tile.label()} at {where}"
            if action.kind == "remove" and at is not None:
                return f"Ammar: take {at.label()} to the reserve"
            if tile is not None and at is not None:
                return f"Ammar: exchange {at.label()} for {tile.label()}"
        return self.describe(action)


def _name_card(name: str):
    """A character's face for the hand: its name on a card."""
    def face(size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        box = surface.get_rect()
        pygame.draw.rect(surface, theme.GOLD_LIGHT, box, border_radius=4)
        pygame.draw.rect(surface, theme.INK, box, 1, border_radius=4)
        draw_text(surface, LETTERS.get(name, "?"), box.center, max(10, size[1] // 2),
                  theme.INK, anchor="center", bold=True)
        return surface
    return face


register(CharactersPart())
