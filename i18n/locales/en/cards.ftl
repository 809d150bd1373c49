# The card table (Connections): hands, trades, partnerships, round points.
# Card and city names (Lagos, Chicago) and region names (Africa, Western Europe) are proper
# names and stay as they are: players type them in moves (`offer Lagos for Africa to 2`).
# Notation and commands in backticks stay as they are.

## Cards and hands

# A linking card and the regions it links ($regions: a list, "A and B").
cards-card-link = { $card } (links { $regions })
# What an offer asks for when it names a region.
cards-want-region = any { $region } card
# The heading of the linking cards in a hand.
cards-hand-linking = Linking cards
cards-hand-drew = You drew { $card }.
cards-hand-title = Your hand in Connections game #{ $game } (round { $round } of { $rounds }, { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }):
cards-hand-empty = (empty)
# The name of the picture of a hand, as the reader's Discord shows it (no spaces).
cards-hand-file = hand
# The private answer after drawing a card within a turn (the rest of the line follows it).
cards-note-drew = Done: you drew **{ $card }**.
cards-note-stored = Done: stored.
# The last line of a DM: a link back to the game's channel.

## /hand and My hand

cards-refuse-no-hands = The game here is { $game }, which has no hands. Use `/board`.
cards-refuse-no-hands-button = This game has no hands to show.

## /trade

