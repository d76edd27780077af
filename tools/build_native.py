"""Compile the engine's hot modules with mypyc (the optional compiled build, engine/native.py).

    .venv/bin/python tools/build_native.py [--jobs 2]      (make setup runs it)
    .venv/bin/python tools/build_native.py --if-stale      (only when a source changed)
    .venv/bin/python tools/build_native.py --clean         (remove the build)

The extension modules land beside their sources (engine/flow/turn.cpython-*.so, ...) with
the shared library `engine_native__mypyc` at the repository root, the C files and objects
under build/native/, engine/compiled.txt records the hash of each source compiled and
engine/compiled_types.json the field types its classes declare (engine/native.py type_hints).
All are git-ignored and `make clean` removes them. A failed build removes what it made and
exits 1: the pure-Python engine then runs (the Makefile goes on), and `--if-stale` does not
try again until a source changes (build/native/failed holds the hashes it failed on).
"""

from __future__ import annotations

import argparse
import glob
import importlib.util
import json
import os
import shutil
import sys
import time
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join("build", "native")
FAILED = os.path.join(ROOT, BUILD, "failed")


def load_native() -> Any:
    """engine/native.py by its path: importing the `engine` package would load the build
    this script is about to replace."""
    spec = importlib.util.spec_from_file_location("_engine_native", os.path.join(
        ROOT, "engine", "native.py"))
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def artifacts(native: Any) -> list[str]:
    """Every file a build leaves outside build/native."""
    out = [native.MANIFEST, native.DECLARED]
    for ext in ("so", "pyd"):  # a module compiled by an earlier build and since left out too
        out += glob.glob(os.path.join(ROOT, "engine", "**", f"*.{ext}"), recursive=True)
    group = native.GROUP
    out += glob.glob(os.path.join(ROOT, f"{group}__mypyc.*"))
    return [p for p in out if os.path.exists(p)]


def current(native: Any) -> dict[str, str]:
    """module -> the hash of its source now."""
    return {native.module_name(p): native.source_hash(os.path.join(ROOT, p))
            for p in native.MODULES}


def up_to_date(native: Any) -> bool:
    """The build matches the sources, or the last attempt failed on these very sources."""
    now = current(native)
    if native.read_manifest() == now:
        return all(glob.glob(os.path.join(ROOT, p[:-3] + ".*.so")) for p in native.MODULES)
    try:
        with open(FAILED, encoding="utf-8") as fh:
            return fh.read() == repr(sorted(now.items()))
    except OSError:
        return False


def clean(native: Any) -> None:
    for p in artifacts(native):
        os.unlink(p)  # unlinked, never overwritten: a running process keeps its mapping
    shutil.rmtree(os.path.join(ROOT, BUILD), ignore_errors=True)


def build(native: Any, jobs: int) -> None:
    from mypyc.build import mypycify
    from setuptools import Distribution

    modules: tuple[str, ...] = native.MODULES
    hashes = {p: native.source_hash(os.path.join(ROOT, p)) for p in modules}
    exts = mypycify(list(modules), opt_level="3", group_name=native.GROUP,
                    target_dir=BUILD)
    dist = Distribution({"name": "engine-native", "ext_modules": exts})
    cmd = dist.get_command_obj("build_ext")
    cmd.inplace = True  # type: ignore[attr-defined]
    cmd.build_temp = os.path.join(BUILD, "temp")  # type: ignore[attr-defined]
    cmd.parallel = jobs  # type: ignore[attr-defined]
    dist.run_command("build_ext")
    declared = {f"{native.module_name(p)}.{cls}": anns for p in modules
                for cls, anns in native.declared_types(os.path.join(ROOT, p)).items()}
    with open(native.DECLARED, "w", encoding="utf-8") as fh:
        json.dump(declared, fh, indent=1, sort_keys=True)
    # the hashes taken before compiling: a source edited meanwhile reads as stale
    with open(native.MANIFEST, "w", encoding="utf-8") as fh:
        for p in modules:
            fh.write(f"{native.module_name(p)} {hashes[p]}\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--clean", action="store_true", help="remove the build and stop")
    ap.add_argument("--if-stale", action="store_true",
                    help="build only when a compiled module's source changed")
    args = ap.parse_args()
    os.chdir(ROOT)
    native = load_native()
    if args.if_stale and not args.clean and up_to_date(native):
        return 0
    clean(native)
    if args.clean:
        return 0
    t0 = time.monotonic()
    try:
        build(native, args.jobs)
    except (Exception, SystemExit) as e:  # mypyc and distutils report by SystemExit
        clean(native)
        os.makedirs(os.path.dirname(FAILED), exist_ok=True)
        with open(FAILED, "w", encoding="utf-8") as fh:
            fh.write(repr(sorted(current(native).items())))
        print(f"build_native: the compiled engine was not built ({e!r}); the pure-Python "
              "engine runs", file=sys.stderr)
        return 1
    print(f"build_native: {len(native.MODULES)} modules compiled in "
          f"{time.monotonic() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
