"""Property tests with arbitrary input: the engine's notation and actions, and the
service's public calls, answer bad input only with refusals and change nothing.

The suite runs them briefly; `python -m tests.fuzz --minutes N` runs them for longer.
"""
