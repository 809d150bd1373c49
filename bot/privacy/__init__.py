"""Privacy: what is stored about a user and deleting it (/privacy, `python -m bot forget`),
and deleting the data of servers that removed the bot (bot.md "Privacy", docs/privacy.md)."""
