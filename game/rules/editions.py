"""The revisions of this project's rules a game may be dealt and played under.

A save keeps its game's edition (``GameConfig.edition``), so a game goes on as it began.
Edition 1 dealt expansion 1's exchange offices and hut stacks in a fixed order and had no
last vizier window before the final distribution; edition 2 follows RULES M2, M4 and D19 as
corrected. Edition 3 counts Hakim's half building at a last scoring that follows no scoring
card (D5, D25), offers the gates (M5) in the extra redesign steps (D33), lets an auction's
winner choose the cards that pay (D38), moves a trader disc lifted between turns when the
window closes (D43), takes the extra steps before the turn's chests and the disc's move
after them (D47), and takes a master builder swapped away with Machma Klain out of the
game, where it went to the discard pile (D49).
"""

EDITION = 3
FIRST_EDITION, SECOND_EDITION, THIRD_EDITION = 1, 2, 3
