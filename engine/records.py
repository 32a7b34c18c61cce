"""`record`: what `@dataclass(frozen=True, slots=True)` makes of a class, made without importing
`dataclasses` and without compiling anything per class.

Start-up matters (a process may play a few games and exit). The standard decorator imports
`inspect` (and `ast`, `dis`, `tokenize` with it: about 7 ms) and compiles each generated method
on its own: six compilations a class, about a quarter of a millisecond, for the ~50 event, action,
configuration, map and rule-set classes a base game imports. `record` makes the same class from
copies of a few functions:

- `__init__`, `__eq__` and `__hash__` come from one template per number of fields, compiled the
  first time a class with that many fields is made (`(self.f0, self.f1) == (other.f0, other.f1)`,
  `s0(self, f0)` for each slot), whose code is copied with the placeholder names replaced by the
  class's field names (`CodeType.replace`): the same bytecode the standard decorator compiles,
  so the same speed (`__init__` sets each slot through its descriptor, about 60 % of the time
  of the standard `object.__setattr__` calls: a few events are made on every move).
- `__repr__`, `__setattr__`, `__delattr__`, `__getstate__` and `__setstate__` are closures over
  the field names, shared code.
- What `dataclasses` reads (`__dataclass_fields__`, `__dataclass_params__`: for `fields()`,
  `replace()`, `asdict()`, `is_dataclass()`, a subclass made with the standard decorator) is
  made on first read, by the standard decorator run on a stand-in class with the same fields.

The result behaves as the standard one (tests/engine/test_fast_paths.py holds each class to it):
positional or keyword arguments with the same defaults (a `field(default_factory=...)` shows as
`<factory>` in the signature), `__post_init__` called last, a value `==` and hash over the fields
in order, the same repr, `FrozenInstanceError` on assignment, `__match_args__`, `__slots__`,
pickling and copying. Two differences nobody relies on: a class without a docstring keeps
`__doc__` None (the standard decorator writes its signature there), and the repr has no guard
against a record that contains itself.

Limits (checked, TypeError otherwise): no keyword-only, init-less or `InitVar` fields, no field
named `self`, and the class's bases are not dataclasses (a subclass of a record made with the
standard decorator is fine). Fields are declared with this module's `field`, not the standard
one (which would import `dataclasses`).
"""

from __future__ import annotations

import sys

from . import record_templates

#: True only for type checkers (mypy reads any `TYPE_CHECKING` so): `typing` is not imported at
#: run time.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar, dataclass_transform

    T = TypeVar("T")
else:

    def dataclass_transform(**_: object) -> object:
        return lambda decorator: decorator


class _Marker:
    """A default that stands for something else, shown as its name."""

    __slots__ = ("_shown",)

    def __init__(self, shown: str) -> None:
        self._shown = shown

    def __repr__(self) -> str:
        return self._shown


#: No default.
_MISSING: Any = _Marker("MISSING")
#: The `__init__` default of a field with a default factory (as the standard decorator's, whose
#: repr `inspect.signature` shows): replaced by a fresh value from the factory.
_FACTORY: Any = _Marker("<factory>")


class _Declared:
    """What `field()` returns: read by `record`, never left on the class."""

    __slots__ = ("default", "default_factory")

    def __init__(self, default: Any, default_factory: Any) -> None:
        self.default = default
        self.default_factory = default_factory


def field(*, default: Any = _MISSING, default_factory: Callable[[], Any] = _MISSING) -> Any:
    """A field's default (`default`) or the function making a fresh one for each record
    (`default_factory`), as `dataclasses.field` takes them."""
    if default is not _MISSING and default_factory is not _MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return _Declared(default, default_factory)


def _frozen(message: str) -> Exception:
    from dataclasses import FrozenInstanceError  # only when someone tries (rare)

    return FrozenInstanceError(message)


# ----- the templates -------------------------------------------------------------------------

#: Per (number of fields, whether `finish` runs last): the function returning a class's
#: `__init__`, `__eq__` and `__hash__` with placeholder names (f0, f1, ...).
_TEMPLATES: dict[tuple[int, bool], Callable[..., tuple[Any, Any, Any]]] = {}

