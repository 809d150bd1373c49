"""A restart in the middle of games: state, lobby buttons, proposal buttons and turns go on."""

from bot_helpers import actor_for, game_row, last_post, lobby_post, open_game, play, state_of, texts_of

from bot import create_bot
from rules import get_game


async def restart(table, settings):
    old = table.bot
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    assert table.bot is not old


async def test_game_continues_after_restart(table, settings):
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    game = get_game("synapse")
    for _ in range(3):
        row, state = await state_of(table)
        await play(table, game.legal_moves(state, game.to_move(state)[0])[0])
    row_before, state_before = await state_of(table)
    await restart(table, settings)
    row, state = await state_of(table)
    assert state == state_before and row.version == row_before.version
    seat = game.to_move(state)[0]
    choices = await actor_for(table, row, seat).autocomplete(table.channel, "move", "move", "")
    assert [c["value"] for c in choices] == game.legal_moves(state, seat)[:25]
    wrong = await actor_for(table, row, 1 - seat).slash(table.channel, "move", move=choices[0]["value"])
    assert wrong.ephemeral and "not your turn" in wrong.response.content
    await actor_for(table, row, seat).slash(table.channel, "move", move=choices[0]["value"])
    row, state = await state_of(table)
    assert state["ply"] == 4 and len(await table.bot.core.store.games.log(row.id)) == 4


async def test_lobby_buttons_work_after_restart(table, settings):
    await table.alice.slash(table.channel, "game new", game="pylon", order="joined")
    await restart(table, settings)
    await table.bob.click(lobby_post(table.channel), label="Join")
    row = await game_row(table)
    assert row.status == "active" and row.seats == [table.alice.id, table.bob.id]


async def test_end_proposal_buttons_work_after_restart(table, settings):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    await table.alice.slash(table.channel, "game end")
    await restart(table, settings)
    await table.bob.click(last_post(table.channel), label="Accept")
    row, state = await state_of(table)
    assert row.status == "finished" and state["finish"]["reason"] == "agreement"
    assert [e.kind for e in await table.bot.core.store.games.log(row.id)] == ["move", "end"]


async def test_undo_approved_after_restart(table, settings):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    await play(table, "b2 M")
    asked = await table.bob.slash(table.channel, "undo")
    request = last_post(table.channel)
    assert asked.ephemeral and "`b2 M`" in request.content
    await restart(table, settings)
    await table.alice.click(request, label="Accept")
    row, state = await state_of(table)
    assert state["ply"] == 1 and get_game("pylon").to_move(state) == (1,)
    assert [e.kind for e in await table.bot.core.store.games.log(row.id)] == ["move", "move", "undo"]
    assert "taken back" in texts_of(last_post(table.channel))
    # The log with its undo replays to the stored state in a fresh process too.
    await restart(table, settings)
    await play(table, "c3 L")
    row, state = await state_of(table)
    assert state["ply"] == 2 and state["last_move"]["move"] == "c3 L"


async def test_commands_not_resynced_when_unchanged(table, settings):
    def syncs():
        return [r for r in table.env.http_requests if r.method == "PUT" and r.path.endswith("/commands")]

    assert len(syncs()) == 1
    await restart(table, settings)
    assert len(syncs()) == 1
    assert await table.bot.core.store.meta.get("command_hash") == await table.bot.command_payload_hash()
