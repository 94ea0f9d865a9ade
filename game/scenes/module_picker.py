"""The setup's module picker: every expansion module under its expansion's heading, each
with its one-line description, ticked on or off, and under a module its own options (each
ticked on or off; ticking one turns its module on); a heading ticks its whole expansion, and
"All" and "None" do every module at once. The list scrolls (wheel, arrow keys, the bar) when
it is longer than its panel, so it stays readable with all sixteen modules."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

import pygame

from game.i18n import _, ngettext
from game.rules import Module
from game.scenes.guide import try_label
from game.ui import paint, theme
from game.ui.canvas import zoom
from game.ui.fonts import drawn_size, overflowed, wrap
from game.ui.widgets import Button, draw_panel, draw_text, draw_tick, label_width

HEADING_ROW = 28
MODULE_ROW = 60   # a module's title, and what it does on two lines
OPTION_ROW = 38   # room for its words on two lines
SCROLL_STEP = MODULE_ROW
BUTTON_SIZE = 12   # the type of the small All and None buttons


def small_pitch() -> int:
    """The pitch of the picker's lines of small type (tight: they are short)."""
    return max(14, drawn_size(12) + 2)


@dataclass(frozen=True)
class Row:
    """A heading (``expansion`` set, ``module`` None), a module, or one of a module's
    options (``option`` set)."""

    expansion: int
    module: Module | None = None
    option: str | None = None



