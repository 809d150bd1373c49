# Lobbies, rematches and proposals (bot/features/lobby, bot/features/proposals,
# bot/services/lobbies.py, proposals.py). Variables in { } keep their names.
# $game is a game's title (Pylon, Connections...), which stays as it is; $id a game's number.

## The lobby's buttons (public: the server's language)
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-button-cancel = Cancel
lobby-button-computer = Add computer

## The lobby message in the channel
# The embed's title.
lobby-title = { $game } lobby · game #{ $id }
# $names: the players joined so far, as a list; $count: how many have joined.
lobby-players = **Players:** { $names } ({ $count })
# How many have joined of a game for an exact number of players: "1 of 2".
lobby-count-exact = { $joined } of { $players }
# How many have joined of a game for a range of players: "3 joined; 2 to 4 can play".
lobby-count-range = { $joined } joined; { $min } to { $max } can play
# $opponent is a mention of the one person challenged.
lobby-challenge = A challenge: only { $opponent } may join.
lobby-order-random = **Turn order:** random.
lobby-order-joined = **Turn order:** as joined.
lobby-order-joined-first = **Turn order:** as joined ({ $first } moves first).
lobby-order-rematch = **Turn order:** the last game's, turned round.
lobby-order-rematch-first = **Turn order:** the last game's, turned round ({ $first } moves first).
# $options: each option chosen away from its default, in words, separated by "; ".
lobby-options = **Options:** { $options }.
lobby-time-limit = **Time limit:** { $hours } h per move; then another player may claim.
lobby-press-join-two = Press **{ lobby-button-join }** to play: the game starts as soon as a second player joins.
# $creator: the lobby's creator, who may press Start.
lobby-press-join-or-start = Press **{ lobby-button-join }** to play. It starts when { $players } have joined, or when { $creator } presses **{ lobby-button-start }**.
lobby-press-join-waiting = Press **{ lobby-button-join }** to play. Waiting for { $missing ->
    [one] one more player
   *[other] { $missing } more players
  }.
lobby-closed-started = The game has started.
lobby-closed-cancelled = Cancelled.
lobby-closed-expired = This lobby expired after { $days ->
    [one] one day
   *[other] { $days } days
  } without starting.
# Above a new lobby: $opponent is a mention, $creator a name.
lobby-invite-challenge = { $opponent }, { $creator } challenges you!
# Above a rematch's lobby: $players are mentions of those asked, $creator a name.
lobby-invite-rematch = { $players }: { $creator } asks for a rematch of game #{ $id }: press **{ lobby-button-join }** to accept.
lobby-invite-rematch-all = { $players }: { $creator } asks for a rematch of game #{ $id }: press **{ lobby-button-join }** to accept; it starts when all have.

## Options of the games, in words, where a lobby sets one away from its default
# Epicycle's option random_setup.
lobby-option-random_setup = the ring pieces are shuffled at the start
lobby-option-random_setup-off = not: the ring pieces are shuffled at the start
# Connections' option rounds_per_player.
lobby-option-rounds_per_player = each player deals { $value ->
    [one] one round
   *[other] { $value } rounds
  }

## Answers to the one who acted (private)
lobby-opened = Opened a { $game } lobby (game #{ $id }). Players join with its { lobby-button-join } button.
# $thread is a link to the new thread.
lobby-opened-thread = Opened a { $game } lobby (game #{ $id }) in { $thread }. Players join with its { lobby-button-join } button.
# $level: easy, medium or hard.
lobby-opened-computer = { $game } game #{ $id } against the computer ({ $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
  }) begins.
lobby-opened-computer-thread = { $game } game #{ $id } against the computer ({ $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
  }) begins in { $thread }.
