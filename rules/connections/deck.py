"""The Connections deck as data (games.md tables), checked when it loads, and the
lookup from typed names to cards and regions.

Deck order is the region table top to bottom, cities in the order given, then the
linking cards in table order. Hands, rows and melds are always shown in it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.notation import fold_accents


@dataclass(frozen=True)
class Region:
    name: str
    colour: str
    hex: str
    cities: tuple[str, ...]


@dataclass(frozen=True)
class Link:
    card: str
    regions: tuple[str, ...]


REGIONS: tuple[Region, ...] = (
    Region("Atlantic North America", "orange", "#F28C28",
           ("New York", "Boston", "Toronto", "Montreal", "Atlanta")),
    Region("Pacific North America", "purple", "#7D3C98",
           ("Los Angeles", "San Francisco", "Seattle", "Vancouver", "Anchorage")),
    Region("Western Europe", "light blue", "#85C1E9", ("London", "Paris", "Amsterdam", "Madrid")),
    Region("Pacific Asia", "pink", "#F5A3C7", ("Tokyo", "Seoul", "Shanghai", "Beijing")),
    Region("Mediterranea", "dark green", "#1E7B3C", ("Rome", "Athens", "Tunis")),
    Region("Africa", "yellow", "#F4D03F", ("Lagos", "Nairobi", "Johannesburg")),
    Region("Caribbea", "red", "#D62828", ("Havana", "Kingston", "San Juan")),
    Region("Western Asia", "dark blue", "#1F3A93", ("Tehran", "Baghdad", "Dubai")),
    Region("South America", "grey", "#8E8E8E", ("Sao Paulo", "Buenos Aires", "Lima")),
    Region("South East Asia", "olive green", "#808000", ("Bangkok", "Jakarta", "Manila")),
    Region("AustralAsia", "light green", "#9BE07B", ("Sydney", "Melbourne", "Auckland")),
    Region("Eastern Europe", "maroon", "#800000", ("Warsaw", "Kyiv", "Moscow")),
)

LINKS: tuple[Link, ...] = (
    Link("Chicago", ("Atlantic North America", "Pacific North America")),
    Link("Gibraltar", ("Western Europe", "Mediterranea", "Africa")),
    Link("Istanbul", ("Western Asia", "Eastern Europe")),
    Link("Lahore", ("Western Asia", "South East Asia")),
    Link("Miami", ("Atlantic North America", "Caribbea")),
    Link("Honolulu", ("Pacific North America", "Pacific Asia")),
    Link("Panama City", ("Caribbea", "South America")),
    Link("Cairo", ("Mediterranea", "Africa", "Western Asia")),
    Link("Berlin", ("Western Europe", "Eastern Europe")),
    Link("Singapore", ("South East Asia", "AustralAsia", "Pacific Asia")),
    Link("Hong Kong", ("Pacific Asia", "South East Asia")),
    Link("Dakar", ("Africa", "South America")),
)

REGIONAL_COUNT = 42
LINKING_COUNT = 12
MAX_SET = 11  # the scoring table stops at 11 cards

# Other spellings players use (the rule text writes "Mediterranean", "Southeast Asia").
REGION_ALIASES = {"Mediterranean": "Mediterranea", "Caribbean": "Caribbea"}


def name_key(text: str) -> str:
    """The matching key of a name: accents folded, lower case, no spaces or hyphens,
    so 'São Paulo', 'sao paulo' and 'SaoPaulo' are one name."""
    return fold_accents(text).casefold().replace(" ", "").replace("-", "")


def check_deck(regions: Iterable[Region], links: Iterable[Link]) -> None:
    """Raise ValueError when the data breaks the text's counts or the scoring table."""
    regions, links = tuple(regions), tuple(links)
    cities = [c for r in regions for c in r.cities]
    if len(cities) != REGIONAL_COUNT:
        raise ValueError(f"the deck needs {REGIONAL_COUNT} regional cards, not {len(cities)}")
    if len(links) != LINKING_COUNT:
        raise ValueError(f"the deck needs {LINKING_COUNT} linking cards, not {len(links)}")
    names = cities + [lk.card for lk in links] + [r.name for r in regions] + list(REGION_ALIASES)
    keys = [name_key(n) for n in names]
    if len(set(keys)) != len(keys):
        twice = sorted({n for n, k in zip(names, keys, strict=True) if keys.count(k) > 1})
        raise ValueError(f"names must be unique: {', '.join(twice)}")
    sizes = {r.name: len(r.cities) for r in regions}
    for r in regions:
        if not r.cities or not r.hex.startswith("#") or len(r.hex) != 7:
            raise ValueError(f"{r.name} needs cities and a #rrggbb colour")
    for lk in links:
        if len(set(lk.regions)) < 2 or any(r not in sizes for r in lk.regions):
            raise ValueError(f"{lk.card} must join two or more known regions")
        biggest = 1 + sum(sizes[r] for r in lk.regions)
        if biggest > MAX_SET:
            raise ValueError(f"{lk.card} could make a set of {biggest} cards; the most is {MAX_SET}")


check_deck(REGIONS, LINKS)

# ---- tables derived once, so that play never recomputes them --------------------------
REGION_NAMES: tuple[str, ...] = tuple(r.name for r in REGIONS)
REGION_INDEX: dict[str, int] = {name: i for i, name in enumerate(REGION_NAMES)}
REGIONAL_CARDS: tuple[str, ...] = tuple(c for r in REGIONS for c in r.cities)
LINKING_CARDS: tuple[str, ...] = tuple(lk.card for lk in LINKS)
CARDS: tuple[str, ...] = REGIONAL_CARDS + LINKING_CARDS
CARD_INDEX: dict[str, int] = {c: i for i, c in enumerate(CARDS)}
REGION_OF: dict[str, str] = {c: r.name for r in REGIONS for c in r.cities}
LINK_REGIONS: dict[str, tuple[str, ...]] = {lk.card: lk.regions for lk in LINKS}
REGION_INFO: tuple[dict[str, str], ...] = tuple(
    {"name": r.name, "colour": r.colour, "hex": r.hex} for r in REGIONS
)

CARD_KEYS: dict[str, str] = {name_key(c): c for c in CARDS}
REGION_KEYS: dict[str, str] = {name_key(r): r for r in REGION_NAMES}
REGION_KEYS.update({name_key(alias): r for alias, r in REGION_ALIASES.items()})
MAX_NAME_WORDS = max(len(n.split()) for n in (*CARDS, *REGION_NAMES, *REGION_ALIASES, "Southeast Asia"))


def in_deck_order(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=CARD_INDEX.__getitem__)


def and_list(items: Iterable[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]
