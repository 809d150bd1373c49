"""Connections play: dealing, turn shapes, refusals, partnerships, trades, round ends."""

import json

import pytest

import i18n
from rules import IllegalMove
from rules.connections import CONNECTIONS as G
from rules.connections.deck import CARD_INDEX
from rules.connections.positions import position
from rules.said import from_data


def play(state, *moves):
    """Apply (seat, move) pairs in order."""
    for seat, move in moves:
        state = G.apply(state, seat, move)
    return state


def refused(state, seat, move, message):
    with pytest.raises(IllegalMove) as caught:
        G.apply(state, seat, move)
    words = i18n.say(i18n.ENGLISH, caught.value.said)  # the shared rules say what (a Said)
    assert words == message or message in words, words


def last_action(state):
    """The public line of the last action, in English with `seat N` placeholders."""
    return i18n.say("en", from_data(G.view(state, None)["last_action"]))


# ---- dealing and rounds ----------------------------------------------------------------
@pytest.mark.parametrize(("players", "size"), [(3, 8), (4, 7), (5, 6), (6, 5)])
def test_deal(players, size):
    state = G.new(players, seed=7)
    assert [len(h) for h in state["hands"]] == [size] * players
    assert len(state["deck"]) == 54 - size * players and state["discard"] == []
    assert (state["round"], state["rounds"], state["dealer"], state["turn"]) == (1, players, players - 1, 0)
    assert all(h == sorted(h, key=CARD_INDEX.__getitem__) for h in state["hands"])


def test_options_and_seed():
    assert G.new(4, 1, {"rounds_per_player": 2})["rounds"] == 8
    with pytest.raises(ValueError):
        G.new(3, 1, {"rounds_per_player": 4})
    with pytest.raises(ValueError):
        G.new(2, 1)
    assert G.encode(G.new(5, 3)) == G.encode(G.new(5, 3))
    assert G.new(5, 3)["hands"] != G.new(5, 4)["hands"]


def test_dealer_rotates_and_next_seat_starts():
    # Round 1 of 3 (dealt by seat 2); seat 0 announced, seat 1 plays the last turn owed.
    state = position(3, [["Lima"], ["Rome"], ["Tokyo"]], turn=1, dealer=2, announced_by=0,
                     turns_left=[0, 1, 0], turns_taken=[6, 8, 7])
    state = G.apply(state, 1, "draw deck")
    refused(state, 2, "draw deck", "it is seat 1's turn")
    state = G.apply(state, 1, "discard Rome")
    assert state["round"] == 2 and state["dealer"] == 0 and state["turn"] == 1
    assert state["round_scores"][0]["end"] == "announce"
    assert [len(h) for h in state["hands"]] == [8, 8, 8] and state["turns_taken"] == [0, 0, 0]
    # The discard that ended the round was public; the round's points are not repeated
    # (the bot lists them once) and neither is who deals next (it is in the state).
    assert last_action(state) == "seat 1 discarded Rome. Round 1 of 3 is over (announced by seat 0)"
    assert "round 1: seat 0 " in G.text(state, None)  # the terminal's picture keeps the points


# ---- turn shapes -----------------------------------------------------------------------
def test_draw_then_discard():
    state = position(3, [["Lima", "Rome"], ["Tokyo"], ["Seoul"]], deck=["Paris"])
    state = G.apply(state, 0, "draw deck")
    assert state["phase"] == "discard" and state["hands"][0] == ["Paris", "Rome", "Lima"]
    assert G.view(state, 0)["drawn"] == "Paris" and "drawn" not in G.view(state, None)
    assert G.legal_moves(state, 0) == ["discard Lima", "discard Paris", "discard Rome"]
    refused(state, 0, "meld Lima Rome Paris", "you must discard after drawing")
    state = G.apply(state, 0, "discard Paris")  # the card just drawn may go straight back
    assert state["turn"] == 1 and state["turns_taken"] == [1, 0, 0] and state["discard"] == ["Paris"]
    assert G.view(state, 0)["drawn"] is None


def test_play_down_then_draw_and_discard_pile_reuse():
    state = position(3, [["Lagos", "Nairobi", "Johannesburg", "Rome"], ["Tokyo"], ["Seoul"]],
                     discard=["Athens"])
    state = G.apply(state, 0, "MELD johannesburg lagos NAIROBI")
    assert state["last_move"]["move"] == "meld Lagos Nairobi Johannesburg"
    assert state["phase"] == "draw" and state["rows"] == [
        {"seat": 0, "region": "Africa", "cards": ["Lagos", "Nairobi", "Johannesburg"]}]
    assert G.legal_moves(state, 0) == ["draw deck", "draw discard"]
    refused(state, 0, "lay Rome", "finish it with draw deck or draw discard")
    state = G.apply(state, 0, "draw discard")  # allowed after a play-down; it ends the turn
    assert state["turn"] == 1 and state["hands"][0] == ["Rome", "Athens"] and state["discard"] == []
    assert "Athens" not in json.dumps(G.view(state, None))


