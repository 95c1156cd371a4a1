"""Audio in and out."""
