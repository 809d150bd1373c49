"""Lobbies: buttons and /game commands, challenges, seat order, player counts, threads."""

from bot_helpers import game_row, last_post, lobby_post, open_game, texts_of

from rules import GAMES


async def new_lobby(table, player, key="pylon", **options):
    """The creator is answered privately; the lobby itself is posted in the channel."""
    result = await player.slash(table.channel, "game new", game=key, **options)
    assert result.ephemeral and "Opened a" in result.response.content, result
    return lobby_post(table.channel)


async def test_two_player_lobby_starts_when_second_joins(table):
    lobby = await new_lobby(table, table.alice, order="joined")
    row = await game_row(table)
    assert row.status == "lobby" and row.seats == [table.alice.id]
    await table.bob.click(lobby, label="Join")
    row = await game_row(table)
    assert row.status == "active" and row.seats == [table.alice.id, table.bob.id]
    start = last_post(table.channel)
    assert "begins" in texts_of(start) and f"<@{table.alice.id}>, it is your turn." in texts_of(start)
    assert [u.id for u in start.mentions] == [table.alice.id]
    # The lobby message lost its buttons.
    refreshed = next(m for m in table.channel.history() if m.id == lobby.id)
    assert not refreshed.components


async def test_random_order_is_seeded_by_the_game_seed(table):
    import random

    await open_game(table, "synapse", [table.alice, table.bob], order="random")
    row = await game_row(table)
    expected = [table.alice.id, table.bob.id]
    random.Random(row.seed).shuffle(expected)
    assert row.seats == expected


async def test_challenge_only_the_opponent_may_join(table):
    lobby = await new_lobby(table, table.alice, opponent=table.bob.user)
    assert f"<@{table.bob.id}>" in lobby.content
    refused = await table.carol.click(lobby, label="Join")
    assert refused.ephemeral and "challenge" in refused.response.content
    assert (await game_row(table)).status == "lobby"
    await table.bob.slash(table.channel, "game join")
    row = await game_row(table)
    assert row.status == "active" and set(row.seats) == {table.alice.id, table.bob.id}


async def test_three_plus_lobby_needs_creator_start_with_enough_players(table):
    lobby = await new_lobby(table, table.alice, key="connections")
    await table.bob.click(lobby, label="Join")
    too_few = await table.alice.slash(table.channel, "game start")
    assert too_few.ephemeral and "3 to 6 players" in too_few.response.content
    await table.carol.slash(table.channel, "game join")
    not_creator = await table.bob.click(lobby, label="Start")
    assert not_creator.ephemeral and "creator" in not_creator.response.content
    await table.alice.click(lobby, label="Start")
    row = await game_row(table)
    assert row.status == "active" and len(row.seats) == 3


async def test_full_lobby_starts_itself_and_refuses_more(table):
    lobby = await new_lobby(table, table.alice, key="cardinal")
    for player in (table.bob, table.carol, table.dave):
        await player.click(lobby, label="Join")
    row = await game_row(table)
    assert row.status == "active" and len(row.seats) == 4
    late = await table.mod.slash(table.channel, "game join")
    assert late.ephemeral


async def test_leave_and_join_again(table):
    lobby = await new_lobby(table, table.alice, key="cardinal")
    await table.bob.click(lobby, label="Join")
    await table.bob.click(lobby, label="Leave")
    assert (await game_row(table)).seats == [table.alice.id]
    again = await table.bob.click(lobby, label="Leave")
    assert again.ephemeral and "not in this lobby" in again.response.content
    creator = await table.alice.click(lobby, label="Leave")
    assert creator.ephemeral and "Cancel" in creator.response.content
    await table.bob.slash(table.channel, "game join")
    twice = await table.bob.click(lobby, label="Join")
    assert twice.ephemeral and "already" in twice.response.content


async def test_cancel_by_creator_other_or_moderator(table):
    lobby = await new_lobby(table, table.alice)
    other = await table.bob.click(lobby, label="Cancel")
    assert other.ephemeral and "Manage Messages" in other.response.content
    await table.alice.click(lobby, label="Cancel")
    assert (await table.bot.core.store.games.open_in_channel(table.channel.id)) is None
    # A moderator abandons a running game.
    await open_game(table, "synapse", [table.alice, table.bob])
    result = await table.mod.slash(table.channel, "game cancel")
    assert result.ephemeral and "abandoned" in result.response.content
    assert "abandoned" in last_post(table.channel).content
    assert (await table.bot.core.store.games.open_in_channel(table.channel.id)) is None


async def test_busy_channel_offers_thread_and_thread_opens_game(table):
    await new_lobby(table, table.alice)
    busy = await table.bob.slash(table.channel, "game new", game="synapse")
    assert busy.ephemeral and "thread:true" in busy.response.content
    result = await table.bob.slash(table.channel, "game new", game="synapse", thread=True)
    assert result.ephemeral and "Opened a Synapse-Ice lobby (game #2) in <#" in result.response.content
    threads = table.channel.threads
    assert len(threads) == 1
    thread = threads[0]
    lobby = thread.last_message
    await table.carol.click(lobby, label="Join")
    row = await game_row(table, thread)
    assert row.status == "active" and row.channel_id == thread.id
    assert (await game_row(table)).game_key == "pylon"  # the channel's own lobby is untouched


