"""The services one bot runs on, built once at start: what every feature reaches through
`bot.core`. Discord-free, so a feature's logic can be used (and tested) without Discord."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass

from bot.services.away import AwayService
from bot.services.computers import Computers
from bot.services.languages import Languages
from bot.services.lobbies import LobbyService
from bot.services.plans import PlanService
from bot.services.privacy import PrivacyService
from bot.services.proposals import Names, ProposalService
from bot.services.sessions import Sessions
from bot.services.tournaments import TournamentService
from bot.services.trades import TradeService
from bot.services.web_links import WebAddresses, WebLinks
from bot.services.wording import seat_names
from bot.settings import Settings
from bot.shards import ShardSet
from bot.storage.rows import GameRow
from bot.storage.store import Storage


@dataclass
class Core:
    settings: Settings
    store: Storage
    sessions: Sessions
    lobbies: LobbyService
    proposals: ProposalService
    trades: TradeService
    privacy: PrivacyService
    computers: Computers
    away: AwayService
    tournaments: TournamentService
    languages: Languages
    plans: PlanService
    shards: ShardSet
    now: Callable[[], float]
    # The web table's signed links, and the addresses the Discord side hands out.
    links: WebLinks
    web: WebAddresses


def build_core(
    settings: Settings,
    store: Storage,
    shards: ShardSet,
    now: Callable[[], float],
    new_seed: Callable[[], int],
    pool: Callable[[], Executor],
    names: Names = seat_names,
) -> Core:
    sessions = Sessions(store.games, now)
    # One for the process: it remembers each player's latest Discord locale (unasked DMs).
    languages = Languages(store.prefs)
    computers = Computers(store.games, sessions, pool, float(settings.computer_seconds))

    def after_change(row: GameRow) -> None:
        # A computer of ours to move; another process's computers are its own to run.
        if row.computers and shards.owns(row.guild_id):
            computers.kick(row.id)

    sessions.on_change = after_change
    sessions.public_language = languages.public
    links = WebLinks(store.meta, now, settings.web_link_days)
    return Core(
        settings=settings,
        store=store,
        sessions=sessions,
        lobbies=LobbyService(store, sessions, now, new_seed, on_start=after_change, languages=languages),
        proposals=ProposalService(store, sessions, now, computers.accepts_end, names, languages=languages),
        trades=TradeService(store.games, sessions),
        privacy=PrivacyService(store, sessions, now, languages),
        computers=computers,
        away=AwayService(store.away, now),
        tournaments=TournamentService(store, sessions, now, new_seed, on_start=after_change),
        languages=languages,
        plans=PlanService(store, sessions, now),
        shards=shards,
        now=now,
        links=links,
        web=WebAddresses(links, settings.web_url),
    )
