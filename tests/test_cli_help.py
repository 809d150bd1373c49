"""--help of the small command-line tools: says how to use them, exits 0, and makes nothing
(no folder named --help)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, *args]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_gallery_help_makes_no_folder(tmp_path: Path, flag: str) -> None:
    done = run(tmp_path, "-m", "render.gallery", flag)
    assert done.returncode == 0 and done.stdout.startswith("usage: python -m render.gallery"), done
    assert list(tmp_path.iterdir()) == []


def test_gallery_refuses_an_unknown_option_and_makes_nothing(tmp_path: Path) -> None:
    done = run(tmp_path, "-m", "render.gallery", "--frobnicate")
    assert done.returncode == 2 and "unrecognized arguments" in done.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_rules_help_exits_zero(tmp_path: Path, flag: str) -> None:
    done = run(tmp_path, "-m", "rules", flag)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("usage: python -m rules replay RECORD.json")


def test_rules_without_a_command_is_the_usage_line(tmp_path: Path) -> None:
    done = run(tmp_path, "-m", "rules")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith("usage: python -m rules replay RECORD.json")
    assert done.stderr.count("\n") == 1
