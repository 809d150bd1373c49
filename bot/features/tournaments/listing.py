"""/tournament list: this server's tournaments in words, live ones first, then the ones
that are over (newest first), within one message."""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage.tournaments import TournamentRow
from rules import get_game

FORMAT_WORDS = {"round-robin": "round robin", "swiss": "Swiss", "knockout": "knockout"}
# Discord's limit for a message's text, less room for the "more" line.
TEXT_LIMIT = 1900


def state_words(t: TournamentRow) -> str:
    if t.status == "signup":
        return "sign-up open"
    if t.status == "running":
        return f"round {t.round}" + (f" of {t.rounds}" if t.rounds else "")
    return "finished" if t.status == "finished" else "cancelled"


def tournament_line(t: TournamentRow) -> str:
    """"#3 Synapse-Ice, Swiss: round 2 of 3, in #games"."""
    return (
        f"#{t.id} {get_game(t.game_key).title}, {FORMAT_WORDS.get(t.format, t.format)}: "
        f"{state_words(t)}, in <#{t.channel_id}>"
    )


def tournament_list(found: Sequence[TournamentRow]) -> str:
    live = [t for t in found if t.status in ("signup", "running")]
    over = sorted((t for t in found if t not in live), key=lambda t: t.id, reverse=True)
    lines = [tournament_line(t) for t in live] or ["No tournament is open or running here."]
    if over:
        lines += ["", "Over (newest first; `/tournament standings tournament:<n>` shows one):"]
        lines += [tournament_line(t) for t in over]
    kept: list[str] = []
    for line in lines:
        if sum(len(x) + 1 for x in kept) + len(line) > TEXT_LIMIT:
            kept.append(f"…and {len(lines) - len(kept)} more.")
            break
        kept.append(line)
    return "\n".join(kept)
