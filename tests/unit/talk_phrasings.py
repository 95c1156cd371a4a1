"""The chit-chat, refusal and murmur phrasings of round 15 (c21's own list, none copied from a request set).

Each row is (what a household says, the pattern the reply must match). Written as households speak: children,
grandparents, teenagers, speakers of English as a second language, speech-recognizer text without punctuation,
two sentences in one breath. The patterns (matched ignoring case) name the kind of reply, not its words:

- chit-chat: a line that fits (thanks -> "welcome", a greeting -> a greeting back, a feeling -> a kind word);
- refusals: a short true sentence that names the service it cannot use ("music", "call", "message" ...);
- murmurs: it asks to hear the request ("didn't catch", "What can I do for you").
"""

from __future__ import annotations

HELLO = r"\b(?:hello|good (?:morning|afternoon|evening|day)|hi)\b"
WELCOME = r"welcome|no problem|any ?time|glad"
BYE = r"goodbye|bye|good night|sleep well|take care|see you|wake word|here whenever"
NIGHT = r"good ?night|sleep"
HOW = r"all good|fine|well|thanks for asking"
KIND = r"thank you|kind|glad|sweet"
SAD = r"sorry|here if|here for|rest|joke|talk"
TIRED = r"rest|nap|sleep|timer|alarm|tired|feet up"
BORED = r"joke|coin|game|number|timer"
JOKE = r"\?"  # every bundled joke is a question and its answer
PROGRAM = r"program|computer|assistant|GPT Home|device"
NAME = r"GPT Home|name|assistant"
ABILITIES = r"timer|alarm|list|light"
HERE = r"here|listening"
OKAY = r"sorry|no problem|ok|alright|fair|try|another way|understand"
FAVOURITE = r"favourite|program|don't have|fan"
CATCH = r"didn't catch|say it again|what can i do for you|yes\?|ask me again|take your time"

MUSIC = r"can't play (?:music|the radio|podcasts|audiobooks)|music"
CALENDAR = r"calendar|diary"
CALLS = r"can't (?:make )?(?:phone )?call"
MESSAGES = r"can't send|messages|email"
PURCHASES = r"can't (?:buy|order)|shopping list"
DELIVERIES = r"parcel|deliver"
TV = r"TV|telly|television|programme"
NEWS = r"news|headlines"
SPORTS = r"sport|scores?|results?|match"
TRANSLATE = r"translat"
ONLINE = r"offline|internet|online|can't"
BOOKINGS = r"can't book|booking|reminder"
TRAFFIC = r"traffic|travel|trains?|bus(?:es)?|offline"
SOCIAL = r"social media"
WELL_DONE = r"well done|proud|congratulations"
LOSS = r"sorry for your loss"

