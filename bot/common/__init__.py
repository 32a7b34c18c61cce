"""What the Discord and terminal adapters share, with no Discord in it: describing spots and
moves from the public view, writing notation from command options, summaries and pictures."""
