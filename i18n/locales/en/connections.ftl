# Connections, the card game: what its engine says (rules/connections, rules/steps/connections.py,
# rules/words/connections.py). Variables in { } keep their names.
# $seat, $owner, $partner, $from, $to ...: a player's name. $card: a city or linking card
# (a proper name, never translated). $region: a region's name as the notation writes it
# (Western Europe, Africa ...; kept as it is). $usage, $move, $choices: notation, kept as it is.
# $offer: an offer's number. $cards, $regions: lists, already joined with the language's "and".

## Lists the engine builds

# A list of items separated by commas only (no "and"): "alice 5, bob 3, carol 0".
connections-list = { $first }, { $rest }
# Alternatives: "link Chicago Atlantic North America or link Chicago Pacific North America".
connections-either = { $first } or { $rest }

## Cards and what they belong to

# A regional card with its region: "Lagos (Africa)".
connections-card-regional = { $card } ({ $region })
# A linking card with the regions it links: "Chicago (links Atlantic North America and Pacific North America)".
connections-card-linking = { $card } (links { $regions })
# What an offer asks for, when it is a whole region: "any Africa card".
connections-want-region = any { $region } card
# The same inside a list of pending offers.
connections-want-region-any = any card of { $region }

## Refusals of typed actions (the notation: draw, discard, meld, link, lay, announce, invite, offer, accept, decline, cancel)

connections-refuse-empty = type an action, e.g. draw deck
connections-refuse-unknown-card = there is no card called { $name }; cards are named by their city
connections-refuse-region-not-card = { $region } is a region; cards are named by their city ({ $usage })
connections-refuse-card-count = name { $count ->
    [one] one card
   *[other] { $count } cards
}: { $usage }
# $word is what the player typed where a number belongs.
connections-refuse-not-seat-number = '{ $word }' is not a seat number: { $usage }
connections-refuse-not-offer-number = '{ $word }' is not an offer number: { $usage }
connections-refuse-draw-where = draw from where? draw deck or draw discard
connections-refuse-meld-different = a meld is three different cards
connections-refuse-link-shape = name a linking card and one of its regions: { $usage }
connections-refuse-announce-extra = announce takes nothing after it
connections-refuse-invite-shape = name a seat and your link: { $usage }
connections-refuse-offer-shape = write an offer as: { $usage }
connections-refuse-offer-want = ask for one region or one card: { $usage }
connections-refuse-answer-which = name the offer: { $usage }
connections-refuse-answer-shape = write it as: { $usage }
# $verbs: the actions of the notation, e.g. "draw, discard, meld".
connections-refuse-unknown-verb = unknown action '{ $verb }'; the actions are { $verbs }

## Refusals of actions the rules do not allow now

connections-refuse-not-held = you hold no { $card }
connections-refuse-seat-absent = { $seat } is not in this game
connections-refuse-own-seat = name another seat than your own
connections-refuse-seat-resigned = { $seat } has resigned
connections-refuse-not-your-turn = it is { $seat }'s turn
connections-refuse-discard-now = you must discard after drawing
connections-refuse-draw-now = you have played down this turn; finish it with draw deck or draw discard
connections-refuse-discard-first = a turn begins with a draw or a play-down (meld, link, lay); discard comes after a draw
connections-refuse-discard-empty = the discard pile is empty; draw deck
connections-refuse-deck-empty = the deck is empty and the discard pile holds only its top card; draw discard
connections-refuse-meld-linking = { $card } is a linking card; it never melds (place it with link)
connections-refuse-meld-regions = those cards are not all one region
connections-refuse-lay-linking = { $card } is a linking card; place it with link { $card } <region>
connections-refuse-lay-closed = you can lay { $card } once you have a { $region } row or a link to it
connections-refuse-link-not-linking = { $card } is not a linking card; meld it or lay it
connections-refuse-link-region = { $card } links { $regions }, not { $region }
connections-refuse-link-short = { $card } links { $regions }; a link goes on a row of at least 3 cards
connections-refuse-link-no-row = { $card } links { $regions }; you have no row there
# $choices: the moves that would do, e.g. "link Chicago Atlantic North America or link Chicago Pacific North America".
connections-refuse-link-which = name the row: { $choices }
# $fit: a region where the link fits.
connections-refuse-link-no-fit = you have no { $region } row of 3 or more cards; link { $card } { $fit } fits
connections-refuse-announce-last = nobody announces in the last round; it ends after two rotations without a play-down
connections-refuse-announce-again = { $seat } has already announced the end of this round
connections-refuse-announce-early = too early to announce: every player needs { $needed } turns this round ({ $seat } has had { $taken })
connections-refuse-invite-not-linking = { $card } is not a linking card; invitations are to a link
connections-refuse-invite-not-on-table = { $card } is not on the table
connections-refuse-invite-not-owner = { $card } is { $owner }'s link; only its owner invites
connections-refuse-invite-partnered = { $card } already has a partner ({ $partner })
# A sentence of its own (a refusal of new input, refuse_new).
connections-refuse-invite-repeated = You already invited { $seat } to partner { $card }; wait for their answer or invite someone else.
connections-refuse-trade-on-turn = trades wait until neither of you is on turn
connections-refuse-offer-held = you already hold { $card }; ask for a card you do not have
connections-refuse-no-offer = there is no pending offer { $offer }
connections-refuse-cancel-not-yours = offer { $offer } is not yours to cancel
connections-refuse-offer-not-for-you = offer { $offer } is not for you
connections-refuse-accept-region = offer { $offer } asks for a card of { $region }; { $card } is not one
connections-refuse-accept-card = offer { $offer } asks for { $card }

