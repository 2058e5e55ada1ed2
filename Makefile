# pool-scoreboard: `make run` sets up and starts the app, `make test` sets up and runs every test.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
PY := $(BIN)/python
STAMP := $(VENV)/.installed

.PHONY: run test setup system-deps translations lint bench screenshots dist clean

run: setup
	$(PY) -m ui

test: setup
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

setup: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) tools/system_deps.py --install-if-root
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,dev]'
	$(PY) -m compileall -q rules scoreboard ui resources
	@touch $(STAMP)

system-deps:
	$(PYTHON) tools/system_deps.py --install-if-root

translations: $(STAMP)
	$(PY) tools/i18n.py build

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy rules
	$(BIN)/mypy scoreboard
	$(BIN)/mypy ui
	$(BIN)/lint-imports

bench: setup dist
	QT_QPA_PLATFORM=offscreen $(PY) bench/run_all.py

screenshots: setup
	QT_QPA_PLATFORM=offscreen $(PY) -m ui --screenshot out/

# The standalone application (PyInstaller, one folder): dist/pool-scoreboard/pool-scoreboard
dist: setup
	$(PY) -m pip install --quiet -e '.[dist]'
	QT_QPA_PLATFORM=offscreen $(PY) tools/make_icons.py build/icons
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist \
	  --workpath build/pyinstaller packaging/pool-scoreboard.spec

clean:
	rm -rf $(VENV) build dist *.egg-info
