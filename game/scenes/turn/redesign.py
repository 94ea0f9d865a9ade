"""The turn's redesign (RULES 1.3 C): a reserve tile dragged (or clicked, then a cell
clicked) onto the Alhambra, onto one of its tiles to exchange them, or a built tile dragged
onto the reserve; every cell judged live. An extra redesign step a module grants (Ammar's,
a master builder's) is made the same way, and a place only a module's action opens (through
a gate) asks how."""

from __future__ import annotations

from typing import Any

from game.i18n import _
from game.rules import Action, RedesignAdd, RedesignExchange, RedesignRemove
from game.scenes.modules import describe, refusal_text
from game.scenes.targeting import Targets
from game.text import first_upper

Pos = tuple[int, int]


class RedesignFlow:
    """The turn scene's redesign steps (``redesign_tile``: the reserve tile chosen)."""

    redesign_tile: int | str | None

    def selected_reserve(self) -> object:
        return self.redesign_tile

    def reserve_hint(self) -> str:
        return _("drag a tile into your Alhambra to redesign") if self.my_turn else ""

    def _press_redesign(self, pos: Pos, tag: str, payload: Any) -> None:
        """A reserve tile or the Alhambra pressed for a redesign step (the turn's, or an
        extra one a module grants): a drag or a click begins."""
        if tag == "alhambra":
            self._press_alhambra(pos)
            return
        tile = self.player.reserve_tile(payload)
        spot = self.regions.rect_of("reserve_tile", payload)
        if tile is not None and spot is not None:
            self.drag.press(pos, ("reserve", tile), (pos[0] - spot.x, pos[1] - spot.y))

    def _press_alhambra(self, pos: Pos) -> None:
        cell = self.cell_under(pos)
        if cell is None:
            return
        alhambra = self.player.alhambra
        if self.redesign_tile is not None and self.targets is not None:
            self._redesign_at(cell)
            return
        tile = alhambra.at(cell)
        if tile is None:
            self.say(_("To build here, drag a tile from your reserve (a redesign)."))
        elif tile.category == "fountain":
            self.say(_("The fountain never moves."))
        else:
            spot = self.geometry.cell_rect(cell)
            self.drag.press(pos, ("built", cell, tile), (pos[0] - spot.x, pos[1] - spot.y))

    def _targets(self, tile) -> Targets:
        return Targets(self.game, self.large_seat, tile, redesign=True)

    def handle_motion(self, pos: Pos) -> None:
        if self.drag.motion(pos) and self.drag.payload[0] == "reserve":
            tile = self.drag.payload[1]
            self.redesign_tile = None
            self.targets = self._targets(tile)
            self.touch()

    def handle_release(self, pos: Pos) -> None:
        release = self.drag.release(pos)
        if release is None:
            return
        kind, payload = release.kind, release.payload
        if payload[0] == "reserve":
            tile = payload[1]
            if kind == "click":
                if self.redesign_tile == tile.id:
                    self.cancel_selection()
                    return
                self._clear()
                self.redesign_tile = tile.id
                self.targets = self._targets(tile)
                self.touch()
                return
            cell = self.cell_under(pos)
            if cell is not None and self.targets is not None:
                self._redesign_at(cell)
            self.targets = None
            self.touch()
            return
        # A built tile: into the reserve, or nowhere (an extra step: a click asks too).
        cell, tile = payload[1:]
        if kind == "click" and not self.in_module_stage:
            self.say(_("Drag this tile onto your reserve to take it out (a redesign)."),
                     good=True)
            return
        if kind == "click" or self.regions.hit(pos, ("reserve", "reserve_tile")):
            refused = self.game.removal_refusal(self.large_seat, cell)
            if refused is not None:
                self.refuse_place(_("{tile} cannot leave: {reason}.").format(
                    tile=first_upper(tile.label()), reason=refusal_text(refused)))
            else:
                self._step(RedesignRemove(cell), _("{tile} went to the reserve.").format(
                    tile=first_upper(tile.label())), ask=kind == "click")

    def _redesign_at(self, cell: Pos) -> None:
        targets = self.targets
        assert targets is not None
        ok, words = targets.verdict(cell)
        if not ok:
            self.refuse_place(first_upper(words) + ".")
            return
        tile = targets.tile
        label = first_upper(tile.label())
        if cell in targets.legal:
            self._step(RedesignAdd(tile.id, cell), _("{tile} built.").format(tile=label))
        elif cell in targets.swaps:
            self._step(RedesignExchange(tile.id, cell),
                       _("{tile} exchanged.").format(tile=label))
        else:
            self._special_at(cell)

    def _step(self, step: Action, success: str, *, ask: bool = False) -> None:
        """A redesign ``step``: the turn's action, or in a module's stage the extra step it
        grants; where several actions make it (one per card it may cost), or ``ask`` (a
        tile taken out by a mere click), the player says which, or not."""
        if not self.in_module_stage:
            self.act(step, success)
            return
        options = self.free_steps().get(step, [])
        if not options:
            self.say(_("Not with this step."))
        elif len(options) == 1 and not ask:
            self.act(options[0], success)
        else:
            stage = self.stage_words()
            self.offer_special([(describe(a, self.game), a) for a in options], success,
                               title=_("Make this step?"), note=stage[0] if stage else "")

    def free_steps(self) -> dict[Action, list[Action]]:
        """In a module's own stage that grants an extra redesign step (Ammar's, a master
        builder's): each step, as the turn's redesign action that would make it, with the
        module's actions that make it; {} at any other moment."""
        if not self.in_module_stage:
            return {}
        found: dict[Action, list[Action]] = {}
        for action in self.game.legal_actions():
            step = next((s for part in self.parts if (s := part.free_step(self.game, action))),
                        None)
            if step is not None:
                found.setdefault(step, []).append(action)
        return found

    def _special_at(self, cell: Pos) -> None:
        """A place the tile may go only by a module's action (through a gate, say); in a
        module's stage, by the extra steps that make such an action."""
        options = self.targets.special.get(cell, []) if self.targets else []
        if not self.in_module_stage:
            self.offer_special(options)
            return
        steps = self.free_steps()
        found = [(describe(a, self.game), a) for _words, turn in options
                 for a in steps.get(turn, [])]
        if found:
            stage = self.stage_words()
            self.offer_special(found, _("One more redesign step made."),
                               title=_("Make this step?"), note=stage[0] if stage else "")
        else:
            self.say(_("Not with this step."))
