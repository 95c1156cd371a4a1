"""Memory and the Postgres store."""
