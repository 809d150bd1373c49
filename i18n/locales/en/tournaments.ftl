# Tournaments (bot/features/tournaments/, bot/services/tournament*.py): /tournament answers
# and refusals (in the player's language), the sign-up message, the standings message, the
# final post, thread names and the lines in a pairing's thread (in the server's language).
# $tournament is always the tournament's number (shown after "#" or "Tournament ").
# Names and mentions (<@…>), channel links (<#…>) and Discord timestamps (<t:…:R>) come in
# as variables and stay as they are.

## The formats (a tournament's kind), as words
# $format: round-robin, swiss or knockout (the option's values, which stay as they are).
tournaments-format = { $format ->
    [round-robin] round robin
    [swiss] Swiss
   *[knockout] knockout
}

## Answers to /tournament and the sign-up buttons (private)
tournaments-done-new = Done: tournament #{ $tournament } is open for sign-up in this channel.
tournaments-done-join = Done: you are signed up for tournament #{ $tournament }.
tournaments-done-leave = Done: you have left tournament #{ $tournament }.
tournaments-done-start = Done: tournament #{ $tournament } has started; its games open in threads.
# $name: the computer's name.
tournaments-done-computer = Done: { $name } is signed up for tournament #{ $tournament }.
tournaments-done-cancel = Done: tournament #{ $tournament } is cancelled.
# The answer to /tournament withdraw; $count: how many of the player's games were resigned.
# tournaments-withdraw-unconfirmed and -failed may follow it.
tournaments-done-withdraw = Done: you have withdrawn from tournament #{ $tournament } ({ $count ->
    [one] 1 game resigned
   *[other] { $count } games resigned
}).
# $games: game numbers (#12, #13) as a list; $count: how many.
tournaments-withdraw-unconfirmed = I could not confirm that your resignation was saved in { $count ->
    [one] game
   *[other] games
} { $games }: the game store stopped answering. Check them with `/board` in their threads in a moment.
tournaments-withdraw-failed = The game store did not answer for { $count ->
    [one] game { $games }, which is not resigned yet
   *[other] games { $games }, which are not resigned yet
}: run `/tournament withdraw` again in a moment.

## /tournament list
# One tournament: "#3 Synapse-Ice, Swiss: round 2 of 3, in #games". $title: the game's
# title; $format: tournaments-format; $state: one of the tournaments-state- messages;
# $channel: a channel link.
tournaments-list-line = #{ $tournament } { $title }, { $format }: { $state }, in { $channel }
tournaments-state-signup = sign-up open
# $round: the round being played; $rounds: how many there are (0: not known yet).
tournaments-state-round = { $rounds ->
    [0] round { $round }
   *[other] round { $round } of { $rounds }
}
tournaments-state-finished = finished
tournaments-state-cancelled = cancelled
tournaments-list-none-live = No tournament is open or running here.
tournaments-list-over = Over (newest first; `/tournament standings tournament:<n>` shows one):
tournaments-list-never = No tournament has been held here. Start one with `/tournament new`.
# The last line of a list cut short; $count: how many lines were left out.
tournaments-more = …and { $count } more.

## The sign-up message (an embed, with buttons)
tournaments-signup-title = Tournament #{ $tournament } · sign-up
tournaments-button-join = Join
tournaments-button-leave = Leave
tournaments-button-start = Start
tournaments-button-computer = Add computer
# $title: the game's title; $format: tournaments-format.
tournaments-signup-game = **Game:** { $title } · **Format:** { $format }
# $size: players per game.
tournaments-signup-tables = **Tables of** { $size }
tournaments-signup-rounds = **Rounds:** { $rounds }
# $hours: the time limit per move in hours.
tournaments-signup-time-limit = **Time limit:** { $hours } h per move; out of time loses the game.
# $options: the game's options in words, already joined.
tournaments-signup-options = **Options:** { $options }.
# Between two options in tournaments-signup-options (spaces included).
tournaments-signup-options-separator = {"; "}
# Before the names of the players who signed up. $count: how many signed up; $most: the
# most who may (0: no limit).
tournaments-signup-entrants = { $most ->
    [0] **Signed up** ({ $count }):
   *[other] **Signed up** ({ $count } of { $most }):
}
tournaments-signup-nobody = nobody yet
tournaments-signup-press = Press **Join** to play. The organiser presses **Start**.
# $when: a Discord timestamp counting down ("in 3 hours").
tournaments-signup-closes = Sign-up closes { $when }.
tournaments-signup-started = Sign-up is closed: the tournament has started.

