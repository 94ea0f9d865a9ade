"""A fast model of a Normal player, for looking ahead in sampled worlds.

It plays a seat's whole turn on the game it is given (a private copy: the look-ahead's
world). Each option (a money take, a purchase) is judged by the Normal evaluation of the
change it makes, without building the position it leads to; only the chosen actions are
applied. After an exact payment it looks for the next action the same way. Bought tiles go
where they make the best shape, or into the reserve. Offers between turns are declined.
"""

from __future__ import annotations

from game.ai.evaluation import Evaluator
from game.ai.planner import shapely_placement
from game.rules import (
    ACTION, PLACE_NOW, PLACEMENT, WINDOW, Action, Buy, EndActions, EndTurn, Game, MoneyCard,
    Pass, TakeMoney,
)

TAKES = 3       # money takes weighed (the richest)
PAYMENTS = 2    # payments weighed per square (exact ones first, then the least wasteful)


def play_quick_turn(game: Game, evaluator: Evaluator) -> None:
    """Play ``game.to_move``'s decisions until its turn is over (or, outside a turn, its
    single decision)."""
    seat = game.to_move
    decisions = len(game.log)
    if game.phase == WINDOW:
        legal = game.legal_actions()
        game.apply(next((a for a in legal if isinstance(a, Pass)), legal[0]))
        return
    while game.phase == ACTION and game.to_move == seat:
        game.apply(_best_action(game, seat, evaluator))
    while game.phase in (PLACEMENT, PLACE_NOW) and game.to_move == seat \
            and game.players[seat].pending:
        game.apply(shapely_placement(game))
    if game.phase == PLACEMENT and game.to_move == seat:
        game.apply(EndTurn())
    if len(game.log) == decisions and not game.is_over:
        game.apply(game.legal_actions()[0])   # a decision this model does not know


def _best_action(game: Game, seat: int, evaluator: Evaluator) -> Action:
    legal = game.legal_actions(redesigns=False)   # this model never redesigns
    player = game.players[seat]
    hand = player.hand
    by_id = {c.id: c for c in hand}
    display = {c.id: c for c in game.display}
    market = game.market
    best: Action | None = None
    best_value = float("-inf")

    def consider(act: Action, value: float) -> None:
        nonlocal best, best_value
        if value > best_value:
            best, best_value = act, value

    takes = sorted((a for a in legal if isinstance(a, TakeMoney)),
                   key=lambda a: -sum(getattr(display.get(i), "value", 0) for i in a.cards))
    for act in takes[:TAKES]:
        cards = [display[i] for i in act.cards]
        consider(act, evaluator.value_of_change(game, seat, hand + cards, None, market))
    buys: dict[int, list[tuple[int, Buy]]] = {}
    for act in legal:
        if isinstance(act, Buy):
            tile = market[act.square]
            paid = sum(by_id[i].value for i in act.cards if isinstance(by_id.get(i), MoneyCard))
            buys.setdefault(act.square, []).append((paid - tile.price, act))
    for square, options in buys.items():
        tile = market[square]
        after = list(market)
        after[square] = None
        for _, act in sorted(options, key=lambda o: (o[0], len(o[1].cards)))[:PAYMENTS]:
            rest = [c for c in hand if c.id not in act.cards]
            gained = tile.kind if tile.is_building else None
            consider(act, evaluator.value_of_change(game, seat, rest, gained, after))
    for act in legal:
        if isinstance(act, EndActions):
            consider(act, evaluator.value_of_change(game, seat, hand, None, market))
    return best if best is not None else legal[0]
