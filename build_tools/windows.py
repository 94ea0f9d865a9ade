"""The Windows program's version resource: what Explorer shows under Properties ▸ Details
(the program's name, version and description).

Written as the text file PyInstaller reads (``EXE(version=...)``): PyInstaller's own classes
for it load only on Windows, where the program is built.
"""

from __future__ import annotations

from build_tools import NAME, TITLE

ENGLISH_UNICODE = "040904B0"  # US English, with Unicode strings (codepage 1200)


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """``0.4.0`` as Windows writes a version: four numbers (``0.4.0.0``)."""
    parts = [int(part) for part in version.split(".")[:4] if part.isdigit()]
    return tuple((parts + [0, 0, 0, 0])[:4])  # type: ignore[return-value]


def version_file_text(version: str, description: str) -> str:
    """The version resource for ``version``, in PyInstaller's version-file form."""
    numbers = version_numbers(version)
    strings = {
        "ProductName": TITLE,
        "FileDescription": description,
        "FileVersion": version,
        "ProductVersion": version,
        "InternalName": NAME,
        "OriginalFilename": f"{NAME}.exe",
        "CompanyName": f"The {TITLE} game's authors",
    }
    table = ",\n".join(f"          StringStruct({key!r}, {value!r})"
                       for key, value in strings.items())
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}),\n"
        "  kids=[\n"
        f"    StringFileInfo([StringTable({ENGLISH_UNICODE!r}, [\n{table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [0x0409, 1200])]),\n"
        "  ],\n"
        ")\n"
    )
