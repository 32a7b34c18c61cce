"""`record`: what `@dataclass(frozen=True, slots=True)` makes of a class, made cheaper at import.

Start-up matters (a process may play a few games and exit), and the standard decorator compiles
each generated method on its own (`__init__`, `__repr__`, `__eq__`, `__hash__`, `__setattr__`,
`__delattr__`: six compilations a class, about half a millisecond, for the ~60 event and action
classes a game imports). `record` lets `dataclass` do only the cheap part (the fields, the slots,
`__match_args__`) and compiles the same methods in one go, so a class is made in about 40 % of the
time. The result behaves as the standard one: positional or keyword arguments with the same
defaults, a value `==` and hash over the fields in order, the same repr, `FrozenInstanceError`
on assignment, `fields()`, `replace()` and pickling/copying; `__dataclass_params__` says frozen.

`__init__` sets each slot through its descriptor (about 60 % of the time of the generated
`object.__setattr__` calls: a few events are made on every move).

Limits (checked, TypeError otherwise): no default factories, keyword-only fields, init-less
fields or `__post_init__`, and the class's bases are not dataclasses (subclasses of a record
made with the standard decorator are fine).
"""

from __future__ import annotations

from dataclasses import MISSING, FrozenInstanceError, dataclass, field, fields
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T")


# The flags `dataclass(frozen=True, slots=True)` records: read by subclasses made with the
# standard decorator (a frozen dataclass may only inherit from frozen ones).
@dataclass(frozen=True, slots=True)
class _Frozen:
    pass


_PARAMS = _Frozen.__dataclass_params__  # type: ignore[attr-defined]


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, f.name) for f in fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for f, value in zip(fields(self), state, strict=False):
        object.__setattr__(self, f.name, value)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    """The class as `@dataclass(frozen=True, slots=True)` would make it (see the module)."""
    if any(hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:]):
        raise TypeError(f"record {cls.__name__}: a base is a dataclass")
    if "__post_init__" in cls.__dict__:
        raise TypeError(f"record {cls.__name__}: __post_init__ is not supported")
    made: Any = dataclass(slots=True, init=False, repr=False, eq=False)(cls)
    own = fields(made)
    names = [f.name for f in own]
    namespace: dict[str, Any] = {"FrozenInstanceError": FrozenInstanceError, "cls": made}
    args, body = [], []
    for i, f in enumerate(own):
        if not f.init or f.kw_only or f.default_factory is not MISSING:
            raise TypeError(f"record {cls.__name__}.{f.name}: only plain fields are supported")
        namespace[f"set_{i}"] = made.__dict__[f.name].__set__
        if f.default is MISSING:
            args.append(f.name)
        else:
            namespace[f"default_{i}"] = f.default
            args.append(f"{f.name}=default_{i}")
        body.append(f"  set_{i}(self, {f.name})")
    mine = "".join(f"self.{n}," for n in names)
    theirs = "".join(f"other.{n}," for n in names)
    shown = ", ".join(f"{n}={{self.{n}!r}}" for n in names)
    source = "\n".join(
        [
            "def __init__(self" + "".join(f", {a}" for a in args) + "):",
            *(body or ["  pass"]),
            "def __repr__(self):",
            f'  return f"{{self.__class__.__qualname__}}({shown})"',
            "def __eq__(self, other):",
            "  if other.__class__ is self.__class__:",
            f"    return ({mine}) == ({theirs})",
            "  return NotImplemented",
            "def __hash__(self):",
            f"  return hash(({mine}))",
            "def __setattr__(self, name, value):",
            f"  if type(self) is cls or name in {tuple(names)!r}:",
            '    raise FrozenInstanceError(f"cannot assign to field {name!r}")',
            "  super(cls, self).__setattr__(name, value)",
            "def __delattr__(self, name):",
            f"  if type(self) is cls or name in {tuple(names)!r}:",
            '    raise FrozenInstanceError(f"cannot delete field {name!r}")',
            "  super(cls, self).__delattr__(name)",
        ]
    )
    exec(source, namespace)
    for name in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"):
        method = namespace[name]
        method.__qualname__ = f"{made.__qualname__}.{name}"
        method.__module__ = made.__module__
        setattr(made, name, method)
    # What the standard `__init__` declares, for `inspect.signature`.
    namespace["__init__"].__annotations__ = {f.name: f.type for f in own} | {"return": None}
    made.__getstate__ = _getstate
    made.__setstate__ = _setstate
    made.__dataclass_params__ = _PARAMS
    return made  # type: ignore[no-any-return]


__all__ = ["record"]
