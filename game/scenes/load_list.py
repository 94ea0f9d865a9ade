"""The list of saved games (Ctrl+O): named saves first, then every autosaved game once, at
its newest state, each with its date, players, round and turn. A file that cannot be opened
is listed greyed with its problem; trying to open a bad file says why and changes nothing, so
the game on the table goes on. A finished game can be deleted (two clicks: nothing is
deleted by a slip)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext, pgettext
from game.rules import catalogue
from game.saves import (
    SaveInfo, delete_game, delete_save, list_autosaves, list_saves, saves_dir,
)
from game.scenes.base import Scene
from game.scenes.rulesets import TABLES
from game.ui import paint, theme
from game.ui.fonts import SMALLEST, first_fitting, fit_path
from game.ui.layout import rect
from game.ui.widgets import Button, button_at, draw_buttons, draw_dim, draw_panel, draw_text

if TYPE_CHECKING:
    from game.scenes.host import Host

ROW_HEIGHT = 50
HEADER_HEIGHT = 30
SCROLL_STEP = ROW_HEIGHT


def day_words(when: datetime) -> str:
    """A day as "05 Mar 2024", the month named in the player's language."""
    months = (pgettext("month", "Jan"), pgettext("month", "Feb"), pgettext("month", "Mar"),
              pgettext("month", "Apr"), pgettext("month", "May"), pgettext("month", "Jun"),
              pgettext("month", "Jul"), pgettext("month", "Aug"), pgettext("month", "Sep"),
              pgettext("month", "Oct"), pgettext("month", "Nov"), pgettext("month", "Dec"))
    # Translators: a date, e.g. "05 Mar 2024"; {month} is the month's short name
    return _("{day} {month} {year}").format(day=f"{when:%d}", month=months[when.month - 1],
                                            year=when.year)


def save_when(info: SaveInfo) -> str:
    when = info.when
    if not when:
        return ""
    # Translators: when a game was saved, e.g. "05 Mar 2024, 14:30"
    return _("{date}, {time}").format(date=day_words(when), time=f"{when:%H:%M}")


def save_words(info: SaveInfo, name_modules: bool = True, name_players: bool = True) -> str:
    """What a save holds, in one line: players (unless its title names them), where the
    game stands, modules (named, or only counted where there is little room)."""
    if info.problem:
        return _("Cannot be opened: {problem}.").format(problem=info.problem)
    if info.over:
        # Translators: a saved game that has ended
        state = _("finished")
    elif info.to_move:
        state = _("round {round}, turn {turn} · {name} to play").format(
            round=info.round, turn=info.turn, name=info.to_move)
    else:
        state = _("round {round}, turn {turn}").format(round=info.round, turn=info.turn)
    titles = {module.id: _(module.title) for module in catalogue()}
    known = [titles[m] for m in info.modules if m in titles]
    modules = ", ".join(known) if name_modules or len(known) < 2 else ngettext(
        "{count} module", "{count} modules", len(known)).format(count=len(known))
    if info.variant in TABLES and info.variant != "base":
        modules = TABLES[info.variant].title
    facts = [", ".join(info.players)] if name_players else []
    return " · ".join([*facts, state, *([modules] if modules else [])])


def autosave_title(info: SaveInfo) -> str:
    """An autosaved game's name: who plays it (its detail says where it stands)."""
    if info.problem or not info.players:
        return _("Autosave")
    players = list(info.players)
    if len(players) == 1:
        return players[0]
    # Translators: an autosaved game is named by its players: "Amira, Basim and Carmen"
    return _("{first} and {last}").format(first=", ".join(players[:-1]), last=players[-1])


@dataclass
class Row:
    """One line of the list: a section title (``info`` None) or a save."""

    title: str
    info: SaveInfo | None = None
    autosaved: bool = False  # one game's autosaves (deleting removes them all)
    confirming: bool = False  # Delete was clicked once: the next click deletes

    @property
    def height(self) -> int:
        return HEADER_HEIGHT if self.info is None else ROW_HEIGHT


