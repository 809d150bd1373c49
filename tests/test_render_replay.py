"""render/replay.py: the animated GIF of a whole game."""

from __future__ import annotations

import io

from PIL import Image
from test_record import play_log

from render.replay import LAST_FRAME_MS, replay_gif
from rules import get_game
from rules.record import positions


def frames_of(data: bytes) -> tuple[Image.Image, list[int]]:
    image = Image.open(io.BytesIO(data))
    durations = []
    for i in range(image.n_frames):
        image.seek(i)
        durations.append(image.info["duration"])
    image.seek(0)
    return image, durations


def test_one_frame_per_position_the_last_held_longer() -> None:
    game = get_game("pylon")
    entries = play_log("pylon", 2, seed=3)
    views = [game.view(s, None) for s in positions(game, 2, 3, {}, entries)]
    data, kept = replay_gif("pylon", views, ["alice", "bob"])
    image, durations = frames_of(data)
    assert image.format == "GIF" and image.is_animated and image.info.get("loop") == 0
    assert image.n_frames == kept == len(entries) + 1
    assert durations[-1] == LAST_FRAME_MS and all(d < LAST_FRAME_MS for d in durations[:-1])
    assert len(data) < 8 * 1024 * 1024


def test_an_unchanged_picture_is_still_its_own_frame() -> None:
    # A Connections offer changes nothing on the table: the frame must not be merged away.
    game = get_game("connections")
    start = game.view(game.new(3, 1), None)
    data, kept = replay_gif("connections", [start, start, start], ["a", "b", "c"])
    assert kept == 3 and Image.open(io.BytesIO(data)).n_frames == 3


def test_a_small_limit_shrinks_then_skips_frames_keeping_start_and_end() -> None:
    game = get_game("pylon")
    entries = play_log("pylon", 2, seed=3)
    views = [game.view(s, None) for s in positions(game, 2, 3, {}, entries)]
    full, _ = replay_gif("pylon", views)
    limit = len(full) // 8
    data, kept = replay_gif("pylon", views, max_bytes=limit)
    image, durations = frames_of(data)
    assert len(data) <= limit and image.width < 960
    assert 2 <= kept == image.n_frames < len(views) and durations[-1] == LAST_FRAME_MS
