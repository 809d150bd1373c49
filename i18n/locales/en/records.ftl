# Records and ratings (bot/features/records): /export, /leaderboard, /profile, /stats.
# Private answers. Variables in { } keep their names; $game is a game's title.

## /export
records-export-refuse-running = Game #{ $id } is not finished yet: a record can be exported once it has ended (while it runs, each of its players may export what they can see).
# $seat: the player's seat, counted from 1.
records-export-partial = A partial record of game #{ $id }, which is still running: only what you (player { $seat }) may see, without the deal's seed. It is marked `partial` and cannot be replayed; export the game again once it is over for its complete record.
records-export-partial-hidden = A partial record of game #{ $id }, which is still running: only what you (player { $seat }) may see, without the other players' hands, the cards of trades between others and the deal's seed. It is marked `partial` and cannot be replayed; export the game again once it is over for its complete record.
# $file: the attached file's name.
records-export-complete = The complete record of game #{ $id }. Check it with `python -m rules replay { $file }`.
records-export-complete-hidden = The complete record of game #{ $id }. The game is over, so it holds every hand and trade. Check it with `python -m rules replay { $file }`.
# File names: letters, digits and dashes only.
records-file-record = game-{ $id }.json
records-file-partial = game-{ $id }-partial.json

## Ratings: a rating followed by ? is provisional
records-refuse-game = There is no game { $name } here: pick one from the list.
records-refuse-leaderboard = That leaderboard is not available here.
records-refuse-same-player = Pick two different players to compare.
records-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
  }
# Wins, draws, losses, as sports tables write them.
records-wdl = { $wins }W { $draws }D { $losses }L

## /leaderboard
records-leaderboard-empty = Nobody has a { $game } rating on this server yet: finish a rated game first.
records-leaderboard-title = **{ $game } leaderboard** · page { $page } of { $pages }
# $player: a mention; $rating: the rating (with ? when provisional); $games: records-games; $wdl: records-wdl.
records-leaderboard-line = { $place }. { $player } **{ $rating }** · { $games } ({ $wdl })
# $sigma: the uncertainty above which a rating is provisional.
records-leaderboard-note = -# ? = provisional (uncertainty σ above { $sigma }). Rating = 1000 + 40 × (μ − 3σ).
records-page-previous = ◀ Previous
records-page-next = Next ▶

## /profile
records-profile-none = **{ $name }** has no rated games on this server yet.
records-profile-title = **{ $name }** on this server:
# $provisional: records-provisional or nothing; $streak: records-streak-*; $best: records-best or nothing.
records-profile-line = **{ $game }**: rating **{ $rating }**{ $provisional } · { $games }, { $wdl } · { $streak }{ $best }
records-provisional = { " " }(provisional)
records-streak-won = won { $count } in a row
records-streak-lost = lost { $count } in a row
records-streak-none = no streak
# $opponent: a mention; $rating: theirs then; $id: the game.
records-best = ; best win: over { $opponent } ({ $rating }) in game #{ $id }
records-chart-title = { $name }: rating over time
records-chart-file = rating.png
# The chart's alt text: a sentence per game.
records-versus-none = **{ $a }** and **{ $b }** have not finished a game together on this server.
records-versus-title = **{ $a }** vs **{ $b }** on this server:
# $record: records-record-*, from the first player's side.
records-versus-line = **{ $game }**: { $games } · { $a } { $record }
records-record-won-lost = { $won }-{ $lost } (won-lost)
records-record-won-drawn-lost = { $won }-{ $drawn }-{ $lost } (won-drawn-lost)

## /stats
records-stats-none = No { $game } game has finished on this server yet.
# $games: records-games; $rated: how many of them rated; $wins: how many the first player won, $share of them in percent;
# $draws: records-draws; $moves: records-moves; $days: records-days or records-hours.
records-stats = **{ $game }** on this server: { $games } finished ({ $rated } rated). First player won { $wins } ({ $share }%); { $draws }. Median length: { $moves }, { $days }.
records-draws = { $count ->
    [one] { $count } draw
   *[other] { $count } draws
  }
# The median number of moves ($count may have a decimal).
records-moves = { $count } moves
records-moves-one = 1 move
records-moves-none = - moves
# The median time a game took, with one decimal ($count), in days or, under a day, in hours.
records-days = { $count } days
records-days-one = { $count } day
records-hours = { $count } hours
records-hours-one = { $count } hour
records-time-none = -
