"""The politics deck's playable cards (rules/cities-and-knights.md §13.6), declared with
`framework.card` (and `framework.step` for the choices they await)."""

from __future__ import annotations
