"""The web table's links: "Open the board" where the spec puts it (Play's private reply,
/next, /board private:true), personal for a player and watch-only for anyone else, and
one answer for every bad address (expired, forged, another game's, a player who left or
deleted their data, a rotated secret)."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import actor_for, last_post, open_game
from web_helpers import browser, get_json, post_json, root_of

from bot import PyramidBot, Settings
from bot.services.web_links import WATCH
from rules import get_game


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1", web_port=0,
        client_secret="not-a-real-secret",
    )


def buttons(components: Any) -> list[dict[str, Any]]:
    """Every button of a message, however deep (Components V2 nest them)."""
    found: list[dict[str, Any]] = []
    for item in components or []:
        if item.get("type") == 2:
            found.append(item)
        found += buttons(item.get("components"))
    return found


def link_of(message: Any) -> str:
    links = [b["url"] for b in buttons(message.components) if b.get("label") == "Open the board"]
    assert len(links) == 1, buttons(message.components)
    return str(links[0])


def api_of(bot: PyramidBot, link: str) -> str:
    token = link.rsplit("/t/", 1)[1]
    return f"{root_of(bot)}/api/t/{token}"


async def mover_of(table: Any) -> tuple[Any, Any]:
    row = await open_game(table, "pylon", [table.alice, table.bob])
    game = get_game(row.game_key)
    return row, actor_for(table, row, game.to_move(game.decode(row.state))[0])


async def test_play_board_and_next_carry_the_players_own_link(table):
    bot: PyramidBot = table.bot
    row, mover = await mover_of(table)
    opened = await mover.click(last_post(table.channel), label="Play")
    assert opened.ephemeral
    labels = [b.get("label") for b in buttons(opened.response.components)]
    assert "Open in Discord" in labels  # the Activity is set up (DISCORD_CLIENT_SECRET)
    board = await mover.slash(table.channel, "board", private=True)
    nxt = await mover.slash(table.channel, "next")
    async with browser(bot) as http:
        for message in (opened.response, board.response, nxt.response):
            status, state = await get_json(http, f"{api_of(bot, link_of(message))}/state")
            assert status == 200
            assert state["viewer"]["seat"] == row.seat_of(mover.id) and state["viewer"]["may_act"]
    # The public /board names nobody's page.
    public = await mover.slash(table.channel, "board")
    assert not [b for b in buttons(public.response.components) if b.get("label") == "Open the board"]


async def test_someone_not_playing_gets_a_watch_link(table):
    bot: PyramidBot = table.bot
    await mover_of(table)
    answer = await table.carol.slash(table.channel, "board", private=True)
    async with browser(bot) as http:
        status, state = await get_json(http, f"{api_of(bot, link_of(answer.response))}/state")
    assert status == 200
    assert state["viewer"] == {"seat": None, "name": None, "may_act": False}
    assert state["step"] is None and state["hand"] is None


async def test_every_bad_address_gets_the_same_answer_and_changes_nothing(table):
    bot: PyramidBot = table.bot
    row, mover = await mover_of(table)
    elsewhere = table.guild.create_text_channel("b")
    other = await open_game(table, "pylon", [table.carol, table.dave], channel=elsewhere)
    links = bot.core.links
    good = await links.make(row.id, mover.id)
    game_id, user_id, expires, signature = good.split(".")
    flipped = signature[:-1] + ("A" if signature[-1] != "A" else "B")
    bad = [
        await links.make(row.id, mover.id, days=-1),  # expired
        f"{game_id}.{user_id}.{expires}.{flipped}",  # forged
        f"{other.id}.{user_id}.{expires}.{signature}",  # another game's
        f"{game_id}.{WATCH}.{expires}.{signature}",  # a watch link made up from a personal one
        await links.make(row.id, table.carol.id),  # not a player of this game
        await links.make(99999, mover.id),  # no such game
        "nonsense",
    ]
    before = await bot.core.store.games.get(row.id)
    async with browser(bot) as http:
        answers = [await get_json(http, f"{root_of(bot)}/api/t/{token}/state") for token in bad]
        moves = [
            await post_json(http, f"{root_of(bot)}/api/t/{token}/move", {"version": 1, "path": ["x"]})
            for token in bad
        ]
        pages = []
        for token in bad[:2]:
            async with http.get(f"{root_of(bot)}/t/{token}") as page:
                pages.append((page.status, await page.text()))
        good_status, _ = await get_json(http, f"{root_of(bot)}/api/t/{good}/state")
    assert good_status == 200
    assert len({(s, str(b)) for s, b in answers + moves}) == 1 and answers[0][0] == 404
    assert pages[0] == pages[1] and pages[0][0] == 404
    after = await bot.core.store.games.get(row.id)
    assert after is not None and before is not None and after.version == before.version


async def test_a_player_who_left_or_deleted_their_data_is_refused(table):
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob])
    alice_link = await bot.core.links.make(row.id, table.alice.id)
    bob_link = await bot.core.links.make(row.id, table.bob.id)
    watch = await bot.core.links.make(row.id)
    await table.alice.slash(table.channel, "resign")
    async with browser(bot) as http:
        assert (await get_json(http, f"{root_of(bot)}/api/t/{watch}/state"))[0] == 200
        # The game is over now: its pages show the replay to anyone holding a link.
        status, state = await get_json(http, f"{root_of(bot)}/api/t/{bob_link}/state")
        assert status == 200 and state["game"]["over"] and state["replay"]["length"] >= 1
        await bot.core.privacy.forget_user(table.bob.id)
        assert (await get_json(http, f"{root_of(bot)}/api/t/{bob_link}/state"))[0] == 404
        assert (await get_json(http, f"{root_of(bot)}/api/t/{alice_link}/state"))[0] == 200


async def test_a_player_who_left_a_running_game_is_refused(table):
    bot: PyramidBot = table.bot
    row = await open_game(table, "connections", [table.alice, table.bob, table.carol])
    link = await bot.core.links.make(row.id, table.carol.id)
    async with browser(bot) as http:
        assert (await get_json(http, f"{root_of(bot)}/api/t/{link}/state"))[0] == 200
        await table.carol.slash(table.channel, "resign")
        stored = await bot.core.store.games.get(row.id)
        assert stored is not None and stored.status == "active"
        assert (await get_json(http, f"{root_of(bot)}/api/t/{link}/state"))[0] == 404


async def test_rotating_the_secret_ends_every_link(table):
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob])
    link = await bot.core.links.make(row.id, table.alice.id)
    await bot.core.links.rotate()
    async with browser(bot) as http:
        assert (await get_json(http, f"{root_of(bot)}/api/t/{link}/state"))[0] == 404
        fresh = await bot.core.links.make(row.id, table.alice.id)
        assert (await get_json(http, f"{root_of(bot)}/api/t/{fresh}/state"))[0] == 200
