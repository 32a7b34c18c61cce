"""Turn timers: reminders before a deadline, the table's policy when it runs out, vacations.

`make_scheduler(service, deliver)` builds the one scheduler task of a bot; `ManualClock` is a
clock tests move by hand (give it to the `Service` and the scheduler sleeps on it too).
"""

from bot.timers.clock import ManualClock, Sleeper, SystemClock
from bot.timers.loop import TimerLoop
from bot.timers.reminders import DM_PREFERENCE
from bot.timers.scheduler import Deliver, Scheduler, make_scheduler

__all__ = [
    "DM_PREFERENCE",
    "Deliver",
    "ManualClock",
    "Scheduler",
    "Sleeper",
    "SystemClock",
    "TimerLoop",
    "make_scheduler",
]
