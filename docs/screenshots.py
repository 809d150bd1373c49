"""Photograph what players see: a short scene of each game, played through SimCord, as
desktop and phone screenshots in docs/screens/.

    python docs/screenshots.py [OUT_DIR] [--language de]   (default docs/screens, English)

With --language the server and every player read that language (/settings language:,
/language): the same scenes, as a German, French, Spanish or Brazilian table sees them.

Setup (once per machine; see ../shared/tools/discord_shots.py):
    apt-get update && apt-get install -y chromium
    pip install 'simcord[preview]' playwright        # into the project's virtualenv

The scenes use the real bot (`create_bot`) on a temporary database; moves are picked
from the engine's legal moves with a fixed seed, and each game's own seed (its deal, a
computer's choices) is counted from 1 instead of drawn at random, so the pictures are
the same each run (SimCord's clock starts on 1 January 2026). The bot is shown by the
product's name, "Pyramid Table".
"""

from __future__ import annotations

import asyncio
import itertools
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

import simcord

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# discord_shots.py lives in shared/tools beside the checkout (or beside its worktree folder).
TOOLS = [p / "shared" / "tools" for p in ROOT.parents if (p / "shared" / "tools").is_dir()]
sys.path.insert(0, str(TOOLS[0] if TOOLS else ROOT.parent / "shared" / "tools"))

from discord_shots import DESKTOP, PHONE, Shots  # noqa: E402  (beside the project)

from bot import Settings, create_bot  # noqa: E402
from rules import get_game  # noqa: E402

NAMES = ("Alice", "Bob", "Carol", "Dave")
BOT_NAME = "Pyramid Table"
# (channel, game, players, moves to play; None = to the end)
SCENES: list[tuple[str, str, int, int | None]] = [
    ("epicycle", "epicycle", 2, 6),
    ("synapse", "synapse", 2, None),
    ("pylon", "pylon", 2, 12),
    ("cardinal", "cardinal", 3, 1),
    ("connections", "connections", 4, 10),
]


def custom_ids(message: Any) -> list[str]:
    """The custom ids of a message's controls (found by id: labels are in its language)."""
    found: list[str] = []

    def walk(components: Any) -> None:
        for c in components:
            def get(name: str, c: Any = c) -> Any:
                return c.get(name) if isinstance(c, dict) else getattr(c, name, None)

            if get("custom_id"):
                found.append(str(get("custom_id")))
            walk(get("children") or get("components") or [])

    walk(message.components or [])
    return found


def control(message: Any, prefix: str) -> str:
    return next(i for i in custom_ids(message) if i.startswith(prefix))


async def lobby_message(channel: simcord.ChannelHandle, viewer: Any) -> Any:
    """The newest message in the channel with a Join button (the lobby)."""
    for message in reversed(channel.history(viewer=viewer)):
        if any(i.startswith("lobby:join:") for i in custom_ids(message)):
            return message
    raise RuntimeError("no lobby message with a Join button")


async def open_game(env: simcord.Env, channel: Any, key: str, players: list[Any]) -> None:
    await players[0].slash(channel, "game new", game=key, order="joined")
    await env.settle()
    lobby = await lobby_message(channel, players[0])
    for player in players[1:]:
        await player.click(lobby, custom_id=control(lobby, "lobby:join:"))
        await env.settle()
    if len(players) < get_game(key).max_players:
        await players[0].slash(channel, "game start")
        await env.settle()


async def play(env: simcord.Env, channel: Any, players: list[Any], moves: int | None, seed: int) -> None:
    """Play `moves` moves (None: until the game ends), each by the player on turn."""
    bot = env.bot
    pick = random.Random(seed)
    played = 0
    while moves is None or played < moves:
        row = await bot.core.store.games.open_in_channel(channel.id)  # type: ignore[attr-defined]
        if row is None or row.status != "active" or row.state is None:
            return
        game = get_game(row.game_key)
        state = game.decode(row.state)
        on_turn = game.to_move(state)
        if not on_turn:
            return
        seat = on_turn[0]
        legal = game.legal_moves(state, seat)
        if row.game_key == "connections":
            # Turn actions only: a scene of the table, not of trades.
            legal = [m for m in legal if not m.startswith(("offer", "accept", "decline", "invite"))] or legal
        move = legal[pick.randrange(len(legal))]
        by_id = {p.id: p for p in players}
        if row.seats[seat] not in by_id:
            return  # a computer's turn that has not come yet
        await by_id[row.seats[seat]].slash(channel, "move", move=move)
        await env.settle()
        played += 1


