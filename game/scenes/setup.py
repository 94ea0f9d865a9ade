"""The setup scene: 2-6 seats, each with a name, a colour, and human or AI (of any kind the
AI offers); the expansion modules to play with; an optional seed; start. The last setup is
remembered. Beside it: Continue (the latest autosave, with what it is) and the saved games."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.ai import STRENGTHS
from game.i18n import N_, _, catalog_problem, ngettext
from game.lessons import try_it
from game.rules import GameConfig
from game.rules.module import BASE_VARIANT
from game.rules.config import DEFAULT_NAMES, MAX_PLAYERS, MIN_PLAYERS
from game.rules import EXPANSIONS, catalogue
from game.saves import SaveInfo, latest_autosave, list_saves, read_info
from game.scenes.base import Scene
from game.scenes.load_list import save_when, save_words
from game.scenes.seats import default_ai_kind
from game.scenes.menu import MenuEntry, MenuScene
from game.scenes.module_picker import ModulePicker
from game.scenes.rulesets import TABLES
from game.session import Seat, Session
from game.ui import paint, theme
from game.ui.background import table_cloth
from game.ui.canvas import new_surface
from game.ui.fonts import (
    SMALLEST, first_fitting, fit_text, fitting_size, line_pitch, width_of, wrap,
)
from game.ui.layout import LOGICAL_SIZE, canvas_size, rect, screen_offset
from game.text import clean_name, is_ascii_number
from game.ui.settings import (
    HUMAN, MAX_SEED_DIGITS, NAME_LENGTH, SeatChoice, language_words, save_settings,
)
from game.ui.widgets import (
    Button, TextField, button_at, draw_buttons, draw_panel, draw_text, draw_tick, label_width,
)

if TYPE_CHECKING:
    from game.scenes.host import Host

ROW_HEIGHT = 50
# Where the seat rows' parts start, from the left edge of the players' panel.
SWATCH_X, NAME_X, PLAYER_X, REMOVE_X = 30, 90, 384, 636
NAME_WIDTH, PLAYER_WIDTH, REMOVE_WIDTH = 282, 240, 120


# What the "Played by" button shows for each choice (kept by its id in the settings).
PLAYER_LABELS = {
    HUMAN: N_("Human"),
    # Translators: a computer player that makes slips a learner can beat
    "easy": N_("AI: easy"),
    # Translators: a computer player that plans each turn
    "normal": N_("AI: normal"),
    # Translators: a computer player that searches ahead
    "hard": N_("AI: hard"),
}


def player_label(player: str) -> str:
    label = PLAYER_LABELS.get(player)
    if label is not None:
        return _(label)
    # Translators: {kind} is the name of a computer player used for tests and measurements
    return _("AI: {kind}").format(kind=player)


def _at_least_players() -> str:
    return ngettext("At least {count} player.", "At least {count} players.",
                    MIN_PLAYERS).format(count=MIN_PLAYERS)


WAY_HEIGHT = 38


def language_area() -> pygame.Rect:
    """The language choice: top right, above everything else on the first screen."""
    return pygame.Rect(canvas_size()[0] - 250, 16, 230, 36)


def learn_area() -> pygame.Rect:
    """The guided first game: top left, where a newcomer looks first."""
    return pygame.Rect(20, 16, label_width(_("Learn to play ▸"), 180), 36)


def way_area() -> pygame.Rect:
    """The way-to-play button, above the module picker."""
    area = rect("setup_modules")
    return pygame.Rect(area.x, area.y, area.width, WAY_HEIGHT)


def picker_area() -> pygame.Rect:
    area = rect("setup_modules")
    top = WAY_HEIGHT + 22
    return pygame.Rect(area.x, area.y + top, area.width, area.height - top)


class SetupScene(Scene):
    def __init__(self, app: Host) -> None:
        self.app = app
        settings = app.settings
        self.seats = [SeatChoice(s.name, s.player, s.colour) for s in settings.seats]
        for i, seat in enumerate(self.seats):
            if seat.colour not in theme.SEAT_COLOURS:
                seat.colour = self._free_colour(i)
        self.fields = [self._name_field(i, seat.name) for i, seat in enumerate(self.seats)]
        self.seed = TextField(self._seed_rect(), settings.seed, max_length=MAX_SEED_DIGITS,
                              allowed=is_ascii_number)
        self.variant = settings.variant
        self.remember_cards = settings.remember_cards
        self.hints = settings.hints
        tries = {module.id: (lambda lesson=lesson: app.learn_to_play(lesson))
                 for module in catalogue() if (lesson := try_it(module.id)) is not None}
        self.picker = ModulePicker(picker_area(), catalogue(), EXPANSIONS, settings.modules,
                                   settings.options, tries)
        self.hover = (-1, -1)
        self.problem = catalog_problem()  # a language spoken in English is said at once
        self.continue_info: SaveInfo | None = None
        self.continue_problem = ""
        self.named_info: SaveInfo | None = None   # the newest named save of a game going on

    # ----------------------------------------------------------------- the seats
    def _row_top(self, index: int) -> int:
        return rect("setup_panel").y + 58 + index * ROW_HEIGHT

    def _name_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(rect("setup_panel").x + NAME_X, self._row_top(index), NAME_WIDTH, 42)

    @staticmethod
    def _seed_rect() -> pygame.Rect:
        panel = rect("setup_panel")
        return pygame.Rect(panel.x + 200, panel.bottom - 70, 170, 42)

    def _name_field(self, index: int, name: str) -> TextField:
        return TextField(self._name_rect(index), name, max_length=NAME_LENGTH)

    def _relayout(self) -> None:
        for i, field in enumerate(self.fields):
            field.rect = self._name_rect(i)
        self.seed.rect = self._seed_rect()
        self.picker.area = picker_area()

    def resized(self) -> None:
        self._relayout()

    def _free_colour(self, index: int) -> str:
        used = {s.colour for j, s in enumerate(self.seats) if j != index}
        return next(c for c in theme.SEAT_COLOURS if c not in used)

    def kinds(self) -> list[str]:
        """What a seat can be: a person, or a computer player of one of the strengths
        (weakest first)."""
        return [HUMAN, *STRENGTHS]

    def choose_player(self, index: int) -> None:
        """Who plays seat ``index``: a chooser listing a person and each strength, weakest
        first, what each strength does said above them (the seat's own choice ticked)."""
        seat = self.seats[index]
        entries = [MenuEntry(player_label(kind) + (" ✓" if kind == seat.player else ""),
                             partial(self.set_player, index, kind))
                   for kind in self.kinds()]
        name = self.fields[index].value.strip() or _("this seat")
        self.app.stack.open_dialog(MenuScene(
            self.app, _("Who plays {name}?").format(name=name),
            entries, note=_("Easy makes slips a learner can beat · Normal plans each turn · "
                            "Hard searches ahead.")))

    def set_player(self, index: int, kind: str) -> None:
        if 0 <= index < len(self.seats):
            self.seats[index].player = kind

    def cycle_colour(self, index: int) -> None:
        names = list(theme.SEAT_COLOURS)
        used = {s.colour for j, s in enumerate(self.seats) if j != index}
        start = names.index(self.seats[index].colour) if self.seats[index].colour in names else 0
        for step in range(1, len(names) + 1):
            candidate = names[(start + step) % len(names)]
            if candidate not in used:
                self.seats[index].colour = candidate
                return

    def add_seat(self) -> None:
        if len(self.seats) >= MAX_PLAYERS:
            self.problem = ngettext("At most {count} player.", "At most {count} players.",
                                    MAX_PLAYERS).format(count=MAX_PLAYERS)
            return
        taken = {f.value.strip().lower() for f in self.fields}
        name = next((n for n in DEFAULT_NAMES if n.lower() not in taken),
                    _("Player {number}").format(number=len(self.seats) + 1))
        self.seats.append(SeatChoice(name, default_ai_kind(), ""))
        self.seats[-1].colour = self._free_colour(len(self.seats) - 1)
        self.fields.append(self._name_field(len(self.seats) - 1, name))
        self.problem = ""

    def seat_count(self, count: int) -> None:
        """As many seats as ``count`` (the command line's choice): seats added or taken
        away at the end, as their buttons would."""
        while len(self.seats) < count:
            self.add_seat()
        while len(self.seats) > count:
            self.remove_seat(len(self.seats) - 1)

    def remove_seat(self, index: int) -> None:
        if len(self.seats) <= MIN_PLAYERS:
            self.problem = _at_least_players()
            return
        del self.seats[index]
        del self.fields[index]
        self._relayout()
        self.problem = ""

    # ----------------------------------------------------------------- the modules
    @property
    def modules(self) -> list[str]:
        """The modules ticked, in rule order."""
        return self.picker.chosen

    def toggle_module(self, module_id: str) -> None:
        self.picker.toggle(module_id)

    def module_box(self, index: int) -> pygame.Rect:
        """Where the ``index``-th module (rule order) is listed, scrolled into view."""
        return self.picker.box(index)

    # ----------------------------------------------------------------- saved games
    def continue_game(self) -> None:
        problem = self.app.continue_game()
        if problem:
            self.continue_problem = problem
            self.continue_info = None

    def open_named(self) -> None:
        info = self.named_info
        if info is None:
            return
        problem = self.app.load_path(info.path)
        if problem:
            self.problem = _("“{title}” cannot be opened: {problem}").format(
                title=info.title, problem=problem)
            self.named_info = None

    # ----------------------------------------------------------------- starting
    def start(self) -> None:
        names = [clean_name(f.value, NAME_LENGTH) for f in self.fields]
        if any(not n for n in names):
            self.problem = _("Every player needs a name.")
            return
        if len({n.lower() for n in names}) != len(names):
            self.problem = _("Two players have the same name.")
            return
        if self.seed.value and not is_ascii_number(self.seed.value):
            self.problem = _("The seed is a whole number written with the digits 0 to 9.")
            return
        for seat, name in zip(self.seats, names):
            seat.name = name
        settings = self.app.settings
        settings.seats = [SeatChoice(s.name, s.player, s.colour) for s in self.seats]
        settings.seed = self.seed.value
        settings.modules = list(self.modules)
        settings.options = list(self.picker.chosen_options)
        settings.variant = self.variant
        settings.remember_cards = self.remember_cards
        settings.hints = self.hints
        save_settings(settings)
        seed = int(self.seed.value) if self.seed.value else None
        seats = [Seat(s.name, s.player, s.colour) for s in self.seats]
        base = self.variant == BASE_VARIANT
        modules = frozenset(self.modules) if base else frozenset()
        options = frozenset(self.picker.options()) if base else frozenset()
        config = GameConfig(players=len(seats), seed=seed, modules=modules,
                            variant=self.variant, options=options)
        session = Session.new(config, seats)
        self.app.start_match(session)

    # ----------------------------------------------------------------- widgets
    def button(self, key: str) -> Button | None:
        """The button named ``key`` (tests and keyboard help)."""
        return next((b for b in [*self.buttons(), *self.picker.buttons()] if b.key == key),
                    None)

    def buttons(self) -> list[Button]:
        panel = rect("setup_panel")
        result: list[Button] = []
        for i, seat in enumerate(self.seats):
            top = self._row_top(i)
            result.append(Button(pygame.Rect(panel.x + PLAYER_X, top, PLAYER_WIDTH, 42),
                                 player_label(seat.player) + " ▾",
                                 partial(self.choose_player, i),
                                 key=f"player{i}"))
            # Translators: a button that takes a player out of the game being set up
            result.append(Button(pygame.Rect(panel.x + REMOVE_X, top, REMOVE_WIDTH, 42),
                                 _("Remove"), partial(self.remove_seat, i),
                                 enabled=len(self.seats) > MIN_PLAYERS,
                                 key=f"remove{i}", hint=_at_least_players()))
        add_top = self._row_top(len(self.seats))
        if len(self.seats) < MAX_PLAYERS:
            result.append(Button(pygame.Rect(panel.x + NAME_X, add_top,
                                             label_width(_("+ Add a player"), 180, 15), 38),
                                 _("+ Add a player"), self.add_seat, key="add"))
        result.append(Button(pygame.Rect(panel.right - 230, panel.bottom - 74, 200, 50),
                             _("Start game"), self.start, primary=True, key="start"))
        result.append(Button(pygame.Rect(panel.right - 350, panel.bottom - 70, 100, 42),
                             _("Quit"), self.app.quit, key="quit"))
        # Translators: a button; {way} is the base game or a variant such as Alcazaba
        way = _("Way to play: {way}  ▸").format(way=TABLES[self.variant].title)
        result.append(Button(way_area(), way, self.cycle_variant, key="variant"))
        result.append(Button(language_area(), language_words(), self.next_language,
                             key="language"))
        # Translators: a button on the first screen: a guided first game
        result.append(Button(learn_area(), _("Learn to play ▸"), self.app.learn_to_play,
                             key="learn"))
        saves = rect("setup_saves")
        if self.continue_info is not None:
            # Translators: a button that resumes the last game
            result.append(Button(pygame.Rect(saves.x + 16, saves.y + 40, 146, 46),
                                 _("Continue ▸"), self.continue_game, primary=True,
                                 key="continue"))
        if self.named_info is not None:
            # Translators: a button that opens the game saved last; keep it short
            result.append(Button(pygame.Rect(saves.x + 16, saves.bottom - 94, 90, 32),
                                 _("Open ▸"), self.open_named, key="open_named"))
        load = _("Open a saved game… (Ctrl+O)")
        result.append(Button(pygame.Rect(saves.x + 16, saves.bottom - 52,
                                         min(saves.width - 32, label_width(load, 300, 15)), 40),
                             load, self.app.open_load_list, key="load"))
        return result

    def swatch(self, index: int) -> pygame.Rect:
        return pygame.Rect(rect("setup_panel").x + SWATCH_X, self._row_top(index), 42, 42)

    def memory_box(self) -> pygame.Rect:
        """The table option "show the money everyone saw taken": its tick and words."""
        panel = rect("setup_panel")
        return pygame.Rect(panel.x + NAME_X, panel.bottom - 142, panel.width - NAME_X - 30, 24)

    def hints_box(self) -> pygame.Rect:
        """The table option "offer hints": its tick and words."""
        return self.memory_box().move(0, 26)

    # ----------------------------------------------------------------- events
    def enter(self) -> None:
        pygame.key.start_text_input()
        self.look_for_autosave()

    def resume(self) -> None:
        self.look_for_autosave()  # a load list on top may have changed what there is

    def look_for_autosave(self) -> None:
        """Offer Continue when an unfinished game was autosaved, and the newest named save
        of an unfinished game beside it."""
        path = latest_autosave()
        self.continue_info = read_info(path) if path is not None else None
        self.named_info = next((info for info in list_saves()
                                if not info.problem and not info.over), None)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.picker.wheel(self.hover, event.y)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self._next_field()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._focus(None)
        else:
            for field in [*self.fields, self.seed]:
                if field.handle(event):
                    self.problem = ""
                    return

    def _all_fields(self) -> list[TextField]:
        return [*self.fields, self.seed]

    def _focus(self, chosen: TextField | None) -> None:
        for field in self._all_fields():
            field.focused = field is chosen

    def _next_field(self) -> None:
        fields = self._all_fields()
        current = next((i for i, f in enumerate(fields) if f.focused), -1)
        self._focus(fields[(current + 1) % len(fields)])

    def _click(self, pos: tuple[int, int]) -> None:
        for field in self._all_fields():
            if field.rect.collidepoint(pos):
                self._focus(field)
                return
        self._focus(None)
        for i in range(len(self.seats)):
            if self.swatch(i).collidepoint(pos):
                self.cycle_colour(i)
                return
        if self.memory_box().collidepoint(pos):
            self.remember_cards = not self.remember_cards
            return
        if self.hints_box().collidepoint(pos):
            self.hints = not self.hints
            return
        if self.variant != BASE_VARIANT and picker_area().collidepoint(pos):
            self.problem = _("{way} is played without expansion modules.").format(
                way=TABLES[self.variant].title)
            return
        if self.picker.click(pos):
            return
        button = button_at(self.buttons(), pos)
        if button is not None and button.enabled:
            button.action()
        elif button is not None:
            self.problem = button.hint

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(table_cloth(canvas_size()), (0, 0))
        ox, oy = screen_offset()
        middle = ox + LOGICAL_SIZE[0] // 2   # the screen, laid out on 1280x720, in the middle
        draw_text(surface, "ALHAMBRA", (middle, oy + 72), 64, theme.GOLD_LIGHT,
                  anchor="center", bold=True, serif=True)
        draw_text(surface, _("Build the most splendid Alhambra: 2 to 6 players, at one "
                             "computer, with computer opponents if you like."),
                  (middle, oy + 122), 16, theme.PAPER, anchor="center")
        panel = rect("setup_panel")
        draw_panel(surface, panel, _("Players"),
                   _("2 to 6, humans and computer players in any mix"))
        # Translators: the heads of the players' columns: a seat's colour, name and who plays it
        heads = ((_("Colour"), SWATCH_X), (_("Name"), NAME_X),
                 (_("Played by (click to choose)"), PLAYER_X))
        for words, dx in heads:
            draw_text(surface, words, (panel.x + dx, panel.y + 36), 12, theme.INK_SOFT)
        for i, seat in enumerate(self.seats):
            swatch = self.swatch(i)
            paint.rect(surface, theme.seat_colour(seat.colour, i), swatch, border_radius=8)
            paint.rect(surface, theme.INK, swatch, 2, border_radius=8)
            # Translators: shown in an empty name field
            self.fields[i].placeholder = _("name")
            self.fields[i].draw(surface, 17)
        self._draw_modules(surface)
        self._draw_saves(surface)
        draw_buttons(surface, self.buttons(), self.hover, size=15)
        room = self.seed.rect.x - 8 - (panel.x + 30)
        label = first_fitting([_("Seed (optional)"),
                               # Translators: the seed field's label where "Seed (optional)"
                               # is too long
                               _("Seed")], 15, room, True)
        draw_text(surface, label, (panel.x + 30, self.seed.rect.centery), 15, theme.INK,
                  anchor="midleft", bold=True, max_width=room)
        # Translators: shown in the empty seed field: the game is dealt at random
        self.seed.placeholder = _("random")
        self.seed.draw(surface, 17)
        if self.problem:
            draw_text(surface, self.problem, (panel.x + 30, panel.bottom - 15), 15, theme.BAD,
                      anchor="midleft", bold=True, max_width=panel.width - 60)
        humans = sum(1 for s in self.seats if s.player == HUMAN)
        if humans == 0:
            hint = _("Nobody is human: you will watch the computer play.")
        elif humans == 1:
            hint = _("One human: no hand-over screens.")
        else:
            hint = ngettext("{count} human shares this computer: a curtain hides each "
                            "player's money between turns.",
                            "{count} humans share this computer: a curtain hides each "
                            "player's money between turns.", humans).format(count=humans)
        lines = [hint, _("Easy makes slips a learner can beat · Normal plans each turn · "
                         "Hard searches ahead.")]
        if len(self.seats) == 2:
            lines.append(_("Two players: Dirk, a neutral builder, takes tiles too and scores "
                           "majorities (he cannot win)."))
        # below the "Add a player" button, or where it would be with every seat taken
        top = self._row_top(len(self.seats)) + (46 if len(self.seats) < MAX_PLAYERS else 0)
        width = panel.right - panel.x - NAME_X - 20
        wrapped = [part for line in lines for part in wrap(line, 13, width)]
        for i, line in enumerate(wrapped):
            draw_text(surface, line, (panel.x + NAME_X, top + i * line_pitch(13)), 13,
                      theme.INK_SOFT, max_width=width)
        self._draw_table_options(surface)

    def _draw_table_options(self, surface: pygame.Surface) -> None:
        options = ((self.memory_box(), self.remember_cards,
                    _("Show the money each player was seen to take"),
                    _("(taken face up, not yet paid)")),
                   (self.hints_box(), self.hints, _("Offer hints"),
                    _("(H at the table: what the Normal computer player would do, and why)")))
        for box, on, title, words in options:
            draw_tick(surface, pygame.Rect(box.x, box.y + 2, 20, 20), on)
            head = draw_text(surface, title, (box.x + 30, box.centery), 14, theme.INK,
                             anchor="midleft", bold=True)
            if fitting_size(words, SMALLEST, box.right - head.right - 8) is not None:
                # (what the option means, where there is room for it)
                draw_text(surface, words, (head.right + 8, box.centery + 1), SMALLEST,
                          theme.INK_SOFT, anchor="midleft", max_width=box.right - head.right - 8)

    def _draw_modules(self, surface: pygame.Surface) -> None:
        self.picker.draw(surface, self.hover)
        way = TABLES[self.variant]
        draw_text(surface, way.description, (way_area().x + 4, way_area().bottom + 3), 12,
                  theme.PAPER, max_width=way_area().width)
        if self.variant != BASE_VARIANT:  # the picker stays visible, but out of play
            area = picker_area()
            veil = new_surface(area.size)
            veil.fill((*theme.PANEL, 215))
            surface.blit(veil, area)
            words = _("{way} is played without expansion modules: the base game's buildings "
                      "only.").format(way=way.title)
            for i, line in enumerate(wrap(words, 15, area.width - 40)):
                draw_text(surface, line, (area.centerx, area.centery - 10 + i * 20), 15,
                          theme.INK, anchor="center", bold=True)

    def next_language(self) -> None:
        """The next language: this screen, and everything after it, speaks it at once."""
        self.app.next_language()
        # a problem is told in the language it was found in; missing words are told at once
        self.problem = catalog_problem()

    def cycle_variant(self) -> None:
        """The next way to play (the base game, then each variant)."""
        order = list(TABLES)
        self.variant = order[(order.index(self.variant) + 1) % len(order)]
        self.problem = ""

    def _draw_saves(self, surface: pygame.Surface) -> None:
        panel = rect("setup_saves")
        inner = draw_panel(surface, panel, _("Saved games"))
        info = self.continue_info
        if info is not None:
            x = inner.x + 162
            width = inner.right - x
            draw_text(surface, _("Continue the last game:"), (x, inner.y + 4), 12,
                      theme.INK_SOFT)
            lines = wrap(save_words(info), 13, width, bold=True)
            if len(lines) > 3:  # the modules counted, not named
                lines = wrap(save_words(info, name_modules=False), 13, width, bold=True)
            if len(lines) > 3:
                lines = lines[:2] + [fit_text(" ".join(lines[2:]), 13, width, True)]
            for k, line in enumerate(lines):
                draw_text(surface, line, (x, inner.y + 22 + k * 16), 13, theme.INK,
                          bold=k == 0)
            when = save_when(info)
            # the date where there is room for it above the named save
            if when and (self.named_info is None or len(lines) < 3):
                # the date alone where the words and the date do not fit together
                # Translators: {when} is a date and time, e.g. "05 Mar 2024, 14:30"
                draw_text(surface, first_fitting([_("autosaved {when}").format(when=when),
                                                  when], 12, width),
                          (x, inner.y + 24 + len(lines) * 16), 12, theme.INK_SOFT,
                          max_width=width)
        else:
            words = self.continue_problem or _("No unfinished game to continue.")
            colour = theme.BAD if self.continue_problem else theme.INK_FAINT
            for k, line in enumerate(wrap(words, 13, inner.width)[:3]):
                draw_text(surface, line, (inner.x, inner.y + 6 + k * 17), 13, colour)
        named = self.named_info
        if named is not None:   # beside its "Open" button
            x = panel.x + 116
            width = panel.right - 16 - x
            # the player's name for it, shortened as a typed value is where it is long, and
            # alone where the words before it would leave it too little room
            words = _("Last saved: “{title}”")
            room = width - width_of(words.format(title=""), 13, bold=True)
            if room < width // 2:
                # Translators: the name of a saved game, in quotes
                words = _("“{title}”")
                room = width - width_of(words.format(title=""), 13, bold=True)
            title = fit_text(named.title, 13, room, bold=True)
            draw_text(surface, words.format(title=title), (x, panel.bottom - 95), 13,
                      theme.INK, bold=True, max_width=width)
            state = _("round {round}, turn {turn}").format(round=named.round, turn=named.turn)
            when = save_when(named)
            # where the line is too short for both, when it was saved
            words = first_fitting([f"{state} · {when}", when], 12, width) if when else state
            draw_text(surface, words, (x, panel.bottom - 77), 12, theme.INK_SOFT,
                      max_width=width)

