"""Cities & Knights with Seafarers through the simulated Discord, scenario Heading for New Shores:
played from the lobby to a winner, then scanned for secrets (the game and the tests are in
`tests/bot/seafarers_ck_play.py`; one file a scenario spreads the games over the workers)."""

from __future__ import annotations

import pytest

from tests.bot.seafarers_ck_play import (
    played_fixture,
    test_autocomplete_offers_knight_spots_with_reasons,
    test_each_scenario_is_played_from_the_lobby_to_a_winner,
    test_every_scenario_of_the_combination_has_its_own_file,
    test_no_public_message_or_picture_reveals_a_secret,
    test_the_public_messages_word_both_expansions,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")

played = played_fixture("new_shores")

__all__ = [
    "played",
    "test_autocomplete_offers_knight_spots_with_reasons",
    "test_each_scenario_is_played_from_the_lobby_to_a_winner",
    "test_every_scenario_of_the_combination_has_its_own_file",
    "test_no_public_message_or_picture_reveals_a_secret",
    "test_the_public_messages_word_both_expansions",
]
