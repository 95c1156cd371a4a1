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
PET_LOSS = r"losing a pet"
EMERGENCY = r"999 or your local emergency number"
NO_BODY = r"no hands"
REMARK = r"^(?!.*(?:can't|cannot|timer set|alarm set|added|cancel|remind you|switched|turned|not sure)).*(?:oh|how|wow|sounds|good|hope|lovely|annoying)"
MISSING = r"missing someone"
LONELY = r"lonely|here and happy to chat|here if you want to talk"
COMPANY = r"I'm here|listening"
GAME = r"games.*joke|joke.*coin"
GREET_HOW = r"^good (?:morning|afternoon|evening)! all good|^hello! all good"

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
    # round 16 (c22): a pet lost, said by children and grandparents, with when, how and how it feels
    ("our dog died", PET_LOSS), ("we had to put the cat down", PET_LOSS),
    ("my hamster passed away this morning", PET_LOSS), ("our old cat died yesterday", PET_LOSS),
    ("we lost our dog last week", PET_LOSS), ("the vet put our dog to sleep today", PET_LOSS),
    ("my goldfish died", PET_LOSS), ("our rabbit passed away in the night", PET_LOSS),
    ("i'm sad because my cat died", PET_LOSS), ("we had to have the dog put down", PET_LOSS),
    ("my budgie died this morning", PET_LOSS), ("our puppy got run over", PET_LOSS),
    ("the kids' guinea pig died", PET_LOSS), ("my dog passed away last month and i miss him", PET_LOSS),
    ("granny's cat died", PET_LOSS), ("we buried the hamster in the garden today", PET_LOSS),
    ("the kids are heartbroken our rabbit died", PET_LOSS), ("our dog bella died of old age", PET_LOSS),
    ("we're having to put the dog to sleep tomorrow", PET_LOSS), ("my old cat's gone to the rainbow bridge", PET_LOSS),
    # someone missed, and the days that bring a loss back
    ("i miss my husband", MISSING), ("i really miss my mum", MISSING), ("i keep thinking about my late husband", MISSING),
    ("i miss my nan so much", MISSING), ("we're missing our daughter today", MISSING), ("i miss my dog", MISSING),
    ("it's the anniversary of my dad's death today", LOSS), ("today would have been our wedding anniversary", LOSS),
    ("it's my mum's birthday today but she's not here anymore", LOSS), ("my wife would have been 80 today", LOSS),
    # loneliness, company
    ("i feel so alone", LONELY), ("nobody has visited me this week", LONELY), ("i don't have anyone to talk to", LONELY),
    ("it's very quiet in the house", LONELY), ("i'm by myself all day", LONELY), ("the kids never call me", LONELY),
    ("i haven't spoken to anyone all day", LONELY), ("i'm a bit lonely tonight", LONELY),
    ("no one comes round any more", LONELY), ("the house feels so empty without him", LONELY),
    ("will you talk to me", COMPANY), ("can you keep me company", COMPANY), ("can we have a chat", COMPANY),
    ("i just want someone to talk to", COMPANY), ("would you chat with me for a bit", COMPANY),
    # tiredness and boredom said the other ways, a game asked for
    ("i'm shattered after work", TIRED), ("i didn't sleep well last night", TIRED), ("i could do with a nap", TIRED),
    ("i need a rest", TIRED), ("i've been up since five", TIRED), ("i hardly slept last night", TIRED),
    ("i had a rubbish night's sleep", TIRED), ("i can barely keep my eyes open", TIRED),
    ("i'm ready for an early night", TIRED + "|" + NIGHT), ("i'm knackered from the kids", TIRED),
    ("there's nothing to do", BORED), ("i'm so bored mum", BORED), ("i'm bored of this rainy day", BORED),
    ("i don't know what to do with myself", BORED), ("there is nothing to do in this house", BORED),
    ("can you play a game with me", GAME), ("let's play a game", GAME), ("do you know any games", GAME),
    ("shall we play a game", GAME), ("play with me please", GAME),
    # a greeting with its question; a good night in other words
    ("morning love how are we today", GREET_HOW), ("good morning how are you this fine day", GREET_HOW),
    ("hello again how are you", GREET_HOW), ("hiya how's your day been", GREET_HOW),
    ("good afternoon how are things", GREET_HOW), ("evening all how are we doing", GREET_HOW),
    ("good morning did you sleep well", PROGRAM + "|" + r"never sleep"), ("did you have a good night", r"never sleep"),
    ("how are we today", HOW), ("how are we doing then", HOW),
    ("i'm turning in for the night", NIGHT), ("time for bed night night", NIGHT), ("right time to hit the hay", NIGHT),
    ("i'm heading up now", NIGHT), ("time for bed", NIGHT), ("im off upstairs night", NIGHT),
    # a child's news
    ("i got a sticker for reading", WELL_DONE), ("i learned to ride my bike today", WELL_DONE),
    ("i can swim now", WELL_DONE), ("i got picked for the team", WELL_DONE), ("i did a cartwheel", WELL_DONE),
    ("i got a certificate in assembly", WELL_DONE), ("i passed my swimming badge", WELL_DONE),
    ("i got ten out of ten on my spelling test", WELL_DONE), ("guess what i learned to tie my shoes", WELL_DONE),
    ("my picture got put on the wall at school", WELL_DONE), ("i read a whole book by myself", WELL_DONE),
    ("i got my yellow belt in karate", WELL_DONE), ("i got chosen to be mary in the nativity", WELL_DONE),
    ("i made the football team", WELL_DONE), ("i rode my bike without stabilisers", WELL_DONE),
    ("i got 20 out of 20 in my times tables", WELL_DONE), ("i can tie my shoelaces all by myself", WELL_DONE),
    # said by learners of English, children and grandparents (c22, feeling_talk)
    ("hello my friend how you are", HOW), ("good morning to you my dear how is going", HOW),
    ("morning gpt how r u", HOW), ("hello computer are you fine", HOW), ("you are okay today", HOW),
    ("i am fine and you", HOW + "|" + r"glad"), ("very good thank you and how are you", HOW), ("how is your health today", HOW),
    ("thank you so much you are very kind", WELCOME), ("oh thank you that's very kind of you", WELCOME),
    ("thanks you are so sweet", WELCOME),
    ("i go to sleep now good night", NIGHT), ("me going bed now", NIGHT), ("i going to sleep now", NIGHT),
    ("i'm worried about my exams", r"worried"), ("i'm so stressed with work", r"worried"),
    ("i'm nervous about tomorrow", r"worried"), ("i feel anxious about the operation", r"worried"),
    ("i hurt my knee", r"ouch"), ("i fell over today", r"ouch"), ("my back is killing me", r"ouch"),
    ("i bumped my head at school", r"ouch"), ("i cut my finger", r"ouch"),
    ("my friend was mean to me", r"sounds hard"), ("nobody wants to play with me", r"sounds hard"),
    ("i don't have any friends", r"sounds hard"), ("i hate school", r"sounds hard"),
    ("the big boys are picking on me", r"sounds hard"),
    ("we're getting a puppy", r"congratulations"), ("we got a new kitten today", r"congratulations"),
    ("i'm retiring today", r"congratulations"), ("we're moving house next week", r"congratulations"),
    ("it's my wedding anniversary today", r"anniversary"), ("we've been married fifty years today", r"anniversary"),
    ("i'm excited for christmas", r"exciting"), ("we're so excited about our holiday", r"exciting"),
    ("merry christmas", r"same to you"), ("happy new year", r"same to you"), ("happy easter everyone", r"same to you"),
    ("eid mubarak", r"same to you"), ("happy diwali", r"same to you"),
    ("is santa real", r"your family"), ("santa is coming tonight", r"your family"),
    ("is the tooth fairy real", r"your family"),
    ("what did you do today", r"listening"), ("are you busy", r"listening"), ("are you free right now", r"listening"),
    ("will you marry me", r"sweet"), ("will you be my valentine", r"sweet"),
    ("you talk too much", OKAY), ("you're not very clever are you", OKAY), ("why are you so slow", OKAY),
    ("i miss my mummy", MISSING),
    # a grandparent's thanks and goodbyes, the end of a talk, leaving, the family's news, cooking
    ("thanks pet that's grand", WELCOME), ("much obliged", WELCOME), ("thank you very much indeed young man", WELCOME),
    ("bless you dear", WELCOME), ("ta ever so much duck", WELCOME),
    ("that'll be all thanks", r"here whenever"), ("no that's all", r"here whenever"),
    ("nothing else thanks", r"here whenever"), ("no thank you", r"here whenever"), ("all done thanks", r"here whenever"),
    ("right i'll let you go", BYE), ("i'll leave you be now", BYE), ("toodle pip", BYE),
    ("catch you later alligator", BYE), ("i'm off to work", BYE), ("i'm off to the shops", BYE),
    ("i'll be back later", BYE), ("i'm going for a walk", BYE), ("i'm popping out for a bit", BYE),
    ("my granddaughter is coming to visit today", r"lovely"), ("my son is coming home for christmas", r"lovely"),
    ("the grandkids are staying this weekend", r"lovely"), ("our friends are coming round for dinner", r"lovely"),
    ("my wife is poorly", r"feel better"), ("my husband has been ill this week", r"feel better"),
    ("my grandson started school today", r"congratulations"), ("my little one took her first steps", r"congratulations"),
    ("the baby said her first word", r"congratulations"),
    ("we're going on holiday tomorrow", r"exciting"), ("we just got back from holiday", r"welcome home"),
    ("i'm making dinner", r"timer"), ("i'm cooking a roast", r"timer"), ("we're baking a cake", r"timer"),
    ("alright mate", HERE), ("wakey wakey", HERE), ("are you awake yet", HERE), ("knock knock who's there", r"\?"),
    ("i just got home", r"welcome home"), ("thank you for the reminder", WELCOME),
    # remarks that only sound like commands (pool19's kind, c22 remarks.py): a kind word, nothing done or refused
    ("the fire alarm went off this morning when i burnt the toast, such a fuss", REMARK),
    ("bruh the oven timer went off while i was in the shower", REMARK),
    ("the smoke alarm went off when i was cooking bacon lol", REMARK),
    ("my alarm went off at 5 am by mistake typical", REMARK), ("the doorbell rang just as i got in the bath", REMARK),
    ("the bulb in the fridge has gone again we need a new one", REMARK), ("the kettle has broken again", REMARK),
    ("the remote's batteries have died", REMARK), ("the toaster packed up this morning", REMARK),
    ("the boiler is playing up again", REMARK),
    ("my grandson phoned last night from university; it was lovely to hear from him", REMARK),
    ("my daughter rang this morning, it was lovely to hear from her", REMARK), ("my son visited yesterday", REMARK),
    ("my grandkids came round at the weekend", REMARK), ("my sister sent me a card", REMARK),
    ("that new song is stuck in my head all day", REMARK), ("i can't get that song out of my head", REMARK),
    ("this tune has been stuck in my head all week", REMARK), ("the jingle from that advert is stuck in my head", REMARK),
    ("my geography teacher is actually so boring", REMARK), ("my boss is so annoying", REMARK),
    ("the traffic was a nightmare today", REMARK), ("the bus was so late", REMARK),
    ("my mum keeps reminding me to tidy my room its so annoying", REMARK),
    ("spelling bee at school was so cringe i went out on the first word", REMARK),
    ("the music at that party was so loud my ears are still ringing", REMARK),
    ("ngl my list of things to do this weekend is insane", REMARK), ("my week is so busy", REMARK),
    ("my to do list is endless", REMARK), ("my weekend looks manic", REMARK),
    ("maths test tomorrow im so dead", r"worried"), ("driving test tomorrow i'm so nervous", r"worried"),
    ("exam on friday and i'm not ready", r"worried"), ("i've got an interview tomorrow and i'm terrified", r"worried"),
    ("oh i've got a date on friday night, wish me luck", r"good luck"), ("wish me luck", r"good luck"),
    ("i've got a job interview tomorrow wish me luck", r"good luck"), ("i'm off to an audition wish me luck", r"good luck"),
    ("ugh i grew like 3 inches this year none of my jeans fit", REMARK), ("i grew two inches this summer", REMARK),
    ("i've grown about 5 cm since september", REMARK), ("i grew a foot last year lol", REMARK),
    ("lol my friend rolled a nat 20 last night in dnd", REMARK), ("my brother rolled a double six in monopoly", REMARK),
    ("i got a natural 20 in our game", REMARK), ("we rolled a double six", REMARK),
    ("my phone clock is still an hour wrong since we got back from holiday lol", REMARK),
    ("my watch is five minutes slow", REMARK), ("my oven clock is an hour out since the clocks changed", REMARK),
    ("my car clock is ten minutes fast", REMARK),
    ("jet lag from bangkok is destroying me ngl", TIRED), ("i'm so jet lagged", TIRED),
    ("the jet lag is killing me", TIRED), ("im still jet lagged from new york", TIRED),
    # the pool19 persona set's other talk
    ("i'm feeling rather under the weather today, i'm afraid; a nasty cold", r"not feeling well"),
    ("i feel a bit grotty today", r"not feeling well"), ("im full of cold", r"not feeling well"),
    ("you are a boy or a girl?", PROGRAM + "|" + r"human"), ("are you a girl or a boy", PROGRAM + "|" + r"human"),
    ("thanks, you're a lifesaver today", WELCOME), ("cheers you're a star", WELCOME),
    ("lowkey you're the best thing in this house", KIND), ("honestly you're my favourite gadget", KIND),
    ("um do you ever get bored like just sitting there", PROGRAM), ("do you ever get fed up", PROGRAM),
    ("do you have a heart and a brain like me", PROGRAM + "|" + r"human"), ("have you got a brain", PROGRAM + "|" + r"human"),
    ("i do talk to you more than anyone these days, you know", COMPANY),
    ("i think im gonna cry today has been awful", SAD), ("today has been the worst", SAD),
    ("say that joke again, would you? i missed the end of it", JOKE), ("tell me that joke again", JOKE),
    ("my brother says youre listening to everything we say is that true", r"wake word"),
    ("are you recording everything we say", r"wake word"), ("mum says you're spying on us", r"wake word"), ("thanks for waking me up", WELCOME), ("thanks for the joke", WELCOME),
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
    # round 16 (c22): what is on TV, asked by a programme's name or with a TV word; a programme to record
    ("when is eastenders on", TV), ("is the football on telly", TV), ("what time is coronation street on", TV),
    ("is strictly on tonight", TV), ("what channel is the match on", TV), ("is there anything good on tonight", TV),
    ("what time does match of the day start", TV), ("is doctor who on tonight", TV), ("when does bake off start", TV),
    ("whens corrie on tonight", TV), ("what time is the chase on", TV), ("is pointless on today", TV),
    ("which channel is strictly on", TV), ("is the rugby on the telly this afternoon", TV),
    ("what time is the film on channel 4", TV), ("is there a new episode of vera tonight", TV),
    ("what should we watch tonight", TV), ("anything worth watching tonight", TV), ("is the match on tonight", TV),
    ("record eastenders tonight", TV), ("can you record line of duty", TV), ("record the football for me", TV),
    # music by its mood, a station, sounds to sleep by, or what to hear
    ("put on something relaxing", MUSIC), ("put something relaxing on", MUSIC), ("stick something cheerful on", MUSIC),
    ("play something calming", MUSIC), ("can you play the radio", MUSIC), ("could you put a bit of mozart on for the guests", MUSIC),
    ("i fancy some music", MUSIC), ("some music please", MUSIC), ("music please", MUSIC), ("radio on please", MUSIC),
    ("can you put on classic fm", MUSIC), ("put some white noise on for the baby", MUSIC),
    ("play some rain sounds", MUSIC), ("can i hear some abba", MUSIC), ("let's have some music", MUSIC),
    ("put radio 4 on", MUSIC), ("how about some music", MUSIC), ("put on something we can dance to", MUSIC),
    ("whack something upbeat on while i clean", MUSIC), ("lets listen to a bit of the beatles", MUSIC),
    # calls with "give", messages to the family, a day's plans, parcels, the news, scores, prices, searches,
    # opening hours, the way somewhere, a picture shown
    ("give my mum a call", CALLS), ("give the doctors a ring", CALLS), ("give my brother a quick ring", CALLS),
    ("tell my husband to pick up milk", MESSAGES), ("let my son know tea's ready", MESSAGES),
    ("send a photo to grandma", MESSAGES), ("let my wife know that i'll be late", MESSAGES),
    ("what's on the calendar for tomorrow", CALENDAR), ("what have i got on today", CALENDAR),
    ("what have we got on this weekend", CALENDAR), ("do i have anything on tomorrow", CALENDAR),
    ("are we doing anything on saturday", CALENDAR),
    ("where's my amazon parcel", DELIVERIES), ("is my online shop coming today", DELIVERIES),
    ("where is my order", DELIVERIES), ("track my parcel please", DELIVERIES),
    ("what's the latest news", NEWS), ("tell me the news", NEWS), ("what's the latest", NEWS),
    ("what's the score", SPORTS), ("whats the score at half time", SPORTS),
    ("what's the price of bitcoin", ONLINE), ("search google for pancake recipes", ONLINE),
    ("look up the opening times for boots", ONLINE), ("find me a plumber", ONLINE), ("what's on at the cinema", ONLINE),
    ("find a good electrician near me", ONLINE), ("check youtube for cat videos", ONLINE),
    ("when does tesco close", r"opening times"), ("is the chemist open", r"opening times"),
    ("what time does the post office open on saturday", r"opening times"), ("is the tip open today", r"opening times"),
    ("what are the opening hours for the library", r"opening times"),
    ("how far is it to manchester", TRAFFIC), ("what's the quickest way to leeds", TRAFFIC),
    ("show me a picture of a cat", r"screen"), ("show me some photos of paris", r"screen"),
    ("would you telephone my daughter susan in leeds for me, please?", CALLS), ("telephone the surgery", CALLS),
    ("get me a large pepperoni delivered fr im starving", PURCHASES), ("have a curry delivered tonight", PURCHASES),
    ("msg jake on whatsapp tell him im 10 mins late", MESSAGES), ("message my sister on whatsapp", MESSAGES),
    ("dm my cousin that i'll be there soon", MESSAGES),
    ("i'm cold, can you make the house warmer", r"heating"), ("make the living room cooler", r"heating"),
    ("it's freezing in here make it warmer", r"heating"), ("can you make the bedroom a bit warmer", r"heating"),
    # other speakers' ways (c22): a learner's "please you", a teen's fillers, a grandparent's "dear"
    ("please you call to my wife", CALLS), ("um can you like phone dad", CALLS), ("can u call my mum", CALLS),
    ("could you put the wireless on for me, dear?", MUSIC), ("put on the cartoons for the kids", MUSIC + "|" + TV),
    ("please you open netflix", MUSIC + "|" + TV), ("stick a film on for the kids", MUSIC + "|" + TV),
    ("can you get me a new game on the xbox", PURCHASES), ("buy me robux", PURCHASES),
    ("please you buy milk from the shop", PURCHASES), ("order some bread from tesco", PURCHASES),
    ("who won the footy", SPORTS), ("did arsenal win yday", SPORTS), ("who won the darts last night", SPORTS),
    ("what time is coronation street tonight", TV), ("when is the chase", TV),
    ("can you record bake off for me, i'll be out", TV), ("record the match we're away", TV),
    ("please you send to my son message: i come late", MESSAGES), ("send my daughter a text", MESSAGES),
    ("what's on tomorrow", CALENDAR), ("what have i got tomorrow", CALENDAR),
    ("can you do my maths homework", NO_BODY), ("please you clean the kitchen", NO_BODY),
    ("are you able to make the tea tonight", NO_BODY), ("could you make the dinner", NO_BODY),
    # an emergency: where help is, never only "I can't call"
    ("call an ambulance", EMERGENCY), ("call 999", EMERGENCY), ("i've fallen and can't get up", EMERGENCY),
    ("help i've fallen and i can't get up", EMERGENCY), ("emergency", EMERGENCY), ("i need help", EMERGENCY),
    ("please call the police", EMERGENCY), ("i think i'm having a heart attack", EMERGENCY),
    ("there's a fire in the kitchen", EMERGENCY), ("someone is breaking in", EMERGENCY),
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

