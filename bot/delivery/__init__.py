"""Posting to Discord what stored changes announce: the outbox dispatcher, what each
item becomes (the turn post, lines, DMs), and the notification hooks."""
