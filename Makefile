# One entry point per habit. `make run` and `make test` set everything up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed


.PHONY: run test lint bench demo clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

run: $(STAMP)
	env -u QT_QPA_PLATFORM $(BIN)/parallax

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest

lint: $(STAMP)
	$(BIN)/ruff check library desktop tests bench
	$(BIN)/mypy
	$(BIN)/lint-imports

bench: $(STAMP)
	@mkdir -p bench/results
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/run_all.py

demo: $(STAMP)
	$(BIN)/python -c "from pathlib import Path; from parallax.library.store import Library; from parallax.library.demo import load_demo; p = Path('demo.sqlite'); lib = Library(p); c = load_demo(lib); print(f'{p}: {c.name}, {len(c.article_ids)} articles'); lib.close()"
	@echo "try: $(BIN)/parallax --library demo.sqlite discrepancies"

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
