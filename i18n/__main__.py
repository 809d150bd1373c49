"""`python -m i18n check [LANGUAGE...]`: what each language lacks (exit 1 if anything);
`python -m i18n mark LANGUAGE [KEY...]`: record that those messages (all when no key is
given) are translated from today's English."""

from __future__ import annotations

import argparse
import sys

from i18n.checks import check, mark
from i18n.languages import ENGLISH, LANGUAGES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m i18n", description=__doc__)
    verbs = parser.add_subparsers(dest="verb", required=True)
    checking = verbs.add_parser("check", help="list missing, stale and mismatched messages per language")
    checking.add_argument("languages", nargs="*", help="de, fr, es or pt-BR (default: all)")
    marking = verbs.add_parser("mark", help="record messages as translated from today's English")
    marking.add_argument("language", choices=[lang for lang in LANGUAGES if lang != ENGLISH])
    marking.add_argument("keys", nargs="*")
    args = parser.parse_args(argv)
    if args.verb == "mark":
        count = mark(args.language, args.keys or None)
        print(f"{args.language}: {count} messages marked as translated from today's English")
        return 0
    unknown = [lang for lang in args.languages if lang not in LANGUAGES or lang == ENGLISH]
    if unknown:
        parser.error(f"not a translated language: {', '.join(unknown)} (choose from de, fr, es, pt-BR)")
    failed = False
    for lang in args.languages or [lang for lang in LANGUAGES if lang != ENGLISH]:
        report = check(lang)
        print(f"{lang}: " + ("complete" if report.clean else "needs work"))
        for label, keys in (
            ("missing", report.missing),
            ("stale (English changed since)", report.stale),
            ("variables differ from English", report.variables),
            ("not in English any more", report.extra),
        ):
            if keys:
                failed = True
                print(f"  {label}: {len(keys)}")
                for key in keys:
                    print(f"    {key}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