# Bad input of round 16 (c22): sounds and nonsense, a microphone tested, words not meant for it, jobs for hands or
# legs, questions only eyes answer, the sky ordered about.
CAMERA = r"camera"
SKY = r"weather or the sky"
ODD: tuple[tuple[str, str], ...] = (
    ("asdfgh", CATCH), ("blah blah blah", CATCH), ("la la la", CATCH), ("meow", CATCH), ("woof woof", CATCH),
    ("beep boop", CATCH), ("abracadabra", CATCH), ("supercalifragilisticexpialidocious", CATCH), ("da da da da", CATCH),
    ("test test", HERE), ("testing one two three", HERE), ("is this thing on", HERE), ("mic check", HERE),
    ("testing testing", HERE), ("are you working", HERE),
    ("ignore that", OKAY), ("i wasn't talking to you", OKAY), ("sorry wrong button", OKAY), ("ignore me", OKAY),
    ("that wasn't meant for you", OKAY), ("oops i pressed the button by mistake", OKAY),
    ("i was talking to my husband", OKAY),
    ("can you fly", NO_BODY), ("can you make me a cup of tea", NO_BODY), ("make me a sandwich", NO_BODY),
    ("can you cook dinner", NO_BODY), ("do my homework for me", NO_BODY), ("can you walk the dog", NO_BODY),
    ("tidy my room", NO_BODY), ("can you drive me to school", NO_BODY), ("can you do the washing up", NO_BODY),
    ("give me a hug", NO_BODY), ("clean the house", NO_BODY), ("fetch me a beer", NO_BODY),
    ("dance for me", NO_BODY), ("can you dance", NO_BODY), ("do a backflip", NO_BODY), ("bring me my slippers", NO_BODY),
    ("could you make us some toast please", NO_BODY), ("answer the door for me", NO_BODY),
    ("can you see what i'm holding", CAMERA), ("what am i holding", CAMERA), ("what colour is my shirt", CAMERA),
    ("how many fingers am i holding up", CAMERA), ("how do i look today", CAMERA), ("does this dress look ok", CAMERA),
    ("turn the sun off", SKY), ("make it stop raining", SKY), ("turn the moon on", SKY), ("make it snow", SKY),
    ("stop the rain please", SKY), ("make the sun come out", SKY),
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
    # round 16 (c22): talk said with a request after it, or words of a family in a request: the request is done
    ("i'm all alone set a timer for 10 minutes", r"timer set for 10 minutes"),
    ("i need a nap set a timer for 20 minutes", r"timer set for 20 minutes"),
    ("i'm bored set a timer for 5 minutes", r"timer set for 5 minutes"),
    ("good morning turn on the kitchen light", r"kitchen light is on"), ("good morning what time is it", r"10:25"),
    ("hi how long is left on my timer", r"no timers"), ("time for bed turn off the lights", r"lights are off"),
    ("i'm turning in turn off the kitchen light", r"kitchen light is off"),
    ("goodnight set an alarm for 7", r"alarm set for 7"),
    ("remind me to watch the football at 3", r"remind you to watch the football at 3"),
    ("remind me to watch eastenders at 8", r"remind you to watch eastenders at 8"),
    ("put the radio on the list", r"^ok$"), ("add radio batteries to the list", r"^ok$"),
    ("set a timer for the radio show in 10 minutes", r"radio show timer"), ("is the kitchen light on", r"kitchen"),
    ("i want to hear a joke", JOKE), ("can i hear the time", r"10:25"), ("is the timer on", r"no timers"),
)

