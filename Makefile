# Developer commands. Each one sets up .venv by itself on a fresh machine. None is needed to
# play: `python main.py` works as well from a checkout (README, "Install from source").
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

DIST_STAMP := $(VENV)/.installed-dist

.PHONY: play test lint bench dist clean locale

# The game's languages besides English (game/i18n.py): their catalogs are the .po files,
# which the game reads as they are; the wheel and the standalone program carry them
# compiled (setup.py, build_tools/).
LOCALE_DIR := assets/locale

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e ".[dev]"
	touch $(STAMP)

locale: $(STAMP)  ## gather the words to translate into the catalogs
	mkdir -p $(LOCALE_DIR)
	$(VENV)/bin/pybabel -q extract -F babel.cfg --sort-by-file --add-location=file -w 100 \
		--project=alhambra --version=$(shell $(PY) -c "import game; print(game.__version__)") \
		--copyright-holder="the Alhambra game's authors" \
		-c Translators: -o $(LOCALE_DIR)/alhambra.pot .
	$(VENV)/bin/pybabel -q update -i $(LOCALE_DIR)/alhambra.pot -d $(LOCALE_DIR) -D alhambra \
		-w 100 --no-fuzzy-matching --ignore-obsolete

play: $(STAMP)  ## start the game (pass options with ARGS="--players 3")
	$(PY) main.py $(ARGS)

test: $(STAMP)  ## run every test
	$(PY) -m pytest

lint: $(STAMP)  ## check the code with ruff and mypy (their settings: pyproject.toml)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

bench: $(STAMP)  ## print the benchmark figures (BEFORE=main: the rules core beside main's)
	$(PY) -m bench $(if $(BEFORE),--before $(BEFORE))

$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -e ".[dist]"
	touch $(DIST_STAMP)

dist: $(DIST_STAMP)  ## build, smoke-test and pack the standalone program (dist/)
	$(PY) -m build_tools dist

clean:
	rm -rf $(VENV) dist build .pytest_cache .hypothesis .ruff_cache .mypy_cache $(LOCALE_DIR)/*/LC_MESSAGES/*.mo
