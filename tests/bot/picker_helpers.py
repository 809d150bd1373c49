"""Reading and walking the Play picker's private messages in SimCord tests."""

from __future__ import annotations

from typing import Any

from rules.base import MAX_STEP_CHOICES


def controls(message: Any) -> list[dict[str, Any]]:
    return [child for row in message.components for child in row.get("components", [])]


def picker_select(message: Any) -> dict[str, Any]:
    selects = [c for c in controls(message) if str(c.get("custom_id", "")).startswith("play:s:")]
    assert len(selects) == 1, message.components
    return selects[0]


def shown_path(message: Any) -> tuple[str, ...]:
    """The choices the picker's select follows (its custom id ends with them)."""
    text = str(picker_select(message)["custom_id"]).rsplit(":", 1)[1]
    return tuple(text.split(".")) if text else ()


def has_select(message: Any) -> bool:
    return any(str(c.get("custom_id", "")).startswith("play:s:") for c in controls(message))


async def walk(mover: Any, picker: Any, path: Any) -> int:
    """Selects each step of `path` the picker offers; a step with a single choice is
    taken for the player and not shown. Returns how many selections it took."""
    taps = 0
    for depth, step in enumerate(path):
        if not has_select(picker):  # the rest was taken for the player: the preview shows
            break
        shown = shown_path(picker)
        if len(shown) > depth:
            assert shown[depth] == step.token
            continue
        menu = picker_select(picker)
        options = [o["value"] for o in menu["options"]]
        assert step.token in options and 1 < len(options) <= MAX_STEP_CHOICES
        await mover.select(picker, [step.token], custom_id=menu["custom_id"])
        taps += 1
    return taps
