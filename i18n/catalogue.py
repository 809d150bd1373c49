"""The message catalogue: Fluent files under i18n/locales/<language>/, one bundle per
language, loaded once. A message missing in a language falls back to English for that
message alone.

Fluent (Project Fluent, `fluent.runtime`) because its messages carry their own grammar
(plurals and selectors by CLDR rules, written by the translator in the file), attributes
for a command's name and description side by side, and variables by name that a test can
compare across languages; Babel (already fluent.runtime's dependency) formats numbers,
dates and lists by CLDR.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from i18n.languages import ENGLISH, LANGUAGES

Args = dict[str, Any]


@dataclass(frozen=True)
class Source:
    """One message as written in a language's files: its text and attributes, and the
    variables it uses (for the checks)."""

    value: str | None
    attributes: dict[str, str]
    variables: frozenset[str]


def _files(lang: str) -> list[str]:
    folder = resources.files("i18n") / "locales" / lang
    return [f.read_text(encoding="utf-8") for f in sorted(folder.iterdir(), key=lambda p: p.name)
            if f.name.endswith(".ftl")]


@cache
def bundle(lang: str) -> FluentBundle:
    # use_isolating=False: Discord shows the Unicode isolation marks as boxes on some
    # clients, and our placeables are names and numbers inside one script.
    made = FluentBundle([lang], use_isolating=False)
    for text in _files(lang):
        made.add_resource(FluentResource(text))
    return made


def _variables(node: Any) -> set[str]:
    found: set[str] = set()
    if isinstance(node, ast.VariableReference):
        found.add(node.id.name)
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                found |= _variables(item)
    return found


def _serialize(pattern: ast.Pattern | None) -> str | None:
    if pattern is None:
        return None
    parts = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        else:
            parts.append("{…}")
    return "".join(parts)


@cache
def sources(lang: str) -> dict[str, Source]:
    """Every message of `lang`'s files, parsed (for the checks and the translators' tool)."""
    found: dict[str, Source] = {}
    parser = FluentParser()
    for text in _files(lang):
        for entry in parser.parse(text).body:
            if isinstance(entry, ast.Message):
                found[entry.id.name] = Source(
                    _serialize(entry.value),
                    {a.id.name: _serialize(a.value) or "" for a in entry.attributes},
                    frozenset(_variables(entry)),
                )
            elif isinstance(entry, ast.Junk):
                raise ValueError(f"i18n/locales/{lang}: cannot read {(entry.content or '')[:60]!r}")
    return found


def _format(lang: str, key: str, attribute: str | None, args: Args | None) -> str | None:
    made = bundle(lang)
    if not made.has_message(key):
        return None
    message = made.get_message(key)
    pattern = message.attributes.get(attribute) if attribute else message.value
    if pattern is None:
        return None
    text, errors = made.format_pattern(pattern, args or {})
    return None if errors else str(text)


def lookup(lang: str, key: str, attribute: str | None = None, args: Args | None = None) -> str | None:
    """`key` in `lang` only, or None where that language lacks it."""
    return _format(lang if lang in LANGUAGES else ENGLISH, key, attribute, args)


def text(lang: str, key: str, **args: Any) -> str:
    """The message `key` in `lang`, its variables filled from `args`; English where `lang`
    lacks it. A key missing in English too is a programming error."""
    found = lookup(lang, key, None, args)
    if found is None:
        found = _format(ENGLISH, key, None, args)
    if found is None:
        raise KeyError(f"no message {key!r} in the catalogue")
    return found


def attribute(lang: str, key: str, name: str, **args: Any) -> str:
    """An attribute of a message (`.description`), with the same English fallback."""
    found = lookup(lang, key, name, args) or _format(ENGLISH, key, name, args)
    if found is None:
        raise KeyError(f"no attribute {key}.{name} in the catalogue")
    return found
