"""The rule reference (F1, or the menu), in the player's language: the base game, the
two-player rules and each module of the game being played (every module on the first
screen), with the table's own pictures of tiles and cards. Opened after a refusal, it turns
to the rule refused."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, language
from game.lessons import try_it
from game.rules import (
    BASE_TILES, CURRENCIES, KINDS, Card, Game, GameConfig, Kind, MoneyCard, Scored, Tile,
    catalogue, currency_name, majority_points,
)
from game.rules.config import DEFAULT_NAMES
from game.rules.events import ScoringRow
from game.scenes.base import Scene
from game.scenes.guide import try_label
from game.scenes.modules import PARTS
from game.scenes.rules_text import BASE, REASON_SECTIONS
from game.scenes.rulesets import TABLES
from game.sprites.cards import CARD_FACES, card_surface, money_card
from game.sprites.scoring_table import draw_scoring_table
from game.sprites.tiles import tile_surface
from game.ui import theme
from game.ui.canvas import new_surface, zoom
from game.ui.fonts import width_of, wrap
from game.ui.layout import screen_offset
from game.ui.widgets import Button, draw_buttons, draw_dim, draw_panel, draw_text, label_width

if TYPE_CHECKING:
    from game.scenes.host import Host

PANEL = pygame.Rect(60, 36, 1160, 648)   # on the 1280x720 screen (see ``panel``)
CONTENTS_WIDTH = 270
TEXT_SIZE = 15
LINE = 21
PICTURES_HEIGHT = 86
MOST_PIECES = 8   # a module's pictures at the head of its page
EXAMPLE = "example:"   # a page headed by a worked example, drawn as the table draws it
EXAMPLE_HEIGHT = 150
EXAMPLE_WIDTH = 720


@dataclass(frozen=True)
class Page:
    key: str
    title: str
    paragraphs: tuple[str, ...]
    pictures: str = ""


def pages_for(game: Game | None) -> list[Page]:
    """The pages to read, in the player's language: the base game's (the two-player page
    with Dirk in the game or none), then each module in the game (every one without a game),
    then the variant's."""
    variant = game.config.variant if game is not None else "base"
    pages = [Page(s.key, _(s.title), tuple(_(p) for p in s.paragraphs), s.pictures)
             for s in BASE
             if not (s.key == "dirk" and game is not None and game.dirk is None)
             and not (s.key == "turn" and variant != "base")]
    titles = {module.id: _(module.title) for module in catalogue()}
    chosen = [m for m in titles if game is None or m in game.config.modules]
    for module_id in chosen:
        part = PARTS.get(module_id)
        if part is not None and part.rules_text:
            pages.append(Page(module_id, titles[module_id], _paragraphs(part.rules_text),
                              pictures=f"module:{module_id}"))
    for key in [variant] if game is not None else list(TABLES):
        table = TABLES[key]
        if table.rules_text:
            pages.append(Page(key, table.title, _paragraphs(table.rules_text)))
    return pages


def page_for_refusal(reason: str | None, module: str | None) -> str | None:
    """The page a refusal's rule is on (None: none in particular)."""
    if module:
        return module
    if reason is None:
        return None
    return REASON_SECTIONS.get(reason, "turn")


def _paragraphs(text: str) -> tuple[str, ...]:
    return tuple(p.strip() for p in text.split("\n\n") if p.strip())


def panel() -> pygame.Rect:
    """The book's panel, in the middle of the canvas drawn now."""
    return PANEL.move(*screen_offset())


