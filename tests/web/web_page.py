"""Helpers of the browser tests: a SimCord server whose players open the web table in
phone-sized Chromium pages and play by touching the board and its buttons only.
(tests/web is on sys.path under pytest's default import mode.)"""

from __future__ import annotations

from typing import Any

import simcord
from playwright.async_api import Browser, BrowserContext, Page

from bot import PyramidBot
from bot.storage import GameRow
from rules import get_game

PHONE = {"width": 390, "height": 844}


class WebTable:
    def __init__(self, env: simcord.Env, browser: Browser) -> None:
        self.env = env
        self.browser = browser
        self.guild = env.create_guild("Pyramid Club")
        self.channel = self.guild.create_text_channel("games")
        self.contexts: list[BrowserContext] = []
        # What went wrong in any page: console errors, uncaught exceptions, CSP refusals.
        self.errors: list[str] = []
        # Each page's loads of a document: 1 for a page that followed the game live.
        self.loads: dict[Page, int] = {}

    @property
    def bot(self) -> PyramidBot:
        return self.env.bot  # type: ignore[return-value]

    @property
    def root(self) -> str:
        web = self.bot.web
        assert web is not None and web.port is not None, "the web table is not running"
        return f"http://127.0.0.1:{web.port}{web.base}"

    def member(self, name: str) -> simcord.MemberActor:
        return self.guild.add_member(self.env.create_user(name))

    async def open_game(self, key: str, players: list[simcord.MemberActor], **options: Any) -> GameRow:
        """A lobby opened by the first player, joined by the others' Join buttons, started
        with /game start when not full: as players do it in Discord."""
        creator = players[0]
        result = await creator.slash(self.channel, "game new", game=key, order="joined", **options)
        assert result.response is not None, result
        lobby = next(
            m
            for m in reversed(list(self.channel.history()))
            if m.embeds and "lobby" in str(m.embeds[0].title)
        )
        for player in players[1:]:
            await player.click(lobby, label="Join")
        if len(players) < get_game(key).max_players:
            await creator.slash(self.channel, "game start")
        row = await self.bot.core.store.games.open_in_channel(self.channel.id)
        assert row is not None and row.status == "active", row
        return row

    async def link(self, game_id: int, user_id: int | None = None) -> str:
        """A player's personal address, or the watch address for user_id None."""
        links = self.bot.core.links
        token = await (links.make(game_id, user_id) if user_id is not None else links.make(game_id))
        return f"{self.root}/t/{token}"

    async def page(self, url: str | None = None) -> Page:
        """A phone-sized page (390 x 844, touch) that records every error it meets."""
        context = await self.browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
        self.contexts.append(context)
        page = await context.new_page()
        self.loads[page] = 0

        def loaded(frame: Any) -> None:
            if frame == page.main_frame:
                self.loads[page] += 1

        page.on("framenavigated", loaded)
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on(
            "response", lambda r: self.errors.append(f"{r.status} {r.url}") if r.status >= 400 else None
        )
        if url is not None:
            await page.goto(url)
            await shown(page)
        return page

    async def close_pages(self) -> None:
        for context in self.contexts:
            await context.close()
        self.contexts = []

    async def row(self, game_id: int) -> GameRow:
        row = await self.bot.core.store.games.get(game_id)
        assert row is not None
        return row


async def shown(page: Page, version: int | None = None) -> None:
    """Waits until the page has drawn its state (of `version`, when given)."""
    # Attribute selectors, not wait_for_function: the page's CSP forbids eval, rightly.
    if version is None:
        await page.locator("body[data-version]").wait_for(state="attached")
    else:
        await page.locator(f'body[data-version="{version}"]').wait_for(state="attached")


async def drawn(page: Page) -> str:
    return (await page.locator("body").get_attribute("data-shown")) or ""


async def redrawn(page: Page, before: str) -> None:
    """Waits until the page has drawn anything since `before` (a value of drawn())."""
    await page.locator(f'body[data-shown]:not([data-shown="{before}"])').wait_for(state="attached")


# What the step offers, read in one call: the list's words, and which of them have a spot.
CHOICES = """() => {
  const spots = new Set(
    [...document.querySelectorAll('.spots .spot')].map((s) => s.getAttribute('aria-label')));
  const confirm = document.getElementById('confirm');
  return {
    confirm: !confirm.hidden,
    words: document.getElementById('preview-words').textContent,
    choices: [...document.querySelectorAll('#choices .choice')].map(
      (b) => [b.textContent, spots.has(b.textContent)]),
  };
}"""


async def tap_choice(page: Page, label: str, spot: bool) -> None:
    """Taps a choice: its spot on the board or hand when it has one, else its button in
    the list. Waits until the page has drawn what the tap brings."""
    before = await drawn(page)
    if spot:
        await page.locator(".spots").get_by_role("button", name=label, exact=True).tap()
    else:
        await page.locator("#choices").get_by_role("button", name=label, exact=True).tap()
    await redrawn(page, before)


async def touch_move(page: Page, pick: int = 0, want: list[str] | None = None) -> str:
    """Plays one whole move by touch: at every step the choice named in `want`, else the
    pick-th (counted from the end when negative), then Confirm on the preview. Returns
    the preview's words."""
    for _ in range(20):
        offered = await page.evaluate(CHOICES)
        if offered["confirm"]:
            before = await drawn(page)
            await page.locator("#confirm").tap()
            await redrawn(page, before)
            return str(offered["words"])
        choices = offered["choices"]
        assert choices, "a step without choices"
        label, spot = choices[pick % len(choices)]
        # A chosen move's steps, by their words (steps with one choice are taken for us).
        wanted = [c for c in choices if want and c[0] in want]
        if wanted:
            label, spot = wanted[0]
        await tap_choice(page, label, spot)
    raise AssertionError("no preview after 20 choices")
