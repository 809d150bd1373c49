"""The rules page of each game (Markdown), shipped inside the package so `/rules` works
after a plain `pip install .` as well as from a source checkout."""

from __future__ import annotations

from importlib.resources import files


def rules_page(key: str) -> str | None:
    """The rules page of game `key`, or None when there is none."""
    if not key.isidentifier():  # a key names a file in this folder, never a path
        return None
    try:
        return files(__name__).joinpath(f"{key}.md").read_text(encoding="utf-8")
    except OSError:
        return None
