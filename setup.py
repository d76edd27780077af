"""Build hook: the wheel carries the whole top-level ``assets/`` tree.

``assets/`` stays at the repository root (the layout the app, the tests and the
PyInstaller build read it from). A wheel can only hold files inside packages, so
``build_py`` copies the tree, every subfolder and file type, to
``rdi_desktop/assets/`` in the build; :mod:`rdi_desktop.resources` looks there
when the program is installed. New art or sound under ``assets/`` needs no
packaging edit. Everything else is declared in ``pyproject.toml``; the sdist
carries ``assets/`` through ``MANIFEST.in``.
"""

from __future__ import annotations

import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py

ASSETS = "assets"
PACKED_AS = os.path.join("rdi_desktop", "assets")
SKIP = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo", ".DS_Store")


class BuildPyWithAssets(build_py):
    """``build_py`` plus a copy of ``assets/`` into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads assets/ from the source tree
        if not os.path.isdir(ASSETS):
            raise SystemExit(f"setup.py: no {ASSETS}/ folder beside setup.py (cwd {os.getcwd()})")
        dest = os.path.join(self.build_lib, PACKED_AS)
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(ASSETS, dest, ignore=SKIP)


setup(cmdclass={"build_py": BuildPyWithAssets})
