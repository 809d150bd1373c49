"""Helpers for the card-table tests (imported by name, like bot_helpers; no tests here)."""

from __future__ import annotations

import re
from typing import Any

import simcord
from bot_helpers import state_of

from bench.shards_bench import trade_pair as bench_trade_pair
from rules import get_game
from rules.connections.deck import CARDS, LINK_REGIONS

GAME = get_game("connections")
CARD_WORDS = re.compile(
    r"\b(" + "|".join(re.escape(c) for c in sorted(CARDS, key=len, reverse=True)) + r")\b"
)


def dms(actor: Any) -> list[Any]:
    """The bot's DMs to this member, oldest first."""
    return [m for m in actor.user.dm_channel.history() if m.author.bot]


async def accept_in_dm(actor: Any, dm: Any, card: str, custom_id: str) -> Any:
    """Choose `card` in an offer DM's select, then press Confirm on the question it asks
    (nothing is traded before that). Returns the answer to Confirm."""
    asked = await actor.user.select(dm, [card], custom_id=custom_id)
    assert asked.ephemeral, asked
    if "Confirm the trade" not in str(asked.response.components):
        return asked  # refused (a stale offer): nothing to confirm
    assert f"Give your **{card}" in asked.response.content
    return await actor.user.click(asked.response, label="Confirm the trade")


def hand_dms(actor: Any) -> list[Any]:
    return [m for m in dms(actor) if "Your hand in Connections" in m.content]


def cards_in(text: str) -> list[str]:
    return CARD_WORDS.findall(text)


def hand_in_dm(text: str) -> list[str]:
    """The cards a hand DM lists (the 'You drew' line and link regions left out)."""
    body = text.split("):\n", 1)[1]
    return cards_in(re.sub(r" \(links [^)]*\)", "", body))


def add_players(table: Any, *names: str) -> list[simcord.MemberActor]:
    return [table.guild.add_member(table.env.create_user(name)) for name in names]


def actor_of(members: list[Any], row: Any, seat: int) -> Any:
    return next(m for m in members if m.id == row.seats[seat])


def quick_move(state: dict[str, Any], seat: int) -> str:
    """A policy that ends rounds soon: announce when allowed, else draw from the deck and
    discard the first card (never a play-down, so the last round ends after 2n turns)."""
    moves = GAME.legal_moves(state, seat)
    if "announce" in moves:
        return "announce"
    if state["phase"] == "discard":
        return f"discard {state['hands'][seat][0]}"
    return "draw deck" if "draw deck" in moves else "draw discard"


def trade_pair(state: dict[str, Any]) -> tuple[int, int, str, str] | None:
    """(giver, receiver, give, want) for an offer the receiver can accept (the bench's
    search, on this file's game)."""
    return bench_trade_pair(GAME, state)


def link_card(card: str) -> bool:
    return card in LINK_REGIONS


async def current(table: Any) -> tuple[Any, dict[str, Any]]:
    return await state_of(table)


def public(channel: Any) -> list[Any]:
    return [m for m in channel.history() if not m.flags.ephemeral]


def message_texts(message: Any) -> list[str]:
    """Everything a channel message shows: content, embeds, attachment names."""
    texts = [message.content or ""]
    for embed in message.embeds:
        texts += [embed.title or "", embed.description or "", embed.footer.text or ""]
        texts += [f"{f.name} {f.value}" for f in embed.fields]
    texts += [a.filename for a in message.attachments]
    return texts


class Posts:
    """New messages the bot POSTed to channels since the last look, read from SimCord's
    request log (cheap, where reading whole DM histories each move is not)."""

    def __init__(self, env: Any) -> None:
        self.env = env
        self.seen = len(env.http_requests)

    def new(self) -> dict[int, list[str]]:
        """New messages by channel; the edits made meanwhile are left in `self.edits`."""
        out: dict[int, list[str]] = {}
        self.edits: dict[int, list[str]] = {}
        log = self.env.http_requests
        for entry in log[self.seen :]:
            parts = entry.path.strip("/").split("/")
            if not (len(parts) >= 3 and parts[0] == "channels" and parts[2] == "messages"):
                continue
            content = (entry.json or {}).get("content") or ""
            if entry.method == "POST" and len(parts) == 3:
                out.setdefault(int(parts[1]), []).append(content)
            elif entry.method == "PATCH" and len(parts) == 4:
                self.edits.setdefault(int(parts[1]), []).append(content)
        self.seen = len(log)
        return out
