"""Every game declares, in its own modules, what the shared tools need: its picture
(render/<key>, and its hand for a game with hands), its showcase and samples, its bench
targets, its flat Monte Carlo kernel, its options' words. The shared modules find them
through rules.GAMES and name no game themselves."""

import ast
import io
import re
from pathlib import Path

import pytest
from PIL import Image

import render
from bench.playouts import CONFIGS
from render import gallery
from rules import GAMES, Game
from rules.samples import Sample

ROOT = Path(__file__).resolve().parent.parent
# Code every game goes through: none of it may name a game.
SHARED = [
    "rules/base.py", "rules/samples.py", "rules/state.py", "rules/notation.py",
    "render/__init__.py", "render/__main__.py", "render/alt.py", "render/gallery.py", "render/header.py",
    "render/png.py", "render/sample.py", "render/timing.py",
    "ai/__init__.py", "ai/flat_mc.py",
    "bot/ui/choices.py", "bot/features/lobby/commands.py", "bot/features/tournaments/commands.py",
    "bot/features/privacy/wording.py",
    "bench/playouts.py", "bench/report.py", "bench/rules_bench.py", "bench/render_bench.py",
    *(str(p.relative_to(ROOT)) for p in sorted((ROOT / "terminal").glob("*.py"))),
]


def _own(game: Game, name: str) -> bool:
    """Whether `name` is declared by the game's own class, not inherited from Game."""
    return any(name in vars(cls) for cls in type(game).__mro__ if cls is not Game and issubclass(cls, Game))


@pytest.mark.parametrize("key", list(GAMES))
def test_every_game_has_a_picture_of_its_own(key):
    assert (ROOT / "render" / f"{key}.py").exists() or (ROOT / "render" / key / "__init__.py").exists()
    game = GAMES[key]
    state = game.showcase()
    image = Image.open(io.BytesIO(render.board_png(key, game.view(state, None))))
    assert image.format == "PNG" and 0.8 <= image.width / image.height <= 1.34  # square-ish, for phones


@pytest.mark.parametrize("key", list(GAMES))
def test_every_game_declares_its_samples_and_targets(key):
    game = GAMES[key]
    assert _own(game, "legal_moves_budget_us") and game.legal_moves_budget_us > 0
    assert _own(game, "showcase_sample") or _own(game, "showcase")
    showcase = game.showcase()
    assert not game.is_over(showcase) and showcase["ply"] > 0  # mid-game, as the gallery shows
    assert game.showcase() == showcase  # seeded: the same picture every time
    assert list(game.bench_players) == sorted(set(game.bench_players))
    assert all(game.min_players <= n <= game.max_players for n in game.bench_players)
    labels = [sample.label for sample in game.timing_samples]
    assert all(labels) and len(set(labels)) == len(labels)
    for sample in game.timing_samples:
        state = game.sample(sample)
        assert state["players"] == sample.players and 0 < state["ply"] <= sample.moves


def test_the_bench_measures_every_game_at_its_declared_player_counts():
    assert [(key, n) for _, key, n in CONFIGS] == [
        (key, n) for key, game in GAMES.items() for n in game.bench_players]
    assert len({label for label, _, _ in CONFIGS}) == len(CONFIGS)


def test_the_gallery_has_every_game_and_every_hand():
    names = set(gallery.pictures())
    expected = {f"{key}.png" for key in GAMES}
    expected |= {f"{key}-hand.png" for key, game in GAMES.items() if game.has_hands}
    assert names == expected
    assert expected == {p.name for p in (ROOT / "docs" / "gallery").glob("*.png")}


def test_a_sample_plays_the_games_own_leaning_moves():
    class Leaning(type(GAMES["pylon"])):
        def sample_move(self, state, seat, legal, rnd):
            return legal[-1]

    game = Leaning()
    state = game.sample(Sample(players=2, seed=1, moves=3))
    plain = GAMES["pylon"].new(2, 1)
    for _ in range(3):
        plain = game.apply(plain, game.to_move(plain)[0], game.legal_moves(plain, game.to_move(plain)[0])[-1])
    assert state == plain


@pytest.mark.parametrize("key", [key for key, game in GAMES.items() if game.has_hands])
def test_every_game_with_hands_draws_them_itself(key):
    game = GAMES[key]
    state = game.showcase()
    own = game.view(state, 1)
    image = Image.open(io.BytesIO(render.hand_png(key, own, "Bram")))
    assert image.format == "PNG"
    words = render.hand_alt_text(key, own, "Bram")
    assert words.startswith("Hand of Bram") and len(words) <= 256


@pytest.mark.parametrize("key", [key for key, game in GAMES.items() if not game.has_hands])
def test_a_game_without_hands_has_no_hand_picture(key):
    own = GAMES[key].view(GAMES[key].new(GAMES[key].min_players), 0)
    with pytest.raises(ValueError, match=f"no hands to draw for game '{key}'"):
        render.hand_png(key, own)
    with pytest.raises(ValueError, match=f"no hands to draw for game '{key}'"):
        render.hand_alt_text(key, own)


def test_an_unknown_game_has_no_picture():
    with pytest.raises(ValueError, match="no picture for game 'chess'"):
        render.board_png("chess", {})


@pytest.mark.parametrize("path", SHARED)
def test_shared_code_names_no_game(path):
    tree = ast.parse((ROOT / path).read_text())
    # By key or by title, in any case ("Epicycle: ...", "connections").
    names = "|".join(re.escape(word) for g in GAMES.values() for word in (g.key, g.title))
    words = re.compile(rf"\b({names})\b", re.IGNORECASE)
    named = [node.value for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str) and words.search(node.value)]
    # Docstrings may give examples in words; code may not name a game.
    docs = {ast.get_docstring(n, clean=False) for n in ast.walk(tree)
            if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)}
    assert [text for text in named if text not in docs] == [], path
