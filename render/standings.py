"""A tournament's final standings as pictures a phone reads. Pure: rows of text in, PNGs out.

Each row is (place, name, points, first tie-break, second tie-break, games), already
written as text. A player takes two lines, so that nothing is cut and no column runs into
the next at phone width: the place and the name (in bold on a tinted band for the
winners) with the points beside them, then "Buchholz 4 · Sonneborn-Berger 3.25 · 3 games"
in full words, wrapped between its parts where it must (the games said once in the
heading when everyone played as many). A long field is split over several pictures (as
many players as fit), each square-ish like the boards, so that Discord shows it at full
phone width."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

import i18n
from render.fonts import draw_text, min_size, text_width, wrap
from render.palette import BACKGROUND, GRID_LINE, INK, MUTED
from render.png import encode
from render.words import ENGLISH, word

Standing = tuple[str, str, str, str, str, str]

WIDTH = 600
MARGIN = 16
NAME_X = 76  # the place sits left of it
MAX_HEIGHT = round(WIDTH / 0.8)  # square-ish, like the boards: Discord shows it full width
MAX_PAGES = 4  # Discord takes 10 files a message; more than this is for the text table
WINNER_BAND = (250, 236, 196)
LINE_GAP = 6  # px between a player's lines, beyond the font size
ROW_PAD = 14  # px between players
ALT_LIMIT = 1024  # Discord's limit for an attachment's description


def _value(text: str) -> int | float | str:
    """A number written as text ("2", "2.25") as a number, for the catalogue to write in
    the reader's way (2,25) and choose its plural by; anything else as it is."""
    try:
        return int(text)
    except ValueError:
        try:
            return float(text)
        except ValueError:
            return text


def number_text(value: str, lang: str = ENGLISH) -> str:
    """A score or tie-break as its readers write it: "2.25" -> "2,25" in German."""
    number = _value(value)
    return number if isinstance(number, str) else i18n.number(lang, number)


def points_text(points: str, lang: str = ENGLISH) -> str:
    return word(lang, "standings-points", points=_value(points))


def games_text(games: str, lang: str = ENGLISH) -> str:
    return word(lang, "standings-games", games=_value(games))


def detail_parts(
    tie_names: tuple[str, str], row: Standing, *, points: bool = True, lang: str = ENGLISH
) -> list[str]:
    """A player's numbers in words: points, tie-breaks by their full names, games (left
    out when `row` has "" for them: every player played as many, the heading says so)."""
    _, _, pts, tie1, tie2, games = row
    parts = [points_text(pts, lang)] if points else []
    ties = zip(tie_names, (tie1, tie2), strict=True)
    parts += [f"{name} {number_text(value, lang)}" for name, value in ties if name]
    if games:
        parts.append(games_text(games, lang))
    return parts


def _pack(parts: list[str], size: int, width: int) -> list[str]:
    """The parts joined by " · " into lines of at most `width` px, never breaking a part
    ("3 games" stays whole); a part wider than a line is wrapped on its own."""
    lines: list[str] = []
    for part in parts:
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and text_width(joined, size) <= width:
            lines[-1] = joined
        elif text_width(part, size) <= width:
            lines.append(part)
        else:
            lines += wrap(part, size, width, lines=2)
    return lines


def _row_lines(
    tie_names: tuple[str, str], row: Standing, size: int, lang: str
) -> tuple[list[str], list[str]]:
    """The name's lines (beside the points, right-aligned) and the tie-breaks' lines."""
    width = WIDTH - NAME_X - MARGIN
    beside = text_width(points_text(row[2], lang), size + 2, True) + 16
    names = wrap(row[1], size + 2, width - beside, lines=2, bold=True)
    return names, _pack(detail_parts(tie_names, row, points=False, lang=lang), size, width)


def _row_height(names: list[str], details: list[str], size: int) -> int:
    return (len(names) + len(details)) * (size + LINE_GAP) + ROW_PAD


