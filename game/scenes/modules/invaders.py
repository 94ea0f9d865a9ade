"""M15 Invaders at the table: beside the market, the attack cards still face down (the next one face
up with open invasion, or shown to the player who looked while that player holds the device),
the attacks already made, and the face-up emissaries as coloured chips with their kinds'
letters; the exposed sides marked on the large Alhambra (small red notches on open sides
facing empty places, stronger toward the next attack when the viewer knows it); the
emissary's offer as a stage of its own ("Look" or "No"), its result in the looker's hand
alone, the curtain's words when it is asked outside its turn, and tooltips that explain what
an attack costs at each scoring. The losses are the scoring table's "invaders" line."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.i18n import N_, _, language, ngettext, pgettext
from game.rules import Action, Event, Game, Kind, kind_name
from game.rules.modules.invaders import (
    DIRECTION_WORDS,
    PEEK,
    AttackRevealed,
    EmissariesTurnedUp,
    EmissaryUsed,
    Peek,
    exposed_sides,
    exposure,
    is_open,
    known_next,
    rate_words,
    state_of,
)
from game.rules.types import SIDES
from game.scenes.modules.registry import RulePage, register
from game.scenes.part import SUPPLY, HandItem, PartContext, TablePart, ZoneItem
from game.sprites import icons
from game.sprites.cards import card_ground
from game.sprites.grid import GridGeometry
from game.sprites.tiles import tile_ground
from game.text import first_upper
from game.ui import paint, theme
from game.ui.canvas import new_surface, per_zoom
from game.ui.fonts import SMALLEST, small_line, text, width_of, wrap
from game.ui.widgets import draw_text
from game.words.events import and_words
from game.words.refusals import Told


PILE = "invaders_pile"        # the face-down attack cards (key: None)
MADE = "invaders_made"        # an attack already made (key: the scoring)
EMISSARY = "invaders_emissary"  # a face-up emissary (key: its kind)
SEEN = "invaders_seen"        # in the looker's hand: the card seen (key: its direction)
CARD = (26, 34)
CHIP = 18
ITEM_WIDTH = 170
# Translators: the scoring an attack card came after, under the card
ORDINALS = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd")}
# Translators: an emissary's building kind as a tile to buy
A_TILE = {Kind.PAVILION: N_("a pavilion tile"), Kind.SERAGLIO: N_("a seraglio tile"),
          Kind.ARCADES: N_("an arcades tile"), Kind.CHAMBERS: N_("a chambers tile"),
          Kind.GARDEN: N_("a garden tile"), Kind.TOWER: N_("a tower tile")}
MARK = (196, 40, 40)           # an exposed side
MARK_SOFT = (214, 120, 104)    # an exposed side away from the known next attack


REFUSALS: dict[str, Told] = {
    "no_emissary": N_("no emissary offers you a look now"),
    "bad_choice": N_("say whether you look or not"),
}


class InvadersPart(TablePart):
    module_id = "invaders"
    refusals = REFUSALS
    tags = (PILE, MADE, EMISSARY, SEEN)
    rules_text = RulePage(
        N_("Four attack cards, one per direction (north, east, south, west), lie shuffled face "
           "down. Six emissaries, one per building kind, are shuffled, and two are laid face "
           "up."),
        N_("After each scoring the top attack card is turned up, and every player loses points "
           "for each open side facing that way: a side of a tile (not a camp) without a wall "
           "and with an empty place beside it, in a notch too."),
        # Translators: a paragraph starting with "- " is a point of a list; keep the "- ".
        N_("- After the 1st scoring: 1 point per such side."),
        N_("- After the 2nd scoring: 2 points per side."),
        N_("- After the final scoring: 3 points per side facing the attack, plus 1 per side "
           "facing each of the two directions at right angles."),
        N_("No score falls below 0. The attack card then leaves play."),
        N_("When you buy a building with exact payment (also with the vizier or Abdul Karim) "
           "and a face-up emissary shows its kind, you may look secretly at the top attack "
           "card; the emissary then leaves the game. A bazaar calls no emissary. After the 1st "
           "and 2nd scorings the face-up emissaries leave and two new ones are turned up."),
        N_("With the open invasion option, the next attack card always lies face up, and there "
           "are no emissaries."),
    )

    # ------------------------------------------------------------------ who may see what
    @staticmethod
    def viewer(ctx: PartContext) -> int | None:
        """The seat holding the device (in hot-seat, None between two humans)."""
        return ctx.viewer

    # ------------------------------------------------------------------ its item
    def rule_pictures(self) -> list[pygame.Surface]:
        return [attack_face(side, (46, 64)) for side in SIDES]

    def zone_items(self, ctx: PartContext) -> list[ZoneItem]:
        """Beside the market: the attack cards (the next face up if the viewer may see it),
        the attacks made with their scorings beneath, the face-up emissaries; how many
        looked, beside the title."""
        game = ctx.game
        state = state_of(game)
        left = len(state.face_down())
        lookers = sum(1 for knows in state.knows if knows)
        if is_open(game):
            # Translators: beside the panel's title: the open invasion option is played
            note = _("open")
        elif lookers:  # who looked is told beside each player's money (``secret_words``)
            # Translators: {count} players looked at the next attack card
            note = ngettext("{count} looked", "{count} looked", lookers).format(count=lookers)
        else:
            note = ""
        known = known_next(game, self.viewer(ctx))

        def icon(surface: pygame.Surface, box: pygame.Rect) -> None:
            face = attack_face(known, box.size) if known else attack_back(box.size)
            surface.blit(face, box)

        return [ZoneItem(SUPPLY, PILE, _("Invaders"),
                         lambda surface, area: self._paint_invaders(surface, area, ctx),
                         size=(ITEM_WIDTH, CARD[1] + small_line() + 5 + CHIP),
                         note=[note, ""], count=str(left), icon=icon,
                         words=self.tip(ctx, PILE, None))]

    def _paint_invaders(self, surface: pygame.Surface, inner: pygame.Rect,
                        ctx: PartContext) -> None:
        game = ctx.game
        state = state_of(game)
        left = len(state.face_down())
        known = known_next(game, self.viewer(ctx))
        # Translators: under the pile of attack cards: the next attack
        next_words = _("next")
        # the pile stands in the middle of a slot as wide as the word under it, so that the
        # word keeps clear of the attacks made and of the panel's edge
        slot = max(CARD[0], width_of(next_words, SMALLEST))
        pile = pygame.Rect(inner.x + (slot - CARD[0]) // 2, inner.y, *CARD)
        if left:
            for depth in range(min(2, left - 1), 0, -1):   # the cards beneath
                paint.rect(surface, theme.INK_SOFT, pile.move(depth * 2, depth * 2),
                           border_radius=4)
            surface.blit(attack_face(known, CARD) if known else attack_back(CARD), pile)
            if known and not is_open(game):   # seen by the device holder alone
                paint.rect(surface, theme.GOLD, pile.inflate(4, 4), 2, border_radius=5)
        else:
            paint.rect(surface, theme.INK_FAINT, pile, 1, border_radius=4)
        ctx.regions.add(pile.inflate(4, 4), PILE, None)
        draw_text(surface, next_words, (inner.x + slot // 2, pile.bottom + 1), SMALLEST,
                  theme.INK_SOFT, anchor="midtop")
        x = inner.x + slot + 6
        for number, direction in sorted(state.revealed.items()):
            spot = pygame.Rect(x, pile.y, *CARD)
            if spot.right > inner.right:
                break
            surface.blit(attack_face(direction, CARD, faded=number != state.in_play), spot)
            draw_text(surface, _ordinal(number), (spot.centerx, spot.bottom + 1), SMALLEST,
                      theme.INK_SOFT, anchor="midtop", max_width=CARD[0] + 4)
            ctx.regions.add(spot, MADE, number)
            x = spot.right + 4
        if not state.revealed:   # beside the pile, on a line or two
            lines = _whole_lines(_("no attack yet"), inner.right - x, 2)
            top = pile.centery - small_line() * len(lines) // 2
            for i, line in enumerate(lines):
                draw_text(surface, line, (x, top + small_line() * i), SMALLEST, theme.INK_FAINT)
        y = pile.bottom + small_line() + 3   # under the words beneath the cards
        if is_open(game):   # (where it has no room, the card face up tells it)
            for i, line in enumerate(_whole_lines(_("The next attack is shown"), inner.width,
                                                  2)):
                draw_text(surface, line, (inner.x, y + small_line() * i), SMALLEST, theme.INK_SOFT)
            return
        label = draw_text(surface, _("Emissaries"), (inner.x, y + CHIP // 2), SMALLEST,
                          theme.INK, anchor="midleft", bold=True,
                          max_width=inner.width - CHIP - 6)
        cx = label.right + 6
        for kind in state.face_up:
            image = emissary_chip(kind, CHIP)
            chip = pygame.Rect(cx, y, image.get_width(), CHIP)
            surface.blit(image, chip)
            ctx.regions.add(chip, EMISSARY, kind)
            cx = chip.right + 4
        if not state.face_up:
            # Translators: no emissary lies face up
            words = _("none left")
            if width_of(words, SMALLEST) > inner.right - cx:
                words = "—"   # (no room for the words after the label)
            draw_text(surface, words, (cx, y + CHIP // 2), SMALLEST, theme.INK_FAINT,
                      anchor="midleft")

    def tip(self, ctx: PartContext, tag: str, key: Any) -> str:
        """Short enough for one line of a tooltip (the scoring table shows the losses)."""
        game = ctx.game
        state = state_of(game)
        if tag == PILE:
            known = known_next(game, self.viewer(ctx))
            if known:
                if is_open(game):
                    # Translators: {direction} is north, east, south or west
                    words = _("Shown to all: the next attack comes from the {direction}. Each "
                              "open side facing it costs 1, 2, 3 points at the 1st, 2nd, 3rd "
                              "scoring.")
                else:
                    # Translators: {direction} is north, east, south or west
                    words = _("You looked: the next attack comes from the {direction}. Each "
                              "open side facing it costs 1, 2, 3 points at the 1st, 2nd, 3rd "
                              "scoring.")
                return words.format(direction=_(DIRECTION_WORDS[known]))
            left = len(state.face_down())
            return ngettext("{count} attack card face down; one attacks after each scoring. "
                            "Each open side facing it costs 1, 2, 3 points (3rd: also 1 per "
                            "side across).",
                            "{count} attack cards face down; one attacks after each scoring. "
                            "Each open side facing it costs 1, 2, 3 points (3rd: also 1 per "
                            "side across).", left).format(count=left)
        if tag == MADE:
            direction = state.revealed.get(key)
            if direction is None:
                return ""
            # Translators: {ordinal} is 1st, 2nd or 3rd; {direction} north, east, south or
            # west; {rate} what the attack cost, e.g. "2 points per open side facing it"
            return _("The {ordinal} scoring's attack came from the {direction}: {rate}.").format(
                ordinal=_ordinal(key), direction=_(DIRECTION_WORDS[direction]),
                rate=rate_words(key, direction))
        if tag == EMISSARY:
            # Translators: {kind} is a building kind, e.g. Pavilion; {tile} e.g. "a pavilion
            # tile"
            return _("{kind} emissary: buy {tile} paying exactly to look secretly at the next "
                     "attack card (the emissary then leaves).").format(
                         kind=first_upper(kind_name(key)), tile=_a_tile(key))
        if tag == SEEN:
            # Translators: {direction} is north, east, south or west
            return _("You looked: the next attack comes from the {direction}. Only you know "
                     "it, until the next scoring.").format(direction=_(DIRECTION_WORDS[key]))
        return ""

    # ------------------------------------------------------------------ secrets
    def hand_items(self, game: Game, seat: int) -> list[HandItem]:
        """The attack card its holder looked at, in the hand of that holder alone."""
        state = state_of(game)
        if is_open(game) or not state.knows[seat] or state.top is None:
            return []
        return [HandItem(SEEN, state.top, partial(attack_face, state.top),
                         kind=_("next attack"))]

    def secret_words(self, game: Game, seat: int) -> str:
        state = state_of(game)
        if state.knows[seat] and not is_open(game):
            return _("knows the next attack")
        return ""

    def facts(self, game: Game, seat: int) -> list[str]:
        counts = exposure(game.players[seat].alhambra)
        # Translators: {counts} is e.g. "N0 E2 S1 W0", the open sides facing each direction
        return [_("open sides {counts}").format(
            counts=" ".join(f"{direction_letter(d)}{n}" for d, n in zip(SIDES, counts)))]

    # ------------------------------------------------------------------ the grid
    def paint_grid(self, surface: pygame.Surface, geometry: GridGeometry, ctx: PartContext,
                   seat: int) -> None:
        """A red notch on every exposed side; with the next attack known to the viewer, the
        sides facing it stand out and the others are paler."""
        game = ctx.game
        known = known_next(game, self.viewer(ctx))
        for pos, side in exposed_sides(game.players[seat].alhambra):
            if geometry.contains(pos):
                strong = known is None or side == known
                draw_notch(surface, geometry.cell_rect(pos), side, strong, known is not None)

    # ------------------------------------------------------------------ the emissary's offer
    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        if stage != PEEK:
            return None
        offer = state_of(game).offer
        if offer:
            # Translators: {tile} is e.g. "a pavilion tile"; {kind} a building kind
            detail = _("You bought {tile} paying exactly: the {kind} emissary lets you look "
                       "secretly at the top attack card. Used, it leaves the game; if not, it "
                       "stays.").format(tile=_a_tile(offer[1]), kind=offer[1])
        else:
            detail = _("An emissary lets you look secretly at the top attack card. Used, it "
                       "leaves the game; if not, it stays.")
        return _("Look at the next attack card?"), detail

    def curtain_reason(self, game: Game, seat: int) -> str:
        if game.phase == PEEK and game.to_move == seat:
            return _("An emissary lets you look at the next attack card.")
        return ""

    def tell(self, event: Event, names: list[str]) -> str | None:
        if isinstance(event, EmissaryUsed):
            name, kind = names[event.seat], kind_name(event.kind)
            if not event.looked:
                # Translators: {kind} is a building kind
                return _("{name} let the {kind} emissary be").format(name=name, kind=kind)
            # Translators: {kind} is a building kind
            return _("{name} used the {kind} emissary to look at the next attack "
                     "card").format(name=name, kind=kind)
        if isinstance(event, AttackRevealed):
            # Translators: {direction} is north, east, south or west; {cost} what it costs,
            # e.g. "2 points per open side facing it"
            return _("The invaders attack from the {direction}: {cost}").format(
                direction=_(DIRECTION_WORDS[event.direction]),
                cost=rate_words(event.scoring, event.direction))
        if isinstance(event, EmissariesTurnedUp):
            kinds = and_words([kind_name(kind) for kind in event.kinds])
            # Translators: {kinds} are building kinds, e.g. "garden and tower"
            return _("New emissaries: {kinds}").format(kinds=kinds)
        return None

    def describe(self, action: Action) -> str:
        if isinstance(action, Peek):
            # Translators: buttons: look at the next attack card, or not
            return _("Look") if action.look else _("No")
        return ""



def _whole_lines(words: str, width: int, most: int) -> list[str]:
    """``words`` on lines of ``width`` pixels in the smallest type, if they take no more than
    ``most`` lines; else none (a panel's aside, told too by what it stands beside)."""
    lines = wrap(words, SMALLEST, width, tell=False)
    fits = len(lines) <= most and all(width_of(line, SMALLEST) <= width for line in lines)
    return lines if fits else []


def _a_tile(kind: str) -> str:
    """E.g. "a pavilion tile", "an arcades tile"."""
    return _(A_TILE[Kind(kind)])


def _ordinal(number: int) -> str:
    """"1st", "2nd", "3rd": the scoring an attack came after."""
    return _(ORDINALS[number]) if number in ORDINALS else str(number)


def direction_letter(direction: str) -> str:
    """The initial of a direction ("N", "E", "S", "W" in English), as its language writes
    it."""
    letters = {"N": pgettext("compass letter", "N"), "E": pgettext("compass letter", "E"),
               "S": pgettext("compass letter", "S"), "W": pgettext("compass letter", "W")}
    return letters[direction]


def draw_notch(surface: pygame.Surface, box: pygame.Rect, side: str, strong: bool,
               known: bool) -> None:
    """A short red bar just inside the middle of ``side`` of the cell ``box``: full red and
    wider toward the next attack when it is known, paler elsewhere."""
    colour = MARK if strong else MARK_SOFT
    length = max(4, box.width * (5 if strong and known else 3) // 10)
    thick = max(2, box.width // (12 if strong and known else 18))
    inset = max(1, box.width // 24)
    if side in ("N", "S"):
        y = box.y + inset if side == "N" else box.bottom - inset - thick
        bar = pygame.Rect(box.centerx - length // 2, y, length, thick)
    else:
        x = box.x + inset if side == "W" else box.right - inset - thick
        bar = pygame.Rect(x, box.centery - length // 2, thick, length)
    paint.rect(surface, colour, bar, border_radius=1)
    if strong and known:
        paint.rect(surface, theme.INK, bar, 1, border_radius=1)


def attack_face(direction: str, size: tuple[int, int], faded: bool = False) -> pygame.Surface:
    """An attack card face up: the direction's letter and a red arrowhead on the side the
    invaders come from, pointing in."""
    return _attack_face(direction, size, faded, language())


@per_zoom(maxsize=64)
def _attack_face(direction: str, size: tuple[int, int], faded: bool,
                 lang: str) -> pygame.Surface:
    """``attack_face`` in the language ``lang`` (its letter is a word of it)."""
    w, h = size
    surface = new_surface(size)
    box = surface.get_rect()
    ground = theme.PANEL_SHADE if faded else theme.PAPER
    surface.blit(card_ground(ground, box.size), (0, 0))
    paint.rect(surface, MARK, box, 2, border_radius=max(3, w // 8))
    cx, cy = box.center
    a = max(3, min(w, h) // 5)
    tips = {"N": [(cx - a, 3), (cx + a, 3), (cx, 3 + a)],
            "S": [(cx - a, h - 4), (cx + a, h - 4), (cx, h - 4 - a)],
            "W": [(3, cy - a), (3, cy + a), (3 + a, cy)],
            "E": [(w - 4, cy - a), (w - 4, cy + a), (w - 4 - a, cy)]}
    paint.polygon(surface, MARK_SOFT if faded else MARK, tips[direction])
    letter = text(direction_letter(direction), max(SMALLEST, min(w, h) * 9 // 20),
                  theme.INK_SOFT if faded else theme.INK, True)
    surface.blit(letter, letter.get_rect(center=(cx, cy + 1)))
    return surface


@per_zoom(maxsize=8)
def attack_back(size: tuple[int, int]) -> pygame.Surface:
    """An attack card face down: dark red, a scimitar raised inside a gold frame."""
    w, h = size
    surface = new_surface(size)
    box = surface.get_rect()
    surface.blit(card_ground((120, 28, 28), box.size), (0, 0))
    paint.rect(surface, theme.GOLD, box.inflate(-4, -4), 1, border_radius=max(2, w // 8 - 2))
    blade = icons.sword(max(4, min(w, h) - 8))
    surface.blit(blade, blade.get_rect(center=box.center))
    return surface


def emissary_chip(kind: str, size: int) -> pygame.Surface:
    """An emissary: a chip of its kind's colour with the kind's letter, ``size`` high and as
    wide, or wider for a letter of two (a language's, e.g. "Ga")."""
    return _emissary_chip(kind, size, language())


@per_zoom(maxsize=16)
def _emissary_chip(kind: str, size: int, lang: str) -> pygame.Surface:
    """``emissary_chip`` in the language ``lang`` (its letter is a word of it)."""
    k = Kind(kind)
    letter = text(theme.KIND_LETTERS[k], max(SMALLEST, size * 3 // 5), theme.KIND_INK[k],
                  True)
    surface = new_surface((max(size, letter.get_width() + 6), size))
    box = surface.get_rect()
    surface.blit(tile_ground(theme.KIND_COLOURS[k], box.size), (0, 0))
    surface.blit(letter, letter.get_rect(center=box.center))
    return surface


register(InvadersPart())
