"""Suite-wide test settings."""

import os

from hypothesis import HealthCheck, settings

# Machine noise must not fail a property test: no per-example deadline. CI runs a
# fixed, moderate number of examples so the whole suite stays within minutes.
settings.register_profile(
    "default", deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "ci", deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
settings.load_profile("ci" if os.environ.get("CI") else "default")
