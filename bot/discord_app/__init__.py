"""The Discord adapter: a discord.py bot whose cogs and components turn interactions into
service calls and outcomes into messages. Nothing here decides what a player may do.

One subpackage per area of the game (lobby, turn, build, cards, trade, info, personal,
leagues), each an extension whose `setup()` adds its commands and its component handlers; the
modules beside them are shared by every area."""
