# /away (a break: clocks and reminders pause) and /next (bot/features/away/, bot/services/away.py).

## /away
away-refuse-range = Choose between 0 and { $most } days (`days:0` ends a break).
away-refuse-not-away = You are not away, so there is nothing to end; `/away days:<n>` starts a break.
away-refuse-used-all = You have used all { $allowance ->
    [one] { $allowance } away day
   *[other] { $allowance } away days
} of this year; they renew on 1 January.
away-refuse-too-many = You have { $left ->
    [one] { $left } away day
   *[other] { $left } away days
} left this year; ask for { $left } or fewer.
away-left = You have { $left ->
    [one] { $left } away day
   *[other] { $left } away days
} left this year (of { $allowance }).
away-back = Welcome back: your clocks run again and reminders resume. { $left }
# <t:…:f> and <t:…:R> are Discord timestamps (a date, and "in 3 days"), shown in each reader's language.
away-until = You are away until <t:{ $until }:f> (<t:{ $until }:R>): your clocks and reminders are paused in all your games, and their tables say so. `/away days:0` ends it early. { $left }

## /next
away-next-none = No game is waiting for you right now. `/games` lists your games; `/games which:open` shows lobbies to join.
# The line above the table /next shows.
away-next-headline = The game that has waited longest for you.
# $channel is a channel mention, $since a Discord timestamp ("2 hours ago"), $link the address of the game's latest post.
away-next-where = Your turn in **{ $game }** game #{ $id } in { $channel } since <t:{ $since }:R>. [Go to the game]({ $link }){ $more }
away-next-more = { " " }({ $count ->
    [one] { $count } other game
   *[other] { $count } other games
} also waiting for you.)
