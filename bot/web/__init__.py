"""The web table (docs/web-table.md): a board players touch in a browser or as a Discord
Activity, served by the bot process itself when WEB_URL is set. Beside the features in
the layers: it reaches the game through the services, and knows no Discord."""
