"""Lobbies, settings, help, privacy, replays and rematches in the reader's language: a
German server's lobby and its buttons, joining and starting answered in German, /help,
/settings, /privacy, /replay and a rematch in German with no English; /help in Spanish."""

from __future__ import annotations

from typing import Any

import discord
from bot_helpers import game_row, last_post, play_to_end


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


def labels(components: Any) -> list[str]:
    """Every button label and select placeholder or option of a message's components."""
    found: list[str] = []
    for component in components or []:
        item = component if isinstance(component, dict) else getattr(component, "to_dict", dict)()
        for key in ("label", "placeholder"):
            if item.get(key):
                found.append(str(item[key]))
        found.extend(str(o.get("label", "")) for o in item.get("options", []))
        found.extend(labels(item.get("components", [])))
    return found


def words_of(message: Any) -> str:
    parts = [str(message.content or "")]
    for embed in message.embeds:
        parts += [str(embed.title or ""), str(embed.description or "")]
    return "\n".join([*parts, *labels(message.components)])


def absent(text: str, *english: str) -> None:
    for phrase in english:
        assert phrase not in text, f"{phrase!r} in {text!r}"


def posted(table: Any, message_id: int | None) -> Any:
    return next(m for m in table.channel.history() if m.id == message_id)


async def german_server(table: Any, locales: dict[int, str]) -> Any:
    """An admin chooses German for the server's posts; its players' apps are German too."""
    role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    ada = table.guild.add_member(table.env.create_user("ada"), roles=[role])
    for player in (ada, table.alice, table.bob, table.carol):
        locales[player.id] = "de"
    shown = answer(await ada.slash(table.channel, "settings", language="de", reminder_hours=12))
    assert shown == (
        "Erinnerungen: Wer 12 Std. lang nicht gezogen hat, wird erinnert, danach alle 12 Std.\n"
        "Neue Partien öffnen sich in dem Kanal, in dem `/game new` ausgeführt wird (`thread:true` öffnet "
        "einen Thread).\n"
        "Pause: Jeder Spieler hat 30 Pausentage im Jahr für `/away`.\n"
        "Öffentliche Beiträge: Deutsch."
    )
    return ada


async def test_a_german_servers_lobby_is_german_from_opening_to_start(
    table: Any, locales: dict[int, str]
) -> None:
    await german_server(table, locales)
    opened = answer(await table.alice.slash(table.channel, "game new", game="cardinal", order="joined"))
    row = await game_row(table)
    assert opened == (
        f"Cardinal Connections-Lobby eröffnet (Partie #{row.id}). Andere treten über den Knopf Beitreten bei."
    )
    lobby = posted(table, row.lobby_message_id)
    shown = words_of(lobby)
    assert lobby.embeds[0].title == f"Cardinal Connections-Lobby · Partie #{row.id}"
    assert "**Spieler:** alice (1 dabei; 2 bis 4 können spielen)" in shown
    assert "**Zugreihenfolge:** wie beigetreten (alice beginnt)." in shown
    assert "Drücke **Beitreten**, um mitzuspielen. Es fehlt noch ein Spieler." in shown
    buttons = ["Beitreten", "Verlassen", "Abbrechen", "Computer hinzufügen", "Regeln"]
    assert labels(lobby.components) == buttons
    absent(shown, "Players", "Turn order", "Press", "Join", "Leave", "Cancel", "Add computer", "Rules")

    joined = answer(await table.bob.click(lobby, label="Beitreten"))
    assert joined == f"Du bist der Cardinal Connections-Lobby beigetreten (Partie #{row.id})."
    again = answer(await table.bob.click(lobby, label="Beitreten"))
    assert again == "Du bist schon in dieser Lobby; warte auf die anderen oder drücke Verlassen."
    lobby = posted(table, row.lobby_message_id)
    shown = words_of(lobby)
    assert "**Spieler:** alice und bob (2 dabei; 2 bis 4 können spielen)" in shown
    assert "Sie beginnt, wenn 4 beigetreten sind oder wenn alice **Starten** drückt." in shown
    assert "Starten" in labels(lobby.components)
    absent(shown, " and ", "Start**", "It starts")

    not_creator = answer(await table.bob.click(lobby, label="Starten"))
    assert not_creator == "Nur wer die Lobby eröffnet hat (alice), kann die Partie starten."
    started = answer(await table.alice.click(lobby, label="Starten"))
    assert started == f"Die Cardinal Connections-Partie #{row.id} beginnt."
    closed = words_of(posted(table, row.lobby_message_id))
    assert "Die Partie hat begonnen." in closed
    absent(closed, "The game has started")


