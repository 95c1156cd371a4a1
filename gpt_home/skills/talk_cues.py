"""Chit-chat read by its cue when no family's whole shape holds it (round 23): a joke asked for, for anyone, in any
frame ("got any knock knock jokes for a grumpy dad", "have you got a joke for my grumpy grandad", "my little boy
wants a knock knock joke", "i need a joke to cheer up my dad") and whether a person is answering ("be honest, are you
a proper human sitting somewhere typing", "is there a person typing this", "who is typing these answers"), and a
riddle asked for the same way ("do you know any riddles i like riddles", "give us a riddle").
``chitchat.chit_chat_reply`` asks here last, so every family's own reading comes first.

A joke told, judged or refused ("my dad tells bad jokes", "that joke was rubbish", "no more jokes", "i have a joke
for you", "do you like jokes") and a person asked about who is not the assistant ("is there a person at the door",
"is your mum a real person", "are you a people person") are no reading. Pure.
"""

from __future__ import annotations

import re

_JOKE = re.compile(r"\b(?:jokes?|funny one|something funny|a funny|make (?:me|us|him|her|them) laugh|a laugh|gag|gags|"
                   r"one liners?|puns?)\b")
# asked for now: "got any", "have you got", "tell", "i need", "wants", "for a grumpy dad", "please"
_JOKE_ASKED = re.compile(r"\b(?:got any|got a|have you got|you got|do you (?:know|have)|know any|any|tell|give|say|"
                         r"share|i need|we need|need|i want|we want|wants|want|would like|d like|id like|could use|"
                         r"could do with|please|for (?:a|an|my|the|our|me|us|him|her|them)|to cheer)\b")
_JOKE_NOT = re.compile(r"\b(?:tells|told|telling|was|were|is (?:so |really )?(?:bad|rubbish|awful|funny|terrible)|"
                       r"no more|stop|enough|not (?:now|funny)|dont|do not|never|hate|like jokes|love jokes|"
                       r"i have a|ive got a|i got a|heres a|for you|your|you tell|that joke|this joke|the joke|"
                       r"practical|yesterday|last|explain|why is|what does|mean|means|is a joke|its a joke|"
                       r"no joke|joking|you are|youre|about)\b")
# a person answering: "are you a proper human", "is a person typing this", "who is typing these answers"
_PERSON = r"(?:human|humans|human being|person|people|real person|somebody|someone|man|woman|lady|bloke|fella|guy)"
_REAL = r"(?:proper|real|actual|live|living|flesh and blood|genuine|honest to god)"
_PERSON_ASKED = re.compile(
    rf"\b(?:are you|you are|youre|am i (?:talking|speaking|chatting) (?:to|with)) (?:not )?(?:just )?"
    rf"(?:a |an |some )?(?:{_REAL} )*{_PERSON}\b"
    rf"|\bis (?:this|that|it|there) (?:a |an |some )?(?:(?:{_REAL} )+{_PERSON}\b|{_PERSON} (?:typing|writing|"
    r"answering|talking|speaking|listening|replying|in there|behind|there)\b)"
    r"|\b(?:are you|you are|youre) (?:a |an )?(?:robot|machine|computer|program|ai|bot) or (?:a |an )?(?:human|person)\b"
    r"|\b(?:who|which person) (?:is|s|are) (?:typing|writing|answering|doing the (?:typing|talking)|behind)\b"
    rf"|\b(?:a|some) {_PERSON} (?:typing|writing|answering|sitting|behind)\b")
_PERSON_NOT = re.compile(r"\b(?:door|phone|outside|your (?:mum|dad|maker|owner|boss)|people person|morning person|"
                         r"night person|cat person|dog person|he|she|they|my|was|were|ago|yesterday|film|movie|book|list)\b")


def topic(normalized: str) -> str | None:
    """"knock_knock", "joke" or "not_a_person" read by its cue in ``normalized``, or None."""
    text = " ".join(normalized.replace("'", "").split())
    if not text or len(text.split()) > 16:
        return None
    if _JOKE.search(text) and _JOKE_ASKED.search(text) and not _JOKE_NOT.search(text):
        return "knock_knock" if re.search(r"\bknock knock\b", text) else "joke"
    if re.search(r"\briddles?\b", text) and _JOKE_ASKED.search(text) and not _JOKE_NOT.search(text):
        return "riddle"
    if _PERSON_ASKED.search(text) and not _PERSON_NOT.search(text):
        return "not_a_person"
    return None
