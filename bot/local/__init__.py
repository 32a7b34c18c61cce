"""Playing in a terminal: the same service as the Discord bot, commands typed as in Discord,
one seat acting at a time, board pictures written to a folder."""
