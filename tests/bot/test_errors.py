"""What the Discord adapter says about a refusal."""

from __future__ import annotations

from bot.discord_app.errors import sentence
from bot.service import Refusal


def test_unreadable_input_points_to_discords_own_commands() -> None:
    """No `/help` in Discord: the pointer names "All my moves" and `/rules`."""
    said = sentence(Refusal("bad_notation", "I can't read “fly”: that is not a move."))
    assert said.startswith("I can't read “fly”: that is not a move. ")
    assert "All my moves" in said and "/rules" in said and "/help" not in said


def test_other_refusals_are_passed_on_as_they_are() -> None:
    """Only an unreadable move gets the pointer."""
    assert sentence(Refusal("roll_first", "Roll the dice first.")) == "Roll the dice first."
