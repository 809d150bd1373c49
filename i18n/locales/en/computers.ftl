# Computer players: the lobby's Add computer button and its level select
# (bot/features/computers/), and a computer taking a leaver's seat (bot/services/substitutes.py).

## Add computer
computers-which-level = Which level should the computer play at?
computers-choose-level = Choose its level
computers-easy = Easy
computers-easy-about = Easy: plays loosely, good for learning
computers-medium = Medium
computers-medium-about = Medium: a fair fight
computers-hard = Hard
computers-hard-about = Hard: the strongest it can play
# $name: the computer's name at the table ("Computer (medium)").
computers-joined-start = { $name } joined; { $game } game #{ $id } begins.
computers-joined = { $name } joined the lobby of game #{ $id }.

## A computer takes a seat (posted in the channel)
# $level: easy, medium or hard.
computers-substitute-resigned = { $name } resigned: a computer ({ $level ->
    [easy] easy
    [hard] hard
   *[medium] medium
}) takes their seat in game #{ $id } and the game goes on. { $name }'s result is a loss; the computer's place is not rated.
computers-substitute-timeout = { $name } ran out of time: a computer ({ $level ->
    [easy] easy
    [hard] hard
   *[medium] medium
}) takes their seat in game #{ $id } and the game goes on. { $name }'s result is a loss; the computer's place is not rated.

## A computer seat's name (in the server's language, as its players' names are shown to all)
computers-name = { $number ->
    [1] Computer
   *[other] Computer { $number }
} ({ $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
})
