"""GPIO and systemd notification."""
