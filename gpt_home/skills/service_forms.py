"""More ways households ask for a service the assistant does not have (round 16), read by ``skills/service_asks.py``
like its own families (the same polite lead-in and ending, one pattern over the whole utterance):

- a call asked with "give": "give my mum a call", "give the doctors a ring";
- a message to one of the family: "tell my husband to pick up milk", "send a photo to grandma";
- a day's plans asked of a calendar: "what have i got on tomorrow", "what's on the calendar for friday";
- a parcel or an online shop: "where's my amazon parcel", "is my online shop coming today";
- the news, a score, a price, a search online: "what's the latest news", "what's the score", "search google for
  pancake recipes", "find me a plumber", "what's on at the cinema";
- a shop's opening hours: "when does tesco close", "is the chemist open on sunday" (never "is the window open": the
  house's own things are the device family's);
- the way somewhere: "how far is it to manchester";
- a picture to show: "show me a picture of a cat" (no screen).

A household request that only mentions these words ("remind me to call mum", "look up how to spell necessary",
"what's the score in the quiz") keeps its own skill: each form is whole, and a request word after it never matches.
Pure.
"""

from __future__ import annotations

from gpt_home.agent.spoken_words import FAMILY

_KIN = (rf"(?:my|our) (?:{FAMILY}|nan|nana|boyfriend|girlfriend|hubby|kids|boss|friend|neighbour|auntie|aunt|uncle|"
        r"grandson|granddaughter|cousin|sister in law|brother in law|mother in law|father in law|son in law|"
        r"daughter in law|other half|fella|missus)")
_DAY = (r"(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week|weekend)|next week|at the weekend|"
        r"(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: (?:morning|afternoon|evening))?)")
_SHOP = (r"(?:tesco|tescos|sainsburys|asda|aldi|lidl|morrisons|waitrose|co op|the co op|boots|superdrug|argos|"
         r"b and q|ikea|primark|marks and spencer|m and s|iceland|greggs|mcdonalds|the chemist|the chemists|"
         r"the pharmacy|the post office|the bank|the library|the tip|the dump|the shop|the shops|the corner shop|"
         r"the supermarket|the pub|the doctors|the gp|the surgery|the dentist|the garden centre|the cinema|"
         r"the swimming pool|the pool|the leisure centre|the gym|the chippy|the takeaway|the council|the museum|"
         r"the butchers|the bakery|the bakers|the petrol station|the garage|the vets|the hairdressers|the barbers|"
         r"the launderette|the market|the town hall|the café|the cafe)")
_OPEN = r"(?:open|close|shut|opening|closing)"

# An emergency: read before the other services, so "call an ambulance" hears where help is, not only "I can't call"
EARLY: tuple[tuple[str, str], ...] = (
    ("emergency", r"(?:(?:please|quick|help|help me|somebody|someone) )*(?:call|ring|phone|get|dial) (?:me )?"
                  r"(?:an ambulance|the ambulance|the police|the fire brigade|the fire service|999|911|112|"
                  r"the emergency services|emergency services|for help|for an ambulance|a doctor now)"
                  r"(?: (?:now|quick|quickly|please|help))*"
                  r"|(?:(?:help|help me|please) )*(?:i have|ive|i) (?:fallen|fell|had a fall)(?: (?:over|down))?"
                  r"(?: and)? (?:i )?(?:cant|can not|cannot|can t) get up"
                  r"|(?:(?:its|it is|this is) )?(?:an )?emergency(?: (?:help|please|call 999))*"
                  r"|i (?:need|want) (?:an ambulance|the police|a doctor now|help now|urgent help|help urgently)"
                  r"(?: (?:now|please|quick))*|i need help(?: please)?"
                  r"|(?:i think )?(?:i am|im) having a (?:heart attack|stroke|fit|seizure)"
                  r"|i (?:cant|can not|cannot) breathe|(?:there is|theres) a fire(?: in the (?:house|kitchen))?"
                  r"|(?:someone|somebody) is (?:breaking in|trying to get in|in the house)"),
)

