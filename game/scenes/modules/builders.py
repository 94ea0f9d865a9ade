"""M14 Master builders at the table: the cards are money, so they lie in the hand's currency
rows and in the money display like money, with a face of their own (the currency's colours,
a gold line inside the edge, an arch and their 3); paying with one says it then leaves the
game, and Auto-pay keeps them while ordinary cards pay. A badge beside the money display
tells how many are in the deck and out of the game; each player's used ones are a fact
beside their name.

At the end of a turn, when the player holding one is asked whether to use it for one more
redesign step, the actions panel explains and holds a "No" button; the step is made on the table:
click a reserve tile (its green cells light up, framed tiles may be exchanged) and then a
cell, or click a built tile to take it out (confirmed in a dialog). With cards of several
currencies, a dialog asks which one to discard. The listed steps are also offered in words.
"""

from __future__ import annotations

import pygame

from game.i18n import N_, _, language, ngettext
from game.rules import (
    Action, Card, Currency, Event, Game, MoneyCard, Offer, Payment, currency_name, money_words,
)
from game.rules.modules.builders import (
    BUILDERS,
    STAGE,
    BuilderQuestionsStopped,
    BuildersGone,
    BuilderStep,
    BuilderStepTaken,
    CallBuilderStep,
    MasterBuilder,
    SkipBuilderStep,
    StopBuilderQuestions,
    builders_in_deck,
    state_of,
    step_cards,
)
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import MONEY, PartContext, StageControl, TablePart, ZoneItem
from game.sprites.cards import draw_currency_symbol, money_card_ground, register_card_face
from game.sprites.tiles import tile_surface
from game.text import first_upper
from game.sprites import icons
from game.ui import theme
from game.ui.canvas import per_zoom
from game.ui.fonts import SMALLEST, fitting_size, text
from game.ui.sketch import Sketch
from game.words.refusals import Told


NO = "builders_no"       # the extra step's "No" button
DECK = "builders_deck"   # the master builders in the deck, a badge beside the display
SMALLEST_ARCH = 12       # the least height of the arch on a master builder's face
# Translators: a button: no extra redesign step with a master builder
NO_LABEL = N_("No, keep it")


def _where(pos: tuple[int, int]) -> str:
    return f"({pos[0]}, {pos[1]})"


REFUSALS: dict[str, Told] = {
    "builder_call": N_("in your turn, you may ask to use a master builder at its end"),
    "no_builder": N_("discard a master builder of your hand"),
}


