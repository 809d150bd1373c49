"""`python -m bench` options: where the JSON goes, and a runtime-only install."""

from __future__ import annotations

import json
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
        "python -m bench: e2e, burst, memory need SimCord, which comes with the test extra "
        "(pip install -e '.[test]'); running rules, render, ai only"
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


def test_help_states_the_durations(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "A full run (every part, not --quick) takes about 4 minutes" in text
    assert "--quick (under a minute)" in text
    readme = " ".join((Path(cli.__file__).with_name("README.md")).read_text().split())
    assert "about 4 minutes" in readme and "under a minute" in readme