FAMILIES: tuple[tuple[str, str], ...] = (
    ("calls", r"(?:telephone|tele phone) (?!(?:number|box|bill|line|call)\b)(?:\w+ ?){1,8}"
              rf"|(?:call|ring|phone|telephone) to (?:{_KIN}|\w+)(?: (?:\w+ ?){{1,4}})?"
              r"|(?:call|ring|phone|telephone) (?:mum|mom|dad|nan|nana|gran|granny|grandma|grandad|grandpa|auntie)|"
              rf"give (?:{_KIN}|(?:the )?(?:doctors|doctor|dentist|vets|vet|plumber|school|gp|surgery)|\w+) a "
              r"(?:quick )?(?:call|ring|bell|buzz|phone|tinkle)(?: (?:now|later|tonight|back))?"),
    ("messages", r"(?:msg|dm) (?:\w+ ?){1,14}"
                 rf"|send (?:to )?(?:{_KIN}|\w+) (?:a )?(?:message|text|msg|email)(?: (?:\w+ ?){{1,12}})?"
                 r"|(?:message|text|whatsapp|snapchat) (?:\w+ ?){1,3}(?:on|via|over|by) (?:whatsapp|messenger|"
                 r"text|signal|telegram|instagram|snapchat|facebook|imessage)(?: (?:\w+ ?){1,14})?"
                 rf"|(?:tell {_KIN} (?:to|that)|let {_KIN} know(?: that)?) (?!(?:remind|set|turn|add)\b)(?:\w+ ?){{1,10}}"
                 rf"|(?:send|forward) (?:a |the |this |that |some |my )?(?:photo|photos|picture|pictures|pic|pics|"
                 rf"video|selfie) (?:to|of (?:\w+ ?){{1,3}} to) (?:{_KIN}|\w+)"),
    ("calendar", rf"(?:what|whats|what is) (?:have|ve) (?:i|we) got(?: on| planned| booked)?(?: for)? {_DAY}"
                 rf"|(?:what is|whats) on (?:tomorrow|this week|next week|at the weekend|this weekend|on (?:monday|"
                 rf"tuesday|wednesday|thursday|friday|saturday|sunday))"
                 rf"|(?:what|whats|what is) (?:on|in) (?:the|our|my) (?:calendar|diary|family calendar|planner)"
                 rf"(?: (?:for|on))?(?: {_DAY})?"
                 rf"|(?:do|have) (?:i|we) (?:have|got) (?:anything|much|something) (?:on|planned|booked) {_DAY}"
                 rf"|(?:am i|are we) (?:doing|up to) anything {_DAY}"),
    ("purchases", r"(?:get|have|order) (?:me |us )?(?:a |an |some |two |three )?(?:\w+ ){1,4}delivered"
                  r"(?: (?:\w+ ?){1,6})?"
                  r"|(?:buy|order) (?:me |us )?(?:some |a |an |more )?(?:\w+ ){1,3}(?:from|at|on|off) (?:the )?(?:shop|"
                  r"shops|supermarket|corner shop|tesco|asda|aldi|lidl|sainsburys|amazon|ebay|online|internet|"
                  r"chemist|market|butchers|bakers)"
                  r"|(?:get|buy|download) (?:me |us )?(?:a |an |the |some )?(?:new )?(?:\w+ )?(?:game|app|film|movie|"
                  r"skin|skins|robux|vbucks|v bucks|coins) (?:on|for) (?:the |my )?(?:xbox|playstation|ps4|ps5|switch|"
                  r"ipad|phone|tablet|kindle|computer|laptop)"),
    # the house made warmer or cooler: no thermostat is connected ("i'm cold can you make the house warmer")
    ("heating", r"(?:(?:i am|im|its|it is|we are|were) (?:so |really |a bit |too |very )?(?:cold|freezing|chilly|"
                r"boiling|hot|roasting|baltic)(?: in here)? )?(?:(?:can|could|will) you )?(?:please )?(?:make|get) "
                r"(?:the |this )?(?:house|room|place|flat|home|it|lounge|living room|bedroom) (?:a bit |a little |"
                r"much )?(?:warmer|cooler|hotter|colder|warm|cool)(?: in here)?"),
    ("deliveries", r"(?:where is|wheres|where s|track) (?:my|our|the) (?:\w+ )?(?:parcel|package|delivery|order|"
                   r"parcels|packages|deliveries)"
                   rf"|(?:is|when is|whens) (?:my|our|the) (?:online|\w+) (?:shop|shopping|food shop|grocery delivery|"
                   rf"order) (?:coming|arriving|due|being delivered)(?: {_DAY})?"),
    ("news", r"(?:what is|whats|tell me|give me) the latest(?: news| headlines)?(?: (?:today|this morning|now))?"
             r"|(?:tell|read) (?:me )?(?:the )?news(?: (?:today|please))?"),
    ("sports", r"(?:what is|whats|what was) the score(?: (?:now|then|so far|at half time|at the moment))?"
               r"|who won the (?:footy|rugby|cricket|darts|snooker|tennis|golf|grand prix|f1|boxing|fight|derby|"
               r"cup final|final|world cup|big match)(?: (?:last night|yesterday|yday|today|tonight|at the weekend))?"
               r"|did (?:\w+ ){1,2}(?:win|lose|draw) (?:yday|yest|last nite)"
               r"|(?:who is|whos|who s) (?:top of the league|playing tonight|winning the league)"),
    ("online", r"(?:what is|whats|how much is) the (?:price|value) of (?:bitcoin|ethereum|gold|silver|oil|crypto|"
               r"shares in \w+)(?: (?:today|now|right now))?"
               r"|(?:search|check) (?:google|the internet|the web|online|youtube|amazon|ebay) (?:for|about) "
               r"(?:\w+ ?){1,8}"
               r"|(?:look up|check|find out|find) (?:the )?(?:opening (?:times|hours)|closing time|phone number|"
               r"number|address|reviews|menu|prices|cinema times|film times|showings|postcode) (?:for|of) "
               r"(?:\w+ ?){1,5}"
               r"|(?:find|get) (?:me |us )?(?:a |an )?(?:good |local |cheap |decent )?(?:plumber|electrician|"
               r"builder|mechanic|cleaner|babysitter|dentist|doctor|restaurant|hotel|takeaway|locksmith|roofer|"
               r"gardener|decorator|taxi number|hairdresser)(?: (?:near me|nearby|near here|round here|in (?:\w+ ?)"
               r"{1,2}))?"
               r"|(?:what is|whats|what films are|which films are|what movies are) on at the (?:cinema|pictures|"
               r"theatre|odeon|vue|cineworld)(?: {_DAY})?"),
    ("opening", rf"(?:when|what time) (?:does|do|will|is) {_SHOP} {_OPEN}(?: (?:today|tonight|tomorrow|on "
                r"(?:a )?(?:sunday|saturday|monday|tuesday|wednesday|thursday|friday)|at the weekend))?"
                rf"|(?:is|are) {_SHOP} (?:open|closed|shut|still open)(?: (?:today|tonight|tomorrow|now|yet|on "
                r"(?:a )?(?:sunday|saturday|monday|tuesday|wednesday|thursday|friday)|at the weekend|on bank "
                r"holidays|late))*"
                rf"|(?:what are|whats|what is) the opening (?:times|hours) (?:for|of|at) {_SHOP}"),
    ("traffic", r"how far (?:is it|away is it) (?:to|from here to|from home to) (?:\w+ ?){1,3}"
                r"|how (?:long|far) (?:is it|will it take me|does it take|would it take) to (?:drive|walk|cycle|get) "
                r"to (?:\w+ ?){1,3}(?: from here)?"
                r"|(?:what is|whats) the (?:quickest|best|fastest) (?:way|route) to (?:\w+ ?){1,3}"),
    ("screen", r"(?:show|find) (?:me |us )?(?:a |an |some )?(?:picture|pictures|photo|photos|image|images|video|"
               r"videos|pic|pics) of (?:\w+ ?){1,5}"),
)
