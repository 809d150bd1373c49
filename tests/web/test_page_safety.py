"""What the page must never do, in a real browser: show another player's card while the
game runs, tell a bad address from a good one, run a name as HTML, or break its
Content-Security-Policy."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.async_api import Page, Response
from web_page import WebTable, shown, touch_move

from rules import get_game

pytestmark = pytest.mark.asyncio(loop_scope="session")

MARKUP = '<img src=x onerror="alert(1)">'
SCRIPT = "<script>alert(2)</script><b>bold</b>"


def collect(page: Page, bodies: list[str]) -> None:
    """Every answer the page receives with a text body (JSON, HTML, scripts): a card could
    leak through any of them, shown or not."""

    async def keep(response: Response) -> None:
        kind = response.headers.get("content-type", "")
        if "event-stream" in kind or not any(t in kind for t in ("json", "html", "javascript", "text")):
            return
        try:
            bodies.append(await response.text())
        except Exception:  # a page closed meanwhile
            return

    page.on("response", keep)


async def test_no_page_shows_another_players_card_in_a_running_connections_game(web_table: WebTable) -> None:
    web = web_table
    members = [web.member(name) for name in ("alice", "bob", "carol")]
    row = await web.open_game("connections", members)
    game = get_game("connections")
    bodies: dict[int | None, list[str]] = {seat: [] for seat in (0, 1, 2, None)}
    pages: dict[int | None, Page] = {}
    for seat in (0, 1, 2, None):
        page = await web.page()
        collect(page, bodies[seat])
        user = row.seats[seat] if seat is not None else None
        await page.goto(await web.link(row.id, user))
        await shown(page)
        pages[seat] = page
    for _ in range(8):  # draws and discards: hands change on every turn
        row = await web.row(row.id)
        seat = game.to_move(game.decode(row.state))[0]
        await shown(pages[seat], row.version)
        await touch_move(pages[seat])
    row = await web.row(row.id)
    state = game.decode(row.state)
    assert not game.is_over(state)
    hands: dict[int, list[str]] = {seat: list(game.view(state, seat)["hand"]) for seat in (0, 1, 2)}
    for seat, page in pages.items():
        await shown(page, row.version)
        # What the page shows, its pictures' words included, and what it was sent.
        seen = [await page.inner_text("body"), *[a or "" for a in await alt_texts(page)], *bodies[seat]]
        hidden = {card for other, cards in hands.items() if other != seat for card in cards}
        leaks = sorted(card for card in hidden if any(card in text for text in seen))
        assert leaks == [], f"seat {seat} was sent {leaks}"
        if seat is not None:
            assert await page.locator("#hand-area").is_visible()
            own = json.dumps(hands[seat])
            assert any(card in " ".join(seen) for card in json.loads(own)), "the own hand is shown"
    assert web.errors == []


async def alt_texts(page: Page) -> list[Any]:
    return [await img.get_attribute("alt") for img in await page.locator("img").all()]


async def test_bad_foreign_and_expired_links_all_get_the_same_page(web_table: WebTable) -> None:
    web = web_table
    alice, bob, carol = web.member("alice"), web.member("bob"), web.member("carol")
    row = await web.open_game("pylon", [alice, bob])
    good = await web.link(row.id, alice.id)
    links = web.bot.core.links
    bad = {
        "garbage": f"{web.root}/t/nothing-here",
        "forged": good[:-3] + ("AAA" if not good.endswith("AAA") else "BBB"),
        "foreign": f"{web.root}/t/{await links.make(row.id, carol.id)}",  # not a player of it
        # Years back: the bot reads SimCord's clock, which need not be this test's.
        "expired": f"{web.root}/t/{await links.make(row.id, alice.id, days=-3650)}",
        "unknown game": f"{web.root}/t/{await links.make(row.id + 1000, alice.id)}",
    }
    answers = {}
    for what, url in bad.items():
        page = await web.page()
        response = await page.goto(url)
        assert response is not None
        answers[what] = (response.status, await response.text(), await page.inner_text("body"))
    assert len(set(answers.values())) == 1, {k: v[0] for k, v in answers.items()}
    status, _, shown_text = answers["garbage"]
    assert status == 404 and "Ask the bot for a new one" in shown_text
    # The good link still opens the game, and nothing was stored by the bad ones.
    page = await web.page(good)
    assert "Pylon" in await page.inner_text("#title")
    assert (await web.row(row.id)).version == row.version
    web.errors.clear()  # the bad pages' 404s are the point here


async def test_a_name_full_of_markup_is_shown_as_text_and_runs_nothing(web_table: WebTable) -> None:
    web = web_table
    marked, plain = web.member(MARKUP), web.member(SCRIPT)
    row = await web.open_game("synapse", [marked, plain])
    dialogs: list[str] = []
    pages = []
    for user in (marked.id, plain.id, None):
        page = await web.page()
        page.on("dialog", lambda d: dialogs.append(d.message))
        response = await page.goto(await web.link(row.id, user))
        assert response is not None
        csp = response.headers.get("content-security-policy", "")
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp
        await shown(page)
        pages.append(page)
    seat = get_game("synapse").to_move(get_game("synapse").decode(row.state))[0]
    await touch_move(pages[seat])  # the names in the moves' words too
    for page in pages:
        await shown(page, row.version + 1)
        players = await page.inner_text("#players")
        assert MARKUP in players and SCRIPT in players
        assert await page.locator("img[src='x'], script:not([src]), b").count() == 0
    assert dialogs == []
    assert web.errors == []
