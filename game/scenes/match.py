"""One game at the table: the session, who holds the device, the log, the AI seats, and which
scene shows what the engine asks for next.

The match is the table's only way to change the game: humans' actions and the bots' choices
both go through ``session.apply``. After every change it follows ``game.phase`` and
``game.to_move`` to put the right scene on screen (scoring first, then a pass-device curtain
between two different humans, then the turn or placement scene).
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ai import BOT_KINDS
from game.ai.bot import THINK_MS, BotSpec
from game.ai.hint import Hint, hint
from game.i18n import _
from game.lessons import Guide, all_lessons, guide_for
from game.rules import (
    PLACE_NOW, PLACEMENT, WINDOW, Action, Event, Game, GameOver, IllegalAction, MoneyCard,
    Pass, Scored,
)
from game.rules.events import (
    CardDealt, MarketRefilled, MoneyTaken, Paid, TilePlaced, TilesExchanged,
)
from game.saves import Autosaver
from game.scenes.curtain import CurtainScene
from game.scenes.game_over import GameOverScene
from game.scenes.hints import HintMark, hint_marks, hint_words
from game.scenes.modules import refusal_text
from game.scenes.motion import COUNT_SECONDS, FOLLOW_SECONDS, Flight
from game.scenes.placement import PlacementScene
from game.scenes.rulesets import table_for
from game.scenes.scoring import ScoringScene
from game.scenes.seats import default_ai_kind, seat_colours
from game.session import Seat, Session
from game.text import first_upper
from game.ui.bot_worker import BotWorker
from game.ui.settings import STEP_SECONDS

if TYPE_CHECKING:
    from game.scenes.host import Host
    from game.scenes.table.alhambra_view import View

log = logging.getLogger(__name__)

LOG_LENGTH = 5000  # entries: a whole game is some hundreds


class Match:
    def __init__(self, app: Host, session: Session, think_ms: int = THINK_MS) -> None:
        self.app = app
        self.session = session
        self.seat_colours = seat_colours(session.seats)
        self.humans = [i for i, seat in enumerate(session.seats) if seat.is_human]
        # With one human the device never changes hands; with more, nobody holds it until
        # the first curtain has been clicked away.
        self.holder: int | None = self.humans[0] if len(self.humans) == 1 else None
        seed = session.game.config.seed or 0
        self.bots = {seat: self._bot_spec(info, think_ms).make(seed, seat)
                     for seat, info in enumerate(session.seats) if not info.is_human}
        self.worker = BotWorker()
        self._answer: tuple[Action | None, BaseException | None] | None = None
        self.hint_worker = BotWorker()   # a hint is worked out beside the table, too
        self._hint_view: Game | None = None
        # the places the last hint points at, and the position (version) they are for
        self._hint_marks: tuple[int, str, list[HintMark]] = (-1, "", [])
        self.cooldown = 0.0
        self.skipping = False
        self.version = 0
        self.refusal: tuple[str, str | None] | None = None  # the last refused action's
        # reason and module, for the rule reference (F1)
        self.notice = ""  # a short message for the human at the table, and how it reads
        self.notice_good = False
        self.notice_left = 0.0
        # The log in words, and what each line was told from: an event, or words made anew
        # each time (the first line, a notice), so that a language switch tells it again.
        self.log: list[str] = []
        self.log_sources: list[Event | Callable[[], str]] = []
        self.log_scroll = 0  # entries scrolled back from the newest
        # how each player looks at their Alhambra (zoom and pan), kept from turn to turn
        self.views: dict[int, View] = {}
        self._undo_marks: list[int] = []
        self.scorings: deque[Scored] = deque()
        # a loaded game is told again from its moves: its log, and its scorings for the chart
        deal, events, points = story_of(session.game) if session.game.log \
            else (session.game.clone(), [], [])
        self.timeline = [(0, (0,) * len(session.game.players)), *points]
        # what an AI is about to move: the action, its piece and where it is, and the
        # pieces that follow it (the other cards of a money take)
        self.flight_source: tuple[Action, pygame.Surface, pygame.Rect,
                                  list[tuple[pygame.Surface, pygame.Rect]]] | None = None
        self.flights: list[Flight] = []
        # refills to slide in and paid cards going to the discard pile, drawn by the table
        # once it knows where: (region tag or "paid", key or the payer's seat, the piece)
        self.arrivals: list[tuple[str, object, object]] = []
        # a scoring's totals counting up on the score track: (before, after, seconds so far)
        self.counting: tuple[tuple[int, ...], tuple[int, ...], float] | None = None
        self.autosaver: Autosaver | None = None  # set by the app, which attaches it
        self._autosave_error: str | None = None
        self.ruleset = table_for(session.game)   # how the table shows this way to play
        # a lesson's guide, if the game is played from a lesson's deal and follows it
        self.guide: Guide | None = guide_for(session.game, all_lessons())
        self.turn_scene = self.ruleset.turn_scene(self)
        self.placement_scene = PlacementScene(self)
        game = session.game
        if deal is not None and (game.log or game.turn == 1):
            self._write([lambda: self.ruleset.start_words(deal, self.names), *events])
        if game.log:
            turn, round_ = game.turn, game.ruleset.round_of(game)
            self._write([lambda: _("The game goes on at turn {turn} (round {round}).").format(
                turn=turn, round=round_)])

    def _write(self, entries: list[Event | Callable[[], str]]) -> None:
        """Lines for the log, told now, the oldest dropped past ``LOG_LENGTH``."""
        self.log_sources += entries
        self.log += [self._line(entry) for entry in entries]
        del self.log_sources[:-LOG_LENGTH]
        del self.log[:-LOG_LENGTH]

    def _line(self, entry: Event | Callable[[], str]) -> str:
        if isinstance(entry, Event):
            return first_upper(self.ruleset.tell(entry, self.names))
        return entry()

    def retell(self) -> None:
        """The log told again in the language spoken now, from the events it keeps (the
        game is not replayed)."""
        self.log = [self._line(entry) for entry in self.log_sources]
        self.log_scroll = 0

    @staticmethod
    def _bot_spec(seat: Seat, think_ms: int) -> BotSpec:
        """The computer player a seat names (a kind this version no longer has: the
        table's default one)."""
        kind = seat.player if seat.player in BOT_KINDS else default_ai_kind()
        return BotSpec(kind, think_ms)

    # ----------------------------------------------------------------- reading
    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def seats(self) -> list[Seat]:
        return self.session.seats

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.session.seats]

    @property
    def speed(self) -> str:
        return self.app.settings.speed

    @property
    def my_turn(self) -> bool:
        """A human is to decide and holds the device."""
        game = self.game
        return (not game.is_over and self.seats[game.to_move].is_human
                and self.holder == game.to_move)

    @property
    def shown_hand_seat(self) -> int | None:
        """Whose money the table may show: only the human holding the device (RULES 1.7)."""
        return self.holder

    def seat_label(self, seat: int) -> str:
        info = self.seats[seat]
        # Translators: a computer player's name as the table shows it
        return info.name if info.is_human else _("{name} (AI)").format(name=info.name)

    # ----------------------------------------------------------------- changing the game
    def act(self, action: Action, scene: object = None) -> str | None:
        """A human's action: None if it was applied, else why not, in words. With the
        ``scene`` that shows it, its pieces fly (as a computer player's do)."""
        if not self.my_turn:
            game = self.game
            if game.is_over:
                return _("The game is over.")
            return _("Wait: it is {name}'s turn.").format(name=self.seats[game.to_move].name)
        if self.guide is not None and not self.guide.allows(action):
            return _("The guide waits for the step it shows: do what it points at, or "
                     "leave the guide to play as you like.")
        mark = len(self.log)
        turn = self.game.turn
        start = scene.flight_source(action) if scene is not None else None
        followers = scene.flight_followers(action) if start is not None else []
        try:
            events = self.session.apply(action)
        except IllegalAction as error:
            self.refusal = (error.reason, error.module or action.module)
            return refusal_text(error)
        if start is not None and STEP_SECONDS[self.speed]:
            self.flight_source = (action, *start, followers)
        if self.session.can_undo():
            self._undo_marks.append(mark)
        else:
            self._undo_marks.clear()
        self._guided(action, events)
        self._changed(events, turn)
        return None

    def can_undo(self) -> bool:
        return self.my_turn and self.session.can_undo()

    def undo(self) -> str | None:
        if not self.can_undo():
            return _("Nothing to undo in this turn.")
        self.session.undo()
        if self.guide is not None and not self.guide.left:   # the step taken back too
            self.guide = Guide.resume(self.guide.lesson, self.game, read=self.guide.index)
        if self._undo_marks:
            mark = self._undo_marks.pop()
            del self.log[mark:]
            del self.log_sources[mark:]
        self.version += 1
        self.route()
        return None

    def _check_autosave(self) -> None:
        """A failed autosave is told once (the game goes on; the previous autosaves are
        intact), and again only after one has worked."""
        error = self.autosaver.last_error if self.autosaver is not None else None
        words = str(error) if error is not None else None
        if words and words != self._autosave_error:
            def failed() -> str:
                # Translators: {reason} says why the game could not be saved
                return _("Autosave failed: {reason}.").format(reason=words)

            self._write([failed])
            self.say(failed(), seconds=8.0)
        self._autosave_error = words

    def scroll_log(self, steps: int) -> None:
        """The wheel over the log: back (up) through the game's entries, or forward."""
        self.log_scroll = max(0, min(len(self.log) - 1, self.log_scroll + steps))

    def say(self, words: str, good: bool = False, seconds: float = 5.0) -> None:
        self.notice, self.notice_good, self.notice_left = words, good, seconds
        if good:
            self.refusal = None   # what shows now is no refusal
        else:
            self.app.sounds.play("refuse")

    def _changed(self, events: list[Event], turn: int | None = None) -> None:
        self.version += 1
        if turn is not None and self.game.turn != turn:
            self.notice_left = 0.0  # a new turn: old messages no longer apply
        self._check_autosave()
        if not self.skipping:
            effect = sound_of(events)
            if effect:
                self.app.sounds.play(effect)
            if STEP_SECONDS[self.speed]:
                self.arrivals += [("square", e.square, e.tile) for e in events
                                  if isinstance(e, MarketRefilled)]
                self.arrivals += [("display_card", e.card.id, e.card) for e in events
                                  if isinstance(e, CardDealt)]
                self.arrivals += [("paid", e.seat, card) for e in events if isinstance(e, Paid)
                                  for card in e.cards if isinstance(card, MoneyCard)]
        self._write([event for event in events if event.told])
        for event in events:
            if isinstance(event, Scored):
                self.scorings.append(event)
                self.timeline.append((self.game.turn, event.totals))
            elif isinstance(event, GameOver):
                self.timeline.append((self.game.turn, event.scores))
        self.log_scroll = 0  # something happened: show it
        self.route()

    # ----------------------------------------------------------------- scenes
    def start(self) -> None:
        self.route()

    def route(self) -> None:
        """Put on screen what the engine asks for next."""
        stack = self.app.stack
        game = self.game
        if len(self.humans) > 1 and game.to_move != self.holder:
            # The holder's turn (or choice) is over: the device is put down, and no person's
            # secrets show until the next one to decide takes it at the curtain.
            self.holder = None
        if self.scorings:
            if not isinstance(stack.top, ScoringScene):
                stack.push(ScoringScene(self, self.scorings.popleft()))
            return
        if game.is_over:
            if not isinstance(stack.base, GameOverScene):
                stack.reset(GameOverScene(self))
            return
        base = self.placement_scene if game.phase in (PLACEMENT, PLACE_NOW) else self.turn_scene
        if stack.top is not base:
            stack.reset(base)
        seat = game.to_move
        if self._nothing_to_decide():
            events = self.session.apply(Pass())
            self._guided(Pass(), events)
            self._undo_marks.clear()
            self._changed(events, game.turn)
            self.route()
            return
        if self.seats[seat].is_human and seat != self.holder:
            if len(self.humans) > 1:
                stack.push(CurtainScene(self, seat))
            else:
                self.holder = seat

    def _nothing_to_decide(self) -> bool:
        """A lone human asked between turns with nothing to do but pass (asked only so that
        being asked reveals nothing, as with thieves): with no one else at the device to
        hide it from, the table passes for them."""
        game = self.game
        return (game.phase == WINDOW and len(self.humans) == 1
                and self.seats[game.to_move].is_human and game.legal_actions() == [Pass()])

    # ----------------------------------------------------------------- a lesson's guide
    @property
    def guide_speaks(self) -> bool:
        """Whether the guide has words on show."""
        return self.guide is not None and self.guide.active and bool(self.guide.words())

    def _guided(self, action: Action, events: list[Event]) -> None:
        if self.guide is not None:
            self.guide.observe(action, events)

    def read_on(self) -> None:
        """The guide's words were read: its next step."""
        if self.guide is not None:
            self.guide.read_on()
            self.version += 1

    def leave_guide(self) -> None:
        if self.guide is not None and self.guide.active:
            self.guide.leave()
            self.version += 1
            self.say(_("The guide is left; the game goes on. Learn to play, in the menu, "
                       "takes it up again."), good=True)

    def take_up_guide(self, lesson_id: str) -> bool:
        """The guide of that lesson back at the step where the game stands, if the game
        is played from it and still follows it."""
        if self.guide is None or self.guide.lesson.id != lesson_id:
            return False
        guide = Guide.resume(self.guide.lesson, self.game)
        if not guide.active:
            return False
        self.guide = guide
        self.version += 1
        return True

    def hand_over(self, seat: int) -> None:
        """The curtain was clicked: ``seat`` now holds the device."""
        self.holder = seat
        self.version += 1

    # ----------------------------------------------------------------- hints
    def ask_hint(self) -> None:
        """H: what the Normal computer player would do now, for the human to decide (from
        that player's view only), told when it is worked out."""
        if not self.app.settings.hints:
            # Translators: “Offer hints” is the label of a tick box on the first screen
            self.say(_("Hints are off (tick “Offer hints” on the first screen)."))
        elif not self.my_turn:
            self.say(_("A hint is for the player whose decision it is."))
        elif not self.hint_worker.busy:
            self._hint_view = self.game.view(self.game.to_move)
            self.hint_worker.start(_Adviser(self.game.turn), self._hint_view, key=self.version)
            self.say(_("Looking for a hint…"), good=True, seconds=2.0)

    def _hint_ready(self) -> None:
        finished, advice, error = self.hint_worker.poll()
        if not finished:
            return
        view, self._hint_view = self._hint_view, None
        if error is not None:
            log.error("no hint could be worked out", exc_info=error)
            self.say(_("No hint this time."))
        elif self.hint_worker.key == self.version and view is not None:
            words = hint_words(view, advice)
            self._hint_marks = (self.version, words, hint_marks(view, advice))
            self.say(words, good=True, seconds=15.0)

    @property
    def hint_marks(self) -> list[HintMark]:
        """The places the hint on show points at (none once it is gone or the game moved)."""
        version, words, marks = self._hint_marks
        showing = self.notice_left > 0 and self.notice == words
        return marks if version == self.version and showing else []

    # ----------------------------------------------------------------- the AI seats
    def update(self, dt: float, scene: object = None) -> None:
        """Let the AI seat to move think (in the worker) and play at the chosen speed."""
        self.cooldown = max(0.0, self.cooldown - dt)
        self.notice_left = max(0.0, self.notice_left - dt)
        if self._hint_view is not None:
            self._hint_ready()
        for flight in self.flights:
            flight.age += dt
        self.flights = [f for f in self.flights if not f.done]
        if self.counting is not None:
            before, after, age = self.counting
            self.counting = (before, after, age + dt) if age + dt < COUNT_SECONDS else None
        game = self.game
        if game.is_over or self.scorings:
            return
        seat = game.to_move
        if self.seats[seat].is_human:
            self.skipping = False
            return
        scripted = self.guide.scripted_move() if self.guide is not None else None
        if scripted is not None:   # the lesson plays this computer player's move
            if self.cooldown <= 0 or self.skipping:
                self._play_bot(seat, scripted, None, scene)
            return
        if self._answer is None:
            if not self.worker.busy:
                self.worker.start(self.bots[seat], game.view(seat), key=self.version)
            finished, action, error = self.worker.poll()
            if not finished:
                return
            if self.worker.key != self.version:
                return  # an answer for a position that is gone; think again
            self._answer = (action, error)
        if self.cooldown > 0 and not self.skipping:
            return
        action, error = self._answer
        self._answer = None
        self._play_bot(seat, action, error, scene)

    def _play_bot(self, seat: int, action: Action | None, error: BaseException | None,
                  scene: object) -> None:
        if error is not None:
            log.error("the AI of seat %d failed; it plays a legal action instead", seat,
                      exc_info=error)
        source = getattr(scene, "flight_source", None)
        start = source(action) if (source and action is not None) else None
        followers = scene.flight_followers(action) if start is not None else []
        turn = self.game.turn
        try:
            if action is None:
                raise IllegalAction("no_answer")
            events = self.session.apply(action)
        except IllegalAction as illegal:
            log.error("the AI of seat %d chose %r: %s", seat, action, illegal)
            legal = self.game.legal_actions()
            # The mildest legal action: pass between turns, else the first one listed.
            action = Pass() if Pass() in legal else legal[0]
            start = None
            events = self.session.apply(action)
        step = 0.0 if self.skipping else STEP_SECONDS[self.speed]
        self.cooldown = step
        self.flight_source = (action, *start, followers) if (start and step) else None
        self._undo_marks.clear()
        self._guided(action, events)
        self._changed(events, turn)

    def launch_flight(self, end: pygame.Rect | None) -> None:
        """Called by the scene that shows the result, once it knows where the piece went."""
        if self.flight_source is not None and end is not None:
            image, start, followers = self.flight_source[1:]
            duration = min(0.55, STEP_SECONDS[self.speed] * 0.7)
            self.flights.append(Flight(image, start, end, duration))
            for k, (image, start) in enumerate(followers, start=1):
                self.flights.append(Flight(image, start, end, duration,
                                           age=-FOLLOW_SECONDS * k))
        self.flight_source = None

    def finish_motions(self) -> None:
        """Every motion ends at once (a click or a key during one: nothing waits for it)."""
        self.flights.clear()
        self.arrivals.clear()
        self.counting = None

    def count_up(self, scored: Scored) -> None:
        """The score track counts up to a scoring's totals (once its table is closed)."""
        before = tuple(row.before for row in sorted(
            (r for r in scored.rows if r.seat is not None), key=lambda r: r.seat))
        if len(before) == len(scored.totals) and before != scored.totals:
            self.counting = (before, scored.totals, 0.0)

    def shown_scores(self) -> tuple[int, ...] | None:
        """The scores the track shows while it counts up (None: the real ones)."""
        if self.counting is None:
            return None
        before, after, age = self.counting
        t = min(1.0, age / COUNT_SECONDS)
        return tuple(round(b + (a - b) * t) for b, a in zip(before, after))

    def skip(self) -> None:
        """Show the AI's moves without waiting, until a human must decide."""
        if not self.seats[self.game.to_move].is_human:
            self.skipping = True
            self.cooldown = 0.0
            self.flights.clear()

    def think_now(self, timeout: float = 10.0) -> None:
        """Wait for the AI's answer (tests and the smoke test drive frames faster than
        a bot may think)."""
        self.worker.wait(timeout)


