"""The register of the expansion modules' parts at the table (see ``game.scenes.part``):
each part's file registers itself here when ``game.scenes.modules`` imports it; the words
the table gives any module's action, event and refusal, and the scoring table's marks and
headings."""

from __future__ import annotations

from collections.abc import Iterable

from game.i18n import _
from game.module_parts import ModuleParts
from game.rules import Action, Event, Game, IllegalAction
from game.scenes.choice import Choice, ChoiceGroup, grouped
from game.scenes.part import TablePart
from game.words.events import tell as event_words
from game.words.refusals import has_words, refusal_words
from game.sprites.grid import register_opening_look
from game.sprites.tiles import register_side_look

PARTS: ModuleParts[TablePart] = ModuleParts("table")
parts_for = PARTS.for_game


def register(part: TablePart) -> TablePart:
    """Make ``part`` known, and how the grid draws what its module adds to it (its sorts of
    side, its openings)."""
    PARTS.register(part)
    for kind, look in part.side_looks.items():
        register_side_look(kind, look)
    opening = part.opening_look()
    if opening is not None:
        register_opening_look(part.module_id, opening)
    return part


def count_marks(game: Game) -> dict[str, tuple[str, str]]:
    """How the scoring table marks the buildings each module adds to a count (module id ->
    mark, what it means)."""
    return {part.module_id: (part.count_mark, _(part.count_words)) for part in parts_for(game)
            if part.count_mark}


def line_headings(game: Game) -> dict[str, str]:
    """The scoring table's headings for the modules' lines whose names are long (line ->
    heading, translated)."""
    return {line: _(heading) for part in parts_for(game)
            for line, heading in part.line_headings.items()}


def refusal_text(error: IllegalAction) -> str:
    """A refusal in words: by the part of the module whose rule refused it; a building rule
    of a module's piece (a code the base game does not know) by the part that knows it;
    else in the base game's words."""
    part = part_of(error.module)
    words = part.refusal(error) if part is not None else None
    if words is None and error.module is None and not has_words(error):
        words = next((w for p in PARTS.values() if (w := p.refusal(error))), None)
    return words or refusal_words(error)


class RulePage:
    """A part's page of the rule reference (``TablePart.rules_text``), kept as its
    paragraphs in English (each marked with ``N_``) and read in the current language."""

    def __init__(self, *paragraphs: str) -> None:
        self.paragraphs = paragraphs

    def __get__(self, part: object, owner: type | None = None) -> str:
        return "\n\n".join(_(paragraph) for paragraph in self.paragraphs)


def part_of(action_or_id: object) -> TablePart | None:
    """The part of the module an action belongs to (or of a module id)."""
    module_id = getattr(action_or_id, "module", action_or_id)
    return PARTS.get(module_id) if isinstance(module_id, str) else None


def tell(event: Event, names: list[str]) -> str:
    """An event in words for the log, in the language spoken now: its module's part's
    words, or the base game's."""
    part = part_of(event)
    words = part.tell(event, names) if part is not None else None
    return words if words is not None else event_words(event, names)


def describe(action: Action, game: Game | None = None) -> str:
    """An action in words: its module's own (with the game, if given, for the cards it
    names), or spelled out from its name and fields."""
    part = part_of(action)
    words = ""
    if part is not None:
        words = part.words(game, action) if game is not None else part.describe(action)
    if words:
        return words
    name = type(action).__name__
    words = "".join(" " + ch.lower() if ch.isupper() else ch for ch in name).strip()
    fields = [str(getattr(action, f)) for f in getattr(action, "__slots__", ())]
    return f"{words} {' '.join(fields)}".strip().capitalize()


def action_groups(game: Game, actions: Iterable[Action]) -> list[ChoiceGroup]:
    """``actions`` as choices in words, grouped under what they are: the heading their
    module's part gives, else the module's name (the base game's under none)."""
    pairs = []
    for action in actions:
        part = part_of(action)
        heading = part.choice_group(game, action) if part is not None else ""
        module = game.module(action.module) if not heading and action.module else None
        if module is not None:
            heading = _(module.title)
        pairs.append((heading, Choice(describe(action, game), action)))
    return grouped(pairs)
