"""The voice daemon, in parts with one job each.

- ``loop``: the turn state machine (IDLE -> LISTENING -> THINKING -> SPEAKING -> IDLE) and the one broad ``except``
- ``feed``: the audio producer (frames from the source, the audio clock, recent history)
- ``capture``: utterance capture with speculative speech-to-text
- ``playback``: speaking a streamed reply sentence by sentence, cut by "stop" or the button
- ``metrics``: turn timings, state and the status file writer
- ``watchdog``: sd_notify watchdog pings from the loop
- ``announcements``: polling due announcements (timers)
- ``ports``: what the daemon is handed (responder, announcements, notifier)
"""

from gpt_home.daemon.loop import VoiceDaemon
from gpt_home.daemon.ports import APOLOGY, Announcements, Notifier, Responder
from gpt_home.daemon_status import State, TurnTimings

__all__ = ["APOLOGY", "Announcements", "Notifier", "Responder", "State", "TurnTimings", "VoiceDaemon"]
