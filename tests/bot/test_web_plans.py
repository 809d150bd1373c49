"""Planning replies on the web table's API (issue #35, bot.md "Planned replies"), against a
real bot (SimCord) on both backends: the planner's steps, preview, Confirm plan, chains,
the list and Clear, every request checked on the server; the plan fires when its move
comes; nobody else's page, nor the live stream, ever carries a plan."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import open_game, public_messages, state_of, texts_of
from web_helpers import browser, get_json, post_json, root_of, stop_web_after  # noqa: F401

from bot import PyramidBot, Settings
from rules import get_game


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1", web_port=0
    )


async def links(table: Any, row: Any) -> dict[str, str]:
    bot: PyramidBot = table.bot
    make = bot.core.links.make
    root = f"{root_of(bot)}/api/t"
    return {
        "alice": f"{root}/{await make(row.id, table.alice.id)}",
        "bob": f"{root}/{await make(row.id, table.bob.id)}",
        "watch": f"{root}/{await make(row.id)}",
    }


async def alice_waits(table: Any, key: str = "pylon") -> Any:
    """Alice (seat 0) has moved; Bob is to move."""
    await open_game(table, key, [table.alice, table.bob], order="joined")
    _row, state = await state_of(table)
    await table.alice.slash(table.channel, "move", move=get_game(key).legal_moves(state, 0)[0])
    await table.env.settle()
    row, _ = await state_of(table)
    return row


async def plan_by_steps(http: Any, api: str, version: int, line: str = "", pick: int = 0) -> dict[str, Any]:
    """Taps the `pick`-th choice at every step of a plan until its preview."""
    them: list[str] = []
    mine: list[str] = []
    while True:
        url = f"{api}/plan/step?v={version}&line={line}&them={'.'.join(them)}&mine={'.'.join(mine)}"
        status, step = await get_json(http, url)
        assert status == 200, step
        if step["preview"] is not None:
            return step
        token = step["choices"][pick % len(step["choices"])]["token"]
        if step["stage"] == "t":
            them = [*step["them"], token]
        else:
            mine = [*step["mine"], token]


async def test_a_plan_made_on_the_page_fires_when_its_move_comes(table):
    bot: PyramidBot = table.bot
    row = await alice_waits(table)
    api = await links(table, row)
    async with browser(bot) as http:
        _, state = await get_json(http, f"{api['alice']}/state")
        assert state["plans"] == {"may_plan": True, "lines": []}
        status, first = await get_json(http, f"{api['alice']}/plan/step?v={row.version}&line=&them=&mine=")
        assert status == 200 and first["stage"] == "t" and first["prompt"] == "If bob plays…"
        assert first["choices"] and any(c["box"] for c in first["choices"])  # spots on the board
        async with http.get(first["board"]["url"].replace("/api", f"{root_of(bot)}/api", 1)) as pic:
            assert pic.status == 200 and pic.content_type == "image/png"
        step = await plan_by_steps(http, api["alice"], row.version)
        assert step["preview"]["words"].startswith("If bob plays")
        body = {"version": row.version, "line": step["line"], "them": step["them"], "mine": step["mine"]}
        status, saved = await post_json(http, f"{api['alice']}/plan", body)
        assert status == 200 and saved["ok"] and saved["total"] == 1 and saved["then"], saved
        assert saved["words"].startswith("Planned, privately: if bob plays")
        # Then if they play…: the next pair of the same line.
        chained = await plan_by_steps(http, api["alice"], row.version, saved["line"])
        assert chained["after"].startswith("After: if bob plays")
        body = {"version": row.version, **{k: chained[k] for k in ("line", "them", "mine")}}
        status, again = await post_json(http, f"{api['alice']}/plan", body)
        assert status == 200 and again["total"] == 2
        _, listed = await get_json(http, f"{api['alice']}/plans")
        assert [line["depth"] for line in listed["lines"]] == [0, 1]
        assert listed["lines"][1]["words"].startswith("then if bob plays")
        plan = await bot.core.store.plans.get(row.id)
        assert plan is not None and plan.planner_id == table.alice.id
        theirs, reply = next(iter(plan.tree.items()))
        posts = len(public_messages(table.channel))
        # Bob's ordinary move on his own page brings Alice's reply at once.
        _, bob_state = await get_json(http, f"{api['bob']}/state")
        assert bob_state["plans"] == {"may_plan": False, "lines": []}
        await table.bob.slash(table.channel, "move", move=theirs)
        await table.env.settle()
        after, _ = await state_of(table)
        log = await bot.core.store.games.log(row.id)
        assert [e.move for e in log[-2:]] == [theirs, reply["reply"]]
        assert len(public_messages(table.channel)) == posts + 1
        assert "(planned)" in texts_of(public_messages(table.channel)[-1])
        _, state = await get_json(http, f"{api['alice']}/state")
        assert state["game"]["version"] == after.version and len(state["moves"]) == 3
        assert len(state["plans"]["lines"]) == 1  # the chain's next pair waits for Bob's move


async def test_nobody_but_the_planner_hears_of_a_plan(table):
    bot: PyramidBot = table.bot
    row = await alice_waits(table)
    api = await links(table, row)
    async with browser(bot) as http:
        step = await plan_by_steps(http, api["alice"], row.version, pick=3)
        body = {"version": row.version, "line": step["line"], "them": step["them"], "mine": step["mine"]}
        status, _ = await post_json(http, f"{api['alice']}/plan", body)
        assert status == 200
        plan = await bot.core.store.plans.get(row.id)
        assert plan is not None
        ((_theirs, line),) = plan.tree.items()
        secret = step["preview"]["words"]
        answers = []
        for who in ("bob", "watch"):
            async with http.get(f"{api[who]}/state") as answer:
                answers.append(await answer.text())
            async with http.get(f"{api[who]}/plans") as answer:
                assert answer.status == (403 if who == "watch" else 200)  # Bob's own: none
                answers.append(await answer.text())
            step_url = f"{api[who]}/plan/step?v={row.version}&line=&them=&mine="
            async with http.get(step_url) as answer:
                assert answer.status == 403
                answers.append(await answer.text())
            async with http.post(f"{api[who]}/plans/clear", json={}) as answer:
                assert answer.status == (403 if who == "watch" else 200)
        for text in answers:
            assert secret not in text and f'"{line["reply"]}"' not in text
        _, watched = await get_json(http, f"{api['watch']}/state")
        _, bobs = await get_json(http, f"{api['bob']}/state")
        assert watched["plans"] is None and bobs["plans"]["lines"] == []
        # The live stream carries versions only: saving a plan sends nothing.
        assert (await bot.core.store.games.get(row.id)).version == row.version
        assert await bot.core.store.plans.get(row.id) is not None  # Bob's Clear dropped nothing


async def test_every_plan_request_is_checked_on_the_server(table):
    bot: PyramidBot = table.bot
    row = await alice_waits(table)
    api = await links(table, row)
    async with browser(bot) as http:
        # Bob is on turn: nothing to plan yet.
        status, own = await get_json(http, f"{api['bob']}/plan/step?v={row.version}&line=&them=&mine=")
        assert status == 403 and "your turn" in own["error"]
        # A page drawn at another version.
        old = f"{api['alice']}/plan/step?v={row.version - 1}&line=&them=&mine="
        status, stale = await get_json(http, old)
        assert status == 409 and "moved on" in stale["error"]
        # Forged tokens and lines.
        status, forged = await get_json(http, f"{api['alice']}/plan/step?v={row.version}&line=&them=zz&mine=")
        assert status == 400 and "no longer on offer" in forged["error"]
        status, _ = await get_json(http, f"{api['alice']}/plan/step?v={row.version}&line=999.0&them=&mine=")
        assert status == 400
        step = await plan_by_steps(http, api["alice"], row.version)
        half = {"version": row.version, "line": "", "them": step["them"], "mine": []}
        status, incomplete = await post_json(http, f"{api['alice']}/plan", half)
        assert status == 403 and incomplete["ok"] is False
        status, unread = await post_json(http, f"{api['alice']}/plan", {"version": "x"})
        assert status == 400 and "could not be read" in unread["error"]
        whole = {"version": row.version, "line": "", "them": step["them"], "mine": step["mine"]}
        status, _ = await post_json(http, f"{api['watch']}/plan", whole)
        assert status == 403
        assert await bot.core.store.plans.get(row.id) is None
        # Clear on the planner's page drops them.
        status, _ = await post_json(http, f"{api['alice']}/plan", whole)
        assert status == 200
        status, cleared = await post_json(http, f"{api['alice']}/plans/clear", {})
        assert status == 200 and cleared["dropped"] == 1 and "dropped" in cleared["words"]
        assert await bot.core.store.plans.get(row.id) is None


async def test_a_different_move_drops_the_plan_made_on_the_page(table):
    bot: PyramidBot = table.bot
    row = await alice_waits(table)
    api = await links(table, row)
    async with browser(bot) as http:
        step = await plan_by_steps(http, api["alice"], row.version)
        body = {"version": row.version, "line": "", "them": step["them"], "mine": step["mine"]}
        await post_json(http, f"{api['alice']}/plan", body)
        plan = await bot.core.store.plans.get(row.id)
        assert plan is not None
        _, state = await state_of(table)
        other = next(m for m in get_game("pylon").legal_moves(state, 1) if m not in plan.tree)
        await table.bob.slash(table.channel, "move", move=other)
        await table.env.settle()
        assert await bot.core.store.plans.get(row.id) is None
        _, mine = await get_json(http, f"{api['alice']}/state")
        assert mine["plans"] == {"may_plan": False, "lines": []} and mine["viewer"]["may_act"]


async def test_planning_on_the_page_in_german(table):
    bot: PyramidBot = table.bot
    row = await alice_waits(table)
    await bot.core.store.prefs.set_language(table.alice.id, "de")
    api = await links(table, row)
    async with browser(bot) as http:
        _, state = await get_json(http, f"{api['alice']}/state")
        assert state["words"]["planStart"] == "Antwort planen"
        assert state["words"]["planConfirm"] == "Plan bestätigen"
        _, first = await get_json(http, f"{api['alice']}/plan/step?v={row.version}&line=&them=&mine=")
        assert first["prompt"] == "Wenn bob zieht …" and "If" not in first["prompt"]
        step = await plan_by_steps(http, api["alice"], row.version)
        assert step["preview"]["words"].startswith("Wenn bob ")
        body = {"version": row.version, "line": "", "them": step["them"], "mine": step["mine"]}
        _, saved = await post_json(http, f"{api['alice']}/plan", body)
        assert saved["words"].startswith("Geplant, nur für dich:") and "Planned" not in saved["words"]
        old = f"{api['alice']}/plan/step?v={row.version - 1}&line=&them=&mine="
        status, stale = await get_json(http, old)
        assert status == 409 and "weitergegangen" in stale["error"] and "moved on" not in stale["error"]
        _, bob = await get_json(http, f"{api['bob']}/plan/step?v={row.version}&line=&them=&mine=")
        assert "your turn" in bob["error"]  # Bob reads English: his own language
