"""The step runner: what happens between decisions.

After every action the engine works through the game's *agenda*, a list of named steps
(refills, scorings, the between-turns window, the next turn; a module's steps, named
``"<module>:<step>"``; the ruleset's), until a step waits for a decision: it asks a seat
with ``ask`` and returns False, and runs again after the decision. A step may ``schedule``
others ahead of itself and then goes on after them; an action may ``interrupt`` with steps,
after which the game ``return_to``-s the decision it interrupted. The end of a turn is a row
of named points (the ruleset's ``end_of_turn``) where modules put their own steps.

The game offers these functions as its methods (``Game.advance``, ``Game.ask``, ...).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from game.rules.editions import FIRST_EDITION, SECOND_EDITION
from game.rules.events import Event, GameOver, TurnStarted
from game.rules.stages import ACTION, OVER, PLACE_NOW, WINDOW

if TYPE_CHECKING:
    from game.rules.engine import Game
    from game.rules.module import Module
    from game.rules.rulesets.ruleset import Ruleset

RETURN = "return"   # the step that comes back to an interrupted decision


# ================================================================= asking and scheduling
def ask(game: Game, seat: int, stage: str) -> None:
    """A step waits for ``seat``'s decision in ``stage`` (the step returns False)."""
    game.phase = stage
    game.to_move = seat


def return_to(game: Game, stage: str, seat: int) -> None:
    """The game goes on with ``seat``'s decision in ``stage``, where it was before a step
    took it elsewhere (that step remembered where)."""
    game.phase = stage
    game.to_move = seat


def schedule(game: Game, *steps: str, first: bool = True) -> None:
    """Put steps on the agenda: ahead of everything (``first``) or at its end."""
    if first:
        game.agenda[0:0] = steps
        game.scheduled += len(steps)
    else:
        game.agenda.extend(steps)


def interrupt(game: Game, *steps: str) -> None:
    """Run ``steps`` now, then come back to the decision being made (called from an
    action, after its own accounting)."""
    game.returns.append((game.phase, game.to_move))
    schedule(game, *steps, RETURN)


def reopen_window(game: Game) -> None:
    """After someone acted in the window, everyone who passed may reconsider."""
    game.window_passed = set()


def end_of_turn(game: Game) -> None:
    """The turn is over: its closing steps (the ruleset's points, with the modules' steps
    at each) go on the agenda."""
    game.agenda = list(end_of_turn_steps(game.ruleset, game.modules, game.config.edition))


def steps_at(game: Game, point: str) -> list[str]:
    """The modules' steps at a named point of the game (``Module.steps``)."""
    return [f"{m.id}:{step}" for m in game.modules for step in m.steps.get(point, ())]


# ================================================================= running
def advance(game: Game, events: list[Event]) -> None:
    """Work through the agenda until a step waits for a decision or it is empty. A step
    that scheduled others ahead of itself and is not done goes on after them."""
    while game.agenda and game.phase != OVER:
        step = game.agenda.pop(0)
        mark = game.scheduled
        if _run_step(game, step, events):
            continue
        ahead = game.scheduled - mark
        game.agenda.insert(ahead, step)
        if not ahead:
            return


def _run_step(game: Game, step: str, events: list[Event]) -> bool:
    core = _STEPS.get(step)
    if core is not None:
        return core(game, events)
    if ":" in step:
        module_id, name = step.split(":", 1)
        module = game.module(module_id)
        assert module is not None, step
        return module.run_step(game, name, events)
    return game.ruleset.steps[step](game.ruleset, game, events)


def start_turn(game: Game, seat: int, events: list[Event]) -> None:
    """``seat``'s turn begins: its own stage, nothing done yet."""
    game.current = seat
    game.turn += 1
    game.turn_actions = 0
    game.turn_bought = []
    game.phase = ACTION
    game.to_move = seat
    events.append(TurnStarted(seat, game.turn))
    for module in game.hooks.turn_start:
        module.turn_start(game, events)


# ================================================================= the core's steps
def _step_return(game: Game, events: list[Event]) -> bool:
    game.phase, game.to_move = game.returns.pop()
    return True


