"""Pictures with words: /profile's rating chart drawn for phone width, with alt text that
says what it shows (the rating before the first game and now); the Replay GIF's alt text."""

from __future__ import annotations

import io

from bot_helpers import open_game, play_to_end
from PIL import Image


async def test_profile_chart_is_a_phone_picture_with_its_numbers_in_alt_text(table):
    await open_game(table, "synapse", [table.alice, table.bob])
    await play_to_end(table)
    profile = await table.carol.slash(table.channel, "profile", user=table.alice)
    reply = (profile.followups or [profile.response])[-1]
    (chart,) = reply.attachments
    alt = str(chart.description)
    assert alt.startswith("alice: rating over time. Synapse-Ice: ") and " to " in alt and "over 1 game" in alt
    image = Image.open(io.BytesIO(await chart.read()))
    assert image.width == 600 and 0.8 <= image.width / image.height <= 1.34


async def test_replay_gif_says_what_it_shows(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    row, _ = await play_to_end(table, pick=-1)
    final = [m for m in table.channel.history() if f"table:gif:{row.id}" in str(m.components)][-1]
    result = await table.bob.click(final, custom_id=f"table:gif:{row.id}")
    (gif,) = result.response.attachments
    frames = Image.open(io.BytesIO(await gif.read())).n_frames
    said = f"Animation of Pylon game #{row.id} (alice and bob): {frames} positions, from the start to the end"
    said += "."
    assert gif.description == said