class ModulePicker:
    def __init__(self, area: pygame.Rect, modules: Sequence[Module],
                 expansions: Mapping[int, str], chosen: Sequence[str] = (),
                 options: Sequence[str] = (),
                 tries: Mapping[str, Callable[[], None]] | None = None) -> None:
        self.area = area
        self.tries = dict(tries or {})   # a module's try-it scene, opened from its row
        self.modules = list(modules)
        self.expansions = expansions
        known = {m.id for m in self.modules}
        self.chosen = [m.id for m in self.modules if m.id in set(chosen) & known]
        self.owners = {o: m.id for m in self.modules for o in m.options}
        self.chosen_options = [o for o in self.owners if o in set(options)]
        self.scroll = 0
        self.rows: list[Row] = []
        for number in sorted({m.expansion for m in self.modules}):
            self.rows.append(Row(number))
            for module in (m for m in self.modules if m.expansion == number):
                self.rows.append(Row(number, module))
                self.rows += [Row(number, module, option) for option in module.options]

    # ----------------------------------------------------------------- choosing
    def toggle(self, module_id: str) -> None:
        on = set(self.chosen) ^ {module_id}
        self.chosen = [m.id for m in self.modules if m.id in on]

    def toggle_expansion(self, number: int) -> None:
        """Tick every module of the expansion, or untick them all if all were ticked."""
        ids = {m.id for m in self.modules if m.expansion == number}
        on = set(self.chosen)
        on = on - ids if ids <= on else on | ids
        self.chosen = [m.id for m in self.modules if m.id in on]

    def toggle_option(self, option: str) -> None:
        """Tick or untick a module's option; ticking it turns its module on too."""
        if option in self.chosen_options:
            self.chosen_options.remove(option)
            return
        self.chosen_options = [o for o in self.owners if o in {*self.chosen_options, option}]
        if self.owners[option] not in self.chosen:
            self.toggle(self.owners[option])

    def options(self) -> list[str]:
        """The options ticked whose module is on (an option without its module means
        nothing)."""
        return [o for o in self.chosen_options if self.owners[o] in self.chosen]

    def choose_all(self) -> None:
        self.chosen = [m.id for m in self.modules]

    def choose_none(self) -> None:
        self.chosen = []

    # ----------------------------------------------------------------- geometry
    def list_area(self) -> pygame.Rect:
        inner = self.area.inflate(-16, -12)
        return pygame.Rect(inner.x, inner.y + 26, inner.width - 8, inner.height - 26 - 20)

    def placed(self) -> list[tuple[pygame.Rect, Row]]:
        area = self.list_area()
        y = area.y - self.scroll
        result = []
        for row in self.rows:
            height = self.height(row)
            result.append((pygame.Rect(area.x, y, area.width, height - 4), row))
            y += height
        return result

    def height(self, row: Row) -> int:
        """How tall ``row`` is drawn: a module with room for its words (two lines or more),
        every row taller where the type takes more of the table (a small window)."""
        if row.option is not None:
            return max(OPTION_ROW, 2 * small_pitch() + 10)
        if row.module is None:
            return max(HEADING_ROW, drawn_size(13) + 13)
        lines = _description_lines(_(row.module.description), self.list_area().width - 44,
                                   zoom())
        return max(MODULE_ROW, 23 + max(2, len(lines)) * small_pitch() + 9)

    def max_scroll(self) -> int:
        return max(0, sum(self.height(row) for row in self.rows) - self.list_area().height)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def box(self, index: int) -> pygame.Rect:
        """Where the ``index``-th module (rule order) is listed, scrolled into view: whole,
        or, if it is taller than the list (a tiny window's large type), from its top."""
        module = self.modules[index]
        box = self._row_box(module)
        area = self.list_area()
        if box.top < area.top or box.height > area.height:
            self.scroll_by(box.top - area.top)
        elif box.bottom > area.bottom:
            self.scroll_by(box.bottom - area.bottom)
        return self._row_box(module)

    def _row_box(self, module: Module) -> pygame.Rect:
        box = next((box for box, row in self.placed() if row.module is module), None)
        if box is None:
            raise IndexError(module.id)
        return box

    def buttons(self) -> list[Button]:
        inner = self.area.inflate(-16, -12)
        # Translators: a small button that unticks every module
        width = label_width(_("None"), 68, BUTTON_SIZE)
        none = Button(pygame.Rect(inner.right - width, inner.y - 2, width, 22), _("None"),
                      self.choose_none, key="modules_none")
        # Translators: a small button that ticks every module
        width = label_width(_("All"), 50, BUTTON_SIZE)
        every = Button(pygame.Rect(none.rect.x - 6 - width, inner.y - 2, width, 22), _("All"),
                       self.choose_all, key="modules_all")
        return [every, none]

    # ----------------------------------------------------------------- events
    def click(self, pos: tuple[int, int]) -> bool:
        """True if the click was the picker's."""
        for button in self.buttons():
            if button.rect.collidepoint(pos):
                button.action()
                return True
        if not self.list_area().collidepoint(pos):
            return self.area.collidepoint(pos)
        for box, row in self.placed():
            if box.collidepoint(pos):
                if (row.module is not None and row.option is None
                        and row.module.id in self.tries and try_box(box).collidepoint(pos)):
                    self.tries[row.module.id]()
                elif row.module is None:
                    self.toggle_expansion(row.expansion)
                elif row.option is not None:
                    self.toggle_option(row.option)
                else:
                    self.toggle(row.module.id)
                return True
        return True

    def wheel(self, pos: tuple[int, int], steps: int) -> bool:
        if not self.area.collidepoint(pos):
            return False
        self.scroll_by(-steps * SCROLL_STEP)
        return True

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, hover: tuple[int, int]) -> None:
        draw_panel(surface, self.area, _("Expansion modules"))
        for button in self.buttons():
            button.draw(surface, button.rect.collidepoint(hover), size=BUTTON_SIZE)
        area = self.list_area()
        clip = surface.get_clip()
        surface.set_clip(area)
        over_list = area.collidepoint(hover)
        for box, row in self.placed():
            if box.bottom < area.y or box.y > area.bottom:
                continue
            if row.module is None:
                self._draw_heading(surface, box, row.expansion, over_list and
                                   box.collidepoint(hover))
            elif row.option is not None:
                self._draw_option(surface, box, row.module, row.option, over_list and
                                  box.collidepoint(hover))
            else:
                self._draw_module(surface, box, row.module, over_list and
                                  box.collidepoint(hover))
        surface.set_clip(clip)
        if self.max_scroll():
            total = sum(self.height(row) for row in self.rows)
            track = pygame.Rect(area.right + 3, area.y, 4, area.height)
            size = max(24, area.height * area.height // total)
            top = track.y + (track.height - size) * self.scroll // self.max_scroll()
            paint.rect(surface, theme.INK_FAINT, (track.x, top, track.width, size),
                       border_radius=2)
        count = len(self.chosen)
        if not count:
            words = _("Base game only.")
        elif self.max_scroll():
            words = ngettext("{count} module on · the wheel scrolls",
                             "{count} modules on · the wheel scrolls", count).format(count=count)
        else:
            words = ngettext("{count} module on.", "{count} modules on.", count).format(
                count=count)
        draw_text(surface, words, (area.x + 2, self.area.bottom - 16), 12, theme.INK_SOFT,
                  anchor="midleft", max_width=area.width)

    def _draw_heading(self, surface: pygame.Surface, box: pygame.Rect, number: int,
                      hovered: bool) -> None:
        ids = {m.id for m in self.modules if m.expansion == number}
        on = ids & set(self.chosen)
        name = self.expansions.get(number, "")
        title = (_("Expansion {number}: {name}").format(number=number, name=_(name)) if name
                 else _("Expansion {number}").format(number=number))
        ink = theme.TEAL_DARK if hovered else theme.INK
        draw_text(surface, title, (box.x + 2, box.centery + 2), 13, ink, anchor="midleft",
                  bold=True, max_width=box.width - 70)
        # Translators: how many of an expansion's modules are ticked, e.g. "2/4 on"
        draw_text(surface, _("{on}/{total} on").format(on=len(on), total=len(ids)),
                  (box.right - 4, box.centery + 2), 12, theme.INK_SOFT, anchor="midright")

    def _draw_option(self, surface: pygame.Surface, box: pygame.Rect, module: Module,
                     option: str, hovered: bool) -> None:
        """One of a module's options, indented under it: a small tick and its words."""
        on = option in self.options()
        line = box.move(36, -2)
        line.width -= 36
        if hovered:
            paint.rect(surface, theme.GOLD_LIGHT, line, border_radius=5)
        tick = pygame.Rect(line.x + 4, line.centery - 8, 16, 16)
        draw_tick(surface, tick, on)
        ink = theme.INK if module.id in self.chosen else theme.INK_FAINT
        lines = _two_lines(_(module.options[option]), line.right - tick.right - 12)
        pitch = small_pitch()
        top = line.centery - (pitch * (len(lines) - 1) + drawn_size(12)) // 2
        for k, words in enumerate(lines):
            draw_text(surface, words, (tick.right + 8, top + pitch * k), 12, ink,
                      max_width=line.right - tick.right - 12)

    def _draw_module(self, surface: pygame.Surface, box: pygame.Rect, module: Module,
                     hovered: bool) -> None:
        chosen = module.id in self.chosen
        fill = theme.PAPER if chosen else theme.PANEL
        paint.rect(surface, theme.GOLD_LIGHT if hovered else fill, box, border_radius=6)
        paint.rect(surface, theme.TEAL if chosen else theme.PANEL_EDGE, box,
                   2 if chosen else 1, border_radius=6)
        draw_tick(surface, pygame.Rect(box.x + 8, box.y + 8, 20, 20), chosen)
        title_room = box.width - 44
        if module.id in self.tries:
            button = try_box(box)
            Button(button, try_label(), self.tries[module.id], key=f"try:{module.id}").draw(
                surface, size=BUTTON_SIZE)
            title_room = button.x - 6 - (box.x + 36)
        draw_text(surface, _(module.title), (box.x + 36, box.y + 5), 14, theme.INK, bold=True,
                  max_width=title_room)
        for k, line in enumerate(_description_lines(_(module.description), box.width - 44,
                                                    zoom())):
            draw_text(surface, line, (box.x + 36, box.y + 23 + k * small_pitch()), 12,
                      theme.INK_SOFT)


def try_box(box: pygame.Rect) -> pygame.Rect:
    """Where a module row's Try it button lies: at the right of its title line."""
    width = label_width(try_label(), 60, BUTTON_SIZE)
    return pygame.Rect(box.right - 6 - width, box.y + 4, width, 20)


@functools.lru_cache(maxsize=64)
def _description_lines(words: str, width: int, at_zoom: float) -> tuple[str, ...]:
    """What a module does, wrapped to ``width`` at the zoom drawn now (``at_zoom``, which
    the type's size in the table's room depends on)."""
    return tuple(wrap(words, 12, width))


def _two_lines(words: str, width: int) -> list[str]:
    """``words`` on the two lines a row has for them (a longer text is told as an
    overflow: a translation to shorten)."""
    lines = wrap(words, 12, width)
    if len(lines) > 2:
        overflowed(words, 12, width)
    return lines[:2]
