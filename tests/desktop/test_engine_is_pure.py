"""engine/ must never import pygame (architecture.md): the UI depends on the
engine, never the other way round."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

PROBE = r"""
import importlib, json, pkgutil, sys
import engine
failed = {}
for mod in pkgutil.walk_packages(engine.__path__, "engine."):
    try:
        importlib.import_module(mod.name)
    except Exception as exc:  # reported: a module that cannot load is a defect
        failed[mod.name] = repr(exc)
gui = sorted(m for m in sys.modules if m.split(".")[0] in ("pygame", "pygame_gui"))
print(json.dumps({"gui": gui, "failed": failed}))
"""


def test_importing_engine_does_not_import_pygame() -> None:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=REPO, capture_output=True, text=True, timeout=120,
        check=True,
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["failed"] == {}, f"engine modules failed to import: {result['failed']}"
    assert result["gui"] == [], f"engine imported {result['gui']}"
