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
# an account of it asked for: "give me a rundown of what youre able to do", "run me through your features", "tell
# me about your skills" (a rundown, list or tour of what the assistant does, or of its skills)
_ACCOUNT = (r"(?:(?:a |an |the |your )?(?:quick |brief |short |full |little |proper |whole )?(?:rundown|run down|"
            r"overview|summary|list|tour|idea|run through|rundown|breakdown|demo|demonstration|rough idea) (?:of|on) )")
_WHAT_YOU_DO = (rf"(?:(?:what|everything|all|the (?:things|stuff)|all the (?:things|stuff))(?: that)? (?:you|u) "
                rf"(?:can|could|are able to|r able to|know how to|are good at|are for) ?(?:{_DOING})?|(?:your|all your) "
                r"(?:skills|features|abilities|functions|capabilities|commands|tricks))")
_GIVE = (r"(?:(?:can|could|will|would) (?:you|u) )?(?:give|tell|show|send|read) (?:me|us)|(?:can|could|may) (?:i|we) "
         r"(?:have|get)|(?:i|we) (?:want|need|would like|d like)|id like")
_ACCOUNT_ASKED = re.compile(rf"^(?:{_FILLER} )*(?:(?:{_GIVE}) {_ACCOUNT}{_WHAT_YOU_DO}|(?:(?:can|could|will|would) "
                            rf"(?:you|u) )?(?:run|walk|take|talk) (?:me|us) through {_WHAT_YOU_DO}|"
                            rf"(?:tell|show) (?:me|us) (?:about )?{_WHAT_YOU_DO}){_TAIL}$")


# asked plainly, as people new to a speaker do (round 26): "what are you for exactly", "whats the point of you",
# "what do you do then", "what can i say to it", "can you do anything useful or what", "what are your features"; what
# else beside one job: "are you able to do more than timers", "what else can you do apart from the shopping list",
# "you do what exactly, timers and that" (the job named is an example, never a question about its state)
_PLAIN = (r"(?:what (?:are|r) (?:you|u) (?:even |actually |really )?(?:for|good for|meant for|here for|there for|meant "
          r"to do|supposed to do)|(?:whats|what is) the (?:point|use) of (?:you|u|having (?:you|u))|(?:whats|what is) "
          r"your (?:purpose|point|job)|what (?:do|can) (?:you|u) (?:actually |really |even )?do(?: i mean)?|"
          r"(?:(?:can|could) (?:you|u) )?(?:tell me )?what (?:are )?your (?:features|skills|abilities|functions|"
          r"capabilities|commands)(?: are)?|what (?:can|should|do) (?:i|we) (?:say|ask)(?: (?:to )?(?:you|u|it|this|the "
          r"speaker))?|what (?:i|we) (?:can|should) (?:say|ask)(?: (?:to )?(?:you|u|it|this|the speaker))?|"
          r"(?:(?:can|could|do) (?:you|u) )?(?:do|help with) anything (?:useful|at all|helpful)(?: or (?:what|not))?|"
          r"(?:are (?:you|u) able to|can (?:you|u)|do (?:you|u)) do (?:more|anything (?:more|else)|other (?:things|stuff)) "
          r"(?:than|besides|apart from|other than|except) [a-z ]{2,30}|what else can (?:you|u) do(?: (?:apart from|besides|"
          r"other than|except|as well as) [a-z ]{2,30})?|(?:you|u) do what exactly(?: [a-z ]{2,30})?)")
# a remark about the assistant before it: "my daughter set you up", "i am new with this speaker", "whats on the
# menu with you" (never any remark: "if the toilet overflows what do you do" asks about a toilet)
_ABOUT_ME = r"(?:[a-z ]{0,40}\b(?:you|u|speaker|this thing|assistant|gadget|device)\b[a-z ]{0,20} )?"
# what is asked of the answer after it: "like list it for me", "go through it for me"; a second thing asked "too"
_ASKED_AFTER = (r"(?: (?:honestly|then|exactly|(?:like )?(?:list|go through|run through) (?:it|them)(?: for (?:me|us))?|"
                r"(?:and )?can (?:you|u) [a-z]+(?: [a-z]+){0,2} (?:too|as well)))*")
_PLAIN_ASKED = re.compile(rf"^(?:{_FILLER} )*{_ABOUT_ME}(?:{_FILLER} )*{_PLAIN}{_TAIL}{_ASKED_AFTER}$")


def asked(text: str) -> bool:
    """True when ``text`` (lower case, no punctuation) wholly asks what the assistant can do."""
    said = " ".join(text.replace("'", "").split())
    return bool(said) and len(said.split()) <= 24 and (_ASKED.match(said) or _ACCOUNT_ASKED.match(said)
                                                       or _PLAIN_ASKED.match(said)) is not None