async def test_options_only_for_games_that_have_them(table):
    refused = await table.alice.slash(table.channel, "game new", game="pylon", random_setup=True)
    assert refused.ephemeral and "random_setup" in refused.response.content
    refused = await table.alice.slash(table.channel, "game new", game="connections", rounds_per_player=9)
    assert refused.ephemeral and "rounds_per_player" in refused.response.content
    assert await table.bot.core.store.games.open_in_channel(table.channel.id) is None
    await new_lobby(table, table.alice, key="epicycle", random_setup=True)
    assert (await game_row(table)).options == {"random_setup": True}


async def test_the_commands_offer_each_game_option_in_the_games_own_words(table):
    """`/game new` and `/tournament new` take every option a game declares (rules:
    `Game.options`), described by the game that declares it."""
    declared = [(game, option) for game in GAMES.values() for option in game.options]
    assert declared
    for group, name in (("game", "new"), ("tournament", "new")):
        command = table.bot.tree.get_command(group).get_command(name)
        described = {p.name: p.description for p in command.parameters}
        for game, option in declared:
            assert described[option.name].startswith(f"{game.title}: {option.description}"), (group, option)
            assert len(described[option.name]) <= 100


async def test_cannot_challenge_yourself(table):
    refused = await table.alice.slash(table.channel, "game new", game="pylon", opponent=table.alice.user)
    assert refused.ephemeral


def labels(message):
    return [c.label for row in message.components for c in row.children]


async def test_the_lobby_says_what_the_game_is_and_shows_start_only_when_it_is_needed(table):
    duel = await new_lobby(table, table.alice, key="pylon")
    text = duel.embeds[0].description
    assert text.startswith("A duel of stacks") and "**Players:** alice (1 of 2)" in text
    assert labels(duel) == ["Join", "Leave", "Cancel", "Add computer", "Rules"]  # it starts by itself
    rules = await table.carol.click(duel, label="Rules")
    assert rules.ephemeral and "Pylon: rules" in rules.response.embeds[0].title
    await table.alice.slash(table.channel, "game cancel")
    lobby = await new_lobby(table, table.alice, key="cardinal")
    assert "**Players:** alice (1 joined; 2 to 4 can play)" in lobby.embeds[0].description
    assert "Start" not in labels(lobby_post(table.channel))  # one player cannot start
    await table.bob.click(lobby, label="Join")
    shown = lobby_post(table.channel)
    assert labels(shown) == ["Join", "Leave", "Start", "Cancel", "Add computer", "Rules"]
    assert "or when alice presses **Start**" in shown.embeds[0].description


def turn_order_line(message) -> str:
    return next(line for line in message.embeds[0].description.splitlines() if "Turn order" in line)


async def first_to_move(table) -> int:
    row = await game_row(table)
    game = GAMES[row.game_key]
    return row.seats[game.to_move(game.decode(row.state))[0]]


async def test_a_rematch_lobby_names_who_really_moves_first(table):
    """A rematch turns the last game's order round: its lobby names the player who will
    move first (here one still to join), not its creator, and the game starts with them."""
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    await table.alice.slash(table.channel, "resign")
    await table.alice.click(last_post(table.channel), label="Rematch")
    lobby = lobby_post(table.channel)
    assert turn_order_line(lobby) == "**Turn order:** the last game's, turned round (bob moves first)."
    await table.bob.click(lobby, label="Join")
    assert await first_to_move(table) == table.bob.id
    assert "(bob moves first)" in turn_order_line(lobby_post(table.channel))
    # Three seats: the rotated order's first player is named while only the creator is in.
    await table.bob.slash(table.channel, "resign")
    table.channel = table.guild.create_text_channel("cardinal")
    # replace:none: the resignations end the game (no computer substitutes).
    await open_game(table, "cardinal", [table.alice, table.bob, table.carol], order="joined", replace="none")
    await table.alice.slash(table.channel, "resign")
    await table.bob.slash(table.channel, "resign")
    await table.carol.slash(table.channel, "game rematch")
    lobby = lobby_post(table.channel)
    assert "(bob moves first)" in turn_order_line(lobby)
    await table.alice.click(lobby, label="Join")
    await table.bob.click(lobby, label="Join")
    assert await first_to_move(table) == table.bob.id


async def test_a_lobby_as_joined_names_its_first_player_with_a_computer_seat(table):
    """Two players and a computer, as joined: the lobby's first player moves first."""
    await table.alice.slash(table.channel, "game new", game="cardinal", order="joined")
    await table.bob.click(lobby_post(table.channel), label="Join")
    offered = await table.alice.click(lobby_post(table.channel), label="Add computer")
    await table.alice.select(offered.response, ["medium"])
    await table.env.settle()
    assert turn_order_line(lobby_post(table.channel)) == "**Turn order:** as joined (alice moves first)."
    await table.alice.slash(table.channel, "game start")
    await table.env.settle()
    assert await first_to_move(table) == table.alice.id
    assert "(alice moves first)" in turn_order_line(lobby_post(table.channel))
