"""The Normal evaluation: how good a position is for one seat, in points.

Every player's final score is projected: points already scored, plus the expected points of
each scoring still to come (majority races per kind, the longest wall and its room to grow,
the lines modules score), plus what their money is worth, plus what the modules' parts say
their things are worth (``game.ai.part``). A seat values a position by its own projection
against its rivals' (the strongest rival and the average one), so taking points from a rival
counts as well as gaining them; the terms are kept apart (``terms``) so that a learned
evaluation (``game.ai.learned``) can weigh them anew.

The evaluator is built once per decision from the state the seat sees; it remembers the
majority races it has worked out (they depend only on the counts) so that comparing many
candidate turns is cheap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai.forecast import Forecast, forecast
from game.ai.majority import expected_points
from game.ai.modules import parts_for
from game.ai.money import exact_payable, money_by_currency
from game.ai.part import AiPart
from game.ai.shape import Shape, shape_of
from game.rules import KINDS, Game, HiddenCard, Kind, MoneyCard, scoring_table


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's tunable numbers (points unless said otherwise)."""

    money: float = 0.60          # a unit of money while there is time to spend it
    money_cap: int = 14          # per currency: money beyond this is worth less...
    money_excess: float = 0.5    # ...this share of a unit
    need_margin: float = 1.3     # money beyond this many times one's share of the tiles
                                 # still to come is worth a tenth
    exact: float = 1.5           # a market tile one could pay exactly (another action)
    reserve: float = 0.5         # a reserve tile counts as this share of a building
    spread: float = 2.5          # how much more uncertain additions are than pure chance
    wall_growth: float = 0.25    # per outer wall side outside the longest wall, per scoring
    open_sides: float = 0.08     # per open outer side (room to build on), per scoring
    leader: float = 0.5          # weight of the strongest rival (the rest: their average)
    give_away: float = 0.5       # share counted of what the next rivals gain from the market
    endgame_turns: float = 3.0   # own turns left below which money loses its value


DEFAULT_WEIGHTS = Weights()


