"""The release build's portable parts, checked on any system: the icons' containers, the
archives, Windows' version resource, the desktop entry and the changelog."""

from __future__ import annotations

import configparser
import importlib
import io
import os
import shutil
import stat
import subprocess
import struct
import sys
import tarfile
import types
import zipfile

import pygame
import pytest

from build_tools import NAME, changelog
from build_tools.archive import archive_name, make_archive, platform_tag
from build_tools.icons import (
    ICNS_TYPES, ICO_SIZES, LINUX_SIZES, draw_pngs, icns_bytes, ico_bytes, write_icons,
)
from build_tools.places import DESKTOP_ENTRY, program, shipped
from build_tools.windows import version_file_text, version_numbers
from game import __version__


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return pygame.image.load(io.BytesIO(data), "icon.png").get_size()


def test_each_icon_is_drawn_at_its_own_size():
    pngs = draw_pngs((16, 48, 512))
    assert {size: png_size(data) for size, data in pngs.items()} == \
        {16: (16, 16), 48: (48, 48), 512: (512, 512)}
    assert pngs[16] != pngs[48]


def test_the_ico_holds_one_png_per_size_where_its_directory_says():
    pngs = draw_pngs(ICO_SIZES)
    data = ico_bytes(pngs)
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    end = 6 + 16 * count
    for index, size in enumerate(ICO_SIZES):
        width, height, _colours, _zero, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index:][:16])
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        assert offset == end  # the images follow each other, in the directory's order
        assert png_size(data[offset:offset + length]) == (size, size)
        end += length
    assert end == len(data)


def test_an_ico_refuses_an_image_larger_than_it_can_say():
    with pytest.raises(ValueError, match="256"):
        ico_bytes(draw_pngs((512,)))


def test_the_icns_holds_each_type_at_its_pixel_size():
    data = icns_bytes(draw_pngs(tuple({size for _kind, size in ICNS_TYPES})))
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        found[kind] = png_size(data[at + 8:at + length])[0]
        at += length
    assert at == len(data)
    assert found == dict(ICNS_TYPES)


def test_the_build_writes_every_icon(tmp_path):
    icons = write_icons(tmp_path)
    assert sorted(icons.pngs) == sorted(LINUX_SIZES)
    assert all(png_size(path.read_bytes())[0] == size for size, path in icons.pngs.items())
    assert icons.ico.read_bytes()[:4] == b"\0\0\1\0" and icons.icns.read_bytes()[:4] == b"icns"


@pytest.mark.parametrize(("system", "machine", "tag"), [
    ("linux", "x86_64", "linux-x86_64"),
    ("linux", "aarch64", "linux-arm64"),
    ("win32", "AMD64", "windows-x86_64"),
    ("darwin", "arm64", "macos-arm64"),
    ("darwin", "x86_64", "macos-x86_64"),
])
def test_an_archive_is_named_for_its_system(system, machine, tag):
    assert platform_tag(system, machine) == tag
    suffix = ".tar.gz" if system == "linux" else ".zip"
    assert archive_name("1.2.3", tag) == f"alhambra-1.2.3-{tag}{suffix}"


def test_the_shipped_program_is_where_each_system_builds_it():
    assert program("linux").relative_to(shipped("linux")).as_posix() == NAME
    assert program("win32").relative_to(shipped("win32")).as_posix() == f"{NAME}.exe"
    assert program("darwin").relative_to(shipped("darwin")).as_posix() == \
        f"Contents/MacOS/{NAME}"
    assert shipped("darwin").name == "Alhambra.app"


def _bundle(tmp_path):
    """A folder like a built program: a program that may run, and a linked library."""
    folder = tmp_path / "Alhambra.app"
    (folder / "Contents" / "MacOS").mkdir(parents=True)
    program_file = folder / "Contents" / "MacOS" / NAME
    program_file.write_bytes(b"#!/bin/sh\n")
    program_file.chmod(0o755)
    (folder / "Contents" / "Frameworks").mkdir()
    (folder / "Contents" / "Frameworks" / "libgame.so.1").write_bytes(b"x" * 1000)
    os.symlink("libgame.so.1", folder / "Contents" / "Frameworks" / "libgame.so")
    os.symlink("Frameworks", folder / "Contents" / "Links")  # a linked folder
    return folder


