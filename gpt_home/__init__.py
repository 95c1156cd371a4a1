"""GPT Home: a private, local-first household voice assistant."""

__version__ = "0.1.0"
