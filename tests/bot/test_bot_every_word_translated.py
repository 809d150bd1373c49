"""Issue #34: a German, French, Spanish or Brazilian table plays every game from the lobby
to the final post (mistakes, the Play button, trades, a tournament) without meeting a word
of English beyond names and notation: every text the bot sent to Discord is read
(tests/bot/english_words.py), posts, edits, answers, DMs, buttons, selects and alt text."""

from __future__ import annotations

from typing import Any

import discord
import pytest
import simcord
import simcord.interactions
from bot_helpers import actor_for, custom_ids, public_messages, state_of
from english_words import english_lines
from picker_helpers import has_select, picker_select
from test_bot_cards_support import current, dms, quick_move, trade_pair

from rules import get_game

LANGUAGES = ["de", "fr", "es", "pt-BR"]
PYRAMIDS = ["epicycle", "synapse", "pylon", "cardinal"]


@pytest.fixture
def speaking(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """Every user's Discord app sends the locale in `speaking["locale"]`."""
    chosen = {"locale": "en-US"}
    original = simcord.interactions.base_payload

    def with_locale(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        payload["locale"] = chosen["locale"]
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)
    return chosen


async def a_table_speaking(table: Any, speaking: dict[str, str], lang: str) -> list[str]:
    """The server's admin sets its language; every player's app speaks it, and one of
    them has also chosen it with /language. Returns the names at the table."""
    speaking["locale"] = lang
    role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    admin = table.guild.add_member(table.env.create_user("ada"), roles=[role])
    await admin.slash(table.channel, "settings", language=lang)
    await table.bob.slash(table.channel, "language", language=lang)
    return ["alice", "bob", "carol", "dave", "mo", "ada", "Pyramid Club", "games"]


def select_values(message: Any) -> list[str]:
    """The values of a message's select menus' options (rows as objects or dicts)."""
    found: list[str] = []

    def walk(components: Any) -> None:
        for c in components:
            def get(name: str, c: Any = c) -> Any:
                return c.get(name) if isinstance(c, dict) else getattr(c, name, None)

            for option in get("options") or []:
                found.append(str(option.get("value") if isinstance(option, dict) else option.value))
            walk(get("children") or get("components") or [])

    walk(message.components or [])
    return found


def with_id(message: Any, prefix: str) -> str:
    for custom_id in custom_ids(message):
        if custom_id.startswith(prefix):
            return custom_id
    raise AssertionError(f"no control {prefix!r} in {message.components}")


def having(channel: simcord.ChannelHandle, prefix: str) -> Any:
    for message in reversed(public_messages(channel)):
        if any(i.startswith(prefix) for i in custom_ids(message)):
            return message
    raise AssertionError(f"no message with {prefix!r}")


async def open_game(table: Any, key: str, players: list[Any], **options: Any) -> Any:
    """The lobby by its buttons' ids (their labels are in the server's language)."""
    await players[0].slash(table.channel, "game new", game=key, **options)
    lobby = having(table.channel, "lobby:join:")
    for player in players[1:]:
        await player.click(lobby, custom_id=with_id(lobby, "lobby:join:"))
    if len(players) < get_game(key).max_players:
        await players[0].slash(table.channel, "game start")
    await table.env.settle()
    row = await table.bot.core.store.games.open_in_channel(table.channel.id)
    assert row is not None and row.status == "active", row
    return row


async def by_play_button(table: Any, mover: Any, move: str) -> None:
    """One move by Play: each step's select, then Confirm."""
    row, state = await state_of(table)
    game = get_game(row.game_key)
    seat = game.to_move(state)[0]
    post = having(table.channel, "table:play:")
    opened = await mover.click(post, custom_id=with_id(post, "table:play:"))
    picker = opened.response
    path = game.move_steps(state, seat, game.picker_moves(state, seat))[move]
    for depth, step in enumerate(path):
        if not has_select(picker):
            break
        if len(str(picker_select(picker)["custom_id"]).rsplit(":", 1)[1].split(".")) > depth + 1:
            continue
        menu = picker_select(picker)
        await mover.select(picker, [step.token], custom_id=menu["custom_id"])
    await mover.click(picker, custom_id=with_id(picker, "play:ok:"))
    await table.env.settle()


async def a_planned_reply(table: Any, planner: Any, seat: int) -> None:
    """The player who just moved plans a reply to their opponent's first legal move (the
    one the game below plays), autocompleted, listed; it fires when that move comes."""
    row, state = await state_of(table)
    game = get_game(row.game_key)
    theirs = game.legal_moves(state, game.to_move(state)[0])[0]
    after = game.apply(state, game.to_move(state)[0], theirs)
    if game.is_over(after) or game.to_move(after) != [seat]:
        return
    mine = game.legal_moves(after, seat)[0]
    await planner.autocomplete(table.channel, "plan add", "if_they_play", "")
    await planner.slash(table.channel, "plan add", if_they_play=theirs, i_play=mine)
    await planner.slash(table.channel, "plan list")
    assert await table.bot.core.store.plans.get(row.id) is not None


async def mistakes(table: Any) -> None:
    """A move off turn and a move that is no move, each refused."""
    row, state = await state_of(table)
    game = get_game(row.game_key)
    seat = game.to_move(state)[0]
    others = [s for s in range(len(row.seats)) if s not in game.to_move(state)]
    legal = game.legal_moves(state, seat)
    if others and row.game_key != "connections":
        refused = await actor_for(table, row, others[0]).slash(table.channel, "move", move=legal[0])
        assert refused.ephemeral
    refused = await actor_for(table, row, seat).slash(table.channel, "move", move="zz9 nowhere")
    assert refused.ephemeral


async def to_the_end(table: Any, choose: Any, limit: int = 600) -> None:
    for _ in range(limit):
        row, state = await state_of(table)
        game = get_game(row.game_key)
        if game.is_over(state):
            return
        seat = game.to_move(state)[0]
        result = await actor_for(table, row, seat).slash(table.channel, "move", move=choose(state, seat))
        assert result.ephemeral
    raise AssertionError("the game did not end")


def no_english(requests: list[Any], names: list[str]) -> None:
    found = english_lines(requests, names)
    assert not found, "English reached the table:\n" + "\n".join(found[:60])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", PYRAMIDS)
async def test_a_pyramid_game_from_lobby_to_final_post(
    table: Any, speaking: dict[str, str], lang: str, key: str
) -> None:
    names = await a_table_speaking(table, speaking, lang)
    before = len(table.env.http_requests)
    await table.alice.slash(table.channel, "help")
    await table.alice.slash(table.channel, "rules", game=key)
    row = await open_game(table, key, [table.alice, table.bob])
    await mistakes(table)
    row, state = await state_of(table)
    game = get_game(key)
    seat = game.to_move(state)[0]
    moves = game.legal_moves(state, seat)
    await table.alice.autocomplete(table.channel, "move", "move", "")
    mover = actor_for(table, row, seat)
    await by_play_button(table, mover, moves[len(moves) // 2])
    await a_planned_reply(table, mover, seat)
    await table.bob.slash(table.channel, "board")
    await table.alice.slash(table.channel, "games")
    await to_the_end(table, lambda s, seat: game.legal_moves(s, seat)[0])
    await table.env.settle()
    await table.alice.slash(table.channel, "history")
    no_english(table.env.http_requests[before:], names)


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_card_game_with_trades_from_lobby_to_final_post(
    table: Any, speaking: dict[str, str], lang: str
) -> None:
    names = await a_table_speaking(table, speaking, lang)
    before = len(table.env.http_requests)
    table.bot.new_seed = lambda: 3  # the same deal every run
    members = [table.alice, table.bob, table.carol]
    row = await open_game(table, "connections", members, rounds_per_player=1)
    await mistakes(table)
    by_id = {m.id: m for m in members}
    traded = False
    for _ in range(400):
        row, state = await current(table)
        game = get_game("connections")
        if game.is_over(state):
            break
        pair = trade_pair(state) if state["phase"] == "start" and not traded else None
        if pair is not None:
            giver, receiver, give, want = pair
            giver_actor, receiver_actor = by_id[row.seats[giver]], by_id[row.seats[receiver]]
            await giver_actor.slash(table.channel, "trade offer", player=receiver_actor, give=give, want=want)
            _, state = await current(table)
            offer = state["offers"][-1]
            dm = dms(receiver_actor)[-1]
            card = select_values(dm)[0]
            accept = f"cards:accept:{row.id}:{offer['id']}"
            asked = (await receiver_actor.user.select(dm, [card], custom_id=accept)).response
            await receiver_actor.user.click(asked, custom_id=with_id(asked, "cards:confirm:"))
            traded = True
            continue
        seat = state["turn"]
        await by_id[row.seats[seat]].slash(table.channel, "move", move=quick_move(state, seat))
    await table.env.settle()
    assert traded
    no_english(table.env.http_requests[before:], names)


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_a_tournament_from_sign_up_to_final_standings(
    table: Any, speaking: dict[str, str], lang: str
) -> None:
    names = await a_table_speaking(table, speaking, lang)
    table.env.settle_timeout = 60.0  # a result can set off a whole round (see test_bot_tournament)
    before = len(table.env.http_requests)
    three = [table.alice, table.bob, table.carol]
    await table.alice.slash(table.channel, "tournament new", game="synapse", format="round-robin")
    signup = having(table.channel, "tour:join:")
    for player in three:
        await player.click(signup, custom_id=with_id(signup, "tour:join:"))
    await table.bob.click(signup, custom_id=with_id(signup, "tour:start:"))  # not the organiser
    await table.alice.click(signup, custom_id=with_id(signup, "tour:start:"))
    await table.env.settle()
    tid = (await table.bot.core.store.tournaments.in_guild(table.guild.id, ("running",)))[0].id
    by_id = {m.id: m for m in three}
    for _ in range(20):
        t = await table.bot.core.store.tournaments.get(tid)
        if t.status != "running":
            break
        await table.alice.slash(table.channel, "tournament standings")
        for pairing in await table.bot.core.store.tournaments.pairings(tid):
            game = await table.bot.core.store.games.get(pairing.game_id) if pairing.game_id else None
            if game is not None and game.status == "active":
                thread = next(t for t in table.channel.threads if t.id == game.channel_id)
                await by_id[game.seats[0]].slash(thread, "resign")
        await table.env.settle()
    assert (await table.bot.core.store.tournaments.get(tid)).status == "finished"
    await table.carol.slash(table.channel, "tournament list")
    await table.carol.slash(table.channel, "tournament standings")
    no_english(table.env.http_requests[before:], names)