#: engine/record_templates.py holds the templates of up to this many fields, compiled with the
#: module's bytecode (compiling them at every start cost about 3 ms); more are compiled here.
TEMPLATE_FIELDS = 12


def _template(n: int, finishing: bool) -> Callable[..., tuple[Any, Any, Any]]:
    known = _TEMPLATES.get((n, finishing))
    if known is not None:
        return known
    name = _template_name(n, finishing)
    made: Callable[..., tuple[Any, Any, Any]] | None = getattr(record_templates, name, None)
    if made is None:
        namespace: dict[str, Any] = {"Any": object}
        exec(template_source(n, finishing), namespace)
        made = namespace[name]
    _TEMPLATES[(n, finishing)] = made
    return made


def _template_name(n: int, finishing: bool) -> str:
    return f"make_{n}_finishing" if finishing else f"make_{n}"


def _fields_tuple(owner: str, n: int) -> str:
    items = [f"{owner}.f{i}" for i in range(n)]
    return f"({items[0]},)" if n == 1 else f"({', '.join(items)})"


def write_templates() -> None:
    """Rewrite engine/record_templates.py:
    `python -c "from engine.records import write_templates; write_templates()"`."""
    import os

    with open(os.path.join(os.path.dirname(__file__), "record_templates.py"), "w") as out:
        out.write(templates_module())


def template_source(n: int, finishing: bool) -> str:
    """The template for `n` fields (`finishing`: `__init__` ends with `finish(self)`), as
    engine/record_templates.py holds it."""
    setters = "".join(f", s{i}: Any" for i in range(n))
    params = "".join(f", f{i}: Any" for i in range(n))
    body = [f"        s{i}(self, f{i})" for i in range(n)]
    if finishing:
        body.append("        finish(self)")
    mine, theirs = _fields_tuple("self", n), _fields_tuple("other", n)
    lines = [
        f"def {_template_name(n, finishing)}(finish: Any{setters}) -> tuple[Any, Any, Any]:",
        f"    def __init__(self: Any{params}) -> None:",
        *(body or ["        pass"]),
        "",
        "    def __eq__(self: Any, other: Any) -> Any:",
        "        if other.__class__ is self.__class__:",
        f"            return {mine} == {theirs}",
        "        return NotImplemented",
        "",
        "    def __hash__(self: Any) -> int:",
        f"        return hash({mine})",
        "",
        "    return __init__, __eq__, __hash__",
    ]
    return "\n".join(lines) + "\n"


def templates_module() -> str:
    """The text of engine/record_templates.py (`write_templates()` writes it)."""
    head = '''"""The templates of engine/records.py, generated by it (its `write_templates()` writes
this file; tests/engine/test_fast_paths.py checks that it is what records.py would write).

A module, rather than sources compiled at every start, so that its bytecode is cached.
"""

# fmt: off
# ruff: noqa: E501

from __future__ import annotations

from .type_checking import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any
'''
    parts = [head]
    for n in range(TEMPLATE_FIELDS + 1):
        for finishing in (False, True):
            parts.append("\n\n" + template_source(n, finishing))
    return "".join(parts)


def _renamed(
    functions: tuple[Any, ...], names: tuple[str, ...], qualname: str, module: str
) -> None:
    """Give template functions the class's names: their placeholder parameters and attributes
    (f0, f1, ...) become the field names, their own names the methods' qualified names."""
    placeholders = {f"f{i}": name for i, name in enumerate(names)}
    get = placeholders.get
    for function in functions:
        code = function.__code__
        method = f"{qualname}.{code.co_name}"
        function.__code__ = code.replace(
            co_varnames=tuple([get(v, v) for v in code.co_varnames]),
            co_names=tuple([get(v, v) for v in code.co_names]),
            co_qualname=method,
        )
        function.__qualname__ = method
        function.__module__ = module


