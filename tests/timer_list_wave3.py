"""The round-16 phrasings (engineer t22): a command said after a check or a leaving remark, "and another thing" after
it, a second kind said short, a bare "how long" while a timer runs, a question to be answered later, "stop the timer"
while nothing rings, a reminder sent or dropped, an "oh wait" correction, an apology in the task, a list read out
with "list out / read through / list off"; each family with its near misses in ``MUST_NOT``. Same notation as
``timer_list_phrasings``, which adds these."""

from __future__ import annotations

TIMERS: list[tuple[str, str]] = [
    # a check or a greeting before the command
    ("are you there set a timer for 2 minutes", "T+2m"),
    ("you awake set a timer for 10 minutes", "T+10m"),
    ("hello are you listening set a timer for 5 minutes", "T+5m"),
    ("can you hear me set a pasta timer for 12 minutes", "T+12m:pasta"),
    ("is this thing on start a timer for 3 minutes", "T+3m"),
    ("anyone there put a timer on for 20 minutes", "T+20m"),
    # "and another thing": both done, or the other thing asked for, never the timer dropped
    ("set a timer for 5 minutes and one more thing", "T+5m;ask"),
    ("set a timer for 10 minutes and another 2 things", "T+10m;ask"),
    ("start a timer for 4 minutes and a couple of other things", "T+4m;ask"),
    ("set a timer for 3 minutes and another thing whats the weather", "T+3m;say"),
    ("set a timer for 5 minutes and another thing add milk to the list", "T+5m;Lshopping=milk"),
    ("set a timer for 8 minutes oh and something else add eggs to the shopping list", "T+8m;Lshopping=eggs"),
    ("set a timer for 5 minutes and one more thing || add bread to the list", "T+5m;Lshopping=bread"),
    ("set a timer for 6 minutes and one more thing while youre at it add jam to the list", "T+6m;Lshopping=jam"),
    # a second kind said short
    ("set a timer for 5 minutes and a reminder for 7", "T+5m;ask"),
    ("set a timer for 5 minutes and a reminder for 7 || call mum", "T+5m;R12-01 19:00:mum"),
    ("set an alarm for 6 am and a timer for 10 minutes", "A12-02 06:00;T+10m"),
    ("set a timer for 20 minutes and an alarm for 7 tomorrow", "T+20m;A12-02 07:00"),
    ("set a timer for 15 minutes and a reminder at 6 pm to call the vet", "T+15m;R12-01 18:00:vet"),
    ("set a reminder for 7 and a timer for 5 minutes", "T+5m;ask"),
    ("set a reminder for 7 and a timer for 5 minutes || call mum", "T+5m;R12-01 19:00:mum"),
    ("set a reminder for 7 to call mum and a timer for 5 minutes", "R12-01 19:00:mum;T+5m"),
    # "how long" said bare while a timer runs
    ("set a timer for 10 minutes || how long", "T+10m;say"),
    ("set a timer for 10 minutes || how long now", "T+10m;say"),
    ("set a timer for 10 minutes || so how long then", "T+10m;say"),
    ("set a timer for 10 minutes || how long to go", "T+10m;say"),
    ("set a pasta timer for 10 minutes || how long has it got", "T+10m:pasta;say"),
    ("set a timer for 10 minutes || how long till it goes off", "T+10m;say"),
    ("set a timer for 10 minutes || how much time is on it", "T+10m;say"),
    ("set a timer for 10 minutes || is it nearly done yet", "T+10m;say"),
    # the next breath: a new value, or one more of the same kind with the unit carried (never an alarm for a timer)
    ("set a timer for 5 minutes || and another one for 10", "T+5m;T+10m"),
    ("set a timer for 5 minutes || another for 10 minutes", "T+5m;T+10m"),
    ("set a timer for 5 minutes || make that 7", "T+7m"),
    ("set a timer for 5 minutes || no 8", "T+8m"),
    ("set a timer for 2 hours || make it 3", "T+3h"),
    ("set a timer for 5 minutes || sorry make it 6", "T+6m"),
    # a question to answer later: told honestly, nothing set
    ("in 5 minutes tell me what time it is", "say"),
    ("in 10 minutes tell me the time", "say"),
    ("in half an hour let me know what time it is", "say"),
    ("at 6 tell me whats the weather like", "say"),
    ("in an hour tell me how the weather looks", "say"),
    # "time me" with the length said anywhere; a timer asked for in other words
    ("my teacher says i have to read for 15 minutes can you time me", "T+15m"),
    ("i need to run for half an hour time me", "T+30m"),
    ("the kids have to practise piano for 20 minutes time them please", "T+20m"),
    ("im doing the plank for 2 minutes can you time me", "T+2m"),
    ("can you time me", "ask"),
    ("can you do one of those timer things for me", "ask"),
    ("can you do one of those timer things for me || um ten minutes", "T+10m"),
    ("could you set up one of them timer thingies", "ask"),
    # a timer named by its length: asked about, stopped and another put on
    ("set a timer for 40 minutes || set a timer for 45 minutes || how long is left on the 40 minute one", "T+40m;T+45m;say"),
    ("set a timer for 40 minutes || set a timer for 45 minutes || how long is left on the 45 minute timer", "T+40m;T+45m;say"),
    ("set a timer for 40 minutes || set a timer for 45 minutes || Stop the 45-minute timer and put one on for 20 minutes "
     "instead, would you?", "T+40m;T+20m"),
    ("set a timer for 10 minutes || set a timer for 30 minutes || cancel the 30 minute timer and put one on for 15 minutes",
     "T+10m;T+15m"),
    # "stop the timer" while nothing rings: told so, the running one named, never cancelled
    ("set a pasta timer for 10 minutes || stop it", "T+10m:pasta;say"),
    ("set a timer for 10 minutes || switch off the timer", "T+10m;say"),
    ("stop the timer", "say"),
    ("stop it", "say"),
]

