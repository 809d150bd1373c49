"""Discord helpers every feature shares: answering interactions, persistent buttons,
custom ids, the bot type features see."""
