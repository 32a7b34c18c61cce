"""Results kept between calls of the legal list, each with the inputs it was made from.

The legal list asks the same questions on most moves (is this progress card playable, with which
arguments), and most moves change none of the few inputs a question reads: a card that looks at
the buildings keeps its answer through trades, rolls and turns until a building changes. An
answer is kept with a copy of its inputs (references to the live state: the board, lists,
dicts, sets, numbers) and given again only while the live inputs are equal to that copy, so a
kept answer can never outlive a change of what it was made from, whatever made the change (a
move of any rule module, a test setting a position up by hand). Nothing here is saved: a copied
or loaded game starts with nothing kept.
"""

from __future__ import annotations

from typing import Any

#: A question's inputs: live references and values (their copy is kept with the answer).
Inputs = tuple[Any, ...]


def frozen(inputs: Inputs) -> Inputs:
    """A copy of the inputs that later changes of the live state do not reach: lists (and
    lists of lists), dicts (and their list values) and sets are copied; anything else is kept
    as is (numbers, strings, tuples, None and the immutable board)."""
    out: list[Any] = []
    for x in inputs:
        kind = type(x)
        if kind is list:
            x = [y[:] for y in x] if x and type(x[0]) is list else x[:]
        elif kind is dict:
            x = {k: v[:] if type(v) is list else v for k, v in x.items()}
        elif kind is set:
            x = set(x)
        out.append(x)
    return tuple(out)


def recall(kept: dict[Any, tuple[Inputs, Any]], key: Any, inputs: Inputs) -> Any:
    """The answer kept under `key` while its inputs equal the live ones; None otherwise."""
    entry = kept.get(key)
    if entry is not None and entry[0] == inputs:
        return entry[1]
    return None


def keep(kept: dict[Any, tuple[Inputs, Any]], key: Any, inputs: Inputs, answer: Any) -> None:
    """Keep `answer` under `key` with a copy of the inputs it was made from."""
    kept[key] = (frozen(inputs), answer)
