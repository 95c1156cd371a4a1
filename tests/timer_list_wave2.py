"""The wave-2 phrasings of round 15 (holdout18's failures, each said five or more ways, with near misses): a quarter
said with the hours, a named timer checked or let go in other words, a wish to be woken, "tell me to" after the time,
reminders asked about by topic, a read-back said with "list out", an item with what it is for, "is X on there", a run
of items with no commas, a stock someone finished. Same notation as ``timer_list_phrasings``, which adds these."""

from __future__ import annotations

TIMERS: list[tuple[str, str]] = [
    # wave 2 (holdout18): a quarter of an hour said with the hours, a named timer checked or let go in other words
    ("uh timer for an hour and a quarter the lamb needs ages", "T+1h15m"),
    ("set a timer for an hour and a quarter", "T+1h15m"),
    ("put a timer on for an hour and a half for the bread", "T+1h30m:bread"),
    ("timer for a quarter of an hour for the fish", "T+15m:fish"),
    ("set a timer for three quarters of an hour for the cake", "T+45m:cake"),
    ("set a timer for two hours and a quarter", "T+2h15m"),
    ("set a timer for an hour and ten minutes for the roast", "T+1h10m:roast"),
    ("set an eggs timer for 9 minutes || check the eggs timer for me, how many minutes remain", "T+9m:egg;say"),
    ("set an eggs timer for 9 minutes || set a rice timer for 20 minutes || eggs timer, how many minutes are left",
     "T+9m:egg;T+20m:rice;say"),
    ("set an eggs timer for 9 minutes || check on the eggs timer please", "T+9m:egg;say"),
    ("set an eggs timer for 9 minutes || how many minutes does the eggs timer have left", "T+9m:egg;say"),
    ("set an eggs timer for 9 minutes || hows the eggs timer doing", "T+9m:egg;say"),
    ("set a timer for 12 minutes || set an eggs timer for 9 minutes || check the eggs timer how many minutes remain "
     "|| tell me every timer thats on right now", "T+12m;T+9m:egg;say"),
    ("set a potatoes timer for 25 minutes || set an eggs timer for 9 minutes || the potatoes timer can go, stop it",
     "T+9m:egg"),
    ("set a potatoes timer for 25 minutes || the potatoes timer you can stop it", "-"),
    ("set a potatoes timer for 25 minutes || the potatoes timer can go now", "-"),
    ("set a pasta timer for 10 minutes || the pasta timer, stop it please", "-"),
    ("set a pasta timer for 10 minutes || the pasta timer can go and cancel it", "-"),
]

ALARMS: list[tuple[str, str]] = [
    # wave 2 (holdout18): a wish to be woken
    ("i'd like to be woken at 7:15 am", "A12-02 07:15"),
    ("could i be woken at 7 please", "A12-02 07:00|12-01 19:00"),
    ("i'd like waking at half six", "A12-02 06:30|12-01 18:30"),
    ("id like a wake up call at 6 tomorrow", "A12-02 06:00"),
    ("i want to be woken up at 6 on friday", "A12-04 06:00"),
    ("set an alarm for 6 am || i'd like to be woken at 7:15 am || which alarms do i have set for the week",
     "A12-02 06:00;A12-02 07:15;say"),
]

REMINDERS: list[tuple[str, str]] = [
    # wave 2 (holdout18): "tell me to" after the time; reminders asked about by their topic
    ("uh in 10 minutes tell me to take the roast out", "R12-01 10:35:roast"),
    ("in 20 minutes tell me to ring my sister", "R12-01 10:45:sister"),
    ("in half an hour tell me to check the bath", "R12-01 10:55:bath"),
    ("in an hour tell me to pick up the kids", "R12-01 11:25:kid"),
    ("at 5 tell me to call mum", "R12-01 17:00:mum"),
    ("remind me tomorrow at 9 am to renew the car insurance || have i got anything about the insurance tomorrow, "
     "my head's like a sieve", "R12-02 09:00:insurance;say"),
    ("remind me to call the vet at 3 pm || did i set something for the vet", "R12-01 15:00:vet;say"),
    ("remind me to call the vet at 3 pm || have i got anything on about the vet today", "R12-01 15:00:vet;say"),
    ("remind me to call the vet at 3 pm || is there a reminder about the vet", "R12-01 15:00:vet;say"),
    ("remind me to call the vet at 3 pm || do i have anything about the dentist", "R12-01 15:00:vet;say"),
]

