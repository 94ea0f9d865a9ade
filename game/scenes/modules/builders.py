"""M14 Master builders at the table: the cards are money, so they lie in the hand's currency
rows and in the money display like money, with a face of their own (the currency's colours,
a gold line inside the edge, an arch and their 3); paying with one says it then leaves the
game, and Auto-pay keeps them while ordinary cards pay. A panel at the tray's end tells how
many are out of the game and in the deck; each player's used ones are a fact beside their
name.

At the end of a turn, when the player holding one is asked whether to use it for one more
redesign step, the panel explains and holds a "No" button; the step is made on the table:
click a reserve tile (its green cells light up, framed tiles may be exchanged) and then a
cell, or click a built tile to take it out (confirmed in a dialog). With cards of several
currencies, a dialog asks which one to discard. The listed steps are also offered in words.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from game.rules import Action, Card, Currency, Game, MoneyCard, Offer, Payment
from game.rules.modules.builders import (
    BUILDERS,
    STAGE,
    BuilderStep,
    MasterBuilder,
    SkipBuilderStep,
    state_of,
    step_cards,
)
from game.scenes.modules import register
from game.scenes.part import Advice, TablePart
from game.sprites.cards import draw_currency_symbol, money_card_ground, register_card_face
from game.sprites.tiles import tile_surface
from game.ui import theme
from game.ui.fonts import fit_text, text, wrap
from game.ui.widgets import Button, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.table import TableScene

TILE = "builders_tile"   # a reserve tile chosen for the extra step
NO = "builders_no"       # the panel's "No" button
INFO = "builders_info"   # the panel, for its tooltip
NO_LABEL = "No, keep it"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _where(pos: tuple[int, int]) -> str:
    return f"({pos[0]}, {pos[1]})"


class BuildersPart(TablePart):
    module_id = "builders"
    tags = (TILE, NO, INFO)
    panel_width = 150
    rules_text = (
        "Sixteen master builders take part: money cards of value 3, four in each currency. Two "
        "are dealt to each player before the starting money, and they do not count toward its 20. "
        "Three go into the money deck's 3rd pile and three into its 5th (with six players, three "
        "and one); the rest leave the game.\n\n"
        "You use a master builder in one of two ways, and either way it then leaves the game:\n\n"
        "- as money: it pays 3 in its currency, counts as 3 when you take money up to 5, and "
        "counts as 3 when the last market tiles are handed out at the end;\n\n"
        "- as a helper: at the end of your turn, after placing your tiles, you give it up for one "
        "extra redesign step of any kind, which may use tiles bought and placed this turn. Only "
        "one master builder a turn may be used this way.\n\n"
        "Ammar El'Schauf's extra step and a master builder's may both be taken at the end of the "
        "same turn."
    )

    # ------------------------------------------------------------------ pieces
    def card_words(self, game: Game, card: Card) -> str:
        if not isinstance(card, MasterBuilder):
            return ""
        return (f"Master builder: pays 3 {card.currency.value}s like money, or after placing "
                "discard it for one more redesign step; either way it then leaves the game")

    def facts(self, game: Game, seat: int) -> list[str]:
        spent = state_of(game).spent
        used = spent[seat] if seat < len(spent) else 0
        return [f"{_plural(used, 'master builder')} used"] if used else []

    # ------------------------------------------------------------------ the panel
    def paint_panel(self, surface: pygame.Surface, area: pygame.Rect,
                    scene: TableScene) -> None:
        game = scene.game
        inner = draw_panel(surface, area, "Master builders")
        if game.phase == STAGE and scene.my_turn:
            self._paint_stage(surface, inner, scene)
            return
        state = state_of(game)
        in_deck = sum(1 for c in game.deck if isinstance(c, MasterBuilder))
        lines = [f"{state.out_of_game()} out of the game", f"{in_deck} in the deck",
                 "worth 3, or a step"]
        for i, line in enumerate(lines):
            draw_text(surface, line, (inner.x, inner.y + i * 16), 12,
                      theme.INK if i < 2 else theme.INK_SOFT, max_width=inner.width)
        scene.regions.add(inner, INFO, None)

    def _paint_stage(self, surface: pygame.Surface, inner: pygame.Rect,
                     scene: TableScene) -> None:
        """The extra step: how to make it, the reserve tiles made clickable (the chosen one
        framed), and the No button."""
        game = scene.game
        no = pygame.Rect(inner.x, inner.bottom - 26, min(inner.width, 120), 26)
        room = (no.y - inner.y) // 14
        for i, line in enumerate(wrap("Click a reserve tile, then a cell; or a built tile.",
                                      11, inner.width)[:room]):
            draw_text(surface, line, (inner.x, inner.y + i * 14), 11, theme.INK_SOFT)
        Button(no, NO_LABEL, lambda: None, key=NO).draw(surface, size=13)
        scene.regions.add(no, NO, None)
        chosen = self._chosen(scene)
        for tile in game.player.reserve:
            spot = scene.regions.rect_of("reserve_tile", tile.id)
            if spot is None:
                continue
            scene.regions.add(spot, TILE, tile.id)
            if chosen is not None and chosen.id == tile.id:
                pygame.draw.rect(surface, theme.TEAL, spot.inflate(6, 6), 3, border_radius=6)

    @staticmethod
    def _chosen(scene: TableScene):
        """The reserve tile chosen for the step (the one whose cells are lit)."""
        targets = scene.targets
        if targets is None or scene.game.phase != STAGE:
            return None
        return targets.tile if scene.player.reserve_tile(targets.tile.id) else None

    def tip(self, scene: TableScene, tag: str, key: Any) -> str:
        if tag == NO:
            return "No extra step this turn: your master builders stay in your hand"
        if tag == TILE:
            tile = scene.player.reserve_tile(key)
            return (f"{tile.label().capitalize()}: click, then a lit cell to build it (or a "
                    "framed tile to exchange it)") if tile else ""
        return ("Money cards of 3; after placing, one may be discarded for one more redesign "
                "step. Used either way, it leaves the game")

    # ------------------------------------------------------------------ the extra step
    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        if stage != STAGE:
            return None
        names = [c.currency.value for c in step_cards(game, game.to_move)]
        which = (f"Your {' or '.join(names)} master builder" if len(names) <= 2
                 else "The master builder you use")
        return ("Use a master builder for an extra step?",
                "Click a reserve tile, then a lit cell or a framed tile; or click a built tile "
                f"to take it out. {which} (worth 3) then leaves the game.")

    def press(self, scene: TableScene, tag: str, key: Any) -> Any:
        game = scene.game
        if tag == INFO or game.phase != STAGE:
            return None
        if tag == NO:
            scene.act(SkipBuilderStep(), "You keep your master builders.")
            return None
        tile = game.player.reserve_tile(key)
        if tile is None:
            return None
        chosen = self._chosen(scene)
        if chosen is not None and chosen.id == tile.id:
            scene.cancel_selection()
            return None
        from game.scenes.targeting import Targets  # (it imports the parts' registry)

        scene.targets = Targets(game, game.to_move, tile, redesign=True)
        scene.touch()
        return None

    def press_cell(self, scene: TableScene, cell: tuple[int, int]) -> Action | None:
        game = scene.game
        if game.phase != STAGE:
            return None
        seat = game.to_move
        cards = step_cards(game, seat)
        chosen = self._chosen(scene)
        if chosen is not None:
            targets = scene.targets
            assert targets is not None
            if cell in targets.legal:
                kind = "add"
            elif cell in targets.swaps:
                kind = "exchange"
            else:
                ok, words = targets.verdict(cell)
                scene.say("Not with a master builder's step." if ok
                          else words[:1].upper() + words[1:] + ".")
                return None
            options = [BuilderStep(c.id, kind, chosen.id, cell) for c in cards]
        else:
            tile = game.player.alhambra.at(cell)
            if tile is None:
                scene.say("Click a tile of your reserve first, then a green cell.")
                return None
            why = game.removal_words(seat, cell)
            if why:
                scene.say(f"{tile.label().capitalize()} cannot leave: {why}.")
                return None
            kind = "remove"
            options = [BuilderStep(c.id, kind, 0, cell) for c in cards]
        if len(options) == 1 and kind != "remove":
            return options[0]
        what = self.words(game, options[0]).rsplit(" (", 1)[0]
        scene.offer_special(
            [(f"Yes: discard the {BUILDERS[a.card].currency.value} master builder", a)
             for a in options],
            success="One more redesign step made.", title="Use a master builder?",
            note=f"{what}: it costs a master builder (worth 3 as money), which then leaves "
                 f"the game.")
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, SkipBuilderStep):
            return "No, keep the master builders"
        if isinstance(action, BuilderStep):
            return "Discard a master builder for one more redesign step"
        return ""

    def words(self, game: Game, action: Action) -> str:
        if not isinstance(action, BuilderStep) or action.card not in BUILDERS:
            return self.describe(action)
        currency = BUILDERS[action.card].currency.value
        player = game.player
        tile = player.reserve_tile(action.tile) if action.tile else None
        at = player.alhambra.at(tuple(action.pos))
        if action.kind == "add" and tile is not None:
            what = f"build {tile.label()} at {_where(action.pos)}"
        elif action.kind == "remove" and at is not None:
            what = f"take {at.label()} to the reserve"
        elif action.kind == "exchange" and tile is not None and at is not None:
            what = f"exchange {at.label()} for {tile.label()}"
        else:
            return self.describe(action)
        return f"{what[:1].upper()}{what[1:]} ({currency} builder)"

    # ------------------------------------------------------------------ paying
    def spends(self, card: Card) -> bool:
        return isinstance(card, MasterBuilder)  # Auto-pay keeps it while other cards pay

    def payment_words(self, game: Game, seat: int, offer: Offer, cards: list[Card],
                      payment: Payment | None, paid: int) -> Advice | None:
        mine = sum(1 for c in cards if isinstance(c, MasterBuilder))
        if payment is None or not mine:
            return None
        gone = ("the master builder leaves the game" if mine == 1
                else f"the {mine} master builders leave the game")
        if not offer.extra_action:
            return (f"Paying {payment.total}", theme.GOOD if payment.exact else theme.WARN,
                    f"Press Buy to confirm: {gone}, and your actions end.", True)
        if payment.exact:
            return (f"Paying {payment.total}: exact — you may act again", theme.GOOD,
                    f"Press Buy to confirm: {gone}, and you take another action.", True)
        return (f"Paying {payment.total}: {payment.total - offer.price} more than the price",
                theme.WARN, f"No change is given, your actions end, and {gone}.", True)

    # ------------------------------------------------------------------ flights (AI moves)
    def flight_source(self, scene: TableScene,
                      action: Action) -> tuple[pygame.Surface, pygame.Rect] | None:
        if not isinstance(action, BuilderStep):
            return None
        player = scene.game.player
        if action.kind == "remove":
            tile = player.alhambra.at(tuple(action.pos))
            if tile is None or scene.geometry is None:
                return None
            return (tile_surface(tile, scene.geometry.cell),
                    scene.geometry.cell_rect(tuple(action.pos)))
        from game.scenes.panels import RESERVE_TILE

        tile = player.reserve_tile(action.tile)
        where = scene.regions.rect_of("reserve_tile", action.tile)
        return (tile_surface(tile, RESERVE_TILE), where) if tile and where else None

    def flight_target(self, scene: TableScene, action: Action) -> pygame.Rect | None:
        if not isinstance(action, BuilderStep):
            return None
        if action.kind == "remove":
            return scene.last_region("reserve_tile")
        return scene.geometry.cell_rect(tuple(action.pos)) if scene.geometry else None


# --------------------------------------------------------------------------- the card's face
@lru_cache(maxsize=128)
def builder_face(currency: Currency, value: int, size: tuple[int, int]) -> pygame.Surface:
    """A master builder: a money card of its currency (its colour, symbol and, when large,
    name) with a gold line inside the edge and an arch, the builder's sign, under its
    value."""
    w, h = size
    colour = theme.CURRENCY_COLOURS[currency]
    radius = max(3, w // 8)
    pad = max(3, w // 8)
    surface, panel, band = money_card_ground(currency, size, pad)
    gold = panel.inflate(2 * max(1, pad // 2), 2 * max(1, pad // 2))
    pygame.draw.rect(surface, theme.GOLD_LIGHT, gold, max(1, w // 24),
                     border_radius=max(2, radius - 1))
    pygame.draw.rect(surface, theme.PAPER, panel, border_radius=max(2, radius - 2))
    ink = theme.mix(colour, (0, 0, 0), 0.55)
    r = max(2, w * 0.07)
    draw_currency_symbol(surface, currency, (panel.x + r + 2, panel.y + r + 2), r, colour)
    number = text(str(value), max(9, round(panel.height * 0.42)), ink, True)
    surface.blit(number, number.get_rect(midtop=(panel.centerx + max(2, w // 10),
                                                 panel.y)))
    # the arch: two piers and a round top, a doorway in the builder's ink
    arch_w = max(6, round(panel.width * 0.56))
    arch_h = max(6, round(panel.height * 0.42))
    arch = pygame.Rect(0, 0, arch_w, arch_h)
    arch.midbottom = (panel.centerx, panel.bottom - max(1, h // 24))
    thick = max(2, arch_w // 5)
    top = arch.y + arch_w // 2
    pygame.draw.circle(surface, theme.INK_SOFT, (arch.centerx, top), arch_w // 2,
                       draw_top_left=True, draw_top_right=True)
    pygame.draw.rect(surface, theme.INK_SOFT, (arch.x, top, arch_w, arch.bottom - top))
    inside = arch_w // 2 - thick
    if inside > 0:
        pygame.draw.circle(surface, theme.PAPER, (arch.centerx, top), inside,
                           draw_top_left=True, draw_top_right=True)
        pygame.draw.rect(surface, theme.PAPER, (arch.centerx - inside, top, 2 * inside,
                                                arch.bottom - top))
    if band:
        size_band = max(8, round(band * 0.62))
        label = text(fit_text("builder", size_band, w - 4, True), size_band,
                     theme.CURRENCY_INK[currency], True)
        surface.blit(label, label.get_rect(center=(w // 2, h - pad // 2 - band // 2)))
    return surface


def _face(card: Card, size: tuple[int, int]) -> pygame.Surface:
    assert isinstance(card, MoneyCard)
    return builder_face(card.currency, card.value, size)


register_card_face(MasterBuilder, _face)
register(BuildersPart())
