"""`TYPE_CHECKING` without importing `typing`.

Start-up matters (a process may play a few games and exit): `typing` costs a few milliseconds
and brings `re`, `contextlib` and more with it, yet the engine needs its names only in
annotations. So the engine's modules import them under `if TYPE_CHECKING:` with this constant,
False at run time; type checkers take any name `TYPE_CHECKING` as true (mypy does so by name).
Every annotation is a string (`from __future__ import annotations`), never evaluated by the
engine: engine/shapes.py evaluates only action fields' annotations, which name no `typing` type.
"""

TYPE_CHECKING = False
