"""The Connections deck data, its load checks and the notation parser."""

import pytest

import i18n
from rules import IllegalMove
from rules.connections.actions import Action, action_text, parse_action, split_names
from rules.connections.deck import (
    CARD_INDEX,
    CARDS,
    LINK_REGIONS,
    LINKING_CARDS,
    LINKS,
    REGION_NAMES,
    REGION_OF,
    REGIONAL_CARDS,
    REGIONS,
    Link,
    Region,
    check_deck,
    in_deck_order,
)
from rules.notation import normalize


def test_counts_and_order():
    assert len(REGIONAL_CARDS) == 42
    assert len(LINKING_CARDS) == 12
    assert len(set(CARDS)) == 54
    assert (CARDS[0], CARDS[41], CARDS[42], CARDS[-1]) == ("New York", "Moscow", "Chicago", "Dakar")
    assert REGION_NAMES[0] == "Atlantic North America" and REGION_NAMES[-1] == "Eastern Europe"
    assert REGION_OF["Sao Paulo"] == "South America"
    assert LINK_REGIONS["Gibraltar"] == ("Western Europe", "Mediterranea", "Africa")


def test_no_link_makes_more_than_eleven():
    sizes = {r.name: len(r.cities) for r in REGIONS}
    biggest = max(1 + sum(sizes[r] for r in regions) for regions in LINK_REGIONS.values())
    assert biggest == 11  # Chicago, Gibraltar and Singapore reach exactly 11


def test_every_region_has_a_colour_and_hex():
    for region in REGIONS:
        assert region.colour and region.hex.startswith("#") and len(region.hex) == 7


@pytest.mark.parametrize(
    ("regions", "links", "message"),
    [
        (REGIONS[:-1], LINKS, "42 regional"),
        (REGIONS, LINKS[:-1], "12 linking"),
        (REGIONS, (*LINKS[:-1], Link("Chicago", ("Africa", "Caribbea"))), "unique"),
        (REGIONS, (*LINKS[:-1], Link("Nowhere", (*REGION_NAMES[:2], "Africa"))), "set of 14"),
        (REGIONS, (*LINKS[:-1], Link("Solo", ("Africa",))), "two or more"),
        ((Region("Atlantic North America", "orange", "F28C28", REGIONS[0].cities), *REGIONS[1:]), LINKS,
         "colour"),
    ],
)
def test_load_check_refuses_bad_data(regions, links, message):
    with pytest.raises(ValueError, match=message):
        check_deck(regions, links)


def test_in_deck_order():
    assert in_deck_order(["Dakar", "Lima", "New York", "Chicago"]) == ["New York", "Lima", "Chicago", "Dakar"]
    assert all(CARD_INDEX[c] == i for i, c in enumerate(CARDS))


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("draw deck", "draw deck"),
        ("DRAW   from the discard pile", "draw discard"),
        ("discard são paulo", "discard Sao Paulo"),
        ("meld lima, SAO PAULO buenos aires", "meld Sao Paulo Buenos Aires Lima"),
        ("link chicago pacific north america", "link Chicago Pacific North America"),
        ("link gibraltar mediterranean", "link Gibraltar Mediterranea"),
        ("lay hong kong", "lay Hong Kong"),
        ("announce", "announce"),
        ("invite 2 panama city", "invite 2 Panama City"),
        ("invite seat 2 chicago", "invite 2 Chicago"),
        ("offer lagos for africa to 2", "offer Lagos for Africa to 2"),
        ("offer Lagos for southeast asia to seat 3", "offer Lagos for South East Asia to 3"),
        ("offer toronto for new york to 1", "offer Toronto for New York to 1"),
        ("offer chicago for australasia to 0", "offer Chicago for AustralAsia to 0"),
        ("accept 4 nairobi", "accept 4 Nairobi"),
        ("accept #4 nairobi", "accept 4 Nairobi"),
        ("decline 12", "decline 12"),
        ("cancel 3", "cancel 3"),
    ],
)
def test_parse_to_canonical(typed, canonical):
    action = parse_action(normalize(typed))
    assert action_text(action) == canonical
    assert parse_action(normalize(canonical)) == action


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("discard pariss", "there is no card called Pariss; cards are named by their city"),
        ("meld lagos nairobi new yrok", "there is no card called New Yrok; cards are named by their city"),
        ("lay africa", "Africa is a region"),
        ("meld lagos nairobi", "name 3 cards"),
        ("meld lagos lagos nairobi", "three different cards"),
        ("draw", "draw deck or draw discard"),
        ("draw hand", "draw deck or draw discard"),
        ("fly to paris", "unknown action 'fly'"),
        ("invite chicago", "not a seat number"),
        ("offer lagos to 2", "write an offer as"),
        ("offer lagos for africa nairobi to 2", "one region or one card"),
        ("accept nairobi", "not an offer number"),
        ("decline 4 5", "write it as"),
        ("announce now", "announce takes nothing"),
        ("link africa chicago", "name a linking card and one of its regions"),
    ],
)
def test_parse_refusals(typed, message):
    with pytest.raises(IllegalMove) as caught:
        parse_action(normalize(typed))
    assert message in i18n.say("en", caught.value.said)


def test_split_names_prefers_longest():
    assert split_names(["san", "juan", "sao", "paulo"]) == [("card", "San Juan"), ("card", "Sao Paulo")]
    assert split_names(["panama", "city", "caribbea"]) == [("card", "Panama City"), ("region", "Caribbea")]


def test_action_text_of_every_kind():
    offer = Action("offer", cards=("Lagos",), want="Africa", seat=2)
    assert action_text(offer) == "offer Lagos for Africa to 2"
    assert action_text(Action("invite", cards=("Chicago",), seat=1)) == "invite 1 Chicago"