lobby-joined-started = You joined; { $game } game #{ $id } begins.
lobby-joined = You joined the { $game } lobby (game #{ $id }).
lobby-left = You left the lobby of game #{ $id }.
lobby-started = { $game } game #{ $id } begins.
# $line: what the channel is told (lobby-cancelled or lobby-abandoned).
lobby-cancel-done = Done. { $line }
lobby-rematch-started = Rematch started: { $game } game #{ $id }.
# $when: lobby-rematch-when.
lobby-rematch-asked = Rematch asked for: { $game } game #{ $id } starts { $when }.
lobby-rematch-accepted = You accepted the rematch: { $game } game #{ $id } starts { $when }.
# When a rematch starts: $players is how many others still have to accept.
lobby-rematch-when = { $players ->
    [one] when the other player accepts
   *[other] when the { $players } other players accept
  }
lobby-end-proposed = Done: your proposal is posted in the channel.
lobby-end-computer-agreed = Done: the computer agreed, and the game is over.

## Lines the channel is told (public)
# $who: the name of whoever cancelled.
lobby-cancelled = { $who } cancelled the { $game } lobby (game #{ $id }).
lobby-abandoned = { $who } abandoned { $game } game #{ $id }; it will not be finished.
# /privacy's Delete my data, pressed by a lobby's creator.
lobby-closed-creator-left = The { $game } lobby (game #{ $id }) was closed: its creator left.

## Refusals (private)
lobby-refuse-opponent-and-computer = Choose either `opponent` (a person) or `computer`, not both.
lobby-refuse-opponent-self = Challenge another person: `opponent` cannot be yourself or a bot.
lobby-refuse-no-channel = Games are played in server channels: run `/game new` in a channel.
lobby-refuse-thread-here = I can only open threads from a text channel: run this in the channel itself.
lobby-refuse-no-thread-permission = I may not create threads here; ask a moderator for the Create Public Threads permission, or run `/game new thread:false` to play in this channel.
lobby-refuse-gone = That game is not available here any more.
lobby-refuse-no-finished-game = No game has finished in this channel yet. Open one with `/game new`.
# $option: an option's name as typed (random_setup...); $code: the game's key for /rules.
lobby-refuse-option-unknown = { $game } has no option { $option }. Leave that option out, or see `/rules game:{ $code }`.
lobby-refuse-option-bool = { $option } must be true or false. Leave that option out, or see `/rules game:{ $code }`.
lobby-refuse-option-whole = { $option } must be a whole number. Leave that option out, or see `/rules game:{ $code }`.
lobby-refuse-option-min = { $option } must be at least { $limit }. Leave that option out, or see `/rules game:{ $code }`.
lobby-refuse-option-max = { $option } must be at most { $limit }. Leave that option out, or see `/rules game:{ $code }`.
lobby-refuse-busy-lobby = This channel already has an unfinished { $game } lobby (#{ $id }). Add `thread:true` to open yours in a new thread, or finish that one first.
lobby-refuse-busy-game = This channel already has an unfinished { $game } game (#{ $id }). Add `thread:true` to open yours in a new thread, or finish that one first.
lobby-refuse-just-opened = Another game was opened here a moment ago; add `thread:true` to open yours in a thread.
lobby-refuse-cancelled = This lobby was cancelled. Open a new one with `/game new`.
lobby-refuse-started = This game has already started; use `/board` to see it.
lobby-refuse-already-in = You are already in this lobby; wait for the others, or press { lobby-button-leave }.
# $opponent is a mention.
lobby-refuse-challenge = This is a challenge for { $opponent }: only they may join. Open your own lobby with `/game new`.
lobby-refuse-rematch-only = This is a rematch: only the last game's players may join. Open your own lobby with `/game new`.
lobby-refuse-full = This lobby is full ({ $players } players).
lobby-refuse-changed = The lobby changed a moment ago; please try again.
lobby-refuse-not-in = You are not in this lobby, so there is nothing to leave.
lobby-refuse-creator-leaves = You opened this lobby: use { lobby-button-cancel } (or `/game cancel`) to close it.
# $creator: the creator's name.
lobby-refuse-start-creator = Only the lobby's creator ({ $creator }) can start the game.
lobby-refuse-computer-creator = Only the lobby's creator ({ $creator }) can add computer players.
lobby-refuse-computer-challenge = This lobby is a challenge to one person, so it has no room for a computer.
# $levels: the levels, as written in /game new (easy, medium, hard).
lobby-refuse-level = Choose a level: { $levels }.
lobby-refuse-nothing-to-cancel = There is nothing to cancel: this game is already over or cancelled.
lobby-refuse-cancel-who = Only the creator ({ $creator }) or a member with Manage Messages can cancel this game.
lobby-refuse-game-changed = The game changed a moment ago; please try again.
lobby-refuse-rematch-not-over = A rematch can be started once this game is over.
lobby-refuse-rematch-players = Only the players of this game can start its rematch.
lobby-refuse-rematch-in = You are in this rematch already (game #{ $id }); it starts { $when }.
lobby-refuse-rematch-busy = This channel already has an unfinished { $game } game (#{ $id }); finish it first, or open a new game in a thread with `/game new thread:true`.
lobby-refuse-rematch-just-opened = Another game was opened here a moment ago; the rematch was not started.
# $count: how many are in the lobby now.
lobby-refuse-player-count-exact = { $game } is for exactly { $players } players; this lobby has { $count }. Wait for more players to join.
lobby-refuse-player-count-range = { $game } is for { $min } to { $max } players; this lobby has { $count }. Wait for more players to join.

## Proposals: ending by agreement (/game end) and take-backs (/undo)
lobby-proposal-accept = Accept
lobby-proposal-decline = Decline
# $who: the proposer's name; $outcome: lobby-proposal-outcome or nothing; $voters: mentions.
lobby-proposal-end = { $who } proposes to end { $game } game #{ $id } now.{ $outcome }
    { $voters }: please { lobby-proposal-accept } or { lobby-proposal-decline }. Any move before then cancels the proposal.
# $result: the game's result as it would stand (lobby-proposal-result-*, then the scores).
lobby-proposal-outcome = { " " }If everyone agrees: { $result }
lobby-proposal-result-draw = a draw by agreement.
# $winner: a name.
lobby-proposal-result-win = { $winner } wins by agreement.
# $winners: names, as a list.
lobby-proposal-result-share = { $winners } share the win by agreement.
# $scores: each player's name and score, "alice 3, bob 2".
lobby-proposal-scores = { " " }Final scores: { $scores }.
# $move: the move in notation; $approver a mention.
lobby-proposal-undo = { $who } asks to take back `{ $move }`. { $approver }, do you agree?
# $kind: end (an end proposal) or undo (a take-back request).
lobby-proposal-declined = { $kind ->
    [end] { $who } declined the end proposal; the game goes on.
   *[undo] { $who } declined the take-back request; the game goes on.
  }
# $waiting: the names of those yet to answer.
lobby-proposal-accepts = { $who } accepts; waiting for { $waiting }.
lobby-proposal-you-declined = Done: you declined.
lobby-proposal-you-accepted = Done: you accepted. Waiting for the others.
lobby-refuse-not-running = This game is not in progress any more.
lobby-refuse-end-resigned = You have resigned from this game, so you cannot propose ending it.
lobby-refuse-end-waiting = An end proposal is already waiting for answers; see its { lobby-proposal-accept } / { lobby-proposal-decline } buttons.
# $computer: a computer player's name.
lobby-refuse-end-computer = { $computer } does not agree to end the game now: playing on is worth more to it. Play on, or `/resign`.
lobby-refuse-undo-none = { $game } has no take-backs: cards once seen cannot be unseen.
lobby-refuse-undo-nothing = There is no move to take back yet.
lobby-refuse-undo-computer = The computer has already answered your move, so it can no longer be taken back. Against the computer, ask right after your move.
lobby-refuse-undo-not-last = Only the player who moved last ({ $mover }) can ask to take it back.
lobby-refuse-undo-nobody = Nobody else is to move, so there is nobody to approve a take-back.
lobby-refuse-undo-waiting = A take-back is already waiting for an answer.
lobby-refuse-proposal-unknown = I do not know this proposal any more.
lobby-refuse-proposal-game = I do not know this game any more.
# $status: closed how (accepted, declined, void), as stored.
lobby-refuse-proposal-closed = { $kind ->
    [end] This end proposal is already closed ({ $status }).
   *[undo] This take-back request is already closed ({ $status }).
  }
# $voters: the names of those asked.
lobby-refuse-proposal-who = { $kind ->
    [end] Only { $voters } can answer this end proposal.
   *[undo] Only { $voters } can answer this take-back request.
  }
lobby-refuse-proposal-again = You have already accepted; waiting for the others.
lobby-refuse-proposal-just-closed = { $kind ->
    [end] This end proposal was closed a moment ago.
   *[undo] This take-back request was closed a moment ago.
  }
lobby-refuse-proposal-moved-on = { $kind ->
    [end] The game has moved on since this end proposal was made, so it no longer applies. Ask again if you still want it.
   *[undo] The game has moved on since this take-back request was made, so it no longer applies. Ask again if you still want it.
  }
