"""Questions only a TV guide answers ("when is eastenders on", "is strictly on tonight", "what channel is the match
on", "is there anything good on tonight") and programmes asked to be recorded: the assistant has no TV guide and no
TV, so ``service_asks`` answers them with the TV refusal, never the model (which makes up a time and a channel).

A programme is known by a TV word said with it ("telly", "channel", "bbc") or by its name in the short list below
(the programmes households ask about by name). Without either, "is X on" and "what time does X start" are the house's
own questions ("is the heating on", "what time does school start", "when is the party on"): never read here. Each
form is one pattern over the whole utterance. Pure.
"""

from __future__ import annotations

import re

# Programmes households ask about by name, without saying "tv" (British first: the household sets are British).
_SHOWS = (r"(?:eastenders|east enders|coronation street|corrie|emmerdale|hollyoaks|neighbours|home and away|"
          r"doctor who|dr who|strictly|strictly come dancing|bake off|the great british bake off|great british bake off|"
          r"match of the day|question time|the one show|countryfile|antiques roadshow|gogglebox|love island|"
          r"im a celebrity|i am a celebrity|the apprentice|top gear|mastermind|university challenge|pointless|the chase|"
          r"countdown|eggheads|bargain hunt|homes under the hammer|blue peter|newsround|the simpsons|family guy|"
          r"panorama|dragons den|line of duty|happy valley|call the midwife|the x factor|x factor|britains got talent|"
          r"the voice|the masked singer|songs of praise|bluey|peppa pig|paw patrol|in the night garden|hey duggee|"
          r"the repair shop|escape to the country|a place in the sun|pointless celebrities|the great pottery throw down|"
          r"gardeners world|the graham norton show|graham norton|have i got news for you|mock the week|qi|"
          r"the news|the evening news|the six oclock news|the ten oclock news|newsnight|good morning britain|"
          r"loose women|ant and dec|saturday night takeaway|the traitors|"
          r"silent witness|vera|midsomer murders|casualty|holby city|jeopardy|wheel of fortune|the tonight show|"
          r"saturday night live|snl|greys anatomy|the bachelor|survivor|the great british sewing bee|sewing bee|"
          r"the archers|desert island discs|gardeners question time|"
          # sport shown on TV: "is the football on", "what time is the match on tonight"
          r"the football|the match|the rugby|the cricket|the darts|the snooker|the tennis|the golf|the grand prix|"
          r"the f1|the boat race|the grand national|wimbledon|the world cup|the euros|the six nations|the olympics)")
_TV = r"(?:tv|telly|television|the telly|the tv|the box|the television|bbc(?: \w+)?|itv(?: \w+)?|channel \w+|sky(?: \w+)?|netflix|iplayer|freeview)"
_WHAT = r"(?:the |a )?(?:[a-z]+ ){0,3}[a-z]+"
_SOON = (r"(?: (?:tonight|today|later|this (?:evening|afternoon|morning|week|weekend)|tomorrow(?: night)?|"
         r"on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: night)?|at \d+(?: \d+)?(?: am| pm)?|"
         r"at (?:\w+ )?oclock|at \w+|again|next|now|right now|yet))*")
_LEAD = r"(?:(?:hey|ok|okay|so|um|er|oh|and|love|quick question|do you know|can you tell me|tell me) )*"
_ON = r"(?:on|starting|showing|being shown|being broadcast)"
_START = r"(?:start|come on|begin|finish|end|air)"


def _asks(show: str) -> str:
    """The forms that ask when or whether ``show`` is on."""
    return (rf"(?:when is|whens|what time is|what time s|is) {show} {_ON}{_SOON}"
            rf"|(?:what time|when) (?:does|do|will) {show} {_START}{_SOON}"
            rf"|(?:what time|when) {show} (?:is on|s on|starts|comes on|finishes|is showing){_SOON}"
            rf"|(?:what time is|when is|whens) {show}{_SOON}"
            rf"|(?:what|which) channel (?:is|s) {show} (?:on|showing){_SOON}"
            rf"|(?:is there|will there be|is there going to be) (?:a |an |another )?(?:new )?episode of {show}"
            rf"(?: on)?{_SOON}")


_GUIDE = re.compile(
    rf"{_LEAD}(?:{_asks(_SHOWS)}"
    # any programme, with a TV word: "is the football on telly", "what time is the film on channel 4"
    rf"|(?:when is|whens|what time is|is) {_WHAT} (?:on|showing) {_TV}{_SOON}"
    rf"|(?:what|which) channel (?:is|s) {_WHAT} (?:on|showing){_SOON}"
    rf"|(?:is there|theres|anything) (?:anything )?(?:(?:good|decent|interesting|nice) on|worth watching(?: on)?)"
    rf"(?: {_TV})?{_SOON}"
    rf"|(?:is there|theres|anything) (?:anything )?on (?:{_TV}(?: tonight| later| today)?|tonight|later tonight)"
    rf"|(?:what is|whats) (?:good )?on (?:tonight|later|this evening|later tonight)(?: on {_TV})?"
    rf"|(?:what is|whats|what) (?:should|shall|can) (?:i|we) watch(?: on {_TV})?{_SOON})(?: please)?")
_RECORD = re.compile(rf"{_LEAD}(?:(?:can|could|will) you )?(?:please )?(?:record|tape|series link|set (?:the )?"
                     rf"(?:box|recorder|sky box) to record) (?:{_SHOWS}|{_WHAT} (?:on|from) {_TV}|(?:the )?(?:film|"
                     rf"football|match|news|programme|show|series|episode)){_SOON}(?: (?:for me|please))*"
                     # a reason after: "record bake off for me ill be out"
                     rf"(?: (?:i will|ill|im|i am|we are|were|we will|well) (?:be )?(?:out|away|busy|at work|working|"
                     rf"at the \w+|on holiday)(?: \w+){{0,3}})?")


def asked(normalized: str) -> str | None:
    """ "tv" for a question only a TV guide answers, "recording" for a programme asked to be recorded, else None."""
    text = " ".join(normalized.split())
    if _RECORD.fullmatch(text):
        return "recording"
    return "tv" if _GUIDE.fullmatch(text) else None