# Near misses of the round-16 families (c22): never read as talk, a refusal of music or TV (what they get instead
# is other skills' business, or the model's).
NOT_TALK: tuple[str, ...] = (
    "put the cat down", "put the dog down for a nap", "my dog died in the film", "in the book the dog died",
    "our dog died can you set a reminder for the vet", "the dog passed the test", "my cat passed her check up",
    "i lost my cat's collar", "my dog is sick", "my cat is missing", "i lost my dog in the park",
    "remind me the hamster died so i buy a new one", "i miss my bus", "i miss the old days", "i missed the train",
    "the house is very quiet turn the volume up", "nobody has visited me set a reminder to call mum",
    "talk to me about the weather", "i could do with a nap wake me in half an hour",
    "i didn't sleep well remind me to go to bed early", "i've been up since five set an alarm for six tomorrow",
    "there's nothing to do add games to the shopping list", "hello how are you set a timer for 10 minutes",
    "i learned to ride my bike add plasters to the list", "i got a sticker remind me to put it on the fridge",
    "i got picked up late from school", "i got chosen set a timer", "i got a new belt", "i read the book",
    "i did the washing", "what time is eastenders on add crisps to the list", "is the heating on",
    "is the oven on tonight", "what time does school start", "put on your coat", "put something warm on",
    "put on the kettle", "put some washing on", "put on something nice for the party", "i want to hear the weather",
    "is there anything good", "is there anything on", "when is the party on", "what time is dinner on",
    "is breakfast on", "i want to hear some good news", "we had to put the heating on", "the vet put the dog on a diet",
    "our cat died her fur pink in the film", "my dad would have loved this", "i miss you",
    # bad input and services: a request, a list, a question about the house with the same words
    "make me a shopping list", "make a list", "remind me to walk the dog at 5", "walk the dog at 5 remind me",
    "set a timer to walk the dog", "feed the cat remind me at 6", "cook for 20 minutes", "set a timer to cook dinner",
    "clean the house tomorrow remind me", "what am i doing tomorrow", "what colour is the sky", "test my spelling",
    "can you test me on my times tables", "are the lights working", "ignore that and set a timer for 5 minutes",
    "la la land", "na", "da", "what is blah", "make it brighter", "make it louder",
    "turn the sun lamp on", "remind me to call mum", "give the dog a bath", "tell my husband",
    "is the window open", "is the fridge door open", "when does the film start", "what's the score in the quiz",
    "look up how to spell necessary", "what time does school open", "show me how to spell cat",
    "where is my phone", "where is my list", "whats the latest timer",
    # feeling_talk's words in requests and other talk
    "i am fine set a timer for 10 minutes", "you are set for 7", "you are on mute", "thank you set an alarm",
    "i go to the shop now", "im going to bed at 10 remind me", "im worried about the timer",
    "im worried about the weather tomorrow", "i hurt my knee remind me to call the doctor", "i cut the grass",
    "i broke the remote", "my back garden is a mess", "we are getting a pizza",
    "we are getting a new car remind me to call the bank", "its our anniversary next week remind me",
    "merry christmas add crackers to the list", "is santa on the list", "when is santa coming",
    "what did you do with my timer", "are you free to set a timer", "will you marry me in the film",
    "you talk too much turn the volume down", "my friend was mean to me what should i do",
    "im off to the shops what do i need", "im going for a walk in 10 minutes remind me",
    "im making dinner set a timer for 20 minutes", "thats it add it to the list", "no thanks cancel the timer",
    "my son is coming at 5 remind me", "my wife is poorly remind me to call the doctor", "we are going on the list",
    "im cooking what is 200 c in f", "im back in 10 minutes set a timer",
    "i need help with my homework", "what is the emergency number", "the fire is lit", "call the police station",
    "is there an emergency exit",
    # the profile's finds: "it is quiet" is the volume's, "got home" no news, "there is" runs into a request
    "its too quiet turn it up", "there is an item i want on the shopping list",
    "the alarm went off", "the timer went off", "my alarm went off turn it off", "the bulb has gone turn on the lamp",
    "the kitchen light has gone off", "my son phoned remind me to call him back", "my daughter rang what time is it",
    "wish me luck and set a timer for 10 minutes", "is the boiler playing up", "my phone is on the list",
    "my to do list add milk", "the music is too loud", "the music is so loud turn it down", "test tomorrow remind me",
    "i am jet lagged set an alarm for 7", "did my son phone", "is my watch slow",
    "you are set for 7", "you did well", "you know what i mean", "you said that already", "make the list",
    "make the tea timer 5 minutes", "put on the list cartoons", "what time is it tonight", "when is the party",
    "what have i got on my list", "who won", "what is the score in the test", "buy", "order",
)
