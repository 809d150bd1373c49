"""Tournaments in the reader's language (issue #34): a round robin on a German server from
sign-up to final standings (the sign-up message and its buttons, thread names, each
pairing's first line, the standings message, the final post) in German, while each
player's private answers (/tournament, the buttons, refusals) come in their own language:
German for German players, French for a French one."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction
from typing import Any

import discord
import pytest
from bot_helpers import public_messages, texts_of

from bot import Settings
from bot.features.tournaments.message import final_post, signup_message, standings_text
from bot.features.tournaments.words import note_text
from bot.services.standings import Row
from bot.services.tournaments import THREAD_NAME_LIMIT, Snapshot, thread_name
from bot.storage.privacy import UNNAMED_CANCEL
from bot.storage.tournament_rows import Entrant, Pairing, TournamentRow, note_to_store
from rules import get_game
from rules.said import Said

# English words of the tournament's own sentences, buttons and tables (none of them a
# German word: "Thread" and "Computer" are German too, and "start" is not "Starten").
ENGLISH = re.compile(
    r"\b(the|is|has|you|your|done|tournament|standings|round|sign-up|signed|up|join|leave|start|"
    r"press|organiser|game|games|pts?|points?|wins|share|over|finished|cancelled|final|below|"
    r"playing|now|withdrew|withdrawn|resigned|moves?|first|head-to-head|of|nobody|yet|"
    r"closed|started|open|here|no|there|this|channel|add)\b",
    re.IGNORECASE,
)
# French words an English or German answer would not hold.
FRENCH = re.compile(r"\b(tournoi|tu|fait|inscrit|classement|partie|parties|organisateur|salon)\b")


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


async def server_language(table: Any, language: str) -> None:
    role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    ada = table.guild.add_member(table.env.create_user("ada"), roles=[role])
    await ada.slash(table.channel, "settings", language=language)
    assert await table.bot.core.languages.public(table.guild.id) == language


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


def signup_post(channel: Any) -> Any:
    found = [m for m in public_messages(channel) if m.embeds]
    assert len(found) == 1, [m.embeds for m in found]  # one message, edited in place
    return found[0]


def labels_of(message: Any) -> list[str]:
    return [str(c.label) for row in message.components for c in getattr(row, "children", [row]) if c.label]


def german_only(words: str) -> None:
    words = re.sub(r"`[^`]*`", "", words)  # commands keep their names
    assert not ENGLISH.search(words), words


async def test_a_round_robin_on_a_german_server_reads_german_from_sign_up_to_the_end(table, locales):
    table.env.settle_timeout = 60.0
    alice, bob, carol, dave = table.players()
    for player in (alice, bob, dave):
        locales[player.id] = "de"
    locales[carol.id] = "fr"
    await server_language(table, "de")

    made = answer(await alice.slash(table.channel, "tournament new", game="synapse", format="round-robin"))
    tid = int(re.search(r"#(\d+)", made)[1])
    assert made == f"Erledigt: Für Turnier #{tid} kann man sich jetzt in diesem Kanal anmelden."
    await table.env.settle()
    post = signup_post(table.channel)
    embed = post.embeds[0]
    assert embed.title == f"Turnier #{tid} · Anmeldung"
    assert "**Spiel:** Synapse-Ice · **Modus:** Jeder gegen jeden" in embed.description
    assert "**Angemeldet** (0): noch niemand" in embed.description
    assert "Drücke **Mitmachen**, um mitzuspielen. Der Veranstalter drückt **Starten**." in embed.description
    assert labels_of(post) == ["Mitmachen", "Abmelden", "Starten", "Computer hinzufügen"]
    german_only(f"{embed.title}\n{embed.description}\n{' '.join(labels_of(post))}")

    # Each player's answer in their own language: German, and French for carol.
    assert answer(await bob.click(post, label="Mitmachen")) == (
        f"Erledigt: Du bist für Turnier #{tid} angemeldet."
    )
    assert answer(await carol.click(post, label="Mitmachen")) == (
        f"C'est fait : ton inscription au tournoi #{tid} est enregistrée."
    )
    refused = answer(await carol.click(post, label="Mitmachen"))
    assert refused == (
        f"Ton inscription au tournoi #{tid} est déjà enregistrée ; "
        "appuie sur **Se désinscrire** pour te retirer."
    )
    refused = answer(await carol.click(post, label="Starten"))
    assert refused == f"Seul l'organisateur (<@{alice.id}>) peut lancer le tournoi #{tid}."
    for player in (alice, dave):
        assert "Erledigt" in answer(await player.slash(table.channel, "tournament join"))
    listed = answer(await carol.slash(table.channel, "tournament list"))
    assert listed == (
        f"#{tid} Synapse-Ice, toutes rondes : inscriptions ouvertes, dans <#{table.channel.id}>"
    )
    listed = answer(await dave.slash(table.channel, "tournament list"))
    assert listed == f"#{tid} Synapse-Ice, Jeder gegen jeden: Anmeldung offen, in <#{table.channel.id}>"

    started = answer(await alice.click(signup_post(table.channel), label="Starten"))
    assert started == f"Erledigt: Turnier #{tid} hat begonnen; seine Partien beginnen in Threads."
    await table.env.settle()
    embed = signup_post(table.channel).embeds[0]
    assert "Die Anmeldung ist geschlossen: Das Turnier hat begonnen." in embed.description
    german_only(embed.description.replace("alice", "").replace("bob", "").replace("carol", ""))

    # Every pairing's thread is named in German, and its first line says so in German.
    names = {m.id: m.name for m in (alice, bob, carol, dave)}
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    assert len(pairings) == 6 and len(table.channel.threads) == 6
    for p in pairings:
        thread = next(t for t in table.channel.threads if t.id == p.thread_id)
        first, second = (names[s] for s in p.seats)
        assert thread.name == f"Turnier {tid}, Runde 1: {first} gegen {second}"
        greeting = str(public_messages(thread)[0].content)
        assert greeting.startswith(f"Turnier {tid}, Runde 1: {first} gegen <@{p.seats[1]}>. ")
        assert greeting.endswith(f"Eure Partie findet in diesem Thread statt; {first} zieht zuerst.")

    # dave withdraws (his games are lost), told in German; the others play on.
    withdrawn = answer(await dave.slash(table.channel, "tournament withdraw"))
    assert withdrawn == f"Erledigt: Du hast dich aus Turnier #{tid} zurückgezogen (3 Partien aufgegeben)."
    await table.env.settle()
    standings = str(
        next(m for m in public_messages(table.channel) if "Tabellenstand" in str(m.content)).content
    )
    assert standings.startswith(f"**Turnier #{tid}: Tabellenstand** · Runde 1.\n")
    assert "dave (zurückgezogen) — 0 Pkt. (Direktvergleich 0, S-B 0; 3 Partien)" in standings
    assert "\n-# S-B = Sonneborn-Berger.\nLaufende Partien:\n<#" in standings

    # The rest of the games: the first seat resigns.
    by_id = {m.id: m for m in (alice, bob, carol)}  # dave's games are over
    for p in await table.bot.core.store.tournaments.pairings(tid):
        row = await table.bot.core.store.games.get(p.game_id)
        if row.status == "active":
            thread = next(t for t in table.channel.threads if t.id == p.thread_id)
            await by_id[row.seats[0]].slash(thread, "resign")
            await table.env.settle()
    assert (await table.bot.core.store.tournaments.get(tid)).status == "finished"

    public = public_messages(table.channel)
    standings = str(next(m for m in public if "Tabellenstand" in str(m.content)).content)
    assert standings.startswith(f"**Turnier #{tid}: Tabellenstand** · Beendet.\n")
    lines = standings.splitlines()[1:5]
    assert all(
        re.fullmatch(r"\d\\\. \S+( \(zurückgezogen\))? — \d Pkt\. \(.*; 3 Partien\)", x) for x in lines
    )
    final = public[-1]
    assert re.fullmatch(
        rf"Turnier #{tid} ist vorbei: .+ (gewinnt|teilen sich den Sieg)! Der Endstand folgt unten\.",
        str(final.content),
    )
    assert [a.filename for a in final.attachments] == [f"turnier-{tid}-1.png"]
    for message in public:
        german_only(re.sub(r"\b(alice|bob|carol|dave)\b", "", texts_of(message)))
    for thread in table.channel.threads:
        german_only(re.sub(r"\b(alice|bob|carol|dave)\b", "", thread.name))
        german_only(re.sub(r"\b(alice|bob|carol|dave)\b", "", str(public_messages(thread)[0].content)))

    # Private answers after the end: the standings in the reader's language.
    mine = answer(await carol.slash(table.channel, "tournament standings"))
    assert mine.startswith(f"**Classement du tournoi #{tid}** · Terminé.\n")
    assert re.search(r"carol — \d pts? \(Confrontation directe \d, S-B \d ; 3 parties\)", mine), mine
    refused = answer(await carol.slash(table.channel, "tournament withdraw"))
    assert refused == (
        "Il n'y a pas de tournoi dans ce salon ; indiques-en un avec `tournament:` (`/tournament list`)."
    )
    listed = answer(await carol.slash(table.channel, "tournament list"))
    assert "Aucun tournoi n'est ouvert ou en cours ici." in listed and "toutes rondes : terminé" in listed
    words = re.sub(r"`[^`]*`", "", listed)  # commands keep their names
    assert FRENCH.search(words) and not re.search(r"\b(the|is|tournament|finished)\b", words)


def snapshot(status: str, fmt: str = "swiss") -> Snapshot:
    t = TournamentRow(
        7, 1, 1, 1, "epicycle", fmt, 3, 2, 24, None, None, True, {}, status, 2, None, None, None
    )
    entrants = [Entrant(1, "bob", None, 0.0, False), Entrant(2, "carol", None, 0.0, True)]
    rows = [
        Row(1, 1, Fraction(5, 2), Fraction(13, 4), Fraction(1, 3), 3),
        Row(2, 2, Fraction(1, 2), Fraction(1), Fraction(0), 1),
    ]
    return Snapshot(t, entrants, [], rows)


def test_numbers_in_the_standings_are_written_as_each_language_writes_them() -> None:
    german = standings_text(snapshot("running"), "de")
    assert "1\\. bob — 2,5 Pkt. (Buchholz 3,25, S-B 0,33; 3 Partien)" in german
    assert "2\\. carol (zurückgezogen) — 0,5 Pkt. (Buchholz 1, S-B 0; 1 Partie)" in german
    assert german.startswith("**Turnier #7: Tabellenstand** · Runde 2 von 3.")
    french = standings_text(snapshot("running"), "fr")
    assert "1\\. bob — 2,5 pts (Buchholz 3,25, S-B 0,33 ; 3 parties)" in french
    assert "2\\. carol (retrait) — 0,5 pt (Buchholz 1, S-B 0 ; 1 partie)" in french
    english = standings_text(snapshot("running"), "en")
    assert "1\\. bob — 2.5 pts (Buchholz 3.25, S-B 0.33; 3 games)" in english
    assert "2\\. carol (withdrew) — 0.5 pts (Buchholz 1, S-B 0; 1 game)" in english


def test_the_sign_up_and_the_final_post_in_spanish_and_portuguese() -> None:
    signup = snapshot("signup")
    options = replace(signup, t=replace(signup.t, options={"random_setup": True}))
    embed = signup_message(options, lang="es")["embed"]
    assert "**Opciones:** las piezas del anillo se barajan al empezar." in embed.description
    assert embed.title == "Torneo #7 · inscripción"
    assert "**Juego:** Epicycle · **Formato:** sistema suizo" in embed.description
    assert (
        "**Límite de tiempo:** 24 h por jugada; quien se queda sin tiempo pierde la partida."
        in embed.description
    )
    assert "**Inscritos** (2): bob, carol" in embed.description
    final = final_post(snapshot("finished"), "pt-BR")
    assert final["content"] == "O torneio #7 terminou: <@1> vence! Classificação final abaixo."
    assert [f.filename for f in final["files"]] == ["torneio-7-1.png"]
    assert get_game("epicycle").title in final["files"][0].description


async def test_cancelled_tournaments_say_why_in_the_servers_language(table, locales):
    """Cancelled by the organiser (a note kept in English, worded for each reader) and
    closed with too few players (a note kept as what to say): both read German on a German
    server, in the game's thread too; the organiser's answer in her own language."""
    table.env.settle_timeout = 60.0
    alice, bob, carol, _ = table.players()
    locales[alice.id] = "es"
    await server_language(table, "de")
    await alice.slash(table.channel, "tournament new", game="synapse", format="swiss")
    await table.env.settle()
    for player in (bob, carol):
        await player.click(signup_post(table.channel), label="Mitmachen")
    await alice.click(signup_post(table.channel), label="Starten")
    await table.env.settle()
    (thread,) = table.channel.threads
    cancelled = answer(await alice.slash(table.channel, "tournament cancel"))
    assert cancelled == "Hecho: el torneo #1 está cancelado."
    await table.env.settle()
    assert str(public_messages(thread)[-1].content) == (
        "Turnier #1 wurde abgesagt, daher endet diese Partie unvollendet."
    )
    why = "Der Veranstalter hat das Turnier abgesagt."
    assert str(public_messages(table.channel)[-1].content) == f"Turnier #1 wurde abgesagt. {why}"
    assert why in str(signup_post(table.channel).embeds[0].description)
    standings = str(
        next(m for m in public_messages(table.channel) if "Tabellenstand" in str(m.content)).content
    )
    assert standings.startswith(f"**Turnier #1: Tabellenstand** · Abgesagt. {why}\n")

    other = table.guild.create_text_channel("events")
    await alice.slash(other, "tournament new", game="pylon", format="round-robin", signup_hours=2)
    await table.env.settle()
    await bob.click(signup_post(other), label="Mitmachen")
    await table.env.advance_time(3 * 3600)
    await table.bot.get_cog("TournamentCog").runner.sweep()
    await table.env.settle()
    why = "Die Anmeldung schloss mit 1 Spieler, weniger als die nötigen 2, daher ist es abgesagt."
    assert str(public_messages(other)[-1].content) == f"Turnier #2 wurde abgesagt. {why}"
    assert why in str(signup_post(other).embeds[0].description)
    assert not signup_post(other).components  # no more buttons
    later = answer(await alice.slash(other, "tournament standings", tournament=2))
    assert later == (
        "**Clasificación del torneo #2** · Cancelado. La inscripción se cerró con 1 jugador, menos de los 2 "
        "que necesita, así que se cancela.\n1\\. bob — 0 ptos. (Enfrentamiento directo 0, S-B 0; 0 partidas)"
        "\n-# S-B = Sonneborn-Berger."
    )


def test_a_note_stored_in_english_before_the_upgrade_reads_as_it_was_stored() -> None:
    old = "Sign-up closed with 1 player(s), fewer than the 2 it needs, so it is cancelled."
    assert note_text("de", old) == old
    assert note_text("fr", "The organiser cancelled the tournament.") == "L'organisateur a annulé le tournoi."
    assert note_text("de", UNNAMED_CANCEL).startswith("Der Veranstalter oder ein Mitglied")
    stored = note_to_store(Said("tournaments-note-no-repeat-free", next=4, round=3))
    assert note_text("pt-BR", stored).endswith("o torneio termina após a rodada 3.")
    assert note_text("de", None) == ""


def test_thread_names_in_each_language_fit_discords_limit_and_name_everyone() -> None:
    p = Pairing(12, round=3, slot=0, leg=1, seats=(1, 2, 3), thread_id=None, game_id=None, places=None)
    t: Any = type("T", (), {"id": 12})()
    long = {1: "b" * 60, 2: "c" * 60, 3: "d" * 60}
    for lang, head, versus in (
        ("de", "Turnier 12, Runde 3, Wiederholung 1: ", " gegen "),
        ("fr", "Tournoi 12, ronde 3, rejouée 1 : ", " contre "),
        ("es", "Torneo 12, ronda 3, repetición 1: ", " contra "),
        ("pt-BR", "Torneio 12, rodada 3, repetição 1: ", " x "),
    ):
        assert thread_name(lang, t, p, {1: "bob", 2: "carol", 3: "dave"}) == head + versus.join(
            ["bob", "carol", "dave"]
        )
        name = thread_name(lang, t, p, long)
        assert len(name) <= THREAD_NAME_LIMIT and name.startswith(head + "bbb"), name
        assert versus + "ccc" in name and versus + "ddd" in name, name