def test_start_phase_refusals():
    state = position(3, [["Lagos", "Nairobi", "Rome", "Chicago", "Lima"], ["Tokyo"], ["Seoul"]])
    refused(state, 0, "discard Lagos", "discard comes after a draw")
    refused(state, 0, "meld Lagos Nairobi Rome", "those cards are not all one region")
    refused(state, 0, "meld Lagos Nairobi Johannesburg", "you hold no Johannesburg")
    refused(state, 0, "meld Lagos Nairobi Chicago", "Chicago is a linking card; it never melds")
    refused(state, 0, "lay Lima", "you can lay Lima once you have a South America row or a link to it")
    refused(state, 0, "lay Chicago", "Chicago is a linking card; place it with link Chicago <region>")
    refused(state, 0, "link Chicago Atlantic North America",
            "Chicago links Atlantic North America and Pacific North America; you have no row there")
    refused(state, 0, "link Chicago Africa",
            "Chicago links Atlantic North America and Pacific North America, not Africa")
    refused(state, 0, "link Lagos Africa", "Lagos is not a linking card")
    refused(state, 0, "draw discard", "the discard pile is empty; draw deck")
    refused(state, 0, "discard Pariss", "there is no card called Pariss; cards are named by their city")
    refused(state, 1, "draw deck", "it is seat 0's turn")
    refused(state, 0, "announce", "too early to announce")


def test_link_needs_a_row_of_three_and_opens_its_other_regions():
    state = position(3, [["Chicago", "Seattle", "Boston"], ["Tokyo"], ["Seoul"]],
                     rows=[(0, ["New York", "Toronto"]), (1, ["Los Angeles", "San Francisco", "Anchorage"])])
    refused(state, 0, "link Chicago", "a link goes on a row of at least 3 cards")
    state = position(3, [["Chicago", "Seattle", "Boston"], ["Tokyo"], ["Seoul"]],
                     rows=[(0, ["New York", "Toronto", "Montreal"])])
    assert "link Chicago Atlantic North America" in G.legal_moves(state, 0)
    refused(state, 0, "link Chicago Pacific North America",
            "you have no Pacific North America row of 3 or more cards; "
            "link Chicago Atlantic North America fits")
    refused(state, 0, "invite 1 Lagos", "Lagos is not a linking card; invitations are to a link")
    linked = G.apply(state, 0, "link chicago")  # the only row that fits is filled in
    assert linked["last_move"]["move"] == "link Chicago Atlantic North America"
    assert linked["links"] == [{"card": "Chicago", "owner": 0, "anchor": "Atlantic North America",
                                "partner": None, "invited": None}]
    linked = play(linked, (0, "draw deck"), (1, "draw deck"), (1, "discard Tokyo"),
                  (2, "draw deck"), (2, "discard Seoul"))
    assert "lay Seattle" in G.legal_moves(linked, 0)  # a new Pacific row through the link
    laid = G.apply(linked, 0, "lay Seattle")
    assert {"seat": 0, "region": "Pacific North America", "cards": ["Seattle"]} in laid["rows"]


def test_lay_on_a_row_started_by_a_meld():
    state = position(3, [["Lima"], ["Tokyo"], ["Seoul"]], rows=[(0, ["Sao Paulo", "Buenos Aires"])])
    state = G.apply(state, 0, "lay lima")
    assert state["rows"][0]["cards"] == ["Sao Paulo", "Buenos Aires", "Lima"]


# ---- partnerships ----------------------------------------------------------------------
def dakar_table(**extra):
    return position(
        4, [["Tokyo"], ["Lima", "Buenos Aires", "Rome"], ["Sao Paulo", "Seoul"], ["Beijing"]],
        rows=[(0, ["Lagos", "Nairobi", "Johannesburg"])],
        links=[{"card": "Dakar", "owner": 0, "anchor": "Africa"}], **extra,
    )