CHIT_CHAT: tuple[tuple[str, str], ...] = (
    # greetings
    ("hello there", HELLO), ("hiya", HELLO), ("hey", HELLO), ("good morning", HELLO), ("morning", HELLO),
    ("good evening to you", HELLO), ("hi gpt home", HELLO), ("hello hello", HELLO), ("yo whats up", r"."),
    ("hi its me again", HELLO), ("hello is anybody there", HERE), ("hey you", HELLO),
    ("good afternoon computer", HELLO), ("helo", HELLO), ("hi hi hi", HELLO),
    # thanks, said alone and in one breath with a goodbye
    ("thanks", WELCOME), ("thank you so much", WELCOME), ("thx", WELCOME), ("cheers mate", WELCOME),
    ("thanks a bunch", WELCOME), ("thank you thats all", WELCOME + "|" + BYE),
    ("thanks thats all for now goodnight", WELCOME + "|" + NIGHT), ("ok thank you bye", WELCOME + "|" + BYE),
    ("thank you very very much", WELCOME), ("thanks for your help today", WELCOME), ("tank you", WELCOME),
    ("thank u", WELCOME), ("great thanks", WELCOME), ("that's great thank you", WELCOME),
    ("perfect that's all i needed", WELCOME + "|" + KIND),
    # how are you
    ("how are you", HOW), ("how are you today", HOW), ("how r u", HOW), ("hows it going", HOW),
    ("how you doing", HOW), ("are you ok", HOW), ("how do you feel today", HOW), ("are you well", HOW),
    ("how was your day", HOW), ("you good", HOW), ("how are you feeling", HOW),
    # goodnight / goodbye
    ("goodnight", NIGHT), ("night night", NIGHT), ("nighty night", NIGHT), ("i'm going to bed now", NIGHT),
    ("off to bed goodnight", NIGHT), ("good night everyone", NIGHT), ("bye", BYE), ("bye bye", BYE),
    ("see you later", BYE), ("see you tomorrow", BYE), ("talk to you later", BYE), ("i have to go now bye", BYE),
    ("ok that's it for now", BYE + "|" + WELCOME + "|okay"), ("that's all thanks", WELCOME + "|" + BYE), ("later", BYE),
    # compliments and their thanks
    ("you're so clever", KIND), ("you are very smart", KIND), ("good job", KIND), ("well done", KIND),
    ("i love you", KIND), ("you're the best", KIND), ("you are funny", KIND), ("you're awesome", KIND),
    ("you are a good helper", KIND), ("i like your voice", KIND), ("you're really helpful", KIND),
    ("you are my best friend", KIND), ("good girl", KIND), ("clever computer", KIND),
    # insults and complaints
    ("you're stupid", OKAY), ("you are useless", OKAY), ("shut up", OKAY), ("you're rubbish", OKAY),
    ("that's wrong", OKAY), ("you never understand me", OKAY), ("that's not what i said", OKAY),
    ("you're so annoying", OKAY), ("you are dumb", OKAY), ("be quiet", OKAY),
    # presence
    ("are you listening", HERE), ("are you there", HERE), ("can you hear me", HERE), ("you awake", HERE),
    ("are you still there", HERE), ("hello are you on", HERE),
    # about the assistant itself
    ("what's your name", NAME), ("what is your name", NAME), ("who are you", NAME), ("do you have a name", NAME),
    ("what should i call you", NAME), ("are you a robot", PROGRAM), ("are you a real person", PROGRAM),
    ("are you alive", PROGRAM), ("how old are you", PROGRAM), ("where do you live", PROGRAM),
    ("do you have feelings", PROGRAM), ("are you a boy or a girl", PROGRAM), ("do you sleep", PROGRAM),
    ("do you eat food", PROGRAM), ("who made you", PROGRAM), ("are you happy", PROGRAM + "|" + HOW),
    ("do you have a family", PROGRAM), ("what are you", PROGRAM), ("are you smart", PROGRAM + "|" + KIND),
    ("do you dream", PROGRAM), ("can you see me", PROGRAM + "|" + r"camera"),
    # likes and favourites
    ("do you like pizza", FAVOURITE), ("do you like dogs", FAVOURITE), ("what's your favourite colour", FAVOURITE),
    ("what is your favorite food", FAVOURITE), ("do you like me", KIND + "|" + FAVOURITE),
    ("what's your favourite song", FAVOURITE), ("do you like football", FAVOURITE),
    ("which is your favourite animal", FAVOURITE),
    # feelings
    ("i'm bored", BORED), ("im so bored", BORED), ("i am bored what can i do", BORED), ("i'm sad", SAD),
    ("i feel sad today", SAD), ("i'm tired", TIRED), ("i am so tired", TIRED), ("im exhausted", TIRED),
    ("i'm lonely", SAD), ("i feel sick", SAD), ("i'm happy", r"glad|great|good"),
    ("i'm hungry", r"snack|cook|timer"), ("i'm scared", SAD), ("i am angry", SAD), ("i'm stressed", SAD),
    ("i had a bad day", SAD), ("i'm feeling great", r"glad|great|good"), ("i can't sleep", SAD + "|" + TIRED),
    # jokes and fun
    ("tell me a joke", JOKE), ("tell me another joke", JOKE), ("say something funny", JOKE + "|" + r"smile"),
    ("do you know any jokes", JOKE), ("make me laugh", JOKE), ("knock knock", r"who's there|joke|\?"),
    ("tell me a fun fact", r"."),
    # "what can you do"
    ("what can you do", ABILITIES), ("what can you do for me", ABILITIES), ("what are you able to do", ABILITIES),
    ("help", ABILITIES), ("what do you do", ABILITIES), ("what things can you help with", ABILITIES),
    ("how do i use you", ABILITIES), ("what can i ask you", ABILITIES), ("what else can you do", ABILITIES),
    # two sentences in one breath, "X too" after a compliment or a feeling
    ("thank you you're the best", WELCOME + "|" + KIND), ("good morning how are you", HELLO + "|" + HOW),
    ("you're great thanks", WELCOME + "|" + KIND), ("i'm fine thanks and you", HOW + "|" + r"glad"),
    ("i'm tired i'm going to bed", NIGHT + "|" + TIRED), ("sorry", OKAY), ("oops sorry", OKAY),
    ("never mind", r"ok|alright|no problem|sure"), ("forget it", r"ok|alright|no problem|sure"),
    # the eighteenth set's kinds (h18c): the day asked about, a parting till tomorrow, a child's news, a loss
    ("morning, how's your day going so far", HOW), ("how's your week been", HOW), ("hows your morning going", HOW),
    ("good evening how has your day been treating you", HOW), ("hi how is your day shaping up", HOW),
    ("sleep well, talk tomorrow", NIGHT), ("night night speak in the morning", NIGHT), ("ok catch you tomorrow", BYE),
    ("right im off to bed speak tomorrow", BYE + "|" + NIGHT), ("sleep tight", NIGHT), ("talk later then", BYE),
    ("i got a gold star at school today", WELL_DONE), ("i won a prize at school", WELL_DONE),
    ("i scored a goal today", WELL_DONE), ("my teacher said i did really well", WELL_DONE),
    ("i came first in the race", WELL_DONE), ("guess what i got full marks in my spelling test", WELL_DONE),
    ("it's a year since my wife passed and the house is very quiet", LOSS),
    ("its been six months since my mum died", LOSS), ("it's two years today since my husband passed away", LOSS),
)