ALARMS: list[tuple[str, str]] = [
    # a leaving remark or a check before the command
    ("im off to bed wake me at 7", "A12-02 07:00"),
    ("im going to bed wake me up at 6 30", "A12-02 06:30"),
    ("night night wake me at 7 tomorrow", "A12-02 07:00"),
    ("bedtime set an alarm for 6 am", "A12-02 06:00"),
    ("im shattered get me up at 8 tomorrow", "A12-02 08:00"),
    ("were off to bed set an alarm for 7 am", "A12-02 07:00"),
    ("you awake set an alarm for 6 am", "A12-02 06:00"),
    ("set an alarm for 7 am || turn off the alarm", "A12-02 07:00;say"),
    ("set an alarm for 7 am || silence the alarm", "A12-02 07:00;say"),
    ("set an alarm for 7 || and one for 8", "A12-02 07:00;A12-02 08:00"),
    ("set an alarm for 7 || actually 7 30", "A12-02 07:30"),
    ("set an alarm for 7 || no 8 please", "A12-02 08:00"),
    ("set an alarm for 6 am || oh and another one for 6 15", "A12-02 06:00;A12-02 06:15"),
    ("set an alarm for 7 || no wait half seven", "A12-02 07:30"),
    # a clock time said alone with nothing asked: which is meant asked back, nothing set on a guess
    ("uh quarter to eight", "say"),
    ("half six", "say"),
    ("7 30 am", "say"),
    ("set an alarm || uh quarter to eight", "A12-02 07:45"),
    ("um at ten oclock", "say"),
    # every alarm said when asked for all of them (never "and 1 more")
    ("set an alarm for 5 am || set an alarm for 6 am || set an alarm for 7 am || set an alarm for 8 am || set an alarm "
     "for 9 am || set an alarm for 10 am || Which alarms I have now? Say me all of them.",
     "A12-02 05:00;A12-02 06:00;A12-02 07:00;A12-02 08:00;A12-02 09:00;A12-02 10:00;say"),
    # a yes-no question said as a statement; all removed with a reason after
    ("wake me at ten on sunday || I have alarm for Sunday or not?", "A12-06 10:00;say"),
    ("set an alarm for 7 am || we have an alarm for tomorrow or not", "A12-02 07:00;say"),
    ("i have alarm for sunday or not", "say"),
    ("set an alarm for 7 || Please remove all of my alarms; I'd like to start afresh.", "-"),
    ("set an alarm for 7 || delete all my alarms im going on holiday", "-"),
    ("set an alarm for 7 || get rid of all the alarms id rather sleep in", "-"),
]

