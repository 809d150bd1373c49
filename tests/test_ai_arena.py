"""python -m ai.arena: plays whole matches, rotates side A's seat, counts shared wins
as shares, and refuses bad arguments in one line."""

from __future__ import annotations

import pytest

from ai.arena import main, play_game, report, run_match, wilson_interval
from rules import get_game


def test_wilson_interval_brackets_the_rate() -> None:
    low, high = wilson_interval(0.5, 100)
    assert low == pytest.approx(0.404, abs=0.002) and high == pytest.approx(0.596, abs=0.002)
    assert wilson_interval(1.0, 10)[1] == 1.0 and wilson_interval(1.0, 10)[0] < 1.0
    assert wilson_interval(0.0, 10)[0] == 0.0


def test_a_match_rotates_seats_and_records_every_game() -> None:
    result = run_match("connections", "hard", "random", games=4, players=3, seed=2)
    assert [r.a_seat for r in result.records] == [0, 1, 2, 0]
    assert [r.seed for r in result.records] == [2, 3, 4, 5]
    for r in result.records:
        assert r.winners and r.scores is not None
        best = max(r.scores)
        assert set(r.winners) == {s for s, v in enumerate(r.scores) if v == best}
        assert r.a_share == (1 / len(r.winners) if r.a_seat in r.winners else 0)
    assert result.wins + result.draws + result.losses == pytest.approx(4)
    assert result.a_times and result.b_times


def test_pairwise_score_counts_each_other_seat_apart() -> None:
    result = run_match("cardinal", "random", "random", games=6, players=3, seed=3)
    expected = 0.0
    for r in result.records:
        assert r.scores is not None
        mine = r.scores[r.a_seat]
        others = [v for s, v in enumerate(r.scores) if s != r.a_seat]
        expected += sum(1.0 if mine > v else 0.5 if mine == v else 0.0 for v in others) / 2
    assert result.pairwise == pytest.approx(expected / 6)
    assert "A against each B seat apart" in report(result)
    two = run_match("cardinal", "random", "random", games=2, seed=3)
    assert two.pairwise is None and "each B seat apart" not in report(two)


def test_two_player_games_end_and_alternate() -> None:
    result = run_match("pylon", "random", "random", games=2, budget_s=0.01, seed=1)
    assert [r.a_seat for r in result.records] == [0, 1]
    for r in result.records:
        assert r.plies > 0 and r.a_share in (0.0, 0.5, 1.0)


def test_play_game_is_reproducible() -> None:
    levels = ["hard", "random", "medium"]
    first = play_game("connections", 3, levels, seed=4, budget_s=0.1)
    again = play_game("connections", 3, levels, seed=4, budget_s=0.1)
    assert first == again and get_game("connections").is_over(first)


def test_the_command_prints_rates_interval_and_times(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "connections", "--a", "hard", "--b", "random", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "3 players, 3 games" in out and "95% Wilson interval" in out
    assert "think A (hard)" in out and "p95" in out and "think B (random)" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--game", "chess", "--a", "hard", "--b", "random", "--games", "1"], "unknown game"),
        (["--game", "pylon", "--a", "genius", "--b", "random", "--games", "1"], "unknown level"),
        (["--game", "pylon", "--a", "hard", "--b", "random", "--games", "1", "--players", "3"],
         "Pylon is for"),
        (["--game", "pylon", "--a", "hard", "--b", "random", "--games", "0"], "at least 1"),
        (["--game", "pylon", "--a", "hard", "--b", "random", "--games", "x"], "invalid int"),
        (["--game", "pylon", "--a", "hard", "--b", "flat:soon", "--games", "1"], "flat:SECONDS"),
        (["--game", "synapse", "--a", "hard", "--b", "flat:0.5", "--games", "1"],
         "flat Monte Carlo plays only pylon, cardinal"),
    ],
)
def test_bad_arguments_get_one_line(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(args)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_a_level_meets_flat_monte_carlo(capsys: pytest.CaptureFixture[str]) -> None:
    """A level meets flat Monte Carlo players (`flat:SECONDS`) with seats rotated and
    game i seeded seed+i, reported game by game with --progress."""
    first = play_game("cardinal", 3, ["random", "flat:0.02", "flat:0.02"], seed=7, budget_s=0.05)
    assert get_game("cardinal").is_over(first)
    args = ["--game", "cardinal", "--players", "3", "--a", "hard", "--b", "flat:0.02", "--games", "3",
            "--budget", "0.05", "--seed", "4", "--progress"]
    assert main(args) == 0
    captured = capsys.readouterr()
    assert "B=flat:0.02 in the others" in captured.out and "95% Wilson interval" in captured.out
    assert "think B (flat:0.02)" in captured.out
    assert [line.split(":")[0] for line in captured.err.splitlines()] == [
        "game 1/3 seed 4 A in seat 0", "game 2/3 seed 5 A in seat 1", "game 3/3 seed 6 A in seat 2"]
