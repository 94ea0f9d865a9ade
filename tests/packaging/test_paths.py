"""The assets are found wherever the game is: inside the package (a wheel, the built
program) or beside it (a source checkout)."""

from game import paths


def test_a_source_checkout_s_assets_are_beside_the_package(tmp_path):
    (tmp_path / "game").mkdir()
    (tmp_path / "assets").mkdir()
    assert paths.find_assets(tmp_path / "game") == tmp_path / "assets"


def test_an_installed_game_s_assets_are_inside_the_package(tmp_path):
    (tmp_path / "game" / "assets").mkdir(parents=True)
    (tmp_path / "assets").mkdir()  # e.g. another project's, beside site-packages' game
    assert paths.find_assets(tmp_path / "game") == tmp_path / "game" / "assets"


def test_this_checkout_reads_its_own_assets():
    assert paths.ASSETS == paths.PACKAGE.parent / "assets"
    assert paths.asset("data", "tiles.csv").is_file()
