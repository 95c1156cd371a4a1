"""Several devices, one household: the device registry (names, heartbeats, state), one answer per wake event
(a Postgres claim decided on the database's clock) and announcements (a local spool plus Postgres for the others).

Sits beside ``memory`` in the layer order: it needs Postgres (through the open ``Database``) and nothing above it.
"""
