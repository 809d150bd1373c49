"""/replay and the final post's Replay GIF: stepping, jumping, after a restart; the GIF."""

from __future__ import annotations

import io

from bot_helpers import last_post, open_game, play_to_end, public_messages
from PIL import Image

import render
from bot import create_bot
from bot.services.sessions import effective_entries
from rules import get_game


async def restart(table, settings):
    old = table.bot
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()


def button(message, label):
    for row in message.components:
        for child in row.get("components", []):
            if child.get("label") == label:
                return child
    raise AssertionError(f"no {label} button")


def gif_post(table, game_id):
    """The final turn post: the one with the Replay GIF button."""
    for message in reversed(public_messages(table.channel)):
        if f"table:gif:{game_id}" in str(message.components):
            return message
    raise AssertionError("no post with a Replay GIF button")


async def finish_quickly(table, key, players, **options):
    """A whole game through the sessions (the same store path as /move, without Discord
    round trips for every move). Each move's posts are waited for before the next move, as
    a player would: one wait for a whole game's posts (a hundred pictures drawn and sent
    for a Connections game) outlasted SimCord's settle deadline on a busy machine."""
    row = await open_game(table, key, players, **options)
    game = get_game(key)
    for _ in range(3000):
        row = await table.bot.core.store.games.get(row.id)
        state = game.decode(row.state)
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        await table.bot.core.sessions.play(row.id, row.seats[seat], game.legal_moves(state, seat)[0])
        await table.env.settle()
    return await table.bot.core.store.games.get(row.id)


async def test_replay_steps_jumps_and_survives_a_restart(table, settings):
    await open_game(table, "pylon", [table.alice, table.bob])
    row, _state = await play_to_end(table)
    moves = len(effective_entries(await table.bot.core.store.games.log(row.id)))
    # Anyone on the server, privately; a finished game opens at its start.
    result = await table.carol.slash(table.channel, "replay")
    message = result.response
    assert result.ephemeral and message.ephemeral
    assert f"move 0 of {moves}" in message.content and "The start" in message.content
    assert message.attachments[0].filename == "replay.png"
    assert button(message, "⏮ First").get("disabled") and button(message, "◀ Back").get("disabled")
    await table.carol.click(message, label="Forward ▶")
    first_move = (await table.bot.core.store.games.log(row.id))[0].move
    assert f"move 1 of {moves}" in message.content and f"alice: `{first_move}`" in message.content
    await table.carol.click(message, label="Last ⏭")
    assert f"move {moves} of {moves}" in message.content and "wins" in message.content
    assert button(message, "Forward ▶").get("disabled")
    await table.carol.click(message, label="◀ Back")
    assert f"move {moves - 1} of {moves}" in message.content
    await restart(table, settings)
    # The select offers the start, the end and the moves around the current one.
    await table.carol.select(message, [str(moves - 10)], custom_id=f"replay:jump:{row.id}")
    assert f"move {moves - 10} of {moves}" in message.content
    await table.carol.click(message, label="⏮ First")
    assert f"move 0 of {moves}" in message.content
    # By number, from another channel of the same server.
    other = table.guild.create_text_channel("elsewhere")
    by_number = await table.dave.slash(other, "replay", game=f"#{row.id}")
    assert "game #" in by_number.response.content and by_number.ephemeral


async def test_replay_refusals(table):
    nothing = await table.alice.slash(table.channel, "replay")
    assert nothing.ephemeral and "no game in this channel" in nothing.response.content
    bad = await table.alice.slash(table.channel, "replay", game="twelve")
    assert bad.ephemeral and "not a game number" in bad.response.content
    unknown = await table.alice.slash(table.channel, "replay", game="#999")
    assert unknown.ephemeral and "no game #999 on this server" in unknown.response.content


async def test_replay_gif_from_the_final_post(table):
    await open_game(table, "epicycle", [table.alice, table.bob])
    row, _ = await play_to_end(table, pick=-1)
    final = last_post(table.channel)
    result = await table.bob.click(final, custom_id=f"table:gif:{row.id}")
    assert result.ephemeral
    gif = result.response.attachments[0]
    data = await gif.read()
    image = Image.open(io.BytesIO(data))
    moves = len(effective_entries(await table.bot.core.store.games.log(row.id)))
    assert image.format == "GIF" and image.is_animated and image.n_frames == moves + 1
    assert len(data) < 8 * 1024 * 1024


async def test_connections_replay_shows_the_public_table_only(table, monkeypatch):
    players = [table.alice, table.bob, table.carol]
    row = await finish_quickly(table, "connections", players, rounds_per_player=1)
    drawn = []
    real = render.board_image

    def spy(key, view, names=None, lang="en"):
        drawn.append(view)
        return real(key, view, names, lang)

    monkeypatch.setattr(render, "board_image", spy)
    result = await table.dave.slash(table.channel, "replay", game=str(row.id))
    message = result.response
    await table.dave.click(message, label="Forward ▶")
    await table.dave.click(message, label="Last ⏭")
    gif = await table.dave.click(gif_post(table, row.id), custom_id=f"table:gif:{row.id}")
    image = Image.open(io.BytesIO(await gif.response.attachments[0].read()))
    steps = len(effective_entries(await table.bot.core.store.games.log(row.id)))
    assert image.n_frames == steps + 1
    # Every picture of the replay and the GIF was drawn from the public view: no hand.
    assert len(drawn) == 3 + steps + 1
    assert all(v["seat"] is None and "hand" not in v for v in drawn)