## Notes kept with a tournament (why it ended or started as it did)
tournaments-note-cancelled-by-organiser = The organiser cancelled the tournament.
tournaments-note-cancelled-by-moderator = A member with Manage Server cancelled the tournament.
# An older note, rewritten when the member who cancelled deleted their data.
tournaments-note-cancelled-unnamed = The organiser or a member with Manage Server cancelled the tournament.
# $count: players who signed up; $need: the fewest it needs.
tournaments-note-too-few = Sign-up closed with { $count ->
    [one] 1 player
   *[other] { $count } players
}, fewer than the { $need } it needs, so it is cancelled.
# $count: players who signed up; $reason: tournaments-too-many-for-tables.
tournaments-note-too-many = Sign-up closed with { $count } players. { $reason } It is cancelled.
# A Swiss tournament with fewer rounds than the organiser asked for.
# $rounds: the rounds it has; $asked: the rounds asked; $count: players; $most: $count - 1.
tournaments-note-fewer-rounds = It has { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}, not the { $asked } asked: { $count } players can meet in at most { $most } rounds without a repeat.
# $next: the round that cannot be paired; $round: the last round played.
tournaments-note-no-repeat-free = Round { $next } cannot be paired without a repeat (the players left have met each other), so the tournament ends after round { $round }.

## The standings message (edited after every result) and /tournament standings
# $state: one of the tournaments-standings-state- messages.
tournaments-standings-head = **Tournament #{ $tournament } standings** · { $state }
# $note: why it ended (a note above), or nothing.
tournaments-standings-cancelled = Cancelled. { $note }
tournaments-standings-finished = Finished. { $note }
tournaments-standings-round = { $rounds ->
    [0] Round { $round }.
   *[other] Round { $round } of { $rounds }.
}
# One player: "1\. bob — 2.5 pts (Buchholz 4, S-B 3.25; 3 games)". Keep "\." after the
# place (a line starting "1." would be renumbered by Discord). $place: their place;
# $name: their name (tournaments-withdrew may follow it); $points: their points (a number);
# $ties: the tie-breaks (tournaments-standings-tie, joined by ", "), or nothing;
# $games: games played.
tournaments-standings-line = { $place }\. { $name } — { $points } { $points ->
    [one] pt
   *[other] pts
} ({ $ties }{ $games ->
    [one] 1 game
   *[other] { $games } games
})
# $name: a tie-break's short name; $value: the player's number for it.
tournaments-standings-tie = { $name } { $value }
# Between the tie-breaks of one line, and after the last one (spaces included).
tournaments-standings-tie-separator = {", "}
tournaments-standings-tie-end = {"; "}
# After a name: the player withdrew from the tournament.
tournaments-withdrew = { $name } (withdrew)
# Below the table, for the short name of the Sonneborn-Berger tie-break.
tournaments-standings-legend = -# S-B = Sonneborn-Berger.
# Above the links to the threads of the games being played.
tournaments-standings-playing = Playing now:

## The tie-breaks' names
tournaments-tie-buchholz = Buchholz
tournaments-tie-head-to-head = Head-to-head
tournaments-tie-sonneborn-berger = Sonneborn-Berger
# Sonneborn-Berger, short (the legend says what it is).
tournaments-tie-sb = S-B

## The final post
# $note: why it ended (a note above), or nothing.
tournaments-final-cancelled = Tournament #{ $tournament } was cancelled. { $note }
# $winners: mentions or names, as a list; $count: how many share first place.
tournaments-final-over = Tournament #{ $tournament } is over: { $count ->
    [one] { $winners } wins!
   *[other] { $winners } share the win!
} Final standings below. { $note }
# The standings picture's heading; $title: the game's title.
tournaments-final-picture = Tournament #{ $tournament } · { $title } · final standings
# The picture's file name (no spaces); $page: its number.
tournaments-final-file = tournament-{ $tournament }-{ $page }.png

