"""The card table in each reader's language (issue #34): at a four-player table on a
German server, alice reads German (her /language), bob French and dave German (their
Discord apps), carol English. Hands, drawn cards, an offer and its answer, invitations and
their closing edits reach each player in their own language; the channel's lines (a
notice, a round's points) are German."""

from __future__ import annotations

import json
import re
from typing import Any

import discord
import pytest
from bot_helpers import open_game, texts_of
from test_bot_cards_support import GAME, actor_of, current, dms, public, quick_move

import i18n
import render
from bot.features.connections.wording import (
    card_label,
    final_table,
    hand_text,
    offer_line,
    round_summary,
    want_label,
)
from bot.storage.said_json import said_from_json, said_to_json
from rules.connections.deck import REGION_OF
from rules.said import Said, Seat

# Seed 79 deals alice San Francisco, Seattle, Anchorage and Honolulu (which links Pacific
# North America and Pacific Asia); bob Shanghai (Pacific Asia).
SEED = 79


def english_fragments() -> list[str]:
    """The words of every English message of the card table, between its placeholders:
    none may reach a reader of another language."""
    found = []
    for key, source in i18n.sources("en").items():
        if key.startswith("cards-") and source.value:
            found += [part.strip() for part in source.value.split("{…}") if len(part.strip()) >= 10]
    return found


ENGLISH = english_fragments()


def no_english(text: str) -> None:
    leaked = [fragment for fragment in ENGLISH if fragment in text]
    assert not leaked, (leaked, text)


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


async def german_table(table: Any, locales: dict[int, str]) -> list[Any]:
    """The server posts in German; alice chose German, bob's app is French, dave's German,
    carol's English (SimCord's en-US). Returns the players in seat order."""
    role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    ada = table.guild.add_member(table.env.create_user("ada"), roles=[role])
    await ada.slash(table.channel, "settings", language="de")
    await table.alice.slash(table.channel, "language", language="de")
    locales[table.bob.id] = "fr"
    locales[table.dave.id] = "de"
    table.bot.new_seed = lambda: SEED
    members = [table.alice, table.bob, table.carol, table.dave]
    await open_game(table, "connections", members)
    return members