async def test_a_german_servers_challenge_and_cancel(table: Any, locales: dict[int, str]) -> None:
    await german_server(table, locales)
    await table.alice.slash(table.channel, "game new", game="pylon", opponent=table.bob.user)
    row = await game_row(table)
    lobby = posted(table, row.lobby_message_id)
    assert lobby.content == f"<@{table.bob.id}>, alice fordert dich heraus!"
    assert f"Eine Herausforderung: Nur <@{table.bob.id}> kann beitreten." in words_of(lobby)
    two = "Drücke **Beitreten**, um mitzuspielen: Die Partie beginnt, sobald ein zweiter Spieler beitritt."
    assert two in words_of(lobby)
    refused = answer(await table.carol.click(lobby, label="Beitreten"))
    assert refused.startswith(f"Das ist eine Herausforderung an <@{table.bob.id}>")
    absent(refused, "challenge", "only they")
    done = answer(await table.alice.click(lobby, label="Abbrechen"))
    assert done == f"Erledigt. alice hat die Pylon-Lobby abgebrochen (Partie #{row.id})."
    await table.env.settle()
    assert last_post(table.channel).content == f"alice hat die Pylon-Lobby abgebrochen (Partie #{row.id})."
    assert "Abgebrochen." in words_of(posted(table, row.lobby_message_id))


async def test_a_rematch_on_a_german_server_is_german(table: Any, locales: dict[int, str]) -> None:
    await german_server(table, locales)
    await table.alice.slash(table.channel, "game new", game="synapse", order="joined")
    await table.bob.click(posted(table, (await game_row(table)).lobby_message_id), label="Beitreten")
    finished = await game_row(table)
    await table.alice.slash(table.channel, "resign")
    again = f"table:rematch:{finished.id}"
    asked = answer(await table.alice.click(last_post(table.channel), custom_id=again))
    rematch = await game_row(table)
    assert asked == (
        f"Revanche angefragt: Die Synapse-Ice-Partie #{rematch.id} beginnt, "
        "sobald der andere Spieler annimmt."
    )
    lobby = posted(table, rematch.lobby_message_id)
    assert lobby.content == (
        f"<@{table.bob.id}>: alice bittet um eine Revanche für Partie #{finished.id}: "
        "Drücke **Beitreten**, um anzunehmen."
    )
    shown = words_of(lobby)
    assert "**Zugreihenfolge:** die der letzten Partie, umgedreht (bob beginnt)." in shown
    absent(shown, "rematch", "Turn order", "turned round", "Join")
    final = next(m for m in reversed(list(table.channel.history())) if again in str(m.components))
    accepted = answer(await table.bob.click(final, custom_id=again))
    # Bob's press accepts, and with every player in, the rematch starts.
    assert accepted == f"Revanche gestartet: Synapse-Ice-Partie #{rematch.id}."
    assert (await game_row(table)).status == "active"