def test_invite_and_joining_lay():
    state = dakar_table(turn=1)
    assert "invite 1 Dakar" in G.legal_moves(state, 0) and "invite 0 Dakar" not in G.legal_moves(state, 0)
    refused(state, 1, "lay Lima", "you can lay Lima once you have a South America row or a link to it")
    refused(state, 0, "invite 0 Dakar", "name another seat")
    refused(state, 0, "invite 7 Dakar", "seat 7 is not in this game")
    state = G.apply(state, 0, "invite 2 dakar")  # a free action, not on turn
    state = G.apply(state, 0, "invite 1 Dakar")  # replaces the invitation to seat 2
    assert state["links"][0]["invited"] == 1 and state["turn"] == 1 and state["phase"] == "start"
    refused(state, 1, "lay Rome", "you can lay Rome once you have a Mediterranea row or a link to it")
    state = G.apply(state, 1, "lay Lima")
    assert state["links"][0]["partner"] == 1 and state["links"][0]["invited"] is None
    assert "partner" in last_action(state)
    assert not [m for m in G.legal_moves(state, 0) if m.startswith("invite")]
    refused(state, 0, "invite 2 Dakar", "Dakar already has a partner (seat 1)")
    refused(state, 2, "invite 3 Dakar", "Dakar is seat 0's link; only its owner invites")
    refused(state, 0, "invite 2 Chicago", "Chicago is not on the table")
    state = play(state, (1, "draw deck"), (2, "draw deck"), (2, "discard Seoul"), (3, "draw deck"),
                 (3, "discard Beijing"), (0, "draw deck"), (0, "discard Tokyo"))
    assert "lay Buenos Aires" in G.legal_moves(state, 1)  # the partner lays freely now


def test_invitation_to_another_seat_does_not_open_the_region():
    state = dakar_table(turn=2)
    state = G.apply(state, 0, "invite 1 Dakar")
    refused(state, 2, "lay Sao Paulo",
            "you can lay Sao Paulo once you have a South America row or a link to it")


# ---- trades ----------------------------------------------------------------------------
def trade_table(**extra):
    return position(4, [["Tokyo", "Chicago"], ["Lagos", "Lima"], ["Nairobi", "Rome"], ["Seoul", "Paris"]],
                    **extra)


def test_trade_accept_swaps_cards_privately():
    state = trade_table(next_offer=4)
    state = G.apply(state, 1, "offer lagos for mediterranea to 2")
    assert state["offers"] == [{"id": 4, "from": 1, "to": 2, "give": "Lagos", "want": "Mediterranea"}]
    assert G.to_move(state) == (0, 2)
    assert G.legal_moves(state, 2) == ["accept 4 Rome", "decline 4"]
    assert G.legal_moves(state, 1) == ["cancel 4"]
    public = json.dumps(G.view(state, None))
    assert "Lagos" not in public and "Mediterranea" not in last_action(state)
    assert G.view(state, None)["offers"] == [{"id": 4, "from": 1, "to": 2}]
    assert G.view(state, 2)["offers"][0]["give"] == "Lagos" and G.view(state, 3)["offers"] == []
    refused(state, 3, "accept 4 Seoul", "offer 4 is not for you")
    refused(state, 3, "cancel 4", "offer 4 is not yours to cancel")
    refused(state, 2, "accept 4 Nairobi", "offer 4 asks for a card of Mediterranea; Nairobi is not one")
    refused(state, 2, "accept 4 Athens", "you hold no Athens")
    refused(state, 2, "accept 5 Rome", "there is no pending offer 5")
    state = G.apply(state, 2, "accept 4 rome")
    assert state["hands"][1] == ["Rome", "Lima"] and state["hands"][2] == ["Lagos", "Nairobi"]
    assert state["offers"] == [] and G.to_move(state) == (0,)
    assert state["last_move"] == {"seat": 2, "move": "accept 4 Rome"}
    assert G.view(state, None)["last_move"] == {"seat": 2, "kind": "accept"}
    for card in ("Rome", "Lagos"):
        assert card not in json.dumps(G.view(state, None))


def test_trade_refusals():
    state = trade_table()
    refused(state, 1, "offer Lagos for Africa to 0", "trades wait until neither of you is on turn")
    refused(state, 0, "offer Tokyo for Africa to 1", "trades wait until neither of you is on turn")
    refused(state, 1, "offer Rome for Africa to 2", "you hold no Rome")
    refused(state, 1, "offer Lagos for Lima to 2", "you already hold Lima")
    refused(state, 1, "offer Lagos for Rome to 1", "name another seat")
    state = G.apply(state, 1, "offer Lima for Nairobi to 2")
    refused(state, 2, "accept 1 Rome", "offer 1 asks for Nairobi")
    state = G.apply(state, 1, "offer Lima for Seoul to 3")
    state = G.apply(state, 2, "decline 1")
    state = G.apply(state, 1, "cancel 2")
    assert state["offers"] == [] and state["next_offer"] == 3


