"""Who the assistant is, said truthfully and without a model (pure).

A 135M model asked "who are you?" answers with a made-up human ("Hello, I'm Emily"). These questions are answered
here instead: GPT Home (or the configured name), the household's voice assistant, a program on a small computer in
the house — never a human name, a body, a family or feelings it does not have.
"""

from __future__ import annotations

import re

DEFAULT_NAME = "GPT Home"

_Q = r"(?:hey |hi |hello |so |ok |okay |computer |please |and |but |excuse me |sorry |tell me )*"
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    # the lead-in and the tail words apply to every alternative of a pattern, not only to its first and last
    (topic, re.compile(_Q + f"(?:{pattern})" + r"(?: (?:really|exactly|actually|then|anyway|please))*", re.IGNORECASE))
    for topic, pattern in (
        # "do you have a name of your own", "what do people call you", and the learner's "how are you called",
        # "what is you name": its own name only, never a name for something ("do you have a name for my cat")
        ("name", r"(?:what is|whats|what's|tell me|what|say) (?:your|you) (?:own |good )?name(?: again)?|"
                 r"what are you called|(?:what|how) (?:should|shall|can|do) (?:i|we) call you|"
                 r"how (?:are you|you are|do they) call(?:ed)? you|how are you called|how you are called|"
                 r"what do (?:people|they|we|i) call you|what name do you go by|your name is what|"
                 r"who am i (?:talking|speaking) (?:to|with)|"
                 r"(?:do you|have you|you|did they give you|did you get) (?:got |have |even have |have got |actually have )?"
                 r"(?:a |any |your own )?name(?: (?:of your own|yourself|at all|too|as well|or not))*|"
                 r"what(?: is|'s) your real name|"
                 # "have they given you a name or shall i make one up"
                 r"(?:have|did|has) (?:they|anyone|anybody|someone|somebody|your makers) (?:given|give|named) you"
                 r"(?: a name)?(?: yet)?(?: or (?:shall|should|can|do|will) (?:i|we) (?:make one up|give you one|"
                 r"name you|pick one|think of one|come up with one))?"),
        ("who", r"who are you|what are you|introduce yourself|tell me about yourself|who is this|who is speaking|"
                r"who am i talking to|who made you|who built you|who created you|who (?:is|was) your (?:maker|creator|inventor)|what kind of (?:thing|assistant) "
                r"are you"),
        ("human", r"are you (?:a |an )?(?:real )?(?:person|human|human being|man|woman|girl|boy|real|alive|robot|"
                  r"machine|computer|ai|artificial intelligence|bot|chatbot|program)"
                  r"(?: or (?:a |an )?(?:real )?(?:person|human|robot|machine|computer|ai|bot|program))?|"
                  r"is there (?:a |an )?(?:real )?(?:person|human|someone|somebody|man|woman|little man) (?:inside|in) "
                  r"(?:you|there|this|the (?:box|speaker))(?: or are you (?:a |an |just a )?(?:machine|robot|computer|"
                  r"program|ai))?|"
                  r"are you human or (?:a )?"
                  r"(?:robot|machine|computer|ai)|is (?:this|that) a (?:real )?person|"
                  r"am i (?:talking|speaking|chatting) (?:to|with) (?:a |an )?(?:real )?(?:person|human|human being|"
                  r"robot|machine|computer|bot|ai)(?: or (?:to |with )?(?:a |an )?(?:real )?(?:person|human|"
                  r"human being|robot|machine|computer|bot|ai|what|not))?"),
        ("other", r"are you (?:like |the same as |just like |a bit like |related to )?(?:siri|alexa|google|"
                  r"google home|cortana|chatgpt|chat gpt|an alexa|a google home)"),
        ("feelings", r"do you (?:have|feel) (?:any )?(?:feelings|emotions|a heart|a soul|pain|love)|"
                     r"(?:can|do) you (?:feel|love|get sad|get lonely|get angry|dream|sleep|eat)|"
                     r"are you (?:happy|sad|lonely|angry|tired|conscious|sentient|self aware|in love)|"
                     r"how do you feel|do you love me|do you like me|how are you feeling"),
        # its age and birthday: "have you got a birthday", "when were you born", "how old are you now"
        ("age", r"(?:do you have|have you got|have you even got|do you even have|you got) (?:a |an )?(?:birthday|age|"
                r"birth date|date of birth)|when(?: is|s|'s) your birthday|(?:what|which) day is your birthday|"
                r"do you (?:celebrate|get) (?:a |your )?birthdays?|when were you (?:born|made|built|created)|"
                r"how old are you(?: now| today| this year)?|what age are you|what is your age|whats your age|"
                r"are you (?:very |really )?old"),
        # privacy and the internet: "are you connected to the internet", "do you send what i say to anyone"
        ("offline", r"(?:are|is) (?:you|this|it) (?:connected|online|on|hooked up|linked) (?:to )?(?:the )?"
                    r"(?:internet|web|cloud|wifi)|do you (?:use|need|go on|have) (?:the )?(?:internet|web|cloud|wifi)|"
                    r"do you (?:send|share|pass on|upload|give) (?:what i say|my voice|my words|what we say|"
                    r"(?:my|our) (?:data|conversations|recordings)|anything)(?: (?:to|with) (?:anyone|anybody|"
                    r"someone|the internet|the cloud|google|amazon|the company))?|"
                    r"are you (?:always (?:listening|recording)|recording|listening (?:(?:to )?(?:me|us) )?(?:all the "
                    r"time|always))(?: (?:to )?(?:me|us))?|"
                    r"do you (?:record|listen to) (?:me|us|what i say|everything)(?: all the time)?|"
                    r"is (?:this|it|what i say) private|who (?:else )?can hear (?:me|us|what i say)|"
                    r"how do you know (?:the time|what time it is)(?: if| when| and)? (?:you are|youre|you're) offline"),
        ("body", r"do you have (?:a )?(?:body|face|hands|eyes|parents|a family|a mother|a father|a mum|a mom|a dad|"
                 r"kids|children|siblings|a brother|a sister|friends|a husband|a wife|a boyfriend|a girlfriend|"
                 r"a pet|a dog|a cat)|where do you live|where are you from|what do you look like|"
                 r"are you (?:a )?(?:male|female|boy or girl|man or woman)(?: or (?:a )?(?:male|female|boy|girl|man|"
                 r"woman))?|are you a (?:boy|girl|man|woman) or a (?:boy|girl|man|woman)|"
                 r"what (?:is|are) your (?:gender|pronouns)|what gender are you"),
    )
)


