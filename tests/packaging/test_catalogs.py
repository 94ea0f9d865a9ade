"""The catalogs' own reader and compiler (game/catalogs.py): what a source checkout reads
at every start and what the builds ship, the same translations Babel's compiler gives."""

from __future__ import annotations

import gettext
import io
import struct

import pytest
from babel.messages.mofile import write_mo as babel_write_mo
from babel.messages.pofile import read_po as babel_read_po

from game.catalogs import CatalogError, compile_po, main, mo_bytes, read_po
from game.i18n import LANGUAGES, LOCALE_DIR

TRANSLATED = [code for code in LANGUAGES if code != "en"]

SAMPLE = r'''# A translator's comment
msgid ""
msgstr ""
"Plural-Forms: nplurals=2; plural=(n > 1);\n"
"Content-Type: text/plain; charset=utf-8\n"

#: game/cli.py
msgid "Take money"
msgstr "Prendre de l'argent"

msgid ""
"a \"quoted\" word,\ta tab and\n"
"a new line"
msgstr "un mot \"cité\",\tune tabulation et\nune nouvelle ligne"

msgctxt "AI speed"
msgid "fast"
msgstr "rapide"

msgid "{count} card"
msgid_plural "{count} cards"
msgstr[0] "{count} carte"
msgstr[1] "{count} cartes"

msgid "{count} coin"
msgid_plural "{count} coins"
msgstr[0] "{count} pièce"
msgstr[1] ""

#, fuzzy
msgid "Quit"
msgstr "Quitter peut-être"

msgid "Untranslated"
msgstr ""

#~ msgid "Gone"
#~ msgstr "Parti"
'''


def _translations(data: bytes) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(io.BytesIO(data))


def test_a_catalog_s_entries_are_read_with_their_context_plurals_and_escapes():
    french = _translations(mo_bytes(read_po(SAMPLE)))
    assert french.gettext("Take money") == "Prendre de l'argent"
    assert french.gettext('a "quoted" word,\ta tab and\na new line') == \
        'un mot "cité",\tune tabulation et\nune nouvelle ligne'
    assert french.pgettext("AI speed", "fast") == "rapide"
    assert french.gettext("fast") == "fast"  # the context keeps it apart
    # French counts 0 as one (the header's plural forms are kept)
    assert [french.ngettext("{count} card", "{count} cards", n) for n in (0, 1, 2)] == \
        ["{count} carte", "{count} carte", "{count} cartes"]


def test_fuzzy_untranslated_and_obsolete_entries_are_left_out():
    french = _translations(mo_bytes(read_po(SAMPLE)))
    assert french.gettext("Quit") == "Quit"
    assert french.gettext("Untranslated") == "Untranslated"
    assert french.gettext("Gone") == "Gone"


def test_a_plural_form_left_empty_falls_back_to_english():
    french = _translations(mo_bytes(read_po(SAMPLE)))
    assert french.ngettext("{count} coin", "{count} coins", 1) == "{count} pièce"
    assert french.ngettext("{count} coin", "{count} coins", 5) == "{count} coins"


def test_the_mo_file_is_laid_out_as_gettext_writes_it():
    data = mo_bytes(read_po(SAMPLE))
    magic, revision, count, originals, translations, hash_size, _hash_at = \
        struct.unpack("<7I", data[:28])
    assert (magic, revision, hash_size) == (0x950412DE, 0, 0)
    keys = []
    for index in range(count):
        length, offset = struct.unpack("<2I", data[originals + 8 * index:][:8])
        keys.append(data[offset:offset + length])
        assert data[offset + length] == 0  # each string ends with a NUL
    assert keys == sorted(keys) and keys[0] == b""  # sorted: the header first
    assert translations == originals + 8 * count


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalog_compiles_to_the_translations_babel_gives(code):
    po = LOCALE_DIR / code / "LC_MESSAGES" / "alhambra.po"
    ours = _translations(compile_po(po))
    with po.open("rb") as stream:
        babel = io.BytesIO()
        babel_write_mo(babel, babel_read_po(stream, locale=code))
    theirs = _translations(babel.getvalue())
    assert len(ours._catalog) > 1000
    assert ours._catalog == theirs._catalog
    assert [ours.plural(n) for n in range(3)] == [theirs.plural(n) for n in range(3)]


@pytest.mark.parametrize(("text", "problem"), [
    ('msgid "a"\nmsgstr "b\\q"\n', r"<catalog>:2: unknown escape \q"),
    ('msgid "a"\nmsgstr "b"c"\n', "<catalog>:2: a quote inside a string"),
    ('msgstr "b"\n', "<catalog>:1: msgstr before msgid"),
    ('msgid "a"\nmsgstr "b"\nhello\n', "<catalog>:3: cannot read 'hello'"),
    ('msgid "a"\n', "<catalog>:1: an entry without msgstr"),
    ('msgid "a"\nmsgid_plural "as"\nmsgstr[1] "bs"\n', "<catalog>:1: plural forms out of order"),
])
def test_a_damaged_catalog_is_refused_with_its_line(text, problem):
    with pytest.raises(CatalogError) as refused:
        read_po(text)
    assert str(refused.value).startswith(problem)


def test_a_catalog_in_another_encoding_is_refused(tmp_path):
    po = tmp_path / "latin.po"
    po.write_bytes('msgid ""\nmsgstr "Content-Type: text/plain; charset=latin-1\\n"\n'
                   'msgid "a"\nmsgstr "é"\n'.encode("latin-1"))
    with pytest.raises(CatalogError, match="not UTF-8"):
        compile_po(po)


def test_the_command_compiles_a_catalog(tmp_path, capsys):
    po, mo = tmp_path / "fr.po", tmp_path / "out" / "fr.mo"
    po.write_text(SAMPLE, encoding="utf-8")
    assert main([str(po), str(mo)]) == 0
    assert _translations(mo.read_bytes()).gettext("Take money") == "Prendre de l'argent"
    assert main([str(tmp_path / "missing.po"), str(mo)]) == 1
    assert "missing.po" in capsys.readouterr().err