def _page(title: str, tie_names: tuple[str, str], rows: Sequence[Standing], more: int, lang: str) -> bytes:
    size = min_size(WIDTH)
    line = size + LINE_GAP
    heading = wrap(title, size + 4, WIDTH - 2 * MARGIN, lines=3, bold=True)
    laid = [_row_lines(tie_names, row, size, lang) for row in rows]
    top = MARGIN + len(heading) * (size + 14) + 8
    heights = [_row_height(n, d, size) for n, d in laid]
    footer = line + 8 if more else 0
    height = max(top + sum(heights) + footer + MARGIN, round(WIDTH / 1.34))
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    for i, text in enumerate(heading):
        draw_text(draw, (MARGIN, MARGIN + i * (size + 14)), text, size + 4, bold=True, fill=INK)
    y = top
    for row, (names, details), h in zip(rows, laid, heights, strict=True):
        winner = row[0] == "1"
        if winner:
            draw.rectangle((MARGIN // 2, y - 6, WIDTH - MARGIN // 2, y + h - 8), fill=WINNER_BAND)
        draw_text(draw, (MARGIN, y), row[0], size + 2, bold=True, fill=INK)
        for k, text in enumerate(names):
            draw_text(draw, (NAME_X, y + k * line), text, size + 2, bold=True, fill=INK)
        pts = points_text(row[2], lang)
        right = WIDTH - MARGIN - text_width(pts, size + 2, True)
        draw_text(draw, (right, y), pts, size + 2, bold=True, fill=INK)
        for k, text in enumerate(details):
            draw_text(draw, (NAME_X, y + (len(names) + k) * line), text, size, fill=MUTED)
        draw.line((MARGIN // 2, y + h - 7, WIDTH - MARGIN // 2, y + h - 7), fill=GRID_LINE)
        y += h
    if more:
        draw_text(draw, (MARGIN, y + 4), word(lang, "standings-more", count=more), size, fill=MUTED)
    return encode(image)


def _pages(tie_names: tuple[str, str], rows: Sequence[Standing], lang: str) -> list[list[Standing]]:
    """The players of each picture: as many as fit a square-ish picture (at most as tall
    as MAX_HEIGHT with a heading of three lines and the "more" line), in order."""
    size = min_size(WIDTH)
    room = MAX_HEIGHT - MARGIN - 3 * (size + 14) - 8 - (size + 18) - MARGIN
    pages: list[list[Standing]] = [[]]
    used = 0
    for row in rows:
        names, details = _row_lines(tie_names, row, size, lang)
        h = _row_height(names, details, size)
        if pages[-1] and used + h > room:
            if len(pages) == MAX_PAGES:
                break
            pages.append([])
            used = 0
        pages[-1].append(row)
        used += h
    return pages


def standings_pictures(
    title: str, tie_names: tuple[str, str], rows: Sequence[Standing], lang: str = ENGLISH
) -> list[tuple[bytes, str]]:
    """(PNG, alt text) per picture, at most MAX_PAGES, numbered when there are more than
    one; `tie_names` are the tie-breaks' full names ("" for none). `title`, the names and
    the tie-breaks come worded; the rest is said in `lang`, numbers as its readers write them."""
    games = {row[5] for row in rows}
    if len(games) == 1:  # everyone played as many: said once, in the heading
        (count,) = games
        title = word(lang, "standings-each", title=title, games=_value(count))
        drawn = [(*row[:5], "") for row in rows]
    else:
        drawn = list(rows)
    pages = _pages(tie_names, drawn, lang)
    shown = sum(len(p) for p in pages)
    out = []
    start = 0
    for n, page in enumerate(pages):
        head = title if len(pages) == 1 else word(lang, "standings-page", title=title, page=n + 1,
                                                         pages=len(pages))
        more = len(rows) - shown if n == len(pages) - 1 else 0
        alt = standings_alt(head, tie_names, rows[start : start + len(page)], lang)
        out.append((_page(head, tie_names, page, more, lang), alt))
        start += len(page)
    return out


def standings_alt(
    title: str, tie_names: tuple[str, str], rows: Sequence[Standing], lang: str = ENGLISH
) -> str:
    """The table in words, for the picture's alt text: "1. bob: 2.5 points · Buchholz 4 ·
    ..."; within Discord's limit, the last players left out with a count."""
    text = f"{title}."
    for i, row in enumerate(rows):
        entry = f" {row[0]}. {row[1]}: {' · '.join(detail_parts(tie_names, row, lang=lang))}."
        rest = " " + word(lang, "standings-alt-more", count=len(rows) - i)
        after = " " + word(lang, "standings-alt-more", count=len(rows) - i - 1)
        if len(text) + len(entry) + len(after) > ALT_LIMIT:
            return text + rest
        text += entry
    return text
