"""A game's end and each scoring as plain text, for the command line (headless games and
finishing a loaded game): the winners and scores in two lines, a scoring as a table."""

from __future__ import annotations

from game.i18n import _, ngettext, pgettext
from game.rules import KINDS, Game, Kind, Scored
from game.text import unhyphenated


def format_result(game: Game) -> str:
    """A finished game in two lines: its seed, length and winners, then the scores."""
    winners = [game.names[w] for w in game.winners]
    named = winners[0] if winners else ""
    for name in winners[1:]:
        # Translators: two names, or a list of names and the last one
        named = _("{first} and {last}").format(first=named, last=name)
    # Translators: a game's summary, e.g. "seed 7, 41 turns; winner: Amira"
    head = _("seed {seed}, {turns}; {winners}").format(
        seed=game.config.seed,
        turns=ngettext("{count} turn", "{count} turns", game.turn).format(count=game.turn),
        winners=ngettext("winner: {names}", "winners: {names}", len(winners)).format(
            names=named))
    # Translators: the final scores, seat by seat
    scores = _("scores: {scores}").format(scores=" ".join(str(s) for s in game.scores))
    return f"{head}\n{scores}"


def _kind_heads() -> dict[Kind, str]:
    """The kinds as the text table's column headings: three letters each."""
    return {
        # Translators: "pavilion" in three letters, a column heading of the printed scoring
        Kind.PAVILION: pgettext("kind, three letters", "pav"),
        # Translators: "seraglio" in three letters, a column heading of the printed scoring
        Kind.SERAGLIO: pgettext("kind, three letters", "ser"),
        # Translators: "arcades" in three letters, a column heading of the printed scoring
        Kind.ARCADES: pgettext("kind, three letters", "arc"),
        # Translators: "chambers" in three letters, a column heading of the printed scoring
        Kind.CHAMBERS: pgettext("kind, three letters", "cha"),
        # Translators: "garden" in three letters, a column heading of the printed scoring
        Kind.GARDEN: pgettext("kind, three letters", "gar"),
        # Translators: "tower" in three letters, a column heading of the printed scoring
        Kind.TOWER: pgettext("kind, three letters", "tow"),
    }


def format_scoring(scored: Scored, names: list[str]) -> str:
    """A scoring as a text table: points per kind, wall, modules' lines, gain and total."""
    extras = sorted({line for row in scored.rows for line in row.extras})
    kinds = _kind_heads()
    # Translators: headings of the printed scoring's columns after the kinds
    head = ["", *(kinds[k] for k in KINDS), _("wall"), *(unhyphenated(_(line)) for line in extras),
            _("gain"), _("total")]
    lines = [_("scoring {number}").format(number=scored.number)]
    # Translators: the name of the neutral player of a two-player game
    dirk = _("Dirk")
    widths = [max(8, *(len(n) for n in [*names, dirk]))] + [max(5, len(h)) for h in head[1:]]
    lines.append("  ".join(h.rjust(w) if i else h.ljust(w)
                           for i, (h, w) in enumerate(zip(head, widths))))
    for row in scored.rows:
        name = dirk if row.seat is None else names[row.seat]
        total = scored.dirk_total if row.seat is None else scored.totals[row.seat]
        cells = [name, *(str(row.buildings[k.value]) for k in KINDS), str(row.wall),
                 *(str(row.extras.get(e, 0)) for e in extras), str(row.gained), str(total)]
        lines.append("  ".join(c.rjust(w) if i else c.ljust(w)
                               for i, (c, w) in enumerate(zip(cells, widths))))
    return "\n".join(lines)
