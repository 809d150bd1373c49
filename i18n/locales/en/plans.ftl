# Planned replies (docs/planned-replies.md): /plan, "Plan a reply" after a move confirmed
# with Play, the notes by DM and the web table's planning. "You" is the planner, who waits
# while their opponent ($player) is to move. Moves in `backticks` are notation: keep them.

## A line of a plan, inside other sentences
# $player: the opponent's name; $theirs, $mine: moves in words ("small on f3 (f3 S)").
plans-line-if = if { $player } plays { $theirs }, you play { $mine }
plans-line-then = then if { $player } plays { $theirs }, you play { $mine }
# A chain: the first pair, then the rest of the line (plans-line-then).
plans-line-chain = { $first }; { $rest }

## Refusals
plans-refuse-not-player = You are not a player in this game, so you cannot plan replies in it.
plans-refuse-no-plans = You are not a player in this game, so you have no plans in it.
plans-refuse-two-players = Planned replies are only for two-player games with nothing hidden; this { $game } game has { $players } players.
plans-refuse-over = This game is over, so there is nothing to plan.
plans-refuse-own-turn = It is your turn: make your move first, then plan your replies to your opponent's answer.
plans-refuse-not-waiting = Replies can be planned only while your opponent is to move.
plans-refuse-no-game = There is no running game here to plan replies in.
plans-refuse-stale = The game moved on while you were planning, so this plan no longer fits. Plan again from the board as it is now.
plans-refuse-pairs = Give a reply for each of their moves: `then_play` goes with `then_if`.
plans-refuse-half = Give `then_if` and `then_play` together, or neither; nothing was planned.
# $line: the line in words (plans-line-if ...).
plans-refuse-already = You had already planned that: { $line }.
plans-refuse-too-many = A game keeps at most { $max } planned replies; use `/plan clear`, then plan the likeliest ones.
plans-refuse-gone = That choice is no longer on offer. Start the plan again.
# $option: the option of /plan add (if_they_play, i_play, ...), kept as it is; $after: a move in notation.
plans-refuse-over-after = The game would be over after `{ $after }`, so `{ $option }` has nothing to answer.
plans-refuse-not-your-move = It would not be your move after `{ $after }`, so `{ $option }` cannot be planned.
plans-refuse-not-their-move = It would not be { $player }'s move after `{ $after }`, so `{ $option }` cannot be planned.
# $move: what was typed; $why: the rules' reason; $when: plans-when-... below.
plans-refuse-illegal = `{ $option }`: `{ $move }` is not a legal move { $when } ({ $why }). Pick one from the list.
# The place of a move in a line planned by steps, past the options of /plan add (move 5, move 6, ...).
plans-option-move = move { $n }
plans-when-now-theirs = for { $player } now
plans-when-after-theirs = for { $player } after `{ $after }`
plans-when-after-yours = for you after `{ $after }`

## Answers to /plan and Confirm plan
plans-added = Planned, privately: { $line }.
plans-added-replaces = It replaces your earlier reply to that move.
plans-added-how = It is played at once if that move comes; any other move drops your plans, and I tell you by DM. You have { $count ->
        [one] 1 planned reply
       *[other] { $count } planned replies
    } here (`/plan list` shows them, `/plan clear` drops them).
plans-list-title = **Your planned replies** (only you see them):
plans-list-none = You have no planned replies in this game. Plan one with `/plan add`, or with **Plan a reply** after you confirm a move with Play.
# The name of the file /plan list attaches when the list is long.
plans-list-file = planned-replies.txt
plans-cleared = Done: { $count ->
        [one] your planned reply here is dropped.
       *[other] your { $count } planned replies here are dropped.
    }
plans-cleared-none = You had no planned replies in this game, so nothing was dropped.

## Plan a reply (the steps after a move confirmed with Play)
plans-button = Plan a reply
plans-another = Plan another
# Extends the line just planned with the opponent's next move and your reply to it.
plans-then = Then if they play…
plans-back = Back
plans-confirm = Confirm plan
plans-start-again = Start again
# The placeholder of the menu of choices.
plans-choose = Choose…
plans-flow-heading = **Plan a reply** in { $game } game #{ $id } (only you see this)
plans-flow-if = If { $player } plays…
plans-flow-if-you = If { $player } plays { $theirs }, you play…
# $line: the line this pair follows (plans-line-if ...).
plans-flow-after = After: { $line }.
# $steps: the choices made so far, joined by arrows.
plans-flow-so-far = So far: { $steps }
plans-flow-choose = Choose below.
plans-flow-preview = The board below shows both played. **Confirm plan** to keep it (nobody else sees it until it is played), or go Back.
# The file name of the preview picture (the board after both moves).
plans-preview-file = plan.png
plans-flow-stale = The { $game } game #{ $id } has moved on since you opened this, so these choices may no longer fit. Start again from the position as it is now.

## Notes by DM when plans are dropped
# $yours: "yes" when it is now the planner's turn.
plans-note-taken-back = Your planned replies in { $game } game #{ $id } are dropped: a move was taken back.
plans-note-unplanned = In { $game } game #{ $id }, { $player } played { $move }, which you had not planned for, so your planned replies there are dropped.{ $yours ->
        [yes] {" "}It is your turn.
       *[other] {""}
    }
# $reply: the planned reply in notation.
plans-note-not-legal = In { $game } game #{ $id }, { $player } played { $move }, but your planned reply `{ $reply }` is not legal there, so it was not played and your plans there are dropped.{ $yours ->
        [yes] {" "}It is your turn.
       *[other] {""}
    }

## Planning on the web table (no markdown: the page shows the words as they are)
plans-web-if = If { $player } plays…
plans-web-if-you = If { $player } plays { $theirs }, you play…
plans-web-after = After: { $line }.
plans-web-added = Planned, privately: { $line }.
plans-web-added-how = It is played at once if that move comes; any other move drops your plans, and I tell you by DM. You have { $count ->
        [one] 1 planned reply
       *[other] { $count } planned replies
    } in this game.
plans-web-cleared = { $count ->
        [one] Your planned reply in this game is dropped.
       *[other] Your { $count } planned replies in this game are dropped.
    }
