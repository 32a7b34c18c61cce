"""The store's errors."""

from __future__ import annotations


class DatabaseFileError(Exception):
    """The database file cannot be used: unreadable, corrupt, foreign or from a newer version.

    `str(error)` is one line naming the file, fit for a startup failure message.
    """

    def __init__(self, path: object, problem: str) -> None:
        self.path = str(path)
        self.problem = problem
        super().__init__(f"cannot use database file {self.path}: {problem}")


class VersionConflict(Exception):
    """A table's version moved on between reading it and writing it."""