## What happened: the public line of each action (the channel reads it; it names no card in a hand)

connections-did-discard = { $seat } discarded { $card }
connections-did-meld = { $seat } melded { $cards }
connections-did-link = { $seat } linked { $card } to their { $region } row
connections-did-lay = { $seat } laid { $card }
# $links: links the player joined by this lay, e.g. "alice's Chicago and bob's Cairo".
connections-did-lay-join = { $seat } laid { $card } and became the partner of { $links }
# One link by its owner, inside the line above.
connections-owned-link = { $owner }'s { $card }
connections-did-announce = { $seat } announced the end of the round; every other player has two more turns
connections-did-invite = { $seat } invited { $invited } to partner { $card }
connections-did-offer = { $seat } made offer { $offer } to { $to }
connections-did-accept = { $seat } accepted offer { $offer }: { $from } and { $seat } traded a card
connections-did-decline = { $seat } declined offer { $offer } from { $from }
connections-did-cancel = { $seat } cancelled offer { $offer } to { $to }
connections-did-draw-deck = { $seat } drew from the deck
connections-did-draw-reshuffle = { $seat } drew from the deck (the discard pile, except its top card, was shuffled into a new deck)
connections-did-draw-discard = { $seat } took the top card of the discard pile
connections-did-resign = { $seat } resigned
connections-did-deal = Round { $round } dealt by { $dealer }; { $seat } starts
# An action, then the end of the round it caused: "alice discarded Lima. Round 1 of 4 is over (announced by bob)".
connections-then = { $action }. { $then }

## How a round ends

# $why: one of the reasons below.
connections-round-over = Round { $round } of { $rounds } is over ({ $why })
connections-end-announce = announced by { $seat }
connections-end-quiet = two rotations without a play-down
connections-end-exhausted = no card left to draw
connections-end-agreement = ended by agreement
connections-did-agree = The players agreed to end the game; round { $round } of { $rounds } is over ({ $why })
# Why the game ended, after its result.
connections-end-reason = All { $rounds } rounds are played

## The status line under the table

# $scores: each player with their score, e.g. "alice 5, bob 3".
connections-status = Round { $round } of { $rounds }. Scores: { $scores }.
connections-seat-score = { $seat } { $points }

## Moves in words (the /move list, the Play picker)

connections-label-draw-deck = Draw from the deck
connections-label-draw-discard = Take { $card } from the discard pile
# $card: the card with its region, e.g. "Lagos (Africa)".
connections-label-discard = Discard { $card }
connections-label-meld = Meld { $cards } ({ $region })
connections-label-lay = Lay { $card } on a { $region } row
connections-label-link = Link { $card } to your { $region } row
connections-label-announce = Announce: the round ends after two more turns each
connections-label-accept = Accept offer { $offer }, giving { $card }
connections-label-decline = Decline offer { $offer }
connections-label-cancel = Cancel your offer { $offer }
connections-label-invite = Invite { $seat } to partner { $card }

