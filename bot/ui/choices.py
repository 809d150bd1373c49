"""The `game:` choices every command that names a game offers."""

from discord import app_commands

from rules import GAMES

GAME_CHOICES = [
    app_commands.Choice(
        name=f"{g.title} ({g.min_players}-{g.max_players} players)"
        if g.min_players != g.max_players
        else f"{g.title} ({g.min_players} players)",
        value=key,
    )
    for key, g in GAMES.items()
]
# By title alone, where the player count does not matter (ratings, statistics).
GAME_TITLES = [app_commands.Choice(name=g.title, value=key) for key, g in GAMES.items()]
