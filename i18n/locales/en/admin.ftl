# Settings and operations (bot/features/admin): /about, /notify, /settings. All private.
# Variables in { } keep their names.

## /about (server admins)
admin-about-refuse-server = Run `/about` in a server.
admin-about-refuse-permission = Only members with Manage Server can see this.
# $version: the bot's version number.
admin-about-version = **Pyramid Table** version { $version }
# $uptime: admin-uptime-* words.
admin-about-uptime = Running for: { $uptime }
admin-about-shards = Shards: { $shards }
# $backend: SQLite or PostgreSQL.
admin-about-storage = Storage: { $backend }
# $games: admin-games-* counts, separated by commas.
admin-about-games = Games stored: { $games }
admin-about-latency = Discord answers in: { $latency }
admin-about-search = Computer search: { $search }
# How the computer players search: with the compiled C extension, or in Python.
admin-search-compiled = compiled
admin-search-python = Python (slower: the C extension was not built)
admin-uptime-short = less than a minute
# Uptime is said in its two largest units, one after the other: "3 days 4 hours".
admin-unit-day = { $count ->
    [one] { $count } day
   *[other] { $count } days
  }
admin-unit-hour = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
  }
admin-unit-minute = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
  }
# Games by status.
admin-games-active = { $count } being played
admin-games-lobby = { $count ->
    [one] { $count } lobby
   *[other] { $count } lobbies
  }
admin-games-finished = { $count } finished
admin-games-cancelled = { $count } cancelled
admin-games-abandoned = { $count } abandoned
# $listed: shard numbers, "1, 3"; $count: how many this process runs.
admin-shards = this server is on shard { $here }; this process runs { $count ->
    [one] shard
   *[other] shards
  } { $listed } of { $total }
admin-latency = { $ms } ms
admin-latency-unknown = unknown

## /notify
admin-notify-mention = When it is your turn, I will mention you in the game's channel (no DM).
admin-notify-dm = When it is your turn, I will DM you instead of mentioning you in the channel.
admin-notify-both = When it is your turn, I will mention you in the channel and DM you.
admin-notify-off = I will not mention or DM you when it is your turn; check `/games` for games waiting on you.
admin-notify-digest = Once a day I will DM you one list of every game waiting for you; no mention or DM per turn.
admin-notify-now-mention = You hear about your turns by a mention in the game's channel.
admin-notify-now-dm = You hear about your turns by DM.
admin-notify-now-both = You hear about your turns by a mention and a DM.
admin-notify-now-off = You get no mention or DM about your turns.
admin-notify-now-digest = You get one digest DM a day.
# $hour: 00 to 23; $zone: a time zone's IANA name (Europe/Berlin).
admin-notify-hours = Your digest comes at { $hour }:00 ({ $zone }); turn DMs come at any hour.
# $start, $end: hours 00 to 23.
admin-notify-hours-quiet = Your digest comes at { $hour }:00 ({ $zone }); no turn DMs from { $start }:00 to { $end }:00.

## /settings (server admins)
admin-settings-refuse-server = Settings belong to a server: run `/settings` in one.
admin-settings-refuse-permission = Only members with Manage Server can change the settings.
admin-settings-reminders = Reminders: a player who has not moved for { $hours } h is reminded, then once every { $hours } h.
admin-settings-threads-on = Every new game opens in its own thread (`/game new thread:false` keeps one in the channel).
admin-settings-threads-off = New games open in the channel where `/game new` runs (`thread:true` opens a thread).
admin-settings-away = Away: each player has { $days ->
    [one] { $days } away day
   *[other] { $days } away days
  } a year for `/away`.
# $language: the language's own name (Deutsch, Français...).
admin-settings-language = Public posts: { $language }.