async def test_hands_offers_and_invitations_reach_each_player_in_their_language(table, locales):
    # carol's DMs are closed to the bot: the channel is told, in the server's German.
    dm_channel = table.carol.user.dm_channel
    table.env.inject_error("POST", f"/channels/{dm_channel.id}/messages", status=403, code=50007, times=None)
    members = await german_table(table, locales)
    row, state = await current(table)
    assert {"San Francisco", "Seattle", "Anchorage", "Honolulu"} <= set(state["hands"][0])
    assert "Shanghai" in state["hands"][1]

    # Hands by DM: German, French; the picture's name too.
    alice_hand, bob_hand = dms(table.alice)[-1], dms(table.bob)[-1]
    assert alice_hand.content.startswith(
        f"Deine Hand in der Connections-Partie #{row.id} (Runde 1 von 4, 7 Karten):"
    )
    assert (
        "**Verbindungskarten**: Honolulu (verbindet Pacific North America und Pacific Asia)"
        in alice_hand.content
    )
    assert "[Zur Partie](https://discord.com/channels/" in alice_hand.content
    assert bob_hand.content.startswith(
        f"Ta main dans la partie Connections #{row.id} (manche 1 sur 4, 7 cartes) :"
    )
    assert [a.filename for a in bob_hand.attachments] == ["main.png"]
    notice = next(m for m in public(table.channel) if f"<@{table.carol.id}>" in m.content)
    assert notice.content.startswith(
        f"Ich konnte <@{table.carol.id}> die Hand nicht per DM schicken; nutze `/hand`"
    )
    no_english(notice.content)
    # /hand: privately, in the player's language (carol's is English).
    assert answer(await table.carol.slash(table.channel, "hand")).startswith(
        "Your hand in Connections game #"
    )
    shown = await table.bob.slash(table.channel, "hand")
    assert (
        answer(shown).startswith("Ta main dans la partie")
        and shown.response.attachments[0].filename == "main.png"
    )

    # bob (French) offers dave (German) a card for a region dave holds.
    give = next(c for c in state["hands"][1] if c != "Shanghai")
    want = next(REGION_OF[c] for c in state["hands"][3] if c in REGION_OF)
    sent = await table.bob.slash(table.channel, "trade offer", player=table.dave, give=give, want=want)
    assert answer(sent) == (
        f"Offre #1 envoyée : ta carte {give} contre n'importe quelle carte de la région {want}. "
        "Annule-la avec `/trade cancel offer:1`."
    )
    listed = answer(await table.bob.slash(table.channel, "trade list"))
    assert f"#1 : tu offres {give} à dave contre n'importe quelle carte de la région {want}" in listed
    assert "**Tes offres**" in listed and "**Offres pour toi**" in listed
    wants = await table.bob.autocomplete(table.channel, "trade offer", "want", "afr")
    assert wants[0]["name"] == "n'importe quelle carte de la région Africa"
    offer_dm = dms(table.dave)[-1]
    assert offer_dm.content.startswith(
        f"**Tauschangebot #1** in der Connections-Partie #{row.id}: "
        f"bob bietet dir **{give} ({REGION_OF[give]})** für eine beliebige Karte aus {want} an."
    )
    assert "Wähle unten die Karte, die du gibst" in offer_dm.content
    labels = [
        getattr(c, "label", None) or c.placeholder for line in offer_dm.components for c in line.children
    ]
    assert labels == ["Annehmen: Wähle die Karte, die du gibst", "Ablehnen"]
    # dave accepts in the DM: asked in German, then Confirm (the button is German too).
    card = next(c for c in state["hands"][3] if REGION_OF.get(c) == want)
    asked = await table.dave.user.select(offer_dm, [card], custom_id=f"cards:accept:{row.id}:1")
    assert asked.response.content.startswith(f"Deine Karte **{card} ({want})** für **{give}")
    done = await table.dave.user.click(asked.response, label="Tausch bestätigen")
    assert answer(done) == f"Du hast deine Karte {card} gegen {give} getauscht."
    await table.env.settle()
    closed = next(m for m in dms(table.dave) if m.id == offer_dm.id)
    assert closed.content == (
        f"Tauschangebot #1 ({give} für eine beliebige Karte aus {want}) ist geschlossen: "
        f"Du hast es angenommen und {card} für {give} gegeben."
    )
    assert not closed.components
    told = [m.content for m in dms(table.bob) if "a accepté" in m.content]
    assert told and told[-1].startswith(
        f"dave a accepté ton offre d'échange #1 dans la partie Connections #{row.id} : "
        f"tu as donné **{give}** et reçu **{card} ({want})**."
    )

    # Drawn cards: the private answer and the hand's DM say which, in the mover's language.
    async def move(seat: int, text: str) -> Any:
        return await actor_of(members, row, seat).slash(table.channel, "move", move=text)

    await move(0, "meld San Francisco Seattle Anchorage")
    await move(0, "draw deck")  # this ends alice's turn: the answer is the Play feature's
    for seat in (1, 2, 3):
        reply = answer(await move(seat, "draw deck"))
        _, now = await current(table)
        drawn = GAME.view(now, seat)["drawn"]
        note = {1: f"C'est fait : tu as pioché **{drawn}**.", 2: f"Done: you drew **{drawn}**."}
        note[3] = f"Erledigt: Du hast **{drawn}** gezogen."
        assert reply.startswith(note[seat]), reply
        assert {1: "Ta main dans la partie", 2: "Your hand in Connections", 3: "Deine Hand in"}[seat] in reply
        if seat != 2:
            no_english(reply.split("\n", 1)[1])
            title = {1: "Ta main dans la partie", 3: "Deine Hand in"}[seat]
            hand_dm = next(m.content for m in reversed(dms(members[seat])) if title in m.content)
            assert {1: f"Tu as pioché {drawn}.", 3: f"Du hast {drawn} gezogen."}[seat] in hand_dm
            no_english(hand_dm)
        discard = next(c for c in now["hands"][seat] if c != "Shanghai")
        await move(seat, f"discard {discard}")
    await move(0, "link Honolulu Pacific North America")
    await move(0, "draw deck")

    # Invitations: alice (German) invites bob (French), then dave instead.
    invited = await table.alice.slash(table.channel, "partner invite", player=table.bob, link="Honolulu")
    assert answer(invited) == "Erledigt: Deine Einladung, Partner von Honolulu zu werden, ist verschickt."
    to_bob = dms(table.bob)[-1]
    assert to_bob.content.startswith(
        f"<@{table.bob.id}>, alice t'invite à devenir partenaire de sa liaison **Honolulu** "
        f"(Pacific North America, Pacific Asia) dans la partie Connections #{row.id}."
    )
    await table.alice.slash(table.channel, "partner invite", player=table.dave, link="Honolulu")
    await table.env.settle()
    assert dms(table.dave)[-1].content.startswith(
        f"<@{table.dave.id}>, alice lädt dich ein, Partner der Verbindung"
    )
    assert next(m for m in dms(table.bob) if m.id == to_bob.id).content == (
        f"L'invitation envoyée par alice pour devenir partenaire de sa liaison **Honolulu** dans la "
        f"partie Connections #{row.id} est close : alice a invité dave à la place."
    )
    # A refusal of the rules' own, in the reader's language around it.
    refused = answer(await table.bob.slash(table.channel, "partner invite", player=table.alice, link="Lagos"))
    assert refused.endswith(
        "Seule une liaison à toi et sans partenaire peut faire l'objet d'une invitation ; regarde `/board`."
    )
    refused = answer(
        await table.dave.slash(table.channel, "trade offer", player=table.mod, give=card, want="Africa")
    )
    assert refused == "mo spielt in dieser Partie nicht mit; wähle jemanden aus alice, bob, carol und dave."

    # Nothing of the card table's English reached alice, bob or dave by DM.
    for member in (table.alice, table.bob, table.dave):
        for message in dms(member):
            no_english(message.content)