def test_linking_cards_trade_but_never_answer_a_region_ask():
    state = trade_table(turn=1)
    state = G.apply(state, 0, "offer Chicago for Atlantic North America to 2")
    state = G.apply(state, 2, "offer Nairobi for Chicago to 0")
    assert G.legal_moves(state, 0) == ["accept 2 Chicago", "cancel 1", "decline 2"]
    state = G.apply(state, 0, "accept 2 Chicago")
    # Chicago left seat 0's hand, so offer 1 (which gave it) is void.
    assert state["offers"] == [] and state["hands"][0] == ["Tokyo", "Nairobi"]


def test_offers_lapse_when_a_partys_turn_begins():
    state = trade_table()
    state = play(state, (1, "offer Lagos for Africa to 3"), (2, "offer Rome for Paris to 3"),
                 (3, "offer Seoul for Lagos to 2"))
    state = play(state, (0, "draw deck"), (0, "discard Tokyo"))  # seat 1's turn begins
    assert [o["id"] for o in state["offers"]] == [2, 3]
    state = G.apply(state, 2, "decline 3")
    assert G.to_move(state) == (1, 3)
    state = play(state, (1, "draw deck"), (1, "discard Lagos"))  # seat 2's turn begins
    assert state["offers"] == []


# ---- announcing and the ends of rounds -------------------------------------------------
def ready_to_announce(**extra):
    extra.setdefault("turns_taken", [6, 6, 6])
    return position(3, [["Tokyo", "Seoul"], ["Lagos", "Rome"], ["Lima", "Paris"]], **extra)


def test_announce_timing_and_two_more_turns():
    state = ready_to_announce(turns_taken=[6, 6, 5])
    refused(state, 0, "announce",
            "too early to announce: every player needs 6 turns this round (seat 2 has had 5)")
    state = ready_to_announce()
    assert "announce" in G.legal_moves(state, 0)
    after_draw = G.apply(state, 0, "draw deck")
    refused(after_draw, 0, "announce", "you must discard after drawing")
    state = G.apply(state, 0, "announce")
    assert state["announced_by"] == 0 and state["turn"] == 1 and state["turns_taken"] == [6, 6, 6]
    assert G.view(state, None)["turns_left"] == [0, 2, 2]
    refused(state, 1, "announce", "seat 0 has already announced the end of this round")
    seen = []
    for _ in range(4):
        seat = state["turn"]
        seen.append(seat)
        state = play(state, (seat, "draw deck"), (seat, f"discard {state['hands'][seat][0]}"))
    assert seen == [1, 2, 1, 2]  # the announcer takes no more turns
    assert state["round"] == 2 and state["round_scores"][0]["end"] == "announce"
    assert state["round_scores"][0]["announced_by"] == 0 and state["announced_by"] is None
    assert state["dealer"] == 0 and state["turn"] == 1


def test_no_announcing_in_the_last_round():
    state = ready_to_announce(round_number=3)
    assert "announce" not in G.legal_moves(state, 0)
    refused(state, 0, "announce", "nobody announces in the last round")


def quiet_turn(state):
    seat = state["turn"]
    return play(state, (seat, "draw deck"), (seat, f"discard {state['hands'][seat][-1]}"))


def test_last_round_ends_after_two_quiet_rotations():
    state = position(3, [["Tokyo", "Lima"], ["Lagos"], ["Rome"]], round_number=3,
                     rows=[(0, ["Sao Paulo", "Buenos Aires"])])
    state = play(state, (0, "lay Lima"), (0, "draw deck"))  # a play-down: the count starts after it
    for _ in range(5):
        state = quiet_turn(state)
        assert not G.is_over(state)
    state = quiet_turn(state)
    assert G.is_over(state) and state["round_scores"][-1]["end"] == "quiet"
    assert G.result(state)[0] == tuple(state["scores"]) and state["finish"]["reason"] == "play"


def test_reshuffle_keeps_the_discard_top():
    state = position(3, [["Tokyo"], ["Lagos"], ["Rome"]], deck=[], discard=["Lima", "Paris", "Seoul"],
                     fill_deck=False)
    assert G.legal_moves(state, 0) == ["draw deck", "draw discard"]
    state = G.apply(state, 0, "draw deck")
    assert state["discard"] == ["Seoul"] and len(state["deck"]) == 1 and state["reshuffles"] == 1
    assert state["hands"][0] + state["deck"] != ["Tokyo"]
    assert sorted([*state["hands"][0], *state["deck"]]) == sorted(["Tokyo", "Lima", "Paris"])
    assert "shuffled" in last_action(state)


