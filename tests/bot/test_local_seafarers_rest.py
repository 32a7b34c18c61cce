"""Seafarers in the terminal, the other half of the scenarios (see
`test_local_seafarers.py`): a whole game of each typed as the terminal's commands, first in
process, then piped into `python -m bot local --rules seafarers --scenario NAME`, which must
reach the same result."""

from __future__ import annotations

from pathlib import Path

import pytest

from .local_seafarers import REST, whole_game


@pytest.mark.parametrize("scenario", REST)
async def test_a_whole_seafarers_game_typed_in_the_terminal(tmp_path: Path, scenario: str) -> None:
    """Each scenario started and finished in the terminal; the same lines piped
    into the real command reach the same final scores."""
    await whole_game(tmp_path, scenario)