# A machine named in a question of the "human" topic: answered without a yes or no, which would deny it
_MACHINE_RE = re.compile(r"\b(?:robot|machine|computer|ai|artificial intelligence|bot|chatbot|program)\b")


def identity_topic(text: str) -> str | None:
    """Which identity question ``text`` asks ("name", "who", "human", "other", "feelings", "age", "offline", "body"), or None
    (pure)."""
    cleaned = re.sub(r"[^\w' ]+", " ", text.replace("\u2019", "'")).strip()
    cleaned = " ".join(cleaned.split())
    cleaned = re.sub(r"\br u\b", "are you", re.sub(r"\bur\b", "your", cleaned))  # "r u a robot", texted
    for topic, pattern in _PATTERNS:
        if pattern.fullmatch(cleaned):
            return topic
    return None


def identity_reply(text: str, name: str = "") -> str | None:
    """A truthful answer to an identity question, or None when ``text`` is not one (pure)."""
    topic = identity_topic(text)
    if topic is None:
        return None
    name = name.strip() or DEFAULT_NAME
    replies = {
        "name": f"I'm {name}, this household's voice assistant.",
        "who": f"I'm {name}, this household's voice assistant: a computer program that runs here in your home. "
               "I can answer questions, set timers and remember what you tell me.",
        "human": f"No, I'm not a person. I'm {name}, a computer program: this household's voice assistant.",
        "other": f"I'm {name}: a voice assistant a bit like Siri or Alexa, but a different program, and I run here "
                 "in your home.",
        "feelings": f"I'm {name}, a computer program, so I don't have feelings or emotions, but I'm glad to help.",
        "age": f"I'm {name}, a computer program, so I don't have a birthday or an age. I can count the days to "
               "yours, though.",
        "offline": f"I'm {name}, and I work offline: what you say is handled here on this device, never sent to "
                   "the internet or to anyone. I know the time from this device's own clock.",
        "body": f"I'm {name}, a computer program running in your home. I don't have a body, a family, an age "
                "or a life of my own.",
    }
    if topic == "human" and _MACHINE_RE.search(text.lower()):  # "are you a robot", "a robot or a person": no "No"
        return f"I'm {name}, a computer program and not a person: this household's voice assistant."
    return replies[topic]