## A pairing's thread and its first line
# "Tournament 1, round 2" (a thread's name begins with it); $replay: 0, or which replay of
# a drawn knockout game this is.
tournaments-pairing = { $replay ->
    [0] Tournament { $tournament }, round { $round }
   *[other] Tournament { $tournament }, round { $round }, replay { $replay }
}
# A thread's name: "Tournament 1, round 2: bob v carol". $pairing: tournaments-pairing;
# $players: the players, joined by tournaments-versus-pair.
tournaments-thread = { $pairing }: { $players }
# Two players (or a list of them and one more) against each other, in a thread's name and
# its first line: "bob v carol", "bob v carol v dave". Short: thread names hold 100 characters.
tournaments-versus-pair = { $first } v { $second }
# The first line in a pairing's thread. $players: the players (some pinged), joined by
# tournaments-versus-pair; $first: who moves first, as a list; $count: how many move first.
tournaments-greeting = { $pairing }: { $players }. Your game is in this thread; { $count ->
    [one] { $first } moves first.
   *[other] { $first } move first.
}
# Posted in a game's thread when its tournament is cancelled.
tournaments-game-cancelled = Tournament #{ $tournament } was cancelled, so this game ends unfinished.

## Refusals
tournaments-refuse-no-server = Tournaments are played in servers: run this in a server channel.
tournaments-refuse-text-channel = Open a tournament in a server's text channel: its games get threads there.
tournaments-refuse-none-here = There is no tournament in this channel; name one with `tournament:` (`/tournament list`).
tournaments-refuse-unknown = There is no tournament #{ $tournament } here; `/tournament list` shows them.
# $formats: the formats' values (round-robin, swiss, knockout), as they are typed.
tournaments-refuse-format = Choose a format: { $formats }.
# $title: the game's title; $least and $most: its fewest and most players.
tournaments-refuse-table-size = { $title } is played by { $least } to { $most }; choose a table_size in that range.
tournaments-refuse-pairs-only = Swiss and knockout pair two players a game: use round-robin for tables of 3 or more.
tournaments-refuse-rounds-swiss-only = Only a Swiss tournament takes `rounds`; leave it out for this format.
tournaments-refuse-max-below-table = max_players must be at least the table size ({ $size }).
# $reason: tournaments-too-many-for-tables.
tournaments-refuse-max-for-tables = { $reason } Choose max_players up to that.
# $count: max_players; $most: $count - 1.
tournaments-refuse-rounds-too-many = { $count } players can meet in at most { $most } rounds without a repeat: choose rounds up to { $most }, or a larger max_players.
# $problem: what is wrong with the option, as the game says it; $game: the game's key.
tournaments-refuse-option = { $problem }. Leave that option out, or see `/rules game:{ $game }`.
tournaments-refuse-closed-open-ones = Sign-up for tournament #{ $tournament } has closed; `/tournament list` shows open ones.
tournaments-refuse-closed = Sign-up for tournament #{ $tournament } has closed.
tournaments-refuse-already-in = You are already signed up for tournament #{ $tournament }; press Leave to drop out.
# $most: max_players.
tournaments-refuse-full = Tournament #{ $tournament } is full ({ $most } players).
tournaments-refuse-not-in = You are not signed up for tournament #{ $tournament }, so there is nothing to leave.
# $organiser: a mention of the organiser.
tournaments-refuse-computer-organiser = Only the organiser ({ $organiser }) can add a computer to tournament #{ $tournament }.
# $levels: the levels as they are typed (easy, medium, hard), already joined.
tournaments-refuse-level = Choose a level: { $levels }.
tournaments-refuse-computer-race = Another computer was added a moment ago; press Add computer again.
tournaments-refuse-start-organiser = Only the organiser ({ $organiser }) can start tournament #{ $tournament }.
# $need: the fewest players it needs; $count: how many it has.
tournaments-refuse-too-few = Tournament #{ $tournament } needs at least { $need } players; it has { $count }. Wait for more, or press Add computer.
# $reason: tournaments-too-many-for-tables; $count: how many it has.
tournaments-refuse-too-many = { $reason } Tournament #{ $tournament } has { $count }.
tournaments-refuse-started = Tournament #{ $tournament } has already started.
tournaments-refuse-withdraw-signup = The tournament has not started: press Leave (or `/tournament leave`) instead.
tournaments-refuse-withdraw-over = Tournament #{ $tournament } is over, so there is nothing to withdraw from.
tournaments-refuse-not-a-player = You are not a player in tournament #{ $tournament }.
tournaments-refuse-withdrawn = You have already withdrawn from tournament #{ $tournament }.
tournaments-refuse-cancel-who = Only the organiser ({ $organiser }) or a member with Manage Server can cancel tournament #{ $tournament }.
tournaments-refuse-over = Tournament #{ $tournament } is already over.
# Why a round robin in tables refuses more players. $size: players per table; $most: the
# most players it takes.
tournaments-too-many-for-tables = A round robin in tables of { $size } takes at most { $most } players: with more, the tables cannot be chosen so that every two players meet about as often.
