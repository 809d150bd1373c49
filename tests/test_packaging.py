"""What a plain `pip install .` ships: a wheel built from this tree, installed into a
fresh virtual environment, serves every game's rules page from outside the source tree."""

import json
import shutil
import subprocess
import sys
import tomllib
import venv
import zipfile
from pathlib import Path

from rules import GAMES
from rules.pages import rules_page

ROOT = Path(__file__).resolve().parent.parent

# Run in the fresh environment from an empty folder, so nothing can come from ROOT.
READ_PAGES = """
import json, sys
import rules.pages
from rules import GAMES
from rules.pages import rules_page
pages = {key: rules_page(key) for key in GAMES}
pages.update({f"{key}/de": rules_page(key, "de") for key in GAMES})
print(json.dumps({"where": rules.pages.__file__, "pages": pages}))
"""


def test_every_game_has_a_rules_page_with_its_title():
    for key, game in GAMES.items():
        page = rules_page(key)
        assert page is not None, key
        assert page.startswith(f"# {game.title}\n"), key
    assert rules_page("nope") is None
    assert rules_page("../README") is None  # a key never reaches outside the pages folder


def test_installed_wheel_serves_the_rules_pages(tmp_path):
    # Built from a copy, as `pip install .` would, so no build/ folder lands in the tree.
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".*", "build", "*.egg-info", "__pycache__", "tests", "docs", "data"))
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(source)],
        check=True, capture_output=True, text=True, timeout=240,
    )
    (wheel,) = wheels.glob("pyramid_table-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    assert {f"rules/pages/{key}.md" for key in GAMES} <= names
    assert {f"rules/pages/{lang}/{key}.md" for key in GAMES for lang in ("de", "fr", "es", "pt-BR")} <= names
    assert {f"i18n/locales/{lang}/commands.ftl" for lang in ("en", "de", "fr", "es", "pt-BR")} <= names
    assert "render/fonts/LICENSE.txt" in names
    assert "terminal/__main__.py" in names  # `python -m terminal` works from an install

    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=False)  # the engines and pages need only the standard library
    python = env_dir / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index", "-q",
         str(wheel)],
        check=True, capture_output=True, text=True, timeout=240,
    )
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    proc = subprocess.run([str(python), "-I", "-c", READ_PAGES], cwd=outside, capture_output=True,
                          text=True, timeout=60, check=True)
    found = json.loads(proc.stdout)
    assert Path(found["where"]).is_relative_to(env_dir)
    for key in GAMES:
        assert found["pages"][key] == rules_page(key), key
        assert found["pages"][f"{key}/de"] == rules_page(key, "de"), key


def test_project_metadata():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["scripts"]["pyramid-table"] == "bot.__main__:main"
    assert "License :: OSI Approved :: MIT License" in project["classifiers"]
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    # CI tools are pinned exactly, so a new release cannot turn CI red by itself.
    for requirement in project["optional-dependencies"]["test"]:
        assert "==" in requirement, requirement
    # bot/settings.py uses python-dotenv's parser module, not its public API: no next major.
    assert "from dotenv.parser import parse_stream" in (ROOT / "bot" / "settings.py").read_text()
    assert "python-dotenv>=1.0,<2" in project["dependencies"]


def test_hypothesis_is_derandomized_under_ci():
    probe = "from hypothesis import settings; print(settings().derandomize)"
    conftest = (ROOT / "tests" / "conftest.py").read_text()
    for env, expected in (({"CI": "true"}, "True"), ({"CI": "false"}, "False"), ({}, "False")):
        proc = subprocess.run([sys.executable, "-c", conftest + "\n" + probe], capture_output=True, text=True,
                              env={**env, "PATH": "/usr/bin:/bin", "PYTHONPATH": f"{ROOT / 'tests'}:{ROOT}"},
                              timeout=60, check=True)
        assert proc.stdout.strip() == expected, env


def test_ci_runs_the_readme_test_command_with_the_import_contract():
    readme = (ROOT / "README.md").read_text()
    command = readme.split("## Run the tests", 1)[1].split("```", 2)[1].strip()
    ci = (ROOT / ".ci" / "run").read_text().strip().splitlines()[-1]
    assert ci == command
    assert "&& mypy && lint-imports && python -m pytest" in command
