"""Shape checks of actions: whoever built an action object, its fields have the types its class
declares before any rule reads them (`BuildRoad(None)`, `MoveRobber(None, None)`).

A check is made once per action class (when its rule set is composed) from its dataclass fields'
annotations. It knows `int` (never `bool`), `str`, `bool`, `None`, unions of these, and tuples
(`tuple[int, int]`, `tuple[str, ...]`), nested; a field of any other type is left to the handler.
The annotations are read without `typing.get_type_hints` or compiling them (start-up: `typing`
and a compilation per annotation, `_Reader` below).
"""

from __future__ import annotations

import builtins
import sys
import types
from collections.abc import Callable

from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

Check = Callable[[object], bool]

#: Annotation text -> what it evaluated to, per module namespace (by id: modules stay).
_READ: dict[tuple[int, str], object] = {}


def _hints(cls: type, names: tuple[str, ...]) -> list[object]:
    """The evaluated annotations of these fields (as `typing.get_type_hints` gives them)."""
    namespace = vars(sys.modules[cls.__module__])
    out: list[object] = []
    for name in names:
        annotation: object = None
        for base in cls.__mro__:
            own = getattr(base, "__annotations__", {})  # its own (a class's, since 3.10)
            if name in own:
                annotation = own[name]
                break
        if isinstance(annotation, str):
            key = (id(namespace), annotation)
            if key not in _READ:
                _READ[key] = _evaluate(annotation, namespace)
            annotation = _READ[key]
        out.append(type(None) if annotation is None else annotation)
    return out


def _evaluate(text: str, namespace: dict[str, Any]) -> object:
    """An annotation's value: read by `_Reader` when it is names, `X | Y`, `X[...]` and `...`
    (every action field's is), else by `eval`. Start-up: compiling an expression costs more
    than a millisecond the first time, reading one a few microseconds."""
    try:
        return _Reader(text, namespace).whole()
    except _Unread:
        return eval(text, namespace)  # the class's own annotation


class _Unread(Exception):
    """The annotation is not of the few forms `_Reader` reads."""


class _Reader:
    """Reads `name`, `A | B`, `A[B, C]` and `...`, names looked up in the module, then in
    the builtins (`None` is None), as evaluating the text would."""

    def __init__(self, text: str, namespace: dict[str, Any]) -> None:
        self.tokens = _tokens(text)
        self.at = 0
        self.namespace = namespace

    def whole(self) -> object:
        value = self.union()
        if self.at != len(self.tokens):
            raise _Unread
        return value

    def union(self) -> object:
        value = self.term()
        while self._take("|"):
            value = value | self.term()  # type: ignore[operator]
        return value

    def term(self) -> object:
        token = self._next()
        if token == "...":
            return Ellipsis
        if not token.isidentifier():
            raise _Unread
        if token == "None":
            value: Any = None
        elif token in self.namespace:
            value = self.namespace[token]
        elif hasattr(builtins, token):
            value = getattr(builtins, token)
        else:
            raise _Unread  # eval then raises the NameError
        if self._take("["):
            args = [self.union()]
            while self._take(","):
                args.append(self.union())
            if not self._take("]"):
                raise _Unread
            value = value[tuple(args) if len(args) > 1 else args[0]]
        return value

    def _next(self) -> str:
        if self.at == len(self.tokens):
            raise _Unread
        self.at += 1
        return self.tokens[self.at - 1]

    def _take(self, token: str) -> bool:
        if self.at < len(self.tokens) and self.tokens[self.at] == token:
            self.at += 1
            return True
        return False


def _tokens(text: str) -> list[str]:
    """Names, `...` and the single characters `|[],` (spaces dropped)."""
    out: list[str] = []
    for part in text.replace("...", " ... ").split():
        word = ""
        for ch in part:
            if ch in "|[],":
                if word:
                    out.append(word)
                    word = ""
                out.append(ch)
            else:
                word += ch
        if word:
            out.append(word)
    return out


def _origin_args(hint: object) -> tuple[object, tuple[Any, ...]]:
    """`typing.get_origin` and `typing.get_args` (typing read only if the hint is its own)."""
    if isinstance(hint, types.UnionType):
        return types.UnionType, hint.__args__
    if isinstance(hint, types.GenericAlias):
        return hint.__origin__, hint.__args__
    typing = sys.modules.get("typing")
    if typing is None:
        return None, ()
    return typing.get_origin(hint), typing.get_args(hint)


def _is_union(origin: object) -> bool:
    typing = sys.modules.get("typing")
    return origin is types.UnionType or (typing is not None and origin is typing.Union)


def _any(_: object) -> bool:
    return True


def _check(hint: object) -> Check:
    """The check of one annotation (exact types: `type(v) is int` also refuses a bool; this runs
    on every move, so it is kept to a few operations)."""
    if hint in (int, str, bool):
        kind: Any = hint
        return lambda value: type(value) is kind
    if hint is type(None):
        return lambda value: value is None
    origin, args = _origin_args(hint)
    if _is_union(origin):
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
    origin, args = _origin_args(hint)
    if origin is not tuple:
        return None
    if len(args) == 2 and all(a in (int, str, bool) for a in args):
        return args[0], args[1]
    return None


def shape_check(cls: type) -> Check | None:
    """A check that an instance of `cls` has fields of the declared types; None for a class
    with no fields to check."""
    # A dataclass's init fields in order (records' `__dataclass_fields__` is made on first read).
    names: tuple[str, ...] = getattr(cls, "__match_args__", ())
    if not names:
        return None
    checks = tuple(
        (name, _check(hint)) for name, hint in zip(names, _hints(cls, names), strict=True)
    )
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