class RulesScene(Scene):
    opaque = False
    dialog = True

    def __init__(self, app: Host, game: Game | None, page: str | None = None) -> None:
        self.app = app
        self.game = game
        self.language = language()   # the pages' language
        self.pages = pages_for(game)
        keys = [p.key for p in self.pages]
        self.index = keys.index(page) if page in keys else 0
        self.scroll = 0
        self.hover = (-1, -1)
        self._height = 0   # of the page's text, for scrolling
        self._rendered: dict[tuple[int, float], pygame.Surface] = {}  # pages drawn: page, zoom

    @property
    def page(self) -> Page:
        return self.pages[self.index]

    def follow_language(self) -> None:
        """Read the pages again if the player's language has changed since."""
        if self.language != language():
            self.language = language()
            self.pages = pages_for(self.game)
            self._rendered.clear()

    def turn_to(self, index: int) -> None:
        self.index = max(0, min(len(self.pages) - 1, index))
        self.scroll = 0

    def close(self) -> None:
        self.app.stack.remove(self)

    # ----------------------------------------------------------------- areas
    def contents(self) -> list[Button]:
        box = panel()
        top = box.y + 58
        pitch = min(34, (box.height - 120) // max(1, len(self.pages)))
        return [Button(pygame.Rect(box.x + 16, top + i * pitch, CONTENTS_WIDTH - 24,
                                   pitch - 4), page.title, partial(self.turn_to, i),
                       key=f"page:{page.key}", primary=i == self.index)
                for i, page in enumerate(self.pages)]

    def button(self, key: str) -> Button | None:
        """The contents entry or button named ``key`` (tests and keyboard help)."""
        return next((b for b in [*self.contents(), *self.page_buttons()] if b.key == key),
                    None)

    def page_buttons(self) -> list[Button]:
        """Close, and Try it where the page's module or way to play has a try-it scene."""
        box = panel()
        close = Button(pygame.Rect(box.right - 136, box.bottom - 54, 120, 40), _("Close"),
                       self.close, key="close")
        lesson = try_it(self.page.key)
        if lesson is None:
            return [close]
        label = try_label()
        width = label_width(label, 120)
        return [close, Button(pygame.Rect(close.rect.x - 12 - width, close.rect.y, width, 40),
                              label, lambda: self.try_it(lesson), primary=True,
                              key="try_it")]

    def try_it(self, lesson_id: str) -> None:
        self.close()
        self.app.learn_to_play(lesson_id)

    def text_area(self) -> pygame.Rect:
        box = panel()
        return pygame.Rect(box.x + CONTENTS_WIDTH + 20, box.y + 58,
                           box.width - CONTENTS_WIDTH - 44, box.height - 124)

    # ----------------------------------------------------------------- events
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in [*self.contents(), *self.page_buttons()]:
                if button.rect.collidepoint(event.pos):
                    button.action()
                    return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * LINE * 3)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.close()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll_by(LINE * (12 if event.key == pygame.K_PAGEDOWN else 2))
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll_by(-LINE * (12 if event.key == pygame.K_PAGEUP else 2))
            elif event.key in (pygame.K_TAB, pygame.K_RIGHT):
                self.turn_to((self.index + 1) % len(self.pages))
            elif event.key == pygame.K_LEFT:
                self.turn_to((self.index - 1) % len(self.pages))

    def scroll_by(self, pixels: int) -> None:
        room = self.text_area().height
        self.scroll = max(0, min(max(0, self._height - room), self.scroll + pixels))

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.follow_language()
        draw_dim(surface)
        box = panel()
        draw_panel(surface, box)
        # Translators: the rule reference's title
        draw_text(surface, _("Rules"), (box.x + 20, box.y + 14), 24, theme.INK, bold=True,
                  serif=True)
        draw_text(surface, _("Esc or F1 closes · Tab turns the page · the wheel scrolls"),
                  (box.right - 20, box.y + 24), 12, theme.INK_SOFT, anchor="topright")
        draw_buttons(surface, [*self.contents(), *self.page_buttons()], self.hover, size=13)
        area = self.text_area()
        draw_text(surface, self.page.title, (area.x, area.y - 4), 20, theme.INK, bold=True,
                  serif=True, max_width=area.width)
        body = pygame.Rect(area.x, area.y + 34, area.width, area.height - 34)
        page = self.rendered(body.width)
        self._height = page.get_height() + 34
        surface.blit(page, body, area=pygame.Rect(0, self.scroll, *body.size))
        if self._height > area.height:
            more = self.scroll + area.height < self._height
            if more:   # the text fades out where the page goes on below
                fade = new_surface((body.width, 24))
                for k in range(24):
                    fade.fill((*theme.PANEL, min(255, k * 11)), (0, k, body.width, 1))
                surface.blit(fade, (body.x, body.bottom - 24))
            # left of the page's buttons
            right = min(button.rect.x for button in self.page_buttons()) - 14
            draw_text(surface, _("more below: scroll ▾") if more else _("end of the page"),
                      (right, box.bottom - 34), 12, theme.INK_SOFT, anchor="midright")

    def rendered(self, width: int) -> pygame.Surface:
        """The page, pictures and text, drawn whole once (it is scrolled, not redrawn)."""
        key = (self.index, zoom())
        found = self._rendered.get(key)
        if found is None:
            found = self._rendered[key] = render_page(self.page, width)
        return found


def render_page(page: Page, width: int) -> pygame.Surface:
    """A page's pictures and text, ``width`` wide and as high as they are."""
    blocks = []
    for paragraph in page.paragraphs:
        point = paragraph.startswith("- ")
        indent = 22 if point else 0
        lines = wrap(paragraph[2:] if point else paragraph, TEXT_SIZE, width - indent - 8)
        blocks.append((point, indent, lines))
    room = (_pictures_height(page.pictures) + 10 if page.pictures else 0) + sum(
        len(lines) * LINE + (4 if point else 10) for point, _indent, lines in blocks)
    canvas = new_surface((width, max(1, room)))
    y = _draw_pictures(canvas, page.pictures) + 10 if page.pictures else 0
    for point, indent, lines in blocks:
        if point:
            draw_text(canvas, "•", (6, y), TEXT_SIZE, theme.INK)
        for line in lines:
            draw_text(canvas, line, (indent, y), TEXT_SIZE, theme.INK)
            y += LINE
        y += 4 if point else 10
    return canvas.cropped((0, 0, width, max(1, y)))


