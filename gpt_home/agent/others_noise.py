"""Whose noise a loudness remark is about: "the music next door is so loud", "their dog is so loud", "the tv is way
too loud in the other room" are someone else's noise, never a command for our volume; "it's too loud", "you're too
loud", "the alarm is too loud", "the music is too loud" are ours (the music a speaker plays is ours to turn down).

Pure: one sentence in, a yes or no out. Only a whole remark is read (a subject, a verb of being, a loud word, then at
most where or when): "the bedroom is noisy turn it down a bit" still asks for something."""

from __future__ import annotations

import re

_HOW = (r"(?:so|too|really|very|way|far|super|incredibly|ridiculously|unbelievably|awfully|a bit|quite|rather|"
        r"bloody|well|proper|extremely|pretty)")
_LOUD = r"(?:loud|noisy|blaring|booming|deafening|rowdy|a racket|so much noise|making (?:a|such a) racket)"
_WHERE = (r"(?:again|today|tonight|now|at the moment|right now|this morning|this evening|this afternoon|all night|"
          r"in the other room|over there|next door|upstairs|downstairs|outside|across the road|out there|lately)")
_OPENING = r"(?:(?:oh|god|ugh|honestly|wow|man|jeez|gosh|blimey|seriously|my word|oh my) )*"
_REMARK = re.compile(rf"^{_OPENING}(?P<subject>(?:[a-z']+ ){{0,5}}?[a-z']+) (?:is|are|was|were|s|re|keeps? being|"
                     rf"(?:has|have) been|sounds?|seems?|(?:is |are )?(?:getting|being))(?: (?:{_HOW}))* {_LOUD}"
                     rf"(?: {_WHERE})*$")
# what a loudness remark may name of ours: the speaker's voice and what it plays or rings
_OURS = frozenset({
    "it", "it's", "its", "this", "that", "thats", "that's", "you", "your voice", "you re", "the volume", "the sound",
    "the music", "music", "this music", "your music", "the speaker", "this speaker", "the alarm", "my alarm", "the timer",
    "the beeping", "the beep", "the ringing", "the ring", "the reply", "your reply", "everything", "the radio",
    "this song", "the song", "that song",
})
_ELSEWHERE = re.compile(r"\b(?:next door|upstairs|downstairs|outside|across the (?:road|street|hall)|"
                        r"in the other room|over the road|neighbou?rs?'?s?)\b")


def others_noise(normalized: str) -> bool:
    """True for a remark about someone else's noise: nothing of ours is to be turned down for it."""
    m = _REMARK.match(normalized)
    if m is None:
        return False
    subject = m.group("subject")
    return subject not in _OURS or _ELSEWHERE.search(normalized) is not None