def story_of(game: Game) -> tuple[Game | None, list[Event],
                                  list[tuple[int, tuple[int, ...]]]]:
    """A game loaded from a save, found again from its moves replayed from the deal: the
    deal, the events its log told, and (turn, scores) at each scoring for the chart (no
    deal and nothing else for a game whose moves do not replay from its deal)."""
    deal = Game.new(game.config)
    replayed = deal.clone()
    told: list[Event] = []
    points: list[tuple[int, tuple[int, ...]]] = []
    try:
        for action in game.log:
            for event in replayed.apply(action):
                if event.told:
                    told.append(event)
                if isinstance(event, Scored):
                    points.append((replayed.turn, event.totals))
                elif isinstance(event, GameOver):
                    points.append((replayed.turn, event.scores))
    except IllegalAction:  # a game set up by hand, not from its deal: no story to tell
        log.warning("the moves of this game do not replay from its deal; its log starts now")
        return None, [], []
    return deal, told, points


def sound_of(events: list[Event]) -> str | None:
    """The one effect an action's events call for: the weightiest of them."""
    found = set()
    for event in events:
        if isinstance(event, GameOver):
            found.add("end")
        elif isinstance(event, Scored):
            found.add("scoring")
        elif isinstance(event, Paid):
            found.add("exact" if event.exact else "buy")
        elif isinstance(event, (TilePlaced, TilesExchanged)):
            found.add("place")
        elif isinstance(event, MoneyTaken):
            found.add("coins")
    return next((name for name in SOUND_ORDER if name in found), None)


SOUND_ORDER = ("end", "scoring", "exact", "buy", "place", "coins")


class _Adviser:
    """Normal's advice, asked for the way a bot is asked for its move (in a worker)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: Game) -> Hint:
        return hint(view, self.seed)
