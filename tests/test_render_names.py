"""Issue #36: the legend under a board shows a long name whole ("Computer (medium)", not
"Computer (ea…"), and Cardinal's pool line says the centre stack in words."""

from __future__ import annotations

from typing import Any

import pytest

import render
from render import cardinal, panel, pylon
from rules import get_game


def drawn_texts(monkeypatch: pytest.MonkeyPatch, *modules: Any) -> list[str]:
    texts: list[str] = []
    for module in modules:
        original = module.draw_text

        def spy(draw: Any, xy: Any, text: str, *args: Any, _original: Any = original, **kwargs: Any) -> Any:
            texts.append(text)
            return _original(draw, xy, text, *args, **kwargs)

        monkeypatch.setattr(module, "draw_text", spy)
    return texts


@pytest.mark.parametrize("key", ["pylon", "synapse", "epicycle"])
def test_long_names_are_whole_in_the_legend(monkeypatch: pytest.MonkeyPatch, key: str) -> None:
    texts = drawn_texts(monkeypatch, panel)
    game = get_game(key)
    for state in (game.new(2, 1), game.showcase()):
        texts.clear()
        render.board_png(key, game.view(state, None), ["Computer (medium)", "Computer (easy)"])
        assert "Computer (medium)" in texts and "Computer (easy)" in texts, texts


def test_cardinal_says_the_centre_stack_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = drawn_texts(monkeypatch, cardinal)
    game = get_game("cardinal")
    render.board_png("cardinal", game.view(game.new(3, 7), None), ["Alice", "Bob", "Carol"])
    assert "Centre 4 high · Pool:" in texts and not any("·" in t and "centre" in t for t in texts), texts
    assert "×4" not in texts  # no badge on the stack: its layers show it


def test_pylon_scores_stand_clear_of_long_names(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = drawn_texts(monkeypatch, panel)
    game = get_game("pylon")
    state = game.showcase()
    render.board_png("pylon", game.view(state, None), ["Computer (medium)", "iPhoneGuy"])
    assert "Computer (medium)" in texts and "iPhoneGuy" in texts, texts
    assert pylon.draw is not None
