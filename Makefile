# Developer commands. Each one sets up .venv by itself on a fresh machine.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

DIST_STAMP := $(VENV)/.installed-dist

.PHONY: play test bench dist clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e ".[dev]"
	touch $(STAMP)

play: $(STAMP)  ## start the game (pass options with ARGS="--players 3")
	$(PY) main.py $(ARGS)

test: $(STAMP)  ## run every test
	$(PY) -m pytest

bench: $(STAMP)  ## print the benchmark figures
	$(PY) -m bench

$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -e ".[dist]"
	touch $(DIST_STAMP)

dist: $(DIST_STAMP)  ## build the standalone program into dist/alhambra/
	$(PY) build/build.py

clean:
	rm -rf $(VENV) dist build/work .pytest_cache .hypothesis
