"""What a language lacks: messages missing, messages whose English changed since they
were translated (stale), variables that differ from English, and keys English no longer
has. `python -m i18n check` prints it; the tests hold every shipped language to none.

Stale: each language keeps, in i18n/sources/<language>.json, a short hash of the English
each message was translated from; `python -m i18n mark <language> KEY...` records the
English of today once a translator has brought those messages up to date."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from i18n.catalogue import Source, sources
from i18n.languages import ENGLISH


@dataclass
class Report:
    language: str
    missing: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)
    variables: list[str] = field(default_factory=list)
    extra: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not (self.missing or self.stale or self.variables or self.extra)


def fingerprint(source: Source) -> str:
    text = json.dumps([source.value, sorted(source.attributes.items())], ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _sources_file(lang: str) -> Path:
    return Path(str(resources.files("i18n") / "sources" / f"{lang}.json"))


def translated_from(lang: str) -> dict[str, str]:
    path = _sources_file(lang)
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def mark(lang: str, keys: list[str] | None = None) -> int:
    """Record today's English as what `keys` (all of the language's when None) are
    translated from; returns how many were marked."""
    english = sources(ENGLISH)
    known = sources(lang)
    recorded = translated_from(lang)
    chosen = keys if keys is not None else [k for k in known if k in english]
    for key in chosen:
        recorded[key] = fingerprint(english[key])
    text = json.dumps(dict(sorted(recorded.items())), indent=1) + "\n"
    _sources_file(lang).write_text(text, encoding="utf-8")
    return len(chosen)


def check(lang: str) -> Report:
    english = sources(ENGLISH)
    theirs = sources(lang)
    recorded = translated_from(lang)
    report = Report(lang)
    for key, source in english.items():
        mine = theirs.get(key)
        if mine is None or (set(source.attributes) - set(mine.attributes)) or (
            source.value is not None and mine.value is None and not key.startswith("cmd-")
        ):
            report.missing.append(key)
            continue
        if mine.variables != source.variables:
            report.variables.append(key)
        if recorded.get(key) != fingerprint(source):
            report.stale.append(key)
    report.extra = [key for key in theirs if key not in english]
    return report