LISTS: list[tuple[str, str]] = [
    # wave 2 (holdout18): a read-back said with "list out", an item with what it is for, "is X on there", two changes
    ("add milk and eggs to my shopping list || list out everything waiting on the shopping list",
     "Lshopping=milk,eggs;say"),
    ("add milk and eggs to my shopping list || list everything on my shopping list", "Lshopping=milk,eggs;say"),
    ("add milk and eggs to my shopping list || read me everything thats on the shopping list",
     "Lshopping=milk,eggs;say"),
    ("add milk and eggs to my shopping list || list all the items on the shopping list", "Lshopping=milk,eggs;say"),
    ("add milk and eggs to my shopping list || go through everything still on the shopping list",
     "Lshopping=milk,eggs;say"),
    ("oh and add some bananas for the kids lunches", "Lshopping=bananas"),
    ("add some apples for the kids", "Lshopping=apples"),
    ("add bread for the sandwiches", "Lshopping=bread"),
    ("add flour and eggs for the cake", "Lshopping=flour,eggs"),
    ("and add a bottle of wine for saturday", "Lshopping=bottle of wine|Lshopping=a bottle of wine"),
    ("add toothpaste to the shopping list || is the toothpaste on there already i cant remember",
     "Lshopping=toothpaste;say"),
    ("add milk to the shopping list || is the toothpaste on there already i cant remember", "Lshopping=milk;say"),
    ("add bread to the shopping list || have we got bread on there yet", "Lshopping=bread;say"),
    ("add milk to the shopping list || is milk on the list already", "Lshopping=milk;say"),
    ("add toothpaste to the shopping list || is toothpaste on there", "Lshopping=toothpaste;say"),
    ("add butter, onions and tinned tomatoes to the shopping list || take butter off and put margarine on the "
     "shopping list", "Lshopping=onions,tinned tomatoes,margarine"),
    ("add butter onions and tinned tomatoes to the shopping list", "Lshopping=butter,onions,tinned tomatoes"),
    ("add milk to the shopping list || remove milk and add oat milk to the shopping list", "Lshopping=oat milk"),
    ("the kids have finished all the cereal", "Lshopping=cereal"),
    ("dad ate the last of the biscuits", "Lshopping=biscuits"),
    ("we have used up all the milk", "Lshopping=milk"),
    ("add something to my to do list || the kids have finished all the cereal", "Lshopping=cereal|say|-"),
]

MUST_NOT: list[tuple[str, str]] = [
    # wave 2 (holdout18)
    ("in 10 minutes the film starts", "-"),
    ("in 10 minutes tell me a joke", "-"),
    ("i was woken at 5 by the bin men", "-"),
    ("i'd like to be woken up early", "-|ask"),
    ("i'd like to know what time it is", "-"),
    ("set a pasta timer for 10 minutes || stop it", "T+10m:pasta"),
    ("set a pasta timer for 10 minutes || the pasta is done you can stop it", "T+10m:pasta|-"),
    ("is there anything about the weather", "-"),
    ("have i got anything for dinner", "-"),
    ("add a present for my mum", "Lshopping=present for my mum|Lshopping=a present for my mum"),
    ("add a birthday card for jen to my shopping list", "Lshopping=birthday card for jen"),
    ("add 5 and 7 for me", "-"),
    ("is the light on in there", "-"),
    ("is the oven on in there", "-"),
    ("the kids have finished all their homework", "-"),
    ("we have finished all the work", "-"),
    ("list three animals that live in the sea", "-"),
    ("milk chocolate and cheese biscuits", "-"),
    ("set a eggs timer for 9 minutes || check the eggs timer and add 2 minutes", "T+11m:egg"),
]
