"""Every slash command the bot registers is named in the README, so a player or an admin
can find it there."""

from __future__ import annotations

from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent.parent / "README.md"


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    # The command tree does not depend on the backend: one run is enough.
    return f"sqlite:///{tmp_path / 'games.db'}"


async def test_every_command_is_in_the_readme(table) -> None:
    readme = README.read_text()
    names = sorted(command.name for command in table.bot.tree.get_commands())
    assert len(names) > 10, names
    missing = [name for name in names if f"`/{name}" not in readme]
    assert missing == [], f"README.md does not name /{', /'.join(missing)}"
