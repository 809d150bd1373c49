"""Connections' text board in words: the public table only (no hand, no offered card)."""

from __future__ import annotations

from typing import Any

from rules.words import counted, listed, resigned_line, turn_line


def board_words(view: dict[str, Any]) -> list[str]:
    lines = [f"Round {view['round']} of {view['rounds']}.", turn_line(view)]
    lines.extend(resigned_line(view))
    top = view["discard_top"]
    deck, discards = counted(view["deck_size"], "card"), counted(view["discard_size"], "card")
    lines.append(f"Deck: {deck}. Discards: {discards}.")
    if top:
        lines.append(f"On top of the discard pile: {top}.")
    for s, size in enumerate(view["hand_sizes"]):
        points = counted(view["scores"][s], "point")
        lines.append(f"seat {s}: {points}, {counted(size, 'card')} in hand.")
    for row in view["rows"]:
        lines.extend(listed(f"seat {row['seat']}'s {row['region']} row:", row["cards"]))
    for link in view["links"]:
        # Two short lines: the link and where it lies, then who shares it.
        lines.append(f"Link {link['card']}, on seat {link['owner']}'s")
        line = f"  {link['anchor']} row"
        if link["partner"] is not None:
            line += f", partner seat {link['partner']}"
        elif link["invited"] is not None:
            line += f", seat {link['invited']} invited"
        lines.append(line + ".")
    if not view["rows"] and not view["links"]:
        lines.append("Nothing is played down yet.")
    return [line for line in lines if line]
