"""A message's signature: what it says (content, text displays, embed titles and texts)
and its buttons' custom ids, hashed. Computed from the keyword arguments of a send, and
from a message read back from Discord, the same way: a post found in a channel's history
with the signature of a recorded intent is that post."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

import discord


def _parts(node: Any) -> Iterable[str]:
    """Every text and custom id in a component tree: payload dicts (what a send puts on
    the wire) or discord.py component objects (what a read message holds)."""
    if isinstance(node, list | tuple):
        for child in node:
            yield from _parts(child)
        return
    get = node.get if isinstance(node, dict) else lambda name: getattr(node, name, None)
    for name in ("content", "custom_id"):
        value = get(name)
        if isinstance(value, str) and value:
            yield f"{name}:{value.strip()}"
    for name in ("components", "children"):
        children = get(name)
        if children:
            yield from _parts(list(children))
    accessory = get("accessory")
    if accessory is not None:
        yield from _parts([accessory])


def _embed_parts(embeds: Iterable[discord.Embed]) -> Iterable[str]:
    for embed in embeds:
        yield f"title:{(embed.title or '').strip()}"
        yield f"description:{(embed.description or '').strip()}"


def _digest(parts: Iterable[str]) -> str:
    # Sorted: the two sides need not walk the tree in the same order.
    return hashlib.sha256("\x1f".join(sorted(parts)).encode()).hexdigest()[:32]


def of_send(content: Any = None, **kwargs: Any) -> str:
    """The signature of `Messageable.send(content, **kwargs)`."""
    parts: list[str] = []
    if isinstance(content, str) and content.strip():
        parts.append(f"message:{content.strip()}")
    view = kwargs.get("view")
    if view is not None:
        parts.extend(_parts(view.to_components()))
    embeds = list(kwargs.get("embeds") or [])
    if kwargs.get("embed") is not None:
        embeds.append(kwargs["embed"])
    parts.extend(_embed_parts(embeds))
    return _digest(parts)


def of_message(message: discord.Message) -> str:
    parts: list[str] = []
    if message.content and message.content.strip():
        parts.append(f"message:{message.content.strip()}")
    parts.extend(_parts(list(message.components)))
    parts.extend(_embed_parts(message.embeds))
    return _digest(parts)
