"""The Discord adapter: a discord.py bot whose cogs and components turn interactions into
service calls and outcomes into messages. Nothing here decides what a player may do."""
