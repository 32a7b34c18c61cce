"""The game service: tables, seats and turns, with no Discord in it.

`Service` is the entry point; each call returns an `Outcome` or raises a `Refusal`.
"""

from bot.service.commit import Step, Within
from bot.service.core import Table
from bot.service.info import refusal_codes
from bot.service.loading import ReplayError
from bot.service.options import TableOptions, rule_data, rule_sets
from bot.service.outcome import Deadline, Moves, Outcome, ProgressCard, Prompt, TableInfo
from bot.service.refusal import Refusal
from bot.service.service import Service
from bot.service.users import LANGUAGE_PREFERENCE, User
from bot.store.records import GameRecord

__all__ = [
    "LANGUAGE_PREFERENCE",
    "Deadline",
    "GameRecord",
    "Moves",
    "Outcome",
    "ProgressCard",
    "Prompt",
    "Refusal",
    "ReplayError",
    "Service",
    "Step",
    "Table",
    "TableInfo",
    "TableOptions",
    "User",
    "Within",
    "refusal_codes",
    "rule_data",
    "rule_sets",
]
