"""Which release runs and with which computer search: `--version`, the log at start, the
install's warning when the compiled searches cannot be built, CHANGELOG.md and the
supported systems."""

from __future__ import annotations

import logging
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from ai import compiled
from bot import __main__ as cli
from bot.release import VERSION

ROOT = Path(__file__).resolve().parent.parent


def test_the_start_log_says_which_search_plays(caplog: pytest.LogCaptureFixture, monkeypatch) -> None:
    with caplog.at_level(logging.INFO, logger="bot"):
        cli.log_release()
    assert [(r.levelno, r.getMessage()) for r in caplog.records] == [
        (logging.INFO, f"Pyramid Table {VERSION}; computer search: compiled")
    ]
    caplog.clear()
    monkeypatch.setattr(compiled, "load", lambda name: None)
    with caplog.at_level(logging.INFO, logger="bot"):
        cli.log_release()
    (record,) = caplog.records
    assert record.levelno == logging.WARNING
    assert "computer search: Python (slower: the C extension was not built)" in record.getMessage()


def test_version_names_the_release_and_its_search(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"pyramid-table {VERSION} (computer search: compiled)\n"


def test_a_failed_build_is_a_warning_at_install(tmp_path: Path) -> None:
    # setup.py's build with a compiler that always fails: the install goes on, and says why.
    (tmp_path / "ai").mkdir()
    shutil.copy(ROOT / "setup.py", tmp_path)
    for source in (ROOT / "ai").glob("_*.[ch]"):
        shutil.copy(source, tmp_path / "ai")
    done = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_ext", "-b", "out", "-t", "tmp"],
        cwd=tmp_path, env={"PATH": "/usr/bin:/bin", "CC": "false"}, capture_output=True, text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "WARNING: the computer players' compiled search ai._pylon_search could not be built" in done.stderr
    assert "play the slower\nPython search" in done.stderr and "gcc python3-dev" in done.stderr


def test_the_changelog_names_this_version_newest() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    versions = re.findall(r"^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$", changelog, re.M)
    assert versions and versions[0] == VERSION
    newest = changelog.split(f"## [{VERSION}]", 1)[1].split("\n## [", 1)[0]
    for heading in ("### Added", "### Changed", "### Fixed"):
        assert heading in newest


def test_pyproject_takes_the_version_from_the_one_constant() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in pyproject["project"]["dynamic"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "bot.release.VERSION"}


def test_readme_and_classifiers_name_the_same_systems() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    classifiers = project["classifiers"]
    systems = sorted(c for c in classifiers if c.startswith("Operating System"))
    assert systems == ["Operating System :: MacOS", "Operating System :: POSIX :: Linux"]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "Runs on Linux and macOS" in readme
