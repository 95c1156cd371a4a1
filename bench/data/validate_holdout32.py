"""Checks the sealed holdout32 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout32.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout32.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout32
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25 in the morning.", "Today is Tuesday.", "Today is Tuesday, December 1, 2026.",
        "December has begun: today is the 1st.", "You've got 1 hour and 35 minutes until midday.",
        "It's still the morning: 10:25 am.", "Today is Tuesday, a weekday.", "Today is the 1st of December 2026.",
        "It's 10:25 am, so an hour and a half before your shift.", "Yes, it's Tuesday: swimming club today!",
        "It's Tuesday.", "It's 10:25 am in 2026.", "That was 3 hours and 25 minutes ago.", "It's 10:25 am.",
    ],
    "date_arithmetic": [
        "Forty days from today is January 10, 2027.", "Christmas Eve is a Thursday this year.",
        "Canada Day is 212 days away.", "Seventy-five days ago was September 17, 2026.",
        "The 15th of January 2027 is a Friday.", "Valentine's Day is 10 weeks and 5 days away.",
        "The last Thursday in December is the 31st.", "Three weeks from today is December 22, 2026.",
        "19 sleeps till your birthday!", "Six weeks from now is January 12, 2027.",
        "In six days it will be Monday, December 7.", "This coming Monday is December 7, and the one after is "
                                                      "December 14.",
        "You start the next box on December 29.", "You have 18 days to pack.",
    ],
    "world_time": [
        "In Kabul it's 2:55 pm.", "In Manila it's 6:25 pm.", "In Bogotá it's 5:25 am.", "In Anchorage it's 1:25 am.",
        "In Hanoi it's 5:25 pm.", "In Seoul it's 7:25 pm.", "In St. John's it's 6:55 am.", "In Mumbai it's 3:55 pm.",
        "In Vancouver it's 2:25 am.", "In China it's 6:25 pm.", "In Santiago it's 7:25 am.",
        "In Riyadh it's 1:25 pm and in Kuala Lumpur it's 6:25 pm.", "In Buenos Aires it's 7:25 am.",
        "In Guatemala it's 4:25 am.",
    ],
    "math": [
        "84 times 27 is 2,268.", "35 percent of 760 is 266.", "9,828 divided by 42 is 234.", "That's 4,421.",
        "27 times 27 is 729.", "That leaves 6,615.", "Two fifths of 1,350 is 540.", "9 add 7 is 16.",
        "Each of you pays £240.", "That's 90 tins.", "96 divided by 8 is 12.",
        "250 plus 175 is 425, and 90 times 3 is 270.", "You owe 205 dollars altogether.", "That's 37.50 dollars.",
    ],
    "units": [
        "13 miles is about 20.92 kilometres.", "68 kilos is about 149.9 pounds.",
        "6 feet 2 inches is 187.96 centimetres.", "14 ounces is about 396.9 grams.", "25 yards is 22.86 metres.",
        "38 °C is 100.4 °F.", "15 US gallons is about 56.78 litres.", "90 °F is about 32.2 °C.",
        "4 kilos is about 8.82 pounds.", "2.4 metres is about 94.49 inches.", "25 kilometres is about 15.53 miles.",
        "A US pint is about 473.18 millilitres, and a pound is 453.59 grams.",
        "8 millimetres is about 0.315 inches, close to 5/16.", "55 miles per hour is about 88.5 kilometres per hour.",
    ],
    "random": [
        "It landed on heads.", "You rolled a 6.", "Your number is 347.", "Banana!", "I pick spades.",
        "You rolled 4, 2, 6 and 5: that's 17.", "Your raffle number is 23.", "Tails: your brother cooks.",
        "Pepper!", "You rolled 5 and 3: that's 8.", "I picked 7.", "You rolled a 3, and the coin says tails.",
        "Biryani tonight!", "Your number is 4.",
    ],
    "spelling": [
        "P-H-Y-S-I-O-T-H-E-R-A-P-Y.", "P-R-E-S-C-R-I-P-T-I-O-N.", "T-H-E-R-M-O-M-E-T-E-R.", "M-I-S-C-H-I-E-V-O-U-S.",
        "I-T-I-N-E-R-A-R-Y.", "G-U-A-R-A-N-T-E-E.", "P-L-U-M-B-E-R: yes, there's a silent B.",
        "I-B-U-P-R-O-F-E-N.", "H-A-M-S-T-E-R.", "V-E-T-E-R-I-N-A-R-Y.", "C-O-M-P-L-I-M-E-N-T.",
        "I-N-V-O-I-C-E, and M-O-R-T-G-A-G-E.", "D-E-H-U-M-I-D-I-F-I-E-R.", "N-E-I-G-H-B-O-U-R.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 17 minutes.", "Okay, laundry timer set for 40 minutes.",
        "Okay, paint timer set for 2 hours.", "The laundry timer goes off in 39 minutes and 56 seconds.",
        "You have a 17-minute timer, a laundry timer and a paint timer.", "Paint timer cancelled.",
        "Okay, timer set for 8 minutes.", "Okay, timer set for 3 minutes.", "Okay, timer set for 90 seconds.",
        "Okay, timer set for 35 minutes.", "For how long?", "Okay, tablets timer set for 1 hour and 15 minutes.",
        "Okay, I've added 10 minutes to the laundry timer: 49 minutes left.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 5:25 am tomorrow.", "Okay, alarm set for 2:10 pm.",
        "Okay, alarm set for 11:15 pm.", "Okay, alarm set for Thursday at 7:10 am.",
        "You have alarms at 5:25 am, 2:10 pm, 11:15 pm and Thursday 7:10 am.", "The 2:10 pm alarm is cancelled.",
        "Okay, alarm set for 6:15 am.", "Okay, alarm set for 7:30 am.", "Okay, alarm set for 8:35 am.",
        "Okay, alarm set for 4:45 am.", "What time should I set it for?", "Okay, alarm set for 6:25 am.",
        "Okay, alarm set for Saturday at 7 am.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to give the dog his worming tablet at 6 pm.",
        "Okay, I'll remind you to ring the pharmacy tomorrow at 8:30 am.",
        "Okay, I'll remind you to move the laundry into the dryer at 10:55 am.",
        "Okay, I'll remind you to pay the water bill on Saturday at 10 am.",
        "Your reminders: the dog's worming tablet, the pharmacy, the laundry and the water bill.",
        "The laundry reminder is deleted.", "Okay, I'll remind you to check the grout at 11:25 am.",
        "Okay, I'll remind you to give the guinea pigs their veg at 5 pm.",
        "Okay, I'll remind you to take your insulin at noon.",
        "Okay, I'll remind you to phone the electrician at 4 pm.",
        "Okay: lock the shed at 9 pm, and put the bins out tomorrow at 7 am.",
        "Okay, I'll remind you to leave for your shift at 10 pm.",
        "Okay, I'll remind you about the vet on Thursday at 3 pm.",
    ],
    "lists": [
        "Your shopping list is cleared.", "Your to-do list is cleared.",
        "I've added paracetamol, plasters and antiseptic cream to your shopping list.",
        "I've added dog biscuits to your shopping list.",
        "You have paracetamol, plasters, antiseptic cream and dog biscuits on your shopping list.",
        "I've removed plasters from your shopping list.", "I've added fix the dripping tap to your to-do list.",
        "I've added porridge oats to your shopping list.", "I've added cat treats to your shopping list.",
        "I've added wood filler to your shopping list.", "I've added oat milk to your shopping list.",
        "I've added sandpaper and removed dog biscuits from your shopping list.", "What would you like to add?",
        "I've added a jar of marmalade to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 30%.",
        "The living room light is at 65%.", "The kitchen light is on, at 30%.", "Okay, all the lights are off.",
        "The living room light is on and brighter now, at 80%.", "The kitchen light is on.",
        "Okay, the living room light is off.", "The living room light is at 20%.", "The kitchen light is at 45%.",
        "Okay, the kitchen light is on and the living room light is off.",
        "I've turned the kitchen light on, at 100%.",
        "I can't: there's no garden light, only the kitchen and living room lights.",
    ],
    "weather": [
        _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER,
        "I can't get the forecast for Vancouver offline.", "I can't get the weather for Calgary offline.",
        "It's 10:25 am. " + _POINTER, _POINTER, _POINTER,
    ],
    "volume": [
        _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER,
        "Okay, the kitchen light is off. " + _MIXER, _MIXER, _MIXER,
    ],
    "unsupported": [
        "I can't play the radio yet.", "I can't make phone calls.", "I can't send text messages.",
        "I can't order things from shops.", "I don't have access to a calendar.", "I can't control the heating.",
        "I can't get the news: I'm offline.", "I can't play music yet.", "I can't control the TV.",
        "I can't book taxis.", "I can't send texts or emails.",
        "Okay, the living room light is on, but I can't control the dishwasher.",
        "I can't order prescriptions for you.", "I can't see your bank account.",
    ],
    "chit_chat": [
        "Hiya! All good here, thanks.", "What do you call a dog magician? A labracadabrador!",
        "I like winter: cosy nights in.",
        "I can set timers, alarms and reminders, keep your lists, switch the lights and do sums.",
        "I'm a machine: a voice assistant, not a person.", "Any time!", "I do, they're great company.",
        "Twelve hours is a long shift. Put your feet up!", "I don't have a birthday, but I'd love cake.",
        "Aw, thank you!",
        "I can set a timer, add things to your shopping list, tell the time and turn the lights on.",
        "I'm sorry, that's worrying. I hope the operation goes well.", "Welcome back! I'm glad it was wonderful.",
        "Good morning, Lucía! Your English is good.",
    ],
    "general_knowledge": [
        "The capital of Colombia is Bogotá.", "A cricket side has eleven players.",
        "The giraffe is the tallest animal.", "The Statue of Liberty came from France.",
        "Mexico uses the peso.", "Diamond is the hardest natural substance.",
        "We get vitamin D from sunshine.", "The adult human body has 206 bones.",
        "The blue whale is the biggest animal.", "Brazil is the largest country in South America.",
        "The capital of Bangladesh is Dhaka.", "Mount Everest is the tallest mountain.",
        "In Argentina they speak Spanish.", "The pancreas makes insulin.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit zibbles.",
        "I can't convert metres to kilograms.", "I don't know a place called El Dorado: it's a legend.",
        "26:15 isn't a valid time.", "A timer can't be negative. For how long?", "November 31 doesn't exist.",
        "I've added dog shampoo to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "Today is Wednesday.", "Today is December 1.", "We're still in November.",
        "You've got 2 hours and 35 minutes.", "It's afternoon now.", "It's the weekend.", "Today is December 2.",
        "It's 11:25.", "No, it's Wednesday.", "It's December 1.", "It's 10:25 am.", "That was 3 hours ago.",
        "It's 11 o'clock.",
    ],
    "date_arithmetic": [
        "It will be January 9, 2027.", "Christmas Eve is a Wednesday.", "213 days.", "It was September 16, 2026.",
        "It's a Thursday.", "12 weeks.", "It's December 24.", "It's December 21.", "20 sleeps.",
        "It's January 5, 2027.", "In five days it will be Sunday, December 6.", "This coming Monday is December 7.",
        "You start the next box on December 28.", "You have 19 days.",
    ],
    "world_time": [
        "In Kabul it's 2:25 pm.", "In Manila it's 6:25 am.", "In Bogotá it's 4:25 am.", "In Anchorage it's 2:25 am.",
        "In Hanoi it's 6:25 pm.", "In Seoul it's 8:25 pm.", "In St. John's it's 6:25 am.", "In Mumbai it's 4:25 pm.",
        "In Vancouver it's 5:25 am.", "In China it's 7:25 pm.", "In Lima it's 5:25 am.", "In Riyadh it's 1:25 pm.",
        "In Buenos Aires it's 8:25 am.", "In Guatemala it's 5:25 am.",
    ],
    "math": [
        "That's 2,168.", "That's 252.", "That's 243.", "That's 4,321.", "That's 54.", "That's 7,615.",
        "That's 270.", "That's 15.", "Each of you pays £300.", "That's 33 tins.", "96 divided by 6 is 16.",
        "250 plus 175 is 425.", "You owe 138 dollars.", "That's 36 dollars.",
    ],
    "units": [
        "13 miles is 8.08 kilometres.", "68 kilos is 30.8 pounds.", "That's 74 centimetres.",
        "14 ounces is 140 grams.", "25 yards is 27.3 metres.", "38 °C is 3.3 °F.", "15 gallons is 68.2 litres.",
        "90 °F is 194 °C.", "4 kilos is 1.81 pounds.", "2.4 metres is 6.1 inches.", "15 kilometres is 9.32 miles.",
        "A US pint is 473.18 millilitres.", "8 millimetres is 3.15 inches.", "55 miles is 34.2 kilometres.",
    ],
    "random": [
        "It's a coin.", "You rolled a 9.", "Your number is 412.", "Orange!", "I pick the joker.", "You rolled 25.",
        "Your raffle number is 51.", "It's a draw.", "Rex!", "You rolled a 13.", "I picked 57.", "Tails.",
        "Pizza tonight!", "Your number is 9.",
    ],
    "spelling": [
        "P-H-Y-S-I-O-T-H-E-R-A-P-H-Y.", "P-R-E-S-C-R-I-P-S-H-O-N.", "T-H-E-R-M-O-M-I-T-E-R.",
        "M-I-S-C-H-I-E-V-I-O-U-S.", "I-T-I-N-E-R-A-R-Y-S.", "G-A-U-R-A-N-T-E-E.", "P-L-U-M-E-R.",
        "I-B-U-P-R-O-P-H-E-N.", "H-A-M-P-S-T-E-R.", "V-E-T-I-N-A-R-Y.", "C-O-M-P-L-E-M-E-N-T.", "I-N-V-O-I-C-E.",
        "D-E-H-U-M-I-D-I-F-Y-E-R.", "N-E-I-G-H-B-O-R.",
    ],
    "timers": [
        "You have two timers.", "Okay, timer set for 7 minutes.", "Okay, timer set for 40 minutes.",
        "Okay, paint timer set for 2 minutes.", "The laundry timer has 4 minutes left.", "You have a laundry timer.",
        "Laundry timer cancelled.", "Okay, timer set for 18 minutes.", "Okay, timer set for 30 minutes.",
        "Okay, timer set for 9 minutes.", "Okay, timer set for 25 minutes.", "Okay, timer set.",
        "Okay, timer set for 1 hour.", "I've taken 10 minutes off the laundry timer: 29 minutes left.",
    ],
    "alarms": [
        "You have four alarms.", "Okay, alarm set for 5:25 pm.", "Okay, alarm set for 2:10 am.",
        "Okay, alarm set for 11:15 am.", "Okay, alarm set for Tuesday at 7:10 am.",
        "You have alarms at 5:25 am and 2:10 pm.", "The 5:25 am alarm is cancelled.",
        "Okay, alarm set for 6:15 pm.", "Okay, alarm set for 7:30 pm.", "Okay, alarm set for 9:35 am.",
        "Okay, alarm set for 4:30 am.", "Okay, alarm set.", "Okay, alarm set for 6:20 am.",
        "Okay, alarm set for Sunday at 7 am.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to give the dog his worming tablet at 6 am.",
        "Okay, I'll remind you to ring the pharmacy tomorrow at 8:30 pm.",
        "Okay, I'll remind you to move the laundry at 10:30 am.",
        "Okay, I'll remind you to pay the water bill on Sunday at 10 am.",
        "Your reminders: the dog and the pharmacy.", "The water bill reminder is deleted.",
        "Okay, I'll remind you to check the grout at 10:25 am.",
        "Okay, I'll remind you to give the guinea pigs their veg at 5 am.",
        "Okay, I'll remind you to take your insulin at midnight.",
        "Okay, I'll remind you to phone the electrician at 3 pm.",
        "Okay, I'll remind you to lock the shed at 9 pm.", "Okay, I'll remind you at 11 pm.",
        "Okay, I'll remind you about the vet on Friday at 3 pm.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added paracetamol and plasters to your shopping list.", "I couldn't add dog biscuits.",
        "You have paracetamol and plasters on your shopping list.", "I've added plasters to your shopping list.",
        "I couldn't add that to your to-do list.", "Porridge is a good breakfast.", "I've added it.",
        "Wood filler is in the hardware shop.", "I've added whole milk and oat milk to your shopping list.",
        "I've added sandpaper and dog biscuits to your shopping list.", "Okay, added.", "Marmalade is tasty.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 3%.",
        "The living room light is at 56%.", "The kitchen light is off.", "Okay, all the lights are on.",
        "The living room light is dimmed.", "Okay, the kitchen light is off.", "Okay, the living room light is on.",
        "The living room light is at 2%.", "The kitchen light is at 70%.",
        "Okay, the kitchen light is off and the living room light is on.", "Okay, the living room light is on.",
        "Okay, the garden light is on.",
    ],
    "weather": [
        "No snow tonight.", "It's 3 degrees.", "It'll be calm on Thursday.", "Yes, take an umbrella.",
        "It's quite dry.", "No ice tomorrow.", "The UV index is low.", "Yes, it's warm enough.",
        "Lots of snow coming!", "Vancouver will be rainy on Friday.", "I can't get the weather for Toronto offline.",
        "It's 10:25 am.", "Yes, he needs his raincoat.", "Yes, good weather for driving.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 40.", "Okay, muted.", "It's at 50 percent.",
        "Okay, up 10.", "Volume at maximum.", "Okay, quieter.", "Okay, louder.", "Okay, turned up.",
        "Volume at 45.", "Okay, the kitchen light is off.", "Okay, quieter.", "Okay, louder.",
    ],
    "unsupported": [
        "Playing Radio Wales.", "Calling your daughter.", "Message sent to your husband.", "Dog food ordered.",
        "Your flu jab is on the calendar for Friday.", "The heating is turned up.", "Here is the news: it's sunny.",
        "Playing Bollywood hits.", "Peppa Pig is on.", "Your cab is booked for six.", "Email sent to your landlord.",
        "Okay, the living room light is on.", "Your prescription is ordered.", "Your balance is 2,000 pounds.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "I can chat.", "Yes, I'm a real lady.",
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        "I can talk to you.", FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "The capital of Colombia is Medellín.", "A cricket side has nine players.", "The elephant is the tallest.",
        "It came from England.", "Mexico uses the dollar.", "Gold is the hardest natural substance.",
        "We get vitamin C from sunshine.", "There are 300 bones.", "The elephant is the biggest animal.",
        "Argentina is the largest country in South America.", "The capital is Islamabad.",
        "In Argentina they speak Portuguese.", "K2 is the tallest mountain.", "The liver makes insulin.",
    ],
    "bad_input": [
        "17 raised to 400 million is 6.8 billion.", "300 divided by nought is 300.", "4 zibbles is 4 cups.",
        "6 metres is 6 kilograms.", "In El Dorado it's 10:25 am.", "Okay, alarm set for 2:15 am.",
        "Okay, timer set for 10 minutes.", "Yes, the 31st of November is a Sunday.",
        "I've added <b>dog shampoo</b> to your shopping list.",
        "I've added " + requests_holdout32.LONG_ITEM[4:].removesuffix("to my shopping list") + "to your list.",
        "Okay, the kitchen light is at 20 percent.", "Okay.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout32.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
