"""The operator's tools: start-up checks, the writer lock, backup, forget and migrate-db.

They run outside the bot's Discord loop (from `python -m bot <command>` or before the bot
connects), so they sit above storage and beside the app, not inside the layers.
"""
