"""Shape checks of actions: whoever built an action object, its fields have the types its class
declares before any rule reads them (issue 11: `BuildRoad(None)`, `MoveRobber(None, None)`).

A check is made once per action class from its dataclass fields' annotations. It knows `int`
(never `bool`), `str`, `bool`, `None`, unions of these, and tuples (`tuple[int, int]`,
`tuple[str, ...]`), nested; a field of any other type is left to the handler.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from dataclasses import fields, is_dataclass

Check = Callable[[object], bool]


def _any(_: object) -> bool:
    return True


def _check(hint: object) -> Check:
    """The check of one annotation (exact types: `type(v) is int` also refuses a bool; this runs
    on every move, so it is kept to a few operations)."""
    if hint in (int, str, bool):
        kind = typing.cast(type, hint)
        return lambda value: type(value) is kind
    if hint is type(None):
        return lambda value: value is None
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        options = tuple(_check(a) for a in args)
        return lambda value: any(option(value) for option in options)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            pair = _plain_pair(args[0])
            if pair is not None:  # e.g. cards, tuple[tuple[str, int], ...]: written out
                kind_a, kind_b = pair

                def pairs(value: object) -> bool:
                    if type(value) is not tuple:
                        return False
                    for v in value:
                        if (
                            type(v) is not tuple
                            or len(v) != 2
                            or type(v[0]) is not kind_a
                            or type(v[1]) is not kind_b
                        ):
                            return False
                    return True

                return pairs
            item = _check(args[0])

            def each(value: object) -> bool:
                if type(value) is not tuple:
                    return False
                for v in value:  # noqa: SIM110  (a loop: all() over a generator is slower here)
                    if not item(v):
                        return False
                return True

            return each
        pair = _plain_pair(hint)
        if pair is not None:  # e.g. a path, tuple[int, int]: written out
            kind_a, kind_b = pair
            return lambda value: (
                type(value) is tuple
                and len(value) == 2
                and type(value[0]) is kind_a
                and type(value[1]) is kind_b
            )
        items = tuple(_check(a) for a in args)
        if len(items) == 2:
            first, second = items
            return lambda value: (
                type(value) is tuple and len(value) == 2 and first(value[0]) and second(value[1])
            )
        return lambda value: (
            isinstance(value, tuple)
            and len(value) == len(items)
            and all(check(v) for check, v in zip(items, value, strict=True))
        )
    return _any


def _plain_pair(hint: object) -> tuple[type, type] | None:
    """The two types of `tuple[A, B]` where both are int, str or bool (else None)."""
    if typing.get_origin(hint) is not tuple:
        return None
    args = typing.get_args(hint)
    if len(args) == 2 and all(a in (int, str, bool) for a in args):
        return typing.cast(type, args[0]), typing.cast(type, args[1])
    return None


def shape_check(cls: type) -> Check | None:
    """A check that an instance of `cls` has fields of the declared types; None for a class
    with no fields to check."""
    if not is_dataclass(cls):
        return None
    hints = typing.get_type_hints(cls)
    checks = tuple((f.name, _check(hints[f.name])) for f in fields(cls))
    checks = tuple((name, check) for name, check in checks if check is not _any)
    if not checks:
        return None
    if len(checks) == 1:
        ((name, check),) = checks
        return lambda action: check(getattr(action, name))

    def every(action: object) -> bool:
        for name, check in checks:  # noqa: SIM110  (as above)
            if not check(getattr(action, name)):
                return False
        return True

    return every
