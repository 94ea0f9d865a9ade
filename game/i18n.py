"""The game's words in the player's language: English, French, Italian or German.

Every sentence a player reads goes through ``_`` (or ``ngettext`` when it counts something),
written whole with named placeholders so that a translation may put the words in its own
order: ``_("{name} took {money}").format(name=..., money=...)``. Words that must be kept
before they are shown (a table of names, a module's title) are marked with ``N_`` where they
are written and translated with ``_`` where they are shown, so that changing the language
changes them at once, without a restart.

The catalogs are gettext's (``assets/locale/<lang>/LC_MESSAGES/alhambra.mo``, compiled
from the ``.po`` files by ``make locale``) and are read with the standard library: this
module is pure Python, for the rules core and the bots as much as for the table. A language
whose catalog is missing falls back to English, the language the program is written in.
"""

from __future__ import annotations

import gettext
import os
from pathlib import Path

DOMAIN = "alhambra"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "assets" / "locale"

ENGLISH = "en"
# Each language named in itself, as a player looking for theirs would read it.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "it": "Italiano",
    "de": "Deutsch",
}

_translations: gettext.NullTranslations = gettext.NullTranslations()
_language = ENGLISH


def _(message: str) -> str:
    """``message`` in the current language."""
    return _translations.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted sentence that suits ``count`` in the current language (French
    says "1 carte", "0 carte"; English "0 cards"); the caller fills in the number."""
    return _translations.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, where the same English word needs a different
    translation depending on ``context``."""
    return _translations.pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 (gettext's own name for it)
    """Marks ``message`` for translation without translating it yet (see the module's
    docstring)."""
    return message


def language() -> str:
    """The code of the language the game speaks now."""
    return _language


def set_language(code: str) -> None:
    """Speak ``code`` (one of LANGUAGES) from now on; an unknown code raises ValueError."""
    global _translations, _language
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; choose one of {', '.join(LANGUAGES)}")
    if code == ENGLISH:
        _translations = gettext.NullTranslations()
    else:
        _translations = gettext.translation(DOMAIN, LOCALE_DIR, languages=[code],
                                            fallback=True)
    _language = code


def has_catalog(code: str) -> bool:
    """Whether the compiled catalog of ``code`` is there (English needs none)."""
    return code == ENGLISH or (LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file()


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language the system asks for, if the game speaks it, else English.

    Read as gettext reads it: the first of LANGUAGE (a colon-separated list of preferences),
    LC_ALL, LC_MESSAGES and LANG that is set, e.g. ``fr_CH.UTF-8`` → ``fr``.
    """
    environ = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if not value:
            continue
        for wish in value.split(":"):
            code = wish.split(".")[0].split("_")[0].split("@")[0].lower()
            if code in LANGUAGES:
                return code
        if variable != "LANGUAGE":
            break  # the first variable set decides, as for gettext
    return ENGLISH
