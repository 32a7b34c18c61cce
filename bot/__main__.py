"""`python -m bot`: see `bot.cli`."""

from bot.cli import main

raise SystemExit(main())
