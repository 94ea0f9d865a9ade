"""The wheel's build step (everything else is in pyproject.toml): the game's assets go
inside the package, with the translation catalogs compiled, so that ``pip install .`` and
``pipx install .`` give a game that finds its data and speaks its four languages."""

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

sys.path.insert(0, str(Path(__file__).resolve().parent))  # build_tools, from this checkout

from build_tools.assets import stage_assets


class BuildWithAssets(build_py):
    """setuptools' build of the Python files, then the assets into ``game/assets``."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install reads the checkout's own assets/ where they are
        staged = stage_assets(Path(self.build_lib) / "game" / "assets")
        self._assets = [str(path) for path in staged]

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        return super().get_outputs(include_bytecode) + getattr(self, "_assets", [])


setup(cmdclass={"build_py": BuildWithAssets})