## Moves as /history lists them: the move in words inside a line, then its notation in brackets

connections-history = { $words } ({ $move })
connections-history-draw-deck = draw from the deck
connections-history-draw-discard = take { $card } from the discard pile
connections-history-discard = discard { $card }
connections-history-meld = meld { $cards } ({ $region })
connections-history-lay = lay { $card } on a { $region } row
connections-history-link = link { $card } to your { $region } row
connections-history-announce = announce: the round ends after two more turns each
connections-history-decline = decline offer { $offer }
connections-history-cancel = cancel your offer { $offer }
connections-history-invite = invite { $seat } to partner { $card }
# A trade offer or answer in the history: its cards are hidden from everyone else.
connections-history-offer-hidden = offer (cards hidden) to { $seat }
connections-history-accept-hidden = accept (cards hidden)

## Questions before a trade or an invitation is sent (the Play picker, privately)

connections-confirm-offer = Offer { $seat } your { $card } for { $want }?
connections-confirm-invite = Invite { $seat } to partner your link { $card }?
connections-confirm-accept = Give { $seat } your { $card } for their { $give } (offer { $offer })?
# $what: the trade, e.g. "Anchorage for any Africa card".
connections-confirm-decline = Decline { $seat }'s offer { $offer } ({ $what })?
connections-confirm-cancel = Cancel your offer { $offer } to { $seat } ({ $what })?
connections-trade = { $give } for { $want }

## Offers and invitations waiting (private: they name cards of the reader's hand)

connections-pending-offer-from-me = Offer #{ $offer }: you offer { $give } to { $to } for { $want }
connections-pending-offer-to-me = Offer #{ $offer }: { $from } offers you { $give } for { $want }
connections-pending-invited = { $owner } invites you to partner { $card }
connections-pending-inviting = You invited { $invited } to partner { $card }

## The Play picker: what to do first, then which cards

connections-step-discard = Discard a card
connections-step-meld = Meld three cards of one region
connections-step-lay = Lay a card on a row
connections-step-link = Place a linking card
connections-step-answer = Answer an offer
connections-step-cancel = Cancel one of your offers
connections-step-invite = Invite a partner to your link
connections-step-linking = Linking cards
connections-step-offer-to = Offer a trade to { $seat }
# $card: the card with its region, e.g. "Lagos (Africa)".
connections-step-give = Give { $card }
connections-step-any = Any card of { $region }
connections-step-ask = Ask for { $card }
connections-step-offer-from = Offer { $offer } from { $from }: { $give } for { $want }
connections-step-offer-to-seat = Offer { $offer } to { $to }: { $give } for { $want }

## The Play picker's questions

connections-ask-what = What will you do?
connections-ask-region = Which region?
connections-ask-want = What do you ask for?
connections-ask-give = Which card do you give?
connections-ask-want-card = Which card do you ask for?
connections-ask-answer = Accept (with which card) or decline?
connections-ask-discard = Which card do you discard?
connections-ask-meld = Which three cards do you meld?
connections-ask-lay = Which card do you lay?
connections-ask-link = Which linking card, on which row?
connections-ask-which-offer = Which offer do you answer?
connections-ask-cancel = Which offer do you cancel?
connections-ask-invite = Whom do you invite, with which card?
connections-ask-which = Which one?
connections-ask-card = Which card?

## The table in words (the Text board button: short lines for screen readers and phones)

connections-board-round = Round { $round } of { $rounds }.
connections-board-piles = Deck: { $deck ->
    [one] { $deck } card
   *[other] { $deck } cards
}. Discards: { $discards ->
    [one] { $discards } card
   *[other] { $discards } cards
}.
connections-board-top = On top of the discard pile: { $card }.
connections-board-player = { $seat }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} in hand.
# A row's heading; its cards follow on the next lines.
connections-board-row = { $seat }'s { $region } row:
# A link on two short lines: the link and whose row it lies on, then where and who shares it.
connections-board-link = Link { $card }, on { $owner }'s
connections-board-link-row = {"  "}{ $region } row.
connections-board-link-partner = {"  "}{ $region } row, partner { $partner }.
connections-board-link-invited = {"  "}{ $region } row, { $invited } invited.
connections-board-empty = Nothing is played down yet.
