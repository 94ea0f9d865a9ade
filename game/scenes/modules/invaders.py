"""M15 Invaders at the table: a panel with the attack cards still face down (the next one face
up with open invasion, or shown to the player who looked while that player holds the device),
the attacks already made, and the face-up emissaries as coloured chips with their kinds'
letters; the exposed sides marked on the large Alhambra (small red notches on open sides
facing empty places, stronger toward the next attack when the viewer knows it); the
emissary's offer as a stage of its own ("Look" or "No"), its result in the looker's hand
alone, the curtain's words when it is asked outside its turn, and tooltips that explain what
an attack costs at each scoring. The losses are the scoring table's "invaders" line."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from game.rules import Action, Game, Kind
from game.rules.modules.invaders import (
    DIRECTION_WORDS,
    PEEK,
    Peek,
    exposed_sides,
    exposure,
    is_open,
    known_next,
    rate_words,
    state_of,
)
from game.rules.types import SIDES
from game.scenes.modules import register
from game.scenes.part import HandItem, TablePart
from game.sprites.grid import GridGeometry
from game.ui import theme
from game.ui.fonts import text
from game.ui.widgets import draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.table import TableScene

PILE = "invaders_pile"        # the face-down attack cards (key: None)
MADE = "invaders_made"        # an attack already made (key: the scoring)
EMISSARY = "invaders_emissary"  # a face-up emissary (key: its kind)
SEEN = "invaders_seen"        # in the looker's hand: the card seen (key: its direction)
CARD = (26, 34)
CHIP = 18
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}
MARK = (196, 40, 40)           # an exposed side
MARK_SOFT = (214, 120, 104)    # an exposed side away from the known next attack


class InvadersPart(TablePart):
    module_id = "invaders"
    tags = (PILE, MADE, EMISSARY, SEEN)
    panel_width = 170
    rules_text = (
        "Four attack cards, one per direction (north, east, south, west), lie shuffled face down. "
        "Six emissaries, one per building kind, are shuffled, and two are laid face up.\n\n"
        "After each scoring the top attack card is turned up, and every player loses points for "
        "each open side facing that way: a side of a tile (not a camp) without a wall and with an "
        "empty place beside it, in a notch too.\n\n"
        "- After the 1st scoring: 1 point per such side.\n\n"
        "- After the 2nd scoring: 2 points per side.\n\n"
        "- After the final scoring: 3 points per side facing the attack, plus 1 per side facing "
        "each of the two directions at right angles.\n\n"
        "No score falls below 0. The attack card then leaves play.\n\n"
        "When you buy a building with exact payment (also with the vizier or Abdul Karim) and a "
        "face-up emissary shows its kind, you may look secretly at the top attack card; the "
        "emissary then leaves the game. A bazaar calls no emissary. After the 1st and 2nd "
        "scorings the face-up emissaries leave and two new ones are turned up.\n\n"
        "With the open invasion option, the next attack card always lies face up, and there are "
        "no emissaries."
    )

    # ------------------------------------------------------------------ who may see what
    @staticmethod
    def viewer(scene: TableScene) -> int | None:
        """The seat holding the device (in hot-seat, None between two humans)."""
        return scene.match.shown_hand_seat

    # ------------------------------------------------------------------ the panel
    def rule_pictures(self) -> list[pygame.Surface]:
        return [attack_face(side, (46, 64)) for side in SIDES]

    def paint_panel(self, surface: pygame.Surface, area: pygame.Rect,
                    scene: TableScene) -> None:
        """The pile (the next card face up if the viewer may see it), the attacks made with
        their scorings beneath, the face-up emissaries; who looked, in the title."""
        game = scene.game
        state = state_of(game)
        left = len(state.face_down())
        lookers = [game.names[s] for s, knows in enumerate(state.knows) if knows]
        note = ("open" if is_open(game) else lookers[0] + " looked" if len(lookers) == 1
                else f"{len(lookers)} looked" if lookers else "")
        inner = draw_panel(surface, area, "Invaders", note)
        known = known_next(game, self.viewer(scene))
        pile = pygame.Rect(inner.x, inner.y + 1, *CARD)
        if left:
            for depth in range(min(2, left - 1), 0, -1):   # the cards beneath
                pygame.draw.rect(surface, theme.INK_SOFT, pile.move(depth * 2, depth * 2),
                                 border_radius=4)
            surface.blit(attack_face(known, CARD) if known else attack_back(CARD), pile)
            if known and not is_open(game):   # seen by the device holder alone
                pygame.draw.rect(surface, theme.GOLD, pile.inflate(4, 4), 2, border_radius=5)
        else:
            pygame.draw.rect(surface, theme.INK_FAINT, pile, 1, border_radius=4)
        scene.regions.add(pile.inflate(4, 4), PILE, None)
        draw_text(surface, "next", (pile.centerx + 1, pile.bottom + 3), 10, theme.INK_SOFT,
                  anchor="midtop")
        x = pile.right + 12
        for number, direction in sorted(state.revealed.items()):
            spot = pygame.Rect(x, pile.y, *CARD)
            if spot.right > inner.right:
                break
            surface.blit(attack_face(direction, CARD, faded=number != state.in_play), spot)
            draw_text(surface, ORDINALS.get(number, str(number)), (spot.centerx, spot.bottom + 3),
                      10, theme.INK_SOFT, anchor="midtop")
            scene.regions.add(spot, MADE, number)
            x = spot.right + 5
        if not state.revealed:
            draw_text(surface, "no attack yet", (x, pile.centery), 11, theme.INK_FAINT,
                      anchor="midleft", max_width=inner.right - x)
        y = pile.bottom + 16
        if is_open(game):
            draw_text(surface, "The next attack is shown", (inner.x, y + CHIP // 2), 11,
                      theme.INK_SOFT, anchor="midleft", max_width=inner.width)
            return
        label = draw_text(surface, "Emissaries", (inner.x, y + CHIP // 2), 11, theme.INK,
                          anchor="midleft", bold=True)
        cx = label.right + 6
        for kind in state.face_up:
            chip = pygame.Rect(cx, y, CHIP, CHIP)
            surface.blit(emissary_chip(kind, CHIP), chip)
            scene.regions.add(chip, EMISSARY, kind)
            cx = chip.right + 4
        if not state.face_up:
            draw_text(surface, "none left", (cx, y + CHIP // 2), 11, theme.INK_FAINT,
                      anchor="midleft")

    def tip(self, scene: TableScene, tag: str, key: Any) -> str:
        """Short enough for one line of a tooltip (the scoring table shows the losses)."""
        game = scene.game
        state = state_of(game)
        if tag == PILE:
            known = known_next(game, self.viewer(scene))
            if known:
                who = "Shown to all" if is_open(game) else "You looked"
                return (f"{who}: the next attack comes from the {DIRECTION_WORDS[known]}. "
                        "Each open side facing it costs 1, 2, 3 points at the 1st, 2nd, 3rd "
                        "scoring.")
            left = len(state.face_down())
            return (f"{left} attack card{'s' if left != 1 else ''} face down; one attacks "
                    "after each scoring. Each open side facing it costs 1, 2, 3 points (3rd: "
                    "also 1 per side across).")
        if tag == MADE:
            direction = state.revealed.get(key)
            if direction is None:
                return ""
            return (f"The {ORDINALS.get(key, key)} scoring's attack came from the "
                    f"{DIRECTION_WORDS[direction]}: {rate_words(key, direction)}.")
        if tag == EMISSARY:
            return (f"{key.capitalize()} emissary: buy {_a_tile(key)} paying exactly to look "
                    "secretly at the next attack card (the emissary then leaves).")
        if tag == SEEN:
            return (f"You looked: the next attack comes from the {DIRECTION_WORDS[key]}. Only "
                    "you know it, until the next scoring.")
        return ""

    # ------------------------------------------------------------------ secrets
    def hand_items(self, game: Game, seat: int) -> list[HandItem]:
        """The attack card its holder looked at, in the hand of that holder alone."""
        state = state_of(game)
        if is_open(game) or not state.knows[seat] or state.top is None:
            return []
        return [HandItem(SEEN, state.top, lambda size, d=state.top: attack_face(d, size),
                         kind="next attack")]

    def secret_words(self, game: Game, seat: int) -> str:
        state = state_of(game)
        return "knows the next attack" if state.knows[seat] and not is_open(game) else ""

    def facts(self, game: Game, seat: int) -> list[str]:
        counts = exposure(game.players[seat].alhambra)
        return ["open sides " + " ".join(f"{d}{n}" for d, n in zip(SIDES, counts))]

    # ------------------------------------------------------------------ the grid
    def paint_grid(self, surface: pygame.Surface, geometry: GridGeometry, scene: TableScene,
                   seat: int) -> None:
        """A red notch on every exposed side; with the next attack known to the viewer, the
        sides facing it stand out and the others are paler."""
        game = scene.game
        known = known_next(game, self.viewer(scene))
        for pos, side in exposed_sides(game.players[seat].alhambra):
            if geometry.contains(pos):
                strong = known is None or side == known
                draw_notch(surface, geometry.cell_rect(pos), side, strong, known is not None)

    # ------------------------------------------------------------------ the emissary's offer
    def stage_words(self, game: Game, stage: str) -> tuple[str, str] | None:
        if stage != PEEK:
            return None
        offer = state_of(game).offer
        bought = (f"You bought {_a_tile(offer[1])} paying exactly: the {offer[1]} emissary"
                  if offer else "An emissary")
        return ("Look at the next attack card?",
                f"{bought} lets you look secretly at the top attack card. Used, it leaves the "
                "game; if not, it stays.")

    def curtain_reason(self, game: Game, seat: int) -> str:
        if game.phase == PEEK and game.to_move == seat:
            return "An emissary lets you look at the next attack card."
        return ""

    def describe(self, action: Action) -> str:
        if isinstance(action, Peek):
            return "Look" if action.look else "No"
        return ""


def _a_tile(kind: str) -> str:
    """E.g. "a pavilion tile", "an arcades tile"."""
    return f"{'an' if kind[:1] in 'aeiou' else 'a'} {kind} tile"


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
    pygame.draw.rect(surface, colour, bar, border_radius=1)
    if strong and known:
        pygame.draw.rect(surface, theme.INK, bar, 1, border_radius=1)


@lru_cache(maxsize=64)
def attack_face(direction: str, size: tuple[int, int], faded: bool = False) -> pygame.Surface:
    """An attack card face up: the direction's letter and a red arrowhead on the side the
    invaders come from, pointing in."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    box = surface.get_rect()
    ground = theme.PANEL_SHADE if faded else theme.PAPER
    pygame.draw.rect(surface, ground, box, border_radius=max(3, w // 6))
    pygame.draw.rect(surface, MARK, box, 2, border_radius=max(3, w // 6))
    cx, cy = box.center
    a = max(3, min(w, h) // 5)
    tips = {"N": [(cx - a, 3), (cx + a, 3), (cx, 3 + a)],
            "S": [(cx - a, h - 4), (cx + a, h - 4), (cx, h - 4 - a)],
            "W": [(3, cy - a), (3, cy + a), (3 + a, cy)],
            "E": [(w - 4, cy - a), (w - 4, cy + a), (w - 4 - a, cy)]}
    pygame.draw.polygon(surface, MARK_SOFT if faded else MARK, tips[direction])
    letter = text(direction, max(9, min(w, h) * 9 // 20), theme.INK_SOFT if faded else theme.INK,
                  True)
    surface.blit(letter, letter.get_rect(center=(cx, cy + 1)))
    return surface


@lru_cache(maxsize=8)
def attack_back(size: tuple[int, int]) -> pygame.Surface:
    """An attack card face down: dark red with crossed spears."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    box = surface.get_rect()
    pygame.draw.rect(surface, (120, 28, 28), box, border_radius=max(3, w // 6))
    pygame.draw.rect(surface, theme.GOLD, box, 1, border_radius=max(3, w // 6))
    pygame.draw.line(surface, theme.GOLD_LIGHT, (4, 4), (w - 5, h - 5), 2)
    pygame.draw.line(surface, theme.GOLD_LIGHT, (w - 5, 4), (4, h - 5), 2)
    return surface


@lru_cache(maxsize=16)
def emissary_chip(kind: str, size: int) -> pygame.Surface:
    """An emissary: a chip of its kind's colour with the kind's letter."""
    k = Kind(kind)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    box = surface.get_rect()
    pygame.draw.rect(surface, theme.KIND_COLOURS[k], box, border_radius=4)
    pygame.draw.rect(surface, theme.INK_SOFT, box, 1, border_radius=4)
    letter = text(theme.KIND_LETTERS[k], max(9, size * 3 // 5), theme.KIND_INK[k], True)
    surface.blit(letter, letter.get_rect(center=box.center))
    return surface


register(InvadersPart())
