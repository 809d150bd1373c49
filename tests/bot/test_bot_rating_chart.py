"""/profile's rating chart as a phone shows it: a picture drawn for phone width, with alt
text that says what it shows (the rating from first to last game)."""

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
