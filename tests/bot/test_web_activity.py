"""The web table as a Discord Activity: "Open in Discord" launches it, and inside Discord
the page's code is exchanged by our server at Discord's OAuth2 token endpoint (here a
local stand-in for discord.com) for the player, who gets the channel's game."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from aiohttp import web
from bot_helpers import last_post, open_game
from web_helpers import browser, get_json, post_json, root_of, stop_web_after  # noqa: F401

from bot import PyramidBot, Settings

SECRET = "client-secret-for-tests"
GOOD_CODE = "good-code"


class StandIn:
    """Discord's token endpoint and users/@me, as far as the sign-in uses them."""

    def __init__(self) -> None:
        self.user_id = 0
        self.forms: list[dict[str, str]] = []

    async def token(self, request: web.Request) -> web.Response:
        form = dict(await request.post())
        self.forms.append({k: str(v) for k, v in form.items()})
        if form.get("code") != GOOD_CODE or form.get("client_secret") != SECRET:
            return web.json_response({"error": "invalid_grant"}, status=400)
        return web.json_response({"access_token": "user-access-token", "token_type": "Bearer"})

    async def me(self, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != "Bearer user-access-token":
            return web.json_response({"message": "401: Unauthorized"}, status=401)
        return web.json_response({"id": str(self.user_id), "username": "someone"})


@pytest.fixture
async def discord_api() -> AsyncIterator[tuple[StandIn, str]]:
    stand_in = StandIn()
    app = web.Application()
    app.add_routes([web.post("/api/oauth2/token", stand_in.token), web.get("/api/users/@me", stand_in.me)])
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    yield stand_in, f"http://127.0.0.1:{port}/api"
    await runner.cleanup()


@pytest.fixture
def settings(database_url: str, discord_api: tuple[StandIn, str]) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1", web_port=0,
        client_secret=SECRET, discord_api_url=discord_api[1],
    )


async def sign_in(bot: PyramidBot, code: str, channel_id: int) -> tuple[int, Any]:
    async with browser(bot) as http:
        return await post_json(
            http, f"{root_of(bot)}/api/activity/session", {"code": code, "channel_id": str(channel_id)}
        )


async def test_a_player_signs_in_and_gets_their_seat_in_the_channels_game(table, discord_api):
    stand_in, _ = discord_api
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob])
    stand_in.user_id = table.bob.id
    async with browser(bot) as http:
        status, config = await get_json(http, f"{root_of(bot)}/api/activity/config")
    assert status == 200 and config["client_id"] == str(bot.application_id)
    status, answer = await sign_in(bot, GOOD_CODE, table.channel.id)
    assert status == 200 and answer["ok"] and answer["watch"] is False, answer
    assert SECRET not in str(answer)
    sent = stand_in.forms[-1]
    assert sent["client_secret"] == SECRET and sent["grant_type"] == "authorization_code"
    async with browser(bot) as http:
        status, state = await get_json(http, f"{root_of(bot)}/api/t/{answer['token']}/state")
    assert status == 200 and state["game"]["id"] == row.id
    assert state["viewer"]["seat"] == row.seat_of(table.bob.id)
    # Someone else in the channel watches.
    stand_in.user_id = table.carol.id
    status, answer = await sign_in(bot, GOOD_CODE, table.channel.id)
    assert status == 200 and answer["watch"] is True


async def test_a_bad_code_or_a_channel_without_a_game_is_refused(table, discord_api):
    stand_in, _ = discord_api
    bot: PyramidBot = table.bot
    await open_game(table, "pylon", [table.alice, table.bob])
    stand_in.user_id = table.alice.id
    status, answer = await sign_in(bot, "forged-code", table.channel.id)
    assert status == 403 and answer["ok"] is False and "token" not in answer
    quiet = table.guild.create_text_channel("quiet")
    status, answer = await sign_in(bot, GOOD_CODE, quiet.id)
    assert status == 404 and "no game in this channel" in answer["error"]
    status, answer = await sign_in(bot, GOOD_CODE, 12345)  # a channel the bot does not know
    assert status == 404 and "token" not in answer


async def test_open_in_discord_answers_with_the_launch_activity_response(table, monkeypatch):
    """SimCord has no launch-activity response (callback type 12): the press is checked to
    ask discord.py for it, and a stand-in acknowledges the interaction instead."""
    launched: list[int] = []

    async def launch_activity(self: discord.InteractionResponse) -> None:
        launched.append(self._parent.user.id)
        await self.defer(ephemeral=True)

    monkeypatch.setattr(discord.InteractionResponse, "launch_activity", launch_activity)
    row = await open_game(table, "pylon", [table.alice, table.bob])
    mover = table.alice if row.seats[0] == table.alice.id else table.bob
    opened = await mover.click(last_post(table.channel), label="Play")
    await mover.click(opened.response, label="Open in Discord")
    assert launched == [mover.id]
