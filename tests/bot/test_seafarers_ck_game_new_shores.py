"""Cities & Knights with Seafarers through the simulated Discord, scenario Heading for New Shores:
played from the lobby to a winner, then scanned for secrets (the game and the tests are in
`tests/bot/seafarers_ck_play.py`; one file a scenario spreads the games over the workers)."""

from __future__ import annotations

import pytest

from tests.bot.seafarers_ck_play import *  # noqa: F403 (the tests every scenario runs)
from tests.bot.seafarers_ck_play import (
    played_fixture,
    test_every_scenario_of_the_combination_has_its_own_file,  # noqa: F401 (collected here once)
)

pytestmark = pytest.mark.asyncio(loop_scope="module")

played = played_fixture("new_shores")
