"""What the assistant can do, asked from its parts (issue 15, the twenty-first set): a question head naming the kind
of thing ("what kinds of jobs", "which things", "what sort of stuff"), a frame that puts it to the assistant ("can i
ask you to do", "can you help me with", "are you able to do", "do you do", a learner's "you can do") and a tail that
says for whom or where ("for me", "around the house").

``chitchat``'s capabilities family knows the frames "can you do" and "are you good at"; "what kinds of jobs can i ask
you to do" reached the model, which said "I can do just about anything you ask me to" (false). Every word must belong
to a part, so "what kinds of jobs can you do for money" (work, asked of anyone), "what jobs can i ask the kids to do"
(someone else), "what kind of things can i cook tonight" (no frame about the assistant) are not read. Pure.
"""

from __future__ import annotations

import re

_FILLER = r"(?:um+|uh+|er+|erm|oh|ok|okay|so|right|hey|please|and|now|well|then|tell me|remind me)"
_KIND = r"(?:sort|sorts|kind|kinds|type|types|manner) of"
_THINGS = (r"(?:things|thing|jobs|job|tasks|task|chores|stuff|work|help|questions|requests|commands|skills|tricks|"
           r"errands|odd jobs|household jobs|household tasks|house jobs|everyday (?:things|jobs|tasks))")
_HEAD = rf"(?:what|which|what other|which other|what else|what exactly)(?: {_KIND})? {_THINGS}"
_DOING = r"(?:do|help (?:me |us )?with|handle|manage|take care of|sort out|look after|deal with|help out with)"
_FRAME = (rf"(?:(?:can|could|may|should|do|shall|might) (?:i|we) (?:ask|get|have|tell|give|use) (?:you|u)(?:(?: to)? "
          rf"(?:{_DOING}))?|(?:can|could|will|would|do|might) (?:you|u) (?:actually |really |also )?{_DOING}|"
          rf"(?:are|r) (?:you|u) (?:able to do|able to help with|good at|useful for|capable of|for|made for|built for)|"
          rf"(?:is it|are) (?:you|u) (?:can|able to) do|(?:you|u) (?:can|could|are able to) {_DOING}|"
          rf"(?:can|could|may|do) (?:i|we) ask (?:you|u)(?: for| about)?|(?:do|can) (?:you|u) (?:know how to do|"
          rf"understand))")
_TAIL = (r"(?: (?:for (?:me|us|the family|my family|the house|the household|this house|me and my \w+)|"
         r"(?:around|round|about|in) (?:the|this|my|our) (?:house|home|kitchen)|here|then|please|exactly|at all|"
         r"all day|every day|day to day|for now|yet|already|now))*")
_ASKED = re.compile(rf"^(?:{_FILLER} )*{_HEAD} {_FRAME}{_TAIL}$")


def asked(text: str) -> bool:
    """True when ``text`` (lower case, no punctuation) wholly asks what the assistant can do."""
    said = " ".join(text.replace("'", "").split())
    return bool(said) and len(said.split()) <= 24 and _ASKED.match(said) is not None
