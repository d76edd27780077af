"""The release workflow (issue 35) cannot run here (no Windows or macOS runner); this
checks what can be checked on Linux: it is valid YAML and every desktop's job builds
pyinstaller.spec, self-tests the built program, zips it under the size limit and keeps
the zip."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]
WORKFLOW = REPO / ".github" / "workflows" / "release.yml"


def _workflow() -> dict[str, Any]:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _script(job: dict[str, Any]) -> str:
    return "\n".join(str(step.get("run", "")) + str(step.get("uses", ""))
                     for step in job["steps"])


def test_a_build_for_each_desktop() -> None:
    build = _workflow()["jobs"]["build"]
    runners = [entry["os"] for entry in build["strategy"]["matrix"]["include"]]
    assert {r.split("-")[0] for r in runners} == {"ubuntu", "windows", "macos"}
    assert build["strategy"]["fail-fast"] is False, "one desktop's failure hides no other"


def test_each_build_is_self_tested_zipped_and_kept() -> None:
    build = _workflow()["jobs"]["build"]
    script = _script(build)
    assert "pyinstaller.spec" in script
    assert '"${{ matrix.program }}" --selftest' in script
    assert build["env"]["SDL_VIDEODRIVER"] == "dummy"
    assert "70 * 1024 * 1024" in script
    assert "actions/upload-artifact" in script
    for entry in build["strategy"]["matrix"]["include"]:
        assert entry["program"].startswith("dist/") and entry["ship"]
    mac = next(e for e in build["strategy"]["matrix"]["include"] if e["os"].startswith("macos"))
    assert mac["ship"].endswith(".app"), "macOS ships the app bundle"


def test_a_tag_publishes_the_zips_and_the_wheel() -> None:
    data = _workflow()
    on = data.get("on", data.get(True))  # YAML 1.1 reads the key `on` as True
    assert on["push"]["tags"] == ["v*"]
    release = data["jobs"]["release"]
    assert set(release["needs"]) == {"build", "wheel"}
    assert "out/*.zip" in _script(release) and "out/*.whl" in _script(release)
