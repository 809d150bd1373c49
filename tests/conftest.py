"""Suite-wide test settings."""

import os

from hypothesis import HealthCheck, settings

# The PostgreSQL server fixtures, for every test that asks for them.
from postgres_server import postgres_server, postgres_url  # noqa: F401

# Machine noise must not fail a property test: no per-example deadline. CI runs a
# fixed, moderate number of examples so the whole suite stays within minutes.
settings.register_profile(
    "default", deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow],
    derandomize=False,  # explicit: Hypothesis' own defaults change when it spots a CI variable
)
settings.register_profile(
    "ci", deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
# CI services set CI=true: the same examples on every run, so a red build is reproducible.
settings.load_profile("ci" if os.environ.get("CI", "").strip().lower() in ("true", "1", "yes") else "default")
