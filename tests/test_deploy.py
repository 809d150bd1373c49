"""deploy/'s systemd units, and docs/deploy.md's recipe that installs them: the units run
the installed release from a folder that is not the checkout, the backup folder exists
before the backup writes to it, and the page shows the files as they are."""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
from fnmatch import fnmatch
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
PAGE = (ROOT / "docs" / "deploy.md").read_text(encoding="utf-8")
BOT_UNITS = ("pyramid-table.service", "pyramid-table@.service")
UNITS = (*BOT_UNITS, "pyramid-table-backup.service", "pyramid-table-backup.timer")


def unit(name: str) -> dict[str, list[str]]:
    """`Key` -> its values (a key may repeat), sections merged: the keys used are distinct."""
    keys: dict[str, list[str]] = {}
    for line in (DEPLOY / name).read_text(encoding="utf-8").splitlines():
        if line and not line.startswith(("#", "[")):
            key, _, value = line.partition("=")
            keys.setdefault(key.strip(), []).append(value.strip())
    return keys


def one(name: str, key: str) -> str:
    values = unit(name)[key]
    assert len(values) == 1, (name, key)
    return values[0]


def recipe() -> list[str]:
    """The install commands: the first code block of docs/deploy.md."""
    block = re.search(r"```\n(sudo .*?)```", PAGE, re.S)
    assert block is not None
    return block.group(1).splitlines()


def test_the_units_are_all_there_and_nothing_else() -> None:
    assert sorted(p.name for p in DEPLOY.iterdir()) == sorted(UNITS)


@pytest.mark.parametrize("name", [*BOT_UNITS, "pyramid-table-backup.service"])
def test_units_run_the_installed_command_outside_the_checkout(name: str) -> None:
    start = one(name, "ExecStart")
    assert "/opt/pyramid-table/venv/bin/pyramid-table" in start
    assert "python -m bot" not in start and ".venv" not in start
    folder = one(name, "WorkingDirectory")
    assert folder == "/var/lib/pyramid-table"
    # The working folder is created by systemd, owned by the unit's user.
    assert "pyramid-table" in one(name, "StateDirectory").split()
    assert one(name, "User") == one(name, "Group") == "pyramid"


def test_the_backup_folder_is_made_before_the_backup_writes_to_it() -> None:
    start = one("pyramid-table-backup.service", "ExecStart")
    target = re.search(r" backup (/\S+)/games-", start)
    assert target is not None
    folder = target.group(1)
    assert folder == "/var/lib/pyramid-table/backups"
    made = ["/var/lib/" + d for d in one("pyramid-table-backup.service", "StateDirectory").split()]
    assert folder in made
    assert "%%F" in start  # a literal % in a unit file


def test_the_recipe_installs_what_the_units_run() -> None:
    commands = [shlex.split(line.split("#")[0]) for line in recipe()]
    user_lines = [c for c in commands if "useradd" in c]
    assert user_lines and user_lines[0][-1] == one("pyramid-table.service", "User")
    installs = [c for c in commands if "install" in c and any(w.endswith("/pip") for w in c)]
    assert [c[-3:] for c in installs] == [
        ["/opt/pyramid-table/venv/bin/pip", "install", "/opt/pyramid-table/src"]
    ], "a plain install (not -e): the compiled searches go into the venv"
    venvs = [c for c in commands if c[-2:-1] == ["venv"]]
    assert venvs and venvs[0][-1] == "/opt/pyramid-table/venv"
    clone = [c for c in commands if "clone" in c]
    assert clone and clone[0][-1] == "/opt/pyramid-table/src"
    assert not one("pyramid-table.service", "WorkingDirectory").startswith(clone[0][-1])
    copied = next(c for c in commands if c[:2] == ["sudo", "cp"] and c[-1] == "/etc/systemd/system/")
    for name in UNITS:
        assert any(fnmatch(f"/opt/pyramid-table/src/deploy/{name}", p) for p in copied[2:-1]), name
    env = next(c for c in commands if c[-1].endswith("/.env"))
    assert env[-1] == one("pyramid-table.service", "WorkingDirectory") + "/.env"


@pytest.mark.parametrize("name", UNITS)
def test_the_page_shows_each_unit_as_it_is(name: str) -> None:
    text = (DEPLOY / name).read_text(encoding="utf-8")
    assert text in PAGE, f"docs/deploy.md does not show deploy/{name} as it is"


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze is not installed")
def test_systemd_accepts_the_units(tmp_path: Path) -> None:
    for name in UNITS:
        shutil.copy(DEPLOY / name, tmp_path / name)
    done = subprocess.run(
        ["systemd-analyze", "verify", *(str(tmp_path / n) for n in UNITS)],
        capture_output=True, text=True, timeout=60,
    )
    # The installed command exists only on a machine that followed the recipe.
    missing = "/opt/pyramid-table/venv/bin/pyramid-table is not executable: No such file or directory"
    problems = [line for line in done.stderr.splitlines() if line.strip() and missing not in line]
    assert problems == [], done.stderr
