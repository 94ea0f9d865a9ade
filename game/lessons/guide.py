"""The guide through a lesson: the step the player is at, what the table lets them do, the
computer players' scripted moves, and where the pointer shows.

The guide follows the game; it never changes it. The table asks it whether an action may be
taken (during a step that waits for one thing, nothing else is), tells it every action taken
(``observe``), and plays the computer players' moves it scripts. A game saved during a lesson
is an ordinary game: ``Guide.resume`` finds the step again from its log. Pure Python.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.i18n import ENGLISH, language
from game.lessons.lesson import Lesson, LessonError, Step, Target
from game.rules import Action, Event, Game, IllegalAction


class Guide:
    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0
        self.played = 0        # the scripted moves of the current step already made
        self.left = False

    # ------------------------------------------------------------------ where it stands
    @property
    def step(self) -> Step | None:
        if self.left or self.index >= len(self.lesson.steps):
            return None
        return self.lesson.steps[self.index]

    @property
    def active(self) -> bool:
        return self.step is not None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    def progress(self) -> tuple[int, int]:
        """The step shown (from 1) and how many steps the player sees in all."""
        seen = [number for number, step in enumerate(self.lesson.steps) if step.words]
        return sum(1 for number in seen if number <= self.index), len(seen)

    def words(self, code: str | None = None) -> str:
        step = self.step
        if step is None or not step.words:
            return ""
        return step.words.get(code or language(), step.words[ENGLISH])

    def pointer(self) -> Target | None:
        step = self.step
        return step.point if step is not None else None

    # ------------------------------------------------------------------ what the table asks
    def allows(self, action: Action) -> bool:
        """Whether the player may take ``action`` now: anything once the guide is left or
        over, or while the game plays on freely; else only what the step waits for."""
        step = self.step
        if step is None or step.until:
            return True
        return step.expected is not None and step.expected.matches(action)

    def scripted_move(self) -> Action | None:
        """The computer player's next move, if the step scripts it."""
        step = self.step
        if step is None or not step.play:
            return None
        return step.play[self.played]

    def plays_freely(self) -> bool:
        """Whether the computer players choose their own moves now."""
        step = self.step
        return step is None or bool(step.until)

    def read_on(self) -> None:
        """The player has read a step of words alone."""
        step = self.step
        if step is not None and step.reads_on:
            self._next()

    def leave(self) -> None:
        self.left = True

    def observe(self, action: Action, events: Iterable[Event]) -> None:
        """An action was taken; the step it completes gives way to the next."""
        while (step := self.step) is not None and step.reads_on:
            self._next()    # words read before the action that followed them
        if step is None:
            return
        if step.play:
            if action != step.play[self.played]:
                self.leave()   # the scripted game was left: the guide cannot follow it
                return
            self.played += 1
            if self.played == len(step.play):
                self._next()
        elif step.expected is not None:
            if step.expected.matches(action):
                self._next()
            else:
                self.leave()
        elif any(event.type_id == step.until for event in events):
            self._next()

    def _next(self) -> None:
        self.index += 1
        self.played = 0

    # ------------------------------------------------------------------ the rules' word
    def check(self, game: Game) -> None:
        """LessonError if the rules would not let the current step be done in ``game``."""
        step = self.step
        if step is None or step.until or step.reads_on:
            return
        where = f"{self.lesson.id}, step {self.index + 1}"
        if step.play:
            move = step.play[self.played]
            if game.to_move == self.lesson.you:
                raise LessonError(f"{where}: scripts a move for the player's own seat")
            if move not in game.legal_actions():
                raise LessonError(f"{where}: the rules do not allow {move}")
            return
        if game.to_move != self.lesson.you:
            raise LessonError(f"{where}: waits for the player while another seat moves")
        if step.expected is not None and not any(
                step.expected.matches(action) for action in game.legal_actions()):
            raise LessonError(f"{where}: the rules allow nothing it waits for")

    # ------------------------------------------------------------------ games of a lesson
    def new_game(self, names: tuple[str, ...] = ()) -> Game:
        """The lesson's deal, as a new game (its seats named ``names`` if given), its
        prelude played; LessonError if the rules refuse a move of it."""
        game = Game.new(self.lesson.config(names))
        for number, move in enumerate(self.lesson.prelude, start=1):
            try:
                game.apply(move)
            except IllegalAction as refused:
                raise LessonError(f"{self.lesson.id}, prelude move {number}: the rules do "
                                  f"not allow {move} ({refused})") from None
        return game

    @classmethod
    def resume(cls, lesson: Lesson, game: Game, read: int = 0) -> Guide:
        """The guide at the step where ``game`` (played from the lesson's deal) stands; left
        already if the game is not the lesson's or went its own way. The words of the steps
        before ``read`` were read already."""
        guide = cls(lesson)
        if not lesson.dealt(game.config):
            guide.leave()
            return guide
        replay = guide.new_game(game.config.names)
        prelude = len(lesson.prelude)
        if tuple(game.log[:prelude]) != lesson.prelude:
            guide.leave()
            return guide
        for action in game.log[prelude:]:
            if not guide.active:
                break
            guide.observe(action, replay.apply(action))
        while (step := guide.step) is not None and step.reads_on and guide.index < read:
            guide.read_on()
        return guide


def guide_for(game: Game, lessons: Iterable[Lesson]) -> Guide | None:
    """The guide of the lesson ``game`` is played from, at its step; None if there is none
    or the game has left it."""
    for lesson in lessons:
        guide = Guide.resume(lesson, game)
        if guide.active:
            return guide
    return None