def _step_scorings(game: Game, events: list[Event]) -> bool:
    """Every scoring waiting to be counted (a scoring card came up), in order; a module may
    first ask for a decision (the scoring then waits for it)."""
    while game.pending_scorings:
        number = game.pending_scorings[0]
        if not _scoring_ready(game, number, events):
            return False
        game.score(number, events)   # still waiting while counted: ``next_scoring``
        game.pending_scorings.pop(0)
        game.ruleset.after_scoring(game, number, events)
    return True


def _scoring_ready(game: Game, number: int, events: list[Event]) -> bool:
    """Whether ``number`` may be counted now, or a module first asks for a decision (made
    with the scoring's own reveals already done)."""
    decisions = game.hooks.scoring_decision
    if not decisions:
        return True
    for module in game.hooks.before_scoring:
        module.before_scoring(game, number, events)
    for module in decisions:
        asked = module.scoring_decision(game, number)
        if asked is not None:
            ask(game, *asked)
            return False
    return True


def _step_window(game: Game, events: list[Event]) -> bool:
    """The between-turns window: in priority order from the next player round to the
    player who just played, anyone a module offers something to may act or pass."""
    offers, opens = game.hooks.window_actions, game.hooks.window_open
    if offers or opens:
        with game.purses_kept():
            seat = _first_in_window(game, offers, opens)
        if seat is not None:
            ask(game, seat, WINDOW)
            return False
    if game.window_passed:  # (most turns nobody passed: no new set to make)
        game.window_passed = set()
    return True


def _first_in_window(game: Game, offers: tuple[Module, ...], opens: tuple[Module, ...]
                     ) -> int | None:
    """The first seat, from the next player round, that has not passed and that a module
    offers something to (or asks anyway), if any."""
    for seat in game.seats_from(game.current + 1):
        if seat in game.window_passed:
            continue
        if any(m.window_open(game, seat) for m in opens) \
                or any(m.window_may_act(game, seat) for m in offers):
            return seat
    return None


def _step_next_turn(game: Game, events: list[Event]) -> bool:
    start_turn(game, (game.current + 1) % len(game.players), events)
    return True


def _step_first_turn(game: Game, events: list[Event]) -> bool:
    start_turn(game, game.current, events)
    return True


def _step_place_pending(game: Game, events: list[Event]) -> bool:
    """Whoever holds tiles received outside their own turn places them now."""
    for seat in game.seats_from(game.current + 1):
        if game.players[seat].pending:
            ask(game, seat, PLACE_NOW)
            return False
    return True


def _step_final_scoring(game: Game, events: list[Event]) -> bool:
    if 3 not in game.pending_scorings:
        game.pending_scorings.append(3)  # D5: a scoring card still in the deck never is
    if not _step_scorings(game, events):
        return False
    best = max(game.scores)
    game.winners = tuple(s for s, score in enumerate(game.scores) if score == best)  # D6
    game.phase = OVER
    game.agenda = []
    events.append(GameOver(tuple(game.scores), game.winners, game.dirk_score))
    return True


_STEPS = {
    "scorings": _step_scorings,
    "window": _step_window,
    "next_turn": _step_next_turn,
    "first_turn": _step_first_turn,
    "place_pending": _step_place_pending,
    "final_scoring": _step_final_scoring,
    RETURN: _step_return,
}


# ================================================================= the end of a turn
# Points of a turn's end that games of edition 2 ran as one, the modules' steps there in
# rule order (Ammar, the trader disc, the chests, a master builder), before D47 ordered them.
_ONE_POINT_IN_EDITION_2 = ("extra_steps", "turn_end", "settled")


@lru_cache(maxsize=256)
def end_of_turn_steps(ruleset: Ruleset, modules: tuple[Module, ...],
                      edition: int) -> tuple[str, ...]:
    """The steps at the end of a turn: at each of the ruleset's points, the modules' steps
    there, then the ruleset's own."""
    def at(*points: str) -> list[str]:
        return [f"{m.id}:{s}" for m in modules for p in points for s in m.steps.get(p, ())
                if m.step_editions.get(s, FIRST_EDITION) <= edition]

    agenda: list[str] = []
    merged: tuple[str, ...] = _ONE_POINT_IN_EDITION_2 if edition <= SECOND_EDITION else ()
    for point, step in ruleset.end_of_turn:
        if point not in merged:
            agenda += at(point)
        elif point == merged[-1]:
            agenda += at(*merged)
        if step is not None:
            agenda.append(step)
    return tuple(agenda)
