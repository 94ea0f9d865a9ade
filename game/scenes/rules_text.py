"""The rule reference's text for the base game and the two-player rules (the modules' and
the Alcazaba variant's own pages are written beside their table parts). Each section is a
key, a title and paragraphs, in English and marked for translation (the rule book shows them
in the player's language); a paragraph starting with "- " is a point of a list."""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_


@dataclass(frozen=True)
class Section:
    key: str
    title: str
    paragraphs: tuple[str, ...]
    pictures: str = ""   # which of the table's pictures head the section ("" none)


BASE = (
    Section("goal", N_("The game and its goal"), (
        N_("Build the most splendid Alhambra. Buildings of six kinds (pavilion, seraglio, "
           "arcades, chambers, garden, tower) are bought from the building market with money "
           "in four currencies (florin, dirham, denar, ducat) and built around your fountain."),
        N_("Three scorings pay the players with the most buildings of each kind, and each "
           "player's longest outer wall. The player with the most points at the end wins; "
           "equal points share the victory."),
        N_("Setup: each player starts with the fountain alone and receives money cards until "
           "they hold 20 or more. Four tiles are laid on the market's squares (square 1 sells "
           "in florins, 2 in dirhams, 3 in denars, 4 in ducats) and four money cards face up "
           "beside it: the money display. The player with the fewest cards (then the lowest "
           "total) starts."),
    ), pictures="kinds"),
    Section("turn", N_("A turn"), (
        N_("On your turn you do one of three things:"),
        # Translators: here and below, "- " starts a point of a list: keep it
        N_("- Take money: one card of the money display, any value, or several cards adding up "
           "to 5 at most. Taking money ends your actions."),
        N_("- Buy a building: choose a market square and pay its price with cards of that "
           "square's currency only. No change is given. Paying exactly the price gives you "
           "another action; overpaying ends your actions. A square bought empty stays empty "
           "until the end of the turn."),
        N_("- Redesign: one step with your Alhambra: build a tile from your reserve, take a "
           "tile out to the reserve, or exchange a reserve tile with a built one (it takes "
           "exactly its place). Tiles bought this turn cannot be used; the fountain never "
           "moves. A redesign ends your actions."),
        N_("At the end of your turn you place each tile bought: in your Alhambra, where the "
           "building rules allow, or in your reserve (which has no limit). Then the market and "
           "the money display are filled up again."),
    ), pictures="money"),
    Section("building", N_("Building your Alhambra"), (
        N_("Tiles are never turned. A tile may go to an empty place only if:"),
        # Translators: here and below, "- " starts a point of a list: keep it
        N_("- it shares a whole side with a tile of your Alhambra (a corner is not enough);"),
        N_("- each side it shares with a neighbour is walled on both tiles or open on both;"),
        N_("- it can be reached on foot from the fountain, from tile to tile across open sides;"),
        N_("- no empty place ends up closed in (a hole), however large."),
        N_("A tile may be taken out (a redesign) only if what remains still keeps these rules: "
           "every tile reachable on foot from the fountain, and no hole. While you drag a "
           "tile, the free places light up and a refused place says which rule it breaks."),
    )),
    Section("scoring", N_("Scoring"), (
        N_("A scoring comes when each of the two scoring cards is drawn from the money deck "
           "(they lie in the 2nd and 4th of its five piles), and a third at the end of the "
           "game. Buildings in your reserve do not count."),
        # Translators: here and below, "- " starts a point of a list: keep it
        N_("- 1st scoring: the player with the most of a kind scores 1 (pavilion) to 6 "
           "(tower) points."),
        N_("- 2nd scoring: the most score 8 to 13, the second most 1 to 6."),
        N_("- Final scoring: the most score 16 to 21, the second 8 to 13, the third 1 to 6."),
        N_("Tied players add up the points of the places they take and share them equally, "
           "rounded down; the next player takes the place after them. A player needs at least "
           "one building of a kind to score it."),
        N_("For example, at the 2nd scoring Amira and Basim have 4 towers each, the most: "
           "they share 13 + 6 points, 9 each, and Carmen, with the next most towers, is third "
           "and scores nothing for them."),
        N_("Each player also scores one point per wall side of their longest connected outer "
           "wall (walls back to back between two tiles never count; a closed ring counts every "
           "side)."),
    ), pictures="example:scoring"),
    Section("end", N_("The end of the game"), (
        N_("When, at the end of a turn, the bag cannot fill every empty market square, the "
           "game ends. Each tile left on the market goes to the player holding the strictly "
           "most money of that square's currency (on a tie it stays); they place it. Then "
           "the final scoring, and the most points wins."),
    )),
    Section("dirk", N_("Two players: Dirk"), (
        N_("With two players one copy of each money card is left out, and Dirk takes part: "
           "a neutral builder without turns, money or Alhambra. He gets 6 tiles from the bag at "
           "the start, 6 more after the 1st scoring and a third of the bag after the 2nd."),
        N_("Dirk competes for every majority with all his tiles (never for walls). At the end "
           "of your turn you may give him a tile you bought instead of placing it. His points "
           "are shown, but he cannot win."),
    )),
)


# Which section a refusal's reason comes from ("turn" for the rest of the core's).
REASON_SECTIONS = {
    "occupied": "building", "not_joined": "building", "walls_mismatch": "building",
    "closed_side": "building", "hole": "building", "not_on_foot": "building",
    "fountain": "building", "fixed": "building", "empty": "building",
    "bad_position": "building", "no_dirk": "dirk",
}
