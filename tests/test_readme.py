"""The README is an admin's and a player's way in: it links every page in docs/ (and its folders)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_readme_links_every_doc_page() -> None:
    readme = (ROOT / "README.md").read_text()
    # Pages in folders under docs/ too (docs/rules/README.md).
    pages = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").rglob("*.md"))
    assert pages, "no docs/*.md found"
    missing = [page for page in pages if f"]({page})" not in readme]
    assert missing == [], f"README.md links none of {missing}"
