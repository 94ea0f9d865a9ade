"""The archive a release ships for each system: ``alhambra-<version>-<os>-<arch>.tar.gz``
on Linux, ``.zip`` on Windows and macOS.

Symbolic links stay links in both (a macOS app's frameworks are linked inside the bundle,
and a zip that copied them would double its size and break its signature), and the
program keeps its permission to run.
"""

from __future__ import annotations

import os
import platform
import stat
import sys
import tarfile
import zipfile
from pathlib import Path

from build_tools import NAME

SYSTEMS = {"linux": "linux", "win32": "windows", "darwin": "macos"}
MACHINES = {"x86_64": "x86_64", "amd64": "x86_64", "arm64": "arm64", "aarch64": "arm64"}


def platform_tag(system: str = sys.platform, machine: str = platform.machine()) -> str:
    """``<os>-<arch>`` as the archives are named, e.g. ``macos-arm64``."""
    os_name = next((name for prefix, name in SYSTEMS.items() if system.startswith(prefix)),
                   system)
    return f"{os_name}-{MACHINES.get(machine.lower(), machine.lower())}"


def archive_name(version: str, tag: str) -> str:
    """The archive's file name for a version and a platform tag."""
    suffix = ".tar.gz" if tag.startswith("linux-") else ".zip"
    return f"{NAME}-{version}-{tag}{suffix}"


def make_archive(source: Path, archive: Path) -> Path:
    """Pack the folder (or .app bundle) ``source`` into ``archive``, whose name says the
    format; the archive holds ``source``'s own folder, as a person unpacks it."""
    archive.parent.mkdir(parents=True, exist_ok=True)
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(source, arcname=source.name)  # links stay links
    else:
        _zip_folder(source, archive)
    return archive


def _zip_folder(source: Path, archive: Path) -> None:
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as packed:
        for folder, folders, files in os.walk(source):
            folders.sort()
            for name in sorted(files) + [d for d in folders if (Path(folder) / d).is_symlink()]:
                path = Path(folder) / name
                arcname = path.relative_to(source.parent).as_posix()
                if path.is_symlink():
                    _zip_link(packed, path, arcname)
                else:
                    packed.write(path, arcname)
            folders[:] = [d for d in folders if not (Path(folder) / d).is_symlink()]


def _zip_link(packed: zipfile.ZipFile, path: Path, arcname: str) -> None:
    """A symbolic link as zip tools on Unix store it: its target as the entry's content,
    and the link's mode in the entry's external attributes."""
    entry = zipfile.ZipInfo(arcname)
    entry.create_system = 3  # Unix: the mode below is read
    entry.external_attr = (stat.S_IFLNK | 0o755) << 16
    packed.writestr(entry, os.readlink(path))
