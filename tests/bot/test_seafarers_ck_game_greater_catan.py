"""Cities & Knights with Seafarers through the simulated Discord, scenario Greater Catan:
played from the lobby to a winner, then scanned for secrets (the game and the tests are in
`tests/bot/seafarers_ck_play.py`; one file a scenario spreads the games over the workers)."""

from __future__ import annotations

import pytest

from tests.bot.seafarers_ck_play import *  # noqa: F403 (the tests every scenario runs)
from tests.bot.seafarers_ck_play import played_fixture

pytestmark = pytest.mark.asyncio(loop_scope="module")

played = played_fixture("greater_catan")
