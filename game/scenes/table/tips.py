"""The table's tooltips: a label at the pointer with its verdict marked (✓ or ✗), and the
words for whatever the pointer is over (a market tile, a kind's chip, a player's score or
token, a module's card or item, a folded zone's badge, the log)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.rules import Game, Kind, Player, Tile, scoring_table
from game.rules.types import SIDE_WORDS, SIDES, money_words
from game.scenes.table.action_bar import ADVICE_TAG
from game.scenes.table.log_panel import LOG_TAG
from game.scenes.table.own_area import OWNED_TAG
from game.scenes.table.seat_facts import TOKEN_TAG, SeatToken
from game.scenes.table.zones import BADGE_TAG
from game.sprites.statistics_table import SCORINGS, lines_words
from game.sprites.tiles import SIDE_LOOKS
from game.statistics import row_lines
from game.text import first_upper
from game.ui import paint, theme
from game.ui.fonts import line_pitch, text, wrap
from game.ui.theme import KIND_TITLES

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

Pos = tuple[int, int]
TOOLTIP_WIDTH = 460   # a longer tooltip is wrapped onto lines this wide
VERDICT_MARKS = {True: "✓", False: "✗"}
# The hit areas whose words the table tells on hover (besides the modules' and ruleset's).
TIP_TAGS = ("hand_card", "display_card", "kind", "square", "column_tile", "seen_hand",
            "score_row", TOKEN_TAG, BADGE_TAG, ADVICE_TAG, LOG_TAG, OWNED_TAG)


def draw_tooltip(surface: pygame.Surface, words: str, pos: Pos, good: bool,
                 below: int = 20, above: bool = False,
                 avoid: pygame.Rect | None = None) -> None:
    """A label centred under ``pos`` (``below`` pixels down; ``above``: that far over it),
    kept on screen, and on the other side of ``pos`` where it would cover ``avoid`` (a
    message on show); long words (a paragraph of help) wrapped onto lines."""
    mark = text(VERDICT_MARKS[good], 14, theme.GOOD if good else theme.BAD, True)
    room = min(TOOLTIP_WIDTH, surface.get_width() - 40 - mark.get_width())
    images = [text(line, 13, theme.INK, True) for line in wrap(words, 13, room, bold=True)]
    pitch = line_pitch(13)
    lines_h = (len(images) - 1) * pitch + images[0].get_height()
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 22 + mark.get_width(),
                      lines_h + 10)
    for side in ((above, not above) if avoid is not None else (above,)):
        if side:
            box.midbottom = (pos[0], pos[1] - below)
        else:
            box.midtop = (pos[0], pos[1] + below)
        box.clamp_ip(surface.get_rect().inflate(-8, -8))
        if avoid is None or not box.colliderect(avoid):
            break
    paint.rect(surface, theme.PAPER, box, border_radius=6)
    paint.rect(surface, theme.GOOD if good else theme.BAD, box, 2, border_radius=6)
    # the verdict told by a mark as well as by the colour of the frame
    surface.blit(mark, mark.get_rect(midleft=(box.x + 8, box.centery)))
    for i, image in enumerate(images):
        surface.blit(image, (box.right - 8 - image.get_width() if len(images) == 1
                             else box.x + 14 + mark.get_width(), box.y + 5 + i * pitch))


def kind_words(kind: Kind) -> str:
    """What a kind scores: the points of the most, second and third at each scoring."""
    table = scoring_table()
    # Translators: {points} are the points of a kind's first, second and third, "8/4/1"
    scorings = (_("1st scoring {points}"), _("2nd scoring {points}"), _("3rd scoring {points}"))
    places = " · ".join(scorings[n - 1].format(points="/".join(str(p) for p in table[n][kind]))
                        for n in (1, 2, 3))
    return _("{kind}, points for the most/second/third: {places}").format(
        kind=KIND_TITLES[kind], places=places)


def seen_money_words(player: Player) -> str:
    """What everyone saw ``player`` take and not pay yet, and how much of the hand is not
    known (the starting money, cards dealt face down)."""
    seen = player.seen_cards()
    unseen = len(player.hand) - len(seen)
    # Translators: the money cards a player was seen to take, when there are none
    known = ", ".join(card.label() for card in seen) or _("nothing")
    if not unseen:
        return _("{name} was seen to take, and has not paid: {cards}").format(
            name=player.name, cards=known)
    return ngettext("{name} was seen to take, and has not paid: {cards}; {count} card nobody "
                    "saw (starting money, cards dealt face down)",
                    "{name} was seen to take, and has not paid: {cards}; {count} cards nobody "
                    "saw (starting money, cards dealt face down)",
                    unseen).format(name=player.name, cards=known, count=unseen)


def score_words(game: Game, names: list[str], who: int | str) -> str:
    """A player's (or Dirk's) points so far, scoring by scoring and line by line."""
    seat = None if who == "dirk" else who
    name = "Dirk" if seat is None else names[seat]
    titles = dict(SCORINGS)
    parts = []
    for scored in game.history:
        row = next((r for r in scored.rows if r.seat == seat), None)
        if row is not None:
            parts.append(f"{_(titles[scored.number])} {row.gained:+d} "
                         f"({lines_words(row_lines(row))})")
    total = (game.dirk_score or 0) if seat is None else game.players[seat].score
    if not parts:
        return ngettext("{name}: {total} point; nothing scored yet (scorings come with the "
                        "scoring cards and at the end)",
                        "{name}: {total} points; nothing scored yet (scorings come with the "
                        "scoring cards and at the end)", total).format(name=name, total=total)
    # Translators: {scorings} are the player's points scoring by scoring
    return ngettext("{name}: {total} point · {scorings}", "{name}: {total} points · {scorings}",
                    total).format(name=name, total=total, scorings=" · ".join(parts))


def tile_words(game: Game, tag: str, key: object) -> str:
    """What a tile on offer is: its kind, price (and currency) and walls."""
    if tag == "square":
        tile = game.market[key] if isinstance(key, int) and key < len(game.market) else None
    else:
        tile = next((t for _where, t in game.locations() if getattr(t, "id", None) == key
                     and isinstance(t, Tile)), None)
    if tile is None:
        return ""
    facts = [first_upper(tile.label())]
    if tag == "square":
        money = money_words(game.currency_of(key), tile.price)
        facts.append(_("costs {money}").format(money=money))
    # Sorts of side whose look has words of its own (a camp's bastions) are told apart;
    # the others are walls.
    told = [kind for kind, look in SIDE_LOOKS.items() if look.words and tile.sides_of(kind)]
    for kind in told:
        sides = ", ".join(_(SIDE_WORDS[s]) for s in SIDES if tile.side_kind(s) == kind)
        facts.append(_(SIDE_LOOKS[kind].words).format(sides=sides))
    walls = ", ".join(_(SIDE_WORDS[s]) for s in SIDES
                      if tile.side_kind(s) is not None and tile.side_kind(s) not in told)
    if walls:
        # Translators: {sides} are the sides of a tile with a wall ("top, left")
        facts.append(_("walls: {sides}").format(sides=walls))
    elif not told:
        facts.append(_("no walls"))
    return " · ".join(facts)


def tip_words(scene: TableScene, tag: str, key: object) -> str:
    """The words for the hit area (``tag``, ``key``) under the pointer ("": none)."""
    game = scene.game
    ruleset = scene.match.ruleset
    if tag in (ADVICE_TAG, OWNED_TAG):
        return str(key)
    if tag == LOG_TAG:
        # Translators: the log panel's tooltip; L is a key
        return _("Click (or press L) to read the whole game; the wheel scrolls here.")
    if tag == BADGE_TAG:
        return scene.badge_words(str(key))
    if tag == "kind":
        return kind_words(key)
    if tag in ("square", "column_tile"):
        return tile_words(game, tag, key)
    if tag == "seen_hand":
        return seen_money_words(game.players[key])
    if tag == "score_row":
        return score_words(game, scene.match.names, key)
    if tag == TOKEN_TAG:
        return scene.token_words(key) if isinstance(key, SeatToken) else ""
    if tag in ruleset.tags:
        return ruleset.tip(scene, tag, key)
    if tag in ("hand_card", "display_card"):
        cards = game.display if tag == "display_card" else game.purse(game.to_move)
        card = next((c for c in cards if c.id == key), None)
        if card is None:
            return ""
        # a module's card (money of its own too: a master builder)
        return next((w for part in scene.parts if (w := part.card_words(game, card))), "")
    part = scene.part_for_tag(tag)
    return part.tip(scene, tag, key) if part else ""


def draw_pointed_tip(scene: TableScene, surface: pygame.Surface) -> None:
    """The words for what the pointer is over, under it (over it for a card of the hand:
    under the hand the actions panel tells the payment)."""
    ruleset = scene.match.ruleset
    hit = scene.regions.hit(scene.hover, (*TIP_TAGS, *ruleset.tags, *scene.part_tags()))
    if hit is None:
        return
    tag, key = hit
    words = tip_words(scene, tag, key)
    if not words:
        return
    spot = scene.regions.rect_of(tag, key)
    if spot is None:
        draw_tooltip(surface, words, scene.hover, True, 6)
    elif tag in ("hand_card", OWNED_TAG) or spot.centery > surface.get_height() * 3 // 4:
        draw_tooltip(surface, words, spot.midtop, True, 6, above=True)
    else:
        draw_tooltip(surface, words, spot.midbottom, True, 6)
