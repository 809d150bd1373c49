"""The rules page of each game (Markdown), shipped inside the package so `/rules` works
after a plain `pip install .` as well as from a source checkout. English pages are
`<key>.md`; a translation is `<language>/<key>.md` (de, fr, es, pt-BR)."""

from __future__ import annotations

from importlib.resources import files


def _read(path: str) -> str | None:
    try:
        return files(__name__).joinpath(path).read_text(encoding="utf-8")
    except OSError:
        return None


def rules_page(key: str, language: str = "en") -> str | None:
    """The rules page of game `key` in `language` (English where that language has no
    page), or None when there is none."""
    if not key.isidentifier():  # a key names a file in this folder, never a path
        return None
    if language != "en" and language.replace("-", "").isalnum():
        page = _read(f"{language}/{key}.md")
        if page is not None:
            return page
    return _read(f"{key}.md")
