"""The turn post's layout: one container, the board at full width with alt text, the buttons."""

from __future__ import annotations

from typing import Any

import discord

from bot.delivery.table_post import ALT_TEXT_LIMIT, TablePost, table_post


def walk(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for c in components:
        out.append(c)
        out.extend(walk(c.get("components", [])))
    return out


def post(**changes: Any) -> TablePost:
    base: dict[str, Any] = {
        "game_id": 7,
        "title": "Pylon · game #7 · move 3",
        "headline": "Alice put a large pyramid on c3.",
        "picture": b"\x89PNG fake",
        "alt_text": "Pylon, placing. Alice 3 points, Bob 2. Bob to move.",
        "status": "Placing: 3 of 30 placed.",
        "prompt": "<@2>, it is your turn.",
        "pinged": (2,),
        "accent": 0x0072B2,
    }
    base.update(changes)
    return TablePost(**base)


def test_one_container_with_text_board_and_buttons() -> None:
    kwargs = table_post(post())
    components = kwargs["view"].to_components()
    assert [c["type"] for c in components] == [discord.ComponentType.container.value]
    assert components[0]["accent_color"] == 0x0072B2
    flat = walk(components)
    texts = [c["content"] for c in flat if c["type"] == discord.ComponentType.text_display.value]
    assert "Alice put a large pyramid on c3." in texts[0]
    assert texts[-1].endswith("<@2>, it is your turn.")
    gallery = [c for c in flat if c["type"] == discord.ComponentType.media_gallery.value]
    assert gallery[0]["items"][0]["media"]["url"] == "attachment://board.png"
    assert gallery[0]["items"][0]["description"].startswith("Pylon, placing.")
    ids = [c["custom_id"] for c in flat if c["type"] == discord.ComponentType.button.value]
    assert ids == ["table:play:7", "table:history:7", "table:rules:7", "table:text:7"]
    assert [f.filename for f in kwargs["files"]] == ["board.png"]


def test_only_the_player_to_act_may_be_pinged() -> None:
    mentions = table_post(post())["allowed_mentions"]
    assert mentions.everyone is False and mentions.roles is False
    assert [u.id for u in mentions.users] == [2]


def test_hand_button_while_playing_rematch_when_finished() -> None:
    playing = walk(table_post(post(has_hands=True))["view"].to_components())
    assert "table:hand:7" in [c.get("custom_id") for c in playing]
    over = walk(table_post(post(has_hands=True, finished=True))["view"].to_components())
    ids = [c.get("custom_id") for c in over if c.get("custom_id")]
    assert "table:rematch:7" in ids and "table:hand:7" not in ids and "table:play:7" not in ids
    assert len(ids) <= 5  # one action row


def test_alt_text_is_cut_to_discords_limit() -> None:
    flat = walk(table_post(post(alt_text="x" * 600))["view"].to_components())
    gallery = next(c for c in flat if c["type"] == discord.ComponentType.media_gallery.value)
    assert len(gallery["items"][0]["description"]) == ALT_TEXT_LIMIT