cards-refuse-not-connections = Trades and partnerships are for Connections; the game here is { $game }. Use `/move` to play it.
# $players: the list of the game's players.
cards-refuse-not-player = { $name } is not a player in this game; choose one of { $players }.
cards-refuse-over = This game is over. Start a new one with `/game new`.
cards-refuse-resigned = You resigned from this game, so you cannot trade or invite in it any more.
cards-refuse-repeated = You already made that offer; it is offer #{ $offer }, still open.
# An action the game's rules refused: $reason is the rules' own sentence, $step what to do next.
cards-refuse-because = { $reason }. { $step }
cards-refuse-reason = { $reason }.
cards-step-offer = Check your cards with `/hand` and your offers with `/trade list`.
cards-step-answer = See the offers you can answer with `/trade list`.
cards-step-cancel = See your own offers with `/trade list`.
cards-step-invite = Only a link you own without a partner can take an invitation; see `/board`.
cards-offer-sent = Offer #{ $offer } sent: your { $give } for { $want }. Cancel it with `/trade cancel offer:{ $offer }`.
cards-accept-done = Done: you traded your { $card } (offer #{ $offer }).
cards-decline-done = Done: you declined offer #{ $offer }.
cards-cancel-done = Done: you cancelled offer #{ $offer }.
# One pending offer in /trade list and in the offer choices, as its maker sees it.
cards-offer-line-mine = #{ $offer }: you offer { $give } to { $player } for { $want }
# The same offer as its receiver sees it.
cards-offer-line-theirs = #{ $offer }: { $player } offers you { $give } for { $want }
cards-list-made = **Offers you made**
cards-list-to-you = **Offers to you**
cards-list-none = none
cards-list-answer = Answer with `/trade accept offer:<n> card:<card>` or `/trade decline offer:<n>`.

## An offer's DM and its controls

cards-offer-dm = **Trade offer #{ $offer }** in Connections game #{ $game }: { $player } offers you **{ $give }** for { $want }.
cards-offer-dm-choose = Choose the card to give below (you confirm before anything is traded), or Decline. It lapses when either of your turns begins or the round ends.
cards-offer-dm-no-card = You hold no card that answers it ({ $want }), so you can only Decline. If a trade brings you one before it lapses (when either of your turns begins or the round ends), accept with `/trade accept` in the game's channel.
# The placeholder of the list of cards that answer an offer.
cards-offer-select = Accept: choose the card you give
cards-offer-decline-button = Decline
cards-offer-confirm-button = Confirm the trade
cards-offer-choose = Choose one of the cards in the list.
cards-refuse-bad-card = That button does not name a card; choose again from the offer.
cards-offer-confirm-ask = Give your **{ $mine }** for **{ $theirs }**? A trade cannot be taken back. Press Confirm, or choose another card above.
cards-offer-gone = Offer #{ $offer } is no longer open, so nothing was traded. See `/trade list` in the game's channel for the offers you can answer.
cards-refuse-not-yours = Offer #{ $offer } is not for you: only its receiver can answer it.
cards-offer-traded = You traded your { $card } for { $give }.
cards-offer-declined = You declined offer #{ $offer }.
# An offer's DM once the offer is no longer pending (its controls are gone).
cards-offer-closed-stale = Trade offer #{ $offer } is closed: it was answered, cancelled or it lapsed.
cards-offer-closed = Trade offer #{ $offer } ({ $give } for { $want }) is closed: { $reason }.
cards-closed-accepted = you accepted it: you gave { $card } for { $give }
cards-closed-declined = you declined it
cards-closed-cancelled = { $player } cancelled it
cards-closed-lapsed = it lapsed
# To the offer's maker, by DM.
cards-maker-accepted = { $player } accepted your trade offer #{ $offer } in Connections game #{ $game }: you gave **{ $give }** and got **{ $got }**.
cards-maker-declined = { $player } declined your trade offer #{ $offer } ({ $give } for { $want }) in game #{ $game }.
cards-maker-lapsed = Your trade offer #{ $offer } to { $player } ({ $give } for { $want }) in game #{ $game } lapsed: { $reason }.
cards-lapsed-left = { $player } left the game
cards-lapsed-round = the round ended
cards-lapsed-card-gone = your { $card } is no longer in your hand
cards-lapsed-your-turn = your turn began
cards-lapsed-their-turn = { $player }'s turn began

## Partnerships

cards-invite-done = Done: your invitation to partner { $link } is sent.
# The invitee's DM. $regions: the link's regions, separated by commas.
cards-invite-dm = <@{ $user }>, { $player } invites you to partner their link **{ $link }** ({ $regions }) in Connections game #{ $game }. To join, on your turn lay a card of one of those regions with `/move lay <card>`: it starts or extends your row there and makes you the link's partner (the link's points are then split in half).
cards-invite-closed = { $player }'s invitation to partner their link **{ $link }** in Connections game #{ $game } is closed: { $reason }.
cards-invite-closed-over = the game is over
cards-invite-closed-round = the round ended
cards-invite-closed-taken = you took it up and are now the link's partner
cards-invite-closed-replaced = { $player } invited { $other } instead
cards-invite-closed-withdrawn = it was withdrawn

## Notices in the game's channel when a DM cannot be sent

cards-notice-no-hand-dm = I could not DM <@{ $user }> their hand; use `/hand` (and `/trade list` for offers). Opening DMs from server members lets me send it.
cards-notice-undelivered = <@{ $user }>, I could not DM you { $what }; { $where }.
cards-undelivered-offer = trade offer #{ $offer } from { $player }
cards-undelivered-offer-where = see it with `/trade list`
cards-undelivered-invite = { $player }'s invitation to partner { $link }
# $regions: the link's regions, joined by "or".
cards-undelivered-invite-where = to join, lay a card of { $regions } on your turn (`/move lay <card>`)

## A round's points and the final table (in the turn's post)

cards-points-title = **Points in round { $round }:**
# $points: signed, "+8", "-20" or "0".
cards-points-row = row { $region }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } { $points }
cards-points-link = link { $regions } ({ $who }): { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } = { $value }, { $share } → { $points }
cards-points-alone = alone
cards-points-owner = owner, with partner { $partner }
cards-points-partner = partner of { $owner }
# The share of a link's value a player scores.
cards-points-share-all = all
cards-points-share-owner = owner's half
cards-points-share-half = half
cards-points-pairs = hand pairs { $region } ({ $cards } in hand) { $points }
cards-points-nothing = nothing on the table, no pairs in hand
cards-round-next = Round { $round } is dealt by { $dealer }; { $starter } starts. New hands are in your DMs (or `/hand`).
cards-final-title = **Final table**
cards-final-resigned = (resigned)
# $points: each round's points, "+8, -20, 0".
cards-final-by-round = (by round: { $points })
