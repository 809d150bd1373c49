"""The web table's pure parts: the rate limit and the signed links' format."""

from __future__ import annotations

from bot.web.security import RateLimit


def test_the_limit_refills_over_time():
    limit = RateLimit(per_minute=60)
    assert all(limit.allow("a", now=0.0) for _ in range(60))
    assert not limit.allow("a", now=0.0)
    assert limit.allow("b", now=0.0)  # per address
    assert limit.allow("a", now=1.5)  # a second and a half later: one more