class BuildersPart(TablePart):
    module_id = "builders"
    refusals = REFUSALS
    rules_text = RulePage(
        N_("Sixteen master builders take part: money cards of value 3, four in each currency. "
           "Two are dealt to each player before the starting money, and they do not count "
           "toward its 20. Three go into the money deck's 3rd pile and three into its 5th (with "
           "six players, three and one); the rest leave the game."),
        N_("You use a master builder in one of two ways, and either way it then leaves the "
           "game:"),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- as money: it pays 3 in its currency, counts as 3 when you take money up to 5, and "
           "counts as 3 when the last market tiles are handed out at the end;"),
        N_("- as a helper: at the end of your turn, after placing your tiles, you give it up for "
           "one extra redesign step of any kind, which may use tiles bought and placed this "
           "turn. Only one master builder a turn may be used this way."),
        N_("Ammar El'Schauf's extra step and a master builder's may both be taken at the end of "
           "the same turn."),
        N_("You are asked at the end of each of your turns where a step is possible. You may "
           "tell the table not to ask while you hold master builders; you can then still use "
           "one by asking for it among your turn's other actions."),
        N_("A master builder never goes to the discard pile: one swapped away with Machma Klain "
           "leaves the game too."),
    )

    # ------------------------------------------------------------------ pieces
    def card_words(self, game: Game, card: Card) -> str:
        if not isinstance(card, MasterBuilder):
            return ""
        # Translators: {money} is e.g. "3 florins"
        return _("Master builder: pays {money} like money, or after placing discard it for one "
                 "more redesign step; either way it then leaves the game").format(
                     money=money_words(card.currency, 3))

    def facts(self, game: Game, seat: int) -> list[str]:
        spent = state_of(game).spent
        used = spent[seat] if seat < len(spent) else 0
        if not used:
            return []
        return [ngettext("{count} master builder used", "{count} master builders used",
                         used).format(count=used)]

    # ------------------------------------------------------------------ its badge
    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """Beside the money display, folded: the master builders in the deck (as the whole
        table knows it, D46, D48), and those out of the game."""
        game = ctx.game
        in_deck = builders_in_deck(game)
        out = state_of(game).out_of_game()
        # Translators: {count} master builders
        deck = ngettext("{count} in the deck", "{count} in the deck", in_deck).format(
            count=in_deck)
        # Translators: {count} master builders
        gone = ngettext("{count} out of the game", "{count} out of the game", out).format(
            count=out)
        # Translators: a master builder is worth 3 as money, or one redesign step
        worth = _("worth 3, or a step")
        return [ZoneItem(MONEY, DECK, _("Master builders"), count=str(in_deck),
                         icon=_builder_icon, words=" · ".join([deck, gone, worth]))]

    def stage_controls(self, ctx: PartContext, actions: list[Action]) -> list[StageControl]:
        """The extra step's question: "No, keep it" beside "Choose…" (the step itself is made
        on the Alhambra and the reserve, as a turn's redesign is)."""
        if ctx.game.phase != STAGE:
            return []
        skip = tuple(a for a in actions if isinstance(a, SkipBuilderStep))
        return [StageControl(_(NO_LABEL), NO, skip, width=110)] if skip else []

    # ------------------------------------------------------------------ the extra step
    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        if stage != STAGE:
            return None
        names = [currency_name(c.currency) for c in step_cards(game, game.to_move)]
        if len(names) == 1:
            # Translators: {currency} is a currency's name, e.g. florin
            how = _("Click a reserve tile, then a lit cell or a framed tile; or click a built "
                    "tile to take it out. Your {currency} master builder (worth 3) then leaves "
                    "the game.").format(currency=names[0])
        elif len(names) == 2:
            # Translators: {first} and {second} are currencies' names, e.g. florin
            how = _("Click a reserve tile, then a lit cell or a framed tile; or click a built "
                    "tile to take it out. Your {first} or {second} master builder (worth 3) "
                    "then leaves the game.").format(first=names[0], second=names[1])
        else:
            how = _("Click a reserve tile, then a lit cell or a framed tile; or click a built "
                    "tile to take it out. The master builder you use (worth 3) then leaves the "
                    "game.")
        return _("Use a master builder for an extra step?"), how

    def free_step(self, game: Game, action: Action) -> Action | None:
        if isinstance(action, BuilderStep):
            return game.redesign_of(action.kind, action.tile, tuple(action.pos))
        return None

    def choice_group(self, game: Game, action: Action) -> str:
        if isinstance(action, BuilderStep) and action.card in BUILDERS:
            # Translators: a heading in a list of steps; {currency} is e.g. florin
            return _("With the {currency} master builder").format(
                currency=currency_name(BUILDERS[action.card].currency))
        return ""

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, BuildersGone):
            count = len(event.builders)
            words = ngettext("{name}'s master builder leaves the game",
                             "{name}'s {count} master builders leave the game", count)
            return words.format(name=names[event.seat], count=count)
        if isinstance(event, BuilderQuestionsStopped):
            return _("{name} asks not to be asked about master builders while "
                     "holding them").format(name=names[event.seat])
        if isinstance(event, BuilderStepTaken):
            # Translators: {currency} is a currency's name
            return _("{name} discarded a master builder ({currency}) for one more "
                     "redesign step").format(name=names[event.seat],
                                             currency=currency_name(event.builder.currency))
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, SkipBuilderStep):
            return _("No, keep the master builders")
        if isinstance(action, StopBuilderQuestions):
            return _("No, and don't ask while I hold them")
        if isinstance(action, CallBuilderStep):
            return _("Use a master builder at this turn's end")
        if isinstance(action, BuilderStep):
            return _("Discard a master builder for one more redesign step")
        return ""

    def words(self, game: Game, action: Action) -> str:
        if not isinstance(action, BuilderStep) or action.card not in BUILDERS:
            return self.describe(action)
        what = _step_words(game, action)
        if not what:
            return self.describe(action)
        # Translators: {step} is e.g. "Build tower 9 at (1, 2)"; {currency} e.g. florin
        return _("{step} ({currency} builder)").format(
            step=what, currency=currency_name(BUILDERS[action.card].currency))

    # ------------------------------------------------------------------ paying
    def spends(self, card: Card) -> bool:
        return isinstance(card, MasterBuilder)  # Auto-pay keeps it while other cards pay

    def payment_note(self, game: Game, seat: int, offer: Offer, cards: list[Card],
                     payment: Payment) -> str:
        mine = sum(1 for c in cards if isinstance(c, MasterBuilder))
        if not mine:
            return ""
        if mine == 1:
            return _("The master builder among these cards then leaves the game.")
        return ngettext("The {count} master builder among these cards then leaves the game.",
                        "The {count} master builders among these cards then leave the game.",
                        mine).format(count=mine)

    # ------------------------------------------------------------------ flights (AI moves)
    def flight_source(self, ctx: PartContext,
                      action: Action) -> tuple[pygame.Surface, pygame.Rect] | None:
        if not isinstance(action, BuilderStep):
            return None
        player = ctx.game.player
        if action.kind == "remove":
            tile = player.alhambra.at(tuple(action.pos))
            if tile is None or ctx.geometry is None:
                return None
            return (tile_surface(tile, ctx.geometry.cell),
                    ctx.geometry.cell_rect(tuple(action.pos)))
        tile = player.reserve_tile(action.tile)
        where = ctx.regions.rect_of("reserve_tile", action.tile)
        return (tile_surface(tile, where.width), where) if tile and where else None

    def flight_target(self, ctx: PartContext, action: Action) -> pygame.Rect | None:
        if not isinstance(action, BuilderStep):
            return None
        if action.kind == "remove":
            return ctx.last_region("reserve_tile")
        return ctx.geometry.cell_rect(tuple(action.pos)) if ctx.geometry else None


