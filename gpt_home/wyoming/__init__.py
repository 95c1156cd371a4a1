"""Home Assistant integration over the Wyoming protocol: a speech/wake/assistant service and a voice satellite."""
