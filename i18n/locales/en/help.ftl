# /help and /games (bot/features/info). Private answers. Variables in { } keep their names.
# Command and option names (`/game new game:pylon`) and button names stay as the bot shows them.

## /help: how a new player starts (the README's quick start says the same)
help-title = **How to play**
help-start = - **Start a game:** `/game new game:pylon` opens a lobby in the channel; another player presses **{ lobby-button-join }**. Add `opponent:@friend` to challenge someone, or `computer:medium` to play the computer.
# Play and Confirm: the buttons of the turn post and of the move's private reply.
help-move = - **Move:** when it is your turn you are mentioned under the board. Press **{ play-button }** there and choose your move step by step, then **{ play-confirm }** (or type it with `/move`).
help-rules = - **Rules:** `/rules game:pylon`, or the **{ posts-button-rules }** button under any board.
help-games = - **Your games:** `/games` lists them with whose turn it is; `/next` shows the one that has waited longest for you.

## /games: one line per game; $game is its title, $id its number, $where a channel link
# $waiting: help-games-waiting or help-games-ready; $link: the lobby message's address.
help-games-lobby = **{ $game }** #{ $id } in { $where }: lobby, { $waiting } · [lobby]({ $link })
help-games-waiting = { $count ->
    [one] waiting for { $count } more player
   *[other] waiting for { $count } more players
  }
help-games-ready = ready
help-games-damaged = **{ $game }** #{ $id } in { $where }: cannot continue (damaged)
# $turn: help-games-your-turn, help-games-your-offer or help-games-to-move, with notes after it.
help-games-line = **{ $game }** #{ $id } in { $where }: { $turn } · [latest post]({ $link })
help-games-your-turn = **your turn**
help-games-your-offer = **an offer for you to answer**
# $names: the players to move, as a list.
help-games-to-move = { $names } to move
help-games-nobody = nobody (the game is over) to move
# $when: a Discord timestamp, shown in the reader's own time.
help-games-deadline = , time runs out { $when }
# A player of the game on a break (/away).
help-games-away = ; { $name } is away until { $when }
help-games-more = ... and { $count } more.
help-games-none = You have no unfinished games. Start one with `/game new`.

## /games which:open: this server's lobbies and tournament sign-ups
help-open-refuse-server = Open games belong to a server: run `/games which:open` in one.
help-open-none = No open lobbies or tournament sign-ups in this server. Open one with `/game new`.
# $joined: help-open-joined; $waiting: help-open-needs or help-open-ready.
help-open-lobby = **{ $game }** lobby #{ $id } in { $where }: { $joined }, { $waiting } · [join]({ $link })
help-open-joined = { $count } of { $players } players
help-open-needs = needs { $count } more to start
help-open-ready = ready to start
# $format: swiss, round-robin or knockout; $signed: how many have signed up.
help-open-tournament = **{ $game }** tournament #{ $id } ({ $format ->
    [swiss] swiss
    [round-robin] round-robin
    [knockout] knockout
   *[other] { $format }
  }) in { $where }: sign-up open, { $signed } signed up · [sign up]({ $link })
