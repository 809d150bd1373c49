"""Posting to Discord exactly once, even when the database fails right after Discord took
a message: the nonce, the recorded intent and the look-up before a second post."""