UNSUPPORTED: tuple[tuple[str, str], ...] = (
    # music, radio, podcasts
    ("play some music", MUSIC), ("stick on some jazz", MUSIC), ("put the radio on", MUSIC),
    ("play radio 4", MUSIC), ("play my playlist", MUSIC), ("can you play taylor swift", MUSIC),
    ("play the next song", MUSIC), ("i want to listen to some music", MUSIC), ("play a podcast", MUSIC),
    ("play the latest episode of my podcast", MUSIC), ("play relaxing sounds", MUSIC),
    ("play frozen songs", MUSIC), ("put on some classical music please", MUSIC), ("sing me a song", r"sing"),
    ("play bbc radio two", MUSIC), ("shuffle my music", MUSIC), ("pause the music", MUSIC),
    ("play something by the beatles", MUSIC), ("can you put some tunes on", MUSIC),
    ("play me a lullaby", MUSIC), ("read me an audiobook", MUSIC + "|" + r"book"),
    # calendar, diary, appointments
    ("whats in my diary thursday", CALENDAR), ("what's on my calendar today", CALENDAR),
    ("do i have any appointments tomorrow", CALENDAR), ("add a meeting to my calendar", CALENDAR),
    ("what's my schedule for next week", CALENDAR), ("am i free on friday afternoon", CALENDAR),
    ("when is my next appointment", CALENDAR), ("put dentist in my calendar for monday", CALENDAR),
    ("check my agenda", CALENDAR),
    # calls
    ("ring my sister", CALLS), ("call mum", CALLS), ("phone the doctor", CALLS), ("call 999", CALLS),
    ("can you call my son", CALLS), ("video call grandma", CALLS), ("give dad a ring", CALLS),
    ("dial 0161 496 0000", CALLS), ("facetime my daughter", CALLS), ("call the plumber please", CALLS),
    # messages, texts, emails
    ("text dad im running late", MESSAGES), ("send a message to john", MESSAGES),
    ("send an email to my boss", MESSAGES), ("read my messages", MESSAGES), ("do i have any new emails", MESSAGES),
    ("whatsapp mum that i'm on my way", MESSAGES), ("tell sarah dinner is ready by text", MESSAGES),
    ("send a text to my wife saying i love you", MESSAGES), ("check my email", MESSAGES),
    ("message the family group", MESSAGES), ("did anyone text me", MESSAGES),
    # purchases, orders, deliveries
    ("order more dog food", PURCHASES), ("buy some milk online", PURCHASES), ("order a pizza", PURCHASES),
    ("can you order me a taxi", BOOKINGS), ("reorder my usual shopping", PURCHASES),
    ("add toilet roll to my amazon basket", PURCHASES), ("order new batteries", PURCHASES),
    ("where is my parcel", DELIVERIES), ("when will my amazon delivery arrive", DELIVERIES),
    ("track my order", DELIVERIES), ("book a table for two tonight", BOOKINGS), ("buy me a new phone", PURCHASES),
    # TV
    ("whats on telly", TV), ("what's on tv tonight", TV), ("what's on bbc one", TV), ("turn on the tv", r"TV"),
    ("put netflix on", TV + "|" + r"netflix|can't"),
    # news
    ("read me the headlines", NEWS), ("what's the news", NEWS), ("any news today", NEWS),
    ("what's happening in the world", NEWS), ("give me the latest news", NEWS), ("news please", NEWS),
    # sports
    ("who won the football", SPORTS), ("what was the score in the arsenal game", SPORTS),
    ("did liverpool win", SPORTS), ("cricket score", SPORTS), ("who won the match last night", SPORTS),
    ("when do united play next", SPORTS),
    # translations
    ("translate hello into french", TRANSLATE), ("how do you say thank you in spanish", TRANSLATE),
    ("what's cat in german", TRANSLATE), ("translate this to polish", TRANSLATE),
    # anything online
    ("search the internet for cheap flights", ONLINE), ("google how to fix a tap", ONLINE),
    ("look up the bus times", TRAFFIC + "|" + ONLINE), ("when is the next train to leeds", TRAFFIC + "|" + ONLINE),
    ("is the traffic bad on the m6", TRAFFIC), ("what's bitcoin worth", ONLINE),
    # music put on by what to hear, social media (the eighteenth set's kinds, h18c)
    ("stick some mozart on for the dinner party", MUSIC), ("put a bit of beethoven on", MUSIC),
    ("can we have some jazz on while we eat", MUSIC), ("throw some frank sinatra on", MUSIC),
    ("pop some tunes on while i cook", MUSIC), ("play some mozart for the dinner party", MUSIC),
    ("what's trending on twitter right now", SOCIAL), ("whats happening on facebook today", SOCIAL),
    ("what's trending on tiktok", SOCIAL), ("read me my facebook notifications", SOCIAL),
    ("check my instagram", SOCIAL), ("tell my son on facebook i got home safe, i'm his nan", SOCIAL),
    ("message my daughter on facebook that i'm home", SOCIAL + "|" + MESSAGES),
    ("post on instagram that we're on holiday", SOCIAL), ("tweet that the match was great", SOCIAL),
)

