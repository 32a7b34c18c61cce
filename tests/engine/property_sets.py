"""Every rule set the property tests play (tests/engine/test_properties.py), each with its own
invariants, random play and games (see `RuleSet`)."""

from __future__ import annotations

from . import properties as base
from .ck import properties as cities_knights
from .five_six import properties as five_six
from .random_play import RuleSet
from .seafarers import properties as seafarers
from .two_player import properties as two_player

RULE_SETS: tuple[RuleSet, ...] = (
    base.RULE_SET,
    cities_knights.RULE_SET,
    two_player.RULE_SET,
    two_player.CK_RULE_SET,
    seafarers.RULE_SET,
    seafarers.CK_RULE_SET,
    five_six.RULE_SET,
    five_six.CK_RULE_SET,
    five_six.SEA_RULE_SET,
    five_six.SEA_CK_RULE_SET,
)