def picker_select(message: Any) -> dict[str, Any]:
    """The Play picker's one select menu (custom id `play:s:...`)."""
    for row in message.components:
        for child in row.get("components", []):
            if str(child.get("custom_id", "")).startswith("play:s:"):
                return dict(child)
    raise RuntimeError("no Play picker select in the message")


async def play_button(env: simcord.Env, shots: Shots, channel: Any, players: list[Any], out: Path) -> None:
    """The player on turn presses Play on the latest post, picks the move step by step
    (each step's open menu photographed at phone width), sees the preview, confirms."""
    row = await env.bot.core.store.games.open_in_channel(channel.id)  # type: ignore[attr-defined]
    game = get_game(row.game_key)
    state = game.decode(row.state)
    seat = game.to_move(state)[0]
    mover = next(p for p in players if p.id == row.seats[seat])
    moves = game.picker_moves(state, seat)
    path = game.move_steps(state, seat, moves)[moves[len(moves) // 2]]
    post = [m for m in channel.history(viewer=mover) if m.attachments][-1]
    opened = await mover.click(post, custom_id=control(post, "table:play:"))
    await env.settle()
    picker = opened.response
    for i, step in enumerate(path, start=1):
        print(await shots.open_select(picker, mover, out / f"play-step{i}-phone.png", size=PHONE))
        await mover.select(picker, [step.token], custom_id=picker_select(picker)["custom_id"])
        await env.settle()
    print(await shots.channel(channel, mover, out / "play-preview-phone.png", size=PHONE))
    await mover.click(picker, custom_id=control(picker, "play:ok:"))
    await env.settle()


async def main(out: Path, language: str = "en") -> None:
    with tempfile.TemporaryDirectory() as tmp:
        bot = create_bot(Settings(database_path=str(Path(tmp) / "games.db"), computer_seconds=0.3))
        bot.new_seed = itertools.count(1).__next__  # not secrets: the same deals every run
        async with simcord.run(bot) as env:
            env.backend.bot_user.name = BOT_NAME  # SimCord's own is "TestBot"
            guild = env.create_guild("Pyramid Club")
            members = [guild.add_member(env.create_user(name)) for name in NAMES]
            if language != "en":
                await bot.core.store.prefs.set_guild_language(guild.id, language)
                for member in members:
                    await bot.core.store.prefs.set_language(member.id, language)
            channels = {}
            for i, (name, key, count, moves) in enumerate(SCENES):
                channel = guild.create_text_channel(name)
                channels[name] = channel
                await open_game(env, channel, key, members[:count])
                await play(env, channel, members[:count], moves, seed=i)
            # A game against the computer: the person's moves and the computer's replies.
            versus = guild.create_text_channel("versus-computer")
            channels["versus-computer"] = versus
            await members[0].slash(versus, "game new", game="pylon", computer="easy")
            await env.settle()
            await play(env, versus, members[:1], 4, seed=99)
            async with Shots(env) as shots:
                await play_button(env, shots, channels["cardinal"], members[:3], out)
                for name, channel in channels.items():
                    viewer = members[0] if name == "versus-computer" else members[1]
                    for label, size in (("desktop", DESKTOP), ("phone", PHONE)):
                        path = await shots.channel(channel, viewer, out / f"{name}-{label}.png", size=size)
                        print(path)
                for label, size in (("desktop", DESKTOP), ("phone", PHONE)):
                    path = await shots.dm(members[0], out / f"connections-dm-{label}.png", size=size)
                    print(path)
                path = await shots.autocomplete(
                    channels["pylon"], members[0], "move", "", out / "pylon-autocomplete.png",
                    size=(1000, 700),
                )
                print(path)


if __name__ == "__main__":
    args = sys.argv[1:]
    chosen = "en"
    if "--language" in args:
        at = args.index("--language")
        chosen = args[at + 1]
        del args[at : at + 2]
    target = Path(args[0]) if args else ROOT / "docs" / "screens"
    asyncio.run(main(target, chosen))
