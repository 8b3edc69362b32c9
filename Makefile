# One entry point per habit. `make run` and `make test` set everything up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed


.PHONY: run test lint bench demo clean dist i18n

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	$(BIN)/python -m compileall -q library desktop resources  # bytecode, even where PYTHONDONTWRITEBYTECODE is set
	touch $(STAMP)

# Compiled translations (.qm for Qt, .mo for gettext) beside their catalogues; never committed.
CATALOGUES := $(wildcard resources/i18n/*.ts library/locale/*/LC_MESSAGES/*.po)
TRANSLATED := $(VENV)/.translations

$(TRANSLATED): $(STAMP) $(CATALOGUES)
	$(BIN)/python packaging/translations.py build
	touch $(TRANSLATED)

# After changing visible strings: lupdate over desktop/, refresh the library's .po, compile both.
i18n: $(STAMP)
	$(BIN)/python packaging/translations.py update
	$(BIN)/python packaging/translations.py build
	touch $(TRANSLATED)

run: $(STAMP) $(TRANSLATED)
	env -u QT_QPA_PLATFORM $(BIN)/parallax

test: $(STAMP) $(TRANSLATED)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest

# mypy and import-linter cannot see through the editable install's package-dir mapping, so
# they run over a tree of links that spells the installed names (parallax.library ...).
LINT_TREE := build/lint

lint: $(STAMP)
	$(BIN)/ruff check library desktop tests bench
	rm -rf $(LINT_TREE) && mkdir -p $(LINT_TREE)/parallax && touch $(LINT_TREE)/parallax/__init__.py
	for d in library desktop resources; do ln -s ../../../$$d $(LINT_TREE)/parallax/$$d; done
	cd $(LINT_TREE) && MYPYPATH=. ../../$(BIN)/mypy --config-file ../../pyproject.toml -p parallax.library -p parallax.desktop
	cd $(LINT_TREE) && PYTHONPATH=. ../../$(BIN)/lint-imports --config ../../pyproject.toml

bench: $(STAMP) $(TRANSLATED)
	@mkdir -p bench/results
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/run_all.py

demo: $(STAMP) $(TRANSLATED)
	$(BIN)/python -c "from pathlib import Path; from parallax.library.store import Library; from parallax.library.demo import load_demo; p = Path('demo.sqlite'); lib = Library(p); cs = [load_demo(lib, lang) for lang in ('en', 'es')]; [print(f'{p}: {c.name}, {len(c.article_ids)} articles') for c in cs]; lib.close()"
	@echo "try: $(BIN)/parallax --library demo.sqlite discrepancies"

# The frozen app (PyInstaller, one folder): dist/parallax/parallax. PyInstaller cannot see the
# editable install's package mapping, so it analyses a tree of links with the installed names.
DIST_SOURCE := build/src

dist: $(STAMP) $(TRANSLATED)
	$(BIN)/python -m pip install --quiet -e ".[dist]"
	rm -rf $(DIST_SOURCE) && mkdir -p $(DIST_SOURCE)/parallax
	for d in library desktop resources; do ln -s ../../../$$d $(DIST_SOURCE)/parallax/$$d; done
	PARALLAX_SOURCE=$(DIST_SOURCE) $(BIN)/pyinstaller --noconfirm --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/parallax.spec
	@du -sh dist/parallax

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
