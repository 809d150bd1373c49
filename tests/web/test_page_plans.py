"""Planned replies on the web table at 390 px, by touch only (issue #35): the player who
just moved plans a reply and a chain on their own page, the opponent's move brings the
reply at once and both pages show it, a different move drops the rest; the opponent's
page and a watch page never receive a word of the plan."""

from __future__ import annotations

import pytest
from playwright.async_api import Page, Response
from web_page import WebTable, drawn, redrawn, shown, touch_move

import i18n
from rules import get_game

pytestmark = pytest.mark.asyncio(loop_scope="session")

# The plan's step in one call: its list's words with which have a spot, and the preview.
PLAN_CHOICES = """() => {
  const spots = new Set(
    [...document.querySelectorAll('.spots .spot')].map((s) => s.getAttribute('aria-label')));
  const confirm = document.getElementById('plan-confirm');
  return {
    confirm: !confirm.hidden,
    words: document.getElementById('plan-words').textContent,
    choices: [...document.querySelectorAll('#plan-choices .choice')].map(
      (b) => [b.textContent, spots.has(b.textContent)]),
  };
}"""


async def tap(page: Page, selector: str) -> None:
    before = await drawn(page)
    await page.locator(selector).tap()
    await redrawn(page, before)


async def plan_by_touch(page: Page, pick: int = 0) -> str:
    """Chooses their move and the reply by touch (a spot on the board where the choice has
    one), then Confirm plan. Returns the preview's words."""
    for _ in range(20):
        offered = await page.evaluate(PLAN_CHOICES)
        if offered["confirm"]:
            await tap(page, "#plan-confirm")
            return str(offered["words"])
        label, spot = offered["choices"][pick % len(offered["choices"])]
        before = await drawn(page)
        where = page.locator(".spots") if spot else page.locator("#plan-choices")
        await where.get_by_role("button", name=label, exact=True).tap()
        await redrawn(page, before)
    raise AssertionError("no plan preview after 20 choices")


def collect(page: Page, bodies: list[str]) -> None:
    """Every text answer the page receives (a plan could leak through any, shown or not)."""

    async def keep(response: Response) -> None:
        kind = response.headers.get("content-type", "")
        if "event-stream" in kind or not any(t in kind for t in ("json", "html", "text")):
            return
        try:
            bodies.append(await response.text())
        except Exception:  # a page closed meanwhile
            return

    page.on("response", keep)


async def move_labels(web: WebTable, game_id: int, seat: int, move: str) -> list[str]:
    game = get_game("pylon")
    row = await web.row(game_id)
    state = game.decode(row.state)
    names = [row.name_of(uid) for uid in row.seats]
    # Each step as the (English) page words it: what the engine says, names in.
    return [i18n.say("en", step.label, names) for step in game.move_steps(state, seat, [move])[move]]


async def test_a_reply_and_a_chain_planned_by_touch_fire_and_a_different_move_drops_them(
    web_table: WebTable,
) -> None:
    web = web_table
    alice, bob = web.member("alice"), web.member("bob")
    row = await web.open_game("pylon", [alice, bob])
    bodies: dict[str, list[str]] = {"bob": [], "watch": []}
    mine = await web.page(await web.link(row.id, alice.id))
    theirs = await web.page()
    collect(theirs, bodies["bob"])
    await theirs.goto(await web.link(row.id, bob.id))
    watch = await web.page()
    collect(watch, bodies["watch"])
    await watch.goto(await web.link(row.id))
    await shown(theirs)
    await shown(watch)
    assert await mine.locator("#plan-offer").is_hidden()  # her turn: nothing to plan yet
    await touch_move(mine)
    version = row.version + 1
    await shown(mine, version)
    await mine.locator("#plan-start").wait_for(state="visible")

    await tap(mine, "#plan-start")
    assert (await mine.inner_text("#plan-prompt")).startswith("If bob plays")
    first = await plan_by_touch(mine)
    assert first.startswith("If bob plays") and "you play" in first
    assert "Planned, privately" in await mine.inner_text("#notice")
    await mine.locator("#plan-then").wait_for(state="visible")
    await tap(mine, "#plan-then")
    assert (await mine.inner_text("#plan-after")).startswith("After: if bob plays")
    second = await plan_by_touch(mine, pick=1)
    assert second.startswith("If bob plays")
    plans = mine.locator("#plans li")
    assert await plans.count() == 2
    assert (await plans.nth(1).inner_text()).startswith("then if bob plays")
    await tap(mine, "#plan-done")
    plan = await web.bot.core.store.plans.get(row.id)
    assert plan is not None and (await web.row(row.id)).version == version  # a plan changes no version
    ((their_move, line),) = plan.tree.items()
    ((next_move, _),) = line["then"].items()

    # Bob plays the move Alice planned for, on his own page: her reply comes at once.
    await shown(theirs, version)
    await touch_move(theirs, want=await move_labels(web, row.id, 1, their_move))
    fired = (await web.row(row.id)).version  # the move and the reply: one change
    assert fired == version + 1
    log = await web.bot.core.store.games.log(row.id)
    assert [e.move for e in log[-2:]] == [their_move, line["reply"]]
    for page in (mine, theirs, watch):
        await shown(page, fired)
        moves = page.locator("#moves li")
        assert await moves.count() == 3
        assert (await moves.nth(2).inner_text()).startswith("3. alice:")
    assert await mine.locator("#plans li").count() == 1  # the chain's next pair waits

    # A move the chain did not plan for drops it.
    game = get_game("pylon")
    state = game.decode((await web.row(row.id)).state)
    other = next(m for m in game.legal_moves(state, 1) if m != next_move)
    await touch_move(theirs, want=await move_labels(web, row.id, 1, other))
    await shown(mine, fired + 1)
    assert await web.bot.core.store.plans.get(row.id) is None
    await mine.locator("#plans-area").wait_for(state="hidden")
    assert await mine.locator("#step").is_visible()  # her own turn, as after any move

    # Neither the opponent's page nor a watch page ever received the plan.
    for who in ("bob", "watch"):
        text = "\n".join(bodies[who])
        assert first not in text and second not in text, who
        assert "Planned, privately" not in text and '"lines": [{' not in text, who
    assert await watch.locator("#plan-offer").is_hidden() and await watch.locator("#plans-area").is_hidden()
    assert web.errors == []


async def test_a_german_planners_page_plans_in_german(web_table: WebTable) -> None:
    web = web_table
    alice, bob = web.member("alice"), web.member("bob")
    row = await web.open_game("pylon", [alice, bob])
    await web.bot.core.store.prefs.set_language(alice.id, "de")
    page = await web.page(await web.link(row.id, alice.id))
    assert await page.get_attribute("html", "lang") == "de"
    assert await page.inner_text("#players-title") == "Spieler"
    await touch_move(page)
    await shown(page, row.version + 1)
    offer = page.get_by_role("button", name="Antwort planen", exact=True)
    await offer.wait_for(state="visible")
    before = await drawn(page)
    await offer.tap()
    await redrawn(page, before)
    assert await page.inner_text("#plan-prompt") == "Wenn bob zieht …"
    words = await plan_by_touch(page)
    assert words.startswith("Wenn bob ") and "If" not in words
    assert (await page.inner_text("#notice")).startswith("Geplant, nur für dich:")
    assert await page.get_by_role("button", name="Noch eine planen", exact=True).is_visible()
    assert await page.inner_text("#plans-title") == "Deine geplanten Antworten (nur du siehst sie)"
    assert "Züge" in await page.inner_text("#moves-title")
    assert web.errors == []
