"""M10 Thieves at the table: each player's thieves lie face down in the hand's last row (the
device holder sees their currencies; the others only how many each holds, beside the name).
Between turns, everyone holding a thief is asked (behind the curtain in hot-seat) whether or
not one of theirs could take a card, so being asked says nothing: click a thief in the hand,
or "More…", to choose the card it takes, or pass. After a thief the display is refilled and
the same player may play another at once, or stop."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import N_, _, ngettext
from game.rules import WINDOW, Action, Event, Game
from game.rules.modules.thieves import (
    MORE, PlayThief, StopThieves, ThiefCard, ThiefPlayed, thieves_of,
)
from game.rules.types import CURRENCIES, Currency, currency_name
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import HandItem, TablePart, WindowWords
from game.sprites.cards import card_ground
from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom
from game.words.refusals import Facts, Told

THIEF = "thief"


def _thief_currency(facts: Facts) -> str:
    # Translators: {currency} is a currency's name
    return _("a {currency} thief takes one money card of its currency").format(
        currency=currency_name(facts["currency"]))


REFUSALS: dict[str, Told] = {
    "thief_next": N_("the player whose turn is next plays no thief"),
    "no_thief": N_("that is not a thief of yours"),
    "thief_currency": _thief_currency,
}


class ThievesPart(TablePart):
    module_id = "thieves"
    refusals = REFUSALS
    tags = (THIEF,)
    rules_text = RulePage(
        N_("Twelve thief cards take part, three in each currency. They are dealt face down: four "
           "to each player with 2 or 3 players, three each with 4, two each with 5 or 6. The "
           "rest leave the game."),
        N_("After every turn, in the same pause as the vizier, you may play thieves unless your "
           "turn is next. Each thief takes one face-up money card of its currency from the "
           "display into your hand (a master builder of its currency counts; never a diamond or "
           "an exchange office), and the display is filled again after each thief. You may play "
           "several, one after another. A played thief leaves the game."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- Players are asked in turn order from the one after the player whose turn is next, "
           "so the player who has just played comes last; the asking goes round until everyone "
           "has passed in a row."),
        N_("- You may play thieves and then use your vizier in the same pause."),
        N_("- With two players, only the player who has just played may play thieves."),
        N_("After the turn that ends the game, thieves may still be played before the last "
           "market tiles are handed out."),
    )

    def facts(self, game: Game, seat: int) -> list[str]:
        held = len(game.ext["thieves"].held[seat])
        if not held:
            return []
        return [ngettext("{count} thief", "{count} thieves", held).format(count=held)]

    def rule_pictures(self) -> list[pygame.Surface]:
        return [_face_surface(currency, (46, 64)) for currency in CURRENCIES]

    def hand_items(self, game: Game, seat: int) -> list[HandItem]:
        plays = _plays(game) if game.to_move == seat else []
        return [HandItem(THIEF, card.id, _face(card.currency),
                         ready=any(p.thief == card.id for p in plays),
                         # Translators: the name of the hand's row of thief cards
                         kind=_("thieves"))
                for card in thieves_of(game, seat) if isinstance(card, ThiefCard)]

    def tip(self, ctx, tag: str, key: Any) -> str:
        currency = ctx.game.ext["thieves"].currency.get(key)
        if currency is None:
            return ""
        # Translators: {currency} is a currency's name, e.g. florin
        return _("Your {currency} thief: between turns it takes one face-up {currency} card "
                 "into your hand. Only you know its currency.").format(
                     currency=currency_name(currency))

    def press(self, ctx, tag: str, key: Any) -> Any:
        game = ctx.game
        if game.phase not in (WINDOW, MORE):
            ctx.say(_("Thieves are played between turns, when you are asked."))
            return None
        currency = game.ext["thieves"].currency.get(key)
        options = [(self.words(game, a), a) for a in _plays(game) if a.thief == key]
        if not options:
            if currency is None:
                ctx.say(_("No money lies in the display for this thief now."))
            else:
                # Translators: {currency} is a currency's name, e.g. florin
                ctx.say(_("No {currency} money lies in the display for this thief now.")
                          .format(currency=currency_name(currency)))
            return None
        ctx.offer_special(options, _("Your thief took the card."),
                            title=_("Play this thief?"),
                            note=_("The card goes into your hand; the thief leaves the game."))
        return None

    def window_words(self, game: Game, seat: int) -> WindowWords | None:
        if game.phase == WINDOW and game.ext["thieves"].held[seat]:
            return WindowWords(
                status=_("thieves may strike"),
                head=_("Play a thief, or pass"),
                detail=_("Click a thief in your hand: it takes one face-up money card of its "
                         "currency, and the display is refilled. Everyone holding thieves is "
                         "asked, able or not."),
                buy_label="", spent="", bought="", passed=_("You passed."))
        return None

    def curtain_reason(self, game: Game, seat: int) -> str:
        if game.phase == WINDOW and game.to_move == seat and game.ext["thieves"].held[seat]:
            return _("Between turns: you may play thieves.")
        if game.phase == MORE and game.to_move == seat:
            return _("You may play another thief.")
        return ""

    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        if stage == MORE:
            return (_("Another thief?"), _("You may play another thief at once: choose the card "
                                           "it takes, or stop."))
        return None

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, ThiefPlayed):
            # Translators: {currency} is a currency's name, {card} a money card ("9 denar")
            return _("{name} played a {currency} thief and took the {card}").format(
                name=names[event.seat], currency=currency_name(event.currency),
                card=event.card.label())
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, PlayThief):
            return _("Play a thief")
        if isinstance(action, StopThieves):
            return _("No more thieves")
        return ""

    def words(self, game: Game, action: Action) -> str:
        if isinstance(action, PlayThief):
            card = next((c for c in game.display if c.id == action.card), None)
            if card is None:
                return _("Play a thief")
            # Translators: {card} is a money card, e.g. "5 florin"
            return _("Thief: take the {card}").format(card=card.label())
        return self.describe(action)


def _plays(game: Game) -> list[PlayThief]:
    return [a for a in game.legal_actions() if isinstance(a, PlayThief)]


@per_zoom(maxsize=32)
def _face_surface(currency: Currency, size: tuple[int, int]) -> pygame.Surface:
    """A thief: a card of its currency's colour with a dark mask across it."""
    surface = new_surface(size)
    box = surface.get_rect()
    surface.blit(card_ground(theme.CURRENCY_COLOURS[currency], box.size), (0, 0))
    band = pygame.Rect(1, 0, box.width - 2, max(4, box.height // 4))
    band.centery = box.height * 2 // 5
    paint.rect(surface, theme.INK, band)
    eye = max(1, band.height // 3)
    for x in (box.width // 3, box.width * 2 // 3):
        paint.circle(surface, theme.CURRENCY_COLOURS[currency], (x, band.centery), eye)
    return surface


def _face(currency: Currency):
    return lambda size: _face_surface(currency, tuple(size))


register(ThievesPart())
