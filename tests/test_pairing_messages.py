"""The tournament messages stay within Discord's limits however large the field."""

from fractions import Fraction

from bot.features.tournaments.message import signup_message, standings_text
from bot.services.standings import Row
from bot.services.tournaments import Snapshot
from bot.storage.tournament_rows import Entrant, Pairing, TournamentRow


def snapshot(players: int, status: str) -> Snapshot:
    t = TournamentRow(
        1, 1, 1, 1, "epicycle", "swiss", 8, 2, None, None, None, True, {}, status, 2, None, None, None
    )
    entrants = [Entrant(i, f"Computer {i} (easy)", "easy", 0.0, False) for i in range(1, players + 1)]
    pairings = [
        Pairing(1, 2, i, 0, (2 * i + 1, 2 * i + 2), 10**18 + i, None, None) for i in range(players // 2)
    ]
    rows = [Row(i, i, Fraction(i % 5, 2), Fraction(3), Fraction(7, 2), 2) for i in range(1, players + 1)]
    return Snapshot(t, entrants, pairings, rows)


def test_a_large_field_fits_one_message() -> None:
    for players in (4, 64, 256):
        text = standings_text(snapshot(players, "running"))
        assert len(text) <= 2000
        assert "Computer 1 (easy)" in text
        if players == 256:
            assert "more." in text
        embed = signup_message(snapshot(players, "signup"))["embed"]
        assert len(embed.description) <= 4096


def test_small_field_lists_everyone_and_the_games() -> None:
    text = standings_text(snapshot(6, "running"))
    assert all(f"Computer {i} (easy)" in text for i in range(1, 7))
    assert text.count("<#") == 3 and "more." not in text
