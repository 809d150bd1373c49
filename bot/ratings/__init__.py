"""Ratings per server and per game (OpenSkill), leaderboards, profiles and statistics.
The rules of what is rated and how are in docs/ratings.md."""
