"""Replays of stored games: stepping through positions (/replay), the animated GIF (the
final post's "Replay GIF" button) and the JSON record (/export)."""
