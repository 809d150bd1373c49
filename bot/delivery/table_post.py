"""The public post of a turn, built with Discord's Components V2.

One post per turn: a Container in the colour of the player who acts next, holding one line
of what happened, the board at full width (with alt text), one short status line, whom it
is up to (the post's only mention), and buttons. Pure: it builds the message's keyword
arguments from a `TablePost`; nothing here talks to Discord or the database.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

import discord

import i18n
from bot.delivery.custom_ids import PostedButton, table_button

PICTURE_NAME = "board.png"
# Discord's limit for a media gallery item's description.
ALT_TEXT_LIMIT = 256
# All text displays of one message together hold at most 4000 characters.
TEXT_LIMIT = 4000


@dataclass(frozen=True)
class TablePost:
    """What a turn's post says, already in words (names, not `seat N`)."""

    game_id: int
    title: str  # e.g. "Pylon · game #12 · move 14"
    headline: str  # what happened, e.g. "Alice put a large pyramid on c3."
    picture: bytes
    alt_text: str
    status: str = ""  # scores or pieces left
    clock: str = ""  # the deadline line, with Discord timestamps
    prompt: str = ""  # whom it is up to ("<@1>, it is your turn.") or the result
    pinged: tuple[int, ...] = ()  # the only users this post may ping
    accent: int | None = None  # 0xRRGGBB of the player who acts next
    finished: bool = False
    has_hands: bool = False
    extra: tuple[str, ...] = field(default_factory=tuple)  # further short lines (e.g. duration)
    lang: str = i18n.ENGLISH  # the language of the words above: the buttons' too


def shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def buttons_for(post: TablePost) -> list[PostedButton]:
    actions = ["history", "rules", "text"]
    if not post.finished:
        actions.insert(0, "play")  # the step-by-step move picker
    if post.has_hands and not post.finished:
        actions.append("hand")
    if post.finished:
        actions.extend(["rematch", "gif"])  # five: one action row's limit
    return [table_button(action, post.game_id, post.lang) for action in actions]


def layout(post: TablePost) -> discord.ui.LayoutView:
    view = discord.ui.LayoutView(timeout=None)
    parts: list[discord.ui.Item[Any]] = []
    top = "\n".join(line for line in (f"-# {post.title}", post.headline) if line.strip())
    parts.append(discord.ui.TextDisplay(shorten(top, 1000)))
    parts.append(
        discord.ui.MediaGallery(
            discord.MediaGalleryItem(
                f"attachment://{PICTURE_NAME}", description=shorten(post.alt_text, ALT_TEXT_LIMIT)
            )
        )
    )
    lines = [post.status, *post.extra, post.clock, post.prompt]
    below = "\n".join(line for line in lines if line)
    if below:
        parts.append(discord.ui.TextDisplay(shorten(below, TEXT_LIMIT - 1000)))
    parts.append(discord.ui.ActionRow(*buttons_for(post)))
    view.add_item(discord.ui.Container(*parts, accent_colour=post.accent))
    return view


def without_buttons(message: discord.Message) -> discord.ui.LayoutView | None:
    """The turn post `message` as it is, minus its row of buttons (only a game's latest
    post keeps them); None when it has none left to lose. The picture stays the message's
    own attachment."""
    view = discord.ui.LayoutView.from_message(message, timeout=None)
    dropped = False
    for container in [c for c in view.children if isinstance(c, discord.ui.Container)]:
        for child in list(container.children):
            if isinstance(child, discord.ui.ActionRow):
                container.remove_item(child)
                dropped = True
            elif isinstance(child, discord.ui.MediaGallery):
                for picture in child.items:
                    # Discord hands back the stored file's address; an edit names it as sent.
                    if PICTURE_NAME in picture.media.url:
                        picture.media = f"attachment://{PICTURE_NAME}"
    return view if dropped else None


def table_post(post: TablePost) -> dict[str, Any]:
    """The keyword arguments of `Messageable.send` / `followup.send` for one turn's post."""
    return {
        "view": layout(post),
        "files": [discord.File(io.BytesIO(post.picture), filename=PICTURE_NAME)],
        "allowed_mentions": discord.AllowedMentions(
            everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in post.pinged]
        ),
    }
