"""Photograph the web table as a phone shows it (390 x 844): a turn with the choices as
spots on the board, a move's preview, a Connections hand, a finished game's replay.

    python docs/web_screenshots.py [OUT_DIR]      (default docs/screens)

Needs Debian's Chromium at /usr/bin/chromium (`apt-get install chromium`) and the test
extra (Playwright for Python). The scenes use the real bot (`create_bot`) on a temporary
database with the web table on a free port of 127.0.0.1; players are SimCord members;
moves come from the engine's legal moves with a fixed seed, so the pictures are the same
each run.
"""

from __future__ import annotations

import asyncio
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

import simcord
from playwright.async_api import Page, async_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot import Settings, create_bot  # noqa: E402
from rules import get_game  # noqa: E402

PHONE = {"width": 390, "height": 844}
NAMES = ("Alice", "Bob", "Carol", "Dave")


async def open_game(env: simcord.Env, channel: Any, key: str, players: list[Any]) -> Any:
    await players[0].slash(channel, "game new", game=key, order="joined")
    await env.settle()
    lobby = next(m for m in reversed(channel.history()) if m.embeds and "lobby" in str(m.embeds[0].title))
    for player in players[1:]:
        await player.click(lobby, label="Join")
        await env.settle()
    if len(players) < get_game(key).max_players:
        await players[0].slash(channel, "game start")
        await env.settle()
    return await env.bot.core.store.games.open_in_channel(channel.id)  # type: ignore[attr-defined]


async def play(env: simcord.Env, channel: Any, players: list[Any], moves: int | None, seed: int) -> Any:
    """`moves` moves through /move (None: to the end), each by the player on turn."""
    store = env.bot.core.store  # type: ignore[attr-defined]
    pick = random.Random(seed)
    by_id = {p.id: p for p in players}
    played = 0
    row = await store.games.open_in_channel(channel.id)
    while moves is None or played < moves:
        row = await store.games.get(row.id)
        game = get_game(row.game_key)
        state = game.decode(row.state)
        if row.status != "active" or game.is_over(state):
            break
        seat = game.to_move(state)[0]
        legal = game.legal_moves(state, seat)
        if row.game_key == "connections":  # turn actions only: a scene of the table
            legal = [m for m in legal if not m.startswith(("offer", "accept", "decline", "invite"))] or legal
        await by_id[row.seats[seat]].slash(channel, "move", move=legal[pick.randrange(len(legal))])
        await env.settle()
        played += 1
    return await store.games.get(row.id)


async def page_of(browser: Any, env: simcord.Env, row: Any, seat: int) -> Page:
    bot = env.bot
    token = await bot.core.links.make(row.id, row.seats[seat])  # type: ignore[attr-defined]
    context = await browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = await context.new_page()
    web = bot.web  # type: ignore[attr-defined]
    await page.goto(f"http://127.0.0.1:{web.port}{web.base}/t/{token}")
    await page.locator("body[data-version]").wait_for(state="attached")
    return page


async def snap(page: Page, path: Path, full: bool = False) -> None:
    await page.screenshot(path=str(path), full_page=full)
    print(path)


async def tap(page: Page, label: str) -> None:
    before = await page.locator("body").get_attribute("data-shown")
    spot = page.locator(".spots").get_by_role("button", name=label, exact=True)
    await (spot if await spot.count() else page.locator("#choices").get_by_role("button", name=label)).tap()
    await page.locator(f'body:not([data-shown="{before}"])').wait_for(state="attached")


async def main(out: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            database_path=str(Path(tmp) / "games.db"), web_url="http://127.0.0.1/play", web_port=0
        )
        bot = create_bot(settings)
        async with simcord.run(bot) as env, async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium")
            guild = env.create_guild("Pyramid Club")
            members = [guild.add_member(env.create_user(name)) for name in NAMES]
            bot.web.limit.per_minute = 1_000_000  # type: ignore[union-attr]  (one address, fast)

            # A Pylon turn: the spots on the board, then the preview of a move.
            channel = guild.create_text_channel("pylon")
            await open_game(env, channel, "pylon", members[:2])
            row = await play(env, channel, members[:2], 12, seed=2)
            game = get_game("pylon")
            page = await page_of(browser, env, row, game.to_move(game.decode(row.state))[0])
            await snap(page, out / "web-turn-phone.png")
            while not await page.locator("#confirm").is_visible():
                labels = await page.locator("#choices .choice").all_text_contents()
                await tap(page, labels[len(labels) // 2])
            await snap(page, out / "web-preview-phone.png")
            await page.context.close()  # an open page keeps a stream: SimCord would not settle

            # Connections: the player's own hand under the table.
            channel = guild.create_text_channel("connections")
            await open_game(env, channel, "connections", members[:4])
            row = await play(env, channel, members[:4], 10, seed=3)
            game = get_game("connections")
            page = await page_of(browser, env, row, game.to_move(game.decode(row.state))[0])
            await page.locator("#hand-area").scroll_into_view_if_needed()
            await snap(page, out / "web-hand-phone.png", full=True)
            await page.context.close()

            # A finished Synapse-Ice game stepped back a few moves, with the exact value.
            channel = guild.create_text_channel("synapse")
            await open_game(env, channel, "synapse", members[:2])
            row = await play(env, channel, members[:2], None, seed=4)
            page = await page_of(browser, env, row, 0)
            await page.locator("body[data-replay]").wait_for(state="attached")
            for _ in range(3):
                at = await page.locator("body").get_attribute("data-replay")
                await page.get_by_role("button", name="Back").tap()
                await page.locator(f'body:not([data-replay="{at}"])').wait_for(state="attached")
            await snap(page, out / "web-replay-phone.png", full=True)
            await page.context.close()
            await browser.close()


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screens"
    asyncio.run(main(target))
