"""The errors the engine raises."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules refuse; the game is unchanged.

    `code` is a short machine-readable reason; `str(exc)` is a sentence a player can act on.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class ConfigError(ValueError):
    """A game configuration the engine cannot start (unknown switch, bad player list, ...)."""
