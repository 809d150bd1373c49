"""Every game played to its end at 390 px by touching the board and its buttons only,
each player on their own page, each page following the others' moves live (nobody
reloads), then the finished game stepped through."""

from __future__ import annotations

import pytest
from playwright.async_api import Page
from web_page import WebTable, shown, touch_move

import i18n
from rules import get_game

pytestmark = pytest.mark.asyncio(loop_scope="session")

SOLVED = {"epicycle", "synapse"}  # their replays give each position's exact value


async def play_by_touch(web: WebTable, key: str, players: int, pick: int = 0) -> dict[int, Page]:
    members = [web.member(name) for name in ("alice", "bob", "carol", "dave")[:players]]
    row = await web.open_game(key, members)
    game = get_game(key)
    pages = {seat: await web.page(await web.link(row.id, user)) for seat, user in enumerate(row.seats)}
    watcher = await web.page(await web.link(row.id))  # someone following without a seat
    for _ in range(300):
        row = await web.row(row.id)
        state = game.decode(row.state)
        if game.is_over(state):
            break
        page = pages[game.to_move(state)[0]]
        # The page follows the game without reloading: it shows the stored version.
        await shown(page, row.version)
        want = None
        if key == "connections":  # the engine's first legal move: its games end (102 moves)
            seat = game.to_move(state)[0]
            move = game.legal_moves(state, seat)[0]
            names = [row.name_of(uid) for uid in row.seats]
            # Each step as the (English) page words it: what the engine says, names in.
            want = [i18n.say("en", step.label, names) for step in game.move_steps(state, seat, [move])[move]]
        words = await touch_move(page, pick, want)
        assert words, "the preview says the move in words"
    else:
        raise AssertionError("the game did not end")
    assert row.status == "finished", row.status
    for page in [*pages.values(), watcher]:
        await shown(page, row.version)
        await page.locator("#replay").wait_for()
        assert web.loads[page] == 1, "a page reloaded instead of following the game live"
    return pages


async def step_through(page: Page, solved: bool) -> None:
    """First, Forward, Back, Last: each position drawn with the move that led to it."""
    where = page.locator("#replay-where")
    last = (await where.text_content()) or ""
    await page.get_by_role("button", name="First").tap()
    await page.locator('body[data-replay="0"]').wait_for(state="attached")
    assert (await where.text_content() or "").startswith("Position 0 of")
    assert await page.locator("#replay-move").text_content() == "The starting position."
    assert await page.get_by_role("button", name="Back").is_disabled()
    values = [await page.locator("#replay-value").text_content()]
    await page.get_by_role("button", name="Forward").tap()
    await page.locator('body[data-replay="1"]').wait_for(state="attached")
    assert (await page.locator("#replay-move").text_content() or "").strip()
    values.append(await page.locator("#replay-value").text_content())
    await page.get_by_role("button", name="Back").tap()
    await page.locator('body[data-replay="0"]').wait_for(state="attached")
    await page.get_by_role("button", name="Last").tap()
    await page.locator(f'body[data-replay="{last.split(" of ")[-1]}"]').wait_for(state="attached")
    assert await page.get_by_role("button", name="Forward").is_disabled()
    if solved:
        assert all(v and "perfect play" in v for v in values), values


@pytest.mark.parametrize(
    ("key", "players", "pick"),
    [
        ("epicycle", 2, 1),
        ("synapse", 2, 1),
        ("pylon", 2, 1),
        ("cardinal", 2, 0),
        ("connections", 3, 0),
    ],
)
async def test_every_game_played_to_its_end_by_touch(
    web_table: WebTable, key: str, players: int, pick: int
) -> None:
    pages = await play_by_touch(web_table, key, players, pick)
    await step_through(pages[0], key in SOLVED)
    assert web_table.errors == []