@pytest.mark.skipif(os.name == "nt", reason="symbolic links need privileges on Windows")
def test_a_zip_keeps_links_as_links_and_the_program_runnable(tmp_path):
    packed = make_archive(_bundle(tmp_path), tmp_path / "out" / "app.zip")
    entries = {info.filename: info for info in zipfile.ZipFile(packed).infolist()}
    link = entries["Alhambra.app/Contents/Frameworks/libgame.so"]
    assert stat.S_ISLNK(link.external_attr >> 16)
    assert zipfile.ZipFile(packed).read(link) == b"libgame.so.1"
    assert stat.S_ISLNK(entries["Alhambra.app/Contents/Links"].external_attr >> 16)
    assert not [name for name in entries if name.startswith("Alhambra.app/Contents/Links/")]
    program_entry = entries["Alhambra.app/Contents/MacOS/alhambra"]
    assert program_entry.external_attr >> 16 & 0o111


@pytest.mark.skipif(os.name == "nt", reason="symbolic links need privileges on Windows")
def test_a_tar_gz_keeps_links_as_links_and_the_program_runnable(tmp_path):
    packed = make_archive(_bundle(tmp_path), tmp_path / "out" / "app.tar.gz")
    with tarfile.open(packed) as archive:
        link = archive.getmember("Alhambra.app/Contents/Frameworks/libgame.so")
        assert link.issym() and link.linkname == "libgame.so.1"
        assert archive.getmember("Alhambra.app/Contents/MacOS/alhambra").mode & 0o111


def test_windows_version_numbers_are_four():
    assert version_numbers("0.4.0") == (0, 4, 0, 0)
    assert version_numbers("1.2.3.4.5") == (1, 2, 3, 4)


def test_windows_version_resource_reads_as_pyinstaller_reads_it(tmp_path, monkeypatch):
    compat = pytest.importorskip("PyInstaller.compat")
    # its reader is Windows' own; its Windows-only helpers are not needed to read the text
    monkeypatch.setitem(sys.modules, "pefile", sys.modules.get("pefile")
                        or types.ModuleType("pefile"))
    monkeypatch.setattr(compat, "win32api", getattr(compat, "win32api", None), raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    versioninfo = importlib.import_module("PyInstaller.utils.win32.versioninfo")
    path = tmp_path / "version.txt"
    path.write_text(version_file_text("0.4.0", "Alhambra, the board game"), encoding="utf-8")
    info = versioninfo.load_version_info_from_text_file(str(path))
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (4, 0)  # 0.4 and 0.0
    raw = info.toRaw()
    assert "Alhambra, the board game".encode("utf-16-le") in raw
    assert "alhambra.exe".encode("utf-16-le") in raw


def test_the_desktop_entry_starts_the_game_with_its_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(DESKTOP_ENTRY, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert (desktop["Type"], desktop["Exec"], desktop["Icon"]) == ("Application", NAME, NAME)
    assert desktop["Terminal"] == "false" and desktop["Categories"].endswith(";")
    assert "Game" in desktop["Categories"].split(";")
    assert {"Comment[fr]", "Comment[it]", "Comment[de]"} <= set(desktop)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate (desktop-file-utils) is not installed")
def test_the_desktop_entry_follows_the_specification():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP_ENTRY)], capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_this_version_has_its_notes_in_the_changelog():
    notes = changelog.release_notes(__version__, changelog.read_changelog())
    assert notes.strip() and not notes.startswith("## ")


def test_release_notes_are_one_version_s_section():
    text = "# Changelog\n\n## 1.1.0 — 2026-12-01\n\n- new\n\n## 1.0.0\n\n- first\n"
    assert changelog.release_notes("1.1.0", text) == "- new\n"
    assert changelog.release_notes("1.0.0", text) == "- first\n"
    with pytest.raises(LookupError, match="no section for 0.9.0"):
        changelog.release_notes("0.9.0", text)


def test_a_release_tag_names_the_code_s_version():
    assert changelog.tag_problem("v1.2.0", "1.2.0") == ""
    assert "should be v1.2.0" in changelog.tag_problem("v1.2", "1.2.0")
    assert changelog.tag_problem("1.2.0", "1.2.0")