async def test_help_settings_and_privacy_in_the_players_language(table: Any, locales: dict[int, str]) -> None:
    ada = await german_server(table, locales)
    shown = answer(await table.alice.slash(table.channel, "help"))
    assert shown.startswith("**So wird gespielt**\n- **Eine Partie beginnen:** `/game new game:pylon` öffnet")
    assert "der Knopf **Regeln** unter jedem Brett" in shown
    absent(shown, "How to play", "Start a game", "Rules:", "Your games")
    locales[table.dave.id] = "es"
    spanish = answer(await table.dave.slash(table.channel, "help"))
    assert spanish.startswith("**Cómo jugar**\n- **Empezar una partida:**")
    assert "otro jugador pulsa **Unirse**" in spanish
    absent(spanish, "How to play", "Start a game", "So wird gespielt")

    locales[ada.id] = "fr"
    french = answer(await ada.slash(table.channel, "settings"))
    assert "Messages publics : Deutsch." in french and "Public posts" not in french

    result = await table.alice.slash(table.channel, "privacy")
    reply = (result.followups or [result.response])[-1]
    text = str(reply.content)
    assert text.startswith("**Was dieser Bot über dich speichert**\n- Deine Discord-Nutzer-ID")
    settings = "- Einstellungen: keine `/notify`-Wahl (du hast nie eine getroffen); keine `/language`-Wahl."
    assert settings in text
    assert "nach 30 Tagen gelöscht" in text and "**Wie lange**" in text
    assert labels(reply.components) == ["Meine Daten löschen"]
    absent(text, "What this bot stores", "Settings:", "For how long", "Delete my data", "days")
    asked = await table.alice.click(reply, label="Meine Daten löschen")
    assert answer(asked).startswith("Deine Daten löschen?")
    assert labels(asked.response.components) == ["Bestätigen", "Meine Daten behalten"]
    kept = await table.alice.click(asked.response, label="Meine Daten behalten")
    assert "Nichts wurde gelöscht" in str(kept.response.content or kept.followups[-1].content)


async def test_a_replay_on_a_german_server_is_german(table: Any, locales: dict[int, str]) -> None:
    await german_server(table, locales)
    await table.alice.slash(table.channel, "game new", game="pylon", order="joined")
    await table.bob.click(posted(table, (await game_row(table)).lobby_message_id), label="Beitreten")
    row, _ = await play_to_end(table, done="Erledigt")
    result = await table.alice.slash(table.channel, "replay")
    message = (result.followups or [result.response])[-1]
    shown = words_of(message)
    assert str(message.content).startswith(f"**Wiederholung** · Pylon · Partie #{row.id} · Zug 0 von ")
    assert "Der Anfang" in shown
    controls = {"⏮ Anfang", "◀ Zurück", "Vor ▶", "Ende ⏭", "Zu einem Zug springen …", "Zug 1"}
    assert controls <= set(labels(message.components))
    absent(shown, "Replay", "The start", "move 0", "First", "Back", "Forward", "Last", "Jump to")
    await table.alice.click(message, label="Ende ⏭")  # the replay is edited in place
    final = str(message.content)
    assert "Partie beendet: " in final and ("gewinnt" in final or "Unentschieden" in final), final
    absent(final, "Game over", "wins", "Final scores", "draw")


async def test_an_end_proposal_on_a_german_server_is_german(table: Any, locales: dict[int, str]) -> None:
    await german_server(table, locales)
    await table.alice.slash(table.channel, "game new", game="pylon", order="joined")
    await table.bob.click(posted(table, (await game_row(table)).lobby_message_id), label="Beitreten")
    row = await game_row(table)
    proposed = answer(await table.alice.slash(table.channel, "game end"))
    assert proposed == "Erledigt: Dein Vorschlag steht im Kanal."
    await table.env.settle()
    proposal = last_post(table.channel)
    assert proposal.content.startswith(
        f"alice schlägt vor, die Pylon-Partie #{row.id} jetzt zu beenden. Wenn alle zustimmen: "
    )
    assert f"<@{table.bob.id}>: Bitte drückt Annehmen oder Ablehnen." in proposal.content
    assert labels(proposal.components) == ["Annehmen", "Ablehnen"]
    absent(words_of(proposal), "proposes", "agreement", "Accept", "Decline", "scores")
    declined = answer(await table.bob.click(proposal, label="Ablehnen"))
    assert declined == "Erledigt: Du hast abgelehnt."
    await table.env.settle()
    assert last_post(table.channel).content == (
        "bob hat den Vorschlag zum Beenden abgelehnt; die Partie geht weiter."
    )


async def test_a_computer_is_named_in_the_servers_language(table: Any, locales: dict[int, str]) -> None:
    """A computer's name is shown to everyone, like a player's: in the server's language,
    fixed when it takes its seat."""
    await german_server(table, locales)
    await table.alice.slash(table.channel, "game new", game="pylon", computer="medium")
    await table.env.settle()
    row = await game_row(table)
    assert [row.name_of(uid) for uid in row.seats if uid < 0] == ["Computer (mittel)"]
    posted = "\n".join(str(m.content or "") for m in table.channel.history())
    assert "Computer (medium)" not in posted