class LoadScene(Scene):
    opaque = False
    dialog = True

    def __init__(self, app: Host) -> None:
        self.app = app
        self.rows = self._read()
        self.scroll = 0
        self.problem = ""
        self.hover = (-1, -1)

    def _read(self) -> list[Row]:
        saves, autosaves = list_saves(), list_autosaves()
        rows = [Row(_("Your saves"))]
        rows += [Row(info.title, info) for info in saves]
        if not saves:
            rows.append(Row(_("No saved games yet: Ctrl+S saves the game on the table.")))
        rows.append(Row(_("Every game, autosaved after each turn (its newest state)")))
        rows += [Row(autosave_title(info), info, autosaved=True) for info in autosaves]
        if not autosaves:
            rows.append(Row(_("No autosaves yet.")))
        return rows

    # ----------------------------------------------------------------- geometry
    def list_area(self) -> pygame.Rect:
        panel = rect("dialog")
        return pygame.Rect(panel.x + 24, panel.y + 76, panel.width - 48, panel.height - 76 - 96)

    def placed(self) -> list[tuple[pygame.Rect, Row]]:
        """Every row with its place on screen (rows outside the list area are cut off)."""
        area = self.list_area()
        y = area.y - self.scroll
        result = []
        for row in self.rows:
            result.append((pygame.Rect(area.x, y, area.width, row.height - 4), row))
            y += row.height
        return result

    def max_scroll(self) -> int:
        return max(0, sum(row.height for row in self.rows) - self.list_area().height)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def row_rect(self, path: Path) -> pygame.Rect | None:
        """Where the save in ``path`` is listed (tests click it)."""
        return next((r for r, row in self.placed() if row.info and row.info.path == path), None)

    def delete_box(self, box: pygame.Rect) -> pygame.Rect:
        """Where a finished game's Delete button sits in its row."""
        return pygame.Rect(box.right - 186, box.y + 24, 174, 20)

    def watch_box(self, box: pygame.Rect, row: Row) -> pygame.Rect:
        """Where a save's Watch button sits (left of Delete, when there is one)."""
        right = self.delete_box(box).x - 8 if self.deletable(row) else box.right - 12
        return pygame.Rect(right - 120, box.y + 24, 120, 20)

    def watch(self, info: SaveInfo) -> None:
        """Replay the saved game move by move (over this list)."""
        problem = self.app.watch_path(info.path)
        if problem:
            self.problem = _("“{title}” cannot be watched: {problem}").format(
                title=info.title, problem=problem)

    def deletable(self, row: Row) -> bool:
        return row.info is not None and row.info.problem is None and row.info.over

    def buttons(self) -> list[Button]:
        panel = rect("dialog")
        return [Button(pygame.Rect(panel.right - 184, panel.bottom - 62, 160, 44), _("Close"),
                       self.close, key="close")]

    def button(self, key: str) -> Button | None:
        return next((b for b in self.buttons() if b.key == key), None)

    # ----------------------------------------------------------------- actions
    def close(self) -> None:
        self.app.stack.remove(self)

    def open(self, info: SaveInfo) -> None:
        if info.problem:
            self.problem = _("“{title}” cannot be opened: {problem}.").format(
                title=info.title, problem=info.problem)
            return
        problem = self.app.load_path(info.path)
        if problem is None:
            return  # the loaded game is on the table now (this list went with the old one)
        self.problem = _("“{title}” cannot be opened: {problem}").format(
            title=info.title, problem=problem)
        plain = problem.rstrip(".")
        plain = plain[:1].lower() + plain[1:]
        for row in self.rows:  # list it as it really is from now on
            if row.info is not None and row.info.path == info.path:
                row.info = SaveInfo(path=info.path, name=info.name, problem=plain)

    def delete(self, row: Row) -> None:
        """A finished game's Delete: the first click asks, the second deletes."""
        if not row.confirming:
            for other in self.rows:
                other.confirming = False
            row.confirming = True
            return
        assert row.info is not None
        try:
            if row.autosaved:
                delete_game(row.info.game_id)
            else:
                delete_save(row.info.path)
        except OSError as error:
            self.problem = _("“{title}” could not be deleted ({reason}).").format(
                title=row.info.title, reason=error.strerror)
            row.confirming = False
            return
        self.rows = self._read()
        self.scroll_by(0)

    # ----------------------------------------------------------------- events
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * SCROLL_STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = button_at(self.buttons(), event.pos)
            if button is not None:
                button.action()
                return
            if not self.list_area().collidepoint(event.pos):
                if not rect("dialog").collidepoint(event.pos):
                    self.close()
                return
            for box, row in self.placed():
                if row.info is not None and box.collidepoint(event.pos):
                    if self.deletable(row) and self.delete_box(box).collidepoint(event.pos):
                        self.delete(row)
                    elif row.info.problem is None \
                            and self.watch_box(box, row).collidepoint(event.pos):
                        self.watch(row.info)
                    else:
                        self.open(row.info)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll_by(SCROLL_STEP * (1 if event.key == pygame.K_DOWN else 6))
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll_by(-SCROLL_STEP * (1 if event.key == pygame.K_UP else 6))

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface)
        panel = rect("dialog")
        inner = draw_panel(surface, panel)
        draw_text(surface, _("Open a saved game"), (inner.x + 16, inner.y + 8), 28, theme.INK,
                  bold=True, serif=True)
        draw_text(surface, _("Click a game to open it, Watch to see it again move by move · "
                             "Esc goes back"), (inner.x + 16, inner.y + 46), 13,
                  theme.INK_SOFT, max_width=inner.width - 32)
        area = self.list_area()
        paint.rect(surface, theme.PANEL_SHADE, area.inflate(8, 8), border_radius=6)
        clip = surface.get_clip()
        surface.set_clip(area)
        for box, row in self.placed():
            if box.bottom < area.y or box.y > area.bottom:
                continue
            self._draw_row(surface, box, row)
        surface.set_clip(clip)
        if self.max_scroll():
            self._draw_scrollbar(surface, area)
        if self.problem:
            draw_text(surface, self.problem, (inner.x + 16, panel.bottom - 86), 14, theme.BAD,
                      bold=True, max_width=inner.width - 32)
        kept = fit_path(_("Saves are kept in {folder}"), saves_dir(), SMALLEST, inner.width - 230,
                        field="folder")
        draw_text(surface, kept, (inner.x + 16, panel.bottom - 46), SMALLEST, theme.INK_SOFT,
                  anchor="midleft", max_width=inner.width - 230)
        draw_buttons(surface, self.buttons(), self.hover, size=16)

    def _draw_row(self, surface: pygame.Surface, box: pygame.Rect, row: Row) -> None:
        info = row.info
        if info is None:
            draw_text(surface, row.title, (box.x + 6, box.centery + 2), 14, theme.INK_SOFT,
                      anchor="midleft", bold=True)
            return
        bad = info.problem is not None
        hovered = box.collidepoint(self.hover) and self.list_area().collidepoint(self.hover)
        fill = theme.PANEL if bad else (theme.GOLD_LIGHT if hovered else theme.PAPER)
        paint.rect(surface, fill, box, border_radius=6)
        paint.rect(surface, theme.INK_FAINT if bad else theme.PANEL_EDGE, box, 1,
                   border_radius=6)
        ink = theme.INK_FAINT if bad else theme.INK
        when = save_when(info)
        right = box.right - 12
        if when:
            right = draw_text(surface, when, (box.right - 12, box.y + 8), 13,
                              theme.INK_FAINT if bad else theme.INK_SOFT, anchor="topright").x - 12
        draw_text(surface, row.title, (box.x + 12, box.y + 6), 16, ink, bold=True,
                  max_width=right - box.x - 12)
        words_width = box.width - 24
        if not bad:
            watch = self.watch_box(box, row)
            words_width = watch.x - box.x - 20
            paint.rect(surface, theme.PANEL, watch, border_radius=4)
            # Translators: a button that replays a saved game move by move
            draw_text(surface, _("Watch ▸"), watch.center, 12, theme.INK_SOFT, anchor="center")
        if self.deletable(row):
            delete = self.delete_box(box)
            words_width = delete.x - box.x - 20
            paint.rect(surface, theme.BAD if row.confirming else theme.PANEL, delete,
                       border_radius=4)
            draw_text(surface, _("Click again to delete") if row.confirming else _("Delete"),
                      delete.center, 12, theme.PAPER if row.confirming else theme.INK_SOFT,
                      anchor="center", bold=row.confirming)
        # the modules named where they fit the line, else counted
        words = first_fitting([save_words(info, name_players=not row.autosaved),
                               save_words(info, name_modules=False,
                                          name_players=not row.autosaved)],
                              13, words_width)
        draw_text(surface, words, (box.x + 12, box.y + 27), 13,
                  theme.BAD if bad else theme.INK_SOFT, max_width=words_width)

    def _draw_scrollbar(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        total = sum(row.height for row in self.rows)
        track = pygame.Rect(area.right + 2, area.y, 4, area.height)
        size = max(24, area.height * area.height // total)
        top = track.y + (track.height - size) * self.scroll // max(1, self.max_scroll())
        paint.rect(surface, theme.INK_FAINT, (track.x, top, track.width, size),
                   border_radius=2)
