"""The table's bars: the top bar (the game's name, the moment in words, the Menu, AI speed
and Skip buttons), the actions panel's words (what to do now, told whole on hover where a
small window shortens them) and what it says while another player plays, and the message
at the foot of your Alhambra (what was done, or why not)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui import paint, theme
from game.ui.fonts import drawn_size, first_fitting, fitting_size, line_pitch, text, wrap
from game.ui.settings import speed_name, strength_name
from game.ui.widgets import Button, draw_paragraph, draw_text, label_width

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

ADVICE_TAG = "advice"   # the actions panel's words, told whole on hover where shortened
MESSAGE_PITCH = 18      # between the lines of the message


def paint_topbar(surface: pygame.Surface, rect: pygame.Rect, status: Sequence[str],
                 buttons_x: int) -> None:
    """The game's name, then the first of the ``status`` lines (the longest first) that
    fits up to the bar's buttons (from ``buttons_x`` on)."""
    paint.rect(surface, (58, 22, 18), rect)
    paint.line(surface, theme.GOLD, (rect.x, rect.bottom - 1), (rect.right, rect.bottom - 1), 2)
    draw_text(surface, "ALHAMBRA", (rect.x + 14, rect.centery), 20, theme.GOLD_LIGHT,
              anchor="midleft", serif=True, bold=True)
    room = buttons_x - rect.x - 190
    words = first_fitting(status, 15, room, True)
    draw_text(surface, words, (rect.x + 180, rect.centery), 15, theme.PAPER, anchor="midleft",
              bold=True, max_width=room)


def top_buttons(scene: TableScene, bar: pygame.Rect) -> list[Button]:
    """Menu and AI speed at the top bar's right end, and Skip while a computer plays."""
    match = scene.match
    # Translators: buttons in the top bar, about 80 pixels wide
    menu = Button(pygame.Rect(bar.right - 92, bar.y + 5, 84, 28), _("Menu"), scene.open_menu,
                  key="menu")
    label = _("AI speed: {speed}").format(speed=speed_name(match.speed))
    width = label_width(label, 186)
    speed = Button(pygame.Rect(menu.rect.x - 8 - width, bar.y + 5, width, 28), label,
                   lambda: match.app.change_speed(1, wrap=True), key="speed")
    buttons = [menu, speed]
    if not scene.game.is_over and not match.seats[scene.game.to_move].is_human:
        buttons.append(Button(pygame.Rect(speed.rect.x - 96, bar.y + 5, 88, 28),
                              _("Skip ▸▸"), match.skip, key="skip"))
    return buttons


def paint_advice(scene: TableScene, s: pygame.Surface, inner: pygame.Rect, head: str,
                 colour: theme.Colour, detail: str, bottom: int, head_size: int = 14) -> None:
    """The actions panel's words: ``head`` (on two lines if one is too short for it), then
    ``detail`` down to ``bottom`` (the buttons' row). Where the detail must be shortened (a
    small window), the panel tells it whole on hover."""
    lines = [head]
    if fitting_size(head, head_size, inner.width, bold=True) is None:
        lines = wrap(head, head_size, inner.width, bold=True)[:2]
    pitch = line_pitch(head_size)
    for i, line in enumerate(lines):
        draw_text(s, line, (inner.x, inner.y + i * pitch), head_size, colour, bold=True,
                  max_width=inner.width)
    top = inner.y + (len(lines) - 1) * pitch + drawn_size(head_size) + 6
    area = pygame.Rect(inner.x, top, inner.width, bottom - top)
    if detail and not draw_paragraph(s, detail, area):
        scene.regions.add(area, ADVICE_TAG, detail)


def paint_waiting(scene: TableScene, s: pygame.Surface, inner: pygame.Rect) -> list[Button]:
    """While another player is to decide: who, and (a computer) how to skip ahead."""
    match, game = scene.match, scene.game
    info = match.seats[game.to_move]
    if info.is_human:
        draw_text(s, _("Waiting for {name}.").format(name=info.name), inner.topleft, 15,
                  theme.INK, bold=True)
        return []
    # Translators: {level} is the computer player's strength ("normal")
    playing = _("{name} (AI · {level}) is playing.").format(
        name=info.name, level=strength_name(info.player))
    words = _("Watch the moves, or press Space to skip ahead to the next human turn. + and - "
              "change the speed.")
    paint_advice(scene, s, inner, playing, theme.INK, words, inner.bottom - 32, 15)
    label = _("Skip to my turn") if match.humans else _("Skip ahead")
    return [Button(pygame.Rect(inner.x, inner.bottom - 30, 150, 30), label, match.skip,
                   key="skip_turn")]


# ---------------------------------------------------------------------------- the message
def message_lines(message: str, width: int, refused: bool) -> list[pygame.Surface]:
    """The message wrapped to ``width``, and after a refusal where to read the rule."""
    lines = [text(line, 14, theme.PAPER, True) for line in wrap(message, 14, width, bold=True)]
    if refused:
        # Translators: F1 is the key that opens the rule reference
        lines.append(text(_("F1: the rule"), 12, theme.PAPER))
    return lines


def message_box(lines: Sequence[pygame.Surface], area: pygame.Rect) -> pygame.Rect:
    """Where the message's ``lines`` lie: at the foot of ``area`` (your Alhambra)."""
    box = pygame.Rect(0, 0, max(i.get_width() for i in lines) + 24,
                      MESSAGE_PITCH * len(lines) + 14)
    box.midbottom = (area.centerx, area.bottom - 8)
    return box


def draw_message(surface: pygame.Surface, lines: Sequence[pygame.Surface], box: pygame.Rect,
                 good: bool) -> None:
    fill = theme.GOOD if good else theme.BAD
    paint.rect(surface, theme.mix(fill, (0, 0, 0), 0.2), box.move(2, 2), border_radius=8)
    paint.rect(surface, fill, box, border_radius=8)
    for k, image in enumerate(lines):
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.y + 7 + MESSAGE_PITCH * k)))