REMINDERS: list[tuple[str, str]] = [
    # sent, dropped, shot: a reminder asked for as a thing to be given
    ("send me a reminder at 5 to call mum", "R12-01 17:00:mum"),
    ("drop me a reminder tomorrow at 9 to ring the dentist", "R12-02 09:00:dentist"),
    ("shoot me a reminder in 20 minutes to check the bath", "R12-01 10:45:bath"),
    ("leave me a reminder for 6 pm to put the bins out", "R12-01 18:00:bin"),
    ("can you send me a reminder at 3 about the parcel", "R12-01 15:00:parcel"),
    ("give me a reminder for 6 to put the chicken in", "R12-01 18:00:chicken"),
    ("ping me a reminder at 4 to collect the kids", "R12-01 16:00:kid"),
    ("set a reminder for 7", "ask"),
    ("set a reminder for 7 || feed the cat", "R12-01 19:00:cat"),
    # "oh wait", "oh no", "oh sorry": the value said last
    ("remind me to phone the school at 3 oh wait 4", "R12-01 16:00:school"),
    ("remind me to call mum at 5 oh no 6", "R12-01 18:00:mum"),
    ("remind me at 4 oh sorry 5 to feed the cat", "R12-01 17:00:cat"),
    ("remind me in 10 minutes oh wait 15 to check the oven", "R12-01 10:40:oven"),
    ("remind me at 8 oh 5 to take my pills", "R12-01 20:05:pill"),
    # an apology is part of the task, never a correction
    ("remind me to say sorry to john at 5", "R12-01 17:00:john"),
    ("remind me to tell mum im sorry at 6", "R12-01 18:00:mum"),
    ("remind me at 7 to say sorry to the neighbours", "R12-01 19:00:neighbour"),
    ("remind me to apologise to sarah at 4", "R12-01 16:00:sarah"),
    ("remind me to say sorry to john at 5 no 6", "R12-01 18:00:john"),
    ("are you there remind me at 9 tomorrow to ring the garage", "R12-02 09:00:garage"),
    # a reminder's task and time without "remind me"
    ("uh to feed the fish at five", "R12-01 17:00:fish"),
    ("remind me about something || uh to feed the fish at five", "R12-01 17:00:fish"),
    ("um to ring the vet tomorrow at 9", "R12-02 09:00:vet"),
    ("to take the bins out at 7 tonight", "R12-01 19:00:bin"),
    ("so to call grandma at 4", "R12-01 16:00:grandma"),
    # two reminders in a learner's English: "for" the thing, "6 evening"
    ("Remind me tomorrow 10 o'clock for the pills and at 6 evening for the bins.", "R12-02 10:00:pill;R12-01 18:00:bin"),
    ("remind me at 9 morning for the doctor and at 5 evening for the shop", "R12-02 09:00:doctor;R12-01 17:00:shop"),
    ("remind me tomorrow at 8 for the bus and at 4 for the school", "R12-02 08:00:bus;R12-01 16:00:school"),
    ("remind me at 3 to call mum and at 6 evening to call dad", "R12-01 15:00:mum;R12-01 18:00:dad"),
]

LISTS: list[tuple[str, str]] = [
    # the list read out: "list out", "read through", "list off" (the particle is no part of the list's name)
    ("add milk to the list || list out the shopping list", "Lshopping=milk;say"),
    ("add milk to the list || can you list out my shopping list", "Lshopping=milk;say"),
    ("add milk to the list || read through my shopping list", "Lshopping=milk;say"),
    ("add milk to the list || list off the shopping list", "Lshopping=milk;say"),
    ("add milk to the list || reel off the shopping list", "Lshopping=milk;say"),
    ("add milk to the list || run through the shopping list please", "Lshopping=milk;say"),
    ("add call bob to my to do list || list out my to do list", "Lto-do=call bob;say"),
    ("add call bob to my to do list || read through the whole to do list", "Lto-do=call bob;say"),
    ("add eggs to the list || what have i got to buy", "Lshopping=eggs;say"),
    ("add eggs to the list || what do we have to get from the shops", "Lshopping=eggs;say"),
    # an item asked for with an interjection before it; an item found by the words before what it is for
    ("uh i need to put a thing on the shopping list || Oh, cough sweets, please.", "Lshopping=cough sweets"),
    ("add something to the list || um teabags", "Lshopping=teabags"),
    ("add chocolate milk for my packed lunch to the shopping list || is chocolate milk on the list",
     "Lshopping=chocolate milk for my packed lunch;say"),
    # an amount corrected keeps its item; one item put in another's place
    ("add a dozen eggs, no, two dozen, to the shopping list", "Lshopping=two dozen eggs"),
    ("add 2 pints of milk no 3 to the list", "Lshopping=3 pints of milk"),
    ("add six eggs no twelve to the list", "Lshopping=twelve eggs"),
    ("add ten eggs no twenty to the list", "Lshopping=twenty eggs"),
    ("add crisps to the list || Take away the crisps from shopping list and put there rice.", "Lshopping=rice"),
    ("add crisps to the list || swap the crisps for rice on the shopping list", "Lshopping=rice"),
    ("add butter to the list || replace the butter with marge on my list", "Lshopping=marge"),
    ("add call bob to my to do list || change call bob to call jim on my to do list", "Lto-do=call jim"),
    ("add crisps to the list || remove the crisps from the list and add rice instead", "Lshopping=rice"),
    # more items in the next breath, on the list just added to
    ("add milk to the list || and eggs", "Lshopping=milk,eggs"),
    ("add milk to the list || oh and eggs too", "Lshopping=milk,eggs"),
    ("add milk || and eggs", "Lshopping=milk,eggs"),
    ("add milk to the list || also some bread please", "Lshopping=milk,bread"),
    ("add call bob to my to do list || and fix the gate", "Lto-do=call bob,fix the gate"),
    ("put cheese on the shopping list || plus crackers", "Lshopping=cheese,crackers"),
    # more items said after the list was named
    ("put milk on the list oh and eggs", "Lshopping=milk,eggs"),
    ("add milk to the list and also eggs and bread", "Lshopping=milk,eggs,bread"),
    ("add milk to the list plus some bread too", "Lshopping=milk,bread|Lshopping=milk,some bread"),
    ("add call bob to my to do list and fix the gate", "Lto-do=call bob,fix the gate"),
    ("stick butter on the shopping list and cheese as well", "Lshopping=butter,cheese"),
]

