# Channel posts: a game's turn posts, its start and end, lines inside a turn and reminders
# (bot/delivery/, bot/features/upkeep/). In the server's language. Names, mentions, game
# titles, notation and Discord timestamps (<t:…:f>) come in as variables and stay as they are.

## The title line above each turn's board
# $title: the game's title; $game: its number; $moves: how many moves have been played.
posts-title = { $title } · game #{ $game } · move { $moves }

## What happened (the headline of a turn's post)
# $who: the player's name; $move: the move in words, with its notation in brackets.
posts-played = { $who } played: { $move }.
# A planned reply played at once after the move it answers: $move is the first headline,
# $reply the second without its full stop.
posts-planned = { $move } { $reply } (planned).
posts-resigned = { $who } resigned.
# In a game of three or more the others play on.
posts-resigned-drops-out = { $who } resigned and drops out of the game.
posts-timed-out = { $who } ran out of time.
posts-timed-out-drops-out = { $who } ran out of time and drops out of the game.
posts-agreed-end = All players agreed to end the game now.
# $move: the move's notation in `code`.
posts-taken-back = { $who }'s move { $move } was taken back.

## The first post of a game
# $order: the players in the order they move, joined with posts-order-then.
posts-begins = { $title } game #{ $game } begins. Order of play: { $order }.
# Between two names of the order of play (spaces included).
posts-order-then = {", then "}

## Whom a turn is up to (below the board)
# $who: mentions or names of the players, already joined into a list; $count: how many.
posts-your-turn = { $count ->
    [one] { $who }, it is your turn.
   *[other] { $who }: you may act now.
}
# Players on a break (/away): named, not pinged.
posts-turn-of-away = { $count ->
    [one] It is { $who }'s turn.
   *[other] It is up to { $who }.
}
posts-computer-choosing = { $count ->
    [one] { $who } is choosing its move.
   *[other] { $who } are choosing their moves.
}

## The clock line
# $until: a Discord timestamp (each reader sees their own time).
posts-away-until = { $who } is away until { $until }.
# $at: the deadline as a Discord timestamp; $relative: the same counting down ("in 3 hours");
# $limit: the time limit per move.
posts-deadline = ⏱ { $who } must move by { $at } ({ $relative }). Time limit: { $limit }.

## The end of a game
# $how: resign, agreement, timeout or other (the game's own end, said after this line).
posts-over-draw = { $how ->
    [resign] Game over: a draw by resignation.
    [agreement] Game over: a draw by agreement.
    [timeout] Game over: a draw on time.
   *[other] Game over: a draw.
}
# $who: the winner's name (bold in Discord's markdown).
posts-over-win = { $how ->
    [resign] Game over: **{ $who }** wins by resignation.
    [agreement] Game over: **{ $who }** wins by agreement.
    [timeout] Game over: **{ $who }** wins on time.
   *[other] Game over: **{ $who }** wins.
}
# $who: the winners, already joined into a list.
posts-over-shared = { $how ->
    [resign] Game over: **{ $who }** share the win by resignation.
    [agreement] Game over: **{ $who }** share the win by agreement.
    [timeout] Game over: **{ $who }** share the win on time.
   *[other] Game over: **{ $who }** share the win.
}
# $scores: each player's name and score, e.g. "alice 12, bob 9".
posts-final-scores = Final scores: { $scores }.
# $moves: moves played; $duration: how long the game took ("2 days 5 hours");
# $everyone: every player's mention.
posts-length = { $moves ->
    [one] { $moves } move in { $duration }. { $everyone }
   *[other] { $moves } moves in { $duration }. { $everyone }
}

## Lines inside a turn (an offer, an invitation): who must answer
# $who: the mentions of those who must answer.
posts-answer-up-to-you = { $who }: it is up to you to answer.
posts-see-your-dms = { $who }: see your DMs.

## Buttons under a turn's post (and the lobby's Rules)
posts-button-play = Play
posts-button-history = History
posts-button-rules = Rules
posts-button-text = Text board
posts-button-hand = My hand
posts-button-rematch = Rematch
posts-button-gif = Replay GIF
# Offered privately after a move confirmed with Play (planned replies).
posts-button-plan = Plan a reply

## Reminders in the channel (/settings reminder_hours)
# $who: mentions or names; $hours: hours since the turn began.
posts-reminder = { $who }, a reminder: it is your turn in { $title } game #{ $game } (waiting { $hours } h). `/board` shows the position, `/move` plays.
# $left: the time left in words; $until: the deadline as a Discord timestamp.
posts-reminder-time-left = Time left for { $who }: { $left } (until { $until }).
posts-reminder-time-out = { $who }'s time has run out: another player may now `/game claim`.
