# Developer commands. Each one sets up .venv by itself on a fresh machine.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

DIST_STAMP := $(VENV)/.installed-dist

.PHONY: play test bench dist clean locale

# The game's languages besides English (game/i18n.py): their catalogs are kept as .po files
# and compiled to .mo files, which are made here and never committed.
LOCALE_DIR := assets/locale
LANGUAGES  := fr it de
CATALOGS   := $(foreach lang,$(LANGUAGES),$(LOCALE_DIR)/$(lang)/LC_MESSAGES/alhambra.po)
COMPILED   := $(CATALOGS:.po=.mo)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e ".[dev]"
	touch $(STAMP)

$(LOCALE_DIR)/%/LC_MESSAGES/alhambra.mo: $(LOCALE_DIR)/%/LC_MESSAGES/alhambra.po $(STAMP)
	$(VENV)/bin/pybabel -q compile --statistics -i $< -o $@

locale: $(STAMP)  ## gather the words to translate into the catalogs, and compile them
	mkdir -p $(LOCALE_DIR)
	$(VENV)/bin/pybabel -q extract -F babel.cfg --sort-by-file --add-location=file -w 100 \
		--project=alhambra --version=$(shell $(PY) -c "import game; print(game.__version__)") \
		--copyright-holder="the Alhambra game's authors" \
		-c Translators: -o $(LOCALE_DIR)/alhambra.pot .
	$(VENV)/bin/pybabel -q update -i $(LOCALE_DIR)/alhambra.pot -d $(LOCALE_DIR) -D alhambra \
		-w 100 --no-fuzzy-matching --ignore-obsolete
	$(MAKE) --no-print-directory $(COMPILED)

play: $(STAMP) $(COMPILED)  ## start the game (pass options with ARGS="--players 3")
	$(PY) main.py $(ARGS)

test: $(STAMP) $(COMPILED)  ## run every test
	$(PY) -m pytest

bench: $(STAMP)  ## print the benchmark figures
	$(PY) -m bench

$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -e ".[dist]"
	touch $(DIST_STAMP)

dist: $(DIST_STAMP) $(COMPILED)  ## build the standalone program into dist/alhambra/
	$(PY) build/build.py

clean:
	rm -rf $(VENV) dist build/work .pytest_cache .hypothesis $(COMPILED)