def _fill(function: Any, values: dict[str, Any]) -> None:
    """Set a template function's free variables (its closure cells) by name."""
    for name, cell in zip(function.__code__.co_freevars, function.__closure__ or (), strict=True):
        if name in values:
            cell.cell_contents = values[name]


# ----- the shared methods ----------------------------------------------------------------------


def _shared_methods(
    names: tuple[str, ...], qualname: str, module: str
) -> tuple[dict[str, Any], Callable[[type[Any], list[Any]], None]]:
    """The methods made of closures over the field names, and the function that gives them the
    class and its slots' setters once the class is made (they are in its namespace before)."""
    cls: Any = None
    setters: list[Any] = []

    def __repr__(self: Any) -> str:
        shown = ", ".join([f"{name}={getattr(self, name)!r}" for name in names])
        return f"{self.__class__.__qualname__}({shown})"

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise _frozen(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise _frozen(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    # Slots and a frozen `__setattr__`: pickling and copying need these (as the standard
    # decorator adds them).
    def __getstate__(self: Any) -> list[Any]:
        return [getattr(self, name) for name in names]

    def __setstate__(self: Any, state: list[Any]) -> None:
        for put, value in zip(setters, state, strict=False):
            put(self, value)

    def bind(made: type[Any], made_setters: list[Any]) -> None:
        nonlocal cls
        cls = made
        setters.extend(made_setters)

    methods = {
        "__repr__": __repr__,
        "__setattr__": __setattr__,
        "__delattr__": __delattr__,
        "__getstate__": __getstate__,
        "__setstate__": __setstate__,
    }
    for name, method in methods.items():
        method.__qualname__ = f"{qualname}.{name}"
        method.__module__ = module
    return methods, bind


# ----- what `dataclasses` reads, made on first read --------------------------------------------


class _DataclassView:
    """`__dataclass_fields__` or `__dataclass_params__` of a record: on first read, the standard
    decorator is run on a stand-in class with the record's fields, and both attributes of the
    record are replaced by the stand-in's."""

    def __init__(self, attribute: str, declared: list[tuple[str, Any, _Declared]]) -> None:
        self.cls: type = object  # the record, once made
        self.attribute = attribute
        self.declared = declared

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        import dataclasses

        cls = self.cls
        namespace: dict[str, Any] = {
            "__annotations__": {name: annotation for name, annotation, _ in self.declared},
            "__module__": cls.__module__,
            "__qualname__": cls.__qualname__,
        }
        for name, _, spec in self.declared:
            if spec.default_factory is not _MISSING:
                namespace[name] = dataclasses.field(default_factory=spec.default_factory)
            elif spec.default is not _MISSING:
                namespace[name] = spec.default
        stand_in: Any = dataclasses.dataclass(frozen=True)(type(cls.__name__, (), namespace))
        type.__setattr__(cls, "__dataclass_fields__", stand_in.__dataclass_fields__)
        type.__setattr__(cls, "__dataclass_params__", stand_in.__dataclass_params__)
        return getattr(cls, self.attribute)


# ----- the decorator ---------------------------------------------------------------------------


def _is_classvar(annotation: object) -> bool:
    if isinstance(annotation, str):  # `from __future__ import annotations`
        text = annotation.strip()
        for prefix in ("ClassVar", "typing.ClassVar"):
            if text == prefix or text.startswith(prefix + "["):
                return True
        return False
    typing = sys.modules.get("typing")  # a ClassVar object exists only if typing was imported
    return typing is not None and (
        annotation is typing.ClassVar or getattr(annotation, "__origin__", None) is typing.ClassVar
    )


def _declared(cls: type) -> list[tuple[str, Any, _Declared]]:
    """The class's own fields in order: name, annotation, default or factory."""
    out: list[tuple[str, Any, _Declared]] = []
    later = False  # whether a field with a default came before
    for name, annotation in cls.__annotations__.items():  # its own (a class's, since 3.10)
        if _is_classvar(annotation):
            continue
        if "InitVar" in str(annotation) or "KW_ONLY" in str(annotation) or name == "self":
            raise TypeError(f"record {cls.__name__}.{name}: only plain fields are supported")
        value = cls.__dict__.get(name, _MISSING)
        if isinstance(value, _Declared):
            spec = value
        elif type(value).__module__ == "dataclasses":  # dataclasses.field(): see the module
            raise TypeError(f"record {cls.__name__}.{name}: use engine.records.field")
        else:
            spec = _Declared(value, _MISSING)
        if spec.default is not _MISSING and type(spec.default).__hash__ is None:
            raise ValueError(
                f"mutable default {type(spec.default)} for field {name} is not allowed: "
                "use default_factory"
            )
        has_default = spec.default is not _MISSING or spec.default_factory is not _MISSING
        if later and not has_default:
            raise TypeError(f"non-default argument {name!r} follows default argument")
        later = later or has_default
        out.append((name, annotation, spec))
    return out


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    """The class as `@dataclass(frozen=True, slots=True)` would make it (see the module)."""
    if any(hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:]):
        raise TypeError(f"record {cls.__name__}: a base is a dataclass")
    declared = _declared(cls)
    names = tuple(name for name, _, _ in declared)
    qualname, module = cls.__qualname__, cls.__module__

    # The methods first, so that the slotted class is made once with all of them in its
    # namespace (setting a method on a made class costs more than making it); what they need
    # from the class (its slots' setters, the class itself) is filled in after.
    factories: list[tuple[Any, str, Callable[[], Any]]] = []
    post_init = hasattr(cls, "__post_init__")

    def finish(self: Any) -> None:
        for put, name, factory in factories:
            if getattr(self, name) is _FACTORY:
                put(self, factory())
        if post_init:
            self.__post_init__()

    finishing = any(spec.default_factory is not _MISSING for _, _, spec in declared) or post_init
    init, eq, hash_ = _template(len(names), finishing)(finish, *[None] * len(names))
    _renamed((init, eq, hash_), names, qualname, module)
    init.__defaults__ = (
        tuple(
            _FACTORY if spec.default_factory is not _MISSING else spec.default
            for _, _, spec in declared
            if spec.default is not _MISSING or spec.default_factory is not _MISSING
        )
        or None
    )
    # What the standard `__init__` declares, for `inspect.signature`.
    init.__annotations__ = {name: annotation for name, annotation, _ in declared}
    init.__annotations__["return"] = None
    eq.__annotations__, hash_.__annotations__ = {}, {}  # as the standard ones (none)
    shared, bind = _shared_methods(names, qualname, module)
    fields_view = _DataclassView("__dataclass_fields__", declared)
    params_view = _DataclassView("__dataclass_params__", declared)

    # The slotted class, made anew from the namespace (slots cannot be added to a class).
    namespace = dict(cls.__dict__)
    for name in (*names, "__dict__", "__weakref__"):
        namespace.pop(name, None)
    if namespace.get("__hash__", _MISSING) is None and "__eq__" in namespace:
        del namespace["__hash__"]  # Python's None beside an own `__eq__`: not a choice
    for name, method in {"__init__": init, "__eq__": eq, "__hash__": hash_, **shared}.items():
        namespace.setdefault(name, method)  # a method the class defines stays (as the standard)
    namespace["__slots__"] = names
    namespace["__qualname__"] = qualname
    namespace["__match_args__"] = names
    namespace["__dataclass_fields__"] = fields_view
    namespace["__dataclass_params__"] = params_view
    metaclass: Any = type(cls)
    made: Any = metaclass(cls.__name__, cls.__bases__, namespace)

    setters = [made.__dict__[name].__set__ for name in names]
    _fill(init, {f"s{i}": put for i, put in enumerate(setters)})
    factories.extend(
        (put, name, spec.default_factory)
        for put, (name, _, spec) in zip(setters, declared, strict=True)
        if spec.default_factory is not _MISSING
    )
    bind(made, setters)
    fields_view.cls = params_view.cls = made
    return made  # type: ignore[no-any-return]


__all__ = ["field", "record"]
