"""Without WEB_URL the web table is off: nothing listens and no button names it."""

from __future__ import annotations

from bot_helpers import actor_for, last_post, open_game
from test_web_links import buttons

from bot import PyramidBot
from rules import get_game


async def test_without_web_url_nothing_listens_and_no_button_names_it(table):
    bot: PyramidBot = table.bot
    assert bot.web is None
    row = await open_game(table, "pylon", [table.alice, table.bob])
    game = get_game(row.game_key)
    mover = actor_for(table, row, game.to_move(game.decode(row.state))[0])
    opened = await mover.click(last_post(table.channel), label="Play")
    board = await mover.slash(table.channel, "board", private=True)
    nxt = await mover.slash(table.channel, "next")
    for message in (opened.response, board.response, nxt.response):
        labels = [b.get("label") for b in buttons(message.components)]
        assert "Open the board" not in labels and "Open in Discord" not in labels
