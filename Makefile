# The Red Dragon Inn — desktop edition.
# Needs only python3 and make: everything else goes into .venv.
#   make run    set up .venv (first time / when pyproject.toml changes) and start the game
#               (setting up also compiles the engine's hot modules with mypyc when a source of
#               theirs changed: tools/build_native.py; the pure-Python engine runs without it)
#   make test   ruff, mypy engine rdi_desktop, then every test under tests/ but the slow tier
#   make test-slow  the slow tier (@pytest.mark.slow); CI runs both (.ci/run)
#   make bench  run every bench/bench_*.py
#   make soak   10,000 checked games over every mode, variant and seat count (engine/soak.py);
#               PART=K/N for one part of a long run, `make soak-report` sums the parts
#   make soak-gui  the app autoplaying every mode for 20 minutes (bench/gui_soak.py)
#   make fuzz   10,000 damaged files of every kind a player hands us (bench/file_fuzz.py);
#               FILES=N, KINDS=table,replay,...; totals kept in bench/fuzz/totals.json
#   make strength  the AI tournaments the README quotes (bench/strength.py)
#   make hall-strength  the Gambling Hall's Expert against Normal, per game (bench/hall_strength.py)
#   make hint-strength  a seat that plays every hint against three Normal seats (bench/hint_strength.py)
#   make train  retrain Expert's value model on self-play (tools/train_value.py)
#   make exe    PyInstaller one-folder build into dist/rdi-desktop
#   make clean  remove .venv, build, dist, caches and the compiled engine

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PIP := $(BIN)/python -m pip --disable-pip-version-check

export PYGAME_HIDE_SUPPORT_PROMPT := 1

.PHONY: setup native run test test-slow lint bench soak soak-report soak-gui fuzz strength hall-strength hint-strength train exe clean

setup: $(STAMP) native

# Re-installs only when pyproject.toml is newer than the stamp.
$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(PIP) install -q -e '.[dev]'
	@touch $(STAMP)

# The optional compiled engine (engine/native.py): built when a compiled module's source
# changed since the last build; a failed build leaves the pure-Python engine, and set-up goes on.
native: $(STAMP)
	@$(BIN)/python tools/build_native.py --if-stale || \
		echo "make: the compiled engine was not built; the pure-Python engine runs"

run: setup
	$(BIN)/rdi-desktop $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy engine rdi_desktop

# Runs all three steps even when one fails (so CI always shows the test
# summary), then fails if any did. `--dist loadgroup` (no test is grouped): a test at a
# time to each worker, the long ones first (tests/conftest.py LONG_FIRST).
test: setup
	@status=0; \
	echo "== ruff check ."; $(BIN)/ruff check . || status=1; \
	echo "== mypy engine rdi_desktop"; $(BIN)/mypy engine rdi_desktop || status=1; \
	echo "== pytest"; $(BIN)/python -m pytest -n auto --dist loadgroup --timeout=600 -m "not slow" tests || status=$$?; \
	if [ $$status -ne 0 ]; then echo "make test: FAILED (status $$status)"; fi; \
	exit $$status

# The slow tier (@pytest.mark.slow: the frozen build, the wheel outside the repository,
# the 50 SIGKILLs, the long runs of checked games whose short runs `make test` plays);
# CI runs it after `make test` (.ci/run).
test-slow: setup
	$(BIN)/python -m pytest -n auto --dist loadgroup --timeout=900 -m slow tests

bench: setup
	@set -e; for f in bench/bench_*.py; do \
		echo "== $$f"; \
		$(BIN)/python "$$f"; \
	done

# PART=K/N plays every N-th game of the run and keeps its totals in bench/soak/;
# `make soak-report GAMES=100000 PARTS=N` sums the parts found there.
soak: $(STAMP)
	$(BIN)/python -m engine.soak --games $${GAMES:-10000} --jobs $${JOBS:-2} \
		$${PART:+--part $$PART --results bench/soak}

soak-report: $(STAMP)
	$(BIN)/python -m engine.soak --games $${GAMES:-100000} --part 1/$${PARTS:-20} \
		--results bench/soak --report

soak-gui: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python bench/gui_soak.py --minutes $${MINUTES:-20}

# One process, niced: the machine stays usable. Exit 1 on any crash or broken invariant.
fuzz: $(STAMP)
	nice -n 10 $(BIN)/python bench/file_fuzz.py --files $${FILES:-10000} --keep \
		$${KINDS:+--kinds $$KINDS}

strength: $(STAMP)
	$(BIN)/python bench/strength.py --keep

hall-strength: $(STAMP)
	$(BIN)/python bench/hall_strength.py --games $${GAMES:-200} $${ONLY:+--only $$ONLY} --keep

# Resumable (its log is bench/hint-strength-log.jsonl); ITERATIONS= the hint budget per search.
hint-strength: $(STAMP)
	nice -n 10 $(BIN)/python bench/hint_strength.py --games $${GAMES:-200} --jobs $${JOBS:-2} \
		$${ITERATIONS:+--iterations $$ITERATIONS} --keep

# Seeded (SEED, GAMES) and spread over JOBS processes; writes engine/data/value_model.json.
train: $(STAMP)
	$(BIN)/python tools/train_value.py --games $${GAMES:-2000} --seed $${SEED:-1} --jobs $${JOBS:-2}

exe: setup
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller pyinstaller.spec
	@echo "built dist/rdi-desktop/rdi-desktop"

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache .hypothesis *.egg-info
	rm -f engine/compiled.txt engine/compiled_types.json engine_native__mypyc.*
	find engine -name '*.so' -o -name '*.pyd' | xargs rm -f
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
