"""The game's words in the player's language: English, French, Italian or German.

Every sentence a player reads goes through ``_`` (or ``ngettext`` when it counts something),
written whole with named placeholders so that a translation may put the words in its own
order: ``_("{name} took {money}").format(name=..., money=...)``. Words that must be kept
before they are shown (a table of names, a module's title) are marked with ``N_`` where they
are written and translated with ``_`` where they are shown, so that changing the language
changes them at once, without a restart.

The catalogs are gettext's, in ``locale/<lang>/LC_MESSAGES/`` of the assets: a source
checkout has the ``.po`` files translators edit, read as they are (``game/catalogs.py``), so
the game speaks every language however it is started; an installed game and the built
program carry them compiled to ``.mo`` by their builds. They are read with the standard
library: this module is pure Python, for the rules core and the bots as much as for the
table. A language whose catalog is missing or damaged is spoken in English, and
``catalog_problem`` says so in words.
"""

from __future__ import annotations

import gettext
import io
import os
import struct
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from game.catalogs import CatalogError, compile_po
from game.paths import asset

DOMAIN = "alhambra"
LOCALE_DIR = asset("locale")

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
_problem = ""  # why the language chosen is spoken in English, if it is


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


def N_(message: str) -> str:
    """Marks ``message`` for translation without translating it yet (see the module's
    docstring)."""
    return message


def language() -> str:
    """The code of the language the game speaks now."""
    return _language


def set_language(code: str) -> None:
    """Speak ``code`` (one of LANGUAGES) from now on; an unknown code raises ValueError. A
    language whose catalog cannot be read stays chosen, spoken in English, and
    ``catalog_problem`` says why."""
    global _translations, _language, _problem
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; choose one of {', '.join(LANGUAGES)}")
    _translations, _problem = gettext.NullTranslations(), ""
    if code != ENGLISH:
        # said in English on purpose: the chosen language's words are what is missing
        try:
            _translations = load_catalog(code)
        except FileNotFoundError as error:
            _problem = (f"The catalog of {LANGUAGES[code]} is missing, so the game speaks "
                        f"English: {error}")
        except (OSError, CatalogError) as error:
            _problem = (f"The catalog of {LANGUAGES[code]} cannot be read, so the game speaks "
                        f"English: {error}")
    _language = code


def catalog_problem() -> str:
    """Why the language chosen is spoken in English (its catalog is missing or damaged),
    or "" when it is spoken as chosen."""
    return _problem


def catalog_file(code: str, locale_dir: Path | None = None) -> Path:
    """The catalog of ``code``: the ``.po`` a source checkout has, else the ``.mo`` an
    installed game or the built program carries; FileNotFoundError if neither is there."""
    folder = (LOCALE_DIR if locale_dir is None else locale_dir) / code / "LC_MESSAGES"
    for candidate in (folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"):
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"no {DOMAIN}.po or {DOMAIN}.mo in {folder}")


def load_catalog(code: str, locale_dir: Path | None = None) -> gettext.GNUTranslations:
    """The translations of ``code`` (OSError or CatalogError if they cannot be read)."""
    path = catalog_file(code, locale_dir)
    return _read_catalog(path, path.stat().st_mtime_ns)


@cache
def _read_catalog(path: Path, _modified: int) -> gettext.GNUTranslations:
    """A catalog read once per version of its file (the table switches languages often)."""
    data = compile_po(path) if path.suffix == ".po" else path.read_bytes()
    try:
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, struct.error) as error:  # a damaged .mo
        raise CatalogError(f"{path}: {error}") from None


def has_catalog(code: str) -> bool:
    """Whether ``code``'s catalog is there (English needs none)."""
    if code == ENGLISH:
        return True
    try:
        catalog_file(code)
    except FileNotFoundError:
        return False
    return True


def system_language(environ: Mapping[str, str] | None = None) -> str:
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
