# /privacy and its buttons (bot/features/privacy). Private. Variables in { } keep their names.
# $former is the name finished games show for a deleted player, as stored ("a former player").

## Buttons
privacy-button-delete = Delete my data
privacy-button-confirm = Confirm
privacy-button-keep = Keep my data

## /privacy: what the bot stores about you
privacy-title = **What this bot stores about you**
# $names: the display names they played under, each in quotes, separated by commas.
privacy-names = - Your Discord user id and the display name you had when you played ({ $names }).
privacy-names-none = - Your Discord user id and your display name once you play.
# $running, $finished: how many games; $hands: privacy-hands or nothing.
privacy-games = - Your games: { $running ->
    [one] { $running } open or running game
   *[other] { $running } open or running games
  } and { $finished ->
    [one] { $finished } earlier game
   *[other] { $finished } earlier games
  }, with every move and when it was made.{ $hands }
# $games: the titles of the games with hands, as a list.
privacy-hands = { " " }In { $games } your hand is part of the saved game while it runs.
privacy-ratings = - Ratings: { $ratings ->
    [one] { $ratings } rating
   *[other] { $ratings } ratings
  } (one per server and game), with { $changes ->
    [one] { $changes } rating change
   *[other] { $changes } rating changes
  }.
# $notify, $language: the privacy-notify-* and privacy-language-* phrases.
privacy-settings = - Settings: { $notify }; { $language }.
# $how: mention, both, dm, off or digest.
privacy-notify = your `/notify` choice ({ $how ->
    [mention] a mention in the channel
    [both] a mention and a DM
    [dm] a DM
    [off] nothing
    [digest] one digest DM a day
   *[other] set
  })
privacy-notify-none = no `/notify` choice (you never set one)
# $language: the language's own name.
privacy-language = your `/language` choice ({ $language })
privacy-language-none = no `/language` choice
# $locale: a Discord locale code such as de or pt-BR.
privacy-language-locale = , and your Discord app's language when you set it ({ $locale }), for DMs
privacy-plans = - Planned replies: { $plans ->
    [one] { $plans } planned reply
   *[other] { $plans } planned replies
  } waiting in running games, seen by nobody else until played; they go when the game moves on.
privacy-how-long-title = **For how long**
privacy-how-long = Games, moves and ratings are kept as the server's history while the bot is in that server. If the bot is removed from a server, everything of that server is deleted after { $days ->
    [one] { $days } day
   *[other] { $days } days
  }. Messages waiting to be sent are kept 7 days after they went out.
privacy-delete-explained = **{ privacy-button-delete }** resigns your running games (the tables are told), takes you out of your lobbies, shows you as “{ $former }” in finished games, and deletes your ratings, settings and planned replies. It cannot be undone.

## Delete my data
privacy-confirm = Delete your data? Your running games are resigned, you leave your lobbies, finished games show “{ $former }” instead of your name, and your ratings and settings are deleted. Press **{ privacy-button-confirm }** to do it; it cannot be undone.
privacy-kept = Nothing was deleted: your data stays as it was.
# $did: what was done first (privacy-did-*), joined by "and", or nothing.
privacy-done = Done: { $did }nothing stored here names you any more: finished games show “{ $former }”, and your ratings and settings are deleted. Playing again starts afresh.
# $actions: privacy-resigned and/or privacy-left, joined by "and".
privacy-did = I { $actions }, and{ " " }
# $ids: game numbers, "#3, #7".
privacy-resigned = resigned { $count ->
    [one] { $count } game
   *[other] { $count } games
  } ({ $ids })
privacy-left = left { $count ->
    [one] a lobby
   *[other] { $count } lobbies
  } ({ $ids })
