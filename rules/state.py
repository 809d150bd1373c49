"""States are plain JSON-able dicts (string keys, lists, ints, strings, None, bools),
so that encode/decode round-trips exactly and apply can copy them cheaply."""

import json
import pickle
from typing import Any

State = dict[str, Any]


def clone(state: State) -> State:
    """A deep copy; pickle is the fastest general deep copy for plain data."""
    copy: State = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    return copy


def encode(state: State) -> str:
    return json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def decode(text: str) -> State:
    state = json.loads(text)
    if not isinstance(state, dict):
        raise ValueError(f"a state is a JSON object, not {type(state).__name__}")
    return state
