# The daily digest (/notify how:digest) and its hours (bot/features/upkeep/digest.py,
# bot/services/digest_time.py).

## The digest DM
# $count: how many games wait for the player.
digest-head = Your daily digest: { $count ->
    [one] { $count } game
   *[other] { $count } games
} waiting for you, longest first.
# One game: $title its title, $game its number, $channel its channel (a Discord mention),
# $since when the turn began (a Discord timestamp, "3 hours ago"), $url the game's link.
digest-line = - **{ $title }** game #{ $game } in { $channel }: your turn since { $since } · [go to the game]({ $url })
# More games than the digest lists.
digest-more = ... and { $count } more (`/games`).
digest-foot = `/next` shows the first one; `/notify` changes how you hear about your turns.

## /notify's hours
# $hour, $start, $end: hours of the day, two digits ("07"); $zone: an IANA time zone name.
digest-hours = Your digest comes at { $hour }:00 ({ $zone }); turn DMs come at any hour.
digest-hours-quiet = Your digest comes at { $hour }:00 ({ $zone }); no turn DMs from { $start }:00 to { $end }:00.
# $zone: what the player typed; $example: a zone name to copy.
digest-refuse-zone = `{ $zone }` is not a time zone I know. Give an IANA name such as `{ $example }` or `America/New_York` (the list suggests them as you type).
digest-refuse-quiet = Write quiet hours as two whole hours, from-to, e.g. `22-7` (no turn DMs from 22:00 to 07:00), or `off`.