async def test_a_round_s_points_are_posted_in_the_server_s_language(table, locales, monkeypatch):
    # The pictures are tested elsewhere; a stub keeps this quick.
    tiny = render.hand_png(GAME.key, GAME.view(GAME.new(4, 0), 0))
    monkeypatch.setattr(render, "board_png", lambda *args, **kwargs: tiny)
    monkeypatch.setattr(render, "hand_png", lambda *args, **kwargs: tiny)
    members = await german_table(table, locales)
    while True:
        row, state = await current(table)
        seat = state["turn"]
        posted = len(public(table.channel))
        await actor_of(members, row, seat).slash(table.channel, "move", move=quick_move(state, seat))
        _, after = await current(table)
        if after["round"] != state["round"]:
            break
    post = "\n".join(texts_of(m) for m in public(table.channel)[posted:])
    names = [row.name_of(uid) for uid in row.seats]
    assert "**Punkte in Runde 1:**" in post, post
    assert re.search(r"- \*\*alice\*\* [-+0-9]+: ", post), post
    assert "Handpaare " in post or "nichts ausgelegt, keine Paare auf der Hand" in post
    assert (
        f"In Runde 2 gibt {names[after['dealer']]}; {names[after['turn']]} beginnt. "
        "Die neuen Hände sind in euren DMs (oder `/hand`)."
    ) in post
    for fragment in ("Points in round", "hand pairs", "New hands are in your DMs", "is dealt by"):
        assert fragment not in post
    # The new hands: each in its reader's language.
    assert dms(table.alice)[-1].content.startswith("Deine Hand in der Connections-Partie #1 (Runde 2 von 4,")
    assert dms(table.bob)[-1].content.startswith("Ta main dans la partie Connections #1 (manche 2 sur 4,")
    assert dms(table.carol)[-1].content.startswith("Your hand in Connections game #1 (round 2 of 4,")
    assert dms(table.dave)[-1].content.startswith("Deine Hand in der Connections-Partie #1 (Runde 2 von 4,")


def test_a_closing_edit_keeps_what_to_say_until_it_is_delivered():
    """A closed offer's DM is stored as a Said (JSON in the outbox item) and worded when it
    is delivered, in the reader's language with the names of then."""
    said = Said(
        "cards-offer-closed",
        offer="3",
        give="Lagos",
        want=Said("cards-want-region", region="Africa"),
        reason=Said("cards-closed-cancelled", player=Seat(1)),
    )
    stored = json.loads(json.dumps(said_to_json(said)))
    assert said_from_json(stored) == said
    assert i18n.say("fr", said_from_json(stored), ["alice", "bob"]) == (
        "L'offre d'échange #3 (Lagos contre n'importe quelle carte de la région Africa) est close : "
        "bob l'a annulée."
    )
    listed = Said("cards-refuse-not-player", name="mo", players=("alice", Seat(1)))
    assert said_from_json(said_to_json(listed)) == listed


@pytest.mark.parametrize("lang", ["de", "fr", "es", "pt-BR"])
def test_a_round_s_points_a_hand_and_offers_are_worded_in_every_language(lang):
    """The card table's wording, in each shipped language: no English, no placeholder left."""
    state = GAME.new(4, SEED)
    while state["round"] == 1:
        seat = state["turn"]
        state = GAME.apply(state, seat, quick_move(state, seat))
    names = ["alice", "bob", "carol", "dave"]
    public_view = GAME.view(state, None)
    texts = [round_summary(lang, public_view["round_scores"][0], public_view, names)]
    view = GAME.view(state, 0)
    texts.append(hand_text(lang, 1, view, drawn=view["hand"][0]))
    texts += [card_label(lang, "Honolulu"), want_label(lang, "Africa")]
    offer = {"id": 2, "from": 0, "to": 1, "give": "Lagos", "want": "Western Europe"}
    texts += [offer_line(lang, offer, 0, names), offer_line(lang, offer, 1, names)]
    finished = dict(public_view, result={"scores": public_view["scores"]})
    texts.append(final_table(lang, finished, names))
    for text in texts:
        no_english(text)
        assert "{" not in text and "seat " not in text, text