MUST_NOT: list[tuple[str, str]] = [
    # a check or a remark before words that are no command
    ("i was about to set a timer for 2 minutes", "-"),
    ("are you there i set a timer earlier", "-"),
    ("im off to bed the kids will wake me at 7", "-"),
    ("im off to bed dont wake me at 7", "-"),
    ("she said im off to bed wake me at 7", "-"),
    ("good night and dont set an alarm", "-"),
    # "and another thing" after no command
    ("i set a timer for 3 minutes and another thing happened", "-"),
    ("my son said set a timer for 5 minutes and another thing", "-"),
    ("i forgot to set a timer and one more thing the pasta burnt", "-"),
    # "how long" about something else, or with nothing running
    ("how long", "-"),
    ("set a timer for 10 minutes || how long does pasta take", "T+10m"),
    ("set a timer for 10 minutes || how long is the film", "T+10m"),
    ("set a timer for 10 minutes || how long till christmas", "T+10m"),
    ("set a timer for 10 minutes || when will my timer go off", "T+10m;say"),
    ("is it nearly done", "-"),
    ("set a reminder for 7 and a timer went off", "-|ask"),
    # a question later: nothing set
    ("in 5 minutes the film starts", "-"),
    ("in an hour tell me to check the oven", "R12-01 11:25:oven"),
    # an apology told, not asked
    ("i said sorry to john at 5", "-"),
    ("he said sorry at 5 oclock", "-"),
    # lists talked about, not asked to be read
    ("she always reads out the shopping list", "-"),
    ("i was going to list out the shopping list", "-"),
    # more words after the list named that are no item
    ("add milk to the list and thanks", "Lshopping=milk"),
    ("add milk to the list and the kids want crisps", "Lshopping=milk|-"),
    ("add milk to the list and its for the cake", "Lshopping=milk|-"),
    ("add milk to the list and set a timer for 5 minutes", "Lshopping=milk;T+5m"),
    # the next breath that is no new value, no second one, no item
    ("set a timer for 5 minutes || no thanks", "T+5m"),
    ("set a timer for 10 minutes || oh the kids are 5", "T+10m"),
    ("set an alarm for 7 || one for the road", "A12-02 07:00"),
    ("set a timer for 10 minutes || add milk to the list || one for 5", "T+10m;Lshopping=milk"),
    ("add milk to the list || and thanks", "Lshopping=milk"),
    ("add milk to the list || and the kids are in bed", "Lshopping=milk"),
    ("whats the weather || and eggs", "-"),
    ("add milk to the list || and what about bread", "Lshopping=milk"),
    # an alarm or timer told about, never set, cancelled or changed
    ("set an alarm for 7 || The fire alarm went off this morning when I burnt the toast, such a fuss.", "A12-02 07:00"),
    ("set an alarm for 7 || the smoke alarm keeps beeping can you turn it off", "A12-02 07:00"),
    ("set an alarm for 7 || my car alarm went off last night", "A12-02 07:00"),
    ("set a timer for 7 minutes || The timer of 7 minutes, it is finished already?", "T+7m"),
    ("set a timer for 10 minutes || is the pasta timer done yet", "T+10m"),
    ("bruh the oven timer went off while i was in the shower", "-"),
    ("set an alarm for 7 || my alarm didnt go off this morning", "A12-02 07:00"),
    ("dont time me", "-"),
    ("i timed it for 10 minutes", "-"),
    # a swap told, or with no list
    ("add crisps to the list || i swapped the crisps for rice", "Lshopping=crisps"),
    ("add crisps to the list || should i swap the crisps for rice", "Lshopping=crisps"),
    # "to ..." with a time that asks for nothing
    ("to be honest at 5 i was asleep", "-"),
    ("to the shops at 5", "-"),
    ("to me at 5 it looked fine", "-"),
    # "stop" about the voice
    ("set a timer for 10 minutes || be quiet", "T+10m"),
    ("set a timer for 10 minutes || stop talking", "T+10m"),
]