def module_pieces(module_id: str) -> list[Card | Tile]:
    """A module's own cards and tiles as a game with it deals them, one of each look (at
    most ``MOST_PIECES``)."""
    game = Game.new(GameConfig(players=2, seed=1, modules=frozenset({module_id})))
    home = type(game.module(module_id)).__module__   # where the module's own classes live
    pieces: dict[str, Card | Tile] = {}
    for _place, piece in game.locations():
        own = type(piece).__module__ == home
        odd_tile = isinstance(piece, Tile) and piece.category not in ("building", "fountain")
        odd_money = isinstance(piece, MoneyCard) and piece.currency not in CURRENCIES
        # only what the table draws as itself (a card with a face of its own, a tile)
        drawn = isinstance(piece, (Tile, MoneyCard)) or type(piece) in CARD_FACES
        if (own or odd_tile or odd_money) and drawn:
            pieces.setdefault(piece.label(), piece)
    return [pieces[label] for label in sorted(pieces)][:MOST_PIECES]


def _pictures_height(which: str) -> int:
    if which.startswith(EXAMPLE):
        return EXAMPLE_HEIGHT
    example = _module_example(which)
    return PICTURES_HEIGHT + (example.get_height() + 10 if example is not None else 0)


def _module_example(which: str) -> pygame.Surface | None:
    part = PARTS.get(which.removeprefix("module:")) if which.startswith("module:") else None
    return part.rule_example() if part is not None else None


def _draw_pictures(canvas: pygame.Surface, which: str) -> int:
    """The table's own pictures: a tile of each kind, a money card of each currency, or a
    module's own cards and tiles (0 high when it has none)."""
    x = 0
    if which == f"{EXAMPLE}scoring":
        return _draw_tie(canvas)
    if which.startswith("module:"):
        module_id = which.removeprefix("module:")
        images = [tile_surface(piece, 58) if isinstance(piece, Tile)
                  else card_surface(piece, (46, 64)) for piece in module_pieces(module_id)]
        part = PARTS.get(module_id)
        images = images or (part.rule_pictures() if part is not None else [])
        for image in images[:MOST_PIECES]:
            canvas.blit(image, (x, 0))
            x += image.get_width() + 14
        height = PICTURES_HEIGHT - 12 if images else 0
        example = _module_example(which)
        if example is not None:   # the rule sheet's worked example, under the pieces
            canvas.blit(example, (0, height + 10))
            height += 10 + example.get_height()
        return height
    if which == "kinds":
        for kind in KINDS:
            tile = next(t for t in BASE_TILES if t.kind is kind)
            x = _captioned(canvas, tile_surface(tile, 58), theme.KIND_TITLES[kind], x, 62)
    elif which == "money":
        for value, currency in zip((3, 5, 7, 9), CURRENCIES):
            x = _captioned(canvas, money_card(currency, value, (46, 64)),
                           currency_name(currency), x, 68)
    return PICTURES_HEIGHT


def _draw_tie(canvas: pygame.Surface) -> int:
    """The scoring page's worked example as the scoring shows it: at the 2nd scoring, two
    players tied first with 4 towers each, a third with 2; the points are the rules'."""
    names = list(DEFAULT_NAMES[:3])   # the players' names of the table, in every language
    counts = [{Kind.TOWER: 4}, {Kind.TOWER: 4}, {Kind.TOWER: 2}]
    rows = tuple(ScoringRow(seat=seat, counts={k.value: counts[seat].get(k, 0) for k in KINDS},
                            buildings={k.value: points[k] for k in KINDS}, wall=0)
                 for seat, points in enumerate(majority_points(2, counts)))
    scored = Scored(2, rows, tuple(row.total for row in rows))
    colours = [theme.seat_colour("", seat) for seat in range(len(names))]
    area = pygame.Rect(0, 0, min(canvas.get_width(), EXAMPLE_WIDTH), EXAMPLE_HEIGHT)
    draw_scoring_table(canvas, area, scored, names, colours)
    return EXAMPLE_HEIGHT


def _captioned(canvas: pygame.Surface, image: pygame.Surface, caption: str, x: int,
               under: int) -> int:
    """``image`` with ``caption`` centred ``under`` its top, in a column from ``x`` as wide
    as the wider of them; returns where the next column starts."""
    width = max(image.get_width(), width_of(caption, 12))
    centre = x + width // 2
    canvas.blit(image, (centre - image.get_width() // 2, 0))
    draw_text(canvas, caption, (centre, under), 12, theme.INK, anchor="midtop")
    return x + width + 24
