"""Languages: every line the service returns is a phrase, which the adapters say
again in the reader's or the game's language; a plain `str` would stay English."""

from __future__ import annotations

import random

import pytest

from bot.service import Outcome, Refusal, Service
from words import Phrase, speak
from words.languages import catalogue

from .helpers import ANN, BO, play_to_end, started_table

# The game's rules through the service: one store is enough (see tests/conftest.py).
pytestmark = pytest.mark.game_rules


def _lines(outcome: Outcome) -> list[str]:
    """Every line of an outcome a player reads: public, private, and the prompts' words."""
    return [
        *outcome.public,
        *(line for lines in outcome.private.values() for line in lines),
        *(text for prompt in outcome.prompts for text in (prompt.doing, prompt.private)),
    ]


async def test_every_line_of_a_whole_game_is_a_phrase_said_again_in_dutch(
    service: Service,
) -> None:
    """Tests: a random game played through the service, its outcomes' public and
    private lines and prompts (and the status, hand and log read along the way) are all
    phrases, and each says itself in Dutch without falling back to a plain str."""
    dutch = catalogue("nl")
    outcomes = [await started_table(service, vp_to_win=5)]
    outcomes += [outcome for _, _, outcome in await play_to_end(service, 42, random.Random(18))]
    outcomes += [
        await service.tables.status(42),
        await service.tables.hand(42, ANN.id),
        await service.tables.log(42, 200),
    ]
    lines = [line for outcome in outcomes for line in _lines(outcome)]
    assert len(lines) > 100
    plain = [line for line in lines if not isinstance(line, Phrase)]
    assert plain == []
    said = [speak(line, dutch) for line in lines]
    assert all(text for text in said)
    prompts = [p.doing for outcome in outcomes for p in outcome.prompts]
    assert prompts and all(speak(p, dutch) != p for p in prompts)


async def test_a_refusal_says_its_sentence_again_in_german(service: Service) -> None:
    """A refusal's message is a phrase: `Du bist nicht dran` to a German reader."""
    await started_table(service)
    awaited = (await service.tables.status(42)).awaiting
    other = next(user for user in (ANN.id, BO.id) if user not in awaited)
    try:
        await service.play.act(42, other, "roll")
    except Refusal as refusal:
        assert isinstance(refusal.message, Phrase)
        assert speak(refusal.message, catalogue("de")).startswith("Du bist nicht dran")
    else:
        raise AssertionError("a move out of turn was accepted")