def test_deck_draw_impossible_with_only_the_discard_top():
    state = position(3, [["Tokyo"], ["Lagos"], ["Rome"]], deck=[], discard=["Lima"], fill_deck=False)
    assert G.legal_moves(state, 0) == ["draw discard"]
    refused(state, 0, "draw deck", "draw discard")


def test_round_ends_when_nothing_can_be_drawn():
    state = position(3, [["Lagos", "Nairobi", "Johannesburg"], ["Rome"], ["Tokyo"]], deck=[],
                     discard=["Lima"], fill_deck=False, scores=[5, 5, 5])
    state = play(state, (0, "meld Lagos Nairobi Johannesburg"), (0, "draw discard"))
    assert state["round"] == 2 and state["round_scores"][0]["end"] == "exhausted"
    assert state["scores"] == [9, 5, 5]


# ---- end by agreement and resigning ----------------------------------------------------
def test_end_now_scores_the_open_round():
    state = position(3, [["Tokyo", "Seoul"], ["Lagos"], ["Rome"]],
                     rows=[(1, ["Sao Paulo", "Buenos Aires", "Lima"])], scores=[30, 0, 10])
    ended = G.end_now(state)
    assert ended["scores"] == [10, 4, 10] and ended["round_scores"][-1]["end"] == "agreement"
    assert G.result(ended) == ((10, 4, 10), (0, 2))  # ties share the win
    assert ended["finish"]["reason"] == "agreement"
    assert G.to_move(ended) == () and G.legal_moves(ended, 0) == []


def test_all_tied_share_the_win():
    ended = G.end_now(position(3, [[], [], []]))
    assert G.result(ended) == ((0, 0, 0), (0, 1, 2))


def test_resign_passes_the_turn_and_drops_offers():
    state = position(4, [["Tokyo"], ["Lagos"], ["Rome"], ["Lima"]], turn=1,
                     links=[{"card": "Dakar", "owner": 0, "anchor": "Africa", "invited": 2}],
                     rows=[(0, ["Nairobi", "Johannesburg"])])
    state = G.apply(state, 2, "offer Rome for Africa to 3")
    state = G.resign(state, 2)
    assert state["offers"] == [] and state["resigned"] == [2]
    assert state["links"][0]["invited"] is None
    state = play(state, (1, "draw deck"), (1, "discard Lagos"))
    assert state["turn"] == 3  # seat 2 is skipped
    state = G.resign(state, 3)
    assert state["turn"] == 0 and "seat 3 resigned" in last_action(state)
    refused(state, 3, "draw deck", "you have resigned")
    state = G.resign(state, 0)
    assert G.is_over(state) and G.result(state)[1] == (1,)


def test_resigned_seats_do_not_hold_up_announcing_or_quiet_rotations():
    state = ready_to_announce(turns_taken=[6, 6, 2])
    state = G.resign(state, 2)
    assert "announce" in G.legal_moves(state, 0)
    state = position(4, [["Tokyo"], ["Lagos"], ["Rome"], ["Lima"]], round_number=4)
    state = G.resign(state, 3)
    for _ in range(5):
        state = quiet_turn(state)
    assert not G.is_over(state)
    state = quiet_turn(state)  # 2 x 3 seats still playing
    assert G.is_over(state)


# ---- views ---------------------------------------------------------------------------
REQUIRED = {"round", "rounds", "dealer", "to_move", "phase", "turns_taken", "announced_by", "deck_size",
            "discard_top", "discard_size", "hand_sizes", "rows", "links", "scores", "round_scores",
            "last_action", "regions", "offers", "last_move"}


def test_view_keys():
    state = dakar_table()
    state = G.apply(state, 0, "invite 2 Dakar")
    public, private = G.view(state, None), G.view(state, 1)
    assert set(public) >= REQUIRED and not {"hand", "drawn"} & set(public)
    assert set(private) >= REQUIRED | {"hand", "drawn"}
    assert private["hand"] == ["Rome", "Buenos Aires", "Lima"]  # deck order
    assert public["links"] == [{"card": "Dakar", "owner": 0, "anchor": "Africa",
                                "regions": ["Africa", "South America"], "partner": None, "invited": 2}]
    assert public["regions"][0] == {"name": "Atlantic North America", "colour": "orange", "hex": "#F28C28"}
    assert public["last_move"] == {"seat": 0, "kind": "invite"}
    json.dumps(private)


def test_text_shows_hand_only_to_its_seat():
    state = dakar_table()
    assert "Buenos Aires" in G.text(state, 1) and "Buenos Aires" not in G.text(state, None)
    assert "Buenos Aires" not in G.text(state, 0)
    assert G.hidden_information is True