MURMURS: tuple[tuple[str, str], ...] = (
    ("um", CATCH), ("erm", CATCH), ("uh", CATCH), ("hmm", CATCH), ("er um", CATCH), ("so um", CATCH),
    ("uh the", CATCH), ("can you", CATCH), ("could you", CATCH), ("i want", CATCH), ("what", CATCH),
    ("what was i going to say", CATCH), ("hang on", CATCH), ("wait a sec", CATCH), ("um what's the", CATCH),
    ("the thing", CATCH), ("set a", CATCH), ("hey can you um", CATCH), ("and", CATCH), ("oh", CATCH),
    ("huh", CATCH), ("uh what", CATCH), ("i was going to ask", CATCH),
    ("just a minute", CATCH), ("hold on let me think", CATCH), ("mm", CATCH), ("is it", CATCH),
    ("what about the", CATCH), ("um how do", CATCH), ("please", CATCH), ("actually um", CATCH),
)

# Household requests with a service word in them that ARE supported: never a refusal, never chit-chat.
NOT_REFUSED: tuple[tuple[str, str], ...] = (
    ("set a timer for the radio show in 10 minutes", r"timer"), ("remind me to call mum at 5 pm", r"remind"),
    ("add dog food to the shopping list", r"ok|dog food|added"), ("put batteries on my list", r"ok|batter"),
    ("turn on the kitchen light", r"kitchen"),
    ("set an alarm called football for 7 pm", r"alarm"), ("what time is it", r"10:25"),
    ("remind me to text dad tomorrow", r"remind"), ("timer for the pizza 12 minutes", r"timer|pizza"),
    ("remind me to post on facebook tomorrow", r"remind"), ("add facebook password to my list", r"ok|added"),
    ("put some milk on the list", r"ok|milk|added"), ("set a timer for the jazz show in 5 minutes", r"timer"),
)
