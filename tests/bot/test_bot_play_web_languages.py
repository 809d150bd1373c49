"""The web table's buttons on Discord's side in the presser's language: Play's private
reply carries "Open the board" and "Open in Discord" as a German player reads them."""

from __future__ import annotations

from typing import Any

import pytest
import simcord.interactions
from bot_helpers import last_post, open_game

from bot import Settings


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1", web_port=0,
        client_secret="not-a-real-secret",
    )


def buttons(components: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    for item in components or []:
        if item.get("type") == 2:
            found.append(item)
        found += buttons(item.get("components"))
    return found


async def test_a_german_player_opens_the_board_in_german(table, monkeypatch):
    original = simcord.interactions.base_payload

    def german(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        payload["locale"] = "de"
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", german)
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    opened = await table.alice.click(last_post(table.channel), label="Play")
    labels = [b.get("label") for b in buttons(opened.response.components)]
    assert "Brett öffnen" in labels and "In Discord öffnen" in labels
    assert "Open the board" not in labels and "Open in Discord" not in labels
    board = await table.alice.slash(table.channel, "board", private=True)
    shown = [b.get("label") for b in buttons((board.followups or [board.response])[-1].components)]
    assert "Brett öffnen" in shown and "Open the board" not in shown