class Evaluator:
    """Values positions for ``seat``; built from the state the decision starts from."""

    def __init__(self, game: Game, seat: int, weights: Weights = DEFAULT_WEIGHTS,
                 horizon: int = 3, market_threat: bool = True) -> None:
        """``horizon``: how many of the scorings to come are looked at (1: only the next).
        ``market_threat``: whether positions are judged as the end of the seat's turn, the
        market then being the next rivals' to buy from."""
        self.seat = seat
        self.weights = weights
        self.players = len(game.players)
        self.has_dirk = game.dirk is not None
        self.forecast: Forecast = forecast(game)
        table = scoring_table()
        share = self.forecast.kind_share
        # Per scoring still to come: its weight, its places per kind, and per kind each
        # player's expected additions (mean and variance) and Dirk's.
        self._races: list[tuple[int, float, dict,
                                dict[str, tuple[float, float, float, float]]]] = []
        outlooks = self.forecast.scorings[:horizon]
        for outlook in outlooks:
            if outlook.chance <= 0.0:
                continue
            adds = self.forecast.additions(outlook.turns, self.players)
            dirk_adds = self._dirk_additions(game, outlook.number)
            per_kind = {}
            for kind in KINDS:
                f = share[kind]
                per_kind[kind] = (adds * f, adds * f * weights.spread,
                                  dirk_adds * f, dirk_adds * f * (1.0 - f))
            self._races.append((outlook.number, outlook.chance, table[outlook.number],
                                per_kind))
        self.wall_weight = sum(o.chance for o in outlooks)
        own_turns = self.forecast.turns_left / self.players
        # Growth of walls and room to build matter while there are turns to use them.
        self.growth_weight = sum(o.chance * min(1.0, o.turns / self.players / 8.0)
                                 for o in outlooks)
        # (Near the end, money also wins the market tiles left at the end, RULES 1.6.
        # Crediting the richest per currency with today's market tiles, fully as the end
        # nears, made Normal no stronger: 0.31 and, at 0.4 of the weight, 0.33 against two
        # Normal players over 600 games.)
        # What is held for later (money, a module's token) is worth less as the end nears.
        self.time_left = min(1.0, own_turns / weights.endgame_turns)
        self.money_weight = weights.money * self.time_left
        self.parts = parts_for(game)
        # Only the parts that have something to say are asked, position after position.
        self._valuing_parts = tuple(p for p in self.parts
                                    if type(p).seat_value is not AiPart.seat_value)
        self._paying_parts = tuple(p for p in self.parts if type(p).payers is not AiPart.payers)
        self.currencies = game.currencies
        # The scorings to come as (number, chance), at which the modules' scoring lines are
        # counted (the modules' parts weigh what they add with the same chances).
        self.line_outlooks = tuple((o.number, o.chance) for o in outlooks if o.chance > 0.0) \
            if game.hooks.scoring_lines else ()
        # Money is worth what it can still buy: a seat's share of the tiles to come. What a
        # hand holds beyond that is worth little (and hoarding it would stall the game).
        coming = [t.price for t in game.bag] + [t.price for t in game.market if t is not None]
        mean_price = sum(coming) / len(coming) if coming else 0.0
        self.money_need = max(weights.money_cap, weights.need_margin * mean_price
                              * len(coming) / self.players)
        unseen = [c for c in game.unseen if isinstance(c, MoneyCard)]
        self.hidden_card_value = (sum(c.value for c in unseen) / len(unseen)) if unseen else 5.0
        self._memo: dict[tuple, tuple[tuple[float, ...], dict[int, tuple[float, ...]]]] = {}
        self._money_memo: dict[tuple, tuple[float, float]] = {}
        self._threats: MarketThreats | None = None
        if market_threat and weights.give_away > 0.0 and not game.is_over:
            self._threats = MarketThreats(self, game)

    # ------------------------------------------------------------------ the value
    def value(self, game: Game) -> float:
        """``seat``'s projection minus its rivals' (see the module's description)."""
        return self.value_for(game, self.seat)

    def value_for(self, game: Game, seat: int) -> float:
        """The same judgement made for another seat (to predict what a rival will do)."""
        value = self.judge(self.terms(game), seat)
        if self._threats is not None and seat == self.seat:
            value -= self.weights.give_away * self._threats.left_on(game)
        return value

    def judge(self, terms: list[dict[str, float]], seat: int) -> float:
        """A seat's judgement of every player's projection terms: its own projection
        against its rivals' (a learned evaluation weighs the terms itself)."""
        return self.relative([sum(t.values()) for t in terms], seat)

    def relative(self, projections: list[float], seat: int) -> float:
        """A seat's projection against its rivals'."""
        mine = projections[seat]
        rivals = [p for s, p in enumerate(projections) if s != seat]
        w = self.weights.leader
        return mine - (w * max(rivals) + (1.0 - w) * sum(rivals) / len(rivals))

    def projections(self, game: Game) -> list[float]:
        """Each player's projected final score."""
        return [sum(t.values()) for t in self.terms(game)]

    def terms(self, game: Game) -> list[dict[str, float]]:
        """Each player's projected final score, by term (see ``_terms``)."""
        return self._terms(game, None, None, None, game.market)

    def value_of_change(self, game: Game, seat: int, hand: list, gained: Kind | None,
                        market: list) -> float:
        """``value_for(seat)`` of the position ``game`` would be in if ``seat`` held
        ``hand``, had gained a building of kind ``gained`` (to be placed) and the market
        were ``market``: a quick look at one action without making the position."""
        return self.judge(self._terms(game, seat, hand, gained, market), seat)

    # Whether each module's part names its terms one by one (``AiPart.features``) or adds
    # them up as one ("parts"): the hand-set judgement needs only their sum.
    detailed_parts = False

    def _terms(self, game: Game, changed: int | None, hand: list | None,
               gained: Kind | None, market: list) -> list[dict[str, float]]:
        """Per player, the terms of its projection: points scored, the majority races and
        the walls at the scorings to come, money, the modules' parts and scoring lines."""
        counts = [self.effective_counts(game, s) for s in range(self.players)]
        if gained is not None and changed is not None:
            counts[changed] = dict(counts[changed])
            counts[changed][gained] += 1
        if self.has_dirk:
            counts.append(dirk_counts(game))
        races = [0.0] * self.players
        by_scoring: dict[int, list[float]] = {}
        for kind in KINDS:
            points, per_scoring = self._race(kind, tuple([c[kind] for c in counts]))
            for s in range(self.players):
                races[s] += points[s]
            if self.detailed_parts:
                for number, scored in per_scoring.items():
                    row = by_scoring.setdefault(number, [0.0] * self.players)
                    for s in range(self.players):
                        row[s] += scored[s]
        lines = self.module_lines(game) if self.line_outlooks else None
        by_module = self.lines_by_module(game) if self.detailed_parts else {}
        market_ids = _ids_of(market)
        terms = []
        for s, player in enumerate(game.players):
            cards = hand if s == changed and hand is not None else player.hand
            seat_terms = {"score": float(player.score), "races": races[s],
                          "walls": self.building_value(shape_of(player.alhambra)),
                          "money": self._money_of(game, s, cards, market, market_ids),
                          "lines": lines[s] if lines else 0.0}
            if self.detailed_parts:
                # the races by the scoring they are for, the walls' growth and the money's
                # exact payments apart, each module's lines and parts by name
                del seat_terms["races"], seat_terms["lines"]
                for number, row in by_scoring.items():
                    seat_terms[f"races.{number}"] = row[s]
                shape = shape_of(player.alhambra)
                seat_terms["walls"] = self.wall_weight * shape.longest_wall
                seat_terms["walls.growth"] = self.building_value(shape) - seat_terms["walls"]
                amount, exact = self._money_parts(game, s, cards, market, market_ids)
                seat_terms["money"], seat_terms["money.exact"] = amount, exact
                for module_id, points in by_module.items():
                    seat_terms[f"lines.{module_id}"] = points[s]
                for part in self.parts:
                    seat_terms.update(part.features(self, game, s))
            else:
                seat_terms["parts"] = sum([part.seat_value(self, game, s)
                                           for part in self._valuing_parts])
            terms.append(seat_terms)
        return terms

    def module_lines(self, game: Game) -> list[float]:
        """Each player's expected points from the modules' scoring lines at the scorings to
        come, were they counted as the position stands (losses too)."""
        expected = [0.0] * self.players
        for points in self.lines_by_module(game).values():
            for s in range(self.players):
                expected[s] += points[s]
        return expected

    def lines_by_module(self, game: Game) -> dict[str, list[float]]:
        """``module_lines`` per module that scores lines."""
        found = {}
        for module in game.hooks.scoring_lines:
            expected = found[module.id] = [0.0] * self.players
            for number, chance in self.line_outlooks:
                for points in module.scoring_lines(game, number).values():
                    for s in range(self.players):
                        expected[s] += chance * points[s]
        return found

    # ------------------------------------------------------------------ parts
    def effective_counts(self, game: Game, seat: int) -> dict:
        """Buildings per kind as the seat may expect them to count: the Alhambra's, tiles
        still to be placed, and reserve tiles at a discount."""
        player = game.players[seat]
        if game.modules:
            counts = dict(game.scoring_counts(seat))
        else:
            counts = dict(player.alhambra.cached(("ai", "counts"), player.alhambra.counts))
        for tile in player.pending:
            if tile.is_building:
                counts[tile.kind] += 1
        for tile in player.reserve:
            if tile.is_building:
                counts[tile.kind] += self.weights.reserve
        return counts

    def race(self, kind, counts: tuple[float, ...]) -> tuple[float, ...]:
        """Expected majority points for ``kind`` over the scorings to come, per
        participant (players, then Dirk)."""
        return self._race(kind, counts)[0]

    def _race(self, kind, counts: tuple[float, ...]
              ) -> tuple[tuple[float, ...], dict[int, tuple[float, ...]]]:
        """``race``, and the same per scoring to come (by its number)."""
        key = (kind, counts)
        found = self._memo.get(key)
        if found is not None:
            return found
        total = [0.0] * len(counts)
        per_scoring = {}
        dirk = len(counts) - 1 if self.has_dirk else -1
        for number, chance, places, per_kind in self._races:
            mean_add, var_add, dirk_mean, dirk_var = per_kind[kind]
            means, variances, present = [], [], []
            for i, c in enumerate(counts):
                if i == dirk:
                    m, v = c + dirk_mean, dirk_var
                else:
                    m, v = c + mean_add, var_add
                means.append(m)
                variances.append(v)
                if c > 0:
                    present.append(1.0)
                else:
                    present.append(1.0 - math.exp(-(dirk_mean if i == dirk else mean_add)))
            points = expected_points(means, variances, places[kind], present)
            for i, p in enumerate(points):
                total[i] += chance * p
            per_scoring[number] = tuple(chance * p for p in points)
        found = self._memo[key] = (tuple(total), per_scoring)
        return found

    def building_value(self, shape: Shape) -> float:
        """The longest wall at each scoring to come, and room for it and the Alhambra to
        grow while there is time."""
        w = self.weights
        growth = (w.wall_growth * (shape.outer_walls - shape.longest_wall)
                  + w.open_sides * shape.open_sides)
        return self.wall_weight * shape.longest_wall + self.growth_weight * growth

    def money_value(self, game: Game, seat: int) -> float:
        """What a hand is worth: money while it can still be spent (currencies with more
        than enough count less), and tiles on the market it could pay exactly."""
        return self.money_value_of(game, seat, game.players[seat].hand, game.market)

    def money_value_of(self, game: Game, seat: int, hand: list, market: list) -> float:
        return self._money_of(game, seat, hand, market, _ids_of(market))

    def _money_of(self, game: Game, seat: int, hand: list, market: list,
                  market_ids: tuple) -> float:
        """``money_value_of``, the market's ids given (the same for every seat)."""
        amount, exact = self._money_parts(game, seat, hand, market, market_ids)
        return amount + exact

    def _money_parts(self, game: Game, seat: int, hand: list, market: list,
                     market_ids: tuple) -> tuple[float, float]:
        """The money's worth as an amount, and as the market tiles it pays exactly."""
        if self.money_weight <= 0.0:
            return 0.0, 0.0
        key = (seat, tuple([c.id for c in hand]), market_ids)
        found = self._money_memo.get(key)
        if found is None:
            found = self._money_memo[key] = self._money_value(game, hand, market)
        return found

    def _money_value(self, game: Game, hand: list, market: list) -> tuple[float, float]:
        cap = self.weights.money_cap
        currencies = self.currencies
        # Another seat's hand in a view: the cards seen coming in count as they are, each
        # face-down one as an average unseen card spread over the currencies.
        hidden = sum(1 for c in hand if isinstance(c, HiddenCard))
        per_currency = hidden * self.hidden_card_value / len(currencies) if hidden else 0.0
        by_currency = money_by_currency(hand)
        amounts = [sum(by_currency.get(c, ())) + per_currency for c in currencies]
        exact = 0
        if hidden < len(hand) or not hand:
            for square, tile in enumerate(market):
                if tile is None:
                    continue
                currency = game.currency_of(square)
                # The modules' cards may let other values pay together (an office, M2).
                payers = [by_currency.get(currency, [])] + [
                    values for part in self._paying_parts
                    for values in part.payers(hand, currency, by_currency)]
                if any(exact_payable(values, tile.price) for values in payers):
                    exact += 1
        excess = self.weights.money_excess
        worth = sum(a if a <= cap else cap + excess * (a - cap) for a in amounts)
        if worth > self.money_need:
            worth = self.money_need + 0.1 * (worth - self.money_need)
        return self.money_weight * worth, self.weights.exact * exact * min(
            1.0, self.money_weight / self.weights.money)

    @staticmethod
    def _dirk_additions(game: Game, number: int) -> float:
        """Tiles Dirk will have received before scoring ``number`` beyond what he holds."""
        if game.dirk is None:
            return 0.0
        adds = 0.0
        if number >= 2 and game.scorings_done < 1:
            adds += 6
        if number >= 3 and game.scorings_done < 2:
            adds += max(0, len(game.bag) - 6) / 3
        return adds