def _step_words(game: Game, action: BuilderStep) -> str:
    """The redesign step a master builder is used for, e.g. "Build tower 9 at (1, 2)" ("":
    its tiles are not where the action says)."""
    player = game.player
    tile = player.reserve_tile(action.tile) if action.tile else None
    at = player.alhambra.at(tuple(action.pos))
    if action.kind == "add" and tile is not None:
        # Translators: {tile} is e.g. "tower 9"; {pos} a place like "(1, 2)"
        return _("Build {tile} at {pos}").format(tile=tile.label(), pos=_where(action.pos))
    if action.kind == "remove" and at is not None:
        return _("Take {tile} to the reserve").format(tile=at.label())
    if action.kind == "exchange" and tile is not None and at is not None:
        # Translators: {built} leaves the Alhambra for the reserve, {tile} takes its place
        return _("Exchange {built} for {tile}").format(built=at.label(), tile=tile.label())
    words = game.step_words(game.to_move, action.kind, action.tile, tuple(action.pos))
    return first_upper(words) if words else ""


# --------------------------------------------------------------------------- the card's face
def builder_face(currency: Currency, value: int, size: tuple[int, int]) -> pygame.Surface:
    """A master builder: a card of its currency (its colour, symbol and, when large, name)
    whose panel is not paper but night-dark, framed in gold, its value in gold over the
    builder's sign, a gilded arch: told from an ordinary card at a glance, by lightness as
    much as by colour, however small."""
    return _builder_face(currency, value, size, language())


@per_zoom(maxsize=128)
def _builder_face(currency: Currency, value: int, size: tuple[int, int],
                  lang: str) -> pygame.Surface:
    """``builder_face`` in the language ``lang`` (the band says "builder")."""
    w, h = size
    colour = theme.CURRENCY_COLOURS[currency]
    pad = max(2, w // 14)
    surface, panel, band = money_card_ground(currency, size, pad)
    surface.blit(_night_panel(panel.size), panel.topleft)
    number = text(str(value), max(SMALLEST, round(panel.height * 0.5)), theme.GOLD_LIGHT,
                  bold=True, serif=True)
    figure = number.get_rect(center=panel.center)
    arch = round(min(panel.width * 0.62, panel.height * 0.36))
    if arch >= SMALLEST_ARCH and panel.height - number.get_height() >= arch:
        # the value high, the arch under it; the currency's symbol in the top corner
        figure.midtop = (panel.centerx, panel.y + max(1, h // 40))
        sign = icons.arch(arch)
        surface.blit(sign, sign.get_rect(midbottom=(panel.centerx, panel.bottom - 2)))
        r = max(2, w * 0.07)
        draw_currency_symbol(surface, currency, (panel.x + r + 2, panel.y + r + 2), r, colour)
    surface.blit(number, figure)
    if band:
        # Translators: the word on a master builder card's band; it is shrunk to fit
        words = _("builder")
        size = fitting_size(words, round(band * 0.62), w - 4, True)
        if size is not None:  # else (too small to read) the card's picture tells it alone
            label = text(words, size, theme.CURRENCY_INK[currency], True)
            surface.blit(label, label.get_rect(center=(w // 2, h - pad - band // 2)))
    return surface


NIGHT = (44, 30, 42)   # the master builder's panel


@per_zoom(maxsize=64)
def _night_panel(size: tuple[int, int]) -> pygame.Surface:
    """The builder's panel: night blue-black under a gold frame."""
    w, h = size
    sketch = Sketch(size, NIGHT)
    radius = max(2, w // 8 - 1)
    sketch.gradient(theme.mix(NIGHT, (70, 60, 110), 0.5), NIGHT)
    sketch.round_corners(radius)
    sketch.rect(theme.GOLD_LIGHT, (0, 0, w, h), max(0.8, w * 0.045), radius=radius)
    return sketch.picture()


def _builder_icon(surface: pygame.Surface, box: pygame.Rect) -> None:
    """The badge's picture: the builder's arch on a small card."""
    surface.blit(_night_panel(box.size), box)
    sign = icons.arch(max(4, min(box.width, box.height) - 6))
    surface.blit(sign, sign.get_rect(center=box.center))


def _face(card: Card, size: tuple[int, int]) -> pygame.Surface:
    assert isinstance(card, MoneyCard)
    return builder_face(card.currency, card.value, size)


register_card_face(MasterBuilder, _face)
register(BuildersPart())
