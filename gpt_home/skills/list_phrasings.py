"""List requests in the words households use (round ten), put the way the list templates say them.

The families: the list named by its use ("the list for the shops", "the shops list"); "we're all out of teabags put
them on the shopping list" (what ran out, then "them"); a job first and the to-do list after ("i gotta remember to book
an mot put it on the to do list"); a read-back asked as a walk through the list ("go through the shopping list for me
one by one", "remind me what jobs are on the to do list", "run me through the to do list"); and markup round an item
("stick <b>oat milk</b> on the list"), whose tags are dropped so the item is stored plain.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from gpt_home.agent.rewrites import Rewrites
from gpt_home.agent.spoken_words import OWNER, POLITE

_LIST = rf"{OWNER}?(?P<name>to do|todo|shopping|grocery|groceries)? ?list"
# "the list for the shops", "the shops list", "the supermarket list": the shopping list
_SHOPS = re.compile(rf"\b{OWNER}?(?:list for (?:the )?(?:shops|shop|supermarket|store|grocer|groceries|"
                    r"market|tesco|tescos|aldi|lidl|asda|sainsburys|morrisons|waitrose|costco|walmart|target|kroger|"
                    r"coles|woolies|woolworths)|(?:shops|supermarket|store|grocers) list)\b")
# "what jobs do i have", "which chores are left": the to-do list read
_JOBS = re.compile(r"^(?:what|which) (?:jobs|chores|tasks|things) (?:do i have|have i got|are there|are left|"
                   r"do we have|have we got|are on)(?: left)?(?: to do)?(?: today| now)?$")
# "were all out of", "we are completely out of", "were low on": we're (a recognizer drops the apostrophe)
_WERE = re.compile(r"^(?:(?:oh|ok|okay|so|well|right|and|um|uh|actually|argh|ugh) )*(?:were|we are|we re)"
                   r"(?: all| completely| totally| right| clean| nearly| almost)? (?P<verb>out of|low on|short of|"
                   r"running low on|running out of|nearly out of)\b")
# "i gotta remember to book an mot put it on the to do list", "i need to call the plumber add it to my to do list"
_JOB_FIRST = re.compile(
    r"^(?:(?:oh|ok|okay|so|right|and|um|uh) )*(?:i|we) (?:gotta|have to|need to|must|got to|have got to|should|"
    r"ought to|want to|wanna|mean to)(?: (?:remember|not forget) to)? (?P<job>[a-z]+(?: [a-z]+){0,6}?) "
    r"(?:so |and )?(?:(?:can you|could you|please) )*(?:put|add|stick|write|pop|jot|pencil|bung) (?:it|that|this)"
    rf"(?: down)? (?:on|to|onto|in|into) {_LIST}(?: please| too)?$")
# "go through the shopping list for me one by one", "run me through the to do list", "read out my shopping list",
# "list out everything waiting on the shopping list", "list everything on my shopping list"
_WALK = re.compile(
    r"^(?:(?:can you|could you|would you|please|just) )*(?:go through|run through|run me through|take me through|talk "
    r"me through|walk me through|read out|read me|read off|list out|list|recite|give me a rundown of|rundown of)"
    r"(?: me)?(?: all| everything| every item| each item| all the items| the items| whatever| what| all the things)?"
    r"(?: (?:that is|thats|that are|is|are|we have|i have|weve got|ive got))?(?: (?:waiting|written|sitting|left|"
    rf"still))?(?: of| on| in)? {_LIST}(?: for me| to me)?(?: one by one| item by item| one at a time| please| again| "
    r"slowly)*$")
# "remind me what jobs are on the to do list", "tell me whats on the shopping list", "remind me what we need"
_REMIND_WHAT = re.compile(
    r"^(?:(?:can you|could you|please) )*(?:remind me|tell me|let me know|refresh my memory(?: on)?)(?: again)? "
    r"(?:what|whats|which)(?: [a-z]+){0,2}? (?:are|is|i have|we have|i got|we got|have i got|have we got|is left|are "
    rf"left)? ?(?:on|in) {_LIST}(?: again| now)?$")
# "do we need anything from the shops", "what do i need to get at the supermarket": the shopping list read
_NEED_FROM = re.compile(r"^(?:do|what do|is there anything|anything) (?:we|i)? ?(?:need|have to get|need to get|"
                        r"need to buy|have to buy)(?: anything)? (?:from|at|in) the (?:shops|shop|supermarket|store|"
                        r"grocers)(?: today| later)?$")
# "take everything off the shopping list", "remove all the items from my list": a clear said as a removal
_ALL_OFF = re.compile(rf"^(?:(?:{POLITE}|just) )*(?:take|remove|delete|cross|wipe|strike) "
                      rf"(?:everything|all the items|all items|all the things|it all|the lot|all of it) (?:off|from|"
                      rf"off of|out of) {_LIST}$")
# "add bread to my todo", "put it on the to dos": the to-do list said without the word list
_TO_DO_LIST = re.compile(r"\b(?:the|my|our) (?:todo|to do|to dos|todos|to do s)\b(?! list)")
# "stick ring the council on my to do list", "bung cheese on the list": the verb of putting said another way
_PUT_VERB = re.compile(rf"^(?P<polite>(?:(?:{POLITE}|would you|just|and|oh) )*)(?:stick|pop|bung|chuck|"
                       r"throw|whack|slap|jot down|jot|pencil in|write down|note down|stick down)"
                       rf"(?= .+ (?:on|onto|to|in) {OWNER}?(?:[a-z]+ )?list$)")
# "get rid of the jam from the list", "ditch the crisps off the shopping list": a removal
_RID_OF = re.compile(rf"^(?:(?:{POLITE}|just) )*(?:get rid of|ditch|bin|scrap|lose|drop|erase|"
                     rf"chuck out) (?P<items>.+?) (?:from|off|off of|out of) {_LIST}$")
# "bung some cheese on the shopping": the shopping list said without the word list
_THE_SHOPPING = re.compile(r"\b(?:on|onto|to|off|from) (?:the|my|our) shopping$")
# "put milk on the list oh and eggs", "add milk to the list and also eggs and bread": more items after the list named
_MORE_AFTER = re.compile(
    r"^(?P<verb>add|put|stick|pop) (?P<items>.+?) (?P<prep>to|on|onto) (?P<list>(?:the|my|our) (?:[a-z]+ ){0,2}list)"
    r" (?:(?:oh|and|also|plus) )+(?!.*\b(?:thanks|thank|please|cheers|set|turn|switch|remind|wake|cancel|take|remove|"
    r"what|whats|how|is|are|was|were|i|we|you|he|she|they|it|its|want|wants|need|needs|said|says|have|has|got|list)\b)"
    r"(?P<more>[a-z]+(?: [a-z]+){0,4}?)(?: too| as well)?$")
_TAG = re.compile(r"</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]{0,200})?/?>")


def without_markup(text: str) -> str:
    """ "stick <b>oat milk</b> on the list" -> "stick oat milk on the list": tags are never part of what was said."""
    return " ".join(_TAG.sub(" ", text).split()) if "<" in text else text


def _named(name: str | None) -> str:
    return f"{name} " if name else ""


# The list's and the speaker's words put plainly, in this order ("the shops list", "bung", "were all out of").
_PLAIN: Rewrites[Any] = Rewrites((
    (_SHOPS, "the shopping list"),
    (_TO_DO_LIST, "the to do list"),
    (_THE_SHOPPING, lambda m: f"{m.group(0)} list"),
    (_PUT_VERB, lambda m: f"{m.group('polite')}put"),
    (_WERE, lambda m: f"we are {m.group('verb')}"),
))
# Each family's reading of the plain sentence, in this order (a walk through and "remind me what" never both match).
_READINGS: Rewrites[Callable[[re.Match[str]], str]] = Rewrites((
    (_JOB_FIRST, lambda m: f"add {m.group('job')} to the {m.group('name') or 'to do'} list"),
    (_RID_OF, lambda m: f"remove {m.group('items')} from the {_named(m.group('name'))}list"),
    (_JOBS, lambda m: "what is on the to do list"),
    (_NEED_FROM, lambda m: "what is on the shopping list"),
    (_ALL_OFF, lambda m: f"clear the {_named(m.group('name'))}list"),
    (_WALK, lambda m: f"what is on the {_named(m.group('name'))}list"),
    (_MORE_AFTER, lambda m: f"{m.group('verb')} {m.group('items')} and {m.group('more')} {m.group('prep')} "
                            f"{m.group('list')}"),
    (_REMIND_WHAT, lambda m: f"what is on the {_named(m.group('name'))}list"),
))


def list_phrasings(normalized: str) -> tuple[str, list[str]]:
    """The sentence with the list's and the speaker's words put plainly, and the readings found; the caller reads the
    rewritten sentence again with its other families."""
    text = _PLAIN.sub(normalized)
    return text, [read(m) for read, m in _READINGS.found(text, "match")]
