"""The errors the engine raises: a code and its parameters, never a sentence (the words live in
the catalogue outside the engine)."""

from __future__ import annotations


def _shown(code: str, params: dict[str, object]) -> str:
    if not params:
        return code
    return code + " (" + ", ".join(f"{k}={v!r}" for k, v in params.items()) + ")"


class IllegalAction(ValueError):
    """An action the rules refuse; the game is unchanged.

    `code` is a short machine-readable reason and `params` the JSON-safe data a sentence needs
    (player ids, card counts as {resource: n}, numbers); a `hint` parameter, where present, picks
    one of several sentences for the same code. `str(exc)` shows both, for logs.
    """

    def __init__(self, code: str, **params: object) -> None:
        # The text is made only when shown: rules build refusals they never raise (a card's
        # "playable when" test asked while listing legal actions), and on every move.
        super().__init__(code)
        self.code = code
        self.params = params

    def __str__(self) -> str:
        return _shown(self.code, self.params)


class ConfigError(ValueError):
    """A game configuration the engine cannot start (unknown switch, bad player list, ...).

    Like IllegalAction: a `code` and its `params`, worded outside the engine.
    """

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(_shown(code, params))
        self.code = code
        self.params = params
