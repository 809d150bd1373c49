"""The web table (issue #33) through the real bot under SimCord, over the loopback:

- page ready: a phone-sized Chromium page opened on a player's link until it has drawn
  the game (shell, scripts, state, board picture), p95 over many loads;
- Confirm to the channel post against /move to the channel post, moves alternating on
  one game, each timed from the request until the turn's post is in the channel;
- 200 pages open with live updates: 200 event streams held by a separate process (so
  the bot's memory is the bot's), each as a page behind a reverse proxy would be (its own
  X-Forwarded-For address), plus a few real Chromium pages; the bot's RSS per open
  stream, and for each stored move the time until the last of the 200 heard of it.

Chromium (/usr/bin/chromium) and Playwright come with the test extra and .ci/run; without
them the page parts are left out with one line and the streams part still runs.

Run alone: `python -m bench.web_bench [--pages 200] [--loads 60] [--moves 20]`;
the stream clients: `python -m bench.web_bench --clients URL N UPDATES` (internal).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp

from bench.stats import summarize
from bot import Settings, create_bot
from rules import get_game

CHROMIUM = Path("/usr/bin/chromium")
PHONE = {"width": 390, "height": 844}
# SimCord waits for the bot to go quiet after each command; the streams are closed first.
SETTLE_S = 60.0


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


async def open_game(env: Any, channel: Any, key: str, players: list[Any]) -> Any:
    await players[0].slash(channel, "game new", game=key, order="joined")
    lobby = next(m for m in reversed(channel.history()) if m.embeds and "lobby" in str(m.embeds[0].title))
    for player in players[1:]:
        await player.click(lobby, label="Join")
    if len(players) < get_game(key).max_players:
        await players[0].slash(channel, "game start")
    return await env.bot.core.store.games.open_in_channel(channel.id)


async def on_turn(env: Any, game_id: int) -> tuple[Any, int, Any]:
    row = await env.bot.core.store.games.get(game_id)
    game = get_game(row.game_key)
    state = game.decode(row.state)
    return row, game.to_move(state)[0], state


async def confirm_vs_move(
    env: Any, channel: Any, players: list[Any], root: str, moves: int
) -> dict[str, Any]:
    """Moves alternate: /move, then Confirm on the web, ... each timed to its post."""
    row = await open_game(env, channel, "pylon", players)
    by_id = {p.id: p for p in players}
    links = env.bot.core.links
    slash_ms: list[float] = []
    confirm_ms: list[float] = []
    # No kept-alive connections: SimCord waits for every connection the bot holds.
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as http:
        for i in range(moves):
            row, seat, state = await on_turn(env, row.id)
            game = get_game(row.game_key)
            posts = len(channel.history())
            if i % 2 == 0:
                move = game.legal_moves(state, seat)[0]
                began = time.perf_counter()
                await by_id[row.seats[seat]].slash(channel, "move", move=move)
                slash_ms.append((time.perf_counter() - began) * 1000)
            else:
                api = f"{root}/api/t/{await links.make(row.id, row.seats[seat])}"
                async with http.get(f"{api}/state") as answer:
                    step = (await answer.json())["step"]
                while step["preview"] is None:
                    path = [*step["path"], step["choices"][0]["token"]]
                    query = {"v": row.version, "path": ".".join(path)}
                    async with http.get(f"{api}/step", params=query) as a:
                        step = await a.json()
                began = time.perf_counter()
                body = {"version": row.version, "path": step["path"]}
                async with http.post(f"{api}/move", json=body) as a:
                    assert a.status == 200, await a.text()
                await env.settle(timeout=SETTLE_S)
                confirm_ms.append((time.perf_counter() - began) * 1000)
            assert len(channel.history()) > posts, "no post for the move"
    return {"slash": summarize(slash_ms), "confirm": summarize(confirm_ms)}


def behind_proxy(i: int) -> dict[str, str]:
    """The header a reverse proxy on this machine adds: page i's own client address (the
    bot counts its limits per address, and every bench page comes from 127.0.0.1)."""
    return {"X-Forwarded-For": f"10.{i // 250}.{i % 250}.1"}


async def page_ready(browser: Any, url: str, loads: int) -> dict[str, Any]:
    """Each load a new phone (a fresh context: nothing cached), from its own address."""
    times: list[float] = []
    for i in range(loads):
        context = await browser.new_context(
            viewport=PHONE, has_touch=True, is_mobile=True, extra_http_headers=behind_proxy(1000 + i)
        )
        page = await context.new_page()
        began = time.perf_counter()
        await page.goto(url)
        await page.locator("body[data-version]").wait_for(state="attached")
        await page.locator("img.picture-img").first.evaluate("(img) => img.decode()")
        times.append((time.perf_counter() - began) * 1000)
        await context.close()
    return summarize(times)


async def clients(url: str, count: int, updates: int) -> None:
    """(In the clients' process.) Opens `count` streams; prints "ready" once each has its
    first event, then for each of `updates` versions the latest arrival time over all."""
    arrivals: dict[int, list[float]] = {}
    first = asyncio.Event()
    ready = 0

    async def one(i: int, http: aiohttp.ClientSession) -> None:
        nonlocal ready
        headers = {**behind_proxy(i), "Accept": "text/event-stream"}
        async with http.get(url, headers=headers, timeout=aiohttp.ClientTimeout(total=None)) as answer:
            assert answer.status == 200, answer.status
            seen = 0
            async for raw in answer.content:
                line = raw.decode().strip()
                if not line.startswith("data:"):
                    continue
                if seen == 0:
                    ready += 1
                    if ready == count:
                        first.set()
                else:
                    arrivals.setdefault(int(line[5:]), []).append(time.time())
                seen += 1
                if seen > updates:
                    return

    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
        tasks = [asyncio.create_task(one(i, http)) for i in range(count)]
        await first.wait()
        print("ready", flush=True)
        await asyncio.gather(*tasks)
    print(json.dumps({str(v): [len(t), max(t)] for v, t in arrivals.items()}), flush=True)


async def fan_out(env: Any, channel: Any, players: list[Any], root: str, pages: int, updates: int,
                  browser: Any | None) -> dict[str, Any]:
    row = await open_game(env, channel, "pylon", players)
    core = env.bot.core
    watch = await core.links.make(row.id)
    rss_before = rss_mb()
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bench.web_bench", "--clients", f"{root}/api/t/{watch}/events", str(pages),
        str(updates), stdout=subprocess.PIPE,
    )
    assert proc.stdout is not None
    assert (await proc.stdout.readline()).decode().strip() == "ready"
    try:
        return await fanned(env, row, root, pages, updates, browser, proc, rss_before)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()


async def fanned(env: Any, row: Any, root: str, pages: int, updates: int, browser: Any | None, proc: Any,
                 rss_before: float) -> dict[str, Any]:
    core = env.bot.core
    real: list[Any] = []
    if browser is not None:
        context = await browser.new_context(viewport=PHONE, extra_http_headers=behind_proxy(2000))
        for seat in range(len(row.seats)):
            page = await context.new_page()
            await page.goto(f"{root}/t/{await core.links.make(row.id, row.seats[seat])}")
            await page.locator("body[data-version]").wait_for(state="attached")
            real.append(page)
    await asyncio.sleep(0.5)  # the bot's memory after every stream is set up
    rss_open = rss_mb()
    stored_at: dict[int, float] = {}
    page_ms: list[float] = []
    for _ in range(updates):
        row, seat, state = await on_turn(env, row.id)
        game = get_game(row.game_key)
        change = await core.sessions.play(row.id, row.seats[seat], game.legal_moves(state, seat)[0], "")
        stored_at[change.row.version] = time.time()
        for page in real:
            await page.locator(f'body[data-version="{change.row.version}"]').wait_for(state="attached")
        if real:
            page_ms.append((time.time() - stored_at[change.row.version]) * 1000)
    out, _ = await proc.communicate()
    heard = json.loads(out.decode().strip().splitlines()[-1])
    all_ms = [(heard[str(v)][1] - at) * 1000 for v, at in stored_at.items()]
    assert all(heard[str(v)][0] == pages for v in stored_at), "a stream missed an update"
    if real:
        await real[0].context.close()  # one context holds them all
    return {
        "pages": pages,
        "real_pages": len(real),
        "updates": updates,
        "rss_before_mb": round(rss_before, 1),
        "rss_open_mb": round(rss_open, 1),
        "kb_per_page": round((rss_open - rss_before) * 1024 / pages, 1),
        "all_reached_ms": summarize(all_ms),
        "real_page_ms": summarize(page_ms) if page_ms else None,
    }


async def session(pages: int, loads: int, moves: int, db_dir: str) -> dict[str, Any]:
    # The test extra's: without them bench/__main__ leaves this part out before it gets here.
    import simcord

    settings = Settings(
        database_path=str(Path(db_dir) / "games.db"), web_url="http://127.0.0.1/play", web_port=0,
        reminder_check_minutes=30,
    )
    bot = create_bot(settings)
    result: dict[str, Any] = {}
    async with simcord.run(bot, settle_timeout=SETTLE_S) as env:
        assert bot.web is not None and bot.web.port is not None
        root = f"http://127.0.0.1:{bot.web.port}{bot.web.base}"
        bot.web.limit.per_minute = 1_000_000  # every timed request comes from 127.0.0.1
        guild = env.create_guild("Bench Club")
        players = [guild.add_member(env.create_user(name)) for name in ("alice", "bob")]
        result["confirm_vs_move"] = await confirm_vs_move(
            env, guild.create_text_channel("confirm"), players, root, moves
        )
        browser = None
        playwright = None
        if CHROMIUM.exists():
            from playwright.async_api import async_playwright

            playwright = await async_playwright().start()
            browser = await playwright.chromium.launch(executable_path=str(CHROMIUM))
            row = await open_game(env, guild.create_text_channel("ready"), "pylon", players)
            for _ in range(20):  # a game under way: a board with pieces, a move list
                row, seat, state = await on_turn(env, row.id)
                move = get_game(row.game_key).legal_moves(state, seat)[0]
                await bot.core.sessions.play(row.id, row.seats[seat], move, "")
            await env.settle(timeout=SETTLE_S)
            url = f"{root}/t/{await bot.core.links.make(row.id, row.seats[0])}"
            result["page_ready"] = await page_ready(browser, url, loads)
        else:
            result["page_ready"] = None
            print(f"web bench: no Chromium at {CHROMIUM}; page ready and real pages left out",
                  file=sys.stderr)
        result["streams"] = await fan_out(
            env, guild.create_text_channel("streams"), players, root, pages, max(5, moves // 2), browser
        )
        if browser is not None and playwright is not None:
            await browser.close()
            await playwright.stop()
        await env.settle(timeout=SETTLE_S)
    await bot.core.store.db.close()
    return result


def run(pages: int = 200, loads: int = 60, moves: int = 20) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        return asyncio.run(session(pages, loads, moves, tmp))


def line(r: dict[str, Any]) -> str:
    ready = r.get("page_ready")
    cvm = r["confirm_vs_move"]
    s = r["streams"]
    parts = []
    if ready:
        parts.append(f"page ready p50 {ready['median']:.0f} ms, p95 {ready['p95']:.0f} ms")
    parts.append(
        f"Confirm to post p50 {cvm['confirm']['median']:.0f} ms vs /move {cvm['slash']['median']:.0f} ms"
    )
    parts.append(
        f"{s['pages']} open pages: {s['kb_per_page']:.0f} KB each, an update reached all of them in "
        f"p95 {s['all_reached_ms']['p95']:.0f} ms (max {s['all_reached_ms']['max']:.0f} ms)"
    )
    return "Web table: " + "; ".join(parts)


def main(argv: list[str] | None = None) -> None:
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["--clients"]:
        asyncio.run(clients(argv[1], int(argv[2]), int(argv[3])))
        return
    parser = argparse.ArgumentParser(prog="python -m bench.web_bench", description=__doc__)
    parser.add_argument("--pages", type=int, default=200)
    parser.add_argument("--loads", type=int, default=60)
    parser.add_argument("--moves", type=int, default=20)
    args = parser.parse_args(argv)
    result = run(args.pages, args.loads, args.moves)
    print(json.dumps(result, indent=1))
    print(line(result))


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
