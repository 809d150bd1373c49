"""Database passwords out of messages: a driver's error may quote the URL it was given."""

from __future__ import annotations

import re
from collections.abc import Sequence
from urllib.parse import unquote, urlsplit

from bot.storage.db import redacted

# A URL with credentials anywhere in a message: scheme://user:password@
URL_CREDENTIALS = re.compile(r"\b([a-z][a-z0-9+.-]*://)([^/@\s:]*):([^@\s]*)@", re.I)


def scrubbed(text: str, urls: Sequence[str]) -> str:
    """An error message with the passwords of `urls` masked where a driver may quote them:
    the whole URL, any `scheme://user:password@`, and `user:password@`. The URLs are
    parsed for their user and password; nothing else in the message is touched, so a short
    password never blanks out the words around it."""
    for url in urls:
        try:
            parts = urlsplit(url)
            user, password = parts.username, parts.password
        except ValueError:
            continue
        if not password:
            continue
        text = text.replace(url, redacted(url))
        for spelt in {password, unquote(password)}:
            for name in {user or "", unquote(user or "")}:
                text = text.replace(f"{name}:{spelt}@", f"{name}:***@")
    return URL_CREDENTIALS.sub(lambda m: f"{m.group(1)}{m.group(2)}:***@", text)
