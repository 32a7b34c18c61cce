"""The computer players' worker processes end with the bot that started them, even when the
bot is killed outright (SIGKILL gives the pool no chance to stop them)."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: A stand-in for the bot: it starts the pool the bot's computer players use, says its
#: worker's pid once the worker runs, and waits to be killed.
BOT = """
import os
import time

from bot.service.computers import process_pool

if __name__ == "__main__":
    pool = process_pool()
    print(pool.submit(os.getpid).result(), flush=True)
    time.sleep(120)
"""


def _running(pid: int) -> bool:
    """Whether the process runs (a zombie, dead but not yet reaped, does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_worker_ends_when_its_bot_is_killed(tmp_path: Path) -> None:
    """A bot killed with SIGKILL leaves no computer-player worker behind: the worker notices
    its parent is gone and exits (looked for here for up to about ten seconds)."""
    script = tmp_path / "bot_stand_in.py"
    script.write_text(BOT, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    bot = subprocess.Popen(
        [sys.executable, str(script)], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True
    )
    try:
        ready, _, _ = select.select([bot.stdout], [], [], 60)
        assert ready and bot.stdout is not None, "the stand-in never started its worker"
        worker = int(bot.stdout.readline())
        assert worker != bot.pid and _running(worker)
        bot.send_signal(signal.SIGKILL)
        bot.wait()
        for _ in range(100):
            if not _running(worker):
                break
            time.sleep(0.1)
        alive = _running(worker)
        if alive:
            os.kill(worker, signal.SIGKILL)  # leave nothing behind, then fail
        assert not alive, "the worker outlived its bot"
    finally:
        if bot.poll() is None:
            bot.kill()
            bot.wait()
        if bot.stdout is not None:
            bot.stdout.close()
