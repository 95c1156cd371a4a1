"""What the assistant can help with while someone cooks, asked as such: "what can you help me with while I'm cooking",
"how can you help me in the kitchen", "i'm baking a cake, what can you help with", "can you help me cook".

The bundled model answered as if it were the cook ("I'm so glad you're enjoying my food"). The reply is the true list
of what the local skills do in a kitchen (timers, conversions, oven temperatures, a recipe scaled, sums, the shopping
list, a word spelled for a label), and what they cannot (recipes: offline). Only the whole question is read: a help
question with the cooking said around it; "set a timer while i'm cooking" asks for a timer, never this. Pure.
"""

from __future__ import annotations

import re

KITCHEN_REPLY = ("While you cook I can set timers, several at once, convert weights, cups and spoons and oven "
                 "temperatures, scale a recipe up or down, do sums, add things to your shopping list and spell a word "
                 "for a label or a menu. I can't look up recipes: I work offline.")

_US = r"(?: me| us)?"
_HELP = (rf"(?:what|which things|what things|what sort of things|what kind of things|what else) (?:can|could|will|do) "
         rf"(?:you|u) (?:help{_US} with|do(?: for (?:me|us))?(?: to help{_US})?|help{_US} out with)|how (?:can|could|do|will) "
         rf"(?:you|u) help{_US}(?: out)?|what are you (?:good for|good at|useful for|able to do)|"
         rf"(?:can|could|will) (?:you|u) help{_US}(?: out)?|are you any (?:good|use)|how are you useful|"
         rf"help{_US}(?: out)?")  # "can you" is gone from the normalized "help me cook"
_COOKING = (r"(?:cooking|baking|making (?:dinner|lunch|tea|breakfast|supper|a meal|the meal|food|a cake|bread|"
            r"the dinner|the tea|the food|jam|a curry|a roast)|preparing (?:dinner|lunch|food|a meal)|in the kitchen)")
_WHILE = (rf"(?:while|when|whilst|as) (?:i am|im|i m|we are|were|we re) {_COOKING}|(?:while|when|whilst) (?:i|we) "
          r"(?:cook|bake|make (?:dinner|lunch|tea|a meal|food))|in the kitchen|with (?:the |my |our )?(?:cooking|baking)"
          r"|(?:(?:to|me|us) )?(?:cook|bake)(?: (?:dinner|lunch|tea|a meal|tonight))?")
_LEAD = r"(?:(?:so|ok|okay|right|hey|and|um|now) )*"
_POLITE = r"(?: (?:please|then|exactly|today|tonight|at all))*"
_ASKED = re.compile(rf"^{_LEAD}(?:{_HELP}) (?:{_WHILE}){_POLITE}$|"
                    rf"^{_LEAD}(?:i am|im|i m|we are|were|we re) {_COOKING}(?: [a-z]+){{0,3}}?,?(?: and| so)? "
                    rf"(?:{_HELP}){_POLITE}$")


def reply(normalized: str) -> str | None:
    """The kitchen list when ``normalized`` asks what help there is while cooking; None otherwise."""
    return KITCHEN_REPLY if _ASKED.match(normalized) else None
