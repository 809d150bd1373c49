"""Placeholder: the Epicycle engine is being written."""

from rules.base import Game


class Epicycle(Game):
    key = "epicycle"
    title = "Epicycle"
    min_players = 2
    max_players = 2

    def _setup(self, state):
        raise NotImplementedError

    def _to_move(self, state):
        raise NotImplementedError

    def _legal_moves(self, state, seat):
        raise NotImplementedError

    def _parse(self, state, seat, text):
        raise NotImplementedError

    def _play(self, state, seat, move):
        raise NotImplementedError

    def _view(self, state, seat):
        raise NotImplementedError

    def text(self, state, seat=None):
        raise NotImplementedError


EPICYCLE = Epicycle()
