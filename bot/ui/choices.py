"""The `game:` choices every command that names a game offers, and the descriptions of
the game options (`Game.options`) that `/game new` and `/tournament new` take."""

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

DESCRIPTION_LIMIT = 100  # Discord's limit for a slash option's description


def option_description(name: str) -> str:
    """A slash option's description for the game option `name`, from the games that
    declare it (rules: `Game.options`): "<title>: <what it does>; default <value>".
    Which game takes which option is the game's to say: `Game.resolve_options` refuses
    an option the chosen game does not take."""
    declared = [(game.title, option) for game in GAMES.values() for option in game.options
                if option.name == name]
    if not declared:
        raise ValueError(f"no game has an option {name!r}")
    option = declared[0][1]
    text = f"{' / '.join(title for title, _ in declared)}: {option.description}"
    if option.kind is not bool:
        text += f"; default {option.default}"
    if len(text) > DESCRIPTION_LIMIT:
        text = text[: DESCRIPTION_LIMIT - 1].rstrip() + "…"
    return text