def _ids_of(market: list) -> tuple:
    """A market's tiles by id (None for an empty square), as the money memo keys it."""
    return tuple([t.id if t is not None else None for t in market])


class MarketThreats:
    """What the seat stands to lose from each market tile it leaves to the rivals who play
    next: their gain in the majority races (and the seat's loss there), times the chance
    that they can pay for it. A square emptied this turn is refilled from the bag before
    they play, so it threatens what an average tile to come would."""

    FOLLOWERS = (1.0, 0.5)   # the next rival counts fully, the one after that half

    def __init__(self, evaluator: Evaluator, game: Game) -> None:
        seat, players = evaluator.seat, evaluator.players
        self.market = list(game.market)
        counts = [evaluator.effective_counts(game, s) for s in range(players)]
        if evaluator.has_dirk:
            counts.append(dirk_counts(game))
        base = evaluator.projections(game)
        here = evaluator.relative(base, seat)
        loss: dict[tuple[int, Kind], float] = {}
        rivals = [(seat + k) % players for k in range(1, players)][:len(self.FOLLOWERS)]
        for rival in rivals:
            for kind in KINDS:
                before = evaluator.race(kind, tuple(c[kind] for c in counts))
                more = [c[kind] for c in counts]
                more[rival] += 1
                after = evaluator.race(kind, tuple(more))
                moved = [b + a - o for b, a, o in zip(base, after, before)]
                loss[(rival, kind)] = max(0.0, here - evaluator.relative(moved, seat))
        share = evaluator.forecast.kind_share
        prices = [t.price for t in game.bag] or [8]
        mean_price = sum(prices) / len(prices)
        self.on_square: list[float] = []
        self.fresh: list[float] = []
        for square, tile in enumerate(game.market):
            currency = game.currency_of(square)
            now = fresh = 0.0
            for weight, rival in zip(self.FOLLOWERS, rivals):
                if tile is not None and tile.is_building:
                    now += weight * afford_chance(game, rival, currency, tile.price) \
                        * loss[(rival, tile.kind)]
                fresh += weight * afford_chance(game, rival, currency, mean_price) * sum(
                    share[k] * loss[(rival, k)] for k in KINDS)
            self.on_square.append(now)
            self.fresh.append(fresh)

    def left_on(self, game: Game) -> float:
        total = 0.0
        for square, tile in enumerate(game.market):
            if tile is not None and tile == self.market[square]:
                total += self.on_square[square]
            else:
                total += self.fresh[square]
        return total


def dirk_counts(game: Game) -> dict[Kind, float]:
    """Dirk's buildings per kind (two players, RULES 1.8)."""
    counts = dict.fromkeys(KINDS, 0.0)
    for tile in game.dirk or ():
        if tile.is_building:
            counts[tile.kind] += 1
    return counts


def afford_chance(game: Game, seat: int, currency, price: float) -> float:
    """The chance that ``seat`` holds at least ``price`` in ``currency``: certain for a
    visible hand; for a hidden one, from the cards the viewer has not seen."""
    hand = game.players[seat].hand
    held = sum(c.value for c in hand if isinstance(c, MoneyCard) and c.currency is currency)
    count = sum(1 for c in hand if isinstance(c, HiddenCard))
    if held >= price or count == 0:
        return 1.0 if held >= price else 0.0
    pool = [c for c in game.unseen if isinstance(c, MoneyCard)]
    if not pool:
        return 0.0
    values = [c.value if c.currency is currency else 0 for c in pool]
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / len(values)
    spread = math.sqrt(count * var) or 1e-9
    return 0.5 * (1.0 + math.erf((held + count * mean - price + 0.5)
                                 / (spread * math.sqrt(2.0))))
